package org.runbook.ui.timing;

import java.util.Set;
import java.util.function.Supplier;

import javax.swing.JComponent;
import javax.swing.JSplitPane;

import org.runbook.engine.game.GameSession;
import org.runbook.engine.game.Lang;

/**
 * Comparing two editions: the session of the first edition on the left drives the other on the right (one Step,
 * Back, Restart or choice moves both: the right side plays the same decisions again, aligned by step id, up to the
 * counterpart of the left's step; {@link EditionSync}), and below them what differs ({@link ComparePane}): at the
 * step both are at, and visit by visit on the two timelines aligned. The chart and the timeline of each side mark
 * their steps and visits the other edition lacks or plays otherwise.
 */
final class CompareMode {
    private final SessionView primary;
    private final SessionView secondary;
    private final JSplitPane sideBySide = new JSplitPane(JSplitPane.HORIZONTAL_SPLIT);
    private final ComparePane pane = new ComparePane();
    private final JSplitPane view = new JSplitPane(JSplitPane.VERTICAL_SPLIT, sideBySide, pane);
    private boolean on;
    private Snapshot synced;
    private TimingBar bar;
    private StepperArea area;
    private Runnable load = () -> { };
    private Runnable off = () -> { };

    CompareMode(SessionView primary, SessionView secondary) {
        this.primary = primary;
        this.secondary = secondary;
        sideBySide.setResizeWeight(0.5);
        sideBySide.setName("sideBySide");
        view.setName("compareSplit");
        view.setResizeWeight(0.78);
        view.setContinuousLayout(true);
        view.setOneTouchExpandable(true);
        primary.setMinimumSize(new java.awt.Dimension(320, 200));
        secondary.setMinimumSize(new java.awt.Dimension(320, 200));
        // the right side is driven by the left: its own buttons are not shown; both play the same decisions on the
        // same cards, so the board is drawn once, on the left, and the right's chart has its whole column
        secondary.controlRow().setVisible(false);
        secondary.showBoard(false);
    }

    /**
     * Wires the bar's compare controls: the check box turns comparing on and off, another edition chosen is loaded on
     * the right ({@code load}); {@code off} runs once the primary is alone again. The left's own buttons, "Play
     * script" included, move both sides.
     */
    void attach(TimingBar bar, StepperArea area, Runnable load, Runnable off) {
        this.bar = bar;
        this.area = area;
        this.load = load;
        this.off = off;
        bar.compare.addActionListener(e -> toggle(bar.compare.isSelected()));
        bar.compareEdition.addActionListener(e -> {
            if (bar.compare.isSelected() && !bar.boxes.updating()) {
                load.run();
            }
        });
        fillEditions();
    }

    /** Shows the same scenario under another edition side by side (when the game has one), or the primary alone. */
    void toggle(boolean compare) {
        boolean can = compare && bar.compareEdition.getItemCount() > 0;
        bar.compare.setSelected(can);
        set(can, area.width());
        if (can) {
            area.showDouble();
            load.run();
        } else {
            area.showSingle();
            off.run();
        }
    }

    /** The other editions of the game; comparing needs one (Android: Netrunner only). */
    void fillEditions() {
        if (bar == null) {
            return;
        }
        boolean two = bar.boxes.fillCompareEditions();
        bar.boxes.quietly(() -> {
            bar.compare.setVisible(two);
            bar.compareEdition.setVisible(two);
            if (!two && bar.compare.isSelected()) {
                toggle(false);
            }
        });
    }

    /** The two sessions side by side over what differs. */
    JComponent view() {
        return view;
    }

    boolean isOn() {
        return on;
    }

    ComparePane pane() {
        return pane;
    }

    /** Puts both sessions side by side (the caller shows {@link #view()}) or takes the primary back. */
    void set(boolean compare, int width) {
        on = compare;
        if (compare) {
            sideBySide.setLeftComponent(primary);
            sideBySide.setRightComponent(secondary);
            primary.setVisible(true);
            secondary.setVisible(true);
            sideBySide.setDividerLocation(Math.max(320, width / 2));
            view.setDividerLocation(0.78);
            primary.setZoom(0.75);
            secondary.setZoom(0.75);
        } else {
            primary.setZoom(1.0);
            primary.setDiffering(Set.of(), Set.of());
        }
        synced = null;
    }

    /** Loads the scenario under the other edition, then brings it to where the left side is. */
    void load(Supplier<GameSession> loader) {
        synced = null;
        secondary.load(loader);
        follow(primary.snapshot());
    }

    /** The left side moved: the right one plays the same decisions again up to the same step. */
    void primaryMoved() {
        Snapshot p = primary.snapshot();
        if (on && p != null && p != synced) {
            follow(p);
        }
    }

    private void follow(Snapshot p) {
        if (p != null && p.comparable()) {
            synced = p;
            secondary.controller().sync(EditionSync.moves(p.timeline()), p.point().key());
        }
    }

    /** Marks what differs on both sides and below them (after either side moved). */
    void mark(Lang lang) {
        Snapshot p = primary.snapshot();
        Snapshot s = secondary.snapshot();
        if (on && p != null && s != null && p.comparable() && s.comparable()) {
            primary.setDiffering(EditionDiff.chart(p.chart(), s.chart()),
                    EditionDiff.timeline(p.timeline(), p.edition(), s.timeline(), s.edition()));
            secondary.setDiffering(EditionDiff.chart(s.chart(), p.chart()),
                    EditionDiff.timeline(s.timeline(), s.edition(), p.timeline(), p.edition()));
            pane.show(p, s, lang);
        } else {
            primary.setDiffering(Set.of(), Set.of());
        }
    }
}
