package org.runbook.ui.timing;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;

import javax.swing.JFrame;
import javax.swing.JList;
import javax.swing.SwingUtilities;

import org.junit.jupiter.api.Test;
import org.runbook.engine.Text;
import org.runbook.engine.game.GameSession;
import org.runbook.engine.game.Lang;
import org.runbook.ui.NeedsDisplay;

/**
 * In a narrow pane the timeline wraps its rows instead of scrolling sideways, and it still shows its last row after
 * a new game state and after the pane is made narrower (the rows then wrap to more lines, so the list grows taller
 * under a view that would otherwise stay where it was; a wider pane shrinks the list and the viewport keeps its end
 * in sight by itself, so only narrowing tests the resize handler).
 */
@NeedsDisplay
class TimelineWrapGuiTest {

    private static List<GameSession.Visit> visits(int n) {
        List<GameSession.Visit> out = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            out.add(new GameSession.Visit("run-" + i, "step:anr/run-" + i, "3." + i,
                    Text.same("Encounter the approached piece of ice, whose subroutines fire unless broken"), List.of(),
                    List.of(GameSession.Line.of(false, Text.same("The Runner encounters a long-named piece of ice")))));
        }
        return out;
    }

    private static void settle() throws Exception {
        for (int i = 0; i < 3; i++) {
            SwingUtilities.invokeAndWait(() -> { });
        }
    }

    /**
     * Waits (5 s at most) until the frame has the width asked for and its viewport's width stopped changing: a
     * resize reaches the window through the X server, after the call that asked for it. Then lets the events it
     * caused run.
     */
    private static void awaitWidth(JFrame frame, TimelinePane pane, int width) throws Exception {
        int[] last = {-1};
        for (long end = System.currentTimeMillis() + 5000; System.currentTimeMillis() < end; Thread.sleep(20)) {
            int[] now = new int[2];
            SwingUtilities.invokeAndWait(() -> {
                now[0] = frame.getWidth();
                now[1] = pane.getViewport().getWidth();
            });
            if (now[0] == width && now[1] > 0 && now[1] == last[0]) {
                break;
            }
            last[0] = now[1];
        }
        settle();
    }

    @Test
    void aNarrowTimelineWrapsItsRowsAndKeepsItsLastRowInSight() throws Exception {
        JFrame[] frame = new JFrame[1];
        TimelinePane[] pane = new TimelinePane[1];
        SwingUtilities.invokeAndWait(() -> {
            pane[0] = new TimelinePane("test", id -> { });
            frame[0] = new JFrame("timeline");
            frame[0].add(pane[0]);
            frame[0].setSize(420, 220);
            frame[0].setVisible(true);
        });
        try {
            awaitWidth(frame[0], pane[0], 420);
            SwingUtilities.invokeAndWait(() -> pane[0].show(visits(30), Lang.EN, ref -> ref, "anr"));
            settle();
            SwingUtilities.invokeAndWait(() -> {
                JList<?> list = (JList<?>) pane[0].getViewport().getView();
                assertThat(list.getLastVisibleIndex()).isEqualTo(list.getModel().getSize() - 1);
                frame[0].setSize(260, 220);
                frame[0].validate();
            });
            awaitWidth(frame[0], pane[0], 260);
            SwingUtilities.invokeAndWait(() -> {
                JList<?> list = (JList<?>) pane[0].getViewport().getView();
                assertThat(pane[0].getHorizontalScrollBar().isShowing()).isFalse();
                assertThat(list.getWidth()).isLessThanOrEqualTo(pane[0].getViewport().getWidth());
                // the first step's title takes several lines at this width
                int line = list.getFontMetrics(list.getFont()).getHeight();
                assertThat(list.getCellBounds(0, 0).height).isGreaterThanOrEqualTo(2 * line);
                assertThat(list.getLastVisibleIndex()).isEqualTo(list.getModel().getSize() - 1);
            });
        } finally {
            SwingUtilities.invokeAndWait(() -> frame[0].dispose());
        }
    }
}
