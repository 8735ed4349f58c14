package org.runbook.ui.timing;

import java.awt.BorderLayout;
import java.awt.Component;
import java.awt.Font;
import java.awt.event.MouseAdapter;
import java.awt.event.MouseEvent;
import java.util.List;
import java.util.Set;
import java.util.function.Consumer;
import java.util.function.Supplier;

import javax.swing.BorderFactory;
import javax.swing.DefaultListCellRenderer;
import javax.swing.DefaultListModel;
import javax.swing.JButton;
import javax.swing.JComboBox;
import javax.swing.JComponent;
import javax.swing.JEditorPane;
import javax.swing.JLabel;
import javax.swing.JList;
import javax.swing.JPanel;
import javax.swing.JScrollPane;
import javax.swing.JSplitPane;
import javax.swing.JTextArea;
import javax.swing.ListSelectionModel;

import net.miginfocom.swing.MigLayout;
import org.runbook.engine.game.GameSession;
import org.runbook.engine.game.Lang;

/**
 * One session on screen: the chart, the current step with its windows and a link to its rule, the pending decision
 * as buttons (legal options only), navigation (back, step, auto, next choice, restart, script, explore), the board
 * and the timeline. Two of these side by side compare editions.
 */
final class SessionView extends JPanel {
    private static final long serialVersionUID = 1L;

    private final String id;
    private final transient SessionController controller;
    private final ChartView chart = new ChartView();
    private final JTextArea title = wrapping();
    private final JTextArea stepLabel = wrapping();
    private final JButton readStep = new JButton();
    private final JPanel badges = new JPanel(new MigLayout("insets 0, gap 4", "", ""));
    private final JLabel decisionWho = new JLabel(" ");
    private final JPanel options = new JPanel(new WrapLayout(4, 2));
    private final JLabel status = new JLabel(" ");
    private final JLabel error = new JLabel();
    private final JButton back = button("back", "nav.back");
    private final JButton step = button("step", "nav.step");
    private final JButton auto = button("auto", "nav.auto");
    private final JButton next = button("nextChoice", "nav.next");
    private final JButton restart = button("restart", "nav.restart");
    private final JButton script = button("playScript", "nav.script");
    private final JButton explore = button("explore", "nav.explore");
    private final DefaultListModel<TimelineRows.Row> rows = new DefaultListModel<>();
    private final JList<TimelineRows.Row> timeline = new JList<>(rows);
    private final JEditorPane board = new JEditorPane("text/html", "");
    private final JComboBox<String> zoom = new JComboBox<>();
    private final JLabel legend = new JLabel();
    private transient Snapshot snapshot;
    private transient Consumer<String> openEntry;
    private transient Runnable onUpdate = () -> { };
    private transient Consumer<String> onDecision = id -> { };
    private transient Runnable onRestart = () -> { };
    private transient Set<Integer> differingEntries = Set.of();
    private Lang lang = Lang.EN;
    private boolean busy;

