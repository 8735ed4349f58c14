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
            Map.entry("seventh-point-wins-before-net-damage", List.of("Nisei MK II stolen (2 point(s))",
                    "the Runner reaches 7 points and wins")),
            Map.entry("four-brain-damage-four-counters", List.of("4 brain damage", "Δ brain damage: 0 → 4")),
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
        Path golden = GOLDEN.resolve(name + ".en.txt");
        if (Boolean.getBoolean("golden.update")) {
            Files.createDirectories(GOLDEN);
            Files.writeString(golden, actual);
        }
        assertThat(golden).as("golden file (create it with -Dgolden.update=true)").exists();
        assertThat(actual).isEqualTo(Files.readString(golden));
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
    void atLeastTwentyOneRulingsArePlayable() throws IOException {
        assertThat(names().map(n -> {
            try {
                return ruling(n);
            } catch (IOException e) {
                throw new java.io.UncheckedIOException(e);
            }
        }).distinct().count()).isGreaterThanOrEqualTo(21);
    }
}
