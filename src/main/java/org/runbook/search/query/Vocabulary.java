package org.runbook.search.query;

import org.runbook.corpus.Corpus;
import org.runbook.corpus.Entry;
import org.runbook.search.suggest.Suggester;

import java.util.AbstractSet;
import java.util.Arrays;
import java.util.HashMap;
import java.util.Iterator;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

/**
 * Every folded word of the corpus (titles, texts, names), for "did you mean" and for telling typos from words.
 *
 * <p>Held in arrays rather than maps (issue 13, a running window at most 150 MB): the words sorted, with their
 * counts, their letters ({@link Levenshtein#letters}) and their counts per game, and each folded word's most used
 * written form. As maps of maps the 10,683 words of the built-in corpus took 3.6 MB of heap; the file is read
 * straight into the arrays, and the counting maps exist only while the vocabulary is made from a corpus
 * ({@link Counts}).
 */
public final class Vocabulary {

    /** The words, sorted ({@link Arrays#binarySearch}): those of one first letter are side by side. */
    private final String[] sorted;
    /** How often each word of {@link #sorted} is used, and its letters. */
    private final int[] frequency;
    private final long[] letters;
    /** The games of the corpus, and for word {@code i} of {@link #sorted} its uses in game {@code g}. */
    private final String[] games;
    private final int[] byGame;
    /** The folded words the corpus also writes otherwise (sorted), how it writes each most often, and how often. */
    private final String[] surfaceKeys;
    private final String[] surfaceForms;
    private final int[] surfaceCounts;

    private Vocabulary(String[] sorted, int[] frequency, String[] games, int[] byGame, String[] surfaceKeys,
                       String[] surfaceForms, int[] surfaceCounts) {
        this.sorted = sorted;
        this.frequency = frequency;
        this.games = games;
        this.byGame = byGame;
        this.surfaceKeys = surfaceKeys;
        this.surfaceForms = surfaceForms;
        this.surfaceCounts = surfaceCounts;
        letters = new long[sorted.length];
        for (int i = 0; i < sorted.length; i++) {
            letters[i] = Levenshtein.letters(sorted[i]);
        }
    }

    public Vocabulary(Corpus corpus) {
        this(Counts.of(corpus));
    }

    private Vocabulary(Counts c) {
        this(c.sortedWords(), c.frequencies(), c.games(), c.gameCounts(), c.surfaceKeys(), c.surfaceForms(),
                c.surfaceCounts());
    }

