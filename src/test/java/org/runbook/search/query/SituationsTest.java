package org.runbook.search.query;

import org.runbook.search.index.BuiltInIndex;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.runbook.corpus.Corpus;
import org.runbook.search.SearchHit;
import org.runbook.search.SearchRequest;
import org.runbook.search.SearchService;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** The situation layer: its file is sound, its cues match what they describe, and a described rule ranks first. */
class SituationsTest {

    @RegisterExtension
    static final BuiltInIndex.PerClass INDEX = new BuiltInIndex.PerClass("runbook-situations");
    private static Corpus corpus;

    @BeforeAll
    static void open() throws Exception {
        corpus = INDEX.store().corpus();
    }

    @Test
    void everySituationPointsToEntriesOfItsOwnGameAndHasCuesInEachLanguage() {
        Situations all = Situations.builtIn(id -> corpus.get(id).isPresent());
        assertThat(all.all()).hasSizeGreaterThan(40);
        Set<String> ids = new HashSet<>();
        for (Situations.Situation s : all.all()) {
            assertThat(ids.add(s.id())).as("id %s once", s.id()).isTrue();
            for (String target : s.targets()) {
                assertThat(corpus.get(target).orElseThrow().game()).as(s.id() + " -> " + target).isEqualTo(s.game());
            }
            assertThat(s.cues().stream().map(Situations.Cue::lang).distinct().count()).as(s.id()).isEqualTo(3);
        }
    }

    @Test
    void aCueMatchesInflectedWordsInAnyOrderButNotWordsFarApart() throws IOException {
        Situations s = read("""
                situations:
                  - id: anr/hosting
                    to: [rule:anr/hosting]
                    en: ["card on ice"]
                    fr: ["posé* sur glace"]
                """);
        assertThat(s.recognize("there are two cards on his ice", List.of("anr"))).hasSize(1);
        assertThat(s.recognize("il a posée une carte sur sa glace", List.of("anr"))).hasSize(1);
        assertThat(s.recognize("sur sa glace, il a posé", List.of("anr"))).hasSize(1);
        assertThat(s.recognize("a card: the run goes on and on until the Corp rezzes ice", List.of("anr"))).isEmpty();
        assertThat(s.recognize("cardinal on ice", List.of("anr"))).as("more than two letters added").isEmpty();
        assertThat(s.recognize("cards on ice", List.of("vr"))).as("another game's situations only").isEmpty();
    }

    @Test
    void aLongQuestionMayDescribeASituationNearlyAShortOneMayNot() throws IOException {
        Situations s = read("""
                situations:
                  - id: anr/jack-out
                    to: [rule:anr/jack-out]
                    en: ["stop my run now"]
                    fr: ["arrêter mon piratage"]
                """);
        String longer = "the next ice looks bad, so can I stop my whole thing right now or do I have to keep going on";
        assertThat(s.describe(longer, List.of("anr"))).singleElement()
                .satisfies(d -> assertThat(d.full()).as("three of four words").isFalse());
        assertThat(s.recognize(longer, List.of("anr"))).as("only full descriptions").isEmpty();
        assertThat(s.describe("stop my thing now", List.of("anr"))).as("short query").isEmpty();
        assertThat(s.describe("alors je veux arrêter tout de suite, est-ce que je peux le faire à ce moment-là",
                List.of("anr"))).as("a two-word cue needs both words").isEmpty();
        assertThat(s.describe("so I want to stop my whole run right now, is that possible at this point",
                List.of("anr"))).singleElement().satisfies(d -> assertThat(d.full()).isTrue());
    }

    @Test
    void aBrokenFileNamesTheFileTheLineAndWhatWasExpected() {
        assertThatThrownBy(() -> read("""
                situations:
                  - id: anr/hosting
                    to: [rule:anr/nowhere]
                    en: ["card on ice"]
                """)).hasMessage("test.yaml:2: situation 'anr/hosting': 'to' names 'rule:anr/nowhere', which is not"
                + " an entry of the corpus");
        assertThatThrownBy(() -> read("""
                situations:
                  - id: anr/hosting
                    to: [rule:anr/hosting]
                    en: ["on"]
                """)).hasMessageContaining("test.yaml:2:").hasMessageContaining("expected two words or more");
        assertThatThrownBy(() -> read("questions: []\n")).hasMessage("test.yaml:1: expected a list under 'situations:'");
    }

    @Test
    void aRuleDescribedWithoutItsNameRanksInTheTopThreeInEachLanguage() throws Exception {
        SearchService search = new SearchService(INDEX.store());
        for (String q : List.of("the corp has a card stuck on a barrier, what if the barrier is trashed",
                "il y a une carte accrochée à ma barrière, que devient-elle si la barrière est effacée",
                "eine Karte liegt auf der Barriere, was passiert mit ihr wenn die Barriere zerstört wird")) {
            List<String> top = search.search(new SearchRequest(q, null, "anr", null, null, 10)).hits().stream()
                    .limit(3).map(SearchHit::id).toList();
            assertThat(top).as(q).containsAnyOf("rule:anr/hosting", "clarification:anr/rules-hosting");
        }
    }

    @Test
    void aSecondCardOfTheSameNameInPlayIsAboutUniqueCardsButDeckLimitsAreNot() throws Exception {
        SearchService search = new SearchService(INDEX.store());
        for (String q : List.of("installing a card with the same name as one I have",
                "j'installe une carte du même nom qu'une carte déjà installée",
                "was passiert wenn ich eine Karte mit gleichem Namen installiere")) {
            assertThat(top(search, q, 1)).as(q).containsExactly("rule:anr/unique-cards");
        }
        // the same words about a deck: the deck-building limits stay first
        for (String q : List.of("how many cards with the same name can my deck have",
                "combien de cartes du même nom dans un deck", "wie viele Karten mit gleichem Namen im Deck")) {
            assertThat(top(search, q, 1)).as(q).containsExactly("rule:anr/deck-restrictions");
        }
    }

    private static List<String> top(SearchService search, String q, int n) throws Exception {
        return search.search(new SearchRequest(q, null, "anr", null, null, 10)).hits().stream()
                .limit(n).map(SearchHit::id).toList();
    }

    private Situations read(String yaml) throws IOException {
        return Situations.read(new ByteArrayInputStream(yaml.getBytes(StandardCharsets.UTF_8)), "test.yaml",
                id -> corpus.get(id).isPresent());
    }
}
