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

    private static final Map<Object, Leaf> LEAVES = Collections.synchronizedMap(new WeakHashMap<>());
    private static final Map<Object, Map<String, Integer>> DOCS = Collections.synchronizedMap(new WeakHashMap<>());

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
        var helper = reader.getReaderCacheHelper();
        Object key = helper == null ? reader : helper.getKey();
        Map<String, Integer> docs = DOCS.get(key);
        if (docs == null) {
            docs = documents(reader);
            DOCS.put(key, docs);
        }
        Integer doc = docs.get(lang.code() + ' ' + id);
        return doc == null ? -1 : doc;
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
