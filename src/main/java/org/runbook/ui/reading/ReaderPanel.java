package org.runbook.ui.reading;

import net.miginfocom.swing.MigLayout;
import org.runbook.corpus.Corpus;
import org.runbook.corpus.Entry;
import org.runbook.engine.game.Lang;
import org.runbook.ui.Keys;
import org.runbook.ui.i18n.Localizer;

import javax.swing.JButton;
import javax.swing.JComponent;
import javax.swing.JLabel;
import javax.swing.JPanel;
import javax.swing.JScrollPane;
import javax.swing.JToolBar;
import javax.swing.Timer;
import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.util.HashMap;
import java.util.Map;
import java.util.Optional;
import java.util.function.Consumer;

/**
 * A reading pane with its toolbar: back, forward, bookmark, copy link, cite, print/export, and previous/contents/next
 * for sections of the rules; Ctrl+F finds in the page. Every page opened here goes into this panel's own history.
 * Event thread only.
 */
public final class ReaderPanel extends JPanel {
    private static final long serialVersionUID = 1L;

    private final transient Localizer text;
    private final transient Bookmarks bookmarks;
    private final transient History history = new History();
    private final ReadingPane pane = new ReadingPane(this::open);
    private final FindBar find;
    private final JButton back = new JButton("\u2190");
    private final JButton forward = new JButton("\u2192");
    private final JButton bookmark = new JButton();
    private final JButton copy = new JButton();
    private final JButton cite = new JButton();
    private final JButton more = new JButton("\u22ef");
    private final JButton previous = new JButton("\u2039");
    private final JButton contents = new JButton("\u2630");
    private final JButton next = new JButton("\u203a");
    private final JLabel message = new JLabel(" ");
    private final Timer clearMessage = new Timer(4000, e -> message.setText(" "));
    private final String emptyKey;
    private final transient ReaderActions actions;
    private transient Corpus corpus;
    private transient RuleBook rules;
    private transient Lang lang = Lang.EN;
    private transient String withCard;
    private transient String lastShown;
    private final transient Map<String, String> lastSection = new HashMap<>();
    private transient java.util.function.Function<org.runbook.ui.i18n.Messages, String> special;
    private transient Consumer<Entry> onShow = e -> { };
    private transient Consumer<String> onVisit = id -> { };
    private transient Consumer<String> onQuery = q -> { };
    private transient Consumer<String> onPlay = q -> { };

    public ReaderPanel(Localizer text, Bookmarks bookmarks) {
        this(text, bookmarks, "reader.empty");
    }

    /** A reader whose empty page says {@code emptyKey}; the search tab's ({@code reader.empty}) shows the start page. */
    public ReaderPanel(Localizer text, Bookmarks bookmarks, String emptyKey) {
        super(new MigLayout("fill, insets 0, gap 0", "[grow]", "[][grow][]"));
        this.text = text;
        this.bookmarks = bookmarks;
        this.emptyKey = emptyKey;
        this.actions = new ReaderActions(this, text);
        find = new FindBar(pane, text);
        setName("reader");
        back.setName("back");
        forward.setName("forward");
        bookmark.setName("bookmark");
        copy.setName("copyLink");
        cite.setName("cite");
        more.setName("more");
        previous.setName("previousSection");
        contents.setName("contents");
        next.setName("nextSection");
        message.setName("readerMessage");
        message.putClientProperty("FlatLaf.styleClass", "muted");
        clearMessage.setRepeats(false);
        back.addActionListener(e -> back());
        forward.addActionListener(e -> forward());
        bookmark.addActionListener(e -> toggleBookmark());
        copy.addActionListener(e -> copyId());
        cite.addActionListener(e -> copyCitation());
        more.addActionListener(e -> actions.showMenu(more));
        previous.addActionListener(e -> section(-1));
        next.addActionListener(e -> section(1));
        contents.addActionListener(e -> openContents());
        pane.setPreview(this::preview);
        JToolBar bar = new JToolBar();
        bar.setFloatable(false);
        bar.add(back);
        bar.add(forward);
        bar.addSeparator();
        bar.add(bookmark);
        bar.add(copy);
        bar.add(cite);
        bar.add(more);
        bar.addSeparator();
        bar.add(previous);
        bar.add(contents);
        bar.add(next);
        bar.addSeparator();
        bar.add(message);
        add(bar, "growx, wrap");
        add(new JScrollPane(pane), "grow, wrap");
        add(find, "growx, hidemode 3");
        Keys.bind(this, JComponent.WHEN_ANCESTOR_OF_FOCUSED_COMPONENT, "ctrl F", "findInPage", this::find);
        Keys.bind(pane, JComponent.WHEN_FOCUSED, "ctrl F", "findInPage", this::find);
        text.bind(m -> {
            back.setToolTipText(m.get("reader.back"));
            forward.setToolTipText(m.get("reader.forward"));
            copy.setText(m.get("reader.copy"));
            copy.setToolTipText(m.get("reader.copyTip"));
            cite.setText(m.get("reader.cite"));
            cite.setToolTipText(m.get("reader.citeTip"));
            more.setToolTipText(m.get("reader.more"));
            previous.setToolTipText(m.get("reader.previousSection"));
            next.setToolTipText(m.get("reader.nextSection"));
            contents.setToolTipText(m.get("reader.contents"));
            refresh();
        });
        bookmarks.addListener(this::updateButtons);
        refresh();
    }

