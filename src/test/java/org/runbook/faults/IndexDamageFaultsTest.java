package org.runbook.faults;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.runbook.corpus.ContentLocation;
import org.runbook.corpus.Fixtures;
import org.runbook.search.index.IndexFolderException;
import org.runbook.search.index.IndexStore;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * The index damage matrix: every file of a good index truncated, emptied, deleted, bit-flipped, replaced by another
 * file or by a folder, each followed by two searches that must give the answers of the good index; then the index
 * path itself made a file, a dangling link, an unwritable place, a folder of somebody else's files.
 */
@ExtendWith(FaultFigures.class)
class IndexDamageFaultsTest {

    private static final String AREA = "index damage";
    private static final List<String> QUERIES = List.of("jack out", "débrancher", "tollbooth");

    @TempDir
    Path tmp;

    private ContentLocation location(Path index) {
        Path content = Files.isDirectory(tmp.resolve("content")) ? tmp.resolve("content") : Fixtures.copyContent(tmp);
        return new ContentLocation(content, index, false);
    }

    private Map<String, List<String>> answers(ContentLocation location) throws Exception {
        Map<String, List<String>> m = new LinkedHashMap<>();
        for (String q : QUERIES.subList(0, 2)) {
            m.put(q, FaultSupport.search(location, q));
        }
        return m;
    }

    @Test
    void everyFileOfTheIndexDamagedEveryWayIsRepairedAndAnswersAsBefore() throws Exception {
        ContentLocation location = location(tmp.resolve("index"));
        Map<String, List<String>> good = answers(location);
        assertThat(good.get("jack out")).contains("rule:anr/test-jack-out");
        List<String> names = luceneFiles(newest(location));
        assertThat(names).isNotEmpty();
        Map<String, Damage> damages = new LinkedHashMap<>();
        damages.put("truncated to half", f -> Files.write(f, java.util.Arrays.copyOf(Files.readAllBytes(f),
                (int) Files.size(f) / 2)));
        damages.put("emptied", f -> Files.write(f, new byte[0]));
        damages.put("deleted", Files::delete);
        damages.put("bit flipped in the middle", f -> flip(f, (int) Files.size(f) / 2));
        damages.put("bit flipped in the last byte", f -> flip(f, (int) Files.size(f) - 1));
        damages.put("replaced by another file", f -> Files.write(f, Files.readAllBytes(other(f))));
        damages.put("replaced by a folder", f -> {
            Files.delete(f);
            Files.createDirectories(f.resolve("inside"));
        });
        for (String name : names) {
            for (Map.Entry<String, Damage> d : damages.entrySet()) {
                FaultFigures.check(AREA, name + " " + d.getKey(), () -> {
                    Path file = newest(location).resolve(name);
                    if (!Files.exists(file)) {
                        return; // this build has no such file (names differ between builds)
                    }
                    d.getValue().apply(file);
                    assertThat(answers(location)).as("%s %s", name, d.getKey()).isEqualTo(good);
                });
            }
        }
    }

    @Test
    void anIndexPathThatIsAFileOrADanglingLinkOrUnwritableIsReplacedByTheCacheWithASentence() throws Exception {
        String before = System.getProperty("runbook.home");
        System.setProperty("runbook.home", tmp.resolve("home").toString());
        try {
            Path file = tmp.resolve("a-file");
            Files.writeString(file, "mine");
            Path link = tmp.resolve("a-link");
            Files.createSymbolicLink(link, tmp.resolve("nowhere"));
            Map<Path, String> cases = new LinkedHashMap<>();
            cases.put(file, "is a file, not a folder");
            cases.put(link, "is a link to something that does not exist");
            cases.put(Path.of("/proc/runbook-cannot-write-here"), "cannot be written");
            for (Map.Entry<Path, String> c : cases.entrySet()) {
                FaultFigures.check(AREA, "index path " + c.getKey(), () -> {
                    List<String> log = new ArrayList<>();
                    try (IndexStore store = IndexStore.open(location(c.getKey()), log::add)) {
                        assertThat(store.location().indexDir()).startsWith(tmp.resolve("home"));
                    }
                    assertThat(log).anyMatch(l -> l.contains(c.getValue()) && l.contains("using"));
                    assertThat(FaultSupport.search(location(c.getKey()), "jack out"))
                            .contains("rule:anr/test-jack-out");
                });
            }
            assertThat(Files.readString(file)).isEqualTo("mine");
        } finally {
            if (before == null) {
                System.clearProperty("runbook.home");
            } else {
                System.setProperty("runbook.home", before);
            }
        }
    }

