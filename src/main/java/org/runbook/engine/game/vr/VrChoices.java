package org.runbook.engine.game.vr;

import java.util.ArrayList;
import java.util.List;

import org.runbook.engine.game.vr.VrPlayer.OwnedVerse;
import org.runbook.engine.game.vr.VrState.Choice;
import org.runbook.engine.game.vr.VrState.Tokens;

/**
 * Card effects where the card lets the player choose the target (which of their boroughs loses a token, which Server
 * leaves, which Verse, Agent or Boost is discarded, where a token is added). Such an effect waits in
 * {@link VrState#choices()} and the engine asks the player ({@code choose:<target>}); when only one target is possible
 * it applies at once, and when none is, it does nothing (a Necro card that would take a Server takes VP instead).
 */
final class VrChoices {
    private final VrCatalog cat;
    private final VrBoard board;
    private final VrTitles titles;
    private final VrEffects effects;
    private final VrExtraChoices extras;

    VrChoices(VrCatalog cat, VrBoard board, VrTitles titles, VrEffects effects) {
        this.cat = cat;
        this.board = board;
        this.titles = titles;
        this.effects = effects;
        this.extras = new VrExtraChoices(cat, board, effects);
    }

    /** Queues an effect that applies {@code times} times, each time on a target the player chooses. */
    void offer(VrMove c, String who, VrEffect e, int times) {
        if (times > 0) {
            c.m.choices.add(new Choice(who, e, times));
            settle(c);
        }
    }

    /** The targets the first waiting choice may take, empty when none waits. */
    List<String> pendingTargets(VrState s) {
        if (s.choices().isEmpty()) {
            return List.of();
        }
        Choice ch = s.choices().get(0);
        return targets(s.mut(), ch.who(), ch.effect());
    }

    /** The options of the first waiting choice. */
    List<VrOption> options(VrState s) {
        Choice ch = s.choices().get(0);
        List<VrOption> out = new ArrayList<>();
        for (String t : targets(s.mut(), ch.who(), ch.effect())) {
            out.add(VrOptions.opt("choose:" + t, "choose", VrMessages.text("choice-" + ch.effect().kind().word()),
                    VrNames.target(cat, t)));
        }
        return out;
    }

    /** Applies the player's answer to the first waiting choice, then whatever follows needs no answer. */
    void choose(VrMove c, String target) {
        Choice ch = c.m.choices.remove(0);
        if (!targets(c.m, ch.who(), ch.effect()).contains(target)) {
            throw new IllegalArgumentException("'" + target + "' is not a target of " + ch.effect());
        }
        apply(c, ch.who(), ch.effect(), target);
        if (ch.left() > 1) {
            c.m.choices.add(0, new Choice(ch.who(), ch.effect(), ch.left() - 1));
        }
        settle(c);
    }

    /** Applies at once the waiting choices at the front that leave the player nothing to choose. */
    void settle(VrMove c) {
        while (!c.m.choices.isEmpty()) {
            Choice ch = c.m.choices.get(0);
            List<String> ts = targets(c.m, ch.who(), ch.effect());
            if (ts.size() > 1) {
                return;
            }
            c.m.choices.remove(0);
            if (ts.isEmpty()) {
                nothingToChoose(c, ch);
                continue;
            }
            apply(c, ch.who(), ch.effect(), ts.get(0));
            if (ch.left() > 1) {
                c.m.choices.add(0, new Choice(ch.who(), ch.effect(), ch.left() - 1));
            }
        }
    }

    private void nothingToChoose(VrMove c, Choice ch) {
        if (ch.effect().kind() == VrEffect.Kind.DISCARD_SERVER_OR_VP) {
            c.m.p(ch.who()).endGame.merge("vp", -ch.effect().n(), Integer::sum);
            c.log("ev-vp-lost", ch.who(), ch.effect().n());
        }
    }

