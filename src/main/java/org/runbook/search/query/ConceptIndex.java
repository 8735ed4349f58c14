package org.runbook.search.query;

import org.apache.lucene.analysis.Analyzer;
import org.runbook.corpus.Corpus;
import org.runbook.corpus.Entry;
import org.runbook.corpus.Kind;
import org.runbook.engine.game.Lang;
import org.runbook.search.analysis.Analyzers;
import org.runbook.search.suggest.Suggester;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Recognises glossary terms and card names inside free text, in any language, typos included. Names come from the
 * glossary's {@code names} and the card catalog; matching is done on folded words (case, accents, umlauts,
 * punctuation), longest name first, with one or two typos allowed in longer names. A 1996 or VR name that an A:NR
 * term also has in the same language ({@link SharedNames}) is marked on its match, for {@link GameOfSharedNames}.
 */
public final class ConceptIndex {

    /**
     * A name found in the query: which concept, which words of the query, whether it was spelt exactly, and whether
     * the name belongs to its game alone (no other game's entries use those words commonly), and whether it is a
     * name the concept shares with an Android: Netrunner term ({@link SharedNames}).
     */
    public record Match(Concept concept, int from, int to, boolean exact, String name, boolean distinctive,
                        boolean shared) {
    }

    /** A name as matched with typos (package-private for {@link ConceptTables}, which ships the tables). */
    record Name(String folded, String[] words, Concept concept, int order) {
    }

    final Map<String, List<Concept>> exact = new HashMap<>();
    /**
     * Names by word count, first letter and length, for typo-tolerant matching; each with its place in the order the
     * names were read, so that of two names as near, the first read is taken.
     */
    final Map<String, List<Name>> fuzzyBuckets = new HashMap<>();
    /**
     * The same buckets by word count and first letter (one look-up per phrase), then by length, each name with the
     * letters it holds ({@link #letters}).
     */
    private final Map<Integer, Bucket[]> byStart = new HashMap<>();
    /**
     * The same, for names of at most {@link #SHORT_WORDS} words starting with a character below 256, read from an
     * array by word count and first character: the map's boxed keys and chains (keys that differ only in word count
     * and first letter often share a slot) were a fifth of recognising names.
     */
    private final Bucket[][][] byShortStart = new Bucket[SHORT_WORDS + 1][256][];
    private static final int SHORT_WORDS = 8;
    final int longestName;
    /** Folded names, with the ids of the other games' terms that share them with an A:NR term ({@link SharedNames}). */
    final Map<String, Set<String>> shared;
    /**
     * Per term, the languages it has names in but no text (1996's and VR's German names): there its names tell the
     * term in a query, but looking for them finds only other games' entries.
     */
    final Map<String, Set<Lang>> namedOnly = new HashMap<>();
    private final Vocabulary vocabulary;

    /** With the analyzers of the corpus ({@link Analyzers#forCorpus}), which the shared names are compared with. */
    public ConceptIndex(Corpus corpus, Vocabulary vocabulary) {
        this(corpus, vocabulary, Analyzers.forCorpus(corpus).byLang());
    }

    /** @param analyzers each language's query analyzer, which tells two names of one language for the same */
    public ConceptIndex(Corpus corpus, Vocabulary vocabulary, Map<Lang, Analyzer> analyzers) {
        this.vocabulary = vocabulary;
        Map<String, Concept> cardsByTitle = new LinkedHashMap<>();
        List<Concept> concepts = new ArrayList<>();
        for (Entry e : corpus.entries()) {
            if (e.kind() == Kind.TERM) {
                concepts.add(new Concept(e.id(), e.game(), false, List.of(), e.names(), e.links()));
                Set<Lang> unwritten = java.util.EnumSet.noneOf(Lang.class);
                e.names().keySet().stream().filter(l -> !e.texts().isEmpty() && !e.texts().containsKey(l))
                        .forEach(unwritten::add);
                if (!unwritten.isEmpty()) {
                    namedOnly.put(e.id(), unwritten);
                }
            } else if (e.kind() == Kind.NOTE && CardNotes.isCardNote(e.id())) {
                List<String> uses = new ArrayList<>();
                uses.add(e.id());
                uses.addAll(e.links());
                concepts.add(new Concept(e.id(), e.game(), false, List.of(), CardNotes.names(e), List.copyOf(uses)));
            } else if (e.kind() == Kind.CARD) {
                String key = Suggester.fold(e.names().getOrDefault(Lang.EN, List.of(e.id())).get(0)).strip();
                Concept known = cardsByTitle.get(key);
                String code = e.id().substring("card:".length());
                if (known == null) {
                    cardsByTitle.put(key, new Concept(e.id(), e.game(), true, List.of(code), mergeNames(Map.of(), e),
                            List.of()));
                } else {
                    List<String> codes = new ArrayList<>(known.codes());
                    codes.add(code);
                    cardsByTitle.put(key, new Concept(known.id(), known.game(), true, List.copyOf(codes),
                            mergeNames(known.names(), e), List.of()));
                }
            }
        }
        int longest = 1;
        int order = 0;
        Set<String> termWords = new HashSet<>();
        for (Concept c : concepts) {
            if (!c.card()) {
                c.names().values().forEach(list -> list.forEach(n -> termWords.add(Suggester.fold(n).strip())));
            }
        }
        concepts.addAll(IdentityNames.withShortNames(cardsByTitle.values(), corpus, termWords));
        for (Concept c : concepts) {
            Set<String> seen = new HashSet<>();
            for (List<String> list : c.names().values()) {
                for (String n : list) {
                    String folded = Suggester.fold(n).strip();
                    if (folded.isEmpty() || !seen.add(folded)) {
                        continue;
                    }
                    String[] words = folded.split(" ");
                    if (c.card() && termWords.contains(withoutArticle(folded))) {
                        continue; // a card called like a rules term ("Tour", "La Racine", "Die Wurzel"): the term wins
                    }
                    exact.computeIfAbsent(folded, k -> new ArrayList<>()).add(c);
                    longest = Math.max(longest, words.length);
                    if (folded.replace(" ", "").length() >= 5) {
                        fuzzyBuckets.computeIfAbsent(bucket(words.length, folded.charAt(0), folded.length()),
                                k -> new ArrayList<>()).add(new Name(folded, words, c, order++));
                    }
                }
            }
        }
        longestName = Math.min(longest, 8);
        shared = SharedNames.of(concepts, analyzers, namedOnly);
        keyBuckets();
    }

