package org.runbook.ui.search;

import static org.assertj.core.api.Assertions.assertThat;

import javax.swing.SwingUtilities;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.runbook.ui.Theme;

/**
 * A snippet's matched words carry their own text colour with the highlight, from the theme: in a selected result the
 * text is the selection's (white in the light theme), and white on the light theme's yellow could not be read.
 */
class HitHighlightTest {

    @AfterEach
    void light() throws Exception {
        SwingUtilities.invokeAndWait(() -> Theme.install(false));
    }

    private static String open(boolean dark) throws Exception {
        String[] out = new String[1];
        SwingUtilities.invokeAndWait(() -> {
            Theme.install(dark);
            out[0] = HitRenderer.highlightOpen();
        });
        return out[0];
    }

    @Test
    void theLightThemesMatchesAreDarkTextOnYellowAndTheDarkThemesLightTextOnDarkYellow() throws Exception {
        assertThat(open(false)).contains("background-color:#fff2a8").contains("color:#1d1d1f");
        assertThat(open(true)).contains("background-color:#6b5b12").contains("color:#f5f0dc");
    }
}
