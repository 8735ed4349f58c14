package org.runbook.search.index;

import org.apache.lucene.codecs.CodecUtil;
import org.apache.lucene.index.DirectoryReader;
import org.apache.lucene.index.SegmentInfos;
import org.apache.lucene.store.Directory;
import org.apache.lucene.store.FSDirectory;
import org.apache.lucene.store.IOContext;
import org.apache.lucene.store.IndexInput;
import org.runbook.corpus.ContentException;
import org.runbook.corpus.ContentLocation;
import org.runbook.corpus.Corpus;

import java.io.Closeable;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.function.Consumer;
import java.util.stream.Stream;

/**
 * The index folder: opens it when it is whole and matches the content, else rebuilds it from the content.
 * A missing, stale, unreadable or corrupted index is never an error: it is rebuilt. Invalid content is one
 * ({@link ContentException}), and then the index folder is left as it was.
 */
public final class IndexStore implements Closeable {

    private final ContentLocation location;
    private final Consumer<String> log;
    private Directory directory;
    private DirectoryReader reader;
    private Corpus corpus;

    private IndexStore(ContentLocation location, Consumer<String> log) {
        this.location = location;
        this.log = log;
    }

    /** Opens the index, rebuilding it first when needed. */
    public static IndexStore open(ContentLocation location, Consumer<String> log) throws IOException, ContentException {
        IndexStore store = new IndexStore(location, log);
        store.openOrRebuild(false);
        return store;
    }

    /** Rebuilds the index from the content, whatever its state. */
    public static IndexStore rebuild(ContentLocation location, Consumer<String> log) throws IOException, ContentException {
        IndexStore store = new IndexStore(location, log);
        store.openOrRebuild(true);
        return store;
    }

    private void openOrRebuild(boolean force) throws IOException, ContentException {
        String fingerprint = ContentFingerprint.of(location.contentDir());
        if (!force) {
            String problem = tryOpen(fingerprint);
            if (problem == null) {
                return;
            }
            log.accept("index: " + problem + "; rebuilding " + location.indexDir());
        }
        rebuildNow(fingerprint);
    }

    /** Rebuilds after a failure met while searching (a file damaged after opening). */
    public synchronized void recover() throws IOException, ContentException {
        log.accept("index: unreadable while searching; rebuilding " + location.indexDir());
        rebuildNow(ContentFingerprint.of(location.contentDir()));
    }

    private String tryOpen(String fingerprint) {
        Path dir = location.indexDir();
        if (!Files.isDirectory(dir)) {
            return "missing";
        }
        try {
            Directory d = FSDirectory.open(dir);
            if (!DirectoryReader.indexExists(d)) {
                d.close();
                return "missing";
            }
            SegmentInfos infos = SegmentInfos.readLatestCommit(d);
            if (!fingerprint.equals(infos.getUserData().get(IndexBuilder.FINGERPRINT))) {
                d.close();
                return "out of date with content/";
            }
            verifyChecksums(d, infos);
            DirectoryReader r = DirectoryReader.open(d);
            closeQuietly();
            directory = d;
            reader = r;
            return null;
        } catch (IOException | RuntimeException e) {
            return "unreadable (" + e.getClass().getSimpleName() + ")";
        }
    }

    /** Reads every file of the commit and checks its checksum: catches damage before a search meets it. */
    private static void verifyChecksums(Directory d, SegmentInfos infos) throws IOException {
        for (String file : infos.files(true)) {
            try (IndexInput in = d.openInput(file, IOContext.READONCE)) {
                CodecUtil.checksumEntireFile(in);
            }
        }
    }

    private synchronized void rebuildNow(String fingerprint) throws IOException, ContentException {
        long start = System.nanoTime();
        Corpus loaded = Corpus.load(location.contentDir());
        closeQuietly();
        Path dir = location.indexDir();
        Files.createDirectories(dir);
        try (Stream<Path> files = Files.list(dir)) {
            for (Path f : files.toList()) {
                if (!f.getFileName().toString().equals("README.md") && Files.isRegularFile(f)) {
                    Files.delete(f);
                }
            }
        }
        Directory d = FSDirectory.open(dir);
        IndexBuilder.build(loaded, d, fingerprint);
        directory = d;
        reader = DirectoryReader.open(d);
        corpus = loaded;
        log.accept(String.format("index: built %d documents from %d entries in %d ms", reader.numDocs(),
                loaded.size(), (System.nanoTime() - start) / 1_000_000));
    }

    public synchronized DirectoryReader reader() {
        return reader;
    }

    /** The corpus, loaded on first use when the index was opened without a rebuild. */
    public synchronized Corpus corpus() throws IOException, ContentException {
        if (corpus == null) {
            corpus = Corpus.load(location.contentDir());
        }
        return corpus;
    }

    public ContentLocation location() {
        return location;
    }

    private void closeQuietly() {
        try {
            if (reader != null) {
                reader.close();
            }
            if (directory != null) {
                directory.close();
            }
        } catch (IOException ignored) {
            // the files are about to be replaced
        }
        reader = null;
        directory = null;
    }

    @Override
    public synchronized void close() {
        closeQuietly();
    }
}
