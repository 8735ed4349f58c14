package org.runbook.search.index;

import org.apache.lucene.index.DirectoryReader;
import org.apache.lucene.index.FieldInfo;
import org.apache.lucene.index.FilterDirectoryReader;
import org.apache.lucene.index.FilterLeafReader;
import org.apache.lucene.index.LeafReader;
import org.apache.lucene.index.NumericDocValues;
import org.apache.lucene.search.DocIdSetIterator;
import org.apache.lucene.util.FixedBitSet;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.Collections;
import java.util.HashMap;
import java.util.Map;
import java.util.WeakHashMap;

/**
 * A segment's length norms read once into plain arrays. Each language has its own title and body fields, so most
 * norms are sparse (only a third of the documents carry a field), and Lucene finds a sparse norm by walking the
 * segment's list of documents with that field; a query of fifty clauses walked those lists once per clause. Through
 * {@link #searchable} a query reads the same values from an array instead: the same scores, bit for bit. A segment
 * never changes, so its tables are kept for as long as it is open (weakly, by its core key, as {@link ReaderFacts}
 * does); they are read at a reader's first search, one byte per document and field with norms (Lucene's length
 * norms each fit in a byte; a field whose values do not is kept as longs), where longs took eight times the heap and
 * more of the processor's cache.
 */
public final class NormTables {

    /**
     * One field's norms: its values by document, one byte each when every value fits in a byte (Lucene's length
     * norms do), else one long each; and which documents have one.
     */
    private record Field(byte[] small, long[] values, FixedBitSet present) {
    }

    private static final Map<Object, Map<String, Field>> BY_CORE = Collections.synchronizedMap(new WeakHashMap<>());

    private NormTables() {
    }

    /**
     * The reader as a search sees it, its norms read from arrays; everything else is the reader's own, its cache keys
     * included (so that tables kept per reader are shared). Cheap to make: one per search.
     */
    public static DirectoryReader searchable(DirectoryReader reader) {
        try {
            return new Reader(reader);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static Map<String, Field> tables(LeafReader leaf) {
        var helper = leaf.getCoreCacheHelper();
        Object key = helper == null ? leaf : helper.getKey();
        Map<String, Field> fields = BY_CORE.get(key);
        if (fields == null) {
            try {
                fields = read(leaf);
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
            BY_CORE.put(key, fields);
        }
        return fields;
    }

    private static Map<String, Field> read(LeafReader leaf) throws IOException {
        Map<String, Field> out = new HashMap<>();
        int max = leaf.maxDoc();
        for (FieldInfo info : leaf.getFieldInfos()) {
            if (!info.hasNorms()) {
                continue;
            }
            NumericDocValues norms = leaf.getNormValues(info.name);
            if (norms == null) {
                continue;
            }
            long[] values = new long[max];
            FixedBitSet present = new FixedBitSet(Math.max(1, max));
            boolean bytes = true;
            for (int doc = norms.nextDoc(); doc != DocIdSetIterator.NO_MORE_DOCS; doc = norms.nextDoc()) {
                values[doc] = norms.longValue();
                bytes &= values[doc] == (byte) values[doc];
                present.set(doc);
            }
            out.put(info.name, bytes ? new Field(small(values), null, present) : new Field(null, values, present));
        }
        return Map.copyOf(out);
    }

    /** The values as bytes (each one fits): a byte read back as a long is the value again. */
    private static byte[] small(long[] values) {
        byte[] out = new byte[values.length];
        for (int i = 0; i < values.length; i++) {
            out[i] = (byte) values[i];
        }
        return out;
    }

    /** The norms of one field, as an iterator over the array (a new one for each caller, as Lucene's are). */
    private static final class ArrayNorms extends NumericDocValues {
        private final Field field;
        private final byte[] small;
        private final long[] values;
        private final long[] present;
        private final int max;
        private int doc = -1;

        ArrayNorms(Field field, int max) {
            this.field = field;
            this.small = field.small();
            this.values = field.values();
            this.present = field.present().getBits();
            this.max = max;
        }

        @Override
        public long longValue() {
            return small != null ? small[doc] : values[doc];
        }

        /** Whether the document has a norm: its bit in the field's set, read from the set's words directly. */
        @Override
        public boolean advanceExact(int target) {
            doc = target;
            return (present[target >> 6] & (1L << target)) != 0;
        }

        @Override
        public int docID() {
            return doc;
        }

        @Override
        public int nextDoc() {
            return advance(doc + 1);
        }

        @Override
        public int advance(int target) {
            int next = target >= max ? NO_MORE_DOCS : field.present().nextSetBit(target);
            doc = next == DocIdSetIterator.NO_MORE_DOCS ? NO_MORE_DOCS : next;
            return doc;
        }

        @Override
        public long cost() {
            return field.present().cardinality();
        }
    }

    private static final class Leaf extends FilterLeafReader {
        private final Map<String, Field> norms;

        Leaf(LeafReader in) {
            super(in);
            norms = tables(in);
        }

        @Override
        public NumericDocValues getNormValues(String field) throws IOException {
            Field f = norms.get(field);
            return f == null ? in.getNormValues(field) : new ArrayNorms(f, in.maxDoc());
        }

        @Override
        public CacheHelper getCoreCacheHelper() {
            return in.getCoreCacheHelper(); // the same documents and values: tables kept per segment stay valid
        }

        @Override
        public CacheHelper getReaderCacheHelper() {
            return in.getReaderCacheHelper();
        }
    }

    private static final class Reader extends FilterDirectoryReader {
        Reader(DirectoryReader in) throws IOException {
            super(in, new SubReaderWrapper() {
                @Override
                public LeafReader wrap(LeafReader reader) {
                    return new Leaf(reader);
                }
            });
        }

        @Override
        protected DirectoryReader doWrapDirectoryReader(DirectoryReader in) throws IOException {
            return new Reader(in);
        }

        @Override
        public CacheHelper getReaderCacheHelper() {
            return in.getReaderCacheHelper();
        }
    }
}
