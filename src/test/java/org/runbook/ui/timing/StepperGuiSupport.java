package org.runbook.ui.timing;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.swing.timing.Pause.pause;
import static org.assertj.swing.timing.Timeout.timeout;

import java.awt.Component;
import java.awt.Container;
import java.awt.Dimension;
import java.awt.Point;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Supplier;

import javax.swing.JComboBox;
import javax.swing.JFrame;

import org.assertj.swing.core.BasicRobot;
import org.assertj.swing.core.GenericTypeMatcher;
import org.assertj.swing.core.Robot;
import org.assertj.swing.edt.GuiActionRunner;
import org.assertj.swing.fixture.FrameFixture;
import org.assertj.swing.timing.Condition;
import org.runbook.corpus.Fixtures;
import org.runbook.engine.game.GameSession;
import org.runbook.ui.Theme;

/** A Timing tab in a frame of a given size, with the waits and lookups the stepper GUI tests share. */
final class StepperGuiSupport {
    final List<String> opened = new ArrayList<>();
    final FrameFixture window;
    final Robot robot;
    final TimingPanel panel;

    StepperGuiSupport(int width, int height, String language) {
        GuiActionRunner.execute(() -> Theme.install(false));
        TimingPanel[] p = new TimingPanel[1];
        JFrame frame = GuiActionRunner.execute(() -> {
            p[0] = new TimingPanel(Fixtures.builtInContent(), opened::add);
            p[0].setInterfaceLanguage(language);
            JFrame f = new JFrame("Timing");
            f.setContentPane(p[0]);
            f.setSize(width, height);
            return f;
        });
        panel = p[0];
        robot = BasicRobot.robotWithCurrentAwtHierarchy();
        window = new FrameFixture(robot, frame);
        window.show(new Dimension(width, height));
        window.moveTo(new Point(0, 0));
        waitIdle();
    }

    void close() {
        window.cleanUp();
        robot.waitForIdle();
    }

    void waitIdle() {
        pause(new Condition("timing tab idle") {
            @Override
            public boolean test() {
                return !GuiActionRunner.execute(() -> panel.busy());
            }
        }, timeout(30_000));
        robot.waitForIdle();
    }

    /** Waits (up to 30 s) until the condition holds on the event thread, then for the timing tab to be idle. */
    void waitFor(String what, Supplier<Boolean> holds) {
        pause(new Condition(what) {
            @Override
            public boolean test() {
                return GuiActionRunner.execute(holds::get);
            }
        }, timeout(30_000));
        waitIdle();
    }

    static <T> T on(Supplier<T> s) {
        return GuiActionRunner.execute(s::get);
    }

    /** True when the shown session waits for a decision and the game is not over. */
    boolean waiting() {
        return on(() -> {
            Snapshot s = panel.primary().snapshot();
            return s != null && !s.over() && s.point().decision() != null;
        });
    }

    /** One key press on the window, then the engine's answer. */
    void key(int code) {
        window.pressAndReleaseKeys(code);
        waitIdle();
    }

    /** The ids of the options the shown session offers now (none when it waits for nothing). */
    List<String> optionIds() {
        return on(() -> {
            Snapshot s = panel.primary().snapshot();
            return s == null || s.point().decision() == null ? List.<String>of()
                    : s.point().decision().options().stream().map(GameSession.Choice::id).toList();
        });
    }

    /**
     * Chooses an option as a user does: from its list with the list's button when the options of its kind are
     * gathered in one list (VR's 23 Director placements), else by its own button.
     */
    void click(String id) {
        String kind = Narration.prefix(id);
        boolean listed = on(() -> robot.finder().findAll(panel, new GenericTypeMatcher<>(JComboBox.class) {
            @Override
            protected boolean isMatching(JComboBox c) {
                return ("primary.pick:" + kind).equals(c.getName()) && c.isShowing();
            }
        }).size() > 0);
        if (listed) {
            GuiActionRunner.execute(() -> {
                JComboBox<?> box = (JComboBox<?>) robot.finder().findByName(panel, "primary.pick:" + kind);
                for (int i = 0; i < box.getItemCount(); i++) {
                    if (((GameSession.Choice) box.getItemAt(i)).id().equals(id)) {
                        box.setSelectedIndex(i);
                    }
                }
            });
            window.button("primary.do:" + kind).click();
        } else {
            window.button("primary.option:" + id).click();
        }
        waitIdle();
    }

    /** Takes the defaults until {@code id} is offered, then chooses it. */
    void offer(String id) {
        offer(id, () -> true);
    }

    /** Takes the defaults until {@code id} is offered while {@code when} holds, then chooses it. */
    void offer(String id, Supplier<Boolean> when) {
        for (int i = 0; i < 200; i++) {
            List<String> ids = optionIds();
            if (ids.contains(id) && on(when)) {
                click(id);
                return;
            }
            window.button(ids.size() == 1 ? "primary.nextChoice" : "primary.step").click();
            waitIdle();
        }
        throw new AssertionError(id + " never offered; now " + on(() -> panel.primary().chart().currentKey()));
    }

    /** Steps with the Step button until the chart shows {@code key} (at most 200 steps). */
    void stepUntil(String key) {
        for (int i = 0; i < 200 && !key.equals(on(() -> panel.primary().chart().currentKey())); i++) {
            window.button("primary.step").click();
            waitIdle();
        }
        assertThat(on(() -> panel.primary().chart().currentKey())).isEqualTo(key);
    }

    /** Every showing component under {@code root}. */
    static List<Component> showing(Container root) {
        List<Component> out = new ArrayList<>();
        for (Component c : root.getComponents()) {
            if (c.isShowing()) {
                out.add(c);
                if (c instanceof Container k) {
                    out.addAll(showing(k));
                }
            }
        }
        return out;
    }
}
