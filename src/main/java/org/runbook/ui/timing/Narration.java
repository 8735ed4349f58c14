package org.runbook.ui.timing;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

import org.runbook.engine.game.Lang;
import org.runbook.engine.actions.WhyNot;
import org.runbook.engine.game.GameSession;

/**
 * Every step told in plain words of the interface language, from TimingStrings: what happens at this step
 * ({@code narr.EDITION.KEY}, else {@code narr.GAME.KEY}), who may act now and why ({@code who.KIND} and, for each
 * family the engine allows now, {@code can.FAMILY} with its step), the options grouped by kind with what each kind
 * does ({@code group.PREFIX}, {@code explain.PREFIX}), and the "Why not?" list from the engine's {@link WhyNot}
 * ({@code whynot.family.*}, {@code whynot.reason.*}) with the step where each becomes possible.
 */
final class Narration {
    /** A group of options of one kind, e.g. every "rez" or every Director placement. */
    record Group(String prefix, String title, String explain, List<GameSession.Choice> options) {
    }

    private Narration() {
    }

    /** What happens at a step; never empty (a step without its own text says so in words, not in ids). */
    static String what(String game, String edition, String key) {
        String own = Texts.get("narr." + edition + "." + key);
        if (!own.startsWith("narr.")) {
            return own;
        }
        String shared = Texts.get("narr." + game + "." + key);
        return shared.startsWith("narr.") ? "" : shared;
    }

    /** Who may act now and why, one sentence per reason. */
    static List<String> who(Snapshot s) {
        List<String> out = new ArrayList<>();
        GameSession.StepPoint p = s.point();
        if (s.over()) {
            out.add(Texts.get("who.over"));
            return out;
        }
        if (p.decision() == null) {
            out.add(Texts.get("who.nobody"));
            return out;
        }
        String kind = p.decision().kind().toLowerCase(Locale.ROOT).replace(' ', '-');
        String windows = String.join(", ", p.windows().stream().map(b -> b.name(lang(), Texts::window)).toList());
        String said = Texts.own(s.game(), "who." + kind, Texts.side(p.decision().who()), windows);
        out.add(said.startsWith("who.") ? Texts.get("who.other", Texts.side(p.decision().who())) : said);
        for (WhyNot.Verdict v : s.whyNot()) {
            if (v.legal()) {
                out.add(Texts.own(s.game(), "can." + v.family().name().toLowerCase(Locale.ROOT),
                        stepWords(s, v.stepId())));
            }
        }
        return out;
    }

    /** The "Why not?" lines: each family a newcomer may expect that is not legal here, with its reason and step. */
    static List<String> whyNot(Snapshot s) {
        List<String> out = new ArrayList<>();
        for (WhyNot.Verdict v : s.whyNot()) {
            String family = Texts.get("whynot.family." + v.family().name().toLowerCase(Locale.ROOT));
            if (v.legal()) {
                // other cards of the family may be usable: the ones of the hand that are not, each with its reason
                v.cards().forEach(c -> out.add(Texts.get("whynot.line", family, c.text().get(lang()))));
                continue;
            }
            String reason = Texts.get("whynot.reason." + v.reason());
            if (reason.startsWith("whynot.")) {
                reason = Texts.get("whynot.reason.other");
            }
            String where = stepWords(s, v);
            boolean here = v.step() != null ? v.step().equals(s.point().key()) : v.stepId().equals(s.point().stepId());
            out.add(Texts.get("whynot.line", family, reason) + (where.isEmpty() || here ? "" : " — " + where));
            v.cards().forEach(c -> out.add("    – " + c.text().get(lang())));
        }
        return out;
    }

    /** "step 5.1" for the step a verdict names by its key in the chart, else for its step id (below). */
    static String stepWords(Snapshot s, WhyNot.Verdict v) {
        GameSession.Box named = v.step() == null ? null : s.chartModel().step(v.step());
        return named == null ? stepWords(s, v.stepId())
                : Texts.get("whynot.step", named.number(), Texts.get("scope." + named.scope()));
    }

    /**
     * "step 2.2" for a step id of the session's chart: the current step when it has that id, else the one step with
     * it; empty when no step or several have it (a 1996 rule covers several steps: no number rather than a wrong one).
     */
    static String stepWords(Snapshot s, String stepId) {
        if (stepId == null) {
            return "";
        }
        GameSession.Box now = s.chartModel().step(s.point().key());
        if (now != null && stepId.equals(now.stepId())) {
            return Texts.get("whynot.step", now.number(), Texts.get("scope." + now.scope()));
        }
        List<GameSession.Box> with = s.chartModel().steps().stream()
                .filter(b -> stepId.equals(b.stepId()) && !b.key().contains("#")).toList();
        return with.size() != 1 ? ""
                : Texts.get("whynot.step", with.get(0).number(), Texts.get("scope." + with.get(0).scope()));
    }

    /**
     * The options grouped by the first part of their id, groups in the order of their first option, in the words of
     * {@code game} where it has its own ({@code explain.nr96.advance}: bits and actions).
     */
    static List<Group> groups(List<GameSession.Choice> options, String game) {
        Map<String, List<GameSession.Choice>> by = new LinkedHashMap<>();
        for (GameSession.Choice c : options) {
            by.computeIfAbsent(prefix(c.id()), k -> new ArrayList<>()).add(c);
        }
        List<Group> out = new ArrayList<>();
        by.forEach((k, v) -> {
            String title = Texts.own(game, "group." + k);
            String explain = Texts.own(game, "explain." + k);
            out.add(new Group(k, title.startsWith("group.") ? Texts.get("group.other") : title,
                    explain.startsWith("explain.") ? "" : explain, List.copyOf(v)));
        });
        return out;
    }

    /** The kind of an option: the part of its id before the first colon ({@code rez}, {@code place}...). */
    static String prefix(String id) {
        int c = id.indexOf(':');
        return c < 0 ? id : id.substring(0, c);
    }

    /**
     * An option in words of the interface language: the engine's label, or this tab's own words when it has them
     * for the option's kind ({@code label.place} = "Director in {0}"), so no option stays in another language.
     */
    static String label(GameSession.Choice c, Lang lang) {
        return label(c, lang, null);
    }

    /** An option in words, in {@code game}'s own words where it has them ({@code label.nr96.gain-credit}: a bit). */
    static String label(GameSession.Choice c, Lang lang, String game) {
        String[] parts = c.id().split(":");
        String own = Texts.own(game, "label." + parts[0], (Object[]) java.util.Arrays.copyOfRange(parts, 1, parts.length));
        // the engine's label may name a VR player by their id ("de red"): named in the interface language
        return own.startsWith("label.") ? TimelineRows.players(c.label().get(lang), game) : own;
    }

    private static Lang lang() {
        return Lang.parse(Texts.language()).orElse(Lang.EN);
    }
}