    /** The tables read back by {@link ConceptTables#read}: the same index as the one built from the corpus. */
    ConceptIndex(Vocabulary vocabulary, Map<String, List<Concept>> exact, Map<String, List<Name>> fuzzyBuckets,
                 int longestName, Map<String, Set<String>> shared, Map<String, Set<Lang>> namedOnly) {
        this.vocabulary = vocabulary;
        this.shared = shared;
        this.namedOnly.putAll(namedOnly);
        this.exact.putAll(exact);
        this.fuzzyBuckets.putAll(fuzzyBuckets);
        this.longestName = longestName;
        keyBuckets();
    }

    /**
     * The names of one bucket and, for each, which letters it holds, as bits: a name and a phrase that differ in
     * more than {@code 2 * allowed} letters present in one and not the other are more than {@code allowed} edits
     * apart (an edit removes at most one letter from the set and adds at most one), so most names of a bucket are
     * passed over without computing their distance.
     */
    private record Bucket(Name[] names, long[] letters) {
    }

    private void keyBuckets() {
        for (List<Name> names : fuzzyBuckets.values()) {
            if (names.isEmpty()) {
                continue;
            }
            Name first = names.get(0);
            long[] letters = new long[names.size()];
            for (int i = 0; i < letters.length; i++) {
                letters[i] = letters(names.get(i).folded());
            }
            int length = first.folded().length();
            Bucket[] byLength = byStart.computeIfAbsent(start(first.words().length, first.folded().charAt(0)),
                    k -> new Bucket[0]);
            if (byLength.length <= length) {
                byLength = java.util.Arrays.copyOf(byLength, length + 1);
                byStart.put(start(first.words().length, first.folded().charAt(0)), byLength);
            }
            byLength[length] = new Bucket(names.toArray(new Name[0]), letters);
        }
        byStart.forEach((key, buckets) -> {
            int words = key >>> 16;
            char first = (char) (key & 0xFFFF);
            if (words <= SHORT_WORDS && first < 256) {
                byShortStart[words][first] = buckets;
            }
        });
    }

    /** The buckets of the names of {@code words} words starting with {@code first}, by length, or null. */
    Bucket[] buckets(int words, char first) {
        return words <= SHORT_WORDS && first < 256 ? byShortStart[words][first] : byStart.get(start(words, first));
    }

    /** The same from the map alone (for tests). */
    Bucket[] bucketsFromMap(int words, char first) {
        return byStart.get(start(words, first));
    }

    /** The characters of a folded text as a set of bits ({@link Levenshtein#letters}). */
    static long letters(String folded) {
        return Levenshtein.letters(folded);
    }

    private static int start(int words, char first) {
        return (words << 16) | first;
    }

    private static Map<Lang, List<String>> mergeNames(Map<Lang, List<String>> known, Entry card) {
        Map<Lang, List<String>> merged = new EnumMap<>(Lang.class);
        known.forEach((l, n) -> merged.put(l, new ArrayList<>(n)));
        card.names().forEach((l, n) -> n.forEach(name -> {
            List<String> list = merged.computeIfAbsent(l, k -> new ArrayList<>());
            if (!list.contains(name)) {
                list.add(name);
            }
        }));
        merged.replaceAll((l, n) -> List.copyOf(n));
        return merged;
    }

