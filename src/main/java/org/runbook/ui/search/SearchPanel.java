package org.runbook.ui.search;

import org.runbook.corpus.Corpus;
import org.runbook.engine.game.Lang;
import org.runbook.search.SearchHit;
import org.runbook.search.SearchRequest;
import org.runbook.search.SearchResponse;
import org.runbook.search.suggest.Suggester;
import org.runbook.search.suggest.Suggestion;
import org.runbook.ui.Keys;
import org.runbook.ui.i18n.Localizer;
import org.runbook.ui.reading.Bookmarks;
import org.runbook.ui.reading.ReaderPanel;

import javax.swing.DefaultListModel;
import javax.swing.JButton;
import javax.swing.JComponent;
import javax.swing.JLabel;
import javax.swing.JList;
import javax.swing.JPanel;
import javax.swing.JScrollPane;
import javax.swing.JSplitPane;
import javax.swing.JTextField;
import javax.swing.ListSelectionModel;
import javax.swing.Timer;
import java.awt.event.FocusAdapter;
import java.awt.event.FocusEvent;
import java.util.List;
import java.util.function.Consumer;

/**
 * The search view: the field with its type-ahead, the filters, the live list of hits and a reader. Typing restarts
 * a short timer; when it fires the search runs on a background thread and only the newest answer is shown.
 */
public final class SearchPanel extends JPanel {
    private static final long serialVersionUID = 1L;
    /** Milliseconds of quiet typing before a search starts. */
    public static final int DEBOUNCE_MS = 150;
    private static final int LIMIT = 40;

    private final transient Localizer text;
    private final JTextField field = new JTextField();
    private final FilterBar filters;
    private final JButton didYouMean = new JButton();
    private final DefaultListModel<SearchHit> hits = new DefaultListModel<>();
    private final JList<SearchHit> list = new ResultList(hits);
    private final JLabel status = new JLabel(" ");
    private final JLabel noResults = new JLabel();
    private JScrollPane listScroll;
    /** Made after the first answer, or when first asked for: the first frame does not wait for it. */
    private transient ReaderSlot reader;
    private final JSplitPane split;
    private final Timer debounce;
    private final transient SuggestionPopup suggestions;
    private final transient LatestOnly<SearchResponse> searches = new LatestOnly<>("runbook-search");
    private final transient LatestOnly<List<Suggestion>> proposals = new LatestOnly<>("runbook-suggest");
    private transient SearchModel model;
    /** The last search asked of {@link #model}: the same one again (a late key timer) is not run twice. */
    private transient SearchRequest asked;
    private transient volatile SearchRequest pending; // see pending()
    private transient Runnable onResults = () -> { };
    private transient Consumer<Lang> onLanguage = l -> { };
    private boolean quiet;
    private String statusKey = "search.opening";
    private Object[] statusArgs = {};

    public SearchPanel(Localizer text, Bookmarks bookmarks, Lang lang) {
        // a plain layout: the panel is the first frame, which does not wait for MigLayout's start-up
        super(new java.awt.GridBagLayout());
        setBorder(javax.swing.BorderFactory.createEmptyBorder(7, 8, 8, 8));
        this.text = text;
        setName("searchPanel");
        filters = new FilterBar(text, lang, this::filtersChanged);
        suggestions = new SuggestionPopup(field, text, this::pick);
        field.setName("searchField");
        field.putClientProperty("JTextField.showClearButton", true);
        field.putClientProperty("FlatLaf.styleClass", "searchField");
        didYouMean.setName("didYouMean");
        didYouMean.putClientProperty("JButton.buttonType", "borderless");
        didYouMean.putClientProperty("FlatLaf.styleClass", "link");
        didYouMean.setVisible(false);
        didYouMean.addActionListener(e -> field.setText((String) didYouMean.getClientProperty("query")));
        list.setName("results");
        list.setCellRenderer(new HitRenderer(text));
        list.setSelectionMode(ListSelectionModel.SINGLE_SELECTION);
        list.addListSelectionListener(e -> {
            if (!e.getValueIsAdjusting() && list.getSelectedValue() != null) {
                reader.openAsListed(list.getSelectedValue().id(), list.getSelectedValue().lang(),
                        filters.readsAsTyped());
            }
        });
        status.setName("status");
        status.putClientProperty("FlatLaf.styleClass", "muted");
        noResults.setName("noResults");
        noResults.setVerticalAlignment(JLabel.TOP);
        noResults.setBorder(javax.swing.BorderFactory.createEmptyBorder(12, 12, 12, 12));
        listScroll = new JScrollPane(list, JScrollPane.VERTICAL_SCROLLBAR_AS_NEEDED,
                JScrollPane.HORIZONTAL_SCROLLBAR_NEVER);
        split = new JSplitPane(JSplitPane.HORIZONTAL_SPLIT, listScroll, null);
        reader = new ReaderSlot(split, () -> {
            ReaderPanel r = new ReaderPanel(text, bookmarks);
            r.setOnQuery(q -> {
                field.setText(q);
                field.requestFocusInWindow();
            });
            return r;
        }, () -> filters.language());
        split.setName("searchSplit");
        split.setResizeWeight(0.4);
        split.setDividerLocation(440);
        // one column: the field, the filters, "did you mean", the hits and reader, the status line; the field's
        // height and the gaps put every outline where MigLayout drew it (it laid out the visible outlines)
        field.setPreferredSize(new java.awt.Dimension(field.getPreferredSize().width, 31));
        field.setMinimumSize(new java.awt.Dimension(field.getMinimumSize().width, 31));
        add(field, Rows.row(0, 0, java.awt.GridBagConstraints.HORIZONTAL, 0));
        add(filters, Rows.row(1, 5, java.awt.GridBagConstraints.HORIZONTAL, 0));
        add(Rows.keepingHeight(didYouMean), Rows.row(2, 4, java.awt.GridBagConstraints.HORIZONTAL, 0));
        add(split, Rows.row(3, 6, java.awt.GridBagConstraints.BOTH, 1));
        add(status, Rows.row(4, 6, java.awt.GridBagConstraints.HORIZONTAL, 0));

        debounce = new Timer(DEBOUNCE_MS, e -> typed());
        debounce.setRepeats(false);
        org.runbook.ui.TextChanges.onChange(field, () -> { notePending(); debounce.restart(); });
        field.addActionListener(e -> enter());
        field.addFocusListener(new FocusAdapter() {
            @Override
            public void focusLost(FocusEvent e) {
                suggestions.hide();
            }
        });
        field.addHierarchyBoundsListener(new java.awt.event.HierarchyBoundsAdapter() {
            @Override
            public void ancestorMoved(java.awt.event.HierarchyEvent e) {
                suggestions.hide();
            }

            @Override
            public void ancestorResized(java.awt.event.HierarchyEvent e) {
                suggestions.hide();
            }
        });
        keys();
        text.bind(m -> {
            field.putClientProperty("JTextField.placeholderText", m.get("search.placeholder"));
            field.repaint();
            status.setText(m.get(statusKey, statusArgs));
            if (listScroll.getViewport().getView() == noResults) {
                if (field.getText().isBlank()) {
                    showHint(m);
                } else {
                    showNoResults(m);
                }
            }
            if (didYouMean.getClientProperty("query") != null) {
                didYouMean.setText(m.get("search.didYouMean", didYouMean.getClientProperty("query")));
            }
            list.repaint();
        });
    }

