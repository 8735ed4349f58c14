package org.runbook.search.analysis;

import org.runbook.corpus.Corpus;
import org.runbook.corpus.Entry;
import org.runbook.corpus.Folding;
import org.runbook.engine.game.Lang;
import org.apache.lucene.analysis.CharArraySet;
import org.apache.lucene.analysis.de.GermanAnalyzer;
import org.apache.lucene.analysis.en.EnglishAnalyzer;
import org.apache.lucene.analysis.fr.FrenchAnalyzer;

import java.util.EnumMap;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * Which language a query is typed in, so that each hit can be shown in it, and the command line speaks it. First
 * {@link #quick}, which needs no search data: the language whose little words (articles, prepositions) the query uses
 * most, else the one its letters belong to. When that tells nothing and the search data is open, {@link #of} asks the
 * corpus: every word votes for the languages whose texts use it, in proportion to how much more each uses it (card and
 * term names are in the texts of their language, so "Mautstelle" votes German and "Tollbooth" English). One guess, so
 * that the command line's words (chosen before the data is open) and the hits shown never take different languages.
 * A query with no telling word gives no answer.
 */
public final class LanguageGuess {

    private static final Pattern WORD = Pattern.compile("[^\\p{L}\\p{N}]+");
    private static final Map<Lang, CharArraySet> STOP = Map.of(
            Lang.EN, EnglishAnalyzer.ENGLISH_STOP_WORDS_SET,
            Lang.FR, FrenchAnalyzer.getDefaultStopSet(),
            Lang.DE, GermanAnalyzer.getDefaultStopSet());
    private static final double STOP_WEIGHT = 1.5;
    private static final Pattern WORD_WITH_APOSTROPHE = Pattern.compile("[^\\p{L}\\p{N}'’]+");
    private static final Pattern APOSTROPHE = Pattern.compile("['’]");
    private static final Pattern GERMAN_LETTERS = Pattern.compile("[äöüß]");
    private static final Pattern FRENCH_LETTERS = Pattern.compile("[éèêàçùœ]");

    /** Per word (lower case, accents kept), how often each language's texts use it, per million words. */
    final Map<String, float[]> rates = new HashMap<>();
    /**
     * The words by first letter and length, to read a misspelt word as the known word nearest to it; each word with
     * its place in one fixed order, so that of two words as near, the same one is always taken.
     */
    final Map<String, java.util.List<Known>> byFirstAndLength = new HashMap<>();

    /**
     * A known word, its place in the fixed order (package-private for {@link AnalysisTables}) and its letters
     * ({@code Levenshtein.letters}), which pass over most words too far from a misspelt one.
     */
    record Known(String word, int order, long letters) {
        Known(String word, int order) {
            this(word, order, org.runbook.search.query.Levenshtein.letters(word));
        }
    }
    private static final float MIN_SIMILARITY = 0.75f;

    public LanguageGuess(Corpus corpus) {
        Map<String, long[]> counts = new HashMap<>();
        long[] totals = new long[Lang.values().length];
        for (Entry e : corpus.entries()) {
            for (Lang l : Lang.values()) {
                add(counts, totals, l, e.titles().get(l));
                add(counts, totals, l, e.texts().get(l));
                var names = e.names().get(l);
                if (names != null) {
                    names.forEach(n -> add(counts, totals, l, n));
                }
            }
        }
        int order = 0;
        for (String w : counts.keySet()) {
            byFirstAndLength.computeIfAbsent(w.charAt(0) + ":" + w.length(), k -> new java.util.ArrayList<>())
                    .add(new Known(w, order++));
        }
        counts.forEach((w, c) -> {
            float[] r = new float[c.length];
            for (int i = 0; i < c.length; i++) {
                r[i] = totals[i] == 0 ? 0 : (float) (c[i] * 1e6 / totals[i]);
            }
            rates.put(w, r);
        });
    }

    /**
     * The tables read back by {@link AnalysisTables#read}: {@code words} in their fixed order, each with its rates.
     */
    LanguageGuess(java.util.List<String> words, Map<String, float[]> rates) {
        int order = 0;
        for (String w : words) {
            byFirstAndLength.computeIfAbsent(w.charAt(0) + ":" + w.length(), k -> new java.util.ArrayList<>())
                    .add(new Known(w, order++));
        }
        this.rates.putAll(rates);
    }

    private static void add(Map<String, long[]> counts, long[] totals, Lang lang, String text) {
        if (text == null) {
            return;
        }
        for (String w : WORD.split(fold(text))) {
            if (!w.isEmpty()) {
                counts.computeIfAbsent(w, k -> new long[Lang.values().length])[lang.ordinal()]++;
                totals[lang.ordinal()]++;
            }
        }
    }

    /** Folded as the names analyzer folds ("étape" and "etape" are one word): {@link Folding}. */
    private static String fold(String text) {
        return Folding.fold(text);
    }

    /** The known word nearest to a misspelt one (one or two edits), or null. */
    String nearest(String word) {
        if (word.length() < 4) {
            return null;
        }
        Known best = null;
        float bestSimilarity = MIN_SIMILARITY;
        long letters = org.runbook.search.query.Levenshtein.letters(word);
        for (int length = word.length() - 2; length <= word.length() + 2; length++) {
            // a word of this length can reach the threshold only within this many edits
            int maxEdits = (int) Math.floor((1 - MIN_SIMILARITY) * Math.max(length, word.length()));
            if (Math.abs(length - word.length()) > maxEdits) {
                continue;
            }
            for (Known k : byFirstAndLength.getOrDefault(word.charAt(0) + ":" + length, java.util.List.of())) {
                // only the edits within reach are counted (a word further away is below the threshold anyway),
                // then turned into the similarity Lucene's LevenshteinDistance gives: 1 - edits / longer length
                if (!org.runbook.search.query.Levenshtein.mayBeWithin(letters, k.letters(), maxEdits)) {
                    continue; // more than maxEdits apart
                }
                int edits = org.runbook.search.query.Levenshtein.distance(word, k.word(), maxEdits);
                if (edits > maxEdits) {
                    continue;
                }
                float similarity = 1.0f - ((float) edits / Math.max(k.word().length(), word.length()));
                if (similarity > bestSimilarity
                        || (best != null && similarity == bestSimilarity && k.order() < best.order())) {
                    best = k;
                    bestSimilarity = similarity;
                }
            }
        }
        return best == null ? null : best.word();
    }

    /**
     * The guess that needs no search data: the language whose little words the query uses most (a word being
     * little in two languages votes for both), else the one its letters belong to (ß, umlauts: German; é, è, ç...:
     * French); empty when nothing tells, or when two languages lead with as many little words and no letter tells.
     */
    public static Optional<Lang> quick(String query) {
        if (query == null || query.isBlank()) {
            return Optional.empty();
        }
        Map<Lang, Integer> votes = new EnumMap<>(Lang.class);
        // the words as typed, accents kept: "à" is a French little word, its folded "a" an English one
        for (String w : littleWordCandidates(query)) {
            for (Lang l : Lang.values()) {
                if (STOP.get(l).contains(w)) {
                    votes.merge(l, 1, Integer::sum);
                }
            }
        }
        int best = votes.values().stream().mapToInt(Integer::intValue).max().orElse(0);
        List<Lang> leaders = votes.entrySet().stream().filter(e -> e.getValue() == best).map(Map.Entry::getKey)
                .toList();
        if (best > 0 && leaders.size() == 1) {
            return Optional.of(leaders.get(0));
        }
        String lower = query.toLowerCase(Locale.ROOT);
        if (GERMAN_LETTERS.matcher(lower).find()) {
            return Optional.of(Lang.DE);
        }
        if (FRENCH_LETTERS.matcher(lower).find()) {
            return Optional.of(Lang.FR);
        }
        return Optional.empty();
    }

    /**
     * The words of {@code query} in lower case that may be little words. A word with an apostrophe counts by its
     * parts, but a single letter after the apostrophe is an English ending, not the French elided "t'" or "s'":
     * "l'accès" gives "l" and "accès", "qu'il" gives "qu" and "il", "can't" and "it's" give "can" and "it".
     */
    private static List<String> littleWordCandidates(String query) {
        List<String> out = new java.util.ArrayList<>();
        for (String token : WORD_WITH_APOSTROPHE.split(query.toLowerCase(Locale.ROOT))) {
            String[] parts = APOSTROPHE.split(token, -1);
            for (int i = 0; i < parts.length; i++) {
                if (!parts[i].isEmpty() && (i == 0 || parts[i].length() > 1)) {
                    out.add(parts[i]);
                }
            }
        }
        return out;
    }

    /**
     * The language the query seems typed in: {@link #quick} when it tells, else the one the corpus's use of its words
     * points to; empty when no word tells.
     */
    public Optional<Lang> of(String query) {
        if (query == null) {
            return Optional.empty();
        }
        Optional<Lang> quick = quick(query);
        if (quick.isPresent()) {
            return quick;
        }
        Map<Lang, Double> votes = new EnumMap<>(Lang.class);
        String[] raws = WORD.split(query.toLowerCase(Locale.ROOT));
        String[] words = WORD.split(fold(query));
        for (int i = 0; i < words.length; i++) {
            String w = words[i];
            String raw = i < raws.length ? raws[i] : w;
            if (w.isEmpty() || w.chars().allMatch(Character::isDigit)) {
                continue; // numbers are the same in every language
            }
            for (Lang l : Lang.values()) {
                if (STOP.get(l).contains(w) || STOP.get(l).contains(raw)) {
                    votes.merge(l, STOP_WEIGHT, Double::sum);
                }
            }
            float[] r = rates.containsKey(w) ? rates.get(w) : rates.get(nearest(w));
            if (r == null) {
                continue;
            }
            double sum = 0;
            for (float v : r) {
                sum += v;
            }
            if (sum <= 0) {
                continue;
            }
            for (Lang l : Lang.values()) {
                votes.merge(l, r[l.ordinal()] / sum, Double::sum);
            }
        }
        return votes.entrySet().stream().filter(e -> e.getValue() > 0.5)
                .max(Map.Entry.comparingByValue()).map(Map.Entry::getKey);
    }
}