    SessionView(String id, Consumer<String> openEntry) {
        super(new BorderLayout());
        this.id = id;
        this.openEntry = openEntry;
        setName("session:" + id);
        controller = new SessionController(id, this::show, this::showError, this::setBusy);
        chart.setOpenStep(s -> this.openEntry.accept(s));

        title.setFont(title.getFont().deriveFont(Font.BOLD, title.getFont().getSize2D() + 1));
        title.setName(id + ".title");
        stepLabel.setName(id + ".step");
        stepLabel.setFont(stepLabel.getFont().deriveFont(Font.BOLD));
        readStep.setName(id + ".readStep");
        readStep.setVisible(false);
        readStep.addActionListener(e -> {
            if (snapshot != null) {
                this.openEntry.accept(snapshot.point().cite());
            }
        });
        badges.setName(id + ".badges");
        decisionWho.setName(id + ".decision");
        options.setName(id + ".options");
        status.setName(id + ".status");
        status.putClientProperty("FlatLaf.styleClass", "muted");
        error.setName(id + ".error");
        error.setForeground(Palette.error());
        error.setVisible(false);

        back.addActionListener(e -> controller.back());
        step.addActionListener(e -> controller.step());
        auto.addActionListener(e -> controller.auto());
        next.addActionListener(e -> controller.nextChoice());
        restart.addActionListener(e -> {
            controller.restart();
            onRestart.run();
        });
        script.addActionListener(e -> controller.playScript());
        explore.addActionListener(e -> {
            explore.setEnabled(false);
            controller.explore(text -> {
                status.setText(text);
                explore.setEnabled(true);
            });
        });
        for (JButton b : List.of(back, step, auto, next, restart, script, explore)) {
            b.setName(id + "." + b.getName());
        }

        JPanel top = new JPanel(new MigLayout("insets 6 8 4 8, fillx, hidemode 3", "[grow,fill]", "[]2[]2[]4[]2[]4[]"));
        top.add(title, "wrap, w 10:10:, growx");
        top.add(error, "wrap");
        JPanel stepRow = new JPanel(new MigLayout("insets 0, fillx", "[grow,fill][]", ""));
        stepRow.add(stepLabel, "w 10:10:, growx");
        stepRow.add(readStep);
        top.add(stepRow, "wrap");
        top.add(badges, "wrap");
        top.add(decisionWho, "wrap");
        top.add(options, "wrap, wmin 0");
        JPanel nav = new JPanel(new WrapLayout(4, 2));
        for (JButton b : List.of(back, step, auto, next, restart, script, explore)) {
            nav.add(b);
        }
        top.add(nav, "wrap, wmin 0");
        top.add(status, "wrap");

        timeline.setName(id + ".timeline");
        timeline.setSelectionMode(ListSelectionModel.SINGLE_SELECTION);
        timeline.setCellRenderer(new RowRenderer());
        timeline.addMouseListener(new MouseAdapter() {
            @Override
            public void mouseClicked(MouseEvent e) {
                if (e.getClickCount() == 2 && timeline.getSelectedValue() != null) {
                    SessionView.this.openEntry.accept(timeline.getSelectedValue().stepId());
                }
            }
        });
        timeline.setToolTipText(Texts.get("step.read.tip", "…"));
        board.setName(id + ".board");
        board.setEditable(false);
        board.putClientProperty(JEditorPane.HONOR_DISPLAY_PROPERTIES, Boolean.TRUE);

        zoom.setModel(new javax.swing.DefaultComboBoxModel<>(new String[] {"50%", "75%", "100%", "125%"}));
        zoom.setName(id + ".zoom");
        zoom.setSelectedItem("100%");
        zoom.addActionListener(e -> chart.setZoom(Integer.parseInt(((String) zoom.getSelectedItem()).replace("%", "")) / 100.0));
        JPanel chartPane = new JPanel(new BorderLayout());
        JPanel chartHead = new JPanel(new MigLayout("insets 2 8 2 8", "[][grow][][]", ""));
        chartHead.add(Texts.label("chart"));
        legend.setText(Texts.get("chart.legend"));
        legend.putClientProperty("FlatLaf.styleClass", "muted");
        legend.setName(id + ".legend");
        chartHead.add(legend, "growx, wmin 0");
        chartHead.add(Texts.label("zoom"));
        chartHead.add(zoom);
        chartPane.add(chartHead, BorderLayout.NORTH);
        chartPane.add(new JScrollPane(chart), BorderLayout.CENTER);

        JScrollPane timelineScroll = new JScrollPane(timeline);
        timelineScroll.setBorder(BorderFactory.createTitledBorder(Texts.get("timeline")));
        Texts.text(timelineScroll, "timeline");
        timeline.setVisibleRowCount(6);
        JScrollPane boardScroll = new JScrollPane(board);
        boardScroll.setPreferredSize(new java.awt.Dimension(320, 150));
        boardScroll.setBorder(BorderFactory.createTitledBorder(Texts.get("board")));
        Texts.text(boardScroll, "board");
        JSplitPane bottom = new JSplitPane(JSplitPane.HORIZONTAL_SPLIT, timelineScroll, boardScroll);
        bottom.setResizeWeight(0.55);
        JSplitPane center = new JSplitPane(JSplitPane.VERTICAL_SPLIT, chartPane, bottom);
        center.setResizeWeight(0.7);
        add(top, BorderLayout.NORTH);
        add(center, BorderLayout.CENTER);
        setBusy(false);
    }

