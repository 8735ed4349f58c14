package org.runbook.engine.actions;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.runbook.engine.RunDsl;
import org.runbook.engine.state.CardInstance;
import org.runbook.engine.state.GameState;

/**
 * Installing over what is there. Netrunner (1996): an agenda or node installed in a fort that holds one overwrites it
 * (the old one is trashed); ice on a fort may be trashed when ice is installed there, lowering the cost. Android:
 * Netrunner has no such trash.
 */
class InstallOverTest {

    @Test
    void a1996NodeInstalledInAFortHoldingAnAgendaOverwritesIt() {
        RunDsl.Probe p = RunDsl.scenario("""
                edition: netrunner-1996
                seed: 1
                start: corp-2.1
                until: wait
                corp: {credits: 3, clicks: 3, hq: [nr96-node], rd: [nr96-operation]}
                runner: {clicks: 0}
                servers:
                  remote1:
                    root: [{card: nr96-agenda, advancements: 1}, nr96-upgrade]
                """);
        String over = p.options().stream().filter(o -> o.startsWith("install:") && o.endsWith(":remote1")).findFirst()
                .orElseThrow(() -> new AssertionError("no install over the fort: " + p.options()));
        p.decide(over);
        GameState s = p.session().state();
        assertThat(s.corp().archives()).extracting(CardInstance::code).containsExactly("nr96-agenda");
        assertThat(s.servers().stream().filter(v -> v.name().equals("remote1")).findFirst().orElseThrow().root())
                .extracting(CardInstance::code).containsExactlyInAnyOrder("nr96-upgrade", "nr96-node");
    }

    private static final String FORT_WITH_TWO_ICE = """
            seed: 1
            start: corp-2.1
            until: wait
            corp: {credits: 1, clicks: 3, hq: [%s], rd: [%s]}
            runner: {clicks: 0}
            servers:
              remote1:
                ice: [{card: %s, rezzed: true}, {card: %s}]
            """;

    @Test
    void in1996IceOnTheFortMayBeTrashedToLowerTheInstallCost() {
        RunDsl.Probe p = RunDsl.scenario("edition: netrunner-1996\n" + FORT_WITH_TWO_ICE.formatted("nr96-plain-wall",
                "nr96-operation", "nr96-plain-gate", "nr96-barbed-wall"));
        String trashing = p.options().stream().filter(o -> o.contains(":remote1:trash:")).findFirst()
                .orElseThrow(() -> new AssertionError("no install trashing ice: " + p.options()));
        assertThat(p.options().stream().filter(o -> o.startsWith("install:") && o.endsWith(":remote1"))).isEmpty();
        p.decide(trashing);
        GameState s = p.session().state();
        assertThat(s.corp().credits()).isZero();
        assertThat(s.corp().archives()).hasSize(1);
        assertThat(s.servers().stream().filter(v -> v.name().equals("remote1")).findFirst().orElseThrow().ice()).hasSize(2);
    }

    @Test
    void in1996EveryIceTrashedBeforeTheInstallLowersItsCostByOne() {
        RunDsl.Probe p = RunDsl.scenario(("edition: netrunner-1996\n" + FORT_WITH_TWO_ICE.formatted("nr96-plain-wall",
                "nr96-operation", "nr96-plain-gate", "nr96-barbed-wall")).replace("credits: 1", "credits: 0"));
        // with no credit, only trashing both ice (cost 2 - 2) lets the new ice in
        assertThat(p.options().stream().filter(o -> o.contains(":remote1"))).hasSize(1);
        String both = p.options().stream().filter(o -> o.contains(":remote1:trash:")).findFirst()
                .orElseThrow(() -> new AssertionError("no install trashing both ice: " + p.options()));
        assertThat(both.split(":trash:")[1].split(":")).hasSize(2);
        p.decide(both);
        GameState s = p.session().state();
        assertThat(s.corp().credits()).isZero();
        assertThat(s.corp().archives()).extracting(CardInstance::code)
                .containsExactlyInAnyOrder("nr96-plain-gate", "nr96-barbed-wall");
        assertThat(s.servers().stream().filter(v -> v.name().equals("remote1")).findFirst().orElseThrow().ice())
                .extracting(CardInstance::code).containsExactly("nr96-plain-wall");
    }

    @Test
    void in1996WithOneCreditTheCorpMayTrashEitherIceOrBoth() {
        RunDsl.Probe p = RunDsl.scenario("edition: netrunner-1996\n" + FORT_WITH_TWO_ICE.formatted("nr96-plain-wall",
                "nr96-operation", "nr96-plain-gate", "nr96-barbed-wall"));
        assertThat(p.options().stream().filter(o -> o.contains(":remote1:trash:"))).hasSize(3);
    }

    @Test
    void androidNetrunnerOffersNoIceTrashWhenInstalling() {
        RunDsl.Probe p = RunDsl.scenario("edition: anr-2017\n" + FORT_WITH_TWO_ICE.formatted("Ice Wall", "Hedge Fund",
                "Enigma", "Wall of Static").replace("corp-2.1", "corp-2.2"));
        assertThat(p.options()).isNotEmpty().noneMatch(o -> o.contains(":trash:"));
    }
}
