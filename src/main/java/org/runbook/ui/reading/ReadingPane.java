package org.runbook.ui.reading;

import org.runbook.corpus.Corpus;
import org.runbook.corpus.Entry;
import org.runbook.corpus.Lang;

import javax.swing.JEditorPane;
import javax.swing.UIManager;
import javax.swing.event.HyperlinkEvent;
import javax.swing.text.html.HTMLEditorKit;
import javax.swing.text.html.StyleSheet;
import java.awt.Color;
import java.util.function.Consumer;

/** Shows one entry as formatted text with live links to other entries. */
public final class ReadingPane extends JEditorPane {
    private static final long serialVersionUID = 1L;

    private transient Entry shown;

    public ReadingPane(Consumer<String> openId) {
        setName("readingPane");
        setEditable(false);
        setContentType("text/html");
        putClientProperty(JEditorPane.HONOR_DISPLAY_PROPERTIES, Boolean.TRUE);
        addHyperlinkListener(e -> {
            if (e.getEventType() == HyperlinkEvent.EventType.ACTIVATED && e.getDescription() != null
                    && e.getDescription().startsWith(EntryHtml.SCHEME)) {
                openId.accept(e.getDescription().substring(EntryHtml.SCHEME.length()));
            }
        });
        applyStyles();
        setText("<html><body><p class='meta'>Type a few words above: results appear as you type.</p></body></html>");
    }

    @Override
    public void updateUI() {
        super.updateUI();
        applyStyles();
    }

    private void applyStyles() {
        HTMLEditorKit kit = new HTMLEditorKit();
        StyleSheet css = new StyleSheet();
        Color link = UIManager.getColor("Runbook.link");
        Color muted = UIManager.getColor("Label.disabledForeground");
        css.addRule("body { margin: 10px; }");
        css.addRule("h1 { font-size: 150%; margin-bottom: 4px; }");
        css.addRule("h2 { font-size: 120%; }");
        css.addRule(".meta, .source { color: " + hex(muted) + "; }");
        css.addRule("a { color: " + hex(link) + "; }");
        kit.setStyleSheet(css);
        setEditorKit(kit);
        Color bg = UIManager.getColor("Runbook.readingBackground");
        if (bg != null) {
            setBackground(bg);
        }
    }

    private static String hex(Color c) {
        return c == null ? "#666666" : String.format("#%02x%02x%02x", c.getRed(), c.getGreen(), c.getBlue());
    }

    public void show(Corpus corpus, Entry entry, Lang lang) {
        shown = entry;
        setText(EntryHtml.render(corpus, entry, lang));
        setCaretPosition(0);
    }

    /** The entry on display, or null. */
    public Entry shown() {
        return shown;
    }
}