    private static JTextArea wrapping() {
        JTextArea t = new JTextArea(" ");
        t.setEditable(false);
        t.setFocusable(false);
        t.setLineWrap(true);
        t.setWrapStyleWord(true);
        t.setOpaque(false);
        t.setBorder(null);
        t.setFont(javax.swing.UIManager.getFont("Label.font"));
        return t;
    }

    private static JButton button(String name, String key) {
        JButton b = Texts.button(key);
        b.setName(name);
        String tip = Texts.get(key + ".tip");
        if (!tip.equals(key + ".tip")) {
            Texts.tip(b, key + ".tip");
        }
        return b;
    }

    /** Zooms the chart (1.0 is 100%); the zoom box follows. */
    void setZoom(double z) {
        zoom.setSelectedItem(Math.round(z * 100) + "%");
        chart.setZoom(z);
    }

    SessionController controller() {
        return controller;
    }

    ChartView chart() {
        return chart;
    }

    Snapshot snapshot() {
        return snapshot;
    }

    boolean busy() {
        return busy || controller.busy();
    }

    void setOnUpdate(Runnable r) {
        onUpdate = r;
    }

    /** Called with each decision taken with a button that is not the default one (compare mode follows them). */
    void setOnDecision(Consumer<String> c) {
        onDecision = c;
    }

    void setOnRestart(Runnable r) {
        onRestart = r;
    }

    void setOpenEntry(Consumer<String> openEntry) {
        this.openEntry = openEntry;
    }

    void setLang(Lang lang) {
        this.lang = lang;
        chart.setLang(lang);
        if (snapshot != null) {
            show(snapshot);
        }
    }

    /** Sets every label again after a change of interface language; the session is shown again. */
    void relabel() {
        Texts.relabel(this);
        timeline.setToolTipText(Texts.get("step.read.tip", "…"));
        if (snapshot == null) {
            legend.setText(Texts.get("chart.legend"));
        } else {
            controller.refresh();
        }
        chart.repaint();
    }

    /** Loads a scenario in this view (on the engine thread). */
    void load(Supplier<GameSession> loader) {
        error.setVisible(false);
        status.setText(Texts.get("loading"));
        controller.load(loader);
    }

    /** Marks the steps of the chart and the timeline entries that differ from the other edition. */
    void setDiffering(Set<String> chartKeys, Set<Integer> entries) {
        chart.setDiffering(chartKeys);
        differingEntries = Set.copyOf(entries);
        timeline.repaint();
    }

    Set<Integer> differingEntries() {
        return differingEntries;
    }

    private void setBusy(boolean b) {
        busy = b;
        boolean ready = !b && snapshot != null;
        boolean waiting = ready && snapshot.point().decision() != null && !snapshot.over();
        boolean hasDefault = waiting && snapshot.defaultOption() != null;
        back.setEnabled(ready && !snapshot.decisions().isEmpty());
        step.setEnabled(hasDefault);
        auto.setEnabled(hasDefault);
        next.setEnabled(hasDefault);
        restart.setEnabled(ready);
        script.setEnabled(ready && snapshot.hasScript());
        explore.setVisible(snapshot == null || snapshot.canExplore());
        explore.setEnabled(waiting && snapshot.canExplore());
        for (Component c : options.getComponents()) {
            c.setEnabled(!b);
        }
    }

    void showError(String message) {
        error.setText("<html><b>" + BoardHtml.esc(Texts.get("error.title")) + "</b><br>"
                + BoardHtml.esc(message).replace("\n", "<br>") + "</html>");
        error.setToolTipText(message);
        error.setVisible(true);
        status.setText(" ");
        revalidate();
    }

