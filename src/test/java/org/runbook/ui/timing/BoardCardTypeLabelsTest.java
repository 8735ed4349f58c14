package org.runbook.ui.timing;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.api.io.TempDir;
import org.runbook.corpus.Corpus;
import org.runbook.engine.Fixtures;
import org.runbook.engine.actions.Rules;
import org.runbook.engine.game.Lang;
import org.runbook.engine.state.GameState;
import org.runbook.scenario.ScenarioLoader;

/**
 * The Timing board names a card's type and subtypes as the glossary writes its headwords in the same language: in
 * French and German a capital first ("Projet", "Barrière", "Barriere"), not the running-text form ("projet",
 * "barrière"); in English as the English glossary does ("agenda", "barrier").
 */
class BoardCardTypeLabelsTest {
    private static final String BOARD = """
            title: {en: "labels", fr: "libellés", de: "Beschriftungen"}
            edition: anr-2017
            seed: 3
            start: runner-1.6
            until: wait
            corp: {credits: 5, rd: [Hedge Fund]}
            runner: {clicks: 4, credits: 5}
            servers:
              hq:
                ice: [{card: Ice Wall, rezzed: true}]
              remote1:
                root: [{card: AstroScript Pilot Program, agenda: 1}]
            """;

    @TempDir
    Path dir;

    @AfterEach
    void english() {
        Texts.setLocale(Locale.ENGLISH);
    }

    @ParameterizedTest
    @CsvSource({"en, barrier", "fr, Barrière", "de, Barriere"})
    void cardTypesAndSubtypesFollowTheGlossarysHeadwordsInEachLanguage(String code, String barrier) throws Exception {
        Lang lang = Lang.parse(code).orElseThrow();
        Texts.setLocale(Locale.forLanguageTag(code));
        Path f = dir.resolve("board.yaml");
        Files.writeString(f, BOARD);
        ScenarioLoader.Loaded l = new ScenarioLoader(Fixtures.content(), Fixtures.cards()).load(f);
        GameState s = l.scenario().initial();
        BoardModel b = AnrBoards.of("anr", s, new Rules(l.cards()), lang);
        BoardModel.Card agenda = b.servers().stream().filter(c -> c.key().equals("server:remote1")).findFirst()
                .orElseThrow().root().get(0);
        BoardModel.Card wall = b.servers().stream().filter(c -> c.key().equals("server:hq")).findFirst()
                .orElseThrow().ice().get(0);
        Corpus corpus = Corpus.load(org.runbook.corpus.Fixtures.builtInContent());
        String agendaTerm = corpus.get("term:anr/agenda").orElseThrow().titles().get(lang);
        assertThat(agenda.detail()).as(code).startsWith(agendaTerm);
        assertThat(agenda.facts().get(0)).endsWith(" — " + agendaTerm);
        assertThat(wall.facts().get(1)).as(code).startsWith(barrier);
        String barrierTerm = corpus.get("term:anr/barrier").orElseThrow().titles().get(lang);
        assertThat(barrierTerm).isEqualTo(barrier);
        assertThat(wall.detail()).as(code).startsWith(barrierTerm + " · ");
    }
}
