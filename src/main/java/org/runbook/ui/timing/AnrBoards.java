package org.runbook.ui.timing;

import java.util.ArrayList;
import java.util.List;

import org.runbook.engine.game.Lang;
import org.runbook.engine.actions.Rules;
import org.runbook.engine.cards.CardDef;
import org.runbook.engine.cards.CardType;
import org.runbook.engine.state.CardInstance;
import org.runbook.engine.state.CorpState;
import org.runbook.engine.state.GameState;
import org.runbook.engine.state.RunState;
import org.runbook.engine.state.RunnerState;
import org.runbook.engine.state.Server;
import org.runbook.engine.state.TurnModifier;
import org.runbook.ui.timing.BoardModel.Card;
import org.runbook.ui.timing.BoardModel.Column;
import org.runbook.ui.timing.BoardModel.Mark;
import org.runbook.ui.timing.BoardModel.PlayerRow;
import org.runbook.ui.timing.BoardModel.Stat;

/**
 * The board of an Android: Netrunner or Netrunner 1996 state as a {@link BoardModel}: both players' figures (1996
 * in its own words: bits and actions), the Corp's servers with their ice (strength now, rezzed or face down,
 * counters, where the run is), the Runner's rig. Words come from TimingStrings in the interface language, card
 * names in {@code lang}.
 */
final class AnrBoards {
    private AnrBoards() {
    }

    static BoardModel of(String game, GameState s, Rules rules, Lang lang) {
        CorpState c = s.corp();
        RunnerState r = s.runner();
        List<Stat> corp = List.of(
                stat(game, "credits", c.credits()), stat(game, "clicks", c.clicks()),
                stat(game, "hand", c.hand().size()), stat(game, "deck", c.deck().size()),
                stat(game, "discard", c.archives().size()), stat(game, "points", rules.corpPoints(s)),
                stat(game, "bp", c.badPublicity()));
        List<Stat> runner = List.of(
                stat(game, "credits", r.credits()), stat(game, "clicks", r.clicks()),
                stat(game, "grip", r.hand().size()), stat(game, "stack", r.stack().size()),
                stat(game, "heap", r.heap().size()), stat(game, "points", rules.runnerPoints(s)),
                stat(game, "tags", r.tags()), stat(game, "brain", r.brainDamage()),
                stat(game, "memory", rules.freeMemory(s)), stat(game, "link", rules.link(s)));
        List<PlayerRow> players = List.of(
                new PlayerRow("corp", Texts.side("corp"), "corp", corp, List.of()),
                new PlayerRow("runner", Texts.side("runner"), "runner", runner, List.of()));
        RunState run = s.run();
        List<Column> servers = new ArrayList<>();
        for (Server sv : s.servers()) {
            boolean attacked = run != null && run.server().equals(sv.name());
            List<Card> ice = new ArrayList<>();
            for (int i = 0; i < sv.ice().size(); i++) {
                CardInstance one = sv.ice().get(i);
                ice.add(ice(game, s, rules, lang, one, attacked ? mark(s, run, one, i) : Mark.NONE));
            }
            List<Card> root = new ArrayList<>();
            for (CardInstance one : sv.root()) {
                root.add(card(game, s, rules, lang, one));
            }
            servers.add(new Column("server:" + sv.name(), serverName(game, sv.name()), attacked, ice, root));
        }
        List<Card> rig = new ArrayList<>();
        for (CardInstance p : rules.installedRunner(s)) {
            // a hosted card is drawn with its host (unless the host is not on the board any more)
            if (!onBoard(s, rules, p.host())) {
                rig.add(card(game, s, rules, lang, p));
            }
        }
        String runLine = run == null ? "" : Texts.own(game, "board.run.line", serverName(game, run.server()),
                Math.max(0, run.approached()), run.bpCredits());
        return new BoardModel(players, servers, rig, runLine, null);
    }

