package org.runbook.search.index;

import org.apache.lucene.index.DirectoryReader;
import org.apache.lucene.store.ByteBuffersDirectory;
import org.apache.lucene.store.FSDirectory;
import org.apache.lucene.store.IOContext;
import org.apache.lucene.store.IndexOutput;
import org.runbook.corpus.ContentException;
import org.runbook.corpus.ContentLocation;
import org.runbook.corpus.Corpus;
import org.runbook.search.query.Vocabulary;

import java.io.BufferedInputStream;
import java.io.BufferedOutputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.Reader;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Properties;

/**
 * The search data built from {@code content/} when the jar is packaged (the index, the validated corpus, its
 * vocabulary) with a manifest of the content it came from, so that a start opens it instead of parsing, validating
 * and indexing the corpus again, nor build the tables a search needs. {@link #main} writes it (run by the build into {@code target/classes/shipped});
 * {@link #fromClasspath()} finds it in the running jar; {@link #matches} tells whether it is still the content's.
 */
public final class ShippedData implements SearchData {

    /** The folder inside the jar. */
    public static final String RESOURCE = "shipped";
    private static final String MANIFEST = "manifest.properties";

    /** Opens one of the shipped files by name ("corpus.bin", "index/_0.cfs"). */
    public interface Opener {
        InputStream open(String name) throws IOException;
    }

    private final Opener files;
    private final Properties manifest;
    private DirectoryReader reader;
    /** The corpus being read, or read, once {@link #load} started. */
    private java.util.concurrent.CompletableFuture<Corpus> corpusRead;
    private Vocabulary vocabulary;
    private SearchTables tables;

    private ShippedData(Opener files, Properties manifest) {
        this.files = files;
        this.manifest = manifest;
    }

    /** Builds the data of {@code contentDir} into {@code outDir}: {@code java ... ShippedData CONTENT OUT}. */
    public static void main(String[] args) throws Exception {
        if (args.length != 2) {
            System.err.println("usage: ShippedData CONTENT_DIR OUT_DIR");
            System.exit(2);
        }
        long start = System.nanoTime();
        write(Path.of(args[0]), Path.of(args[1]));
        System.out.printf("runbook: search data of %s built into %s in %d ms%n", args[0], args[1],
                (System.nanoTime() - start) / 1_000_000);
    }

    /** Validates and indexes {@code contentDir} and writes everything a start needs into {@code outDir}. */
    public static void write(Path contentDir, Path outDir) throws IOException, ContentException {
        Corpus corpus = Corpus.load(contentDir);
        String fingerprint = ContentFingerprint.of(contentDir);
        Path indexDir = outDir.resolve("index");
        if (Files.isDirectory(indexDir)) {
            try (var old = Files.list(indexDir)) {
                for (Path f : old.toList()) {
                    Files.delete(f);
                }
            }
        }
        Files.createDirectories(indexDir);
        try (FSDirectory dir = FSDirectory.open(indexDir)) {
            IndexBuilder.build(corpus, dir, fingerprint);
        }
        Files.deleteIfExists(indexDir.resolve("write.lock"));
        try (DataOutputStream out = data(Files.newOutputStream(outDir.resolve("corpus.bin")))) {
            CorpusSnapshot.write(corpus, out);
        }
        Vocabulary vocabulary = new Vocabulary(corpus);
        try (DataOutputStream out = data(Files.newOutputStream(outDir.resolve("vocabulary.bin")))) {
            vocabulary.write(out);
        }
        try (DataOutputStream out = data(Files.newOutputStream(outDir.resolve("tables.bin")))) {
            SearchTables.of(corpus, vocabulary).write(out);
        }
        String[] indexFiles;
        try (var list = Files.list(indexDir)) {
            indexFiles = list.map(p -> p.getFileName().toString()).sorted().toArray(String[]::new);
        }
        Properties m = new Properties();
        m.setProperty("schema", ContentFingerprint.SCHEMA);
        m.setProperty("fingerprint", fingerprint);
        m.setProperty("listing", ContentListing.of(contentDir));
        m.setProperty("entries", String.valueOf(corpus.size()));
        m.setProperty("index.files", String.join(",", indexFiles));
        String[] indexSizes = new String[indexFiles.length];
        for (int i = 0; i < indexFiles.length; i++) {
            indexSizes[i] = String.valueOf(Files.size(indexDir.resolve(indexFiles[i])));
        }
        // read back into blocks of their size (openReader)
        m.setProperty("index.sizes", String.join(",", indexSizes));
        try (Writer w = Files.newBufferedWriter(outDir.resolve(MANIFEST), StandardCharsets.UTF_8)) {
            m.store(w, "Runbook search data, built from the content listed below");
        }
    }

    private static DataOutputStream data(OutputStream out) {
        return new DataOutputStream(new BufferedOutputStream(out, 1 << 16));
    }

