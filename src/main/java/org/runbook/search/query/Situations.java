package org.runbook.search.query;

import org.runbook.engine.game.Lang;
import org.runbook.search.suggest.Suggester;

import java.io.IOException;
import java.io.InputStream;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Predicate;

/**
 * The situation layer: the everyday ways players describe a rule without naming it ("a card sitting on my ice" for
 * hosting, "a second copy in play" for unique), read from {@code content/search/situations.yaml}, recognised in a
 * query by their cues, each pointing to the entries that rule on that situation. See the file's header for how a cue
 * matches.
 */
public final class Situations {

    /** Where the built-in situations travel (the content folder is packaged into the jar under {@code content/}). */
    public static final String RESOURCE = "/content/search/situations.yaml";
    /** Words a cue may spread over beyond its own. */
    static final int SLACK = 4;
    /** Letters a word may have beyond a cue word without a star (plurals and endings). */
    static final int ENDING = 2;

    /**
     * One situation.
     *
     * @param id      its id, {@code game/name}
     * @param game    the game it belongs to (the id's first part)
     * @param targets the entries that rule on it, most relevant first
     * @param cues    its cues, all languages together, each as folded words
     */
    public record Situation(String id, String game, List<String> targets, List<Cue> cues) {
    }

    /**
     * A cue: folded words, each either whole (itself with up to {@link #ENDING} more letters, or a word of a close
     * stem, see {@link CueStems}) or a prefix.
     */
    public record Cue(Lang lang, List<String> words, List<Boolean> prefix) {

        /** Whether every word of the cue is among some {@code words + SLACK} consecutive words of the query. */
        boolean matches(String[] query) {
            return found(query) == words.size();
        }

        /** The most words of the cue found among some {@code words + SLACK} consecutive words of the query. */
        int found(String[] query) {
            return found(query, null, null);
        }

        /**
         * The most words of the cue found among some {@code words + SLACK} consecutive words of the query that start
         * at one of them.
         *
         * @param queryStems the query's words' stems in the cue's language (null entries for none), or null
         * @param stems      the cue's words' stems (null for a prefix), or null to compare words only
         */
        int found(String[] query, String[] queryStems, String[] stems) {
            int span = words.size() + SLACK;
            int best = 0;
            for (int start = 0; start < query.length; start++) {
                if (!anyCueWord(query, queryStems, stems, start)) {
                    continue;
                }
                boolean[] used = new boolean[span];
                int count = 0;
                for (int w = 0; w < words.size(); w++) {
                    for (int i = 0; i < span && start + i < query.length; i++) {
                        if (!used[i] && matches(w, query, queryStems, stems, start + i)) {
                            used[i] = true;
                            count++;
                            break;
                        }
                    }
                }
                best = Math.max(best, count);
            }
            return best;
        }

        private boolean anyCueWord(String[] query, String[] queryStems, String[] stems, int at) {
            for (int w = 0; w < words.size(); w++) {
                if (matches(w, query, queryStems, stems, at)) {
                    return true;
                }
            }
            return false;
        }

        private boolean matches(int index, String[] query, String[] queryStems, String[] stems, int at) {
            return wordMatches(index, query[at])
                    || stems != null && queryStems != null && CueStems.close(stems[index], queryStems[at]);
        }

        private boolean wordMatches(int index, String word) {
            String cue = words.get(index);
            if (prefix.get(index)) {
                return word.startsWith(cue);
            }
            return word.startsWith(cue) && word.length() - cue.length() <= ENDING;
        }
    }

    private final List<Situation> all;
    /**
     * Every cue word, to the cues that hold it: a query's words find the cues they could complete by a few look-ups,
     * and only those cues are tried against the query (the same situations as trying every cue, for far less work).
     */
    private final Map<String, List<CueWord>> byWord = new HashMap<>();
    /** The cues in one fixed order (situation by situation): a cue's number is its place here. */
    private final List<Cue> cueList = new ArrayList<>();
    /** Per situation, the numbers of its cues. */
    private final int[][] cuesOf;
    /** Per cue, the number of its situation. */
    private final int[] situationOf;
    /**
     * Per language, every cue word's stem (and that stem less its last letter, see {@link CueStems#shorter}) to the
     * cue words of that language that have it.
     */
    private final Map<Lang, Map<String, List<CueWord>>> byStem = new EnumMap<>(Lang.class);
    /** Per cue, its words' stems in its language (null for a prefix or a word too short). */
    private final String[][] cueStems;
    /** Per situation, whether it has a cue of no words (which any query matches): tried whatever the words. */
    private final boolean[] alwaysTried;
    /** Per length, whether some cue word has it: only prefixes of those lengths are looked up. */
    private boolean[] cueWordLength = new boolean[1];

