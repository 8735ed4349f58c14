package org.runbook.search.query;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.runbook.engine.game.Lang;
import org.runbook.search.SearchHit;
import org.runbook.search.SearchRequest;
import org.runbook.search.SearchService;
import org.runbook.search.index.BuiltInIndex;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The player probe of issue 14 ({@code player-probe.tsv} beside this package's resources): questions typed as players
 * type them at the table, labelled before they were run. The situations written from its misses must keep them in
 * the top three, with the game chosen and across all games, and must not pull nearby questions to themselves.
 */
class PlayerProbeTest {

    @RegisterExtension
    static final BuiltInIndex.PerClass INDEX = new BuiltInIndex.PerClass("runbook-probe");

    /** Probe questions still missed, each with why it is left: no cue would fix it without being written for it. */
    private static final Map<String, String> KNOWN_MISSES = Map.of(
            "en19", "its label lacks the step of the chart (Corp 3.3), which ranks first and does answer it",
            "de13", "'kann ... muss' is in most long German questions; no cue tells the optional ability apart",
            "p3fr05", "4th: 'piocher' stands too far from 'plus de cartes' for the empty-deck cue, which only nearly"
                    + " matches; 'plus de cartes' alone is the hand-size situation's",
            "p5de10", "1996 has no German text and 'greife ... zu' splits the verb: 'knoten' and 'zerstören' stand"
                    + " nine words apart, beyond any two-word cue's reach",
            "p7de06", "'greife ... zu' splits the verb again: 'ice' stands at the far end from 'greife', and even the"
                    + " dropped seventh batch's cues for ice never being accessed did not reach it");

    /**
     * Probe questions of the second and third batches whose situations were written and then dropped: with them the
     * held-out new-check set lost one first place (SearchQualityTest's floor), so they wait on branches
     * search14i-batch2-dropped and search14i-batch3-dropped. The seventh batch's situations went the same way (the
     * held-out new-check fell below its English Recall@1 floor with them alone): they wait on branch
     * search14k-batch7-dropped. The ninth batch's too (the held-out new-test's French Recall@1 across all games fell
     * below its floor with them): they wait on branch search14l-batch9-dropped. The fourteenth batch's too (the held-out
     * new-test's descriptive Recall@3 across all games fell below its floor with them alone, while the thirteenth
     * batch's alone kept every floor): they wait on branch search14n-batch14-dropped.
     */
    private static final Set<String> DROPPED = Set.of("p2en01", "p2fr01", "p2en02", "p2de02", "p2en04", "p2de04",
            "p2en05", "p2en06", "p2fr06", "p2de06", "p2en07", "p2fr07", "p2de10", "p2de11", "p3de07", "p3fr07",
            "p3de09", "p7en01", "p7en02", "p7en03", "p7en04", "p7fr03", "p7fr05", "p7de01", "p7de05", "p9en02",
            "p9en03", "p9en05", "p9en07", "p9en08", "p9en09", "p9en12", "p9en15", "p9en16", "p9en17", "p9fr11",
            "p9de10", "p14en03", "p14en05", "p14en06", "p14en10", "p14en11", "p14en13", "p14fr03", "p14fr05",
            "p14fr06", "p14fr09", "p14fr10", "p14de01", "p14de02", "p14de03", "p14de05", "p14de06", "p14de10",
            "p14de11", "p14de12");

    private record Probe(String id, Lang lang, String game, String question, List<String> answers) {
    }

    @Test
    void everyProbeQuestionFindsItsAnswerInTheTopThreeWithTheGameChosenAndAcrossAllGames() throws Exception {
        SearchService search = new SearchService(INDEX.store());
        List<Probe> probes = probes();
        assertThat(probes).hasSizeGreaterThanOrEqualTo(100);
        assertThat(probes.stream().map(Probe::id).toList()).as("known misses and dropped ones are probe questions")
                .containsAll(KNOWN_MISSES.keySet()).containsAll(DROPPED).doesNotHaveDuplicates();
        List<String> missed = new ArrayList<>();
        for (Probe p : probes) {
            if (KNOWN_MISSES.containsKey(p.id()) || DROPPED.contains(p.id())) {
                continue;
            }
            for (String game : new String[] {p.game(), null}) {
                List<String> top = top(search, p.question(), p.lang(), game, 3);
                if (top.stream().noneMatch(p.answers()::contains)) {
                    missed.add(p.id() + (game == null ? " (all games)" : "") + ": " + p.question() + " -> " + top);
                }
            }
        }
        assertThat(missed).as("probe questions whose answer is not in the top 3").isEmpty();
    }

    @Test
    void anAgendaGivenUpIsForfeitingButARunGivenUpIsNot() throws Exception {
        SearchService search = new SearchService(INDEX.store());
        assertInTop(search, "anr", 3, "rule:anr/forfeit-agenda",
                "a card makes me give up an agenda from my score area, do i lose the points",
                "si je dois rendre un projet de ma zone de score je perds ses points ?",
                "ich muss eine agenda aus meiner punktezone zurückgeben, verliere ich die punkte");
        assertFirst(search, "i give up my run on the remote with the agenda in it", Lang.EN, "rule:anr/jack-out");
    }

    @Test
    void countersKeptOnReinstallAreCardMemoryButAStolenAgendasCountersAreNot() throws Exception {
        SearchService search = new SearchService(INDEX.store());
        assertInTop(search, "anr", 3, "clarification:anr/rules-card-memory",
                "my program got sent back to my hand and i play it again, does it keep its virus counters",
                "mon programme revient dans ma main et je le réinstalle, il garde ses pions virus ?",
                "mein programm geht zurück auf die hand und ich installiere es neu, behält es die viruszähler");
        assertFirst(search, "does a stolen agenda keep its advancement counters", Lang.EN,
                "clarification:anr/rules-scoring-stealing");
        assertFirst(search, "le projet volé garde-t-il ses pions avancement", Lang.FR,
                "clarification:anr/rules-scoring-stealing");
        assertFirst(search, "behält die gestohlene agenda ihre marker", Lang.DE,
                "clarification:anr/rules-scoring-stealing");
        // a breaker weaker than the ice is not a strength under zero
        assertFirst(search, "la force de mon brise-glace est en dessous de celle de la glace", Lang.FR,
                "rule:anr/icebreaker-strength");
    }

    @Test
    void everySubroutineBrokenMeansPassingTheIceButHavingToBreakThemAllIsStillBreaking() throws Exception {
        SearchService search = new SearchService(INDEX.store());
        assertInTop(search, "anr", 3, "rule:anr/pass-ice",
                "i broke all subroutines on the sentry, what now",
                "j'ai cassé toutes les routines de la barrière, et maintenant",
                "alle subroutinen gebrochen, wie geht der run weiter");
        // the same words in the present ask whether all must be broken: that is breaking, not passing
        assertFirst(search, "do i have to break all subroutines on the ice", Lang.EN, "rule:anr/break-subroutines");
        assertFirst(search, "dois-je casser toutes les routines de la glace", Lang.FR, "rule:anr/break-subroutines");
        assertFirst(search, "muss ich alle subroutinen brechen", Lang.DE, "rule:anr/break-subroutines");
    }

    @Test
    void waitingToScoreAFullyAdvancedAgendaIsDelayedScoringButWhenScoringHappensIsNot() throws Exception {
        SearchService search = new SearchService(INDEX.store());
        assertInTop(search, "anr", 3, "rule:anr/delayed-scoring",
                "can the corp wait to score an agenda",
                "la corpo peut elle marquer plus tard son projet",
                "darf der konzern mit dem werten warten");
        assertFirst(search, "when does the corp score an agenda", Lang.EN, "rule:anr/score-agenda");
        assertFirst(search, "quand la corpo marque t elle un projet", Lang.FR, "rule:anr/score-agenda");
    }

    @Test
    void aPenaltyLargerThanOnesBitsIn1996IsTheGoldenRulesButAnUnaffordableTrashIsNot() throws Exception {
        SearchService search = new SearchService(INDEX.store());
        assertInTop(search, "nr96", 1, "rule:nr96/golden-rules",
                "netrunner 1996 a card makes me lose 4 bits and i only have 2",
                "netrunner 1996 je dois perdre plus de bits que j'en ai",
                "netrunner 1996 ich soll mehr bits verlieren als ich habe");
        assertFirst(search, "i dont have enough credits to trash the asset i accessed", Lang.EN,
                "rule:anr/trashing-accessed-cards");
        assertFirst(search, "je n'ai pas assez de crédits pour effacer l'avoir", Lang.FR,
                "rule:anr/trashing-accessed-cards");
    }

    @Test
    void twoServersInOneRunIsOneServerPerRunButHowManyServersTheCorpMayHaveIsNot() throws Exception {
        SearchService search = new SearchService(INDEX.store());
        assertInTop(search, "anr", 3, "rule:anr/run-initiation",
                "can one run go through two servers",
                "puis-je pirater deux serveurs en un seul piratage",
                "darf ich in einem run zwei server angreifen");
        assertFirst(search, "how many remote servers can the corp have", Lang.EN, "rule:anr/remote-servers");
    }

    @Test
    void whenA1996NodeIsRezzedIsItsRezTimingButIceIsStillRezzedOnApproach() throws Exception {
        SearchService search = new SearchService(INDEX.store());
        assertInTop(search, "nr96", 3, "rule:nr96/rez-timing",
                "netrunner 1996 can the corp rez a node during my turn",
                "netrunner 1996 à quel moment la corpo peut activer un nœud",
                "netrunner 1996 wann kann der konzern knoten aktivieren");
        assertThat(top(search, "netrunner 1996 when can the corp rez ice", Lang.EN, "nr96", 1))
                .containsExactly("rule:nr96/run-approach");
    }

    @Test
    void aSecondManoeuvreIsTheInfluencePhaseAndSheddingCorruptionIsDonatingButEachManoeuvreAndCorruptionKeepTheirRules()
            throws Exception {
        SearchService search = new SearchService(INDEX.store());
        assertInTop(search, "vr", 3, "rule:vr/influence-phase",
                "virtual revolution is a second manoeuvre allowed in the same turn",
                "virtual revolution deux manoeuvres dans le même tour c'est permis",
                "virtual revolution sind zwei manöver im selben zug erlaubt");
        assertInTop(search, "vr", 3, "rule:vr/action-donate",
                "virtual revolution can i discard my corruption cards somehow",
                "virtual revolution je veux me débarrasser de ma corruption",
                "virtual revolution kann ich korruptionskarten abwerfen");
        // one manoeuvre asked by name, and what a Corruption card is, keep their own rules first
        assertThat(top(search, "virtual revolution how do i move an influence token", Lang.EN, "vr", 1))
                .containsExactly("rule:vr/manoeuvre-move");
        assertThat(top(search, "virtual revolution what is a corruption card", Lang.EN, "vr", 1))
                .containsExactly("rule:vr/corruption-cards");
    }

    @Test
    void aRunEndedByIceIsUnsuccessfulAndTheOutermostIceComesFirstButEndingTheRunAndIceCostsKeepTheirRules()
            throws Exception {
        SearchService search = new SearchService(INDEX.store());
        assertInTop(search, "anr", 3, "step:anr-2017/run-7",
                "the ice ended my run, does that count as an unsuccessful run",
                "la glace a mis fin à mon piratage, est ce un piratage raté",
                "das ice hat meinen run beendet, zählt der als erfolglos");
        assertInTop(search, "anr", 3, "rule:anr/run-confrontation",
                "which ice do i approach first, outermost or innermost",
                "quelle glace en premier, la plus proche du serveur ?",
                "welches ice kommt zuerst, das äußerste oder das innerste");
        assertFirst(search, "what happens when the ice ends the run", Lang.EN, "rule:anr/end-the-run");
        assertFirst(search, "how much does it cost to install a third ice on a server", Lang.EN,
                "rule:anr/install-ice");
    }

    @Test
    void aCardGoneBeforeItsTriggerAndCardsInstalledByOneEffectReachTheirRulingsButNearbyQuestionsKeepTheirOwn()
            throws Exception {
        SearchService search = new SearchService(INDEX.store());
        assertInTop(search, "anr", 3, "clarification:anr/rules-trigger-steps",
                "my resource is trashed by another ability at the start of my turn before it can trigger",
                "ma ressource est effacée par une autre capacité au début du tour, avant de se déclencher",
                "meine ressource wird durch eine andere fähigkeit zerstört bevor sie auslöst");
        assertInTop(search, "anr", 3, "clarification:anr/rules-installing-multiple-cards",
                "a card installs two programs at once, are they installed together",
                "une carte installe deux programmes, ils s'installent une après l'autre ?",
                "eine karte installiert zwei programme auf einmal, nacheinander oder gleichzeitig");
        // a card merely becoming inactive, and how many programs fit, keep their own rules
        assertFirst(search, "what happens when my card becomes inactive", Lang.EN,
                "clarification:anr/rules-inactive-cards");
        assertFirst(search, "how many programs can i install", Lang.EN, "rule:anr/install-program");
    }

    @Test
    void theSeventhPointMidAccessEndsTheGameAndInstalledIceStaysPutButIceCostsKeepTheirRule() throws Exception {
        SearchService search = new SearchService(INDEX.store());
        assertInTop(search, "anr", 3, "rule:anr/winning",
                "i reach 7 points with the first of several cards i access from r&d, does the game end right away",
                "le projet volé me fait passer à 7 points alors qu'il me reste des cartes à accéder",
                "die gestohlene agenda bringt mich auf 7 punkte, ich habe aber noch karten zum zugriff");
        assertInTop(search, "anr", 3, "rule:anr/corp-install",
                "the corp wants to move an installed ice from r&d to its remote",
                "la corpo veut déplacer une glace installée de R&D vers son serveur distant",
                "der konzern will sein ice vor einen anderen server verschieben");
        // what a new piece of ice costs and where a stolen agenda goes keep their own rules
        assertFirst(search, "how much does it cost to install a third ice on a server", Lang.EN,
                "rule:anr/install-ice");
        assertFirst(search, "i stole an agenda, where do i put it", Lang.EN, "rule:anr/score-agenda");
    }

    private static void assertFirst(SearchService search, String q, Lang lang, String id) throws Exception {
        assertThat(top(search, q, lang, "anr", 1)).as(q).containsExactly(id);
    }

    /** Each question, in English, French and German, has {@code id} among its first {@code n} hits in {@code game}. */
    private static void assertInTop(SearchService search, String game, int n, String id, String en, String fr,
            String de) throws Exception {
        Lang[] langs = {Lang.EN, Lang.FR, Lang.DE};
        String[] questions = {en, fr, de};
        for (int i = 0; i < langs.length; i++) {
            assertThat(top(search, questions[i], langs[i], game, n)).as(questions[i]).contains(id);
        }
    }

    private static List<String> top(SearchService search, String q, Lang lang, String game, int n) throws Exception {
        return search.search(new SearchRequest(q, lang, game, null, null, 10)).hits().stream()
                .limit(n).map(SearchHit::id).toList();
    }

    private static List<Probe> probes() throws IOException {
        List<Probe> out = new ArrayList<>();
        try (InputStream in = PlayerProbeTest.class.getResourceAsStream("/org/runbook/search/player-probe.tsv")) {
            assertThat(in).as("player-probe.tsv on the test class path").isNotNull();
            BufferedReader reader = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
            String line;
            int number = 0;
            while ((line = reader.readLine()) != null) {
                number++;
                if (line.isBlank() || line.startsWith("#")) {
                    continue;
                }
                String[] f = line.split("\t", -1);
                int at = number;
                assertThat(f).as("player-probe.tsv:%d: expected 5 tab-separated columns", number).hasSize(5);
                Lang lang = Lang.parse(f[1]).orElseThrow(
                        () -> new AssertionError("player-probe.tsv:" + at + ": expected fr, en or de, not " + f[1]));
                out.add(new Probe(f[0], lang, f[2], f[3], List.of(f[4].split(","))));
            }
        }
        return out;
    }
}
