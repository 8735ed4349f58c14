package org.runbook.corpus;

import org.junit.jupiter.api.Test;
import org.runbook.engine.game.Lang;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * An entry walks its languages in {@link Lang} order and its facts in the order they were read, whatever map it was
 * given: the concept names built from it (and which of two equally near names a typo matches) were once different
 * from one run of the program to the next, because the entry kept its maps in the JVM's per-run order.
 */
class EntryOrderTest {

    private static final long SEED = Long.getLong("runbook.seed", 26112026L);

    @Test
    void languagesComeInLangOrderAndFactsInTheOrderGivenForEveryInsertionOrder() {
        Random random = new Random(SEED);
        for (int round = 0; round < 200; round++) {
            List<Lang> langs = new ArrayList<>(List.of(Lang.values()));
            Collections.shuffle(langs, random);
            Map<Lang, List<String>> names = new LinkedHashMap<>();
            Map<Lang, String> titles = new LinkedHashMap<>();
            for (Lang l : langs) {
                names.put(l, List.of("name " + l));
                titles.put(l, "title " + l);
            }
            Map<String, String> facts = new LinkedHashMap<>();
            int count = 1 + random.nextInt(12);
            for (int i = 0; i < count; i++) {
                facts.put("fact" + random.nextInt(1000) + "-" + i, "v" + i);
            }
            Entry e = new Entry("term:anr/x", Kind.TERM, "anr", null, titles, titles, names, List.of(), List.of(),
                    List.of(), List.of(), facts, null, "content/anr/x.yaml", 1, Map.of());
            assertThat(e.names().keySet()).as("seed %d round %d", SEED, round).containsExactly(Lang.values());
            assertThat(e.titles().keySet()).as("seed %d round %d", SEED, round).containsExactly(Lang.values());
            assertThat(e.facts().keySet()).as("seed %d round %d", SEED, round)
                    .containsExactlyElementsOf(facts.keySet());
            assertThat(e).isEqualTo(new Entry("term:anr/x", Kind.TERM, "anr", null, Map.copyOf(titles),
                    Map.copyOf(titles), Map.copyOf(names), List.of(), List.of(), List.of(), List.of(), facts, null,
                    "content/anr/x.yaml", 1, Map.of()));
        }
    }
}
