package org.runbook.search.query;

import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * What a query seems to ask, from its own words: which game, and whether it asks for a definition.
 * The game is the one named ("1996", "Virtual Revolution"), else the one whose own glossary terms the query
 * uses (a term only one game has, such as "data fort" or "verse"; a name shared with an A:NR term, {@link SharedNames},
 * does not count), else Android: Netrunner.
 *
 * @param game       {@code anr}, {@code nr96} or {@code vr}
 * @param definition true for "what is...", "c'est quoi...", "was bedeutet..." questions
 * @param namesCards true when the query names at least one card
 * @param named      true when the query names the game itself ("Netrunner 96", "Virtual Revolution")
 */
public record Intent(String game, boolean definition, boolean namesCards, boolean named) {

    public Intent(String game, boolean definition, boolean namesCards) {
        this(game, definition, namesCards, false);
    }

    /** The query without the words that name a game: they tell which game, not what is asked. */
    public static String withoutGameNames(String query) {
        String out = query;
        for (Pattern p : List.of(NAMES_NR96, NAMES_VR)) {
            out = p.matcher(out.toLowerCase(Locale.ROOT)).replaceAll(" ");
        }
        out = SPACES.matcher(out).replaceAll(" ").strip();
        return out.isEmpty() ? query : out;
    }

    /** Runs of white space, compiled once. */
    private static final Pattern SPACES = Pattern.compile("\\s+");
    private static final Pattern NAMES_NR96 = Pattern.compile(
            "(?u)\\b(1996|'?96|nr ?96|netrunner ?96|original netrunner|netrunner classique|classic netrunner"
                    + "|old netrunner|(vieux|ancien|l'ancien) netrunner|alte[ns]? netrunner"
                    + "|(the )?old (game|version|rules)|(l')?ancien jeu|(l')?ancienne version|vieux jeu"
                    + "|alten? (spiel|version|regeln))\\b");
    private static final Pattern NAMES_VR = Pattern.compile(
            "(?u)\\b(virtual revolution|néo[ -]paris|neo[ -]paris|vr)\\b");
    private static final Pattern NAMES_ANR = Pattern.compile("(?u)\\b(android|a ?: ?nr|anr|2012|2017)\\b");
    private static final Pattern DEFINITION = Pattern.compile(
            "(?u)(^|\\b)(what is|what's|what are|what does|meaning|definition|define|c'est quoi|qu'est-ce|"
                    + "que veut dire|que signifie|signification|définition|was ist|was sind|was bedeutet|bedeutung|"
                    + "erklärung|heisst|heißt)\\b");

    /**
     * True when the query is nothing but the name of a glossary term ("wall", "Datenfestung"): a word looked up
     * alone asks what it means, as "what is a wall" does.
     */
    static boolean onlyATermsName(String query, List<ConceptIndex.Match> matches) {
        String folded = Folded.of(query);
        if (folded.isEmpty() || matches.isEmpty() || matches.stream().anyMatch(m -> m.concept().card())) {
            return false;
        }
        int words = folded.split(" ").length;
        return matches.stream().anyMatch(m -> m.from() == 0 && m.to() == words);
    }

    public static Intent of(String query, List<ConceptIndex.Match> matches) {
        String q = query.toLowerCase(Locale.ROOT);
        boolean definition = DEFINITION.matcher(q).find() || onlyATermsName(query, matches);
        boolean cards = matches.stream().anyMatch(m -> m.concept().card());
        if (NAMES_NR96.matcher(q).find()) {
            return new Intent("nr96", definition, cards, true);
        }
        if (NAMES_VR.matcher(q).find()) {
            return new Intent("vr", definition, cards, true);
        }
        if (NAMES_ANR.matcher(q).find()) {
            return new Intent("anr", definition, cards);
        }
        Map<String, Set<String>> gamesByWords = new HashMap<>();
        for (ConceptIndex.Match m : matches) {
            if (!m.concept().card() && m.distinctive() && !m.shared()) {
                gamesByWords.computeIfAbsent(m.from() + ":" + m.to(), k -> new HashSet<>()).add(m.concept().game());
            }
        }
        Map<String, Integer> votes = new HashMap<>();
        for (Set<String> games : gamesByWords.values()) {
            if (games.size() == 1) {
                votes.merge(games.iterator().next(), 1, Integer::sum);
            }
        }
        String game = "anr";
        int best = votes.getOrDefault("anr", 0);
        for (String g : List.of("nr96", "vr")) {
            if (votes.getOrDefault(g, 0) > best) {
                game = g;
                best = votes.get(g);
            }
        }
        return new Intent(game, definition, cards);
    }
}
