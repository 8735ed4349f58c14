package org.runbook.ui;

import org.runbook.corpus.ContentLocation;
import org.runbook.corpus.Corpus;
import org.runbook.engine.game.Lang;
import org.runbook.ui.cards.CardView;
import org.runbook.ui.glossary.GlossaryPanel;
import org.runbook.ui.i18n.Localizer;
import org.runbook.ui.i18n.Messages;
import org.runbook.ui.reading.Bookmarks;
import org.runbook.ui.reading.ReaderPanel;
import org.runbook.ui.search.SearchModel;
import org.runbook.ui.search.SearchPanel;
import org.runbook.ui.timing.TimingPanel;

import javax.swing.JFrame;
import javax.swing.JPanel;
import javax.swing.JSplitPane;
import javax.swing.JTabbedPane;
import javax.swing.SwingUtilities;
import java.awt.AWTEvent;
import java.awt.Toolkit;
import java.awt.event.AWTEventListener;
import java.awt.event.WindowAdapter;
import java.awt.event.WindowEvent;
import java.io.IOException;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;

/** The main window: search, cards, glossary and timing tabs, the menus, the shortcuts and the saved layout. */
public final class MainWindow extends JFrame {
    private static final long serialVersionUID = 1L;

    private final transient Preferences prefs;
    private final transient Bookmarks bookmarks;
    private final transient Localizer text;
    private final transient Zoom zoom;
    private final transient WindowLayout layout;
    private final SearchPanel searchPanel;
    private CardView cardView;
    private GlossaryPanel glossary;
    private TimingPanel timing;
    private org.runbook.ui.reading.ReaderPanel timingReader;
    private final JTabbedPane tabs = new JTabbedPane();
    private final NoticeBar noticeBar = new NoticeBar();
    private final transient Map<String, JSplitPane> splits = new LinkedHashMap<>();
    private final transient AWTEventListener mouseButtons = e -> WindowKeys.mouseButton(this, e, this::withReader);
    private final transient TabFactory factory;
    private final transient ReaderRouting readers;
    private final transient org.runbook.ui.reading.Recent recent = new org.runbook.ui.reading.Recent();
    private transient SearchModel model;
    private transient Runnable onModel = () -> { };
    private Lang lang;
    private final transient TabContent content = new TabContent();
    private final transient FirstFrame firstFrame;
    private final transient Menus menus;

    /** A window whose bookmarks file sits beside the preferences file. */
    public MainWindow(Preferences prefs) {
        this(prefs, Bookmarks.load(prefs.file().resolveSibling("bookmarks.txt")));
    }

    public MainWindow(Preferences prefs, Bookmarks bookmarks) {
        super("Runbook");
        this.prefs = prefs;
        this.bookmarks = bookmarks;
        this.layout = new WindowLayout(prefs);
        this.zoom = new Zoom(prefs.getInt(Preferences.ZOOM, 0));
        setName("mainWindow");
        setDefaultCloseOperation(DISPOSE_ON_CLOSE);
        text = new Localizer(Messages.of(prefs.get(Preferences.UI_LANG, Messages.languageOf(Locale.getDefault()))));
        factory = new TabFactory(text, bookmarks, layout, splits, this::visited, this::playRuling);
        lang = Lang.parse(prefs.get(Preferences.CONTENT_LANG, Lang.of(Locale.getDefault()).code())).orElse(Lang.EN);
        searchPanel = new SearchPanel(text, bookmarks, lang);
        searchPanel.setOnLanguage(this::setContentLanguage);
        searchPanel.whenReaderMade(r -> {
            r.setOnVisit(this::visited);
            r.setOnPlay(this::playRuling);
        });
        tabs.setName("tabs");
        readers = new ReaderRouting(tabs, searchPanel, () -> cardView, () -> glossary, CARDS);
        tabs.addTab("", searchPanel);
        tabs.addTab("", new JPanel());
        tabs.addTab("", new JPanel());
        tabs.addTab("", new JPanel());
        splits.put("search", searchPanel.split());
        tabs.addChangeListener(e -> {
            buildTab(tabs.getSelectedIndex());
            updateVisibleTab();
            SwingUtilities.invokeLater(this::focusTab);
        });
        text.bind(m -> {
            for (int i = 0; i < 4; i++) {
                tabs.setTitleAt(i, m.get(new String[] {"tab.search", "tab.cards", "tab.glossary", "tab.timing"}[i]));
            }
        });
        // the first frame: the search tab and the menus' titles; the rest once it is on screen (completeStart)
        firstFrame = new FirstFrame(this, this::completeStart);
        JPanel root = firstFrame.root(new java.awt.BorderLayout());
        root.add(noticeBar, java.awt.BorderLayout.NORTH);
        root.add(tabs, java.awt.BorderLayout.CENTER);
        setContentPane(root);
        menus = new Menus(this, text, bookmarks);
        setJMenuBar(menus.bar());
        layout.restore(this, splits);
        addWindowListener(new WindowAdapter() {
            @Override
            public void windowClosed(WindowEvent e) {
                Toolkit.getDefaultToolkit().removeAWTEventListener(mouseButtons);
                savePreferences();
            }
        });
    }

