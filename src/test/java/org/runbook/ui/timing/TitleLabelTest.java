package org.runbook.ui.timing;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Font;
import java.awt.FontMetrics;
import java.util.Random;

import javax.swing.JLabel;

import org.junit.jupiter.api.Test;

class TitleLabelTest {

    private static final FontMetrics FM = new JLabel().getFontMetrics(new Font(Font.SANS_SERIF, Font.BOLD, 13));
    private static final String TITLE = "The core rulebook's example run: Gordian Blade, Crypsis, Sacrificial Construct"
            + " and The Toolbox against a three-ice remote";

    @Test
    void aTitleThatFitsStaysOneLine() {
        assertThat(TitleLabel.lines("Ice uninstalled", 400, FM)).containsExactly("Ice uninstalled");
    }

    @Test
    void aLongTitleBreaksBetweenWordsAndKeepsEveryWordWhenTwoLinesHoldIt() {
        int width = FM.stringWidth(TITLE) / 2 + 40;
        String[] lines = TitleLabel.lines(TITLE, width, FM);
        assertThat(lines).hasSize(2);
        assertThat(lines[0] + " " + lines[1]).isEqualTo(TITLE);
        assertThat(lines[1]).doesNotEndWith("…");
        assertThat(TITLE).startsWith(lines[0] + " ");
    }

    @Test
    void aTitleLongerThanTwoLinesEndsWithAnEllipsisOnTheSecond() {
        String[] lines = TitleLabel.lines(TITLE, 200, FM);
        assertThat(lines).hasSize(2);
        assertThat(lines[1]).endsWith("…");
        assertThat(FM.stringWidth(lines[1])).isLessThanOrEqualTo(200);
    }

    @Test
    void everyLineFitsItsWidthForSeededTitles() {
        long seed = System.nanoTime();
        Random random = new Random(seed);
        String[] words = TITLE.split(" ");
        for (int round = 0; round < 500; round++) {
            StringBuilder title = new StringBuilder();
            int n = 1 + random.nextInt(25);
            for (int i = 0; i < n; i++) {
                title.append(i == 0 ? "" : " ").append(words[random.nextInt(words.length)]);
            }
            int width = 40 + random.nextInt(600);
            String[] lines = TitleLabel.lines(title.toString(), width, FM);
            for (String line : lines) {
                assertThat(FM.stringWidth(line)).as("seed %d, width %d, title %s", seed, width, title)
                        .isLessThanOrEqualTo(Math.max(width, FM.stringWidth(line.substring(0, 1))));
            }
            assertThat(title.toString()).as("seed %d", seed).startsWith(lines[0]);
        }
    }
}
