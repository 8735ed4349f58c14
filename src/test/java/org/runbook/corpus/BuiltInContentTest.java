package org.runbook.corpus;

import org.junit.jupiter.api.Test;

import java.util.Map;
import java.util.TreeMap;
import org.runbook.engine.game.Lang;

import static org.assertj.core.api.Assertions.assertThat;

/** The content shipped with Runbook loads without a single problem. */
class BuiltInContentTest {

    @Test
    void theBuiltInContentIsValidAndHoldsTheWholeCardCatalog() throws Exception {
        Corpus corpus = Corpus.load(Fixtures.builtInContent());

        Map<String, Integer> perKind = new TreeMap<>();
        corpus.entries().forEach(e -> perKind.merge(e.game() + "/" + e.kind().code(), 1, Integer::sum));
        System.out.println("built-in content: " + corpus.size() + " entries " + perKind);
        assertThat(perKind.get("anr/card")).isEqualTo(1580);
        assertThat(corpus.card("01090").orElseThrow().title(Lang.FR)).isEqualTo("Péage");
        assertThat(corpus.card("01090").orElseThrow().title(Lang.DE)).isEqualTo("Mautstelle");
    }
}