    /** What the effect may hit for this player now, in a stable order. */
    List<String> targets(VrState.Mut m, String who, VrEffect e) {
        VrPlayer.Mut p = m.p(who);
        List<String> out = new ArrayList<>();
        switch (e.kind()) {
            case ELIMINATE_OWN, CLEAR_BOROUGHS -> m.influence.forEach((b, t) -> {
                if (t.owner().equals(who) && t.count() > 0) {
                    out.add(b);
                }
            });
            case ELIMINATE_IN -> cat.map().boroughs().stream().sorted().filter(b -> e.args().contains(cat.map().districtOf(b))
                    && m.influence.get(b) != null && m.influence.get(b).count() > 0).forEach(out::add);
            case ADD_HERE, ADD_ADJACENT, ADD_ANYWHERE, ADD_IN -> {
                String here = m.turnState == null ? null : m.turnState.director();
                List<String> where = switch (e.kind()) {
                    case ADD_HERE -> here == null ? List.of() : List.of(here);
                    case ADD_ADJACENT -> here == null ? List.of() : cat.map().neighbours(here).stream().sorted().toList();
                    case ADD_IN -> cat.map().boroughs().stream().filter(b -> e.args().contains(cat.map().districtOf(b)))
                            .sorted().toList();
                    default -> cat.map().boroughs().stream().sorted().toList();
                };
                if (p.supply > 0) {
                    for (String b : where) {
                        Tokens t = m.influence.get(b);
                        if (t == null || t.count() == 0 || t.owner().equals(who)) {
                            out.add(b);
                        }
                    }
                }
            }
            case DISCARD_CORRUPTION -> out.addAll(p.corruption.stream().sorted().toList());
            case DISCARD_VERSE -> p.verses.forEach(v -> out.add(v.card()));
            case DISCARD_AGENT -> p.agents.forEach(a -> out.add(a.card()));
            case DISCARD_BOOST -> p.boosts.forEach(b -> out.add(b.card()));
            case KEEP_OR_DISCARD -> out.addAll(List.of("keep-card", "discard-card"));
            case DISCARD_SERVER_OR_VP -> m.servers.forEach((b, o) -> {
                if (o.equals(who)) {
                    out.add(b);
                }
            });
            case COPY_PROMOTION -> m.players.values().forEach(o -> o.agents.forEach(a -> {
                VrCatalog.Agent ag = cat.agent(a.card());
                if (ag.promotion().stream().noneMatch(x -> x.kind() == VrEffect.Kind.COPY_PROMOTION)
                        && ag.promotion().stream().anyMatch(x -> x.kind() != VrEffect.Kind.NO_CORRUPTION)) {
                    out.add(a.card());
                }
            }));
            case TYPE_AT_END -> out.addAll(VrEngine.TYPES);
            case ONLINE_ANY -> p.verses.stream().filter(v -> !v.online()).forEach(v -> out.add(v.card()));
            case GIVE_CORRUPTION -> p.corruption.forEach(cd -> m.order.stream()
                    .filter(o -> !o.equals(who) && (e.args().isEmpty() || e.args().get(0).equals(o)))
                    .forEach(o -> out.add(cd + "@" + o)));
            case TRADE_CORRUPTION -> m.order.stream().filter(o -> !o.equals(who))
                    .forEach(o -> m.p(o).corruption.forEach(cd -> out.add(cd + "@" + o)));
            default -> {
                if (!VrExtraChoices.handles(e.kind())) {
                    throw new IllegalArgumentException("'" + e + "' has no target to choose");
                }
                out.addAll(extras.targets(m, who, e));
            }
        }
        return out.stream().distinct().toList();
    }

    private void apply(VrMove c, String who, VrEffect e, String target) {
        VrState.Mut m = c.m;
        VrPlayer.Mut p = m.p(who);
        switch (e.kind()) {
            case ELIMINATE_OWN, ELIMINATE_IN -> board.removeToken(c, target);
            case CLEAR_BOROUGHS -> {
                while (m.influence.get(target) != null && m.influence.get(target).count() > 0) {
                    board.removeToken(c, target);
                }
            }
            case ADD_HERE, ADD_ADJACENT, ADD_ANYWHERE, ADD_IN -> {
                board.addToken(c, who, target);
                p.supply--;
            }
            case DISCARD_CORRUPTION -> {
                p.corruption.remove(target);
                m.corruptionDiscard.add(target);
                c.log("ev-discarded", who, VrNames.corruption(cat, target));
            }
            case DISCARD_VERSE -> {
                OwnedVerse v = p.verses.stream().filter(x -> x.card().equals(target)).findFirst().orElseThrow();
                p.verses.remove(v);
                m.verseDeck.add(v.card());
                c.log("ev-discarded", who, cat.verse(v.card()).name());
            }
            case DISCARD_AGENT -> titles.discard(c, who, "agent", target);
            case DISCARD_BOOST -> titles.discard(c, who, "boost", target);
            case KEEP_OR_DISCARD -> titles.keepOrDrop(c, who, e.args(), target);
            case DISCARD_SERVER_OR_VP -> {
                m.servers.remove(target);
                p.servers++;
                c.log("ev-server-out", who, cat.map().name(target));
            }
            case TYPE_AT_END -> {
                p.endGame.remove("type-at-end");
                p.endGame.put("type:" + target, 1);
                c.log("ev-type-chosen", who, VrNames.type(target));
            }
            case COPY_PROMOTION -> {
                c.log("ev-copy-promotion", who, cat.agent(target).name());
                effects.promotions().promote(c, who, cat.agent(target), cat.agent(target).promotion(), false);
            }
            case ONLINE_ANY -> {
                p.verses.replaceAll(v -> v.card().equals(target) ? new OwnedVerse(target, true) : v);
                c.log("ev-online", who, cat.verse(target).name());
                for (VrEffect x : cat.verse(target).bonus()) {
                    effects.effect(c, who, x);
                }
            }
            case GIVE_CORRUPTION, TRADE_CORRUPTION -> {
                String cd = target.substring(0, target.indexOf('@'));
                String other = target.substring(target.indexOf('@') + 1);
                VrPlayer.Mut from = e.kind() == VrEffect.Kind.GIVE_CORRUPTION ? p : m.p(other);
                VrPlayer.Mut to = e.kind() == VrEffect.Kind.GIVE_CORRUPTION ? m.p(other) : p;
                from.corruption.remove(cd);
                to.corruption.add(cd);
                c.log(e.kind() == VrEffect.Kind.GIVE_CORRUPTION ? "ev-corruption-given" : "ev-corruption-taken", who,
                        VrNames.corruption(cat, cd), other);
                if (e.kind() == VrEffect.Kind.TRADE_CORRUPTION) {   // then one of the player's cards goes to that opponent
                    m.choices.add(0, new Choice(who, new VrEffect(VrEffect.Kind.GIVE_CORRUPTION, List.of(other), 1), 1));
                }
            }
            default -> extras.apply(c, who, e, target);
        }
    }
}
