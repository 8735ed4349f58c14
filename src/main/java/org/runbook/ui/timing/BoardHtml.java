package org.runbook.ui.timing;

import java.util.ArrayList;
import java.util.List;

import org.runbook.engine.game.Lang;
import org.runbook.engine.actions.Rules;
import org.runbook.engine.cards.CardDef;
import org.runbook.engine.state.CardInstance;
import org.runbook.engine.state.CorpState;
import org.runbook.engine.state.GameState;
import org.runbook.engine.state.RunState;
import org.runbook.engine.state.RunnerState;
import org.runbook.engine.state.Server;

/** The board of a state as a small HTML page: credits, clicks, servers and ice with rezzed flags, rig, tags. */
final class BoardHtml {
    private BoardHtml() {
    }

    static String render(GameState s, Rules rules, Lang lang) {
        StringBuilder sb = new StringBuilder("<html><body style='font-family:sans-serif'>");
        CorpState c = s.corp();
        RunnerState r = s.runner();
        sb.append("<b>").append(Texts.get("state.corp")).append("</b> — ")
                .append(Texts.get("state.credits", c.credits())).append(", ")
                .append(Texts.get("state.clicks", c.clicks())).append(", ")
                .append(Texts.get("state.bp")).append(' ').append(c.badPublicity()).append("<br>")
                .append(Texts.get("state.hq")).append(' ').append(c.hand().size()).append(" · ")
                .append(Texts.get("state.rd")).append(' ').append(c.deck().size()).append(" · ")
                .append(Texts.get("state.archives")).append(' ').append(c.archives().size()).append(" · ")
                .append(Texts.get("state.score")).append(Texts.colon()).append(names(c.score(), rules, lang)).append("<br>");
        RunState run = s.run();
        int currentIce = -1;
        if (run != null) {
            currentIce = run.position();
        }
        for (Server sv : s.servers()) {
            boolean attacked = run != null && run.server().equals(sv.name());
            if (sv.ice().isEmpty() && sv.root().isEmpty() && !attacked) {
                continue;
            }
            sb.append("<b>").append(esc(sv.name())).append("</b>");
            if (attacked) {
                sb.append(" ⚡");
            }
            sb.append("<ul style='margin-top:0;margin-bottom:2px'>");
            for (int i = sv.ice().size() - 1; i >= 0; i--) {
                CardInstance ice = sv.ice().get(i);
                CardDef d = rules.def(ice);
                sb.append("<li>").append(esc(d.name().get(lang))).append(" <i>(")
                        .append(String.join(" ", AnrBoards.subtypes(s, rules, ice))).append(", ")
                        .append(Texts.get("col.strength").toLowerCase()).append(' ').append(rules.iceStrength(s, ice))
                        .append(")</i> — ").append(ice.rezzed() ? "<b>" + Texts.get("state.rezzed") + "</b>"
                                : Texts.get("state.unrezzed"));
                if (attacked && i == currentIce) {
                    sb.append(" <b>").append(Texts.get("state.here"));
                    if (s.encounter() != null && s.encounter().iceId() == ice.id()) {
                        sb.append(", ").append(Texts.get("state.encounter"));
                        if (!s.encounter().broken().isEmpty()) {
                            sb.append(", ").append(Texts.get("state.broken", s.encounter().broken()));
                        }
                    }
                    sb.append("</b>");
                }
                sb.append(counters(ice)).append(hosted(s, rules, lang, ice)).append("</li>");
            }
            for (CardInstance card : sv.root()) {
                sb.append("<li>").append(Texts.get("state.root")).append(Texts.colon())
                        .append(esc(rules.def(card).name().get(lang))).append(" — ")
                        .append(card.rezzed() ? Texts.get("state.rezzed") : Texts.get("state.unrezzed"));
                sb.append(counters(card)).append(hosted(s, rules, lang, card)).append("</li>");
            }
            sb.append("</ul>");
        }
        if (run != null) {
            sb.append(Texts.get("state.run.on", esc(run.server()), run.bpCredits())).append("<br>");
        }
        sb.append("<b>").append(Texts.get("state.runner")).append("</b> — ")
                .append(Texts.get("state.credits", r.credits())).append(", ")
                .append(Texts.get("state.clicks", r.clicks())).append(", ")
                .append(Texts.get("state.tags")).append(' ').append(r.tags()).append(", ")
                .append(Texts.get("state.brain")).append(' ').append(r.brainDamage()).append(", ")
                .append(Texts.get("state.memory")).append(' ').append(rules.freeMemory(s)).append("<br>")
                .append(Texts.get("state.grip")).append(' ').append(r.hand().size()).append(" · ")
                .append(Texts.get("state.heap")).append(' ').append(r.heap().size()).append(" · ")
                .append(Texts.get("state.score")).append(Texts.colon()).append(names(r.score(), rules, lang)).append("<br>")
                .append(Texts.get("state.rig")).append(Texts.colon());
        List<String> rig = new ArrayList<>();
        for (CardInstance p : rules.installedRunner(s)) {
            if (!AnrBoards.onBoard(s, rules, p.host())) {
                rig.add(rigCard(s, rules, lang, p) + hosted(s, rules, lang, p));
            }
        }
        sb.append(rig.isEmpty() ? "—" : String.join(", ", rig));
        return sb.append("</body></html>").toString();
    }

    /** A Runner's card: its name, then its strength (icebreakers, host bonuses counted) and counters. */
    private static String rigCard(GameState s, Rules rules, Lang lang, CardInstance p) {
        CardDef d = rules.def(p);
        List<String> extra = new ArrayList<>();
        if (d.isIcebreaker()) {
            extra.add(Texts.get("col.strength").toLowerCase() + " " + rules.breakerStrength(s, p));
        }
        String counters = AnrBoards.counters(p);
        if (!counters.isEmpty()) {
            extra.add(counters);
        }
        return esc(d.name().get(lang)) + (extra.isEmpty() ? "" : " <i>(" + esc(String.join(", ", extra)) + ")</i>");
    }

    /** ", 2 advancements · 3 credits on it" or nothing. */
    private static String counters(CardInstance c) {
        String counters = AnrBoards.counters(c);
        return counters.isEmpty() ? "" : ", " + esc(counters);
    }

    /** " — hosts: Parasite (1 virus counter)" for the cards installed on {@code host}, or nothing. */
    private static String hosted(GameState s, Rules rules, Lang lang, CardInstance host) {
        List<String> out = new ArrayList<>();
        for (CardInstance c : rules.installedRunner(s)) {
            if (host.ref().equals(c.host())) {
                out.add(rigCard(s, rules, lang, c) + hosted(s, rules, lang, c));
            }
        }
        return out.isEmpty() ? "" : " — " + Texts.get("state.hosts") + " " + String.join(", ", out);
    }

    private static String names(List<CardInstance> cards, Rules rules, Lang lang) {
        if (cards.isEmpty()) {
            return "—";
        }
        List<String> out = new ArrayList<>();
        for (CardInstance c : cards) {
            out.add(esc(rules.def(c).name().get(lang)));
        }
        return String.join(", ", out);
    }

    static String esc(String s) {
        return s == null ? "" : s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;");
    }
}
