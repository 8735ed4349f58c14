package org.runbook.search.query;

import org.runbook.corpus.Corpus;
import org.runbook.corpus.Entry;
import org.runbook.search.suggest.Suggester;

import java.util.AbstractSet;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.HashSet;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

/**
 * Every folded word of the corpus (titles, texts, names), for "did you mean" and for telling typos from words.
 *
 * <p>Held in arrays rather than maps (issue 13, a running window at most 150 MB): the words sorted, with their
 * counts, their counts per game and, for each first letter, the words in the order they are tried as corrections.
 * As maps of maps the 10,683 words of the built-in corpus took 3.6 MB of heap; the counting maps exist only while
 * the vocabulary is made ({@link Counts}).
 */
public final class Vocabulary {

    /** The words, sorted ({@link Arrays#binarySearch}). */
    private final String[] sorted;
    /** How often each word of {@link #sorted} is used. */
    private final int[] frequency;
    /** The games of the corpus, and for word {@code i} of {@link #sorted} its uses in game {@code g}. */
    private final String[] games;
    private final int[] byGame;
    /** For each first letter, the words tried as corrections, in a fixed order, with their letters and counts. */
    private final Map<Character, Candidates> byFirstLetter = new HashMap<>();
    /** The folded words the corpus also writes otherwise (sorted), how it writes each most often, and how often. */
    private final String[] surfaceKeys;
    private final String[] surfaceForms;
    private final int[] surfaceCounts;

    private record Candidates(String[] words, long[] letters, int[] frequency) {
    }

    public Vocabulary(Corpus corpus) {
        this(Counts.of(corpus));
    }

    private Vocabulary(Counts c) {
        sorted = c.words.toArray(new String[0]);
        Arrays.sort(sorted);
        frequency = new int[sorted.length];
        games = c.byGame.values().stream().flatMap(m -> m.keySet().stream()).distinct().sorted()
                .toArray(String[]::new);
        byGame = new int[sorted.length * games.length];
        for (int i = 0; i < sorted.length; i++) {
            frequency[i] = c.frequency.getOrDefault(sorted[i], 0);
            Map<String, Integer> counts = c.byGame.getOrDefault(sorted[i], Map.of());
            for (int g = 0; g < games.length; g++) {
                byGame[i * games.length + g] = counts.getOrDefault(games[g], 0);
            }
        }
        // the order of the words tried as corrections is that of the set of words, as it always was: of two
        // candidates as near and as frequent, the first is kept
        Map<Character, List<String>> lists = new HashMap<>();
        for (String w : c.words) {
            lists.computeIfAbsent(w.charAt(0), k -> new ArrayList<>()).add(w);
        }
        lists.forEach((first, list) -> {
            String[] words = list.toArray(new String[0]);
            long[] letters = new long[words.length];
            int[] counts = new int[words.length];
            for (int i = 0; i < words.length; i++) {
                letters[i] = Levenshtein.letters(words[i]);
                counts[i] = frequency[Arrays.binarySearch(sorted, words[i])];
            }
            byFirstLetter.put(first, new Candidates(words, letters, counts));
        });
        Map<String, Map<String, Integer>> accents = new TreeMap<>(c.surfaces);
        surfaceKeys = new String[accents.size()];
        surfaceForms = new String[accents.size()];
        surfaceCounts = new int[accents.size()];
        int k = 0;
        for (Map.Entry<String, Map<String, Integer>> e : accents.entrySet()) {
            // the most used form; of two as used, the one the reader of the file always chose (its map of the
            // forms, filled in their sorted order, gave the first of them in its own order)
            Map<String, Integer> read = new HashMap<>(e.getValue().size() * 2);
            read.putAll(new TreeMap<>(e.getValue()));
            Map.Entry<String, Integer> best = read.entrySet().stream().max(Map.Entry.comparingByValue())
                    .orElseThrow();
            surfaceKeys[k] = e.getKey();
            surfaceForms[k] = best.getKey();
            surfaceCounts[k] = best.getValue();
            k++;
        }
    }

    /** The counts gathered while the vocabulary is made, from the corpus or from its file. */
    private static final class Counts {
        final Set<String> words = new HashSet<>();
        final Map<String, Integer> frequency = new HashMap<>();
        final Map<String, Map<String, Integer>> byGame = new HashMap<>();
        final Map<String, Map<String, Integer>> surfaces = new HashMap<>();

        static Counts of(Corpus corpus) {
            Counts c = new Counts();
            for (Entry e : corpus.entries()) {
                e.titles().values().forEach(t -> c.addAll(t, e.game()));
                e.texts().values().forEach(t -> c.addAll(t, e.game()));
                e.names().values().forEach(list -> list.forEach(n -> c.addAll(n, e.game())));
            }
            return c;
        }

        private void addAll(String text, String game) {
            for (String form : text.toLowerCase(java.util.Locale.ROOT).split("[^\\p{L}\\p{N}]+")) {
                String folded = Suggester.fold(form).strip();
                if (!folded.isEmpty() && !folded.contains(" ") && !folded.equals(form)) {
                    surfaces.computeIfAbsent(folded, k -> new HashMap<>()).merge(form, 1, Integer::sum);
                }
            }
            for (String w : Suggester.fold(text).split(" ")) {
                if (w.length() >= 2 && w.length() <= 40) {
                    words.add(w);
                    frequency.merge(w, 1, Integer::sum);
                    byGame.computeIfAbsent(w, k -> new HashMap<>()).merge(game, 1, Integer::sum);
                }
            }
        }
    }

