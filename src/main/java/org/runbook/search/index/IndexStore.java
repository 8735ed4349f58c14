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
import org.runbook.corpus.ContentProblem;
import org.runbook.corpus.Corpus;

import java.io.Closeable;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.SortedSet;
import java.util.function.Consumer;

/**
 * The search index of a content folder: opens the newest complete build when it matches the content, else builds a
 * new one (one process at a time, see {@link BuildLock}) into a fresh folder that replaces the old one only when
 * complete (see {@link IndexFolder}). A missing, stale or damaged index is rebuilt; a folder of other files is
 * refused ({@link IndexFolderException}) and never written to; an index path that is a file, a dangling link or not
 * writable is replaced by a folder in the user's cache, with a sentence in the log. Invalid content is an error
 * ({@link ContentException}) for {@link #rebuild}; {@link #open} then keeps answering from the last good build,
 * with a warning naming the problems.
 */
public final class IndexStore implements Closeable {

    /** How many content problems the warning of a stale index lists. */
    private static final int PROBLEMS_SHOWN = 8;

    private ContentLocation location;
    private final Consumer<String> log;
    private Directory directory;
    private DirectoryReader reader;
    private Corpus corpus;
    private String staleWarning;

    private IndexStore(ContentLocation location, Consumer<String> log) {
        this.location = location;
        this.log = log;
    }

    /** Opens the index, building it first when needed. */
    public static IndexStore open(ContentLocation location, Consumer<String> log) throws IOException, ContentException {
        IndexStore store = new IndexStore(location, log);
        store.openOrRebuild(false);
        return store;
    }

    /** Rebuilds the index from the content, whatever its state; invalid content is always an error here. */
    public static IndexStore rebuild(ContentLocation location, Consumer<String> log) throws IOException, ContentException {
        IndexStore store = new IndexStore(location, log);
        store.openOrRebuild(true);
        return store;
    }

    private void openOrRebuild(boolean force) throws IOException, ContentException {
        IndexFolder folder = new IndexFolder(location.indexDir());
        Optional<String> unusable = folder.unusable();
        if (unusable.isPresent()) {
            moveToCache(unusable.get());
            folder = new IndexFolder(location.indexDir());
        }
        if (!folder.ours()) {
            throw new IndexFolderException(folder.foreignMessage());
        }
        String fingerprint = ContentFingerprint.of(location.contentDir());
        if (!force) {
            String problem = tryOpenNewest(folder, fingerprint);
            if (problem == null) {
                return;
            }
            log.accept("index: " + problem + "; rebuilding " + location.indexDir());
        }
        try {
            folder.prepare();
        } catch (IOException e) {
            moveToCache(location.indexDir() + " cannot be written (" + IndexFolderException.reason(e) + ")");
            folder = new IndexFolder(location.indexDir());
            if (!folder.ours()) {
                throw new IndexFolderException(folder.foreignMessage());
            }
            folder.prepare();
        }
        try (BuildLock lock = BuildLock.acquire(folder.dir(), log)) {
            if (!force && tryOpenNewest(folder, fingerprint) == null) {
                return; // another process built it while this one waited
            }
            build(folder, fingerprint, force);
        }
    }

    /** Uses a folder of the user's cache instead of an index path that cannot serve; says so in the log. */
    private void moveToCache(String why) throws IOException {
        Path cache = ContentLocation.userHome().resolve("cache").resolve("index-"
                + Integer.toHexString(location.indexDir().toString().hashCode()));
        if (cache.equals(location.indexDir())) {
            throw new IndexFolderException(why);
        }
        log.accept("index: " + why + "; using " + cache + " instead");
        location = new ContentLocation(location.contentDir(), cache, location.builtIn());
        Optional<String> again = new IndexFolder(cache).unusable();
        if (again.isPresent()) {
            throw new IndexFolderException(why + "; and " + again.get());
        }
    }

