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
 * uses (a term only one game has, such as "data fort" or "verse"), else Android: Netrunner.
 *
 * @param game       {@code anr}, {@code nr96} or {@code vr}
 * @param definition true for "what is...", "c'est quoi...", "was bedeutet..." questions
 */
public record Intent(String game, boolean definition) {

    private static final Pattern NAMES_NR96 = Pattern.compile(
            "(?u)\\b(1996|nr ?96|netrunner 96|original netrunner|netrunner classique|classic netrunner)\\b");
    private static final Pattern NAMES_VR = Pattern.compile("(?u)\\b(virtual revolution|néo paris|neo paris)\\b");
    private static final Pattern NAMES_ANR = Pattern.compile("(?u)\\b(android|a ?: ?nr|anr|2012|2017)\\b");
    private static final Pattern DEFINITION = Pattern.compile(
            "(?u)(^|\\b)(what is|what's|what are|what does|meaning|definition|define|c'est quoi|qu'est-ce|"
                    + "que veut dire|que signifie|signification|définition|was ist|was sind|was bedeutet|bedeutung|"
                    + "erklärung|heisst|heißt)\\b");

    public static Intent of(String query, List<ConceptIndex.Match> matches) {
        String q = query.toLowerCase(Locale.ROOT);
        boolean definition = DEFINITION.matcher(q).find();
        if (NAMES_NR96.matcher(q).find()) {
            return new Intent("nr96", definition);
        }
        if (NAMES_VR.matcher(q).find()) {
            return new Intent("vr", definition);
        }
        if (NAMES_ANR.matcher(q).find()) {
            return new Intent("anr", definition);
        }
        Map<String, Set<String>> gamesByWords = new HashMap<>();
        for (ConceptIndex.Match m : matches) {
            if (!m.concept().card()) {
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
        return new Intent(game, definition);
    }
}
