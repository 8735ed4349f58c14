package org.runbook.engine;

import org.runbook.engine.session.Timeline;
import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.runbook.scenario.ScenarioLoader;
import org.runbook.engine.game.Lang;

/**
 * The playable FAQ rulings (content/scenarios/anr/faq): each cites an FAQ entry that exists, plays to its end, shows
 * the moment of the ruling (the lines below, in order) and matches its golden timeline. Run with
 * {@code -Dgolden.update=true} to rewrite the golden files (then review them).
 */
class FaqRulingScenariosTest {
    static final Path DIR = Fixtures.content().resolve("scenarios/anr/faq");
    static final Path GOLDEN = Path.of("src/test/resources/org/runbook/engine/golden/faq");

    /** What each scenario must show, in timeline order (English). */
    static final Map<String, List<String>> SHOWS = Map.ofEntries(
            Map.entry("parasite-enigma-chum-ice-carver", List.of("Chum: the next ice encountered in this run will have +2",
                    "Enigma has +2 strength in this encounter", "Enigma ends the run")),
            Map.entry("parasite-keeps-counting-on-derezzed-ice", List.of("Cell Portal is derezzed",
                    "Turn of the Runner begins (turn 2)", "1 virus counter on Parasite")),
            Map.entry("forged-activation-orders-before-akitaro", List.of("Forged Activation Orders played",
                    "decision corp: rez", "Enigma rezzed for 3")),
            Map.entry("aggressive-negotiation-after-draw-phase-score", List.of("Hostile Takeover scored",
                    "Aggressive Negotiation played", "Hedge Fund is found in R&D and taken into HQ")),
            Map.entry("sneakdoor-trashed-still-counts-as-hq", List.of("Sneakdoor Beta trashed", "The run is successful",
                    "Sneakdoor Beta: the run counts as a successful run on HQ", "Hedge Fund is accessed from HQ")),
            Map.entry("demolition-run-trashes-the-agenda", List.of("Hostile Takeover is accessed",
                    "Trashed at no cost (Demolition Run)", "Hostile Takeover trashed", "The run ends (successful)")),
            Map.entry("account-siphon-declined-accesses-as-usual", List.of("Condition met for Account Siphon",
                    "The Runner accesses cards as usual", "Hostile Takeover is accessed from HQ",
                    "Hostile Takeover stolen (1 point)")),
            Map.entry("datasucker-after-tollbooth", List.of("The Runner pays 3 (Tollbooth)",
                    "Datasucker: the ice loses 1 strength", "Gordian Blade breaks subroutine 1")),
            Map.entry("jack-out-after-cell-portal", List.of("Approach of Ice Wall (ice number 1",
                    "Approach of Cell Portal (ice number 2", "Approach of Ice Wall (ice number 3", "jack")),
            Map.entry("pump-before-tollbooth", List.of("Gordian Blade: +1 strength until the run ends (now 5)",
                    "The Runner pays 3 (Tollbooth)", "Gordian Blade breaks subroutine 1")),
            Map.entry("chum-damage-when-3-1-closes", List.of("Chum: the next ice encountered in this run will have +2",
                    "Enigma has +2 strength in this encounter", "Gordian Blade breaks subroutine 2",
                    "Not every subroutine of Enigma was broken: 3 net damage", "Subroutine 1 of Enigma")),
            Map.entry("tollbooth-paid-with-bad-publicity", List.of("1 bad publicity credit", "The Runner pays 3 (Tollbooth)",
                    "The run ends unsuccessfully")),
            Map.entry("wyrm-negative-strength", List.of("Wyrm: the ice loses 1 strength", "Wyrm: the ice loses 1 strength",
                    "Wyrm breaks subroutine 1")),
            Map.entry("wyrm-matches-strength-first", List.of("Wyrm: +1 strength (now 2)", "Wyrm: the ice loses 1 strength",
                    "Wyrm: the ice loses 1 strength", "Wyrm breaks subroutine 1", "Wyrm breaks subroutine 2")),
            Map.entry("archer-rezzed-ignoring-all-costs", List.of("Priority Requisition scored", "decision corp: pick:archer",
                    "Archer rezzed at no cost", "Δ Corp score area: 1 → 2")),
            Map.entry("aesops-pawnshop-once-per-turn", List.of("Turn of the Runner begins",
                    "Condition met for Aesop's Pawnshop", "decision runner: trash-own:datasucker", "Datasucker trashed",
                    "the Runner gains 3 credits", "Δ Runner credits: 0 → 3")),
            Map.entry("aggressive-secretary-one-prevention-stops-both", List.of("decision corp: pay", "the Corp pays 2",
                    "Corroder is chosen to be trashed", "Corroder is chosen to be trashed",
                    "Sacrificial Construct prevents Corroder from being trashed", "Sacrificial Construct trashed",
                    "Δ Runner installed cards: 3 → 2")),
            Map.entry("bypass-cancels-tollbooth", List.of("Tollbooth is bypassed (paid 1)", "never resolve",
                    "Tollbooth is passed")),
            Map.entry("femme-fatale-ignores-strength", List.of("Hadrian's Wall is bypassed (paid 2)",
                    "Hadrian's Wall is passed")),
            Map.entry("cyberfeeder-pays-the-bypass", List.of("Ice Wall is bypassed (paid 1)", "Ice Wall is passed")),
            Map.entry("data-mine-trashed-while-encountered", List.of("1 net damage", "Data Mine is uninstalled: passed at once",
                    "Approach of the server")),
            Map.entry("recurring-credits-before-turn-begins", List.of("The Toolbox", "Turn of the Runner begins",
                    "Wyldside")),
            Map.entry("unrezzed-ice-is-passed", List.of("Approach of an unrezzed ice", "an unrezzed ice is passed",
                    "Corroder breaks subroutine 1", "Ice Wall is passed")),
            Map.entry("corp-chooses-the-trashed-program", List.of("Gordian Blade trashed")),
            Map.entry("ichi-corp-makes-the-subroutine-choices", List.of("Datasucker trashed", "Corroder trashed")),
            Map.entry("two-icebreakers-on-one-ice", List.of("Corroder breaks subroutine 1",
                    "Battering Ram breaks subroutine 2", "all")),
            Map.entry("encounter-abilities-before-breaking", List.of("Data Raven", "1 tag", "Ninja: +5 strength",
                    "Ninja breaks subroutine 1")),
            Map.entry("bypass-breaks-nothing-chum-hurts", List.of("Tollbooth has +2 strength",
                    "Tollbooth is bypassed (paid 1)", "Not every subroutine of Tollbooth was broken: 3 net damage",
                    "3 net damage")),
            Map.entry("seventh-point-wins-before-net-damage", List.of("Nisei MK II stolen (2 points)",
                    "the Runner reaches 7 points and wins")),
            Map.entry("four-brain-damage-four-counters", List.of("4 brain damage", "Δ brain damage: 0 → 4")),
            Map.entry("rez-asset-in-another-server", List.of("Approach of the server R&D", "PAD Campaign rezzed for 2",
                    "The run is successful")),
            Map.entry("rez-upgrade-while-ice-approached", List.of("Approach of an unrezzed ice",
                    "Akitaro Watanabe rezzed for 1", "Ice Wall rezzed for 0", "Ice Wall is encountered")),
            Map.entry("rezzed-ice-stays-rezzed", List.of("Ice Wall rezzed for 1", "Ice Wall ends the run",
                    "Approach of Ice Wall (ice number 1", "Ice Wall is encountered", "Corroder breaks subroutine 1")),
            Map.entry("accessing-archives-all-face-up", List.of("2 Archives cards turned face up",
                    "Private Security Force is accessed from Archives", "Private Security Force stolen",
                    "Hedge Fund is accessed from Archives", "PAD Campaign is accessed from Archives")),
            Map.entry("ice-wall-advanced-is-stronger", List.of("Corroder: +1 strength (now 3)",
                    "Corroder breaks subroutine 1")),
            Map.entry("declined-bypass-mandatory-toll", List.of("The Runner declines", "The Runner pays 3 (Tollbooth)",
                    "Tollbooth ends the run")),
            Map.entry("runner-orders-own-triggers", List.of("Condition met for Datasucker", "Condition met for Desperado",
                    "Datasucker resolves first", "1 virus counter on Datasucker", "the Runner gains 1 credit")),
            Map.entry("construct-stops-rototurret-trash", List.of("Sacrificial Construct prevents Corroder from being trashed",
                    "Rototurret ends the run")),
            Map.entry("prevent-only-while-the-trash-resolves", List.of(
                    "Sacrificial Construct prevents Corroder from being trashed", "Sacrificial Construct trashed",
                    "Datasucker trashed")),
            Map.entry("corroder-pumps-as-often-as-paid", List.of("Corroder: +1 strength (now 3)",
                    "Corroder: +1 strength (now 4)", "Corroder: +1 strength (now 5)", "Corroder breaks subroutine 1",
                    "Corroder breaks subroutine 2", "The run is successful")),
            Map.entry("event-waits-until-the-run-is-over", List.of("The Runner runs on HQ", "Ice Wall ends the run",
                    "The run ends unsuccessfully", "Easy Mark played", "the Runner gains 3 credits")),
            Map.entry("hq-cards-set-aside-until-access-ends", List.of("Access to HQ: 2 central cards",
                    "Hedge Fund set aside", "Beanstalk Royalties is accessed from HQ", "2 accessed cards put back")),
            Map.entry("rd-root-upgrade-between-deck-cards", List.of("Hedge Fund is accessed from R&D",
                    "Akitaro Watanabe is accessed in the server", "PAD Campaign is accessed from R&D",
                    "Enigma is accessed from R&D")),
            Map.entry("stolen-agenda-keeps-no-tokens", List.of("Nisei MK II stolen (2 points)",
                    "Nisei MK II: 3 advancement tokens removed as it enters the score area")),
            Map.entry("junebug-works-unrezzed", List.of("Project Junebug is accessed in the server",
                    "Condition met for Project Junebug", "the Corp pays 1", "Project Junebug has 2 advancement tokens",
                    "4 net damage")),
            Map.entry("noise-mills-facedown", List.of("Datasucker installed for 1", "Condition met for Noise",
                    "the top card of R&D is trashed, facedown in Archives")),
            Map.entry("medium-chooses-how-many", List.of("1 virus counter on Medium", "Access to R&D: 1 central card",
                    "The Runner chooses to access 1 more card", "Hedge Fund is accessed from R&D",
                    "Enigma is accessed from R&D", "2 accessed cards put back")),
            Map.entry("red-herrings-unpaid-agenda-stays-secret", List.of("Priority Requisition is accessed from R&D",
                    "Priority Requisition is not stolen: the Runner does not pay the additional cost",
                    "The run ends (successful)")),
            Map.entry("decoy-avoids-the-chosen-tag", List.of("The Runner chooses the tag, so the run is not ended",
                    "Decoy is trashed: 1 tag avoided", "Data Raven is passed", "The run is successful")),
            Map.entry("approach-outermost-to-innermost", List.of("Approach of Ice Wall (ice number 1",
                    "Approach of Enigma (ice number 2")));