    /** Made once the first frame is drawn: menu items, shortcuts, mouse buttons, saved tab, settings notices. */
    private void completeStart() {
        menus.fill();
        WindowKeys.bind(this, this::focusSearch, this::withReader, zoom);
        // the other tabs are made when first selected (the saved tab now), or when idle after the first answer
        layout.restoreTabs(tabs, splits);
        String notice = WindowSettings.loadProblems(prefs, bookmarks, text);
        if (notice != null) {
            showNotice(notice);
        }
        Toolkit.getDefaultToolkit().addAWTEventListener(mouseButtons, AWTEvent.MOUSE_EVENT_MASK);
    }

    /** Makes now what the window makes after its first frame and its first answer (the menus, the reader). */
    void makeTheRest() {
        firstFrame.finish();
        searchPanel.reader();
    }

    static final int CARDS = 1;
    static final int GLOSSARY = 2;
    static final int TIMING = 3;

    /** True once the tab at {@code index} is made (the search tab always is). */
    boolean tabBuilt(int index) {
        return switch (index) {
            case CARDS -> cardView != null;
            case GLOSSARY -> glossary != null;
            case TIMING -> timing != null;
            default -> true;
        };
    }

    /**
     * Makes the tab at {@code index} when not made yet (event thread; called from another thread, it waits for the
     * event thread to make it). Only the search tab is made with the window: the first answer needs nothing else.
     */
    private void buildTab(int index) {
        if (tabBuilt(index)) {
            return;
        }
        if (!SwingUtilities.isEventDispatchThread()) {
            try {
                SwingUtilities.invokeAndWait(() -> buildTab(index));
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            } catch (java.lang.reflect.InvocationTargetException e) {
                throw new IllegalStateException(e.getCause());
            }
            return;
        }
        switch (index) {
            case CARDS -> buildCards();
            case GLOSSARY -> buildGlossary();
            case TIMING -> buildTiming();
            default -> {
                return;
            }
        }
        if (model != null) {
            setContentLanguage(lang);
        }
    }

    private void buildCards() {
        cardView = factory.cards();
        tabs.setComponentAt(CARDS, cardView);
    }

    private void buildGlossary() {
        glossary = factory.glossary();
        tabs.setComponentAt(GLOSSARY, glossary);
    }

    /** Opens the Timing tab (made now if it was not yet) on the scenario of a FAQ ruling, at its moment. */
    private void playRuling(String entryId) {
        if (timing == null) {
            buildTab(TIMING);
        }
        tabs.setSelectedComponent(timing);
        timing.playRuling(entryId);
    }

    /** The timing tab: one call, made when the tab is first selected or when idle after the first answer. */
    private void buildTiming() {
        // a step's "read" link opens its corpus entry in the search tab's reader until the pane beside it exists
        TabFactory.Timing t = factory.timing(lang, id -> {
            tabs.setSelectedComponent(searchPanel);
            open(id);
        });
        timing = t.panel();
        timingReader = t.reader();
        tabs.setComponentAt(TIMING, timing);
    }

    /** A message in a bar above the tabs, until the user closes it; never blocks. */
    public void showNotice(String html) {
        noticeBar.show(html);
    }

    /** Gives the keyboard to the first field of the tab just selected, so that shortcuts keep working. */
    private void focusTab() {
        readers.focusSelected();
    }

    void focusSearch() {
        tabs.setSelectedComponent(searchPanel);
        searchPanel.focusSearch();
    }

    /** The reader of the selected tab, or of the search tab when the selected one has none. */
    ReaderPanel currentReader() {
        return readers.current();
    }

    void withReader(java.util.function.Consumer<ReaderPanel> action) {
        action.accept(currentReader());
    }

    /** Opens an entry: cards in the card tab, everything else in the reader of the current tab. */
    public void open(String id) {
        readers.open(id);
    }

    private void visited(String id) {
        if (!id.startsWith("start:")) {
            recent.visit(id);
        }
    }

    /** The pages read lately in any tab, newest first. */
    public org.runbook.ui.reading.Recent recent() {
        return recent;
    }

    /** Shows the start page in the search tab. */
    public void openStartPage() {
        tabs.setSelectedComponent(searchPanel);
        searchPanel.reader().open("start:");
    }

