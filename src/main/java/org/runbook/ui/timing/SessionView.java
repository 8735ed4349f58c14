package org.runbook.ui.timing;

import java.awt.BorderLayout;
import java.awt.CardLayout;
import java.awt.Font;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Consumer;
import java.util.function.Supplier;

import javax.swing.BorderFactory;
import javax.swing.JButton;
import javax.swing.JComponent;
import javax.swing.JLabel;
import javax.swing.JPanel;
import javax.swing.JSplitPane;
import javax.swing.JTextArea;

import org.runbook.engine.game.GameSession;
import org.runbook.engine.game.Lang;

/**
 * One session on screen. On top, the control row (back, step, auto, next choice, restart, script, explore), which
 * never moves; below, the chart above the board (drawn or compact) on the left, and on the right the current step
 * told in words ({@link StepPane}: what happens, who acts and why, the choices grouped, "Why not?") above the
 * timeline ({@link TimelinePane}). An error replaces the whole session. Two of these side by side compare editions.
 */
final class SessionView extends JPanel {
    private static final long serialVersionUID = 1L;

    private final String id;
    private final transient SessionController controller;
    private final ChartView chart = new ChartView();
    private final JLabel title = new TitleLabel();
    private final JLabel error = new JLabel();
    private final JButton back = button("back", "nav.back");
    private final JButton step = button("step", "nav.step");
    private final JButton auto = button("auto", "nav.auto");
    private final JButton next = button("nextChoice", "nav.next");
    private final JButton restart = button("restart", "nav.restart");
    private final JButton script = button("playScript", "nav.script");
    private final JButton explore = button("explore", "nav.explore");
    private final JPanel cards = new JPanel(new CardLayout());
    private final StepPane stepPane;
    private final BoardPane board;
    private final TimelinePane timeline;
    private final ChartPane chartPane;
    private final SessionPanes panes;
    private transient Snapshot snapshot;
    private transient Consumer<String> openEntry;
    private transient Runnable onUpdate = () -> { };
    private transient Consumer<String> onDecision = x -> { };
    private transient Runnable onRestart = () -> { };
    private transient Consumer<GameSession.Exploration> onExplored = x -> { };
    private Lang lang = Lang.EN;
    private boolean busy;