    /**
     * Writes the words and their counts (built at package time, so that a start does not fold the whole corpus). Of
     * the forms behind a folded word only the most used is written: it is all {@link #surface} gives.
     */
    public void write(java.io.DataOutput out) throws java.io.IOException {
        out.writeInt(sorted.length);
        for (int i = 0; i < sorted.length; i++) {
            out.writeUTF(sorted[i]);
            out.writeInt(frequency[i]);
            int used = 0;
            for (int g = 0; g < games.length; g++) {
                used += byGame[i * games.length + g] > 0 ? 1 : 0;
            }
            out.writeByte(used);
            for (int g = 0; g < games.length; g++) {
                if (byGame[i * games.length + g] > 0) {
                    out.writeUTF(games[g]);
                    out.writeInt(byGame[i * games.length + g]);
                }
            }
        }
        // the accented form behind each folded word, so that suggestions keep the corpus's accents
        out.writeInt(surfaceKeys.length);
        for (int k = 0; k < surfaceKeys.length; k++) {
            out.writeUTF(surfaceKeys[k]);
            out.writeInt(1);
            out.writeUTF(surfaceForms[k]);
            out.writeInt(surfaceCounts[k]);
        }
    }

    /** Reads what {@link #write} wrote: the same vocabulary as the one built from the corpus. */
    public static Vocabulary read(java.io.DataInput in) throws java.io.IOException {
        Counts c = new Counts();
        int n = in.readInt();
        Map<String, String> games = new HashMap<>();
        for (int i = 0; i < n; i++) {
            String w = in.readUTF();
            c.words.add(w);
            c.frequency.put(w, in.readInt());
            int g = in.readByte();
            Map<String, Integer> counts = new HashMap<>(4);
            for (int k = 0; k < g; k++) {
                String game = in.readUTF();
                counts.put(games.computeIfAbsent(game, x -> x), in.readInt());
            }
            c.byGame.put(w, counts);
        }
        int folded = in.readInt();
        for (int i = 0; i < folded; i++) {
            String key = in.readUTF();
            int forms = in.readInt();
            Map<String, Integer> m = new HashMap<>(forms * 2);
            for (int k = 0; k < forms; k++) {
                m.put(in.readUTF(), in.readInt());
            }
            c.surfaces.put(key, m);
        }
        return new Vocabulary(c);
    }

    /** True when every word of the folded phrase is common (three uses or more) in the entries of {@code game}. */
    public boolean commonIn(String foldedPhrase, String game) {
        int g = Arrays.asList(games).indexOf(game);
        for (String w : foldedPhrase.split(" ")) {
            int i = Arrays.binarySearch(sorted, w);
            if (g < 0 || i < 0 || byGame[i * games.length + g] < 3) {
                return false;
            }
        }
        return true;
    }

    /** The words, sorted (a view: not to be changed). */
    public Set<String> words() {
        return new AbstractSet<>() {
            @Override
            public Iterator<String> iterator() {
                return Arrays.asList(sorted).iterator();
            }

            @Override
            public int size() {
                return sorted.length;
            }

            @Override
            public boolean contains(Object o) {
                return o instanceof String s && Vocabulary.this.contains(s);
            }
        };
    }

    public boolean contains(String foldedWord) {
        return Arrays.binarySearch(sorted, foldedWord) >= 0;
    }

    /** The most frequent known word within one or two edits (same first letter), or null. */
    public String closest(String foldedWord) {
        if (foldedWord.length() < 4 || contains(foldedWord)) {
            return null;
        }
        int allowed = foldedWord.length() >= 8 ? 2 : 1;
        String best = null;
        int bestDistance = Integer.MAX_VALUE;
        int bestFrequency = -1;
        Candidates candidates = byFirstLetter.get(foldedWord.charAt(0));
        if (candidates == null) {
            return null;
        }
        long letters = Levenshtein.letters(foldedWord);
        for (int i = 0; i < candidates.words().length; i++) {
            String w = candidates.words()[i];
            if (Math.abs(w.length() - foldedWord.length()) > allowed
                    || !Levenshtein.mayBeWithin(candidates.letters()[i], letters, allowed)) {
                continue; // more than `allowed` edits apart
            }
            int d = Levenshtein.distance(w, foldedWord, allowed);
            if (d > allowed) {
                continue;
            }
            int f = candidates.frequency()[i];
            if (d < bestDistance || d == bestDistance && f > bestFrequency) {
                best = w;
                bestDistance = d;
                bestFrequency = f;
            }
        }
        return best;
    }

    /**
     * How the corpus writes a folded word most often, accents kept, lower case ("nachste" gives "nächste"), or the
     * folded word itself when the corpus never writes it.
     */
    public String surface(String foldedWord) {
        int k = Arrays.binarySearch(surfaceKeys, foldedWord);
        return k < 0 ? foldedWord : surfaceForms[k];
    }
}
