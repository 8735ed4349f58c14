package org.runbook.search.index;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.util.IdentityHashMap;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.runbook.corpus.Corpus;
import org.runbook.corpus.Entry;
import org.runbook.corpus.Fixtures;

/** The corpus the app reads at start is the one the build wrote, with one copy of each string entries repeat. */
class CorpusSnapshotTest {

    @Test
    void theBuiltInCorpusReadsBackEqualWithItsRepeatedStringsHeldOnce() throws Exception {
        Corpus built = Corpus.load(Fixtures.builtInContent());
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (DataOutputStream out = new DataOutputStream(bytes)) {
            CorpusSnapshot.write(built, out);
        }
        Corpus read = CorpusSnapshot.read(new DataInputStream(new ByteArrayInputStream(bytes.toByteArray())));

        assertThat(read.entries()).hasSameSizeAs(built.entries());
        for (int i = 0; i < built.entries().size(); i++) {
            Entry a = built.entries().get(i);
            Entry b = read.entries().get(i);
            assertThat(b.id()).isEqualTo(a.id());
            assertThat(b.facts()).as(a.id()).isEqualTo(a.facts());
            assertThat(b.lines()).as(a.id()).isEqualTo(a.lines());
            assertThat(b.links()).as(a.id()).isEqualTo(a.links());
            assertThat(b.sources()).as(a.id()).isEqualTo(a.sources());
        }

        // every fact key, part-line key, game and file is one object however many entries carry it
        Map<String, String> first = new java.util.HashMap<>();
        Map<String, Boolean> distinctObjects = new IdentityHashMap<>();
        int uses = 0;
        for (Entry e : read.entries()) {
            for (String key : e.facts().keySet()) {
                uses++;
                distinctObjects.put(key, true);
                first.putIfAbsent(key, key);
                assertThat(key).as("fact key %s of %s", key, e.id()).isSameAs(first.get(key));
            }
            for (String key : e.lines().keySet()) {
                first.putIfAbsent(key, key);
                assertThat(key).as("line key %s of %s", key, e.id()).isSameAs(first.get(key));
            }
            first.putIfAbsent(e.game(), e.game());
            assertThat(e.game()).isSameAs(first.get(e.game()));
            first.putIfAbsent(e.file(), e.file());
            assertThat(e.file()).isSameAs(first.get(e.file()));
        }
        assertThat(uses).isGreaterThan(10 * distinctObjects.size());
    }
}
