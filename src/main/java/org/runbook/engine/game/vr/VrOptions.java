package org.runbook.engine.game.vr;

import java.util.ArrayList;
import java.util.List;

import org.runbook.engine.Text;
import org.runbook.engine.game.vr.VrPlayer.AgentInService;
import org.runbook.engine.game.vr.VrPlayer.OwnedVerse;
import org.runbook.engine.game.vr.VrState.AgentSlot;
import org.runbook.engine.game.vr.VrState.Tokens;
import org.runbook.engine.game.vr.VrState.TurnState;

/**
 * The legal options of each decision of Virtual Revolution: the turn's steps (Director, influence, action) plus the open
 * windows, and the end-of-round questions (Corruption search, Necro immunity, turn order, Objectives).
 */
final class VrOptions {
    private final VrCatalog cat;
    private final VrBoard board;
    private final VrEffects effects;
    private final VrCorruption corruption;

    VrOptions(VrCatalog cat, VrBoard board, VrEffects effects, VrCorruption corruption) {
        this.cat = cat;
        this.board = board;
        this.effects = effects;
        this.corruption = corruption;
    }

    /** The windows open right now at the current step (empty outside the player's turn or once it ended). */
    List<VrWindow> openWindows(VrState s) {
        VrStep step = VrChart.get().step(s.cursor());
        if (s.over() || !s.entered() || !step.inTurn() || s.turnState().ended()) {
            return List.of();
        }
        List<VrWindow> out = new ArrayList<>();
        for (VrWindow w : VrWindow.values()) {
            if (step.windows().contains(w)) {
                out.add(w);
            }
        }
        return out;
    }

    /** The active player's decision at a step of the turn ({@code ask} is the step's). */
    VrDecision turnDecision(VrState s, VrStep.Ask ask) {
        TurnState t = s.turnState();
        boolean done = switch (ask) {
            case DIRECTOR -> t.director() != null;
            case INFLUENCE -> t.influenceDone();
            case ACTION -> t.actionDone();
            default -> t.ended();
        };
        if (done) {
            return null;
        }
        String p = t.player();
        List<VrOption> opts = new ArrayList<>();
        switch (ask) {
            case DIRECTOR -> {
                for (String b : cat.map().boroughs()) {
                    opts.add(opt("place:" + b, "place", cat.map().name(b)));
                }
            }
            case INFLUENCE -> influenceOptions(s, p, opts);
            case ACTION -> actionOptions(s, p, opts);
            default -> opts.add(opt("end", "end"));
        }
        for (VrWindow w : openWindows(s)) {
            windowOptions(s, p, w, opts);
        }
        extraActionOptions(s, p, opts);
        return new VrDecision(p, "turn", opts);
    }

    /**
     * The extra action a promotion gave this turn ({@code extra-action:work}): the options of that action, their ids
     * after {@code extra:}, once the Director is placed.
     */
    void extraActionOptions(VrState s, String p, List<VrOption> opts) {
        TurnState t = s.turnState();
        if (t.director() == null || t.ended()) {
            return;
        }
        List<String> kinds = t.flags().stream().filter(f -> f.startsWith("extra:")).map(f -> f.substring(6)).toList();
        if (kinds.isEmpty()) {
            return;
        }
        List<VrOption> all = new ArrayList<>();
        TurnState plain = new TurnState(t.player(), t.director(), t.influenceDone(), false, false,
                t.flags().stream().filter(f -> !f.equals("renewing")).toList());
        actionOptions(withTurn(s, plain), p, all);
        for (VrOption o : all) {
            String kind = o.id().split(":")[0];
            if (kinds.contains(kind)) {
                opts.add(new VrOption("extra:" + o.id(), VrMessages.text("extra", o.label()), null));
            }
        }
    }

    private static VrState withTurn(VrState s, TurnState t) {
        VrState.Mut m = s.mut();
        m.turnState = t;
        return m.freeze();
    }

    /** The name of one of the five actions. */
    static Text actionName(String action) {
        return VrMessages.has("action-" + action) ? VrMessages.text("action-" + action) : Text.same(action);
    }

    static VrOption opt(String id, String key, Object... args) {
        return new VrOption(id, VrMessages.text(key, args), null);
    }

    static VrOption wopt(VrWindow w, String id, String key, Object... args) {
        return new VrOption(id, VrMessages.text(key, args), w);
    }

    boolean opponentIn(VrState s, String b, String p) {
        Tokens t = s.influence().get(b);
        return t != null && t.count() > 0 && !t.owner().equals(p);
    }

    void influenceOptions(VrState s, String p, List<VrOption> opts) {
        String b = s.turnState().director();
        VrPlayer pl = s.player(p);
        if (pl.supply() > 0 && !opponentIn(s, b, p)) {
            opts.add(opt("add", "add"));
        }
        Tokens t = s.influence().get(b);
        if (t != null && t.count() > 0) {
            opts.add(opt("eliminate:" + t.owner(), "eliminate", t.owner()));
        }
        if (!opponentIn(s, b, p)) {
            s.influence().forEach((from, tok) -> {
                if (!from.equals(b) && tok.owner().equals(p)) {
                    opts.add(opt("move:" + from, "move", cat.map().name(from)));
                }
            });
        }
        opts.add(opt("skip", "skip"));
    }