    /** Whether {@code ref} names an installed card (a hosted card is drawn with such a host). */
    static boolean onBoard(GameState s, Rules rules, String ref) {
        if (ref == null) {
            return false;
        }
        for (Server sv : s.servers()) {
            if (sv.ice().stream().anyMatch(c -> ref.equals(c.ref())) || sv.root().stream().anyMatch(c -> ref.equals(c.ref()))) {
                return true;
            }
        }
        return rules.installedRunner(s).stream().anyMatch(c -> ref.equals(c.ref()));
    }

    /** HQ, R&D, Archives in the game's own words (1996: the central data forts); remotes keep their name. */
    static String serverName(String game, String name) {
        String own = Texts.get("server." + game + "." + name);
        if (!own.startsWith("server.")) {
            return own;
        }
        String any = Texts.get("server." + name);
        if (!any.startsWith("server.")) {
            return any;
        }
        java.util.regex.Matcher m = java.util.regex.Pattern.compile("(remote|fort)(\\d+)").matcher(name);
        return m.matches() ? Texts.get("server." + m.group(1), m.group(2)) : name;
    }

    private static Mark mark(GameState s, RunState run, CardInstance ice, int index) {
        if (s.encounter() != null && s.encounter().iceId() == ice.id()) {
            return Mark.ENCOUNTERED;
        }
        if (index == run.position()) {
            return Mark.APPROACHED;
        }
        return index > run.position() ? Mark.PASSED : Mark.NONE;
    }

    /** A stat label in the game's own words when it has them ({@code stat.nr96.credits} = bits). */
    static Stat stat(String game, String key, int value) {
        String own = Texts.get("stat." + game + "." + key);
        String label = own.startsWith("stat.") ? Texts.get("stat." + key) : own;
        return new Stat(key, label, Integer.toString(value));
    }

    private static Card ice(String game, GameState s, Rules rules, Lang lang, CardInstance ice, Mark mark) {
        CardDef d = rules.def(ice);
        String detail = String.join(" · ", subtypes(s, rules, ice).stream().map(Texts::subtypeLabel).toList()) + " · "
                + Texts.get("board.strength", rules.iceStrength(s, ice));
        List<String> facts = facts(game, d, lang);
        for (int i = 0; i < d.subroutines().size(); i++) {
            boolean broken = s.encounter() != null && s.encounter().iceId() == ice.id()
                    && s.encounter().broken().contains(i + 1);
            facts.add("↳ " + EffectText.of(d.subroutines().get(i)) + (broken ? "  " + Texts.get("board.broken") : ""));
        }
        facts.addAll(turnFacts(s, ice));
        return new Card("card:" + ice.id(), d.name().get(lang), detail, counters(ice), ice.rezzed(), mark,
                entry(ice), facts, hosted(game, s, rules, lang, ice));
    }

    /** The subtypes of an ice now, sorted: printed ones plus those an effect gives it this turn (Tinkering). */
    static List<String> subtypes(GameState s, Rules rules, CardInstance ice) {
        java.util.TreeSet<String> out = new java.util.TreeSet<>(rules.def(ice).subtypes());
        for (String t : List.of("barrier", "code-gate", "sentry")) {
            if (rules.iceHasSubtype(s, ice, t)) {
                out.add(t);
            }
        }
        return List.copyOf(out);
    }

    /** What an effect gave the card for this turn (Corporate Troubleshooter, Tinkering), as tooltip lines. */
    private static List<String> turnFacts(GameState s, CardInstance c) {
        TurnModifier m = TurnModifier.now(c.untilTurnEnds(), s.turnKey());
        List<String> out = new ArrayList<>();
        if (m != null && m.strength() != 0) {
            out.add(Texts.get("fact.turn.strength", (m.strength() > 0 ? "+" : "") + m.strength()));
        }
        if (m != null && m.allIceSubtypes()) {
            out.add(Texts.get("fact.turn.subtypes"));
        }
        return out;
    }

