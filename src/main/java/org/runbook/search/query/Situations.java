package org.runbook.search.query;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.dataformat.yaml.YAMLMapper;
import org.runbook.engine.game.Lang;
import org.runbook.search.suggest.Suggester;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
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

    /** A cue: folded words, each either whole (with up to {@link #ENDING} more letters) or a prefix. */
    public record Cue(Lang lang, List<String> words, List<Boolean> prefix) {

        /** Whether every word of the cue is among some {@code words + SLACK} consecutive words of the query. */
        boolean matches(String[] query) {
            return found(query) == words.size();
        }

        /** The most words of the cue found among some {@code words + SLACK} consecutive words of the query. */
        int found(String[] query) {
            int span = words.size() + SLACK;
            int best = 0;
            for (int start = 0; start < query.length; start++) {
                if (!anyCueWord(query[start])) {
                    continue;
                }
                boolean[] used = new boolean[span];
                int count = 0;
                for (int w = 0; w < words.size(); w++) {
                    for (int i = 0; i < span && start + i < query.length; i++) {
                        if (!used[i] && wordMatches(w, query[start + i])) {
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

        private boolean anyCueWord(String word) {
            for (int w = 0; w < words.size(); w++) {
                if (wordMatches(w, word)) {
                    return true;
                }
            }
            return false;
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
    private int[] wordsPresent(String[] query, boolean[] touched) {
        int[] present = new int[cueList.size()];
        long[] seen = new long[cueList.size()];
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
     * Reads situations.
     *
     * @throws IOException naming the file, the line and what was expected, for the first problem found
     */
    public static Situations read(InputStream in, String file, Predicate<String> known) throws IOException {
        String text = new String(in.readAllBytes(), StandardCharsets.UTF_8);
        String[] lines = text.split("\n", -1);
        JsonNode root = new YAMLMapper().readTree(text);
        JsonNode list = root == null ? null : root.get("situations");
        if (list == null || !list.isArray()) {
            throw new IOException(file + ":1: expected a list under 'situations:'");
        }
        List<Situation> out = new ArrayList<>();
        for (JsonNode s : list) {
            String id = s.path("id").asText("");
            int line = lineOf(lines, "id: " + id);
            String where = file + ":" + line + ": situation '" + id + "': ";
            if (!id.matches("[a-z0-9]+/[a-z0-9-]+")) {
                throw new IOException(where + "expected an id 'game/name'");
            }
            List<String> targets = new ArrayList<>();
            s.path("to").forEach(t -> targets.add(t.asText()));
            if (targets.isEmpty()) {
                throw new IOException(where + "expected at least one entry id under 'to'");
            }
            for (String t : targets) {
                if (!known.test(t)) {
                    throw new IOException(where + "'to' names '" + t + "', which is not an entry of the corpus");
                }
            }
            List<Cue> cues = new ArrayList<>();
            for (Lang lang : Lang.values()) {
                for (JsonNode c : s.path(lang.code())) {
                    Cue cue = cue(lang, c.asText());
                    if (cue.words().size() < 2 && !c.asText().contains("*") && c.asText().length() < 6) {
                        throw new IOException(where + "cue '" + c.asText() + "' is too short: expected two words"
                                + " or more");
                    }
                    cues.add(cue);
                }
            }
            if (cues.isEmpty()) {
                throw new IOException(where + "expected cues under fr, en or de");
            }
            out.add(new Situation(id, id.substring(0, id.indexOf('/')), List.copyOf(targets), List.copyOf(cues)));
        }
        return new Situations(out);
    }

    private static Cue cue(Lang lang, String raw) {
        List<String> words = new ArrayList<>();
        List<Boolean> prefix = new ArrayList<>();
        for (String part : raw.strip().split("\\s+")) {
            boolean star = part.endsWith("*");
            String folded = Suggester.fold(star ? part.substring(0, part.length() - 1) : part).strip();
            String[] pieces = folded.split(" ");
            for (int i = 0; i < pieces.length; i++) {
                if (!pieces[i].isEmpty()) {
                    words.add(pieces[i]);
                    prefix.add(star && i == pieces.length - 1);
                }
            }
        }
        return new Cue(lang, List.copyOf(words), List.copyOf(prefix));
    }

    private static int lineOf(String[] lines, String needle) {
        for (int i = 0; i < lines.length; i++) {
            if (lines[i].contains(needle)) {
                return i + 1;
            }
        }
        return 1;
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
        String folded = Folded.of(text);
        if (folded.isEmpty()) {
            return List.of();
        }
        String[] words = folded.split(" ");
        boolean longQuestion = words.length >= LONG_QUESTION;
        Set<String> wanted = Set.copyOf(games);
        List<Described> found = new ArrayList<>();
        // only the situations with a cue some word of the query touches can be described; in the file's order
        boolean[] touched = alwaysTried.clone();
        int[] present = wordsPresent(words, touched);
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
                int n = c.found(words);
                full |= n == c.words().size();
                near |= longQuestion && c.words().size() >= 3 && n == c.words().size() - 1;
            }
            if (full || near) {
                found.add(new Described(s, full));
            }
        }
        return found;
    }
}
