package org.runbook.ui.reading;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;

import static org.assertj.core.api.Assertions.assertThat;

class BookmarksTest {

    @TempDir
    Path tmp;

    @Test
    void bookmarksAreKeptBetweenSessionsInOrder() throws Exception {
        Path file = tmp.resolve("home/bookmarks.txt");
        Bookmarks b = Bookmarks.load(file);
        b.toggle("rule:anr/jack-out");
        b.toggle("card:01090");

        Bookmarks again = Bookmarks.load(file);

        assertThat(again.loadProblem()).isNull();
        assertThat(again.ids()).containsExactly("rule:anr/jack-out", "card:01090");
        again.toggle("rule:anr/jack-out");
        assertThat(Bookmarks.load(file).ids()).containsExactly("card:01090");
    }

    @Test
    void savingLeavesNoTemporaryFileBehind() throws Exception {
        Bookmarks b = Bookmarks.load(tmp.resolve("bookmarks.txt"));
        b.toggle("term:anr/ice");

        try (var files = Files.list(tmp)) {
            assertThat(files.map(p -> p.getFileName().toString())).containsExactly("bookmarks.txt");
        }
    }

    @Test
    void aBadLineIsReportedWithItsFileAndLineAndTheOthersAreKept() throws Exception {
        Path file = tmp.resolve("bookmarks.txt");
        Files.writeString(file, "rule:anr/jack-out\nthis is not an id\ncard:01090\n");

        Bookmarks b = Bookmarks.load(file);

        assertThat(b.ids()).containsExactly("rule:anr/jack-out", "card:01090");
        assertThat(b.problems()).containsExactly(file + ":2: expected an entry id such as rule:anr/jack-out");
    }

    @Test
    void aFileWithProblemsIsCopiedToABackupBeforeItIsFirstRewritten() throws Exception {
        Path file = tmp.resolve("bookmarks.txt");
        byte[] original = "rule:anr/jack-out\n\u00ff\u00fe broken\n".getBytes(java.nio.charset.StandardCharsets.ISO_8859_1);
        Files.write(file, original);
        Bookmarks b = Bookmarks.load(file);
        assertThat(b.problems()).singleElement().asString().endsWith(":2: not UTF-8 text");

        b.toggle("card:01090");
        b.toggle("term:anr/ice");

        assertThat(Files.readAllBytes(tmp.resolve("bookmarks.txt.bak"))).isEqualTo(original);
        assertThat(tmp.resolve("bookmarks.txt.1.bak")).doesNotExist();
        assertThat(Bookmarks.load(file).ids()).containsExactly("rule:anr/jack-out", "card:01090", "term:anr/ice");
        assertThat(Bookmarks.load(file).problems()).isEmpty();
    }

    @Test
    void twoWindowsDoNotEraseEachOthersBookmarks() throws Exception {
        Path file = tmp.resolve("bookmarks.txt");
        Bookmarks first = Bookmarks.load(file);
        Bookmarks second = Bookmarks.load(file);
        first.toggle("rule:anr/jack-out");
        second.toggle("card:01090");
        first.rename("rule:anr/jack-out", "Jack out");
        second.toggle("card:01090");
        second.toggle("term:anr/ice");

        Bookmarks again = Bookmarks.load(file);

        assertThat(again.ids()).containsExactly("rule:anr/jack-out", "term:anr/ice");
        assertThat(again.list().get(0).name()).isEqualTo("Jack out");
    }

    @Test
    void bookmarksCanBeRenamedFiledRemovedExportedAndImported() throws Exception {
        Bookmarks b = Bookmarks.load(tmp.resolve("a/bookmarks.txt"));
        b.toggle("rule:anr/jack-out");
        b.toggle("card:01090");
        b.rename("card:01090", "Tollbooth\tand\nits tax");
        b.move("card:01090", "Tournament");
        b.exportTo(tmp.resolve("export.txt"));
        b.remove("rule:anr/jack-out");

        Bookmarks other = Bookmarks.load(tmp.resolve("b/bookmarks.txt"));
        other.toggle("term:anr/ice");
        Bookmarks.Imported imported = other.importFrom(tmp.resolve("export.txt"));

        assertThat(imported.added()).isEqualTo(2);
        assertThat(Bookmarks.load(tmp.resolve("a/bookmarks.txt")).list())
                .containsExactly(new Bookmarks.Bookmark("card:01090", "Tollbooth and its tax", "Tournament"));
        assertThat(Bookmarks.load(tmp.resolve("b/bookmarks.txt")).ids())
                .containsExactly("term:anr/ice", "rule:anr/jack-out", "card:01090");
        assertThat(other.folders()).containsExactly("Tournament");
    }

    @Test
    void randomDamageNeverThrowsAndKeepsEveryGoodLine() throws Exception {
        long seed = System.nanoTime();
        java.util.Random random = new java.util.Random(seed);
        for (int round = 0; round < 200; round++) {
            Path file = tmp.resolve("r" + round + ".txt");
            java.util.List<String> good = new java.util.ArrayList<>();
            StringBuilder text = new StringBuilder();
            java.io.ByteArrayOutputStream bytes = new java.io.ByteArrayOutputStream();
            for (int line = 0; line < 1 + random.nextInt(12); line++) {
                if (random.nextBoolean()) {
                    String id = "rule:anr/r" + round + "-" + line;
                    good.add(id);
                    bytes.write((id + "\n").getBytes(java.nio.charset.StandardCharsets.UTF_8));
                } else {
                    byte[] junk = new byte[random.nextInt(30)];
                    random.nextBytes(junk);
                    for (int i = 0; i < junk.length; i++) {
                        junk[i] = junk[i] == '\n' || junk[i] == '#' ? (byte) 0xff : junk[i];
                    }
                    bytes.write(junk);
                    bytes.write('\n');
                }
            }
            Files.write(file, bytes.toByteArray());

            Bookmarks b = Bookmarks.load(file);

            assertThat(b.ids()).as("seed %d round %d", seed, round).containsAll(good);
            b.toggle("card:01090");
            assertThat(Bookmarks.load(file).ids()).as("seed %d round %d", seed, round).containsAll(good)
                    .contains("card:01090");
        }
    }
}