    /** The cards installed on {@code host}, each drawn as a card of its own. */
    private static List<Card> hosted(String game, GameState s, Rules rules, Lang lang, CardInstance host) {
        List<Card> out = new ArrayList<>();
        for (CardInstance c : rules.installedRunner(s)) {
            if (host.ref().equals(c.host())) {
                Card one = card(game, s, rules, lang, c);
                List<String> facts = new ArrayList<>(one.facts());
                facts.add(1, Texts.get("fact.hosted", rules.def(host).name().get(lang)));
                out.add(new Card(one.key(), one.name(), one.detail(), one.counters(), one.rezzed(), one.mark(),
                        one.entry(), facts, one.hosted()));
            }
        }
        return out;
    }

    private static Card card(String game, GameState s, Rules rules, Lang lang, CardInstance one) {
        CardDef d = rules.def(one);
        List<String> detail = new ArrayList<>();
        detail.add(Texts.get("type." + d.type().name().toLowerCase(java.util.Locale.ROOT)));
        if (d.isIcebreaker()) {
            detail.add(Texts.get("board.strength", rules.breakerStrength(s, one)));
        }
        boolean up = d.type().side() != org.runbook.engine.Side.CORP || one.rezzed();
        List<String> facts = facts(game, d, lang);
        facts.addAll(turnFacts(s, one));
        return new Card("card:" + one.id(), d.name().get(lang), String.join(" · ", detail), counters(one), up,
                Mark.NONE, entry(one), facts, hosted(game, s, rules, lang, one));
    }

    private static List<String> facts(String game, CardDef d, Lang lang) {
        List<String> out = new ArrayList<>();
        out.add(d.name().get(lang) + " — " + Texts.get("type." + d.type().name().toLowerCase(java.util.Locale.ROOT)));
        if (!d.subtypes().isEmpty()) {
            out.add(String.join(", ", d.subtypes().stream().sorted().map(Texts::subtypeLabel).toList()));
        }
        if (d.cost() > 0 || d.is(CardType.ICE)) {
            out.add(Texts.get(d.is(CardType.ICE) || d.is(CardType.ASSET) || d.is(CardType.UPGRADE)
                    ? "fact.rez" : "fact.cost", d.cost()));
        }
        if (d.strength() > 0 || d.is(CardType.ICE)) {
            out.add(Texts.get("board.strength", d.strength()));
        }
        if (d.is(CardType.AGENDA)) {
            out.add(Texts.get("fact.agenda", d.advancement(), d.points()));
        }
        if (d.trashCost() >= 0 && !d.is(CardType.ICE)) {
            out.add(Texts.get("fact.trash", d.trashCost()));
        }
        if (d.memory() > 0) {
            out.add(Texts.get("fact.memory", d.memory()));
        }
        if (d.partial()) {
            out.add(Texts.get("fact.partial"));
        }
        return out;
    }

    static String counters(CardInstance c) {
        List<String> out = new ArrayList<>();
        if (c.advancements() > 0) {
            out.add(Texts.get("counter.advancement", c.advancements()));
        }
        if (c.virus() > 0) {
            out.add(Texts.get("counter.virus", c.virus()));
        }
        if (c.power() > 0) {
            out.add(Texts.get("counter.power", c.power()));
        }
        if (c.agenda() > 0) {
            out.add(Texts.get("counter.agenda", c.agenda()));
        }
        if (c.credits() > 0) {
            out.add(Texts.get("counter.credits", c.credits()));
        }
        if (c.recurringLeft() > 0) {
            out.add(Texts.get("counter.recurring", c.recurringLeft()));
        }
        if (c.boost() + c.runBoost() > 0) {
            out.add(Texts.get("counter.boost", c.boost() + c.runBoost()));
        }
        return String.join(" · ", out);
    }

    private static String entry(CardInstance c) {
        return c.code() != null && c.code().matches("\\d{5}") ? "card:" + c.code() : null;
    }
}