    static Stream<String> names() throws IOException {
        try (Stream<Path> files = Files.list(DIR)) {
            return files.map(p -> p.getFileName().toString()).filter(n -> n.endsWith(".yaml"))
                    .filter(n -> !n.equals("checklist.yaml")).map(n -> n.replace(".yaml", "")).sorted().toList().stream();
        }
    }

    static Session play(String name) {
        ScenarioLoader.Loaded l = new ScenarioLoader(Fixtures.content(), Fixtures.cards()).load(DIR.resolve(name + ".yaml"));
        return Session.start(l.scenario(), l.cards());
    }

    static String ruling(String name) throws IOException {
        Matcher m = Pattern.compile("(?m)^ruling: (\\S+)$").matcher(Files.readString(DIR.resolve(name + ".yaml")));
        return m.find() ? m.group(1) : null;
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("names")
    void citesAnFaqEntryThatExists(String name) throws IOException {
        String id = ruling(name);
        assertThat(id).as(name + " cites a ruling").matches("(faq|clarification):anr/[a-z0-9-]+");
        try (Stream<Path> faq = Files.list(Fixtures.content().resolve("anr/faq"))) {
            boolean found = faq.anyMatch(f -> {
                try {
                    return Files.readString(f).contains("- id: " + id + "\n");
                } catch (IOException e) {
                    throw new java.io.UncheckedIOException(e);
                }
            });
            assertThat(found).as(id + " is an entry of content/anr/faq").isTrue();
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("names")
    void showsTheMomentOfTheRuling(String name) {
        Session s = play(name);
        String en = Timeline.render(s.timeline(), Lang.EN);
        assertThat(SHOWS).as("expectations for " + name).containsKey(name);
        assertThat(en).containsSubsequence(SHOWS.get(name));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("names")
    void timelineMatchesTheGoldenFile(String name) throws IOException {
        Session s = play(name);
        String actual = "# " + s.scenario().title().get(Lang.EN) + "\n# " + ruling(name) + "\n"
                + Timeline.render(s.timeline(), Lang.EN) + "# " + s.status() + "\n";
        org.runbook.testing.GoldenFiles.assertMatches(GOLDEN.resolve(name + ".en.txt"), actual);
    }

    /** The checklist lists every FAQ entry once; its "covered" part is exactly the set of rulings played here. */
    @Test
    void theChecklistListsEveryFaqEntryOnceAndItsCoveredOnesArePlayed() throws IOException {
        String checklist = Files.readString(DIR.resolve("checklist.yaml"));
        List<String> listed = new java.util.ArrayList<>();
        Matcher m = Pattern.compile("(?m)^  - (?:\\{id: )?((?:faq|clarification|errata|note):anr/[a-z0-9-]+)").matcher(checklist);
        while (m.find()) {
            listed.add(m.group(1));
        }
        List<String> all = new java.util.ArrayList<>();
        try (Stream<Path> faq = Files.list(Fixtures.content().resolve("anr/faq"))) {
            for (Path f : faq.sorted().toList()) {
                Matcher e = Pattern.compile("(?m)^  - id: (\\S+)$").matcher(Files.readString(f));
                while (e.find()) {
                    all.add(e.group(1));
                }
            }
        }
        assertThat(all).as("FAQ entries read").hasSizeGreaterThan(200);
        assertThat(listed).as("each FAQ entry once").doesNotHaveDuplicates().containsExactlyInAnyOrderElementsOf(all);
        String covered = checklist.substring(checklist.indexOf("covered:"), checklist.indexOf("timing-not-playable-yet:"));
        List<String> played = names().map(n -> {
            try {
                return ruling(n);
            } catch (IOException e) {
                throw new java.io.UncheckedIOException(e);
            }
        }).distinct().toList();
        for (String id : played) {
            assertThat(covered).as("checklist marks " + id + " covered").contains("{id: " + id + ",");
        }
        assertThat(covered.split("\\{id: ", -1).length - 1).isEqualTo(played.size());
    }

    @Test
    void atLeastFortyRulingsArePlayable() throws IOException {
        assertThat(names().map(n -> {
            try {
                return ruling(n);
            } catch (IOException e) {
                throw new java.io.UncheckedIOException(e);
            }
        }).distinct().count()).isGreaterThanOrEqualTo(40);
    }
}