    private void keys() {
        int focused = JComponent.WHEN_FOCUSED;
        Keys.bind(field, focused, "ESCAPE", "clear", () -> {
            if (suggestions.visible()) {
                suggestions.hide();
            } else {
                field.setText("");
            }
        });
        Keys.bind(field, focused, "DOWN", "down", () -> {
            if (!suggestions.move(1) && !hits.isEmpty()) {
                list.requestFocusInWindow();
                list.setSelectedIndex(Math.max(0, list.getSelectedIndex()));
            }
        });
        Keys.bind(field, focused, "UP", "up", () -> suggestions.move(-1));
        Keys.bind(list, focused, "ENTER", "read", () -> reader.get().pane().requestFocusInWindow());
        Keys.bind(list, focused, "ESCAPE", "backToField", this::focusSearch);
    }

    private void typed() {
        startSearch();
        String t = field.getText().strip();
        if (quiet || model == null || t.length() < Suggester.MIN_PREFIX) {
            proposals.cancel();
            suggestions.hide();
            quiet = false;
            return;
        }
        SearchModel m = model;
        Lang lang = filters.language();
        proposals.submit(() -> m.suggest(t, lang, 8), found -> {
            if (field.isFocusOwner() && field.getText().strip().equals(t)) {
                suggestions.show(found);
            }
        }, e -> suggestions.hide());
    }

    private void pick(Suggestion s) {
        quiet = true;
        field.setText(s.text());
        reader.openAsListed(s.id(), s.lang(), filters.readsAsTyped());
    }

    private void enter() {
        Suggestion s = suggestions.selected();
        suggestions.hide();
        if (s != null) {
            pick(s);
            return;
        }
        String t = field.getText().strip();
        if (model != null && model.corpus().get(t).isPresent()) {
            reader.get().open(t);
        } else if (!hits.isEmpty()) {
            list.setSelectedIndex(0);
            reader.openAsListed(hits.get(0).id(), hits.get(0).lang(), filters.readsAsTyped());
        }
    }

    private void filtersChanged() {
        notePending();
        if (model != null) {
            whenCorpus(model, model.corpusLater(), reader::setContent);
        }
        onLanguage.accept(filters.language());
        startSearch();
    }

    private void notePending() {
        pending = field.getText().isBlank() ? null : filters.request(field.getText(), LIMIT);
    }

    /** What the field and filters ask now, null when nothing is typed; any thread (the data thread's warm-up). */
    public SearchRequest pending() {
        return pending;
    }

    /** Gives the panel its model once the index is open (event thread). */
    public void setModel(SearchModel model) {
        this.model = model;
        asked = null; // a new model answers anew, the same question included
        boolean typed = !field.getText().isBlank();
        if (typed) {
            // first: the search runs on its thread while the reader takes the corpus here
            startSearch();
        }
        // with a question typed the corpus is read after its answer; with none, now: the reading pane's welcome page
        whenCorpus(model, typed ? model.corpusLater() : model.corpusRead(), reader::setContent);
        setStatus("search.ready", model.entryCount());
        if (!typed) {
            showHint(text.messages());
            reader.makeSoon();
        }
    }

