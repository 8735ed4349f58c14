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
    void aBrokenFileGivesNoBookmarksAndSaysWhy() throws Exception {
        Path file = tmp.resolve("bookmarks.txt");
        Files.writeString(file, "rule:anr/jack-out\nthis is not an id\n");

        Bookmarks b = Bookmarks.load(file);

        assertThat(b.ids()).isEmpty();
        assertThat(b.loadProblem()).contains("line 2");
    }
}
