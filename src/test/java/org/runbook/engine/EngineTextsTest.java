package org.runbook.engine;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.Properties;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** The engine's texts are bundles: each language file holds every key of the English one, and no other. */
class EngineTextsTest {

    private static Properties read(String path) throws IOException {
        Properties p = new Properties();
        try (InputStream in = EngineTextsTest.class.getResourceAsStream(path)) {
            assertThat(in).as(path).isNotNull();
            p.load(new InputStreamReader(in, StandardCharsets.UTF_8));
        }
        return p;
    }

    @ParameterizedTest(name = "{0}_{1}")
    @CsvSource({"/org/runbook/engine/Messages, fr", "/org/runbook/engine/Messages, de",
        "/org/runbook/engine/game/vr/VrMessages, fr", "/org/runbook/engine/game/vr/VrMessages, de",
        "/org/runbook/engine/game/nr96/Nr96Messages, fr"})
    void everyLanguageFileHasTheKeysOfTheEnglishOne(String base, String lang) throws IOException {
        Properties en = read(base + ".properties");
        Properties other = read(base + "_" + lang + ".properties");
        assertThat(en).isNotEmpty();
        assertThat(other.stringPropertyNames()).isEqualTo(en.stringPropertyNames());
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource({"org.runbook.engine.Messages, side.corp, la Corpo, the Corp, der Konzern",
        "org.runbook.engine.game.vr.VrMessages, end, Finir le tour, End the turn, Den Zug beenden"})
    void aBundleIsReadInTheThreeLanguagesWithEnglishForMissingGerman(String base, String key, String fr, String en,
                                                                     String de) {
        assertThat(EngineTexts.load(base).get(key)).isEqualTo(Text.of(fr, en, de));
    }
}
