package org.runbook.search;

import org.apache.lucene.codecs.StoredFieldsReader;
import org.apache.lucene.document.Document;
import org.apache.lucene.document.DocumentStoredFieldVisitor;
import org.apache.lucene.index.CodecReader;
import org.apache.lucene.index.DirectoryReader;
import org.apache.lucene.index.FilterDirectoryReader;
import org.apache.lucene.index.FilterLeafReader;
import org.apache.lucene.index.IndexReader;
import org.apache.lucene.index.LeafReader;
import org.apache.lucene.index.LeafReaderContext;
import org.apache.lucene.index.StoredFields;
import org.apache.lucene.store.AlreadyClosedException;
import org.runbook.engine.game.Lang;
import org.runbook.search.analysis.Fields;

import java.io.IOException;
import java.util.Arrays;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.WeakHashMap;
import java.util.concurrent.CompletableFuture;

/**
 * What a hit shows of its document (id, title, text, cards, source), for every document of a reader. Reading one
 * document from Lucene's stored fields decompresses the block that holds it: ten hits cost a tenth of a query's CPU.
 * The values of all the documents are read once per reader instead, block after block (about 1.9 million characters,
 * 40–80 ms on this machine), on a background thread started once the reader's first search has answered (so that
 * it does not slow that search down); until they are there a hit is read from the stored fields as before. Either
 * way a hit shows the same values.
 */
final class ShownDocuments {

    /** What a hit shows of a document. */
    record Shown(String id, String kind, String game, Lang lang, String title, String text, List<String> cards,
                 String source) {
    }

    /** Per reader (by its cache key): every document's values, by index-wide number, once read. */
    private static final Map<Object, CompletableFuture<Shown[]>> BY_READER =
            Collections.synchronizedMap(new WeakHashMap<>());

    private ShownDocuments() {
    }

    /** The document's values: from the reader's table when it has been read, else from {@code stored}. */
    static Shown of(IndexReader reader, StoredFields stored, int doc) throws IOException {
        CompletableFuture<Shown[]> table = BY_READER.get(key(unwrap(reader)));
        Shown[] all = table != null && table.isDone() && !table.isCompletedExceptionally() ? table.join() : null;
        Shown shown = all == null || doc >= all.length ? null : all[doc];
        return shown != null ? shown : shown(stored.document(doc));
    }

    /** True once the reader's table has been asked for: its reading started (or ended). */
    static boolean started(IndexReader searched) {
        return BY_READER.containsKey(key(unwrap(searched)));
    }

    /** The reader's table, its reading started on a background thread at the first call (after a search). */
    static CompletableFuture<Shown[]> table(IndexReader searched) {
        IndexReader reader = unwrap(searched);
        Object key = key(reader);
        CompletableFuture<Shown[]> table;
        boolean start = false;
        synchronized (BY_READER) {
            table = BY_READER.get(key);
            if (table == null) {
                table = new CompletableFuture<>();
                BY_READER.put(key, table);
                start = true;
            }
        }
        if (start) {
            CompletableFuture<Shown[]> filled = table;
            Thread t = new Thread(() -> {
                if (!reader.tryIncRef()) { // closed already: its searches, if any, read the stored fields
                    filled.completeExceptionally(new AlreadyClosedException("reader closed"));
                    return;
                }
                try {
                    filled.complete(readAll(reader));
                } catch (IOException | RuntimeException e) {
                    filled.completeExceptionally(e);
                } finally {
                    try {
                        reader.decRef();
                    } catch (IOException e) {
                        // closing a reader already given up: nothing left to do
                    }
                }
            }, "runbook-shown-documents");
            t.setDaemon(true);
            t.setPriority(Thread.MIN_PRIORITY);
            t.start();
        }
        return table;
    }

    /** The reader itself rather than a view of it (the same documents), so that it stays open while being read. */
    private static IndexReader unwrap(IndexReader reader) {
        return reader instanceof DirectoryReader d ? FilterDirectoryReader.unwrap(d) : reader;
    }

    private static Object key(IndexReader reader) {
        var helper = reader.getReaderCacheHelper();
        return helper == null ? reader : helper.getKey();
    }

    private static Shown[] readAll(IndexReader reader) throws IOException {
        Shown[] all = new Shown[reader.maxDoc()];
        // the language versions of an entry repeat its id, kind, game, cards and sources, and every document its kind
        // and game: one copy of each value is kept instead of one per document (issue 13, resident memory)
        Map<Object, Object> pool = new HashMap<>();
        for (LeafReaderContext ctx : reader.leaves()) {
            LeafReader leaf = FilterLeafReader.unwrap(ctx.reader());
            if (leaf instanceof CodecReader codec) {
                // one reader that keeps the current block: the documents in order cost one decompression per block
                StoredFieldsReader fields = codec.getFieldsReader().getMergeInstance();
                for (int doc = 0; doc < leaf.maxDoc(); doc++) {
                    DocumentStoredFieldVisitor visitor = new DocumentStoredFieldVisitor();
                    fields.document(doc, visitor);
                    all[ctx.docBase + doc] = shared(shown(visitor.getDocument()), pool);
                }
            } else {
                StoredFields fields = leaf.storedFields();
                for (int doc = 0; doc < leaf.maxDoc(); doc++) {
                    all[ctx.docBase + doc] = shared(shown(fields.document(doc)), pool);
                }
            }
        }
        return all;
    }

    /** The same values, each one the copy already in {@code pool} when an equal one was seen before. */
    static Shown shared(Shown s, Map<Object, Object> pool) {
        return new Shown(one(s.id(), pool), one(s.kind(), pool), one(s.game(), pool), s.lang(), one(s.title(), pool),
                one(s.text(), pool), one(s.cards(), pool), one(s.source(), pool));
    }

    @SuppressWarnings("unchecked")
    private static <T> T one(T value, Map<Object, Object> pool) {
        return value == null ? null : (T) pool.computeIfAbsent(value, v -> v);
    }

    static Shown shown(Document d) {
        return new Shown(d.get(Fields.ID), d.get(Fields.KIND), d.get(Fields.GAME),
                Lang.parse(d.get(Fields.LANG)).orElse(Lang.EN), d.get(Fields.STORED_TITLE),
                d.get(Fields.STORED_TEXT), List.copyOf(Arrays.asList(d.getValues(Fields.CARDS))),
                d.get(Fields.STORED_SOURCE));
    }
}
