package org.runbook.ui.i18n;

import org.junit.jupiter.api.Test;

import java.io.InputStream;
import java.util.Locale;
import java.util.Properties;

import static org.assertj.core.api.Assertions.assertThat;

class MessagesTest {

    @Test
    void theThreeLanguagesHaveExactlyTheSameKeys() throws Exception {
        Properties en = load("en");

        for (String lang : Messages.LANGUAGES) {
            assertThat(load(lang).stringPropertyNames()).as(lang).isEqualTo(en.stringPropertyNames());
        }
    }

    @Test
    void argumentsAreFilledInAndAnUnknownLanguageGivesEnglish() {
        assertThat(Messages.of("de").get("search.results", 3, 12)).isEqualTo("3 Treffer in 12 ms");
        assertThat(Messages.of("en").get("search.results", 1, 5)).isEqualTo("One result in 5 ms");
        assertThat(Messages.of("fr").get("glossary.count", 0)).isEqualTo("Aucun terme");
        assertThat(Messages.of("ja").get("tab.search")).isEqualTo("Search");
        assertThat(Messages.languageOf(Locale.FRANCE)).isEqualTo("fr");
        assertThat(Messages.of("fr").get("no.such.key")).isEqualTo("no.such.key");
    }

    private static Properties load(String lang) throws Exception {
        Properties p = new Properties();
        try (InputStream in = Messages.class.getResourceAsStream("messages_" + lang + ".properties")) {
            p.load(new java.io.InputStreamReader(in, java.nio.charset.StandardCharsets.UTF_8));
        }
        return p;
    }
}