    SessionView(String id, Consumer<String> openEntry) {
        super(new BorderLayout());
        this.id = id;
        this.openEntry = openEntry;
        setName("session:" + id);
        controller = new SessionController(id, this::show, this::showError, this::setBusy);
        chart.setOpenStep(s -> this.openEntry.accept(s));
        stepPane = new StepPane(id, opt -> controller.decide(opt), opt -> onDecision.accept(opt),
                cite -> this.openEntry.accept(cite));
        board = new BoardPane(id, e -> this.openEntry.accept(e), this::placeOnMap);
        timeline = new TimelinePane(id, s -> this.openEntry.accept(s));
        chartPane = new ChartPane(id, chart);

        title.setName(id + ".title");
        title.setFont(title.getFont().deriveFont(Font.BOLD));
        error.setName(id + ".error");
        error.setForeground(Palette.error());
        error.setVerticalAlignment(JLabel.TOP);

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
            controller.explore(x -> {
                explore.setEnabled(true);
                onExplored.accept(x);
            });
        });
        // the buttons wrap onto a second row when the view is narrow (two editions side by side): none is cut
        JPanel nav = new JPanel(new WrapLayout(4, 4));
        nav.setBorder(javax.swing.BorderFactory.createEmptyBorder(0, 4, 0, 4));
        nav.setName(id + ".controls");
        for (JButton b : List.of(back, step, auto, next, restart, script, explore)) {
            b.setName(id + "." + b.getName());
            b.setFocusable(false);
            nav.add(b);
        }
        nav.add(title);

        panes = new SessionPanes(id, chartPane, board, stepPane, timeline);
        JPanel errorPane = new JPanel(new BorderLayout());
        errorPane.setBorder(BorderFactory.createEmptyBorder(12, 12, 12, 12));
        errorPane.add(error, BorderLayout.NORTH);
        cards.add(panes.view(), "session");
        cards.add(errorPane, "error");
        add(nav, BorderLayout.NORTH);
        add(cards, BorderLayout.CENTER);
        setBusy(false);
    }

    /** A read-only text that wraps at the width given to it (a label that never cuts its words). */
    static JTextArea wrapping(String text, boolean muted) {
        JTextArea t = new JTextArea(text);
        t.setEditable(false);
        t.setFocusable(false);
        t.setLineWrap(true);
        t.setWrapStyleWord(true);
        t.setOpaque(false);
        t.setBorder(null);
        t.setFont(javax.swing.UIManager.getFont("Label.font"));
        if (muted) {
            t.setForeground(Palette.muted());
        }
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

    /** The stepper's keys ({@link StepperKeys}), in the whole window while this view is showing. */
    void installKeys() {
        StepperKeys.install(this, step, back, auto, n -> stepPane.choices().pick(n),
                () -> stepPane.choices().takeHighlighted());
    }

    /** A click on a borough of the VR map: places the Director there when that is offered now. */
    private void placeOnMap(String borough) {
        GameSession.StepPoint p = snapshot == null ? null : snapshot.point();
        if (p != null && p.decision() != null && p.decision().allows("place:" + borough) && !busy()) {
            controller.decide("place:" + borough);
            onDecision.accept("place:" + borough);
        }
    }

    void setZoom(double z) {
        chartPane.setZoom(z);
    }

    SessionController controller() {
        return controller;
    }

    ChartView chart() {
        return chart;
    }

    BoardCanvas boardCanvas() {
        return board.canvas();
    }

    Snapshot snapshot() {
        return snapshot;
    }

    /** The panes a user resizes, by name (the main window remembers their dividers). */
    Map<String, JSplitPane> splits() {
        return panes.splits();
    }

    /** Shows or hides the board (the session on the right of two editions compared shows only its chart). */
    void showBoard(boolean shown) {
        panes.showBoard(shown);
    }

    JComponent controlRow() {
        return (JComponent) getComponent(0);
    }

    boolean busy() {
        return busy || controller.busy();
    }

    void setOnUpdate(Runnable r) {
        onUpdate = r;
    }

    /** Called with each decision taken that is not the default one (compare mode follows them). */
    void setOnDecision(Consumer<String> c) {
        onDecision = c;
    }

    void setOnRestart(Runnable r) {
        onRestart = r;
    }

    void setOnExplored(Consumer<GameSession.Exploration> c) {
        onExplored = c;
    }

    void setOpenEntry(Consumer<String> openEntry) {
        this.openEntry = openEntry;
    }

    void setLang(Lang lang) {
        this.lang = lang;
        chart.setLang(lang);
        if (snapshot != null) {
            show(snapshot, false);
        }
    }

    /** Sets every label again after a change of interface language; the session is shown again. */
    void relabel() {
        Texts.relabel(this);
        chartPane.relabel(snapshot);
        board.relabel();
        timeline.relabel();
        if (snapshot != null) {
            controller.refresh();
        }
        chart.repaint();
    }

    /** Loads a scenario in this view (on the engine thread). */
    void load(Supplier<GameSession> loader) {
        snapshot = null;
        ((CardLayout) cards.getLayout()).show(cards, "session");
        stepPane.loading();
        controller.load(loader);
    }

    /** Forgets the session shown (the game changed): the view is empty until the next load. */
    void clear() {
        snapshot = null;
        controller.forget();
        title.setText(" ");
        setBusy(false);
    }

    void setDiffering(Set<String> chartKeys, Set<Integer> entries) {
        chart.setDiffering(chartKeys);
        timeline.setDiffering(entries);
    }

    Set<Integer> differingEntries() {
        return timeline.differing();
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
        explore.setEnabled(waiting && snapshot.canExplore());
        // a game whose engine cannot count outcomes has no Explore (its place in the row is kept)
        explore.setVisible(snapshot == null || snapshot.canExplore());
        stepPane.choices().setBusy(b);
    }

    /** The error replaces the session it concerns (file, line and reason). */
    void showError(String message) {
        snapshot = null;
        controller.forget();
        error.setText("<html><b>" + BoardHtml.esc(Texts.get("error.title")) + "</b><br>"
                + BoardHtml.esc(message).replace("\n", "<br>") + "</html>");
        error.setToolTipText(message);
        title.setText(" ");
        ((CardLayout) cards.getLayout()).show(cards, "error");
        setBusy(false);
        revalidate();
        onUpdate.run();
    }

    String errorText() {
        return error.isShowing() ? error.getToolTipText() : null;
    }

    private void show(Snapshot s) {
        show(s, true);
    }

    private void show(Snapshot s, boolean moved) {
        boolean same = moved && snapshot != null && snapshot.file().equals(s.file()) && snapshot.edition().equals(s.edition());
        snapshot = s;
        ((CardLayout) cards.getLayout()).show(cards, "session");
        GameSession.StepPoint v = s.point();
        title.setText(s.title().get(lang));
        title.setToolTipText(s.title().get(lang));
        chart.setEdition(s.chartModel());
        chartPane.relabel(s);
        chart.show(v.key(), s.path(), v.windows(), v.mayAct());
        stepPane.show(s, lang);
        timeline.show(s.visits(), lang, ref -> s.nameOf(ref, lang), s.game());
        board.show(s, lang, same);
        setBusy(controller.busy());
        revalidate();
        repaint();
        onUpdate.run();
    }

    List<TimelineRows.Row> timelineRows() {
        return timeline.rows();
    }

    void shutdown() {
        controller.shutdown();
    }
}
