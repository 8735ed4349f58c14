package org.runbook.ui.timing;

import static org.assertj.core.api.Assertions.assertThat;
import static org.runbook.ui.timing.StepperGuiSupport.on;

import java.awt.Rectangle;
import java.awt.event.KeyEvent;
import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.runbook.ui.NeedsDisplay;

/**
 * The current step of the chart is always in sight whole with the row of marks under it (its open windows and who
 * may act), for each game stepped through its example, in a small window and at the largest zoom: the chart scrolls
 * far enough, and its pane is never lower than a step with its marks.
 */
@NeedsDisplay
class ChartMarksInSightGuiTest {
    private StepperGuiSupport ui;

    @AfterEach
    void close() {
        ui.close();
    }

    @ParameterizedTest
    @CsvSource({"Android: Netrunner, 1024, 640, 100%", "Netrunner (1996), 1024, 640, 100%",
            "Virtual Revolution, 1024, 640, 100%", "Virtual Revolution, 1024, 700, 100%",
            "Virtual Revolution, 1024, 560, 125%", "Android: Netrunner, 900, 520, 125%"})
    void everyStepIsShownWithItsMarksUncut(String game, int width, int height, String zoom) {
        ui = new StepperGuiSupport(width, height, "en");
        ui.window.comboBox("game").selectItem(game);
        ui.waitIdle();
        ui.window.button("timingStart.example").click();
        ui.waitIdle();
        ui.window.comboBox("primary.zoom").selectItem(zoom);
        ui.waitIdle();
        List<String> cut = new ArrayList<>();
        int steps = 0;
        for (int i = 0; i < 60 && ui.waiting(); i++) {
            boolean hasDefault = on(() -> ui.panel.primary().snapshot().defaultOption() != null);
            ui.key(hasDefault ? KeyEvent.VK_SPACE : KeyEvent.VK_1);
            String problem = on(this::marksCut);
            if (problem != null) {
                cut.add(problem);
            }
            steps++;
        }
        assertThat(steps).as("%s stepped", game).isGreaterThan(3);
        assertThat(cut).isEmpty();
    }

    /** The current step and its marks when they are not all in sight, else null. */
    private String marksCut() {
        ChartView chart = ui.panel.primary().chart();
        Rectangle marks = chart.currentMarks();
        Rectangle seen = chart.getVisibleRect();
        return marks == null || seen.contains(marks) ? null
                : chart.currentKey() + ": marks " + marks + " beyond the view " + seen;
    }
}
