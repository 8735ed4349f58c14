package org.runbook.corpus;

import java.util.AbstractMap;
import java.util.AbstractSet;
import java.util.Iterator;
import java.util.Map;
import java.util.NoSuchElementException;
import java.util.Objects;
import java.util.Set;

/**
 * An unmodifiable map of a few string keys kept in the order they were given, held in two arrays. An entry's facts
 * and part lines are such maps, some 58,000 pairs over the whole corpus: as {@code LinkedHashMap}s each pair cost a
 * node of 40 bytes besides the table, here it costs two array slots. A look-up walks the keys (an entry has at most a
 * few dozen), which is as fast as hashing at that size.
 *
 * @param <V> the values' type
 */
final class CompactMap<V> extends AbstractMap<String, V> {

    private final String[] keys;
    private final Object[] values;

    private CompactMap(String[] keys, Object[] values) {
        this.keys = keys;
        this.values = values;
    }

    /** The pairs of {@code map} in its iteration order; no null key or value, as {@link Map#copyOf}. */
    static <V> Map<String, V> copyOf(Map<String, V> map) {
        String[] keys = new String[map.size()];
        Object[] values = new Object[keys.length];
        int i = 0;
        for (Map.Entry<String, V> e : map.entrySet()) {
            keys[i] = Objects.requireNonNull(e.getKey(), "a null key");
            values[i] = Objects.requireNonNull(e.getValue(), () -> "a null value for " + e.getKey());
            i++;
        }
        return new CompactMap<>(keys, values);
    }

    private int indexOf(Object key) {
        if (key != null) {
            for (int i = 0; i < keys.length; i++) {
                if (keys[i].equals(key)) {
                    return i;
                }
            }
        }
        return -1;
    }

    @Override
    public int size() {
        return keys.length;
    }

    @Override
    public boolean containsKey(Object key) {
        return indexOf(key) >= 0;
    }

    @Override
    @SuppressWarnings("unchecked")
    public V get(Object key) {
        int i = indexOf(key);
        return i < 0 ? null : (V) values[i];
    }

    @Override
    public V getOrDefault(Object key, V otherwise) {
        int i = indexOf(key);
        @SuppressWarnings("unchecked")
        V v = i < 0 ? otherwise : (V) values[i];
        return v;
    }

    @Override
    public Set<Map.Entry<String, V>> entrySet() {
        return new AbstractSet<>() {
            @Override
            public int size() {
                return keys.length;
            }

            @Override
            public Iterator<Map.Entry<String, V>> iterator() {
                return new Iterator<>() {
                    private int next;

                    @Override
                    public boolean hasNext() {
                        return next < keys.length;
                    }

                    @Override
                    @SuppressWarnings("unchecked")
                    public Map.Entry<String, V> next() {
                        if (next >= keys.length) {
                            throw new NoSuchElementException();
                        }
                        int i = next++;
                        return new AbstractMap.SimpleImmutableEntry<>(keys[i], (V) values[i]);
                    }
                };
            }
        };
    }
}
