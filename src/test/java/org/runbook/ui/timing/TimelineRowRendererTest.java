package org.runbook.ui.timing;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.FontMetrics;
import java.awt.Insets;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;

import javax.swing.JList;

import org.junit.jupiter.api.Test;

/** A timeline row longer than the pane is broken between words into lines that fit, instead of being cut. */
class TimelineRowRendererTest {
    /** Each character one unit wide: lengths are widths. */
    private static int units(String s) {
        return s.length();
    }

    @Test
    void aShortRowStaysOneLine() {
        assertThat(TimelineRowRenderer.wrap("3.1 — Break subroutines", TimelineRowRendererTest::units, 40, 37))
                .containsExactly("3.1 — Break subroutines");
    }

    @Test
    void aLongRowBreaksBetweenWordsKeepingItsDoubleSpaceAndItsNextLinesHaveLessRoom() {
        assertThat(TimelineRowRenderer.wrap("23. 3 — Encounter (\"when encountered\")  [Paid abilities]",
                TimelineRowRendererTest::units, 30, 27))
                .containsExactly("23. 3 — Encounter (\"when", "encountered\")  [Paid", "abilities]");
    }

    @Test
    void aWordWiderThanItsLineKeepsALineOfItsOwnAndNoRoomKeepsOneLine() {
        assertThat(TimelineRowRenderer.wrap("a Datenkraken-Verschlüsselungsroutine b", TimelineRowRendererTest::units, 10, 8))
                .containsExactly("a", "Datenkraken-Verschlüsselungsroutine", "b");
        assertThat(TimelineRowRenderer.wrap("too long for nothing", TimelineRowRendererTest::units, 0, -3))
                .containsExactly("too long for nothing");
    }

    @Test
    void randomRowsKeepTheirWordsInOrderAndEveryLineFits() {
        long seed = new Random().nextLong();
        Random r = new Random(seed);
        for (int n = 0; n < 500; n++) {
            List<String> words = new ArrayList<>();
            int count = 1 + r.nextInt(14);
            for (int i = 0; i < count; i++) {
                words.add("x".repeat(1 + r.nextInt(12)));
            }
            String text = String.join(" ", words);
            int first = 1 + r.nextInt(60);
            int rest = Math.max(1, first - r.nextInt(4));
            List<String> lines = TimelineRowRenderer.wrap(text, TimelineRowRendererTest::units, first, rest);
            assertThat(String.join(" ", lines)).as("seed %d, row %d", seed, n).isEqualTo(text);
            for (int i = 0; i < lines.size(); i++) {
                int room = i == 0 ? first : rest;
                if (lines.get(i).contains(" ") || lines.size() == 1 && units(text) <= first) {
                    assertThat(units(lines.get(i))).as("seed %d, row %d, line %d", seed, n, i).isLessThanOrEqualTo(room);
                }
            }
        }
    }

    @Test
    void inANarrowListARowIsDrawnOnSeveralLinesThatFitAndIsTallerForIt() {
        TimelineRows.Row row = new TimelineRows.Row(22, true,
                "23. 3 — Rencontre (« lorsque rencontrée »)  [Capacités payantes]", "run-3");
        TimelineRows.Row move = new TimelineRows.Row(22, false, "          · Rencontre : Mur d'Épines", "run-3");
        JList<TimelineRows.Row> list = new JList<>(new TimelineRows.Row[] {row, move});
        TimelineRowRenderer renderer = new TimelineRowRenderer(java.util.Set::of);

        list.setSize(2000, 300);
        renderer.getListCellRendererComponent(list, row, 0, false, false);
        assertThat(renderer.lines()).hasSize(1);
        int oneLine = renderer.getPreferredSize().height;

        list.setSize(220, 300);
        renderer.getListCellRendererComponent(list, row, 0, false, false);
        assertThat(renderer.lines()).hasSizeGreaterThan(1);
        assertThat(String.join(" ", renderer.lines()).split(" +")).containsExactly(row.text().split(" +"));
        assertThat(renderer.getPreferredSize().height).isGreaterThan(oneLine);
        assertThat(renderer.getPreferredSize().width).isLessThanOrEqualTo(220);
        FontMetrics fm = list.getFontMetrics(renderer.getFont());
        Insets in = renderer.getInsets();
        for (String line : renderer.lines()) {
            assertThat(fm.stringWidth(line)).as(line).isLessThanOrEqualTo(220 - in.left - in.right);
        }

        list.setSize(2000, 300);
        renderer.getListCellRendererComponent(list, move, 1, false, false);
        assertThat(renderer.lines()).containsExactly("· Rencontre : Mur d'Épines");
        assertThat(renderer.getPreferredSize().width).isGreaterThan(fm.stringWidth("          "));
    }
}
