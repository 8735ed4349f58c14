package org.runbook.ui.timing;

import static org.assertj.core.api.Assertions.assertThat;
import static org.runbook.ui.timing.StepperGuiSupport.on;

import java.awt.event.KeyEvent;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import javax.swing.JButton;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.runbook.ui.NeedsDisplay;

/**
 * When the payer must choose which credits pay a cost, the stepper highlights the usual way (the card's recurring
 * credits before the pool) although the session has no default there, and Enter takes it.
 */
@NeedsDisplay
class PaymentChoiceGuiTest {
    private StepperGuiSupport ui;

    @BeforeEach
    void open() {
        ui = new StepperGuiSupport(1400, 900, "en");
    }

    @AfterEach
    void close() {
        ui.close();
    }

    @Test
    void theUsualWayToPayIsHighlightedAndEnterTakesIt(@TempDir Path dir) throws Exception {
        Path f = dir.resolve("crash-space-choice.yaml");
        Files.writeString(f, """
                title: {en: "Removing a tag with Crash Space", fr: "Retirer un tag avec Planque", de: "Eine Marke mit Crash Space entfernen"}
                edition: anr-2017
                seed: 1
                start: runner-1.6
                until: runner-1.7
                runner:
                  clicks: 1
                  credits: 5
                  tags: 1
                  rig: [{card: Crash Space, recurring-left: 2}]
                """);
        org.assertj.swing.edt.GuiActionRunner.execute(() -> ui.panel.openScenario(f));
        ui.waitFor("the scenario is shown", () -> {
            Snapshot s = ui.panel.primary().snapshot();
            return s != null && s.point().decision() != null
                    && s.point().decision().options().stream().anyMatch(c -> c.id().equals("remove-tag"));
        });
        JButton removeTag = option("remove-tag");
        org.assertj.swing.edt.GuiActionRunner.execute(() -> removeTag.doClick(0));
        ui.waitFor("the payment choice is shown", () -> {
            Snapshot s = ui.panel.primary().snapshot();
            return s != null && s.point().decision() != null
                    && s.point().decision().options().stream().anyMatch(c -> c.id().startsWith("pay:"));
        });
        assertThat(on(() -> ui.panel.primary().snapshot().defaultOption())).as("the session's own default").isNull();
        JButton usual = option("pay:crash-space=2");
        assertThat(on(() -> usual.getClientProperty("FlatLaf.styleClass"))).isEqualTo("defaultOption");
        assertThat(on(() -> usual.getToolTipText())).contains("Enter");
        JButton pool = option("pay:pool=2");
        assertThat(on(() -> pool.getClientProperty("FlatLaf.styleClass"))).isNull();

        ui.key(KeyEvent.VK_ENTER);
        List<String> taken = on(() -> ui.panel.primary().snapshot().decisions());
        assertThat(taken.get(taken.size() - 1)).contains("pay:crash-space=2");
    }

    private JButton option(String id) {
        return on(() -> StepperGuiSupport.showing(ui.panel).stream()
                .filter(c -> c instanceof JButton && c.getName() != null && c.getName().endsWith(".option:" + id))
                .map(JButton.class::cast).findFirst().orElseThrow(() -> new AssertionError("no button for " + id)));
    }
}
