package org.runbook.search.index;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Which folders Runbook treats as its own index folder. The states come from driving a real build step by step while a
 * second Runbook looks at the same folder, as five processes opening one missing index at once do.
 */
class IndexFolderTest {

    private static final long SEED = Long.getLong("runbook.seed", 20261126L);

    @TempDir
    Path tmp;

    @Test
    void everyStateABuildingRunbookLeavesIsOursToAnotherRunbookLookingAtTheSameFolder() throws Exception {
        Path dir = tmp.resolve("index");
        IndexFolder builder = new IndexFolder(dir);
        IndexFolder other = new IndexFolder(dir);
        List<String> seen = new ArrayList<>();
        seen.add(look(other, "missing"));
        builder.prepare();
        seen.add(look(other, "marker written"));
        try (BuildLock lock = BuildLock.acquire(dir, m -> { })) {
            seen.add(look(other, "lock taken"));
            Path first = builder.newBuild();
            Files.writeString(first.resolve("_0.cfs"), "segment");
            Files.writeString(first.resolve("segments_1"), "commit");
            seen.add(look(other, "first build written"));
            Path gen1 = builder.publish(first);
            seen.add(look(other, "first generation published"));
            Path second = builder.newBuild();
            seen.add(look(other, "second build begun"));
            Path gen2 = builder.publish(second);
            builder.removeOldExcept(gen2);
            seen.add(look(other, "older generation removed"));
            assertThat(gen1).doesNotExist();
        }
        seen.add(look(other, "lock released"));
        assertThat(seen).allMatch(s -> s.endsWith("ours"));
    }

    /** Whether {@code folder} is ours now, and also by a listing that missed the marker (taken just before it). */
    private static String look(IndexFolder folder, String moment) throws IOException {
        boolean now = folder.ours();
        List<String> names = names(folder.dir()).stream().filter(n -> !n.equals(IndexFolder.MARKER)).toList();
        boolean withoutMarker = IndexFolder.oursByNames(names, false);
        return moment + " " + names + ": " + (now && withoutMarker ? "ours" : "NOT ours (now " + now
                + ", without its marker " + withoutMarker + ")");
    }

    @Test
    void oneFileOfAPersonAmongRunbooksOwnNamesMakesAFolderWithoutAMarkerForeign() {
        List<String> runbook = List.of(IndexFolder.LOCK, ".build-3f1c", "gen-000001", "gen-000042", "_0.cfs",
                "segments_2", "write.lock", "README.md", ".gitignore");
        List<String> person = List.of("thesis.docx", "photos", "gen-12", "Gen-000001", "build.lock.bak", "notes",
                ".build", "index.html", "_notes.txt.swp ", "segments.txt");
        Random random = new Random(SEED);
        for (int round = 0; round < 500; round++) {
            List<String> names = new ArrayList<>();
            for (String n : runbook) {
                if (random.nextBoolean()) {
                    names.add(n);
                }
            }
            assertThat(IndexFolder.oursByNames(names, false)).as("seed %d round %d: %s", SEED, round, names).isTrue();
            String mine = person.get(random.nextInt(person.size()));
            names.add(random.nextInt(names.size() + 1), mine);
            assertThat(IndexFolder.oursByNames(names, false)).as("seed %d round %d: %s", SEED, round, names).isFalse();
            names.add(IndexFolder.MARKER);
            assertThat(IndexFolder.oursByNames(names, true)).as("seed %d round %d: %s", SEED, round, names).isTrue();
            assertThat(IndexFolder.oursByNames(names, false))
                    .as("seed %d round %d: a marker that is not a file does not count: %s", SEED, round, names)
                    .isFalse();
        }
    }

    @Test
    void aFolderOfAPersonsFilesBesideALockIsNotOursAndIsLeftAsItWas() throws Exception {
        Path dir = tmp.resolve("Documents");
        Files.createDirectories(dir.resolve(".build-x"));
        Files.writeString(dir.resolve(IndexFolder.LOCK), "");
        Files.writeString(dir.resolve("thesis.docx"), "years of work");
        List<String> before = names(dir);
        assertThat(new IndexFolder(dir).ours()).isFalse();
        assertThat(names(dir)).isEqualTo(before);
    }

    private static List<String> names(Path dir) throws IOException {
        if (!Files.isDirectory(dir)) {
            return List.of();
        }
        try (Stream<Path> list = Files.list(dir)) {
            return list.map(p -> p.getFileName().toString()).sorted().toList();
        }
    }
}
