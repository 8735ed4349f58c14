package org.runbook.corpus;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.runbook.engine.game.Lang;

/**
 * The checks that need the whole corpus: unique ids, links and card codes that resolve, the languages each kind
 * requires, citations, step fields.
 */
public final class CorpusValidator {

    /** Inline links in Markdown texts: {@code [[id]]} or {@code [[id|shown words]]}. */
    public static final Pattern INLINE_LINK = Pattern.compile("\\[\\[([^\\]|]+)(?:\\|([^\\]]*))?]]");

    private static final Set<Kind> ANR_NEEDS_GERMAN = Set.of(Kind.RULE, Kind.EXAMPLE, Kind.TERM, Kind.STEP);

    private CorpusValidator() {
    }

    /** The languages an entry must be written in. */
    public static List<Lang> requiredLanguages(Entry e) {
        if (e.kind() == Kind.CARD) {
            return List.of(Lang.EN);
        }
        if (e.game().equals("anr") && ANR_NEEDS_GERMAN.contains(e.kind())) {
            return List.of(Lang.FR, Lang.EN, Lang.DE);
        }
        return List.of(Lang.FR, Lang.EN);
    }

    public static List<ContentProblem> validate(List<Entry> entries) {
        List<ContentProblem> problems = new ArrayList<>();
        Map<String, Entry> byId = new HashMap<>();
        for (Entry e : entries) {
            Entry previous = byId.putIfAbsent(e.id(), e);
            if (previous != null) {
                problems.add(new ContentProblem(e.file(), e.lineOf("id"), "duplicate id '" + e.id()
                        + "' (first defined at " + previous.file() + ":" + previous.lineOf("id") + ")"));
            }
        }
        for (Entry e : entries) {
            checkLanguages(e, problems);
            checkShape(e, byId, problems);
            checkLinks(e, byId, problems);
        }
        return problems;
    }

    private static void checkLanguages(Entry e, List<ContentProblem> problems) {
        for (Lang lang : requiredLanguages(e)) {
            if (!e.titles().containsKey(lang)) {
                problems.add(new ContentProblem(e.file(), e.line(), "entry '" + e.id() + "' has no title"
                        + (e.kind() == Kind.TERM || e.kind() == Kind.CARD ? " or name" : "") + " in " + lang.code()));
            }
            if (e.kind() != Kind.CARD && !e.texts().containsKey(lang)) {
                problems.add(new ContentProblem(e.file(), e.lineOf("text"), "entry '" + e.id()
                        + "' has no text in " + lang.code()));
            }
        }
        for (Lang lang : e.texts().keySet()) {
            if (!e.titles().containsKey(lang)) {
                problems.add(new ContentProblem(e.file(), e.lineOf("text." + lang.code()), "entry '" + e.id()
                        + "' has a text in " + lang.code() + " but no title in it"));
            }
        }
    }

    private static void checkShape(Entry e, Map<String, Entry> byId, List<ContentProblem> problems) {
        if (e.kind() != Kind.CARD && e.sources().isEmpty()) {
            problems.add(new ContentProblem(e.file(), e.line(), "entry '" + e.id() + "' cites no source"));
        }
        if (e.kind() == Kind.TERM && e.names().isEmpty()) {
            problems.add(new ContentProblem(e.file(), e.line(), "term '" + e.id() + "' has no names"));
        }
        if (e.kind() == Kind.STEP) {
            if (e.edition() == null) {
                problems.add(new ContentProblem(e.file(), e.line(), "step '" + e.id() + "' needs an edition"));
            } else if (!e.id().startsWith("step:" + e.edition() + "/")) {
                problems.add(new ContentProblem(e.file(), e.lineOf("id"), "step id '" + e.id()
                        + "' must start with 'step:" + e.edition() + "/'"));
            }
            if (e.number().isEmpty()) {
                problems.add(new ContentProblem(e.file(), e.line(), "step '" + e.id() + "' needs a number"));
            }
            if (e.fact("scope").isEmpty()) {
                problems.add(new ContentProblem(e.file(), e.line(), "step '" + e.id() + "' needs a scope"));
            }
        }
        for (String target : e.mapsTo()) {
            Entry step = byId.get(target);
            if (step == null) {
                problems.add(new ContentProblem(e.file(), e.lineOf("maps_to:" + target), "unknown step '" + target
                        + "' in maps_to"));
            } else if (step.kind() != Kind.STEP) {
                problems.add(new ContentProblem(e.file(), e.lineOf("maps_to:" + target), "'" + target
                        + "' in maps_to is not a step"));
            }
        }
    }

    private static void checkLinks(Entry e, Map<String, Entry> byId, List<ContentProblem> problems) {
        for (String link : e.links()) {
            if (!byId.containsKey(link)) {
                problems.add(new ContentProblem(e.file(), e.lineOf("links:" + link), "unknown link '" + link + "'"));
            }
        }
        for (String code : e.cards()) {
            if (!byId.containsKey("card:" + code)) {
                problems.add(new ContentProblem(e.file(), e.lineOf("cards:" + code), "unknown card code '" + code
                        + "' (expected a 5-digit code of the catalog)"));
            }
        }
        for (Map.Entry<Lang, String> text : e.texts().entrySet()) {
            String key = "text." + text.getKey().code();
            Matcher m = INLINE_LINK.matcher(text.getValue());
            while (m.find()) {
                String target = m.group(1).trim();
                if (!byId.containsKey(target)) {
                    int line = e.lineOf(key) + 1 + countNewlines(text.getValue(), m.start());
                    problems.add(new ContentProblem(e.file(), line, "unknown link '" + target + "'"));
                }
            }
        }
    }

    private static int countNewlines(String s, int end) {
        int n = 0;
        for (int i = 0; i < end; i++) {
            if (s.charAt(i) == '\n') {
                n++;
            }
        }
        return n;
    }
}
