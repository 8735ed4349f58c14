package org.runbook.search.index;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.runbook.corpus.ContentException;
import org.runbook.corpus.ContentLocation;
import org.runbook.corpus.Fixtures;
import org.runbook.search.SearchRequest;
import org.runbook.search.SearchService;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class IndexStoreTest {

    @TempDir
    Path tmp;

    private final List<String> log = new ArrayList<>();

    private ContentLocation location() {
        Path content = Files.isDirectory(tmp.resolve("content")) ? tmp.resolve("content") : Fixtures.copyContent(tmp);
        return new ContentLocation(content, tmp.resolve("index"), false);
    }

    private List<String> searchIds(String query) throws Exception {
        try (IndexStore store = IndexStore.open(location(), log::add)) {
            return new SearchService(store).search(SearchRequest.of(query)).hits().stream()
                    .map(h -> h.id()).toList();
        }
    }

    @Test
    void aMissingIndexIsBuiltOnFirstSearchAndReusedAfterwards() throws Exception {
        assertThat(searchIds("jack out")).contains("rule:anr/test-jack-out");
        assertThat(log).anyMatch(l -> l.contains("missing"));

        log.clear();
        assertThat(searchIds("jack out")).contains("rule:anr/test-jack-out");
        assertThat(log).isEmpty();
    }

    @Test
    void aDeletedIndexIsRebuilt() throws Exception {
        searchIds("jack out");
        deleteTree(tmp.resolve("index"));
        log.clear();

        assertThat(searchIds("jack out")).contains("rule:anr/test-jack-out");
        assertThat(log).anyMatch(l -> l.contains("rebuilding"));
    }

    @Test
    void everyCorruptedIndexFileIsDetectedAndRebuilt() throws Exception {
        searchIds("jack out");
        List<Path> files;
        try (Stream<Path> list = Files.list(newestBuild())) {
            files = list.filter(p -> IndexFolder.isLucene(p.getFileName().toString()))
                    .filter(p -> !p.getFileName().toString().endsWith(".lock")).sorted().toList();
        }
        assertThat(files).isNotEmpty();
        for (String name : files.stream().map(f -> f.getFileName().toString()).toList()) {
            Path file = newestBuild().resolve(name);
            byte[] bytes = Files.readAllBytes(file);
            bytes[bytes.length / 2] ^= 0x5A;
            Files.write(file, bytes);
            log.clear();

            assertThat(searchIds("débrancher")).as("after corrupting %s", file.getFileName())
                    .contains("rule:anr/test-jack-out");
            assertThat(log).as("rebuild after corrupting %s", file.getFileName())
                    .anyMatch(l -> l.contains("rebuilding"));
        }
    }

    @Test
    void changedContentMakesTheIndexStaleAndIsFoundAfterTheRebuild() throws Exception {
        searchIds("jack out");
        Fixtures.edit(tmp.resolve("content/anr/rules/runs.yaml"), "counts as unsuccessful",
                "counts as unsuccessful, like a zanzibar");
        log.clear();

        assertThat(searchIds("zanzibar")).containsExactly("rule:anr/test-jack-out");
        assertThat(log).anyMatch(l -> l.contains("out of date"));
    }

    @Test
    void invalidContentFailsWithItsProblemsAndLeavesTheIndexAsItWas() throws Exception {
        searchIds("jack out");
        Map<String, Long> before = sizes(tmp.resolve("index"));
        Fixtures.edit(tmp.resolve("content/anr/glossary/terms.yaml"), "links: [rule:anr/test-jack-out]",
                "links: [rule:anr/missing]");

        assertThatThrownBy(() -> IndexStore.rebuild(location(), log::add))
                .isInstanceOf(ContentException.class)
                .hasMessageContaining("content/anr/glossary/terms.yaml:")
                .hasMessageContaining("unknown link 'rule:anr/missing'");
        assertThat(sizes(tmp.resolve("index"))).isEqualTo(before);
    }

    private Path newestBuild() {
        return new IndexFolder(tmp.resolve("index")).generations().get(0);
    }

    private static Map<String, Long> sizes(Path dir) throws IOException {
        Map<String, Long> m = new TreeMap<>();
        try (Stream<Path> list = Files.walk(dir)) {
            for (Path p : list.filter(Files::isRegularFile).toList()) {
                m.put(dir.relativize(p).toString(), Files.size(p));
            }
        }
        return m;
    }

    private static void deleteTree(Path dir) throws IOException {
        try (Stream<Path> walk = Files.walk(dir)) {
            for (Path p : walk.sorted(java.util.Comparator.reverseOrder()).toList()) {
                Files.delete(p);
            }
        }
    }
}
