package org.runbook.search.index;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.runbook.corpus.ContentLoader;
import org.runbook.corpus.ContentLocation;
import org.runbook.corpus.Corpus;
import org.runbook.corpus.Fixtures;
import org.runbook.search.SearchHit;
import org.runbook.search.SearchRequest;
import org.runbook.search.SearchService;
import org.runbook.search.query.Vocabulary;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

class ShippedDataTest {

    @TempDir
    Path tmp;

    private ContentLocation location(Path content) {
        return new ContentLocation(content, tmp.resolve("index"), false);
    }

    @Test
    void theShippedCorpusEqualsTheLoadedOneEntryForEntry() throws Exception {
        Path content = Fixtures.copyContent(tmp);
        ShippedData.write(content, tmp.resolve("shipped"));
        ShippedData data = ShippedData.fromDirectory(tmp.resolve("shipped")).load();
        Corpus loaded = Corpus.load(content);
        assertThat(data.corpus().entries()).isEqualTo(loaded.entries());
        assertThat(data.entries()).isEqualTo(loaded.size());
        Vocabulary built = new Vocabulary(loaded);
        assertThat(data.vocabulary().words()).isEqualTo(built.words());
        assertThat(data.vocabulary().closest("jak")).isEqualTo(built.closest("jak"));
        assertThat(data.vocabulary().surface("debrancher")).isEqualTo(built.surface("debrancher"));
    }

    @Test
    void searchesOverTheShippedDataAnswerAsTheIndexFolderDoes() throws Exception {
        Path content = Fixtures.copyContent(tmp);
        ShippedData.write(content, tmp.resolve("shipped"));
        SearchService shipped = new SearchService(ShippedData.fromDirectory(tmp.resolve("shipped")).load()).warm();
        try (IndexStore store = IndexStore.open(location(content), m -> { })) {
            SearchService folder = new SearchService(store);
            for (String q : List.of("jack out first ice", "débrancher première glace", "ausstöpseln erstes Ice")) {
                assertThat(ids(shipped, q)).as(q).isNotEmpty().isEqualTo(ids(folder, q));
            }
        }
    }

    @Test
    void loadingAndSearchingLeaveTheCorpusUnreadUntilItIsAskedFor() throws Exception {
        Path content = Fixtures.copyContent(tmp);
        ShippedData.write(content, tmp.resolve("shipped"));
        ShippedData data = ShippedData.fromDirectory(tmp.resolve("shipped")).load();
        SearchService service = new SearchService(data);

        assertThat(service.searchFirst(new SearchRequest("jack out", null, null, null, null, 10)).hits()).isNotEmpty();
        assertThat(data.corpusStarted()).as("after opening and a first search").isFalse();

        Corpus read = data.corpusSoon().get(30, java.util.concurrent.TimeUnit.SECONDS);
        assertThat(read.size()).isEqualTo(data.entries()).isEqualTo(Corpus.load(content).size());
        assertThat(data.corpus()).isSameAs(read);
    }

    @Test
    void dataWithoutTheIndexSizesOrWithWrongOnesOpensTheSameIndex() throws Exception {
        Path content = Fixtures.copyContent(tmp);
        Path dir = tmp.resolve("shipped");
        ShippedData.write(content, dir);
        SearchService sized = new SearchService(ShippedData.fromDirectory(dir).load());
        List<String> expected = ids(sized, "jack out first ice");
        Path manifest = dir.resolve("manifest.properties");
        String text = Files.readString(manifest);
        assertThat(text).contains("index.sizes=");
        // an index file larger than its block, and data written before the sizes were shipped
        Files.writeString(manifest, text.replaceAll("index\\.sizes=[^\\n]*", "index.sizes=1,1,1,1"));
        assertThat(ids(new SearchService(ShippedData.fromDirectory(dir).load()), "jack out first ice"))
                .isNotEmpty().isEqualTo(expected);
        Files.writeString(manifest, text.replaceAll("index\\.sizes=[^\\n]*\\n", ""));
        assertThat(Files.readString(manifest)).doesNotContain("index.sizes");
        assertThat(ids(new SearchService(ShippedData.fromDirectory(dir).load()), "jack out first ice"))
                .isEqualTo(expected);
    }

    @Test
    void itMatchesItsContentAndNotAnEditedOne() throws Exception {
        Path content = Fixtures.copyContent(tmp);
        ShippedData.write(content, tmp.resolve("shipped"));
        ShippedData data = ShippedData.fromDirectory(tmp.resolve("shipped"));
        assertThat(data.matches(location(content))).isTrue();

        Path file = ContentLoader.entryFiles(content).get(0);
        Files.setLastModifiedTime(file, FileTime.fromMillis(Files.getLastModifiedTime(file).toMillis() - 60_000));
        assertThat(data.matches(location(content))).as("same bytes, other time").isTrue();

        Files.writeString(file, Files.readString(file) + "\n# an edit\n");
        assertThat(data.matches(location(content))).as("other bytes").isFalse();
    }

    @Test
    void aFolderWithoutShippedDataGivesNone() {
        assertThat(ShippedData.fromDirectory(tmp.resolve("nothing"))).isNull();
    }

    private static List<String> ids(SearchService service, String q) throws Exception {
        return service.search(SearchRequest.of(q)).hits().stream().map(SearchHit::id).toList();
    }
}
