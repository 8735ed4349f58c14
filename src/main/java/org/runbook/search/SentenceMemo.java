package org.runbook.search;

import org.apache.lucene.index.LeafReader;

import java.util.Collections;
import java.util.Map;
import java.util.WeakHashMap;
import java.util.concurrent.atomic.AtomicReferenceArray;

/**
 * What the JDK's sentence rules answered for one indexed text, kept so that the next snippet of that document asks
 * them nothing they were asked before. The rules' answers used here are functions of the text and one position
 * alone (see {@link KnownSentences}): the next boundary found forward from a place, and what {@code preceding} and
 * {@code following} give right after the text is set. A document's stored text never changes while its segment is
 * open, so the answers are kept per segment (by its core key, dropped with it) and document.
 *
 * <p>At most {@link #MAX_ANSWERS} answers are kept per document (at most 1 kB); past that the rules are asked again
 * every time, as before.
 */
final class SentenceMemo {

    /** The kinds of answer kept. */
    static final int NEXT = 0;
    static final int PRECEDING = 1;
    static final int FOLLOWING = 2;

    static final int MAX_ANSWERS = 96;
    private static final long EMPTY = -1L;

    private static final Map<Object, AtomicReferenceArray<SentenceMemo>> BY_SEGMENT =
            Collections.synchronizedMap(new WeakHashMap<>());

    /** The length of the text these answers are for: a text of another length is never answered from here. */
    final int length;
    /** Open addressing: (kind and position) in the high half, the answer in the low half; -1 for a free slot. */
    private long[] slots = newSlots(8);
    private int size;

    SentenceMemo(int length) {
        this.length = length;
    }

    /** The segment's table of documents, or null when the segment has no core key to keep it by. */
    static AtomicReferenceArray<SentenceMemo> segment(LeafReader leaf) {
        LeafReader.CacheHelper helper = leaf.getCoreCacheHelper();
        if (helper == null) {
            return null;
        }
        return BY_SEGMENT.computeIfAbsent(helper.getKey(), k -> new AtomicReferenceArray<>(leaf.maxDoc()));
    }

    /** The answers kept for document {@code doc} of a segment's table, made at the first call. */
    static SentenceMemo of(AtomicReferenceArray<SentenceMemo> segment, int doc, int length) {
        if (segment == null || doc < 0 || doc >= segment.length()) {
            return null;
        }
        SentenceMemo m = segment.get(doc);
        if (m == null) {
            m = new SentenceMemo(length);
            if (!segment.compareAndSet(doc, null, m)) {
                m = segment.get(doc);
            }
        }
        return m.length == length ? m : null;
    }

    private static long[] newSlots(int n) {
        long[] s = new long[n];
        java.util.Arrays.fill(s, EMPTY);
        return s;
    }

    private static long key(int kind, int position) {
        return ((long) kind << 30 | position) << 32;
    }

    /** The kept answer, or {@link Integer#MIN_VALUE} when there is none. */
    synchronized int get(int kind, int position) {
        long k = key(kind, position);
        int mask = slots.length - 1;
        for (int i = mix(k) & mask; ; i = (i + 1) & mask) {
            long s = slots[i];
            if (s == EMPTY) {
                return Integer.MIN_VALUE;
            }
            if ((s & 0xFFFF_FFFF_0000_0000L) == k) {
                return (int) s;
            }
        }
    }

    /** Keeps an answer (unless the document holds its most already). */
    synchronized void put(int kind, int position, int answer) {
        if (size >= MAX_ANSWERS) {
            return;
        }
        if ((size + 1) * 4 > slots.length * 3) {
            long[] old = slots;
            slots = newSlots(old.length * 2);
            size = 0;
            for (long s : old) {
                if (s != EMPTY) {
                    insert(s);
                }
            }
        }
        insert(key(kind, position) | (answer & 0xFFFF_FFFFL));
    }

    private void insert(long entry) {
        long k = entry & 0xFFFF_FFFF_0000_0000L;
        int mask = slots.length - 1;
        for (int i = mix(k) & mask; ; i = (i + 1) & mask) {
            if (slots[i] == EMPTY) {
                slots[i] = entry;
                size++;
                return;
            }
            if ((slots[i] & 0xFFFF_FFFF_0000_0000L) == k) {
                slots[i] = entry;
                return;
            }
        }
    }

    private static int mix(long k) {
        long h = k * 0x9E37_79B9_7F4A_7C15L;
        return (int) (h >>> 40);
    }

    /** How many answers are kept (for tests). */
    synchronized int size() {
        return size;
    }
}
