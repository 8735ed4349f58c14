package org.runbook.engine.actions;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.runbook.engine.RunDsl;
import org.runbook.engine.state.CardInstance;
import org.runbook.engine.state.GameState;

/** Netrunner (1996): an agenda or node installed in a fort that holds one overwrites it (the old one is trashed). */
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
}