    /** The counts gathered while the vocabulary is made from a corpus. */
    private static final class Counts {
        final Map<String, Integer> frequency = new HashMap<>();
        final Map<String, Map<String, Integer>> byGame = new HashMap<>();
        final Map<String, Map<String, Integer>> surfaces = new TreeMap<>();
        private String[] sorted;
        private String[] games;
        private String[] bestForms;
        private int[] bestCounts;

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
                    frequency.merge(w, 1, Integer::sum);
                    byGame.computeIfAbsent(w, k -> new HashMap<>()).merge(game, 1, Integer::sum);
                }
            }
        }

        String[] sortedWords() {
            if (sorted == null) {
                sorted = frequency.keySet().toArray(new String[0]);
                Arrays.sort(sorted);
            }
            return sorted;
        }

        int[] frequencies() {
            String[] words = sortedWords();
            int[] f = new int[words.length];
            for (int i = 0; i < words.length; i++) {
                f[i] = frequency.get(words[i]);
            }
            return f;
        }

        String[] games() {
            if (games == null) {
                games = byGame.values().stream().flatMap(m -> m.keySet().stream()).distinct().sorted()
                        .toArray(String[]::new);
            }
            return games;
        }

        int[] gameCounts() {
            String[] words = sortedWords();
            String[] g = games();
            int[] counts = new int[words.length * g.length];
            for (int i = 0; i < words.length; i++) {
                Map<String, Integer> m = byGame.get(words[i]);
                for (int k = 0; k < g.length; k++) {
                    counts[i * g.length + k] = m.getOrDefault(g[k], 0);
                }
            }
            return counts;
        }

        String[] surfaceKeys() {
            return surfaces.keySet().toArray(new String[0]);
        }

        /** The most used form of each folded word; of two as used, the first in their sorted order. */
        String[] surfaceForms() {
            if (bestForms == null) {
                bestForms = new String[surfaces.size()];
                bestCounts = new int[surfaces.size()];
                int k = 0;
                for (Map<String, Integer> forms : surfaces.values()) {
                    for (Map.Entry<String, Integer> f : new TreeMap<>(forms).entrySet()) {
                        if (bestForms[k] == null || f.getValue() > bestCounts[k]) {
                            bestForms[k] = f.getKey();
                            bestCounts[k] = f.getValue();
                        }
                    }
                    k++;
                }
            }
            return bestForms;
        }

        int[] surfaceCounts() {
            surfaceForms();
            return bestCounts;
        }
    }

    /**
     * Writes the words and their counts (built at package time, so that a start does not fold the whole corpus): the
     * words in their sorted order, then the most used written form of each folded word.
     */
    public void write(java.io.DataOutput out) throws java.io.IOException {
        out.writeInt(sorted.length);
        out.writeByte(games.length);
        for (String g : games) {
            out.writeUTF(g);
        }
        for (int i = 0; i < sorted.length; i++) {
            out.writeUTF(sorted[i]);
            out.writeInt(frequency[i]);
            for (int g = 0; g < games.length; g++) {
                out.writeInt(byGame[i * games.length + g]);
            }
        }
        out.writeInt(surfaceKeys.length);
        for (int k = 0; k < surfaceKeys.length; k++) {
            out.writeUTF(surfaceKeys[k]);
            out.writeUTF(surfaceForms[k]);
            out.writeInt(surfaceCounts[k]);
        }
    }

    /** Reads what {@link #write} wrote, straight into arrays: the same vocabulary as the one made from the corpus. */
    public static Vocabulary read(java.io.DataInput in) throws java.io.IOException {
        int n = in.readInt();
        String[] games = new String[in.readByte()];
        for (int g = 0; g < games.length; g++) {
            games[g] = in.readUTF();
        }
        String[] sorted = new String[n];
        int[] frequency = new int[n];
        int[] byGame = new int[n * games.length];
        for (int i = 0; i < n; i++) {
            sorted[i] = in.readUTF();
            frequency[i] = in.readInt();
            for (int g = 0; g < games.length; g++) {
                byGame[i * games.length + g] = in.readInt();
            }
        }
        int folded = in.readInt();
        String[] keys = new String[folded];
        String[] forms = new String[folded];
        int[] counts = new int[folded];
        for (int k = 0; k < folded; k++) {
            keys[k] = in.readUTF();
            forms[k] = in.readUTF();
            counts[k] = in.readInt();
        }
        return new Vocabulary(sorted, frequency, games, byGame, keys, forms, counts);
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

    /** How often the corpus uses a folded word (0 when never): for tests. */
    int frequency(String foldedWord) {
        int i = Arrays.binarySearch(sorted, foldedWord);
        return i < 0 ? 0 : frequency[i];
    }

    public boolean contains(String foldedWord) {
        return Arrays.binarySearch(sorted, foldedWord) >= 0;
    }

    /**
     * The most frequent known word within one or two edits with the same first letter, or null; of two as near and
     * as frequent, the first in alphabetical order.
     */
    public String closest(String foldedWord) {
        if (foldedWord.length() < 4 || contains(foldedWord)) {
            return null;
        }
        int allowed = foldedWord.length() >= 8 ? 2 : 1;
        String best = null;
        int bestDistance = Integer.MAX_VALUE;
        int bestFrequency = -1;
        char first = foldedWord.charAt(0);
        long wordLetters = Levenshtein.letters(foldedWord);
        // the words of this first letter: from the first word at or after the letter alone, while they start with it
        int from = Arrays.binarySearch(sorted, String.valueOf(first));
        for (int i = from < 0 ? -from - 1 : from; i < sorted.length && sorted[i].charAt(0) == first; i++) {
            String w = sorted[i];
            if (Math.abs(w.length() - foldedWord.length()) > allowed
                    || !Levenshtein.mayBeWithin(letters[i], wordLetters, allowed)) {
                continue; // more than `allowed` edits apart
            }
            int d = Levenshtein.distance(w, foldedWord, allowed);
            if (d > allowed) {
                continue;
            }
            if (d < bestDistance || d == bestDistance && frequency[i] > bestFrequency) {
                best = w;
                bestDistance = d;
                bestFrequency = frequency[i];
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
