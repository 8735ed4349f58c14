package org.runbook.ui.timing;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.text.MessageFormat;
import java.util.Locale;
import java.util.Properties;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** The Timing tab's labels: French and German have exactly the English keys, and each one is picked by its locale. */
class TimingStringsTest {

    @AfterEach
    void english() {
        Texts.setLocale(Locale.ENGLISH);
    }

    private static Properties load(String suffix) throws IOException {
        Properties p = new Properties();
        try (InputStream in = TimingStringsTest.class.getResourceAsStream("TimingStrings" + suffix + ".properties")) {
            assertThat(in).as("TimingStrings" + suffix + ".properties").isNotNull();
            p.load(new InputStreamReader(in, StandardCharsets.UTF_8));
        }
        return p;
    }

    @ParameterizedTest
    @ValueSource(strings = {"_fr", "_de"})
    void theTranslationsHaveTheSameKeysAsTheEnglishLabels(String suffix) throws IOException {
        Properties en = load("");
        Properties other = load(suffix);
        assertThat(other.stringPropertyNames()).isEqualTo(en.stringPropertyNames());
        for (String key : en.stringPropertyNames()) {
            assertThat(other.getProperty(key)).as(suffix + " " + key).isNotBlank();
            // the same arguments {0}, {1}... and a pattern MessageFormat can read
            assertThat(args(other.getProperty(key))).as(suffix + " " + key).isEqualTo(args(en.getProperty(key)));
            if (en.getProperty(key).contains("{0}")) {
                assertThat(new MessageFormat(other.getProperty(key), Locale.ROOT).format(new Object[] {2, 3, 4}))
                        .as(suffix + " " + key).doesNotContain("{");
            }
        }
    }

    private static java.util.Set<String> args(String s) {
        java.util.Set<String> out = new java.util.TreeSet<>();
        java.util.regex.Matcher m = java.util.regex.Pattern.compile("\\{\\d}").matcher(s);
        while (m.find()) {
            out.add(m.group());
        }
        return out;
    }

    @Test
    void theLabelsFollowTheInterfaceLanguage() {
        Texts.setLocale(Locale.FRENCH);
        assertThat(Texts.get("game")).isEqualTo("Jeu");
        assertThat(Texts.get("step.read", "2.3")).isEqualTo("Lire l'étape 2.3");
        assertThat(Texts.side("corp")).isEqualTo("Corpo");
        Texts.setLocale(Locale.GERMAN);
        assertThat(Texts.get("game")).isEqualTo("Spiel");
        assertThat(Texts.side("corp")).isEqualTo("Konzern");
        assertThat(Texts.side("purple")).isEqualTo("purple");
        Texts.setLocale(Locale.ENGLISH);
        assertThat(Texts.get("game")).isEqualTo("Game");
        Texts.setLocale(Locale.forLanguageTag("es"));
        assertThat(Texts.get("game")).isEqualTo("Game");
    }
}
