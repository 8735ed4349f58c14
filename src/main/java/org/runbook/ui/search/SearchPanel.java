package org.runbook.ui.search;

import net.miginfocom.swing.MigLayout;
import org.runbook.corpus.Lang;
import org.runbook.search.SearchHit;
import org.runbook.search.SearchRequest;
import org.runbook.search.SearchResponse;
import org.runbook.ui.reading.ReadingPane;

import javax.swing.DefaultListModel;
import javax.swing.JComponent;
import javax.swing.JLabel;
import javax.swing.JList;
import javax.swing.JPanel;
import javax.swing.JScrollPane;
import javax.swing.JSplitPane;
import javax.swing.JTextField;
import javax.swing.KeyStroke;
import javax.swing.ListSelectionModel;
import javax.swing.SwingUtilities;
import javax.swing.Timer;
import javax.swing.event.DocumentEvent;
import javax.swing.event.DocumentListener;
import java.awt.event.ActionEvent;
import java.awt.event.KeyEvent;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.atomic.AtomicLong;

/**
 * The search view: a field, the live list of hits and the reading pane. Typing restarts a short timer; when it
 * fires the search runs on a background thread and only the newest answer is shown.
 */
public final class SearchPanel extends JPanel {
    private static final long serialVersionUID = 1L;
    /** Milliseconds of quiet typing before a search starts. */
    public static final int DEBOUNCE_MS = 150;

    private final JTextField field = new JTextField();
    private final DefaultListModel<SearchHit> hits = new DefaultListModel<>();
    private final JList<SearchHit> list = new JList<>(hits);
    private final JLabel status = new JLabel(" ");
    private final ReadingPane reading = new ReadingPane(this::openId);
    private final JSplitPane split;
    private final Timer debounce;
    private final transient ExecutorService worker = Executors.newSingleThreadExecutor(r -> {
        Thread t = new Thread(r, "runbook-search");
        t.setDaemon(true);
        return t;
    });
    private final AtomicLong generation = new AtomicLong();
    private transient SearchModel model;
    private Lang lang = Lang.EN;
    private transient Runnable onResults = () -> { };

    public SearchPanel() {
        super(new MigLayout("fill, insets 8", "[grow]", "[][grow][]"));
        field.setName("searchField");
        field.putClientProperty("JTextField.placeholderText", "Search rules, cards, FAQ… (Ctrl+K)");
        field.putClientProperty("JTextField.showClearButton", true);
        list.setName("results");
        list.setCellRenderer(new HitRenderer());
        list.setSelectionMode(ListSelectionModel.SINGLE_SELECTION);
        list.addListSelectionListener(e -> {
            if (!e.getValueIsAdjusting() && list.getSelectedValue() != null) {
                openId(list.getSelectedValue().id());
            }
        });
        status.setName("status");
        status.putClientProperty("FlatLaf.styleClass", "muted");
        split = new JSplitPane(JSplitPane.HORIZONTAL_SPLIT, new JScrollPane(list), new JScrollPane(reading));
        split.setResizeWeight(0.4);
        add(field, "growx, wrap");
        add(split, "grow, wrap");
        add(status, "growx");

        debounce = new Timer(DEBOUNCE_MS, e -> startSearch());
        debounce.setRepeats(false);
        field.getDocument().addDocumentListener(new DocumentListener() {
            @Override
            public void insertUpdate(DocumentEvent e) {
                debounce.restart();
            }

            @Override
            public void removeUpdate(DocumentEvent e) {
                debounce.restart();
            }

            @Override
            public void changedUpdate(DocumentEvent e) {
                debounce.restart();
            }
        });
        field.addActionListener(e -> {
            if (!hits.isEmpty()) {
                list.setSelectedIndex(0);
            }
        });
        bind(field, "ESCAPE", "clear", () -> field.setText(""));
        bind(field, "DOWN", "toResults", () -> {
            if (!hits.isEmpty()) {
                list.requestFocusInWindow();
                list.setSelectedIndex(Math.max(0, list.getSelectedIndex()));
            }
        });
        bind(this, "ctrl K", "focusSearch", this::focusSearch);
        bind(this, "ctrl F", "focusSearch", this::focusSearch);
        status.setText("Opening the index…");
        field.setEnabled(true);
    }

    private static void bind(JComponent c, String key, String name, Runnable action) {
        int when = c instanceof JTextField ? JComponent.WHEN_FOCUSED : JComponent.WHEN_IN_FOCUSED_WINDOW;
        c.getInputMap(when).put(KeyStroke.getKeyStroke(key), name);
        c.getActionMap().put(name, new javax.swing.AbstractAction() {
            private static final long serialVersionUID = 1L;

            @Override
            public void actionPerformed(ActionEvent e) {
                action.run();
            }
        });
    }

    /** Gives the panel its model once the index is open (event thread). */
    public void setModel(SearchModel model) {
        this.model = model;
        status.setText(model.corpus().size() + " entries. Type a few words in any language.");
        if (!field.getText().isBlank()) {
            startSearch();
        }
    }

    /** Shows why the index could not be opened. */
    public void setModelError(String message) {
        status.setText(message);
    }

    public void setLanguage(Lang lang) {
        this.lang = lang;
    }

    public void focusSearch() {
        field.requestFocusInWindow();
        field.selectAll();
    }

    /** Called on the event thread after each list of results is shown (tests and the sanity check). */
    public void setOnResults(Runnable r) {
        onResults = r;
    }

    private void startSearch() {
        String query = field.getText();
        long mine = generation.incrementAndGet();
        if (model == null) {
            return;
        }
        if (query.isBlank()) {
            hits.clear();
            status.setText(model.corpus().size() + " entries.");
            return;
        }
        SearchModel m = model;
        SearchRequest request = new SearchRequest(query, lang, null, null, null, 30);
        worker.submit(() -> {
            SearchResponse response;
            String error = null;
            try {
                response = m.search(request);
            } catch (Exception e) {
                response = null;
                error = "Search failed: " + e.getMessage();
            }
            SearchResponse done = response;
            String failure = error;
            SwingUtilities.invokeLater(() -> show(mine, done, failure));
        });
    }

    private void show(long mine, SearchResponse response, String error) {
        if (mine != generation.get()) {
            return;
        }
        hits.clear();
        if (error != null) {
            status.setText(error);
            return;
        }
        response.hits().forEach(hits::addElement);
        status.setText(response.hits().size() + " result(s) in " + response.tookMs() + " ms");
        onResults.run();
    }

    private void openId(String id) {
        if (model == null) {
            return;
        }
        model.corpus().get(id).ifPresent(e -> reading.show(model.corpus(), e, lang));
    }

    public JTextField field() {
        return field;
    }

    public JList<SearchHit> results() {
        return list;
    }

    public ReadingPane reading() {
        return reading;
    }

    public JSplitPane split() {
        return split;
    }
}
