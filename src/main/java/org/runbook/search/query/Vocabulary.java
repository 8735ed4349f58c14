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

    public Vocabulary(Corpus corpus) {
        for (Entry e : corpus.entries()) {
            e.titles().values().forEach(this::addAll);
            e.texts().values().forEach(this::addAll);
            e.names().values().forEach(list -> list.forEach(this::addAll));
        }
        for (String w : words) {
            byFirstLetter.computeIfAbsent(w.charAt(0), k -> new ArrayList<>()).add(w);
        }
    }

    private void addAll(String text) {
        for (String w : Suggester.fold(text).split(" ")) {
            if (w.length() >= 2 && w.length() <= 40) {
                words.add(w);
                frequency.merge(w, 1, Integer::sum);
            }
        }
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
        for (String w : byFirstLetter.getOrDefault(foldedWord.charAt(0), List.of())) {
            if (Math.abs(w.length() - foldedWord.length()) > allowed) {
                continue;
            }
            int d = Levenshtein.distance(w, foldedWord, allowed);
            int f = frequency.getOrDefault(w, 0);
            if (d <= allowed && (d < bestDistance || d == bestDistance && f > bestFrequency)) {
                best = w;
                bestDistance = d;
                bestFrequency = f;
            }
        }
        return best;
    }

    /** The query with unknown words replaced by their closest known word, or null when nothing changes. */
    public String correct(String query) {
        String[] parts = Suggester.fold(QueryText.clean(query)).strip().split(" ");
        boolean changed = false;
        StringBuilder out = new StringBuilder();
        for (String p : parts) {
            String fix = closest(p);
            if (fix != null) {
                changed = true;
            }
            if (out.length() > 0) {
                out.append(' ');
            }
            out.append(fix != null ? fix : p);
        }
        return changed ? out.toString() : null;
    }
}