    /** Opens the window to manage bookmarks. */
    public org.runbook.ui.reading.BookmarkManager manageBookmarks() {
        org.runbook.ui.reading.BookmarkManager m = new org.runbook.ui.reading.BookmarkManager(this, bookmarks, text,
                this::titleOf, this::open);
        m.setVisible(true);
        return m;
    }

    /** The title of a page in the reading language (its id when unknown). */
    String titleOf(String id) {
        return ReaderRouting.titleOf(id, corpus(), lang, text);
    }

    /** Takes the model from a background task started elsewhere; the window stays usable meanwhile. */
    public void openIndex(java.util.concurrent.CompletableFuture<? extends SearchModel> opening) {
        if (opening.isDone() && !opening.isCompletedExceptionally() && SwingUtilities.isEventDispatchThread()) {
            // open already (the data opened while the window was made): its first search starts in this event,
            // beside the first frame's painting, rather than after it
            setModel(opening.join());
            return;
        }
        searchPanel.setModelError(text.get("search.opening"));
        opening.whenComplete((m, e) -> SwingUtilities.invokeLater(() -> {
            if (e == null) {
                setModel(m);
            } else {
                Throwable cause = e instanceof java.util.concurrent.CompletionException && e.getCause() != null
                        ? e.getCause() : e;
                searchPanel.setModelError(text.get("index.failedShort"));
                showNotice(text.get("index.failed", org.runbook.search.Snippets.escape(String.valueOf(cause.getMessage()))));
            }
        }));
    }

    /** Opens the index on a background thread; the window stays usable meanwhile. */
    public void openIndex(ContentLocation location) {
        openIndex(DataStart.open(location, line -> SwingUtilities.invokeLater(() -> searchPanel.setModelError(line))));
    }

    /** Gives every view the search model and its corpus (event thread). */
    public void setModel(SearchModel m) {
        if (model == null) {
            IdleTabs.start(CARDS, TIMING, this::tabBuilt, this::buildTab);
        }
        model = m;
        searchPanel.setModel(m);
        setContentLanguage(lang);
        onModel.run();
    }

    /** Called on the event thread once the index is open. */
    public void setOnModel(Runnable r) {
        onModel = r;
    }

    /** The language entries are read in (the interface language is separate). */
    public void setContentLanguage(Lang l) {
        boolean changed = l != lang;
        lang = l;
        prefs.put(Preferences.CONTENT_LANG, l.code());
        if (searchPanel.filters().language() != l) {
            searchPanel.filters().setLanguage(l);
        }
        content.languageChanged();
        if (timing != null) {
            timing.setLanguage(l);
        }
        updateVisibleTab();
        if (changed) {
            savePreferences();
        }
    }

    /** Fills the card or glossary tab when it is on screen and not yet in the current language (saves start-up). */
    private void updateVisibleTab() {
        content.update(model, lang, tabs.getSelectedComponent(), cardView, glossary, timingReader,
                this::updateVisibleTab);
    }

    /** The corpus once the index is open. */
    java.util.Optional<Corpus> corpus() {
        return java.util.Optional.ofNullable(model).map(SearchModel::corpus);
    }

    Lang contentLanguage() {
        return lang;
    }

    /** Switches the interface language (en, fr, de); the content language is not touched. */
    public void setInterfaceLanguage(String language) {
        text.switchTo(language);
        prefs.put(Preferences.UI_LANG, text.messages().language());
        savePreferences();
    }

    public void setThemeMode(Theme.Mode mode) {
        prefs.put(Preferences.THEME, mode.code());
        Theme.switchTo(mode.dark());
        savePreferences();
    }

    Theme.Mode themeMode() {
        return Theme.Mode.parse(prefs.get(Preferences.THEME, "light"));
    }

    Zoom zoom() {
        return zoom;
    }

    void zoomChanged() {
        prefs.put(Preferences.ZOOM, String.valueOf(zoom.step()));
    }

    /** Saves layout and preferences; a failure shows in the notice bar. */
    public void savePreferences() {
        layout.store(this, tabs, splits);
        prefs.put(Preferences.ZOOM, String.valueOf(zoom.step()));
        try {
            prefs.save();
        } catch (IOException e) {
            showNotice(text.get("notice.saveFailed", prefs.file(), e.getMessage()));
        }
    }

    public SearchPanel searchPanel() {
        return searchPanel;
    }

    public CardView cardView() {
        buildTab(CARDS);
        return cardView;
    }

    public TimingPanel timing() {
        buildTab(TIMING);
        return timing;
    }

    public GlossaryPanel glossary() {
        buildTab(GLOSSARY);
        return glossary;
    }

    public JTabbedPane tabs() {
        return tabs;
    }

    public Localizer text() {
        return text;
    }
}
