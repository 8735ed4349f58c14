package org.runbook.ui;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;

import static org.assertj.core.api.Assertions.assertThat;

class PreferencesTest {

    @TempDir
    Path tmp;

    @Test
    void valuesSurviveASaveAndALoad() throws Exception {
        Path file = tmp.resolve("dir/preferences.properties");
        Preferences p = Preferences.load(file);
        p.put(Preferences.THEME, "dark");
        p.put(Preferences.ZOOM, "3");
        p.save();

        Preferences again = Preferences.load(file);

        assertThat(again.loadProblem()).isNull();
        assertThat(again.get(Preferences.THEME, "light")).isEqualTo("dark");
        assertThat(again.getInt(Preferences.ZOOM, 0)).isEqualTo(3);
    }

    @Test
    void aBrokenFileGivesTheDefaultsAndAReason() throws Exception {
        Path file = tmp.resolve("preferences.properties");
        Files.writeString(file, "theme=dark\nzoom=\\uZZZZ\n");

        Preferences p = Preferences.load(file);

        assertThat(p.loadProblem()).contains("Malformed");
        assertThat(p.get(Preferences.THEME, "light")).isEqualTo("light");
    }

    @Test
    void aNumberThatIsNotOneFallsBack() {
        Preferences p = Preferences.load(tmp.resolve("none.properties"));
        p.put(Preferences.ZOOM, "big");

        assertThat(p.getInt(Preferences.ZOOM, 0)).isZero();
    }
}