    /** The data shipped in the running jar, or null when there is none (a build without it, the tests). */
    public static ShippedData fromClasspath() {
        return open(name -> {
            InputStream in = ShippedData.class.getResourceAsStream("/" + RESOURCE + "/" + name);
            if (in == null) {
                throw new java.io.FileNotFoundException(RESOURCE + "/" + name);
            }
            return in;
        });
    }

    /** The data written by {@link #write} into {@code dir}, or null when there is none. */
    public static ShippedData fromDirectory(Path dir) {
        return open(name -> Files.newInputStream(dir.resolve(name)));
    }

    private static ShippedData open(Opener files) {
        Properties m = new Properties();
        try (InputStream in = files.open(MANIFEST); Reader r = new java.io.InputStreamReader(in, StandardCharsets.UTF_8)) {
            m.load(r);
        } catch (IOException e) {
            return null;
        }
        if (!ContentFingerprint.SCHEMA.equals(m.getProperty("schema"))) {
            return null;
        }
        return new ShippedData(files, m);
    }

    /**
     * True when the content folder of {@code location} is the one this data was built from: the copy inside the
     * jar always is; a folder is when its listing (names, sizes, times) is the same, or else when its bytes are.
     */
    public boolean matches(ContentLocation location) throws IOException {
        if (location.builtIn()) {
            return true;
        }
        if (ContentListing.of(location.contentDir()).equals(manifest.getProperty("listing"))) {
            return true;
        }
        return ContentFingerprint.of(location.contentDir()).equals(manifest.getProperty("fingerprint"));
    }

    /**
     * Loads the index into memory, the vocabulary and the search tables. The corpus is not read here (a search does
     * not need it): {@link #corpusSoon()} starts reading it on a thread of its own, {@link #corpus()} waits for it.
     */
    public synchronized ShippedData load() throws IOException, ContentException {
        // the vocabulary and the tables are read on a thread of their own while this one opens the index
        java.util.concurrent.CompletableFuture<Tables> tablesRead = null;
        if (vocabulary == null || tables == null) {
            tablesRead = new java.util.concurrent.CompletableFuture<>();
            java.util.concurrent.CompletableFuture<Tables> done = tablesRead;
            Thread t = new Thread(() -> {
                try {
                    done.complete(readTables());
                } catch (IOException | RuntimeException | Error e) {
                    done.completeExceptionally(e);
                }
            }, "runbook-tables");
            t.setDaemon(true);
            t.start();
        }
        if (reader == null) {
            reader = openReader();
        }
        if (tablesRead != null) {
            Tables read;
            try {
                read = tablesRead.join();
            } catch (java.util.concurrent.CompletionException e) {
                if (e.getCause() instanceof IOException io) {
                    throw io;
                }
                throw e;
            }
            vocabulary = read.vocabulary();
            tables = read.tables();
        }
        return this;
    }

    /** The vocabulary and the search tables read from the data (tables null in data from before they were shipped). */
    private record Tables(Vocabulary vocabulary, SearchTables tables) {
    }

    private Tables readTables() throws IOException {
        Vocabulary v;
        try (DataInputStream in = new DataInputStream(new BufferedInputStream(files.open("vocabulary.bin"), 1 << 16))) {
            v = Vocabulary.read(in);
        }
        SearchTables t = null;
        try (DataInputStream in = new DataInputStream(new BufferedInputStream(files.open("tables.bin"), 1 << 16))) {
            t = SearchTables.read(in, v);
        } catch (java.io.FileNotFoundException | java.nio.file.NoSuchFileException e) {
            // data from before the tables were shipped: the search builds them from the corpus
        }
        return new Tables(v, t);
    }

    /** The corpus alone, without opening the index: for a command that only reads entries ({@code show}). */
    public Corpus corpusOnly() throws IOException, ContentException {
        return readCorpus();
    }

    /** The corpus snapshot, validated when the build wrote it: read back, it is not checked again. */
    private Corpus readCorpus() throws IOException, ContentException {
        try (DataInputStream in = new DataInputStream(new BufferedInputStream(files.open("corpus.bin"), 1 << 16))) {
            return CorpusSnapshot.read(in);
        }
    }

