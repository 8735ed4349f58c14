package org.runbook.search.index;

import org.apache.lucene.index.DocValues;
import org.apache.lucene.index.IndexReader;
import org.apache.lucene.index.LeafReader;
import org.apache.lucene.index.LeafReaderContext;
import org.apache.lucene.index.NumericDocValues;
import org.apache.lucene.index.PostingsEnum;
import org.apache.lucene.index.SortedDocValues;
import org.apache.lucene.index.Term;
import org.apache.lucene.search.DocIdSetIterator;
import org.apache.lucene.util.BytesRef;
import org.runbook.engine.game.Lang;
import org.runbook.search.analysis.Fields;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.Collections;
import java.util.HashMap;
import java.util.Map;
import java.util.WeakHashMap;

/**
 * What a query reads of every matching document, read once per segment into plain arrays instead of through doc
 * values on each query: each document's entry id, prior flags and in-links, and per entry the document of each of its
 * languages. A segment never changes, so its facts are kept for as long as the segment is open (weakly, by its core
 * key); a query reads the same values as from the index, for much less work.
 */
public final class ReaderFacts {

    /** The facts of one segment. */
    public static final class Leaf {
        private final String[] ids;
        private final long[] flags;
        private final long[] inlinks;
        private final boolean[] hasFlags;
        private final boolean[] hasInlinks;

        private Leaf(LeafReader reader) throws IOException {
            int max = reader.maxDoc();
            ids = new String[max];
            flags = new long[max];
            inlinks = new long[max];
            hasFlags = new boolean[max];
            hasInlinks = new boolean[max];
            SortedDocValues idValues = DocValues.getSorted(reader, Fields.ID);
            String[] byOrd = new String[idValues.getValueCount()];
            for (int doc = idValues.nextDoc(); doc != DocIdSetIterator.NO_MORE_DOCS; doc = idValues.nextDoc()) {
                int ord = idValues.ordValue();
                if (byOrd[ord] == null) {
                    byOrd[ord] = idValues.lookupOrd(ord).utf8ToString();
                }
                ids[doc] = byOrd[ord];
            }
            NumericDocValues f = DocValues.getNumeric(reader, Fields.PRIOR_FLAGS);
            for (int doc = f.nextDoc(); doc != DocIdSetIterator.NO_MORE_DOCS; doc = f.nextDoc()) {
                flags[doc] = f.longValue();
                hasFlags[doc] = true;
            }
            NumericDocValues l = DocValues.getNumeric(reader, Fields.INLINKS);
            for (int doc = l.nextDoc(); doc != DocIdSetIterator.NO_MORE_DOCS; doc = l.nextDoc()) {
                inlinks[doc] = l.longValue();
                hasInlinks[doc] = true;
            }
        }

        /** The entry id of a document of this segment, or null when it has none in its doc values. */
        public String id(int doc) {
            return ids[doc];
        }

        /** The prior flags of a document, or {@code missing} when it has none. */
        public long flags(int doc, long missing) {
            return hasFlags[doc] ? flags[doc] : missing;
        }

        /** The in-links of a document, or {@code missing} when it has none. */
        public long inlinks(int doc, long missing) {
            return hasInlinks[doc] ? inlinks[doc] : missing;
        }
    }

    /**
     * Per reader: each document's entry as a number (the same number for every language of an entry), each number's
     * id, and each entry's document in each language.
     */
    private static final class Table {
        private final Entries entries;
        private final Map<String, Integer> docs;

        private Table(IndexReader reader) throws IOException {
            int[] entryOfDoc = new int[reader.maxDoc()];
            java.util.Arrays.fill(entryOfDoc, -1);
            Map<String, Integer> numbers = new HashMap<>();
            java.util.List<String> byNumber = new java.util.ArrayList<>();
            for (LeafReaderContext ctx : reader.leaves()) {
                Leaf leaf = of(ctx);
                for (int doc = 0; doc < ctx.reader().maxDoc(); doc++) {
                    String id = leaf.id(doc);
                    if (id != null) {
                        entryOfDoc[ctx.docBase + doc] = numbers.computeIfAbsent(id, k -> {
                            byNumber.add(k);
                            return byNumber.size() - 1;
                        });
                    }
                }
            }
            entries = new Entries(entryOfDoc, byNumber.toArray(new String[0]));
            docs = documents(reader);
        }
    }

    private static final Map<Object, Leaf> LEAVES = Collections.synchronizedMap(new WeakHashMap<>());
    private static final Map<Object, Table> TABLES = Collections.synchronizedMap(new WeakHashMap<>());

    private ReaderFacts() {
    }

    /** The facts of a segment, read on first use. */
    public static Leaf of(LeafReaderContext context) {
        LeafReader reader = context.reader();
        var helper = reader.getCoreCacheHelper();
        Object key = helper == null ? reader : helper.getKey();
        Leaf leaf = LEAVES.get(key);
        if (leaf == null) {
            try {
                leaf = new Leaf(reader);
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
            LEAVES.put(key, leaf);
        }
        return leaf;
    }

    /**
     * The document (index-wide number) of an entry in a language, or -1: found in a table read once per reader from
     * the index terms, as a filtered query on the id and the language would find it.
     */
    public static int document(IndexReader reader, String id, Lang lang) throws IOException {
        Integer doc = table(reader).docs.get(lang.code() + ' ' + id);
        return doc == null ? -1 : doc;
    }

    /** The entries of a reader's documents, numbered, read once per reader. */
    public static Entries entries(IndexReader reader) throws IOException {
        return table(reader).entries;
    }

    /**
     * Each document's entry as a number from 0 to {@link #count} - 1, the same for all the languages of an entry.
     */
    public static final class Entries {
        private final int[] entryOfDoc;
        private final String[] ids;

        private Entries(int[] entryOfDoc, String[] ids) {
            this.entryOfDoc = entryOfDoc;
            this.ids = ids;
        }

        /** The entry of a document (index-wide number), or -1 when the document has no id in its doc values. */
        public int of(int doc) {
            return entryOfDoc[doc];
        }

        /** The id of an entry. */
        public String id(int entry) {
            return ids[entry];
        }

        /** How many entries the reader's documents belong to. */
        public int count() {
            return ids.length;
        }
    }

    private static Table table(IndexReader reader) throws IOException {
        var helper = reader.getReaderCacheHelper();
        Object key = helper == null ? reader : helper.getKey();
        Table table = TABLES.get(key);
        if (table == null) {
            table = new Table(reader);
            TABLES.put(key, table);
        }
        return table;
    }

    private static Map<String, Integer> documents(IndexReader reader) throws IOException {
        Map<String, Integer> out = new HashMap<>();
        for (LeafReaderContext ctx : reader.leaves()) {
            Leaf leaf = of(ctx);
            var live = ctx.reader().getLiveDocs();
            for (Lang lang : Lang.values()) {
                PostingsEnum p = ctx.reader().postings(new Term(Fields.LANG, new BytesRef(lang.code())),
                        PostingsEnum.NONE);
                if (p == null) {
                    continue;
                }
                for (int doc = p.nextDoc(); doc != DocIdSetIterator.NO_MORE_DOCS; doc = p.nextDoc()) {
                    if ((live == null || live.get(doc)) && leaf.id(doc) != null) {
                        // the first document in index order, as a search sorted by score ties would give
                        out.putIfAbsent(lang.code() + ' ' + leaf.id(doc), ctx.docBase + doc);
                    }
                }
            }
        }
        return out;
    }
}