    /** The corpus and the reading language; the page on display is drawn again. */
    public void setContent(Corpus corpus, Lang lang) {
        if (corpus != this.corpus) {
            rules = new RuleBook(corpus);
        }
        this.corpus = corpus;
        this.lang = lang;
        refresh();
    }

    /** For card pages: another card whose shared rulings are listed first (null for none). */
    public void setWithCard(String code) {
        withCard = code;
        refresh();
    }

    /** Called with each entry shown. */
    public void setOnShow(Consumer<Entry> onShow) {
        this.onShow = onShow;
    }

    /** Called with the id of each page opened (for the window's history list). */
    public void setOnVisit(Consumer<String> onVisit) {
        this.onVisit = onVisit;
    }

    /** Called with the words of an example question clicked on the start page. */
    public void setOnQuery(Consumer<String> onQuery) {
        this.onQuery = onQuery;
    }

    /** Where "Play this ruling" goes: the entry id whose scenario the Timing tab plays. */
    public void setOnPlay(Consumer<String> onPlay) {
        this.onPlay = onPlay;
    }

    /**
     * Opens an entry in {@code lang}, which stays the reading language until it is set again: a search hit read in
     * the language its question was typed in. The same entry already on display is drawn again in that language.
     */
    public void open(String id, Lang lang) {
        this.lang = lang;
        open(id);
    }

    /** Opens an entry (or a book's contents) by id and records it in the history; an unknown id is ignored. */
    public void open(String id) {
        if (id.startsWith(EntryHtml.PLAY)) {
            onPlay.accept(id.substring(EntryHtml.PLAY.length()));
            return;
        }
        if (id.startsWith(BookHtml.SEARCH)) {
            onQuery.accept(URLDecoder.decode(id.substring(BookHtml.SEARCH.length()), StandardCharsets.UTF_8));
            return;
        }
        boolean known = corpus != null && (corpus.get(id).isPresent() || id.startsWith(BookHtml.CONTENTS)
                && rules.book(id.substring(BookHtml.CONTENTS.length())).isPresent() || id.equals(BookHtml.START));
        if (!known) {
            return;
        }
        special = null;
        history.visit(id);
        onVisit.accept(id);
        refresh();
    }

    /** Shows a page that is not an entry (drawn again in each interface language) until an entry is opened. */
    public void showPage(java.util.function.Function<org.runbook.ui.i18n.Messages, String> page) {
        special = page;
        refresh();
    }

    public void back() {
        special = null;
        history.back().ifPresent(id -> refresh());
    }

    public void forward() {
        history.forward().ifPresent(id -> refresh());
    }

    /** Draws the current page again (language, theme or "with" card changed). */
    public void refresh() {
        String id = history.current().orElse(null);
        if (id == null || !id.equals(lastShown)) {
            message.setText(" ");
        }
        lastShown = id;
        Optional<Entry> e = shown();
        if (special != null) {
            pane.showHtml(special.apply(text.messages()));
        } else if (e.isPresent()) {
            pane.showHtml(EntryHtml.render(corpus, e.get(), lang, text.messages(), withCard));
            rules.bookOf(e.get().id()).ifPresent(b -> lastSection.put(b.id(), e.get().id()));
            onShow.accept(e.get());
        } else if (id != null && id.startsWith(BookHtml.CONTENTS) && corpus != null) {
            String book = id.substring(BookHtml.CONTENTS.length());
            pane.showHtml(BookHtml.contents(rules, rules.book(book).orElseThrow(), lang, text.messages(),
                    lastSection.get(book)));
        } else if (corpus != null && ("reader.empty".equals(emptyKey) || BookHtml.START.equals(id))) {
            pane.showHtml(BookHtml.start(rules, text.messages()));
        } else {
            pane.showHtml("<html><body><p class='muted'>" + EntryHtml.esc(text.get(corpus == null
                    ? "reader.loading" : emptyKey)) + "</p></body></html>");
        }
        if (find.isVisible()) {
            find.search();
        }
        updateButtons();
    }