    private DirectoryReader openReader() throws IOException {
        List<String> names = Arrays.asList(manifest.getProperty("index.files", "").split(","));
        List<String> sizes = Arrays.asList(manifest.getProperty("index.sizes", "").split(","));
        // Each file as one buffer: reads without the block look-ups of the default layout. With its size known
        // (the manifest), a file is written into one block of about its size and that block is the buffer read;
        // the default output starts with 1 KB blocks, merges them into larger ones as it grows and copies the
        // whole into one array at the end (the opening thread allocated 16.5 MB with it, 11.3 MB without).
        long[] next = {0};
        ByteBuffersDirectory dir = new ByteBuffersDirectory(new org.apache.lucene.store.SingleInstanceLockFactory(),
                () -> outputFor(next[0]), ShippedData::asOneBuffer);
        byte[] buffer = new byte[1 << 16];
        for (int i = 0; i < names.size(); i++) {
            String name = names.get(i);
            if (name.isBlank()) {
                continue;
            }
            next[0] = sizes.size() == names.size() ? parseSize(sizes.get(i)) : 0;
            try (InputStream in = files.open("index/" + name);
                 IndexOutput out = dir.createOutput(name, IOContext.DEFAULT)) {
                int n;
                while ((n = in.readNBytes(buffer, 0, buffer.length)) > 0) {
                    out.writeBytes(buffer, 0, n);
                }
            }
        }
        return DirectoryReader.open(dir);
    }

    /** Blocks of at least 1 KB (Lucene's default) and at most 64 MB (its largest). */
    private static final int MIN_BLOCK_BITS = 10;
    private static final int MAX_BLOCK_BITS = 26;

    /** An output whose one block holds {@code size} bytes; Lucene's default one when the size is not known. */
    private static org.apache.lucene.store.ByteBuffersDataOutput outputFor(long size) {
        if (size <= 0 || size > 1L << MAX_BLOCK_BITS) {
            return new org.apache.lucene.store.ByteBuffersDataOutput();
        }
        int bits = Math.max(MIN_BLOCK_BITS, 64 - Long.numberOfLeadingZeros(size - 1));
        return new org.apache.lucene.store.ByteBuffersDataOutput(bits, bits,
                org.apache.lucene.store.ByteBuffersDataOutput.ALLOCATE_BB_ON_HEAP,
                org.apache.lucene.store.ByteBuffersDataOutput.NO_REUSE);
    }

    /** A written file as one buffer: its one block as it is, or its blocks copied into one array. */
    private static org.apache.lucene.store.IndexInput asOneBuffer(String name,
                                                                  org.apache.lucene.store.ByteBuffersDataOutput out) {
        List<java.nio.ByteBuffer> blocks = out.toWriteableBufferList();
        if (blocks.size() != 1) {
            return ByteBuffersDirectory.OUTPUT_AS_ONE_BUFFER.apply(name, out);
        }
        java.nio.ByteBuffer one = blocks.get(0).order(java.nio.ByteOrder.LITTLE_ENDIAN);
        return new org.apache.lucene.store.ByteBuffersIndexInput(
                new org.apache.lucene.store.ByteBuffersDataInput(List.of(one)), "shipped index file " + name);
    }

    private static long parseSize(String s) {
        try {
            return Long.parseLong(s.trim());
        } catch (NumberFormatException e) {
            return 0; // then Lucene's default output
        }
    }

    @Override
    public synchronized DirectoryReader reader() {
        return reader;
    }

    /**
     * The corpus being read on a thread of its own, its reading started by the first call: a window asks for it once
     * its first answer is out, so that the reading does not share the two cores with that answer.
     */
    public synchronized java.util.concurrent.CompletableFuture<Corpus> corpusSoon() {
        if (corpusRead == null) {
            java.util.concurrent.CompletableFuture<Corpus> read = new java.util.concurrent.CompletableFuture<>();
            Thread t = new Thread(() -> {
                try {
                    read.complete(readCorpus());
                } catch (IOException | ContentException | RuntimeException | Error e) {
                    read.completeExceptionally(e);
                }
            }, "runbook-corpus");
            t.setDaemon(true);
            t.start();
            corpusRead = read;
        }
        return corpusRead;
    }

    /** True once the corpus's reading has been asked for ({@link #corpusSoon}, {@link #corpus}). */
    synchronized boolean corpusStarted() {
        return corpusRead != null;
    }

    /** The corpus; waits for it while it is being read (not holding this object's lock meanwhile). */
    @Override
    public Corpus corpus() throws IOException, ContentException {
        java.util.concurrent.CompletableFuture<Corpus> read = corpusSoon();
        try {
            return read.join();
        } catch (java.util.concurrent.CompletionException e) {
            if (e.getCause() instanceof IOException io) {
                throw io;
            }
            if (e.getCause() instanceof ContentException ce) {
                throw ce;
            }
            throw e;
        }
    }

    @Override
    public synchronized Vocabulary vocabulary() {
        return vocabulary;
    }

    @Override
    public synchronized SearchTables tables() {
        return tables;
    }

    @Override
    public synchronized void recover() throws IOException {
        reader = openReader();
    }

    /** The number of entries the data was built from (from the manifest: known without reading the corpus). */
    public int entries() {
        return Integer.parseInt(manifest.getProperty("entries", "0"));
    }
}
