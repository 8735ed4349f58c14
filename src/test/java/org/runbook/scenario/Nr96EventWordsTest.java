package org.runbook.scenario;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;
import org.runbook.engine.Fixtures;
import org.runbook.engine.game.GameSession;
import org.runbook.engine.game.Lang;

/**
 * Netrunner (1996) counts bits and actions: no event line of a 1996 example scenario says credit or click, in any
 * language. Decision lines are left out on purpose: they show the option ids ({@code gain-credit}) the scenario files
 * use.
 */
class Nr96EventWordsTest {
    /** The A:NR words, per language, that a 1996 event line must not use. */
    private static final Map<Lang, Pattern> ANR_WORDS = Map.of(
            Lang.EN, Pattern.compile("(?i)\\bcredits?\\b|\\bcredit\\(s\\)|\\bclicks?\\b|\\bclick\\(s\\)"),
            Lang.FR, Pattern.compile("(?i)crédit|\\bclics?\\b|\\bclic\\(s\\)"),
            Lang.DE, Pattern.compile("(?i)credit|klick"));

    @Test
    void noEventLineOfA1996ScenarioSaysCreditOrClick() throws IOException {
        List<String> found = new ArrayList<>();
        int lines = 0;
        try (Stream<Path> files = Files.list(Fixtures.content().resolve("scenarios/nr96"))) {
            for (Path f : files.filter(p -> p.toString().endsWith(".yaml")).sorted().toList()) {
                GameSession s = new GameSessions(Fixtures.content(), Fixtures.cards()).start(f, null);
                for (Lang lang : Lang.values()) {
                    for (String line : s.timelineText(lang).split("\n")) {
                        if (!line.trim().startsWith("- ")) {
                            continue;
                        }
                        lines++;
                        if (ANR_WORDS.get(lang).matcher(line).find()) {
                            found.add(f.getFileName() + " [" + lang.code() + "] " + line.trim());
                        }
                    }
                }
            }
        }
        assertThat(lines).as("event lines read").isGreaterThan(100);
        assertThat(found).isEmpty();
    }
}
