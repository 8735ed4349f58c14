package org.runbook.ui.reading;

import net.miginfocom.swing.MigLayout;
import org.runbook.corpus.Corpus;
import org.runbook.corpus.Entry;
import org.runbook.corpus.Lang;
import org.runbook.ui.i18n.Localizer;

import javax.swing.JButton;
import javax.swing.JLabel;
import javax.swing.JPanel;
import javax.swing.JScrollPane;
import javax.swing.JToolBar;
import javax.swing.Timer;
import java.awt.Toolkit;
import java.awt.datatransfer.StringSelection;
import java.io.IOException;
import java.util.Optional;
import java.util.function.Consumer;

/**
 * A reading pane with its toolbar: back, forward, bookmark and copy the id. Every entry opened here goes into this
 * panel's own history. Event thread only.
 */
public final class ReaderPanel extends JPanel {
    private static final long serialVersionUID = 1L;

    private final transient Localizer text;
    private final transient Bookmarks bookmarks;
    private final transient History history = new History();
    private final ReadingPane pane = new ReadingPane(this::open);
    private final JButton back = new JButton("\u2190");
    private final JButton forward = new JButton("\u2192");
    private final JButton bookmark = new JButton();
    private final JButton copy = new JButton();
    private final JLabel message = new JLabel(" ");
    private final Timer clearMessage = new Timer(4000, e -> message.setText(" "));
    private transient Corpus corpus;
    private transient Lang lang = Lang.EN;
    private transient String withCard;
    private final String emptyKey;
    private transient Consumer<Entry> onShow = e -> { };

    public ReaderPanel(Localizer text, Bookmarks bookmarks) {
        this(text, bookmarks, "reader.empty");
    }

    /** A reader whose empty page says {@code emptyKey} (each tab tells what to do in it). */
    public ReaderPanel(Localizer text, Bookmarks bookmarks, String emptyKey) {
        super(new MigLayout("fill, insets 0, gap 0", "[grow]", "[][grow]"));
        this.text = text;
        this.bookmarks = bookmarks;
        this.emptyKey = emptyKey;
        setName("reader");
        back.setName("back");
        forward.setName("forward");
        bookmark.setName("bookmark");
        copy.setName("copyLink");
        message.setName("readerMessage");
        message.putClientProperty("FlatLaf.styleClass", "muted");
        clearMessage.setRepeats(false);
        back.addActionListener(e -> back());
        forward.addActionListener(e -> forward());
        bookmark.addActionListener(e -> toggleBookmark());
        copy.addActionListener(e -> copyId());
        JToolBar bar = new JToolBar();
        bar.setFloatable(false);
        bar.add(back);
        bar.add(forward);
        bar.addSeparator();
        bar.add(bookmark);
        bar.add(copy);
        bar.addSeparator();
        bar.add(message);
        add(bar, "growx, wrap");
        add(new JScrollPane(pane), "grow");
        text.bind(m -> {
            back.setToolTipText(m.get("reader.back"));
            forward.setToolTipText(m.get("reader.forward"));
            copy.setText(m.get("reader.copy"));
            copy.setToolTipText(m.get("reader.copyTip"));
            refresh();
        });
        bookmarks.addListener(this::updateButtons);
        showPlaceholder();
    }

    /** The corpus and the reading language; the page on display is drawn again. */
    public void setContent(Corpus corpus, Lang lang) {
        this.corpus = corpus;
        this.lang = lang;
        refresh();
    }

    /** For card pages: another card whose shared rulings are listed too (null for none). */
    public void setWithCard(String code) {
        withCard = code;
        refresh();
    }

    /** Called with each entry shown. */
    public void setOnShow(Consumer<Entry> onShow) {
        this.onShow = onShow;
    }

    /** Opens an entry by id and records it in the history; an unknown id is ignored. */
    public void open(String id) {
        if (corpus == null || corpus.get(id).isEmpty()) {
            return;
        }
        history.visit(id);
        refresh();
    }

    public void back() {
        history.back().ifPresent(id -> refresh());
    }

    public void forward() {
        history.forward().ifPresent(id -> refresh());
    }

    /** Draws the current entry again (language, theme or "with" card changed). */
    public void refresh() {
        Optional<Entry> e = shown();
        if (e.isEmpty()) {
            showPlaceholder();
        } else {
            pane.showHtml(EntryHtml.render(corpus, e.get(), lang, text.messages(), withCard));
            onShow.accept(e.get());
        }
        updateButtons();
    }

    private void showPlaceholder() {
        pane.showHtml("<html><body><p class='muted'>" + EntryHtml.esc(text.get(emptyKey)) + "</p></body></html>");
    }

    public Optional<Entry> shown() {
        return corpus == null ? Optional.empty() : history.current().flatMap(corpus::get);
    }

    public void toggleBookmark() {
        shown().ifPresent(e -> {
            try {
                bookmarks.toggle(e.id());
                say(text.get(bookmarks.contains(e.id()) ? "reader.bookmarked" : "reader.unbookmarked"));
            } catch (IOException ex) {
                say(text.get("bookmarks.saveFailed", ex.getMessage()));
            }
        });
    }

    /** Puts the id of the entry on display on the clipboard, to paste in the search field or a message. */
    public void copyId() {
        shown().ifPresent(e -> {
            Toolkit.getDefaultToolkit().getSystemClipboard().setContents(new StringSelection(e.id()), null);
            say(text.get("reader.copied", e.id()));
        });
    }

    private void say(String s) {
        message.setText(s);
        clearMessage.restart();
    }

    private void updateButtons() {
        back.setEnabled(history.canGoBack());
        forward.setEnabled(history.canGoForward());
        Optional<Entry> e = shown();
        boolean marked = e.isPresent() && bookmarks.contains(e.get().id());
        bookmark.setEnabled(e.isPresent());
        copy.setEnabled(e.isPresent());
        bookmark.setText(marked ? "\u2605" : "\u2606");
        bookmark.setToolTipText(text.get(marked ? "reader.unbookmark" : "reader.bookmark"));
    }

    public ReadingPane pane() {
        return pane;
    }

    public History history() {
        return history;
    }
}
