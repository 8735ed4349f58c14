package org.runbook.ui.reading;

import javax.swing.JEditorPane;
import javax.swing.UIManager;
import javax.swing.event.HyperlinkEvent;
import javax.swing.text.html.HTMLEditorKit;
import javax.swing.text.html.StyleSheet;
import java.awt.Color;
import java.util.function.Consumer;

/**
 * Shows one page of HTML with live links to other entries. The style sheet takes its colours from the theme
 * ({@code Runbook.*} keys of the FlatLaf properties) and is rebuilt when the theme or the zoom changes.
 */
public final class ReadingPane extends JEditorPane {
    private static final long serialVersionUID = 1L;

    private String html = "<html><body></body></html>";
    private transient java.util.function.Function<String, String> preview = id -> null;

    public ReadingPane(Consumer<String> openId) {
        setName("readingPane");
        setEditable(false);
        putClientProperty(JEditorPane.HONOR_DISPLAY_PROPERTIES, Boolean.TRUE);
        addHyperlinkListener(e -> {
            String d = e.getDescription();
            if (e.getEventType() == HyperlinkEvent.EventType.ENTERED && d != null
                    && d.startsWith(org.runbook.ui.html.Html.SCHEME)) {
                setToolTipText(preview.apply(d.substring(org.runbook.ui.html.Html.SCHEME.length())));
            } else if (e.getEventType() == HyperlinkEvent.EventType.EXITED) {
                setToolTipText(null);
            }
            if (e.getEventType() == HyperlinkEvent.EventType.ACTIVATED && e.getDescription() != null
                    && e.getDescription().startsWith(org.runbook.ui.html.Html.SCHEME)) {
                openId.accept(e.getDescription().substring(org.runbook.ui.html.Html.SCHEME.length()));
            }
        });
        applyStyles();
    }

    /** What the tooltip of a link to an id shows (null for none). */
    public void setPreview(java.util.function.Function<String, String> preview) {
        this.preview = preview;
    }

    /** The tooltip shown now (a link's preview), for tests. */
    public String previewShown() {
        return getToolTipText();
    }

    @Override
    public void updateUI() {
        super.updateUI();
        if (html != null) {
            applyStyles();
        }
    }

    /** Shows a page and scrolls to its top. */
    public void showHtml(String page) {
        html = page;
        setText(page);
        setCaretPosition(0);
    }

    private void applyStyles() {
        StyleSheet css = new StyleSheet();
        css.addStyleSheet(new HTMLEditorKit().getStyleSheet());
        String muted = hex("Label.disabledForeground");
        css.addRule("body { margin: 12px 16px; }");
        css.addRule("h1 { font-size: 160%; margin-top: 0; margin-bottom: 4px; }");
        css.addRule("h2 { font-size: 125%; margin-top: 14px; margin-bottom: 4px; color: " + hex("Runbook.heading") + "; }");
        css.addRule("h3 { font-size: 105%; margin-top: 8px; margin-bottom: 2px; }");
        css.addRule("p { margin-top: 4px; margin-bottom: 6px; }");
        css.addRule("li { margin-bottom: 3px; }");
        css.addRule("ul, ol { margin-left-ltr: 22px; margin-top: 2px; margin-bottom: 4px; }");
        css.addRule(".meta { margin-bottom: 10px; color: " + muted + "; }");
        css.addRule(".muted { color: " + muted + "; }");
        css.addRule(".source { margin-top: 16px; padding: 6px 8px; color: " + muted + "; background-color: "
                + hex("Runbook.sourceBackground") + "; }");
        css.addRule(".badge { background-color: " + hex("Runbook.badgeBackground") + "; color: "
                + hex("Runbook.badgeForeground") + "; font-size: 90%; }");
        css.addRule(".ruling { margin-bottom: 6px; padding: 2px 8px 4px 8px; background-color: "
                + hex("Runbook.rulingBackground") + "; }");
        css.addRule("td.label { color: " + muted + "; padding-right: 12px; }");
        css.addRule(".answer { margin-bottom: 8px; padding: 2px 8px 6px 8px; background-color: "
                + hex("Runbook.answerBackground") + "; }");
        css.addRule("tr.current { background-color: " + hex("Runbook.current") + "; }");
        css.addRule("code { font-size: 90%; color: " + muted + "; }");
        css.addRule("a { color: " + hex("Runbook.link") + "; text-decoration: none; }");
        css.addRule("b { color: " + hex("Runbook.strong") + "; }");
        setEditorKit(new Kit(css));
        Color bg = UIManager.getColor("Runbook.readingBackground");
        if (bg != null) {
            setBackground(bg);
        }
        setText(html);
        setCaretPosition(0);
    }

    /** An editor kit with its own style sheet: {@code HTMLEditorKit.setStyleSheet} would change every label's HTML. */
    private static final class Kit extends HTMLEditorKit {
        private static final long serialVersionUID = 1L;
        private final transient StyleSheet css;

        Kit(StyleSheet css) {
            this.css = css;
        }

        @Override
        public StyleSheet getStyleSheet() {
            return css;
        }
    }

    static String hex(String key) {
        Color c = UIManager.getColor(key);
        if (c == null) {
            c = UIManager.getColor("Label.foreground");
        }
        return c == null ? "#666666" : String.format("#%02x%02x%02x", c.getRed(), c.getGreen(), c.getBlue());
    }
}
