package org.runbook.ui.timing;

import static org.assertj.core.api.Assertions.assertThat;
import static org.runbook.ui.timing.StepperGuiSupport.on;

import java.awt.Component;
import java.awt.Point;
import java.awt.event.KeyEvent;
import java.util.ArrayList;
import java.util.List;

import javax.swing.AbstractButton;
import javax.swing.JLabel;
import javax.swing.SwingUtilities;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.runbook.ui.NeedsDisplay;

/**
 * At 1024 × 700 the Timing tab fits, for each game and edition, stepped through its example: no label or button
 * shows less than its preferred width (unless its full text is on hover), and the control row keeps its place on
 * screen from step to step; two editions side by side cut no button either, at both sizes and in each language.
 */
@NeedsDisplay
class StepperLayoutGuiTest {
    private StepperGuiSupport ui;

    @AfterEach
    void close() {
        ui.close();
    }

    @ParameterizedTest
    @CsvSource({"Android: Netrunner, anr-2017", "Android: Netrunner, anr-2012", "Netrunner (1996), netrunner-1996",
            "Virtual Revolution, virtual-revolution"})
    void at1024By700NoLabelIsCutAndTheControlRowNeverMoves(String game, String edition) {
        ui = new StepperGuiSupport(1024, 700, "en");
        assertThat(cut()).as("start page").isEmpty();
        open(game, edition);
        Point first = controlRow();
        List<String> problems = new ArrayList<>();
        int steps = 0;
        for (int i = 0; i < 300 && ui.waiting(); i++) {
            boolean hasDefault = on(() -> ui.panel.primary().snapshot().defaultOption() != null);
            ui.key(hasDefault ? KeyEvent.VK_SPACE : KeyEvent.VK_1);
            if (!controlRow().equals(first)) {
                problems.add("control row moved at step " + on(() -> ui.panel.currentStep()) + ": " + controlRow());
            }
            cut().forEach(c -> problems.add(on(() -> ui.panel.currentStep()) + ": " + c));
            steps++;
        }
        assertThat(steps).as("%s stepped", edition).isGreaterThan(3);
        assertThat(problems).isEmpty();
    }

    @ParameterizedTest
    @CsvSource({"1400, 900, en", "1024, 700, en", "1400, 900, fr", "1400, 900, de"})
    void twoEditionsSideBySideCutNoButton(int width, int height, String lang) {
        ui = new StepperGuiSupport(width, height, lang);
        open("Android: Netrunner", "anr-2017");
        ui.window.checkBox("compare").check();
        ui.waitIdle();
        assertThat(on(() -> ui.panel.secondary().snapshot())).as("the other edition is shown").isNotNull();
        List<String> problems = new ArrayList<>(cut());
        for (int i = 0; i < 12 && ui.waiting(); i++) {
            ui.key(KeyEvent.VK_SPACE);
            problems.addAll(cut());
        }
        assertThat(problems).isEmpty();
    }

    @Test
    void inFrenchAndGermanTheLongerWordsFitToo() {
        for (String lang : List.of("fr", "de")) {
            for (String[] g : List.of(new String[] {"Android: Netrunner", "anr-2017"},
                    new String[] {"Netrunner (1996)", "netrunner-1996"},
                    new String[] {"Virtual Revolution", "virtual-revolution"})) {
                ui = new StepperGuiSupport(1024, 700, lang);
                assertThat(cut()).as(lang + " start page").isEmpty();
                open(g[0], g[1]);
                List<String> problems = new ArrayList<>();
                for (int i = 0; i < 25 && ui.waiting(); i++) {
                    boolean hasDefault = on(() -> ui.panel.primary().snapshot().defaultOption() != null);
                    ui.key(hasDefault ? KeyEvent.VK_SPACE : KeyEvent.VK_1);
                    problems.addAll(cut());
                }
                assertThat(problems).as(lang + " " + g[1]).isEmpty();
                ui.close();
            }
        }
        ui = new StepperGuiSupport(1024, 700, "en");
    }

    /** The game's own example from the start page, under {@code edition}. */
    private void open(String game, String edition) {
        ui.window.comboBox("game").selectItem(game);
        ui.waitIdle();
        ui.window.button("timingStart.example").click();
        ui.waitIdle();
        String name = on(() -> Texts.get("edition." + edition));
        if (!name.equals(ui.window.comboBox("edition").selectedItem())) {
            ui.window.comboBox("edition").selectItem(name);
            ui.waitIdle();
        }
        assertThat(on(() -> ui.panel.primary().snapshot().edition())).isEqualTo(edition);
    }

    private Point controlRow() {
        return on(() -> {
            Component row = ui.panel.primary().controlRow();
            Point p = new Point(0, 0);
            SwingUtilities.convertPointToScreen(p, row);
            return p;
        });
    }

    /** Labels and buttons on screen narrower than their text, without the full text on hover. */
    private List<String> cut() {
        return on(() -> {
            List<String> out = new ArrayList<>();
            for (Component c : StepperGuiSupport.showing(ui.panel)) {
                String text = c instanceof JLabel l ? l.getText() : c instanceof AbstractButton b ? b.getText() : null;
                if (text == null || text.isBlank() || text.startsWith("<html>")) {
                    continue;
                }
                String tip = ((javax.swing.JComponent) c).getToolTipText();
                boolean onHover = tip != null && tip.contains(text.replace("…", ""));
                if (c.getWidth() + 1 < c.getPreferredSize().width && !onHover) {
                    out.add(c.getName() + " '" + text + "' " + c.getWidth() + " < " + c.getPreferredSize().width);
                }
            }
            return out;
        });
    }
}
