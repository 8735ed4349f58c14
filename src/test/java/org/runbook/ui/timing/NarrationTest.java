package org.runbook.ui.timing;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.function.Predicate;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.runbook.corpus.Fixtures;
import org.runbook.engine.game.GameInfo;
import org.runbook.engine.game.GameRegistry;
import org.runbook.engine.game.GameSession;
import org.runbook.scenario.CardLoader;
import org.runbook.scenario.GameSessions;

/**
 * The narration: every step of every edition told in English, French and German (each its own text, not a copy of
 * another language's), and the "Why not?" reasons the engine gives for a set of moments of a run.
 */
class NarrationTest {
    private static final Path CONTENT = Fixtures.builtInContent();
    private static final GameSessions SESSIONS = new GameSessions(CONTENT, CardLoader.load(CONTENT));

    @org.junit.jupiter.api.BeforeEach
    @AfterEach
    void english() {
        Texts.setLocale(Locale.ENGLISH);
    }

    @Test
    void everyStepOfEveryEditionIsToldInEachLanguage() {
        List<String> missing = new ArrayList<>();
        int steps = 0;
        for (GameInfo g : GameRegistry.games()) {
            for (String edition : g.editions()) {
                GameSession.ChartModel chart = SESSIONS.open(CONTENT.resolve(StepperContent.EXAMPLES.get(g.id())), edition).chart();
                for (GameSession.Box b : chart.steps()) {
                    steps++;
                    List<String> told = new ArrayList<>();
                    for (String lang : List.of("en", "fr", "de")) {
                        Texts.setLocale(Locale.forLanguageTag(lang));
                        String t = Narration.what(g.id(), edition, b.key());
                        if (t.isBlank()) {
                            missing.add(lang + " " + edition + " " + b.key());
                        }
                        told.add(t);
                    }
                    if (told.stream().distinct().count() < 3) {
                        missing.add("same text in two languages: " + edition + " " + b.key());
                    }
                }
            }
        }
        assertThat(steps).isGreaterThan(120);
        assertThat(missing).isEmpty();
    }

    @Test
    void withoutARunJackingOutAndBreakingNeedARun() {
        Snapshot s = at("runner-1.6", x -> true);
        assertThat(Narration.whyNot(s)).contains("Jack out: no run is under way — step 1 of the Run",
                "Break a subroutine: no run is under way — step 1 of the Run");
        assertThat(Narration.who(s)).contains("Runner takes an action now: each one costs a click.");
    }

    @Test
    void whileTheIceMayBeRezzedJackingOutWaitsForItsOwnStep() {
        Snapshot s = at("run-2.3", x -> true);
        assertThat(Narration.whyNot(s)).contains("Jack out: not at this step — step 2.2 of the Run");
    }

    @Test
    void duringTheEncounterOnlyBreakingAndPaidAbilitiesAreOpen() {
        Snapshot s = at("run-3.1", x -> x instanceof org.runbook.engine.game.anr.AnrGameSession a
                && "wall-of-thorns".equals(a.currentIce()));
        List<String> why = Narration.whyNot(s);
        assertThat(why).contains("Rez a card: not at this step", "Score an agenda: not at this step",
                "Install a card: not at this step — step 1.6 of the Runner turn");
        assertThat(why).noneMatch(w -> w.startsWith("Use a paid ability"));
        assertThat(Narration.who(s)).contains("Paid abilities may be used now (step 3.1 of the Run).");
    }

    @Test
    void eachBreakOptionSaysWhichSubroutineItBreaksInWords() {
        Snapshot s = at("run-3.1", x -> x instanceof org.runbook.engine.game.anr.AnrGameSession a
                && "enigma".equals(a.currentIce()));
        assertThat(s.optionNotes()).containsEntry("break:gordian-blade:1", "“The Runner loses 1 click”")
                .containsEntry("break:gordian-blade:2", "“End the run”");
    }

    @Test
    void inFrenchTheReasonsAreFrench() {
        Texts.setLocale(Locale.FRENCH);
        Snapshot s = at("run-2.3", x -> true);
        assertThat(Narration.whyNot(s)).contains("Se déconnecter\u00a0: pas à cette étape — étape 2.2 du Piratage");
    }

    @Test
    void optionsAreGroupedByKindAndLongFamiliesBecomeOneList() {
        GameSession vr = SESSIONS.open(CONTENT.resolve(StepperContent.EXAMPLES.get("vr")), null);
        List<Narration.Group> groups = Narration.groups(vr.current().decision().options(), "vr");
        Narration.Group place = groups.stream().filter(g -> g.prefix().equals("place")).findFirst().orElseThrow();
        assertThat(place.options()).hasSize(23);
        assertThat(place.options().size()).isGreaterThan(ChoicePanel.LIST_OVER);
        assertThat(place.title()).isEqualTo("Place the Director");
        assertThat(Narration.label(place.options().get(0), org.runbook.engine.game.Lang.EN)).isEqualTo("Director in PI-1");
        assertThat(groups).extracting(Narration.Group::prefix).doesNotHaveDuplicates();
    }

    @Test
    void inAWindowWhereTheRunnerHoldsPriorityTheCorpMustWait() {
        Snapshot s = at("runner-1.7", x -> "runner".equals(x.current().mayAct()));
        assertThat(Narration.whyNot(s)).contains("Rez a card: the other player holds priority in this window");
        assertThat(Narration.who(s)).noneMatch(w -> w.startsWith("The Corp may rez"));
    }

