package org.runbook.ui.timing;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;

import org.runbook.engine.game.GameSession;
import org.runbook.engine.game.Lang;

/** The timeline as lines for a list: a header per step visit, then its decisions, events and changes. */
final class TimelineRows {
    private TimelineRows() {
    }

    /**
     * One line of the log.
     *
     * @param entry  index of the step visit
     * @param header true for the visit's first line
     * @param text   the words shown
     * @param stepId the corpus entry a double-click opens
     */
    record Row(int entry, boolean header, String text, String stepId) {
        @Override
        public String toString() {
            return text;
        }
    }

    /** A line in the words of the interface: who passed, or "who: what [window]", marked when taken by auto. */
    static String words(GameSession.Line l, Lang lang, Function<String, String> names, String game) {
        if (l.who().isEmpty()) {
            return players(servers(counter(l.text().get(lang)), names), game);
        }
        if (l.text() == null) {
            return Texts.get("timeline.passed", String.join(", ", l.who().stream().map(Texts::side).toList()));
        }
        return Texts.side(l.who().get(0)) + Texts.colon() + move(l.text().get(lang), lang, names, game)
                + (l.window() == null ? "" : "  [" + Texts.window(l.window()) + "]")
                + (l.auto() ? "  " + Texts.get("timeline.auto") : "");
    }

    /**
     * A move the engine records by its option id ("immunity:0", "rez:wall-of-thorns") in words of the interface, the
     * cards and servers it names by {@code names} (a reference it does not know reads as a name would), in
     * {@code game}'s own words where it has them.
     */
    static String move(String text, Lang lang, Function<String, String> names, String game) {
        if (!text.matches("[a-z][a-z0-9-]*(:[A-Za-z0-9-]+)*")) {
            return text;
        }
        String own = Narration.label(new GameSession.Choice(text, org.runbook.engine.Text.same(text)), lang, game);
        if (!own.equals(text)) {
            return own;
        }
        String[] parts = text.split(":", 2);
        String group = Texts.get("group." + parts[0]);
        if (group.startsWith("group.") || parts.length == 1) {
            return group.startsWith("group.") ? text : group;
        }
        List<String> named = new ArrayList<>();
        for (String ref : parts[1].split(":")) {
            String n = names.apply(ref);
            String word = Texts.get("ref." + ref);
            named.add(n != null ? n : !word.startsWith("ref.") ? word : ref.matches("[A-Z]+-\\d+") ? ref : named(ref));
        }
        return group + " (" + String.join(", ", named) + ")";
    }

    /** A card reference as its name would read ("miss-yoshida" is "Miss Yoshida"); codes stay as they are. */
    static String named(String ref) {
        StringBuilder out = new StringBuilder();
        for (String w : ref.split("[-:]")) {
            if (!w.isEmpty()) {
                out.append(out.length() == 0 ? "" : " ").append(Character.toUpperCase(w.charAt(0))).append(w.substring(1));
            }
        }
        return out.toString();
    }

    private static final java.util.regex.Pattern SERVER_ID = java.util.regex.Pattern.compile("\\b(?:remote|fort)\\d+\\b");

    /** An event that names a server by its id ("The Runner runs on fort1") names it as the board does. */
    static String servers(String text, Function<String, String> names) {
        java.util.regex.Matcher m = SERVER_ID.matcher(text);
        StringBuilder out = new StringBuilder();
        while (m.find()) {
            String n = names.apply(m.group());
            m.appendReplacement(out, java.util.regex.Matcher.quoteReplacement(n == null ? m.group() : n));
        }
        return m.appendTail(out).toString();
    }

    private static final java.util.regex.Pattern PLAYER_ID = java.util.regex.Pattern.compile("\\b(?:red|blue|green|yellow)\\b");

    /** A VR event that names a player by its id ("red draws ...") names them in the interface language. */
    static String players(String text, String game) {
        if (!"vr".equals(game)) {
            return text;
        }
        java.util.regex.Matcher m = PLAYER_ID.matcher(text);
        StringBuilder out = new StringBuilder();
        while (m.find()) {
            m.appendReplacement(out, java.util.regex.Matcher.quoteReplacement(Texts.side(m.group())));
        }
        return m.appendTail(out).toString();
    }

    private static final java.util.regex.Pattern COUNTER =
            java.util.regex.Pattern.compile("^(\\s*)Δ (?:([a-z]+)\\.)?([a-z-]+): (.*)$");
    /** A change of a counter the engine already named ("Δ crédits Corpo: 7 → 0"). */
    private static final java.util.regex.Pattern NAMED_COUNTER = java.util.regex.Pattern.compile("^(\\s*)Δ ([^:]+): (.*)$");

    /**
     * A change of a counter named by its key ("Δ red.money: 6 → 11") in words: "Δ Red, money: 6 → 11"; one the
     * engine named already keeps its words. Either is joined to its values as the interface language writes it.
     */
    static String counter(String text) {
        java.util.regex.Matcher m = COUNTER.matcher(text);
        String field = m.matches() ? Texts.get("field." + m.group(3)) : "field.";
        if (field.startsWith("field.")) {
            java.util.regex.Matcher named = NAMED_COUNTER.matcher(text);
            return named.matches() ? named.group(1) + "Δ " + named.group(2) + Texts.colon() + named.group(3) : text;
        }
        return m.group(1) + "Δ " + (m.group(2) == null ? field : Texts.side(m.group(2)) + ", " + field) + Texts.colon() + m.group(4);
    }

    /**
     * The engine's own bookkeeping lines (the rule that chose the next step, "→ run-2 (condition ...)"): the next
     * visit's header already says where play went, so they are not shown.
     */
    static boolean internal(GameSession.Line l) {
        return l.who().isEmpty() && l.text() != null
                && l.text().get(Lang.EN).replaceFirst("^[·\\s]+", "").startsWith("→");
    }

    static List<Row> rows(List<GameSession.Visit> timeline, Lang lang, Function<String, String> names, String game) {
        List<Row> out = new ArrayList<>();
        int n = 0;
        for (GameSession.Visit e : timeline) {
            StringBuilder h = new StringBuilder().append(n + 1).append(". ").append(e.number()).append(" — ")
                    .append(e.label().get(lang));
            if (!e.windows().isEmpty()) {
                h.append("  [").append(String.join(", ", e.windows().stream().map(w -> w.name(lang, Texts::window)).toList()))
                        .append(']');
            }
            out.add(new Row(n, true, h.toString(), e.cite()));
            for (GameSession.Line l : e.lines()) {
                if (internal(l)) {
                    continue;
                }
                out.add(new Row(n, false, (l.decision() ? "      " : "          ") + words(l, lang, names, game), e.cite()));
            }
            n++;
        }
        return out;
    }
}
