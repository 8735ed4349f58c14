package org.runbook.faults;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.runbook.ui.Preferences;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Random;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatCode;

/**
 * The user's preferences file damaged at random (seeded): broken escapes, bytes that are not text, lines cut in
 * the middle. Every valid line survives the load and the next save, each bad line is reported by number, and the
 * original is kept as {@code .bak}. Then homes that are missing, a file, or cannot be written, and two writers.
 */
@ExtendWith(FaultFigures.class)
class UserFilesFaultsTest {

    private static final int SEEDS = 60;

    @TempDir
    Path tmp;

    @Test
    void randomlyDamagedPreferencesKeepEveryValidLine() throws Exception {
        for (long seed = 1; seed <= SEEDS; seed++) {
            long s = seed;
            FaultFigures.check("user files", "preferences seed " + seed, () -> {
                Random r = new Random(s);
                Path dir = Files.createDirectories(tmp.resolve("seed-" + s));
                Path file = dir.resolve("preferences.properties");
                Map<String, String> valid = new LinkedHashMap<>();
                ByteArrayOutputStream bytes = new ByteArrayOutputStream();
                int bad = 0;
                int lines = 3 + r.nextInt(12);
                for (int i = 1; i <= lines; i++) {
                    switch (r.nextInt(4)) {
                        case 0 -> {
                            bytes.writeBytes(("broken" + i + "=\\u" + "ZZ".repeat(1 + r.nextInt(2)) + "\n")
                                    .getBytes(StandardCharsets.UTF_8));
                            bad++;
                        }
                        case 1 -> {
                            bytes.writeBytes(("binary" + i + "=").getBytes(StandardCharsets.UTF_8));
                            bytes.write(0xC3);
                            bytes.write(0x28); // not UTF-8
                            bytes.write('\n');
                            bad++;
                        }
                        default -> {
                            String key = "key" + i;
                            String value = "value " + r.nextInt(1000) + " é";
                            valid.put(key, value);
                            bytes.writeBytes((key + "=" + value + "\n").getBytes(StandardCharsets.UTF_8));
                        }
                    }
                }
                byte[] original = bytes.toByteArray();
                Files.write(file, original);

                Preferences p = Preferences.load(file);
                valid.forEach((k, v) -> assertThat(p.get(k, null)).as(k).isEqualTo(v));
                if (bad > 0) {
                    assertThat(p.loadProblem()).contains("line ");
                    assertThat(p.loadProblem().split("; ")).hasSize(bad);
                } else {
                    assertThat(p.loadProblem()).isNull();
                }
                p.put(Preferences.ZOOM, "2");
                p.save();

                Preferences again = Preferences.load(file);
                valid.forEach((k, v) -> assertThat(again.get(k, null)).as(k).isEqualTo(v));
                assertThat(again.getInt(Preferences.ZOOM, 0)).isEqualTo(2);
                if (bad > 0) {
                    assertThat(Files.readAllBytes(dir.resolve("preferences.properties.bak"))).isEqualTo(original);
                }
            });
        }
    }

    @Test
    void missingUnwritableAndFileHomesNeverThrow() throws Exception {
        Path missing = tmp.resolve("not-yet/.runbook/preferences.properties");
        FaultFigures.check("user files", "missing home", () -> {
            Preferences p = Preferences.load(missing);
            assertThat(p.loadProblem()).isNull();
            p.put(Preferences.THEME, "dark");
            p.save();
            assertThat(Preferences.load(missing).get(Preferences.THEME, "light")).isEqualTo("dark");
        });
        FaultFigures.check("user files", "home that cannot be written", () -> {
            Path file = Path.of("/proc/runbook-home/preferences.properties");
            Preferences p = Preferences.load(file);
            p.put(Preferences.THEME, "dark");
            assertThat(p.get(Preferences.THEME, "light")).isEqualTo("dark");
            assertThatCode(() -> {
                try {
                    p.save();
                } catch (java.io.IOException expected) {
                    // shown in the notice bar by the window
                }
            }).doesNotThrowAnyException();
        });
        FaultFigures.check("user files", "home that is a file", () -> {
            Path home = tmp.resolve("file-home");
            Files.writeString(home, "not a folder");
            Preferences p = Preferences.load(home.resolve("preferences.properties"));
            assertThat(p.loadProblem()).contains("is a file, not a folder");
            assertThat(Files.readString(home)).isEqualTo("not a folder");
        });
        FaultFigures.check("user files", "two writers", () -> {
            Path file = tmp.resolve("two/preferences.properties");
            Preferences a = Preferences.load(file);
            Preferences b = Preferences.load(file);
            a.put(Preferences.THEME, "dark");
            b.put(Preferences.UI_LANG, "de");
            a.save();
            b.save();
            Preferences both = Preferences.load(file);
            assertThat(both.get(Preferences.THEME, "light")).isEqualTo("dark");
            assertThat(both.get(Preferences.UI_LANG, "en")).isEqualTo("de");
        });
    }
}