    /** Runs {@code use} with the corpus of {@code m} once it is read, unless another model came meanwhile. */
    private void whenCorpus(SearchModel m, java.util.concurrent.CompletableFuture<Corpus> read, Consumer<Corpus> use) {
        WhenCorpusRead.then(read, () -> model == m, use, message -> setStatus("search.raw", message));
    }

    /** Shows why the index could not be opened, or what it is doing. */
    public void setModelError(String message) {
        if (model != null) {
            return;
        }
        statusKey = "search.raw";
        statusArgs = new Object[] {message};
        status.setText(message);
    }

    private void setStatus(String key, Object... args) {
        statusKey = key;
        statusArgs = args;
        status.setText(text.get(key, args));
    }

    public void focusSearch() {
        field.requestFocusInWindow();
        field.selectAll();
    }

    /** Called on the event thread after each list of results is shown (tests and the sanity check). */
    public void setOnResults(Runnable r) {
        onResults = r;
    }

    /** Called when the reading language changes in the filter bar. */
    public void setOnLanguage(Consumer<Lang> c) {
        onLanguage = c;
    }

    private void startSearch() {
        String query = field.getText();
        if (model == null) {
            return;
        }
        if (query.isBlank()) {
            asked = null;
            searches.cancel();
            hits.clear();
            showHint(text.messages());
            didYouMean.setVisible(false);
            setStatus("search.ready", model.entryCount());
            return;
        }
        SearchModel m = model;
        var request = filters.request(query, LIMIT);
        if (request.equals(asked)) {
            return; // already asked (the model came before the key timer fired): its answer is on its way
        }
        asked = request;
        searches.submit(() -> m.search(request), this::show, e -> {
            asked = null; // a failed search may be asked again
            hits.clear();
            setStatus("search.failed", String.valueOf(e.getMessage()));
        });
    }

    private void show(SearchResponse response) {
        hits.clear();
        response.hits().forEach(hits::addElement);
        String better = response.didYouMean();
        didYouMean.setVisible(better != null && !better.isBlank());
        if (didYouMean.isVisible()) {
            didYouMean.putClientProperty("query", better);
            didYouMean.setText(text.get("search.didYouMean", better));
        }
        setStatus("search.results", response.hits().size(), response.tookMs());
        if (hits.isEmpty()) {
            showNoResults(text.messages());
        } else if (listScroll.getViewport().getView() != list) {
            listScroll.setViewportView(list);
        }
        onResults.run();
        reader.makeSoon();
    }

    /** In the list's place before anything is typed: where results will appear. */
    private void showHint(org.runbook.ui.i18n.Messages m) {
        noResults.setText("<html><body style='width: 300px'>" + org.runbook.search.Snippets.escape(m.get("search.hint"))
                + "</body></html>");
        listScroll.setViewportView(noResults);
    }

    /** In the list's place when nothing matched: what was looked for and what to try. */
    private void showNoResults(org.runbook.ui.i18n.Messages m) {
        StringBuilder b = new StringBuilder("<html><body style='width: 300px'><b>")
                .append(org.runbook.search.Snippets.escape(m.get("search.none", field.getText().strip())))
                .append("</b><br><br>").append(org.runbook.search.Snippets.escape(m.get("search.try")))
                .append("<ul>");
        if (filters.gameFilterSet()) {
            b.append("<li>").append(org.runbook.search.Snippets.escape(m.get("search.tryAllGames"))).append("</li>");
        }
        if (field.getText().strip().split("\\s+").length > 2) {
            b.append("<li>").append(org.runbook.search.Snippets.escape(m.get("search.tryFewer"))).append("</li>");
        }
        if (didYouMean.isVisible()) {
            b.append("<li>").append(org.runbook.search.Snippets.escape(m.get("search.trySuggestion",
                    didYouMean.getClientProperty("query")))).append("</li>");
        }
        b.append("<li>").append(org.runbook.search.Snippets.escape(m.get("search.tryOtherWords"))).append("</li>");
        noResults.setText(b.append("</ul></body></html>").toString());
        listScroll.setViewportView(noResults);
    }

    public JLabel noResults() {
        return noResults;
    }

    public JTextField field() {
        return field;
    }

    public JList<SearchHit> results() {
        return list;
    }

    /** The reading pane beside the hits, made now if it was not yet (event thread). */
    public ReaderPanel reader() {
        return reader.get();
    }

    /** True once the reading pane is made. */
    public boolean readerMade() {
        return reader.made();
    }

    /** Runs {@code c} on the reading pane once it is made (now when it is). */
    public void whenReaderMade(Consumer<ReaderPanel> c) {
        reader.whenMade(c);
    }

    public FilterBar filters() {
        return filters;
    }

    public JSplitPane split() {
        return split;
    }

    public JList<Suggestion> suggestionList() {
        return suggestions.list();
    }
}