    @Test
    void aFolderOfOtherFilesIsRefusedAndKeptWhole() throws Exception {
        Path docs = tmp.resolve("Documents");
        Files.createDirectories(docs.resolve("photos"));
        Files.writeString(docs.resolve("thesis.docx"), "years of work");
        Files.writeString(docs.resolve("photos/cat.jpg"), "meow");
        Files.writeString(docs.resolve("_0.cfs"), "a file that only looks like Lucene's");
        Map<String, String> before = tree(docs);
        FaultFigures.check(AREA, "--index on a folder of user files", () -> {
            assertThatThrownBy(() -> IndexStore.open(location(docs), m -> { }))
                    .isInstanceOf(IndexFolderException.class)
                    .hasMessageContaining("not a Runbook index");
            assertThatThrownBy(() -> IndexStore.rebuild(location(docs), m -> { }))
                    .isInstanceOf(IndexFolderException.class);
            assertThat(tree(docs)).isEqualTo(before);
        });
    }

    @Test
    void anIndexOfTheOlderLayoutIsAdoptedAndItsReadmeKept() throws Exception {
        Path index = tmp.resolve("index");
        ContentLocation location = location(index);
        FaultSupport.search(location, "jack out");
        Path generation = newest(location);
        try (Stream<Path> files = Files.list(generation)) {
            for (Path f : files.filter(p -> Files.isRegularFile(p) && p.getFileName().toString().matches(
                    "segments_\\w+|_\\w+\\.\\w+|write\\.lock")).toList()) {
                Files.move(f, index.resolve(f.getFileName().toString()));
            }
        }
        deleteTree(index.resolve(generation.getFileName()));
        Files.delete(index.resolve("runbook-index.txt"));
        Files.deleteIfExists(index.resolve("build.lock"));
        Files.writeString(index.resolve("README.md"), "the project's note");
        FaultFigures.check(AREA, "older layout adopted", () -> {
            assertThat(FaultSupport.search(location, "jack out")).contains("rule:anr/test-jack-out");
            assertThat(Files.readString(index.resolve("README.md"))).isEqualTo("the project's note");
            try (Stream<Path> files = Files.list(index)) {
                assertThat(files.map(p -> p.getFileName().toString())).noneMatch(n -> n.startsWith("segments"));
            }
        });
    }

    @FunctionalInterface
    private interface Damage {
        void apply(Path file) throws IOException;
    }

    private static Path newest(ContentLocation location) throws IOException {
        try (Stream<Path> list = Files.list(location.indexDir())) {
            return list.filter(p -> p.getFileName().toString().startsWith("gen-")).max(Comparator.naturalOrder())
                    .orElseThrow();
        }
    }

    private static List<String> luceneFiles(Path generation) throws IOException {
        try (Stream<Path> list = Files.list(generation)) {
            return list.filter(Files::isRegularFile).map(p -> p.getFileName().toString())
                    .filter(n -> n.startsWith("_") || n.startsWith("segments")).sorted().toList();
        }
    }

    private static Path other(Path file) throws IOException {
        try (Stream<Path> list = Files.list(file.getParent())) {
            return list.filter(p -> Files.isRegularFile(p) && !p.equals(file) && !p.getFileName().toString()
                    .endsWith(".lock")).findFirst().orElseThrow();
        }
    }

    private static void flip(Path f, int at) throws IOException {
        byte[] b = Files.readAllBytes(f);
        b[Math.max(0, at)] ^= 0x5A;
        Files.write(f, b);
    }

    private static Map<String, String> tree(Path dir) throws IOException {
        Map<String, String> m = new LinkedHashMap<>();
        try (Stream<Path> walk = Files.walk(dir)) {
            for (Path p : walk.sorted().toList()) {
                m.put(dir.relativize(p).toString(), Files.isRegularFile(p) ? Files.readString(p) : "/");
            }
        }
        return m;
    }

    private static void deleteTree(Path dir) throws IOException {
        try (Stream<Path> walk = Files.walk(dir)) {
            for (Path p : walk.sorted(Comparator.reverseOrder()).toList()) {
                Files.delete(p);
            }
        }
    }
}