    /** The entry on display, if the page is one. */
    public Optional<Entry> shown() {
        return corpus == null ? Optional.empty() : history.current().flatMap(corpus::get);
    }

    /** The id of the page on display (an entry, {@code contents:BOOK} or {@code start:}), if any. */
    public Optional<String> shownId() {
        return history.current();
    }

    public void toggleBookmark() {
        shown().ifPresent(e -> {
            try {
                bookmarks.toggle(e.id());
                say(text.get(bookmarks.contains(e.id()) ? "reader.bookmarked" : "reader.unbookmarked"));
            } catch (java.io.IOException ex) {
                say(text.get("bookmarks.saveFailed", ReaderActions.reason(ex)));
            }
        });
    }

    /** Puts the id of the entry on display on the clipboard, to paste in the search field or in {@code runbook show}. */
    public void copyId() {
        shown().ifPresent(e -> {
            actions.copy(new java.awt.datatransfer.StringSelection(e.id()));
            say(text.get("reader.copied", e.id()));
        });
    }

    /** Puts the entry as a citation on the clipboard: Markdown and plain text. */
    public void copyCitation() {
        shown().ifPresent(e -> {
            actions.copy(new CitationTransfer(CitationText.markdown(corpus, e, lang, text.messages()),
                    CitationText.plain(corpus, e, lang, text.messages())));
            say(text.get("reader.cited"));
        });
    }

    /** Opens the find bar (Ctrl+F). */
    public void find() {
        find.open();
    }

    /** Opens the section before (-1) or after (+1) the one on display in its book. */
    public void section(int step) {
        shown().flatMap(e -> rules.neighbour(e.id(), step)).ifPresent(e -> open(e.id()));
    }

    /** Opens the contents of the book of the section on display, or of the first book. */
    public void openContents() {
        if (rules == null || rules.books().isEmpty()) {
            return;
        }
        String book = shown().flatMap(e -> rules.bookOf(e.id())).orElse(rules.books().get(0)).id();
        open(BookHtml.CONTENTS + book);
    }

    void say(String s) {
        message.setText(s);
        clearMessage.restart();
    }

    private String preview(String id) {
        if (corpus == null) {
            return null;
        }
        return corpus.get(id).map(e -> ReaderActions.preview(corpus, e, lang)).orElse(null);
    }

    private void updateButtons() {
        back.setEnabled(history.canGoBack());
        forward.setEnabled(history.canGoForward());
        Optional<Entry> e = shown();
        boolean marked = e.isPresent() && bookmarks.contains(e.get().id());
        bookmark.setEnabled(e.isPresent());
        copy.setEnabled(e.isPresent());
        cite.setEnabled(e.isPresent());
        more.setEnabled(e.isPresent() || shownId().map(id -> id.startsWith(BookHtml.CONTENTS)).orElse(false));
        boolean inBook = e.isPresent() && rules.bookOf(e.get().id()).isPresent();
        previous.setEnabled(inBook && rules.neighbour(e.get().id(), -1).isPresent());
        next.setEnabled(inBook && rules.neighbour(e.get().id(), 1).isPresent());
        contents.setEnabled(rules != null);
        bookmark.setText(marked ? "\u2605" : "\u2606");
        bookmark.setToolTipText(text.get(marked ? "reader.unbookmark" : "reader.bookmark"));
    }

    /** The page as HTML for export: the entry, or the whole book when its contents are shown. */
    String exportPage() {
        Optional<String> id = shownId();
        if (id.isPresent() && id.get().startsWith(BookHtml.CONTENTS)) {
            return BookHtml.wholeBook(corpus, rules.book(id.get().substring(BookHtml.CONTENTS.length())).orElseThrow(),
                    lang, text.messages());
        }
        return shown().map(e -> EntryHtml.render(corpus, e, lang, text.messages(), withCard)).orElse(null);
    }

    /** A title for the page on display (file names, print headers). */
    String pageTitle() {
        Optional<String> id = shownId();
        if (id.isPresent() && id.get().startsWith(BookHtml.CONTENTS)) {
            return BookHtml.name(rules.book(id.get().substring(BookHtml.CONTENTS.length())).orElseThrow(),
                    text.messages());
        }
        return shown().map(e -> e.title(lang)).orElse("Runbook");
    }

    public ReadingPane pane() {
        return pane;
    }

    public History history() {
        return history;
    }

    public FindBar findBar() {
        return find;
    }

    public RuleBook rules() {
        return rules;
    }
}