    String errorText() {
        return error.isVisible() ? error.getToolTipText() : null;
    }

    private void show(Snapshot s) {
        snapshot = s;
        error.setVisible(false);
        GameSession.StepPoint v = s.point();
        title.setText(s.title().get(lang) + "  ·  " + s.edition());
        title.setToolTipText(s.file());
        chart.setEdition(s.chartModel());
        legend.setText(Texts.get(s.comparable() ? "chart.legend" : "chart.legend.single"));
        chart.show(v.key(), s.path(), v.windows(), v.mayAct());
        String shownId = v.stepId().equals(v.cite()) ? v.stepId() : v.stepId() + ", " + v.cite();
        stepLabel.setText(s.over() ? Texts.get("step.over", s.status())
                : Texts.get("step.now", v.number(), shownId) + " — " + v.label().get(lang));
        readStep.setText(Texts.get("step.read", v.number()));
        readStep.setToolTipText(Texts.get("step.read.tip", v.cite()));
        readStep.setVisible(true);

        badges.removeAll();
        if (v.windows().isEmpty()) {
            JLabel none = Texts.label("windows.none");
            none.putClientProperty("FlatLaf.styleClass", "muted");
            none.setName(id + ".badge:none");
            badges.add(none);
        }
        for (GameSession.Badge w : v.windows()) {
            JLabel b = new JLabel(w.name(lang, Texts::window));
            b.setName(id + ".badge:" + w.id());
            b.putClientProperty("FlatLaf.styleClass", "badge");
            b.setOpaque(false);
            b.setForeground(Palette.badge(w.colour()));
            badges.add(b);
        }
        if (v.mayAct() != null) {
            JLabel acts = new JLabel(Texts.get("windows.acts", Texts.side(v.mayAct())));
            acts.setName(id + ".mayAct");
            badges.add(acts, "gapleft 8");
        }

        options.removeAll();
        if (v.decision() == null || s.over()) {
            decisionWho.setText(Texts.get("decision.none"));
        } else {
            decisionWho.setText(Texts.get("decision.who", Texts.side(v.decision().who()), v.decision().kind()));
            for (GameSession.Choice o : v.decision().options()) {
                JButton b = new JButton(o.label().get(lang));
                b.setName(id + ".option:" + o.id());
                b.setToolTipText(o.id());
                boolean isDefault = o.id().equals(s.defaultOption());
                b.addActionListener(e -> {
                    controller.decide(o.id());
                    if (!isDefault) {
                        onDecision.accept(o.id());
                    }
                });
                options.add(b);
            }
        }
        status.setText(Texts.get("status.decisions", s.decisions().size()) + "  ·  " + s.status());

        rows.clear();
        List<TimelineRows.Row> all = TimelineRows.rows(s.visits(), lang);
        rows.addAll(all);
        if (!all.isEmpty()) {
            timeline.ensureIndexIsVisible(all.size() - 1);
        }
        board.setText(s.board().get(lang));
        board.setCaretPosition(0);
        setBusy(controller.busy());
        revalidate();
        repaint();
        onUpdate.run();
    }

    /** Lines of the timeline, for tests. */
    List<TimelineRows.Row> timelineRows() {
        return java.util.Collections.list(rows.elements());
    }

    void shutdown() {
        controller.shutdown();
    }

    private final class RowRenderer extends DefaultListCellRenderer {
        private static final long serialVersionUID = 1L;

        @Override
        public Component getListCellRendererComponent(JList<?> list, Object value, int index, boolean selected,
                                                      boolean focus) {
            JComponent c = (JComponent) super.getListCellRendererComponent(list, value, index, selected, focus);
            TimelineRows.Row r = (TimelineRows.Row) value;
            setFont(list.getFont().deriveFont(r.header() ? Font.BOLD : Font.PLAIN));
            if (!selected && differingEntries.contains(r.entry())) {
                setBackground(Palette.differenceBackground());
            }
            if (!selected && !r.header()) {
                setForeground(Palette.muted());
            }
            return c;
        }
    }
}