    /** A word of a cue: the cue's number, the word's place in it and whether it matches as a prefix (a star). */
    private record CueWord(int cue, int index, boolean prefix) {
    }

    private Situations(List<Situation> all) {
        this.all = List.copyOf(all);
        this.cuesOf = new int[this.all.size()][];
        List<Integer> situations = new ArrayList<>();
        for (int s = 0; s < this.all.size(); s++) {
            List<Cue> cues = this.all.get(s).cues();
            cuesOf[s] = new int[cues.size()];
            for (int c = 0; c < cues.size(); c++) {
                int number = cueList.size();
                cuesOf[s][c] = number;
                cueList.add(cues.get(c));
                situations.add(s);
                for (int w = 0; w < cues.get(c).words().size(); w++) {
                    String word = cues.get(c).words().get(w);
                    byWord.computeIfAbsent(word, k -> new ArrayList<>()).add(new CueWord(number, w,
                            cues.get(c).prefix().get(w)));
                    if (word.length() >= cueWordLength.length) {
                        cueWordLength = Arrays.copyOf(cueWordLength, word.length() + 1);
                    }
                    cueWordLength[word.length()] = true;
                }
            }
        }
        situationOf = situations.stream().mapToInt(Integer::intValue).toArray();
        cueStems = new String[cueList.size()][];
        CueStems stemmer = new CueStems();
        for (Lang lang : Lang.values()) {
            byStem.put(lang, new HashMap<>());
        }
        for (int number = 0; number < cueList.size(); number++) {
            Cue c = cueList.get(number);
            cueStems[number] = new String[c.words().size()];
            for (int w = 0; w < c.words().size(); w++) {
                String stem = c.prefix().get(w) ? null : stemmer.stem(c.lang(), c.words().get(w));
                cueStems[number][w] = stem;
                if (stem != null) {
                    CueWord cw = new CueWord(number, w, false);
                    byStem.get(c.lang()).computeIfAbsent(stem, k -> new ArrayList<>()).add(cw);
                    String shorter = CueStems.shorter(stem);
                    if (shorter != null) {
                        byStem.get(c.lang()).computeIfAbsent(shorter, k -> new ArrayList<>()).add(cw);
                    }
                }
            }
        }
        alwaysTried = new boolean[this.all.size()];
        for (int number = 0; number < cueList.size(); number++) {
            alwaysTried[situationOf[number]] |= cueList.get(number).words().isEmpty();
        }
    }

    /**
     * Per cue, how many of its words some word of the query matches (each cue word counted once): a cue can be
     * found fully or nearly only when this count allows it; marks in {@code touched} the situations of the cues
     * counted.
     */
    private int[] wordsPresent(String[] query, Map<String, String[]> stems, boolean[] touched) {
        int[] present = new int[cueList.size()];
        long[] seen = new long[cueList.size()];
        for (Map.Entry<String, String[]> e : stems.entrySet()) {
            for (Lang lang : Lang.values()) {
                String stem = e.getValue()[lang.ordinal()];
                if (stem == null) {
                    continue;
                }
                String shorter = CueStems.shorter(stem);
                for (String key : shorter == null ? List.of(stem) : List.of(stem, shorter)) {
                    for (CueWord cw : byStem.get(lang).getOrDefault(key, List.of())) {
                        long bit = cw.index() < 64 ? 1L << cw.index() : 0L;
                        if ((seen[cw.cue()] & bit) == 0 && CueStems.close(cueStems[cw.cue()][cw.index()], stem)) {
                            seen[cw.cue()] |= bit;
                            present[cw.cue()]++;
                            touched[situationOf[cw.cue()]] = true;
                        }
                    }
                }
            }
        }
        Set<String> distinct = new HashSet<>(Arrays.asList(query));
        for (String word : distinct) {
            for (int end = 1; end <= word.length() && end < cueWordLength.length; end++) {
                if (!cueWordLength[end]) {
                    continue;
                }
                List<CueWord> hits = byWord.get(word.substring(0, end));
                if (hits == null) {
                    continue;
                }
                for (CueWord cw : hits) {
                    // past 64 words a cue word may be counted twice: a count too high only lets a cue be tried
                    long bit = cw.index() < 64 ? 1L << cw.index() : 0L;
                    // the cue word is the word's first `end` letters: it matches as a prefix, or with few more letters
                    if ((seen[cw.cue()] & bit) == 0 && (cw.prefix() || word.length() - end <= ENDING)) {
                        seen[cw.cue()] |= bit;
                        present[cw.cue()]++;
                        touched[situationOf[cw.cue()]] = true;
                    }
                }
            }
        }
        return present;
    }