    private void build(IndexFolder folder, String fingerprint, boolean force) throws IOException, ContentException {
        long start = System.nanoTime();
        Corpus loaded;
        try {
            loaded = Corpus.load(location.contentDir());
        } catch (ContentException e) {
            if (!force && openLastGood(folder, e)) {
                return;
            }
            throw e;
        }
        closeQuietly();
        Path build = folder.newBuild();
        try {
            try (Directory d = FSDirectory.open(build)) {
                IndexBuilder.build(loaded, d, fingerprint);
            }
            if (!location.builtIn()) {
                ContentSnapshot.copy(location.contentDir(), build.resolve(ContentSnapshot.FOLDER));
            }
        } catch (IOException | RuntimeException | Error e) {
            folder.discard(build);
            throw e;
        }
        Path generation = folder.publish(build);
        folder.removeOldExcept(generation);
        String problem = tryOpen(generation, fingerprint);
        if (problem != null) {
            throw new IOException("the index just built in " + generation + " cannot be read (" + problem + ")");
        }
        corpus = loaded;
        log.accept(String.format("index: built %d documents from %d entries in %d ms", reader.numDocs(),
                loaded.size(), (System.nanoTime() - start) / 1_000_000));
    }

    /** After a bad content edit: the newest intact build and its copy of the content, with a warning. */
    private boolean openLastGood(IndexFolder folder, ContentException problems) {
        for (Path generation : folder.generations()) {
            Path snapshot = generation.resolve(ContentSnapshot.FOLDER);
            if (tryOpen(generation, null) != null) {
                continue;
            }
            try {
                corpus = Corpus.load(snapshot);
            } catch (IOException | ContentException | RuntimeException e) {
                closeQuietly();
                continue;
            }
            int count = problems.problems().size();
            StringBuilder b = new StringBuilder("index: the content has " + count
                    + (count == 1 ? " problem; searching the index built before the edit until it is fixed:"
                            : " problems; searching the index built before the edit until they are fixed:"));
            List<ContentProblem> list = problems.problems();
            list.stream().limit(PROBLEMS_SHOWN).forEach(p -> b.append("\n  ").append(p));
            if (list.size() > PROBLEMS_SHOWN) {
                b.append("\n  … and ").append(list.size() - PROBLEMS_SHOWN).append(" more ('runbook validate')");
            }
            staleWarning = b.toString();
            log.accept(staleWarning);
            return true;
        }
        return false;
    }

    /** Rebuilds after a failure met while searching (a file damaged after opening). */
    public synchronized void recover() throws IOException, ContentException {
        log.accept("index: unreadable while searching; rebuilding " + location.indexDir());
        IndexFolder folder = new IndexFolder(location.indexDir());
        folder.prepare();
        try (BuildLock lock = BuildLock.acquire(folder.dir(), log)) {
            build(folder, ContentFingerprint.of(location.contentDir()), true);
        }
    }

    /** Opens the newest build when it matches {@code fingerprint}; returns why not, or null when open. */
    private String tryOpenNewest(IndexFolder folder, String fingerprint) {
        List<Path> generations = folder.generations();
        if (generations.isEmpty()) {
            return "missing";
        }
        return tryOpen(generations.get(0), fingerprint);
    }

    /** Opens one build, checking its fingerprint (unless null) and every checksum; returns why not, or null. */
    private String tryOpen(Path generation, String fingerprint) {
        Directory d = null;
        try {
            d = FSDirectory.open(generation);
            if (!DirectoryReader.indexExists(d)) {
                d.close();
                return "missing";
            }
            SegmentInfos infos = SegmentInfos.readLatestCommit(d);
            if (fingerprint != null && !fingerprint.equals(infos.getUserData().get(IndexBuilder.FINGERPRINT))) {
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
            if (d != null) {
                try {
                    d.close();
                } catch (IOException ignored) {
                    // unreadable anyway
                }
            }
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

    public synchronized DirectoryReader reader() {
        return reader;
    }

    /** The values indexed in a keyword field (games, kinds, editions), for checking options. */
    public synchronized SortedSet<String> values(String field) throws IOException {
        return FieldValues.of(reader, field);
    }

    /** The warning shown when answers come from the build made before a bad content edit, else null. */
    public synchronized String staleWarning() {
        return staleWarning;
    }

    /** The corpus, loaded on first use when the index was opened without a rebuild. */
    public synchronized Corpus corpus() throws IOException, ContentException {
        if (corpus == null) {
            corpus = Corpus.load(location.contentDir());
        }
        return corpus;
    }

    /** Where the content and the index are; the index folder is the cache's when the given one could not serve. */
    public synchronized ContentLocation location() {
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