    boolean canBuild(VrState s, String p, String b) {
        VrPlayer pl = s.player(p);
        String owner = s.servers().get(b);
        if (owner != null || pl.servers() <= 0) {
            return false;
        }
        Tokens t = s.influence().get(b);
        boolean mine = t != null && t.owner().equals(p) && t.count() > 0;
        if (!mine && !s.turnState().flags().contains("build-anywhere")) {
            return false;
        }
        String d = cat.map().districtOf(b);
        for (var e : s.servers().entrySet()) {
            if (e.getValue().equals(p) && cat.map().districtOf(e.getKey()).equals(d)) {
                return false;
            }
        }
        return pl.money() >= board.markerValue(pl, "build-cost", 10);
    }

    void actionOptions(VrState s, String p, List<VrOption> opts) {
        VrPlayer pl = s.player(p);
        String b = s.turnState().director();
        int verseCost = board.markerValue(pl, "verse-cost", 7);
        boolean renewing = s.turnState().flags().contains("renewing");
        if (pl.money() >= 2 + verseCost && !s.verseDeck().isEmpty()) {
            opts.add(opt("renew-verses", "renew-verses"));
        }
        VrActionPromotions.renewOptions(cat, s, verseCost, opts);
        if (renewing) {   // the renewal is the first part of Create a verse: the action is chosen
            int before = opts.size();
            for (int i = 0; i < s.verseDisplay().size(); i++) {
                String v = s.verseDisplay().get(i);
                if (v != null && pl.money() >= verseCost) {
                    opts.add(opt("verse:" + (i + 1), "verse", cat.verse(v).name(), i + 1));
                }
            }
            if (opts.size() == before) {
                // money spent in a window since the renewal (an extra recruit), or no Verse left to show: the
                // action ends with the renewal alone rather than leaving the player without a choice
                opts.add(opt("no-action", "no-action"));
            }
            return;
        }
        opts.add(opt("work", "work"));
        if (pl.agents().size() < 3 && pl.money() >= board.markerValue(pl, "recruit-cost", 4)) {
            for (int i = 0; i < s.agentSlots().size(); i++) {
                AgentSlot slot = s.agentSlots().get(i);
                if (slot.card() != null && slot.location() != null
                        && cat.map().distance(b, slot.location())
                        <= board.range(pl) + VrActionPromotions.rangeBonus(cat, s.turnState())) {
                    opts.add(opt("recruit:" + (i + 1), "recruit", cat.agent(slot.card()).name(), i + 1));
                }
            }
        }
        if (canBuild(s, p, b)) {
            opts.add(opt("build", "build"));
        }
        if (pl.money() >= board.markerValue(pl, "verse-cost", 7)) {
            for (int i = 0; i < s.verseDisplay().size(); i++) {
                String v = s.verseDisplay().get(i);
                if (v != null) {
                    opts.add(opt("verse:" + (i + 1), "verse", cat.verse(v).name(), i + 1));
                }
            }
        }
        donateOptions(pl, opts);
        opts.add(opt("no-action", "no-action"));
    }

    void donateOptions(VrPlayer pl, List<VrOption> opts) {
        List<String> hand = pl.corruption();
        int extra = board.extraDonations(pl);
        List<List<String>> subsets = new ArrayList<>();
        subsets(hand, 0, 2 + extra, new ArrayList<>(), subsets);
        for (List<String> sub : subsets) {
            for (boolean imm : new boolean[] {false, true}) {
                if (sub.isEmpty() && !imm) {
                    continue;
                }
                int c = board.donateCost(pl, sub.size(), imm);
                if (c >= 0 && c <= pl.money()) {
                    String cards = sub.isEmpty() ? "-" : String.join("+", sub);
                    Object shown = sub.isEmpty() ? VrMessages.text("nothing")
                            : VrNames.join(sub.stream().map(x -> VrNames.corruption(cat, x)).toList(), ", ");
                    opts.add(opt("donate:" + cards + (imm ? ":immunity" : ""), "donate", shown, imm ? "+1" : "0", c));
                }
            }
        }
    }

    static void subsets(List<String> from, int start, int max, List<String> cur, List<List<String>> out) {
        out.add(List.copyOf(cur));
        if (cur.size() == max) {
            return;
        }
        for (int i = start; i < from.size(); i++) {
            cur.add(from.get(i));
            subsets(from, i + 1, max, cur, out);
            cur.remove(cur.size() - 1);
        }
    }

