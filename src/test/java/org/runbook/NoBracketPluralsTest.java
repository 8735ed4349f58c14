package org.runbook;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Properties;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;

/**
 * No text of the engine, the Timing tab or the app writes a plural (or a gender) as a bracketed ending such as
 * "credit(s)", "Karte(n)", "installé(e)": each says the right form for its number (plural forms in the engine,
 * {@code choice} in the interface bundles).
 */
class NoBracketPluralsTest {
    private static final Path RESOURCES = Path.of("src/main/resources/org/runbook");
    /** A letter directly followed by one to three small letters in brackets. */
    private static final Pattern BRACKETED = Pattern.compile("\\p{L}\\(\\p{Ll}{1,3}\\)");

    private static List<Path> bundles() throws IOException {
        try (Stream<Path> files = Files.walk(RESOURCES)) {
            return files.filter(p -> p.toString().endsWith(".properties"))
                    .filter(p -> !p.startsWith(RESOURCES.resolve("ui/themes"))).sorted().toList();
        }
    }

    @Test
    void theBundlesOfTheEngineTheTimingTabAndTheAppAreAllRead() throws IOException {
        List<String> names = bundles().stream().map(p -> RESOURCES.relativize(p).toString().replace('\\', '/')).toList();
        for (String lang : List.of("", "_fr", "_de")) {
            assertThat(names).contains("engine/Messages" + lang + ".properties",
                    "engine/game/nr96/Nr96Messages" + lang + ".properties",
                    "engine/game/vr/VrMessages" + lang + ".properties",
                    "ui/timing/TimingStrings" + lang + ".properties");
        }
        assertThat(names).contains("ui/i18n/messages_en.properties", "ui/i18n/messages_fr.properties",
                "ui/i18n/messages_de.properties");
    }

    @Test
    void noTextMarksItsPluralWithABracketedEnding() throws IOException {
        List<String> found = new ArrayList<>();
        for (Path file : bundles()) {
            Properties p = new Properties();
            try (Reader in = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
                p.load(in);
            }
            for (String key : p.stringPropertyNames()) {
                if (BRACKETED.matcher(p.getProperty(key)).find()) {
                    found.add(RESOURCES.relativize(file) + " " + key + " = " + p.getProperty(key));
                }
            }
        }
        assertThat(found).as("texts with a bracketed plural").isEmpty();
    }

    @Test
    void theCheckFindsTheBracketedEndingsItIsAbout() {
        for (String s : List.of("gains 1 credit(s)", "2 Entwicklung(en)", "{0} installé(e)", "3 Karte(n)",
                "nicht ausgegebene(r)")) {
            assertThat(BRACKETED.matcher(s).find()).as(s).isTrue();
        }
        assertThat(BRACKETED.matcher("Gain 1 credit (the card's own effect)").find()).isFalse();
    }
}
