package org.runbook.corpus;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import java.util.TreeMap;

import org.junit.jupiter.api.Test;
import org.runbook.engine.game.Lang;

/**
 * The French glossary titles follow one convention in the three games: sentence case, as the French Android:
 * Netrunner rulebook sets its glossary's headwords (the first letter a capital, the rest as in running text, so
 * "Pion Avancement" keeps its second capital). "Matériel" in one game's glossary and "matériel" in another's read
 * as two kinds of word.
 */
class GlossaryTitleCaseTest {

    @Test
    void everyFrenchGlossaryTitleOfEachGameStartsWithACapital() throws Exception {
        Corpus corpus = Corpus.load(Fixtures.builtInContent());
        Map<String, Integer> perGame = new TreeMap<>();
        List<String> lower = corpus.entries().stream().filter(e -> e.kind() == Kind.TERM)
                .peek(e -> perGame.merge(e.game(), 1, Integer::sum))
                .map(e -> e.id() + " '" + e.titles().get(Lang.FR) + "'")
                .filter(t -> {
                    String title = t.substring(t.indexOf('\'') + 1);
                    return !title.isEmpty() && Character.isLowerCase(title.codePointAt(0));
                }).toList();
        assertThat(perGame).containsOnlyKeys("anr", "nr96", "vr");
        assertThat(lower).as("French glossary titles starting with a small letter").isEmpty();
    }

    /**
     * English glossary titles are lower case in the three games, as the A:NR rulebook's glossary sets its headwords
     * ("click", "data fort", "director"), but for names: the two sides, the factions and groups, the server that is
     * named like a place, and abbreviations (HQ, R&D, MU).
     */
    private static final java.util.Set<String> ENGLISH_NAMES = java.util.Set.of("Corp", "Runner", "Archives", "Anarch",
            "Criminal", "Shaper", "Haas-Bioroid", "Jinteki", "Weyland Consortium", "Necros", "Necro marker");

    @Test
    void everyEnglishGlossaryTitleOfEachGameIsLowerCaseButForNamesAndAbbreviations() throws Exception {
        Corpus corpus = Corpus.load(Fixtures.builtInContent());
        Map<String, Integer> perGame = new TreeMap<>();
        List<String> capitalised = corpus.entries().stream().filter(e -> e.kind() == Kind.TERM)
                .peek(e -> perGame.merge(e.game(), 1, Integer::sum))
                .map(e -> e.titles().get(Lang.EN))
                .filter(t -> Character.isUpperCase(t.codePointAt(0)) && !ENGLISH_NAMES.contains(t)
                        && !(t.length() > 1 && (Character.isUpperCase(t.charAt(1)) || t.charAt(1) == '&'))).toList();
        assertThat(perGame).containsOnlyKeys("anr", "nr96", "vr");
        assertThat(capitalised).as("English glossary titles with a capital that is not a name's").isEmpty();
    }

    @Test
    void aCardTypeIsWrittenTheSameInTheGlossaryOfBothNetrunners() throws Exception {
        Corpus corpus = Corpus.load(Fixtures.builtInContent());
        for (String type : List.of("hardware", "program", "resource", "agenda", "operation", "upgrade", "ice")) {
            String anr = corpus.get("term:anr/" + type).orElseThrow().titles().get(Lang.FR);
            String nr96 = corpus.get("term:nr96/" + type).orElseThrow().titles().get(Lang.FR);
            assertThat(nr96).as(type).isEqualTo(anr);
        }
    }
}