    /** Every concept that a name of the index leads to, each once. */
    java.util.Collection<Concept> concepts() {
        Set<Concept> all = java.util.Collections.newSetFromMap(new java.util.IdentityHashMap<>());
        exact.values().forEach(all::addAll);
        fuzzyBuckets.values().forEach(names -> names.forEach(n -> all.add(n.concept())));
        return all;
    }

    /** The corpus's words, as the concepts were built from them. */
    public Vocabulary vocabulary() {
        return vocabulary;
    }

    /** The concepts named in {@code text}, left to right, longest names first, never overlapping. */
    public List<Match> recognize(String text) {
        String folded = Folded.of(text);
        if (folded.isEmpty()) {
            return List.of();
        }
        String[] words = folded.split(" ");
        List<Match> found = new ArrayList<>();
        int i = 0;
        while (i < words.length) {
            Match best = null;
            for (int len = Math.min(longestName, words.length - i); len >= 1 && best == null; len--) {
                String phrase = join(words, i, i + len);
                List<Concept> hits = exact.get(phrase);
                if (hits != null) {
                    for (Concept c : hits) {
                        found.add(new Match(c, i, i + len, true, phrase, distinctive(c, phrase),
                                shared(c, phrase)));
                    }
                    best = found.get(found.size() - 1);
                    continue;
                }
                best = fuzzy(phrase, i, len, found);
            }
            i = best == null ? i + 1 : best.to();
        }
        return found;
    }

    private Match fuzzy(String phrase, int from, int len, List<Match> found) {
        if (phrase.length() - (len - 1) < 5) { // the phrase's letters without the spaces between its words
            return null;
        }
        if (len == 1 && vocabulary.contains(phrase)) {
            return null; // a real word of the rules, not a misspelt name
        }
        int allowed = phrase.length() >= 9 ? 2 : 1;
        Name bestName = null;
        int bestDistance = Integer.MAX_VALUE;
        Bucket[] byLength = buckets(len, phrase.charAt(0));
        if (byLength == null) {
            return null;
        }
        long letters = letters(phrase);
        for (int length = phrase.length() - allowed; length <= phrase.length() + allowed; length++) {
            Bucket bucket = length < byLength.length ? byLength[length] : null;
            if (bucket == null) {
                continue;
            }
            for (int k = 0; k < bucket.names().length; k++) {
                if (!Levenshtein.mayBeWithin(bucket.letters()[k], letters, allowed)) {
                    continue; // more than `allowed` edits apart
                }
                Name n = bucket.names()[k];
                int d = Levenshtein.distance(n.folded(), phrase, allowed);
                if (d <= allowed && (d < bestDistance || (d == bestDistance && n.order() < bestName.order()))) {
                    bestDistance = d;
                    bestName = n;
                }
            }
        }
        Match best = bestName == null ? null : new Match(bestName.concept(), from, from + len, false,
                bestName.folded(), distinctive(bestName.concept(), bestName.folded()),
                shared(bestName.concept(), bestName.folded()));
        if (best != null) {
            found.add(best);
        }
        return best;
    }

    private static String bucket(int words, char first, int length) {
        return words + ":" + first + ":" + length;
    }

    private boolean distinctive(Concept c, String foldedName) {
        for (String game : ContentGames.ALL) {
            if (!game.equals(c.game()) && vocabulary.commonIn(foldedName, game)) {
                return false;
            }
        }
        return true;
    }

    /** Whether {@code c}'s names in {@code lang} are worth looking for: its entry has text in that language. */
    boolean looksFor(Concept c, Lang lang) {
        Set<Lang> only = namedOnly.get(c.id());
        return only == null || !only.contains(lang);
    }

    private boolean shared(Concept c, String foldedName) {
        Set<String> ids = shared.get(foldedName);
        return ids != null && ids.contains(c.id());
    }

    /** A folded name without a leading article: "la racine" gives "racine", "die wurzel" gives "wurzel". */
    static String withoutArticle(String folded) {
        int space = folded.indexOf(' ');
        if (space > 0 && space == folded.lastIndexOf(' ')
                && ARTICLES.contains(folded.substring(0, space))) {
            return folded.substring(space + 1);
        }
        return folded;
    }

    private static final Set<String> ARTICLES = Set.of("the", "a", "an", "le", "la", "les", "l", "un", "une", "der",
            "die", "das", "den", "ein", "eine");

    private static String join(String[] words, int from, int to) {
        StringBuilder b = new StringBuilder();
        for (int i = from; i < to; i++) {
            if (i > from) {
                b.append(' ');
            }
            b.append(words[i]);
        }
        return b.toString();
    }
}
