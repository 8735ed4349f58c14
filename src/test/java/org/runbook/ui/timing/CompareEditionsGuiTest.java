package org.runbook.ui.timing;

import static org.assertj.core.api.Assertions.assertThat;
import static org.runbook.ui.timing.StepperGuiSupport.on;

import java.util.ArrayList;
import java.util.List;

import org.assertj.swing.edt.GuiActionRunner;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.runbook.corpus.Fixtures;
import org.runbook.engine.timing.Editions;
import org.runbook.ui.NeedsDisplay;

/**
 * Comparing editions: one Step or Back on the left moves both sides, which stay at counterpart steps (aligned by step
 * id), and what differs is marked: visits present on one side only, other windows, other options at the same step.
 */
@NeedsDisplay
class CompareEditionsGuiTest {
    private StepperGuiSupport ui;

    @BeforeEach
    void open() {
        openComparing(1400, 900, "en");
    }

    /** A window of that size and language on the same run under 2017, compared with 2012. */
    private void openComparing(int width, int height, String lang) {
        ui = new StepperGuiSupport(width, height, lang);
        GuiActionRunner.execute(() -> ui.panel.openScenario(
                Fixtures.builtInContent().resolve("scenarios/anr/10-same-run-2017.yaml")));
        ui.waitIdle();
        ui.window.checkBox("compare").click();
        ui.waitIdle();
    }

    @AfterEach
    void close() {
        ui.close();
    }

    private String key(SessionView v) {
        return on(() -> v.snapshot().point().key());
    }

    /** The right side is at the counterpart of the left's step whenever the right edition has one. */
    private void assertAligned() {
        String left = key(ui.panel.primary());
        String counterpart = Editions.equivalent(left, "anr-2012");
        if (Editions.get("anr-2012").has(counterpart)) {
            assertThat(key(ui.panel.secondary())).as("right side at the counterpart of " + left).isEqualTo(counterpart);
        }
    }

    @Test
    void oneStepAndOneBackMoveBothSidesWhichStayAtCounterpartSteps() {
        assertThat(on(() -> ui.panel.secondary().controlRow().isVisible())).isFalse();
        assertThat(on(() -> ui.panel.primary().controlRow().isShowing())).isTrue();
        ui.window.button("primary.option:run:remote1").click();
        ui.waitIdle();
        assertAligned();
        List<String> leftKeys = new ArrayList<>();
        for (int i = 0; i < 8 && on(() -> ui.panel.primary().snapshot().defaultOption()) != null; i++) {
            ui.window.button("primary.step").click();
            ui.waitIdle();
            leftKeys.add(key(ui.panel.primary()));
            assertAligned();
        }
        assertThat(leftKeys).anyMatch(k -> k.startsWith("run-"));
        int before = on(() -> ui.panel.secondary().snapshot().decisions().size());
        ui.window.button("primary.back").click();
        ui.waitIdle();
        assertAligned();
        assertThat(on(() -> ui.panel.secondary().snapshot().decisions().size())).isLessThanOrEqualTo(before);
        assertThat(key(ui.panel.primary())).isEqualTo(leftKeys.get(leftKeys.size() - 2));
    }

    @Test
    void theBoardIsDrawnOnceOnTheLeftAndTheRightChartHasTheWholeColumn() {
        ui.window.button("primary.option:run:remote1").click();
        ui.waitIdle();
        assertThat(on(() -> ui.panel.primary().boardCanvas().isShowing())).isTrue();
        assertThat(on(() -> ui.panel.secondary().boardCanvas().isShowing())).isFalse();
        int left = on(() -> ui.panel.primary().chart().getVisibleRect().height);
        int right = on(() -> ui.panel.secondary().chart().getVisibleRect().height);
        assertThat(right).as("the right chart's height beside the left's %d", left).isGreaterThan(left * 3 / 2);
        // alone again, the left keeps its board
        ui.window.checkBox("compare").click();
        ui.waitIdle();
        assertThat(on(() -> ui.panel.primary().boardCanvas().isShowing())).isTrue();
    }

    @Test
    void inASmallWindowBothSidesKeepTheirStepInWordsInSight() {
        ui.close();
        openComparing(1024, 700, "de");
        ui.window.button("primary.option:run:remote1").click();
        ui.waitIdle();
        for (String side : new String[] {"primary", "secondary"}) {
            javax.swing.text.JTextComponent what = ui.window.textBox(side + ".what").target();
            assertThat(on(what::isShowing)).as(side + " words shown").isTrue();
            assertThat(on(() -> what.getVisibleRect().width)).as(side + " words' width").isGreaterThanOrEqualTo(200);
        }
    }

    @Test
    void theAlignedTimelinesMarkWhatIsPresentOnOneSideOnlyAndTheStepNowSaysWhatDiffers() {
        ui.window.button("primary.playScript").click();
        ui.waitIdle();
        List<CompareRows.Row> rows = on(() -> ui.panel.comparePane().rows());
        assertThat(rows).isNotEmpty();
        assertThat(rows).anyMatch(r -> r.mark() == CompareRows.Mark.SAME);
        assertThat(rows).anyMatch(r -> r.mark() != CompareRows.Mark.SAME);
        // aligned by step id: a row with both sides holds counterpart steps
        assertThat(rows).filteredOn(r -> r.left() != null && r.right() != null)
                .allMatch(r -> Editions.equivalent(r.left().key(), "anr-2012").equals(r.right().key()));
        // one side only: the other cell is empty
        assertThat(rows).filteredOn(r -> r.mark() == CompareRows.Mark.LEFT_ONLY).allMatch(r -> r.right() == null);
        assertThat(on(() -> ui.panel.comparePane().noteText())).startsWith("Now");
        assertThat(ui.window.table("compare.rows").target().isShowing()).isTrue();
    }
}
