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
import org.runbook.ui.NeedsDisplay;

/**
 * At 1024 × 700 the Timing tab fits: no label or button shows less than its preferred width (unless its full text
 * is on hover), and the control row keeps its place on screen from step to step.
 */
@NeedsDisplay
class StepperLayoutGuiTest {
    private StepperGuiSupport ui;

    @AfterEach
    void close() {
        ui.close();
    }

    @Test
    void at1024By700NoLabelIsCutAndTheControlRowNeverMoves() {
        ui = new StepperGuiSupport(1024, 700, "en");
        assertThat(cut()).as("start page").isEmpty();
        ui.window.button("rulebookRun").click();
        ui.waitIdle();
        Point first = controlRow();
        List<String> problems = new ArrayList<>();
        for (int i = 0; i < 60 && ui.waiting(); i++) {
            boolean hasDefault = on(() -> ui.panel.primary().snapshot().defaultOption() != null);
            ui.key(hasDefault ? KeyEvent.VK_SPACE : KeyEvent.VK_1);
            if (!controlRow().equals(first)) {
                problems.add("control row moved at step " + on(() -> ui.panel.currentStep()) + ": " + controlRow());
            }
            cut().forEach(c -> problems.add(on(() -> ui.panel.currentStep()) + ": " + c));
        }
        assertThat(problems).isEmpty();
    }

    @Test
    void inFrenchAndGermanTheLongerWordsFitToo() {
        for (String lang : List.of("fr", "de")) {
            ui = new StepperGuiSupport(1024, 700, lang);
            assertThat(cut()).as(lang + " start page").isEmpty();
            ui.window.button("rulebookRun").click();
            ui.waitIdle();
            for (int i = 0; i < 25 && ui.waiting(); i++) {
                ui.key(KeyEvent.VK_SPACE);
            }
            assertThat(cut()).as(lang).isEmpty();
            ui.close();
        }
        ui = new StepperGuiSupport(1024, 700, "en");
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
