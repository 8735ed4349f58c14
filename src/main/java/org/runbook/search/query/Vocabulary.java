package org.runbook.search.query;

import org.runbook.corpus.Corpus;
import org.runbook.corpus.Entry;
import org.runbook.search.suggest.Suggester;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/** Every folded word of the corpus (titles, texts, names), for "did you mean" and for telling typos from words. */
public final class Vocabulary {

    private final Set<String> words = new HashSet<>();
    private final Map<String, Integer> frequency = new HashMap<>();
    private final Map<Character, List<String>> byFirstLetter = new HashMap<>();
    /** For each list of {@link #byFirstLetter}, its words' letters ({@link Levenshtein#letters}), in its order. */
    private final Map<Character, long[]> lettersByFirstLetter = new HashMap<>();
    /** For each word, how often each game's entries use it. */
    private final Map<String, Map<String, Integer>> byGame = new HashMap<>();
    /** For each folded word, its written forms (lower case, accents kept) and how often each is used. */
    private final Map<String, Map<String, Integer>> surfaces = new HashMap<>();

    public Vocabulary(Corpus corpus) {
        for (Entry e : corpus.entries()) {
            e.titles().values().forEach(t -> addAll(t, e.game()));
            e.texts().values().forEach(t -> addAll(t, e.game()));
            e.names().values().forEach(list -> list.forEach(n -> addAll(n, e.game())));
        }
        indexLetters();
    }

    private Vocabulary() {
    }

    private void indexLetters() {
        for (String w : words) {
            byFirstLetter.computeIfAbsent(w.charAt(0), k -> new ArrayList<>()).add(w);
        }
        byFirstLetter.forEach((first, list) -> {
            long[] letters = new long[list.size()];
            for (int i = 0; i < letters.length; i++) {
                letters[i] = Levenshtein.letters(list.get(i));
            }
            lettersByFirstLetter.put(first, letters);
        });
    }

    /** Writes the words and their counts (built at package time, so that a start does not fold the whole corpus). */
    public void write(java.io.DataOutput out) throws java.io.IOException {
        List<String> sorted = new ArrayList<>(words);
        java.util.Collections.sort(sorted);
        out.writeInt(sorted.size());
        for (String w : sorted) {
            out.writeUTF(w);
            out.writeInt(frequency.getOrDefault(w, 0));
            Map<String, Integer> games = new java.util.TreeMap<>(byGame.getOrDefault(w, Map.of()));
            out.writeByte(games.size());
            for (Map.Entry<String, Integer> g : games.entrySet()) {
                out.writeUTF(g.getKey());
                out.writeInt(g.getValue());
            }
        }
        // the accented forms behind each folded word, so that suggestions keep the corpus's accents
        Map<String, Map<String, Integer>> accents = new java.util.TreeMap<>(surfaces);
        out.writeInt(accents.size());
        for (Map.Entry<String, Map<String, Integer>> e : accents.entrySet()) {
            out.writeUTF(e.getKey());
            Map<String, Integer> forms = new java.util.TreeMap<>(e.getValue());
            out.writeInt(forms.size());
            for (Map.Entry<String, Integer> f : forms.entrySet()) {
                out.writeUTF(f.getKey());
                out.writeInt(f.getValue());
            }
        }
    }

    /** Reads what {@link #write} wrote: the same vocabulary as the one built from the corpus. */
    public static Vocabulary read(java.io.DataInput in) throws java.io.IOException {
        Vocabulary v = new Vocabulary();
        int n = in.readInt();
        Map<String, String> games = new HashMap<>();
        for (int i = 0; i < n; i++) {
            String w = in.readUTF();
            v.words.add(w);
            v.frequency.put(w, in.readInt());
            int g = in.readByte();
            Map<String, Integer> counts = new HashMap<>(4);
            for (int k = 0; k < g; k++) {
                String game = in.readUTF();
                counts.put(games.computeIfAbsent(game, x -> x), in.readInt());
            }
            v.byGame.put(w, counts);
        }
        int folded = in.readInt();
        for (int i = 0; i < folded; i++) {
            String key = in.readUTF();
            int forms = in.readInt();
            Map<String, Integer> m = new HashMap<>(forms * 2);
            for (int k = 0; k < forms; k++) {
                m.put(in.readUTF(), in.readInt());
            }
            v.surfaces.put(key, m);
        }
        v.indexLetters();
        return v;
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

    /** True when every word of the folded phrase is common (three uses or more) in the entries of {@code game}. */
    public boolean commonIn(String foldedPhrase, String game) {
        for (String w : foldedPhrase.split(" ")) {
            if (byGame.getOrDefault(w, Map.of()).getOrDefault(game, 0) < 3) {
                return false;
            }
        }
        return true;
    }

    public Set<String> words() {
        return words;
    }

    public boolean contains(String foldedWord) {
        return words.contains(foldedWord);
    }

    /** The most frequent known word within one or two edits (same first letter), or null. */
    public String closest(String foldedWord) {
        if (foldedWord.length() < 4 || words.contains(foldedWord)) {
            return null;
        }
        int allowed = foldedWord.length() >= 8 ? 2 : 1;
        String best = null;
        int bestDistance = Integer.MAX_VALUE;
        int bestFrequency = -1;
        List<String> candidates = byFirstLetter.getOrDefault(foldedWord.charAt(0), List.of());
        long[] candidateLetters = lettersByFirstLetter.get(foldedWord.charAt(0));
        long letters = Levenshtein.letters(foldedWord);
        for (int i = 0; i < candidates.size(); i++) {
            String w = candidates.get(i);
            if (Math.abs(w.length() - foldedWord.length()) > allowed
                    || !Levenshtein.mayBeWithin(candidateLetters[i], letters, allowed)) {
                continue; // more than `allowed` edits apart
            }
            int d = Levenshtein.distance(w, foldedWord, allowed);
            if (d > allowed) {
                continue; // speed only: its frequency is looked up only for a word within reach
            }
            int f = frequency.getOrDefault(w, 0);
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
        Map<String, Integer> forms = surfaces.get(foldedWord);
        if (forms == null) {
            return foldedWord;
        }
        return forms.entrySet().stream().max(Map.Entry.comparingByValue()).map(Map.Entry::getKey).orElse(foldedWord);
    }
}