    /** Each distinct word of the query to its stems, one per language (by {@link Lang#ordinal()}). */
    private static Map<String, String[]> stems(String[] words) {
        CueStems stemmer = new CueStems();
        Map<String, String[]> out = new HashMap<>();
        for (String word : words) {
            out.computeIfAbsent(word, w -> {
                String[] byLang = new String[Lang.values().length];
                for (Lang lang : Lang.values()) {
                    byLang[lang.ordinal()] = stemmer.stem(lang, w);
                }
                return byLang;
            });
        }
        return out;
    }

    /** Situations already read (from the tables shipped in the jar). */
    static Situations of(List<Situation> all) {
        return new Situations(all);
    }

    /** The built-in situations, every target checked against {@code known} (the corpus's ids). */
    public static Situations builtIn(Predicate<String> known) {
        try (InputStream in = Situations.class.getResourceAsStream(RESOURCE)) {
            if (in == null) {
                return new Situations(List.of());
            }
            return read(in, "content/search/situations.yaml", known);
        } catch (IOException e) {
            throw new IllegalStateException(e.getMessage(), e);
        }
    }

    /**
     * Reads situations (see {@link SituationsFile}).
     *
     * @throws IOException naming the file, the line and what was expected, for the first problem found
     */
    public static Situations read(InputStream in, String file, Predicate<String> known) throws IOException {
        return new Situations(SituationsFile.read(in, file, known));
    }

    public List<Situation> all() {
        return all;
    }

    /**
     * A situation the query describes: fully (every word of one of its cues) or, in a long question, nearly (every
     * word but one of a cue of three words or more).
     */
    public record Described(Situation situation, boolean full) {
    }

    /** A question of at least this many words may describe a situation nearly. */
    public static final int LONG_QUESTION = 12;

    /** The situations of the given games that the text describes fully, in the file's order. */
    public List<Situation> recognize(String text, Collection<String> games) {
        return describe(text, games).stream().filter(Described::full).map(Described::situation).toList();
    }

    /**
     * The situations of the given games that the text describes, fully or nearly, in the file's order.
     *
     * @param games the games whose situations count
     */
    public List<Described> describe(String text, Collection<String> games) {
        return describe(text, games, false);
    }

    /**
     * As {@link #describe(String, Collection)}; with {@code everyCue}, every cue is tried against the query instead
     * of those its words look up (the same result for far more work: a test's reference).
     */
    List<Described> describe(String text, Collection<String> games, boolean everyCue) {
        String folded = Suggester.fold(text).strip();
        if (folded.isEmpty()) {
            return List.of();
        }
        String[] words = folded.split(" ");
        boolean longQuestion = words.length >= LONG_QUESTION;
        Set<String> wanted = Set.copyOf(games);
        List<Described> found = new ArrayList<>();
        // only the situations with a cue some word of the query touches can be described; in the file's order
        Map<String, String[]> stems = stems(words);
        String[][] queryStems = new String[Lang.values().length][words.length];
        for (int i = 0; i < words.length; i++) {
            String[] byLang = stems.get(words[i]);
            for (Lang lang : Lang.values()) {
                queryStems[lang.ordinal()][i] = byLang[lang.ordinal()];
            }
        }
        boolean[] touched = alwaysTried.clone();
        int[] present = wordsPresent(words, stems, touched);
        if (everyCue) {
            Arrays.fill(touched, true);
            Arrays.fill(present, Integer.MAX_VALUE);
        }
        for (int si = 0; si < all.size(); si++) {
            if (!touched[si]) {
                continue;
            }
            Situation s = all.get(si);
            if (!wanted.contains(s.game())) {
                continue;
            }
            boolean full = false;
            boolean near = false;
            for (int number : cuesOf[si]) {
                Cue c = cueList.get(number);
                int size = c.words().size();
                boolean couldNear = longQuestion && size >= 3 && present[number] >= size - 1;
                if (present[number] < size && !couldNear) {
                    continue; // some word of the cue is nowhere in the query
                }
                int n = c.found(words, queryStems[c.lang().ordinal()], cueStems[number]);
                full |= n == size;
                near |= couldNear && n == size - 1;
            }
            if (full || near) {
                found.add(new Described(s, full));
            }
        }
        return found;
    }
}