    @Test
    void duringTheCorpsActionsInstallingIsOpenAndScoringWaitsForAWindow() {
        Snapshot s = on("scenarios/anr/09a-corp-turn-score-discard.yaml", "corp-2.2");
        assertThat(Narration.who(s)).contains("A card may be installed as an action (step 2.2 of the Corp turn).");
        assertThat(Narration.whyNot(s)).contains("Score an agenda: not at this step", "Rez a card: not at this step");
    }

    @Test
    void netrunner1996IsToldInItsOwnWords() {
        Snapshot s = on(StepperContent.EXAMPLES.get("nr96"), "runner-2.1");
        assertThat(Narration.who(s)).contains(
                "Runner takes one of the turn's actions now (3 for the Corp, 4 for the Runner).");
        assertThat(Narration.who(s)).noneMatch(w -> w.contains("click"));
        GameSession.Choice gain = s.point().decision().options().stream()
                .filter(c -> c.id().equals("gain-credit")).findFirst().orElseThrow();
        assertThat(Narration.label(gain, org.runbook.engine.game.Lang.EN, "nr96")).isEqualTo("Gain 1 bit");
        assertThat(Narration.label(gain, org.runbook.engine.game.Lang.EN, "anr")).isEqualTo("Gain 1 credit");
        // a 1996 rule covers several steps: the step cited is the current one, never another with the same rule
        Snapshot corp = on("scenarios/nr96/08-corp-turn.yaml", "corp-2.1");
        assertThat(Narration.who(corp)).contains("A card may be installed as an action (step 2.1 of the Corp turn).");
    }

    @Test
    void in1996JackingOutCitesTheNumberOfItsNextStepInEachLanguage() {
        // both 1996 jack-out steps (5.1 after an ice, 6 before the fort) cite one rule: the number comes from the step
        Snapshot s = scripted("scenarios/nr96/01-two-ice-jack-out.yaml", "run-3.1");
        assertThat(Narration.whyNot(s)).contains("Jack out: not at this step — step 5.1 of the Run");
        Texts.setLocale(Locale.FRENCH);
        assertThat(Narration.whyNot(s)).contains("Se déconnecter\u00a0: pas à cette étape — étape 5.1 du Piratage");
        Texts.setLocale(Locale.GERMAN);
        assertThat(Narration.whyNot(s)).contains("Aussteigen: nicht bei diesem Schritt — Schritt 5.1 im Ablauf Run");
        Texts.setLocale(Locale.ENGLISH);
        Snapshot access = scripted("scenarios/nr96/04-access-hq.yaml", "run-8.1");
        assertThat(Narration.whyNot(access)).contains("Jack out: not at this step — step 6 of the Run");
    }

    @Test
    void eachCardOfTheHandThatCannotBePlayedOrInstalledIsListedWithItsReason(@org.junit.jupiter.api.io.TempDir Path dir)
            throws java.io.IOException {
        Path f = dir.resolve("poor-runner.yaml");
        java.nio.file.Files.writeString(f, """
                title: {en: "A Runner with 1 credit", fr: "Un Runner à 1 crédit", de: "Ein Runner mit 1 Credit"}
                edition: anr-2017
                seed: 5
                start: runner-1.6
                until: wait
                corp: {credits: 5, rd: [Hedge Fund, Hedge Fund]}
                runner: {clicks: 4, credits: 1, grip: [Sure Gamble, Corroder], stack: [Sure Gamble, Sure Gamble]}
                """);
        Snapshot s = on(f.toString(), "runner-1.6");
        List<String> why = Narration.whyNot(s);
        assertThat(why).contains("Play an event or operation: no card in hand can be played now (see each card below)",
                "Install a card: no card in hand can be installed now (see each card below)");
        assertThat(why).anyMatch(l -> l.startsWith("    ") && l.contains("Sure Gamble") && l.contains("5"))
                .anyMatch(l -> l.startsWith("    ") && l.contains("Corroder") && l.contains("2"));
        Texts.setLocale(Locale.FRENCH);
        assertThat(Narration.whyNot(s)).anyMatch(l -> l.contains("aucune carte de la main ne peut être jouée"));
    }

    /** Scenario {@code file} (under the content folder), stepped with its defaults until step {@code key}. */
    private static Snapshot on(String file, String key) {
        GameSession s = SESSIONS.open(CONTENT.resolve(file), null);
        for (int i = 0; i < 200 && !key.equals(s.current().key()) && !s.over() && s.current().decision() != null; i++) {
            String d = s.defaultOption();
            s.decide(d != null ? d : s.current().decision().options().get(0).id());
        }
        assertThat(s.current().key()).isEqualTo(key);
        return Snapshot.of(s);
    }

    /** Scenario {@code file} (under the content folder), its script played until step {@code key}. */
    private static Snapshot scripted(String file, String key) {
        GameSession s = SESSIONS.open(CONTENT.resolve(file), null).scripted(x -> key.equals(x.current().key()));
        assertThat(s.current().key()).isEqualTo(key);
        return Snapshot.of(s);
    }

    /** The rulebook example run, its script played until step {@code key} (and {@code also}). */
    private static Snapshot at(String key, Predicate<GameSession> also) {
        GameSession s = SESSIONS.open(CONTENT.resolve(TimingPanel.RULEBOOK_EXAMPLE), null)
                .scripted(x -> key.equals(x.current().key()) && also.test(x));
        assertThat(s.current().key()).isEqualTo(key);
        return Snapshot.of(s);
    }
}
