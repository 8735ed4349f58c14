package org.runbook.engine.game.vr;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.runbook.cli.Cli;
import org.runbook.corpus.Corpus;
import org.runbook.corpus.Entry;
import org.runbook.engine.game.Lang;

/**
 * Every id the Virtual Revolution chart cites (each step's own id and the rule entry it links to) is an entry that
 * {@code runbook show} opens, and the step entries read in the languages of the game's content (French, English).
 */
class VrStepEntriesTest {
    private static Corpus corpus;

    @BeforeAll
    static void load() throws Exception {
        corpus = Corpus.load(VrFixtures.content());
    }

    private static String[] show(String id) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int code = Cli.run(new String[] {"--content", VrFixtures.content().toString(), "show", id},
                new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(err, true, StandardCharsets.UTF_8),
                new ByteArrayInputStream(new byte[0]));
        return new String[] {String.valueOf(code), out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8)};
    }

    private static Set<String> cited() {
        Set<String> ids = new LinkedHashSet<>();
        for (VrStep s : VrChart.get().steps()) {
            ids.add(s.stepId());
            ids.add(s.cite());
        }
        return ids;
    }

    /** What {@code show} looks up: the corpus entry of the id; every cited id must have one. */
    @Test
    void everyIdTheChartCitesIsAnEntryShowOpens() {
        List<String> missing = new ArrayList<>();
        for (String id : cited()) {
            if (corpus.get(id).isEmpty()) {
                missing.add(id);
            }
        }
        assertThat(cited()).contains("step:virtual-revolution/turn-1", "rule:vr/necro-attack");
        assertThat(missing).as("ids of the Virtual Revolution chart that 'runbook show' cannot open").isEmpty();
    }

    @Test
    void showOpensAStepOfTheChartAndRefusesAnUnknownOne() {
        String[] r = show("step:virtual-revolution/turn-1");
        assertThat(r[0]).as(r[2]).isEqualTo("0");
        assertThat(r[1]).contains("Director");
        assertThat(show("step:virtual-revolution/turn-9")[0]).isEqualTo("1");
    }

    @Test
    void eachStepEntryIsWrittenInFrenchAndEnglish() {
        for (VrStep s : VrChart.get().steps()) {
            Entry e = corpus.get(s.stepId()).orElseThrow();
            assertThat(e.texts().keySet()).as(s.stepId()).containsExactlyInAnyOrder(Lang.FR, Lang.EN);
            assertThat(e.number()).as(s.stepId()).contains(s.number());
        }
    }
}
