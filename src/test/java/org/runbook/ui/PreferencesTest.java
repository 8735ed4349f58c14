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
    void aBadLineLosesOnlyItselfAndIsReportedByNumber() throws Exception {
        Path file = tmp.resolve("preferences.properties");
        Files.writeString(file, "theme=dark\nzoom=\\uZZZZ\nui.lang=fr\n");

        Preferences p = Preferences.load(file);

        assertThat(p.loadProblem()).contains("line 2").contains("broken \\u escape");
        assertThat(p.get(Preferences.THEME, "light")).isEqualTo("dark");
        assertThat(p.get(Preferences.UI_LANG, "en")).isEqualTo("fr");
    }

    @Test
    void aFileWithProblemsIsCopiedToBakBeforeItsFirstRewrite() throws Exception {
        Path file = tmp.resolve("preferences.properties");
        String original = "theme=dark\nzoom=\\uZZZZ\n";
        Files.writeString(file, original);

        Preferences p = Preferences.load(file);
        p.put(Preferences.ZOOM, "2");
        p.save();

        assertThat(Files.readString(tmp.resolve("preferences.properties.bak"))).isEqualTo(original);
        Preferences again = Preferences.load(file);
        assertThat(again.loadProblem()).isNull();
        assertThat(again.get(Preferences.THEME, "light")).isEqualTo("dark");
        assertThat(again.getInt(Preferences.ZOOM, 0)).isEqualTo(2);
    }

    @Test
    void twoWindowsSavingKeepEachOthersChanges() throws Exception {
        Path file = tmp.resolve("preferences.properties");
        Preferences first = Preferences.load(file);
        Preferences second = Preferences.load(file);
        first.put(Preferences.THEME, "dark");
        second.put(Preferences.ZOOM, "4");

        first.save();
        second.save();

        Preferences again = Preferences.load(file);
        assertThat(again.get(Preferences.THEME, "light")).isEqualTo("dark");
        assertThat(again.getInt(Preferences.ZOOM, 0)).isEqualTo(4);
    }

    @Test
    void aHomeThatIsAFileIsReportedInWords() throws Exception {
        Path home = tmp.resolve(".runbook");
        Files.writeString(home, "not a folder");

        Preferences p = Preferences.load(home.resolve("preferences.properties"));

        assertThat(p.loadProblem()).contains("is a file, not a folder");
    }

    @Test
    void savingKeepsThePermissionsAndLeavesNoTemporaryFile() throws Exception {
        Path file = tmp.resolve("preferences.properties");
        Files.writeString(file, "theme=dark\n");
        var mode = java.nio.file.attribute.PosixFilePermissions.fromString("rw-------");
        Files.setPosixFilePermissions(file, mode);

        Preferences p = Preferences.load(file);
        p.put(Preferences.ZOOM, "1");
        p.save();

        assertThat(Files.getPosixFilePermissions(file)).isEqualTo(mode);
        try (var list = Files.list(tmp)) {
            assertThat(list.map(f -> f.getFileName().toString())).containsExactly("preferences.properties");
        }
    }

    @Test
    void temporaryFilesLeftByACrashAreRemovedAtTheNextStart() throws Exception {
        Path file = tmp.resolve("preferences.properties");
        Path stale = tmp.resolve("preferences.properties.123.tmp");
        Path fresh = tmp.resolve("preferences.properties.456.tmp");
        Files.writeString(stale, "half");
        Files.writeString(fresh, "being written");
        Files.setLastModifiedTime(stale, java.nio.file.attribute.FileTime.fromMillis(System.currentTimeMillis()
                - 3_600_000));

        Preferences.load(file);

        assertThat(stale).doesNotExist();
        assertThat(fresh).exists();
    }

    @Test
    void aNumberThatIsNotOneFallsBack() {
        Preferences p = Preferences.load(tmp.resolve("none.properties"));
        p.put(Preferences.ZOOM, "big");

        assertThat(p.getInt(Preferences.ZOOM, 0)).isZero();
    }
}