    void windowOptions(VrState s, String p, VrWindow w, List<VrOption> opts) {
        VrPlayer pl = s.player(p);
        String b = s.turnState().director();
        switch (w) {
            case TITLE -> {
                for (String d : pl.titles()) {
                    String ab = cat.map().titleAbility().getOrDefault(d, "none");
                    if (!pl.titlesUsed().contains(d) && !ab.equals("keep") && !ab.equals("none")) {
                        opts.add(wopt(w, "title:" + d, "title", cat.map().name(d), VrNames.ability(ab)));
                    }
                }
            }
            case AGENT_USE -> {
                if (b == null) {
                    return;
                }
                for (AgentInService a : pl.agents()) {
                    if (a.tapped()) {
                        continue;
                    }
                    VrCatalog.Agent c = cat.agent(a.card());
                    Tokens t = s.influence().get(b);
                    if (c.type().equals("fighter") && t != null && t.count() > 0) {
                        opts.add(wopt(w, "use:" + a.card() + ":" + t.owner(), "use-on", c.name(), t.owner()));
                    } else {
                        opts.add(wopt(w, "use:" + a.card(), "use", c.name()));
                    }
                }
            }
            case AGENT_PROMOTE -> {
                if (b == null) {
                    return;
                }
                for (AgentInService a : pl.agents()) {
                    VrCatalog.Agent c = cat.agent(a.card());
                    opts.add(wopt(w, "promote:" + a.card() + ":retire", "promote-retire", c.name()));
                    if (c.level() == 1 && c.boostAction() != null) {
                        opts.add(wopt(w, "promote:" + a.card() + ":boost", "promote-boost", c.name(), actionName(c.boostAction())));
                    }
                    opts.add(new VrOption("promote:" + a.card() + ":retire:no-effect", VrMessages.text("no-effect",
                            VrMessages.text("promote-retire", c.name())), w));
                    if (c.level() == 1 && c.boostAction() != null) {
                        opts.add(new VrOption("promote:" + a.card() + ":boost:no-effect", VrMessages.text("no-effect",
                                VrMessages.text("promote-boost", c.name(), actionName(c.boostAction()))), w));
                    }
                }
            }
            case RECOVER -> {
                if (pl.recycled() >= 1 && pl.supply() + pl.recycled() > 0) {
                    opts.add(wopt(w, "recover:1", "recover-1"));
                }
                if (pl.recycled() >= 2) {
                    if (!pl.corruption().isEmpty()) {
                        opts.add(wopt(w, "recover:2:corruption", "recover-2c"));
                    }
                    opts.add(wopt(w, "recover:2:necro", "recover-2n"));
                }
                if (pl.recycled() >= 3) {
                    opts.add(wopt(w, "recover:3", "recover-3"));
                }
            }
            case VERSE_ONLINE -> {
                for (OwnedVerse v : pl.verses()) {
                    if (!v.online() && effects.conditionMet(s, p, cat.verse(v.card()).condition())) {
                        opts.add(wopt(w, "online:" + v.card(), "online", cat.verse(v.card()).name()));
                    }
                }
            }
            case VERSE_SWAP -> {
                for (OwnedVerse v : pl.verses()) {
                    opts.add(wopt(w, "swap:" + v.card(), "swap", cat.verse(v.card()).name()));
                }
            }
        }
    }

    List<VrOption> searchOptions(VrState s, String who) {
        List<VrOption> out = new ArrayList<>();
        VrPlayer p = s.player(who);
        for (String c : p.corruption()) {
            List<String> targets = corruption.searchTargets(s, who, c);
            if (targets.size() <= 1) {
                out.add(opt("suffer:" + c, "suffer", VrNames.corruption(cat, c)));
            } else {
                for (String t : targets) {
                    out.add(opt("suffer:" + c + ":" + t, "suffer-on", VrNames.corruption(cat, c), VrNames.target(cat, t)));
                }
            }
        }
        if (p.immunity() > 0) {
            for (String c : p.corruption()) {
                out.add(opt("avoid:" + c, "avoid", VrNames.corruption(cat, c)));
            }
        }
        return out;
    }

    List<VrOption> necroOptions(VrState s, String who) {
        List<VrOption> out = new ArrayList<>();
        VrPlayer p = s.player(who);
        out.add(opt("immunity:0", "immunity-0"));
        if (p.immunity() >= 2) {
            out.add(opt("immunity:2", "immunity-2"));
        }
        if (p.immunity() >= 3 && board.maxSet(s).contains(who)) {
            out.add(opt("immunity:3", "immunity-3"));
        }
        return out;
    }

    List<VrOption> orderOptions(VrState s) {
        List<VrOption> out = new ArrayList<>();
        for (int i = 1; i <= s.order().size(); i++) {
            if (!s.newOrder().containsKey(i)) {
                out.add(opt("position:" + i, "position", i));
            }
        }
        return out;
    }

    List<VrOption> objectiveOptions(VrState s, String who) {
        List<VrOption> out = new ArrayList<>();
        for (String o : s.player(who).objectives()) {
            VrCatalog.Objective ob = cat.objective(o);
            if (ob.kind().equals("verse-type")) {
                for (String t : verseTypes()) {
                    out.add(opt("objective:" + o + ":" + t, "objective-type", ob.name(), VrNames.type(t)));
                }
            } else {
                out.add(opt("objective:" + o, "objective", ob.name()));
            }
        }
        return out;
    }

    List<String> verseTypes() {
        return cat.verses().values().stream().map(VrCatalog.Verse::type).distinct().sorted().toList();
    }
}
