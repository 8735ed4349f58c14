package org.runbook.engine.game.vr;

import java.util.List;

import org.runbook.engine.game.vr.VrPlayer.BoostInPlace;


/**
 * Applies the card effects ({@link VrEffect}) to a player, and checks the conditions that put a Verse Online.
 */
final class VrEffects {
    private final VrCatalog cat;
    private final VrBoard board;
    private final VrChoices choices;
    private final VrActionPromotions promotions;

    VrEffects(VrCatalog cat, VrBoard board, VrTitles titles) {
        this.cat = cat;
        this.board = board;
        this.choices = new VrChoices(cat, board, titles, this);
        this.promotions = new VrActionPromotions(board, this);
    }

    /** The promotions tied to an action of the turn. */
    VrActionPromotions promotions() {
        return promotions;
    }

    /** The effects that wait for the player's choice of target. */
    VrChoices choices() {
        return choices;
    }

    /** Applies one effect of the vocabulary to a player. */
    void effect(VrMove c, String who, VrEffect e) {
        VrState.Mut m = c.m;
        VrPlayer.Mut p = m.p(who);
        int n = e.n();
        switch (e.kind()) {
            case NONE -> c.log("ev-no-effect", who);
            case MONEY -> {
                int before = p.money;
                p.money = Math.max(0, p.money + n);
                c.log("ev-money", who, before, p.money);
            }
            case MONEY_CAP -> {
                int before = p.money;
                p.money = Math.min(p.money, n);
                c.log("ev-money", who, before, p.money);
            }
            case LOSE_ALL_MONEY -> {
                c.log("ev-money", who, p.money, 0);
                p.money = 0;
            }
            case IMMUNITY -> {
                p.immunity = Math.max(0, p.immunity + n);
                c.log("ev-immunity", who, (n >= 0 ? "+" : "") + n);
            }
            case INCOME -> {
                p.income = Math.max(0, p.income + n);
                c.log("ev-income-change", who, (n >= 0 ? "+" : "") + n);
            }
            case VP2 -> {
                p.vpTokens += n;
                c.log("ev-vp-tokens", who, n);
            }
            case CORRUPTION -> board.drawCorruption(c, who, n);
            case DISCARD_CORRUPTION -> choices.offer(c, who, e, Math.min(n, p.corruption.size()));
            case MARKER -> {
                // a Necro marker: for the next round, removed at the end of that round
                p.markers.add("next:" + e.key() + ":" + e.value());
                c.log("ev-marker", who, VrMessages.has("marker-" + e.key()) ? VrMessages.text("marker-" + e.key(), e.value())
                        : org.runbook.engine.Text.same(e.key() + " " + e.value()));
            }
            case END -> {
                p.endGame.merge(e.key(), n, (x, y) -> e.key().endsWith("cap") ? Math.min(x, y) : x + y);
                c.log("ev-end", who, VrMessages.has("end-" + e.key()) ? VrMessages.text("end-" + e.key(), n)
                        : org.runbook.engine.Text.same(e.key() + " " + n));
            }
            case ELIMINATE_OWN, CLEAR_BOROUGHS, DISCARD_VERSE, DISCARD_AGENT, DISCARD_BOOST ->
                    choices.offer(c, who, e, n);
            case ADD_ADJACENT, ADD_ANYWHERE, ADD_HERE, DISCARD_SERVER_OR_VP -> choices.offer(c, who, e, 1);
            case ELIMINATE_HERE -> {
                String b = m.turnState == null ? null : m.turnState.director();
                if (b != null) {
                    board.removeToken(c, b);
                }
            }
            case BOOST -> {
                if (!m.boostsLeft.isEmpty()) {
                    String bc = m.boostsLeft.remove(0);
                    p.boosts.add(new BoostInPlace(bc, cat.boost(bc).action(), false));
                    c.log("ev-boost-gained", who, cat.boost(bc).name());
                }
            }
            case COPY_PROMOTION, ONLINE_ANY, GIVE_CORRUPTION, TRADE_CORRUPTION, ADD_IN, ELIMINATE_ADJACENT, REPEAT_BONUS,
                    MAY_RENEW, MOVE_SERVER, STEAL_IMMUNITY, SWAP_AGENT, SERVER_VERSE, UNTAP_AGENT, CASH_IN,
                    ELIMINATE_IN ->
                    choices.offer(c, who, e, 1);
            case EXTRA_ACTION, TURN_FLAG -> {
                if (m.turnState != null && m.turnState.player().equals(who)) {
                    String flag = e.kind() == VrEffect.Kind.EXTRA_ACTION ? "extra:" + e.key() : e.key();
                    List<String> f = new java.util.ArrayList<>(m.turnState.flags());
                    f.add(flag);
                    VrState.TurnState t = m.turnState;
                    m.turnState = new VrState.TurnState(t.player(), t.director(), t.influenceDone(), t.actionDone(),
                            t.ended(), f);
                    c.log(e.kind() == VrEffect.Kind.EXTRA_ACTION ? "ev-extra-action" : "ev-flag-" + e.key(), who,
                            VrOptions.actionName(e.key()));
                }
            }
            case NO_CORRUPTION -> {
            }
            case VERSE_RENEW -> {
                List<String> old = new java.util.ArrayList<>(m.verseDisplay);
                m.verseDisplay.clear();
                for (int i = 0; i < 5; i++) {
                    m.verseDisplay.add(m.verseDeck.isEmpty() ? null : m.verseDeck.remove(0));
                }
                old.stream().filter(java.util.Objects::nonNull).forEach(m.verseDeck::add);
                c.log("ev-renewed", who, VrNames.verses(cat, m.verseDisplay));
            }
            case UNTAP_ALL -> {
                p.agents.replaceAll(a -> new VrPlayer.AgentInService(a.card(), false));
                c.log("ev-untap-all", who);
            }
            case TYPE_AT_END -> {
                p.endGame.merge("type-at-end", 1, Integer::sum);
                c.log("ev-type-at-end", who);
            }
            case RANGE, DISCARD_FOR, VERSE_CYCLE ->
                    throw new IllegalArgumentException("'" + e + "' changes an action under a Boost; it is not applied alone");
            case RECYCLE -> {
                int k = Math.min(n, p.supply);
                p.supply -= k;
                p.recycled += k;
                c.log("ev-recycled", who, k);
            }
            case ADD_OWN -> choices.offer(c, who, e, 1);
            case OPPONENTS_LOSE_ONE -> m.order.stream().filter(o -> !o.equals(who)).forEach(o -> choices.offer(c, o, e, 1));
            case ON_ACTION -> throw new IllegalArgumentException("'" + e + "' starts a promotion; it is not applied alone");
        }
    }

    boolean conditionMet(VrState s, String who, VrVerseRules.Condition cond) {
        VrPlayer p = s.player(who);
        int n = cond.n();
        List<String> keys = cond.keys();
        return switch (cond.kind()) {
            case NONE -> true;
            case IMMUNITY -> p.immunity() >= n;
            case NO_AGENTS -> p.agents().isEmpty();
            case BOOSTS -> p.boosts().size() >= n;
            case RECYCLED -> p.recycled() >= n;
            case AGENTS_TYPE -> p.agents().stream().filter(x -> cat.agent(x.card()).type().equals(keys.get(0))).count()
                    >= n;
            case AGENTS_TYPES -> keys.stream().allMatch(t -> p.agents().stream()
                    .anyMatch(x -> cat.agent(x.card()).type().equals(t)));
            case STACK -> s.influence().values().stream().anyMatch(t -> t.owner().equals(who) && t.count() >= n);
            case SERVER_IN -> s.servers().entrySet().stream().anyMatch(e -> e.getValue().equals(who)
                    && keys.contains(cat.map().districtOf(e.getKey())));
            case DIRECTORS_ONE_DISTRICT -> s.directors().entrySet().stream()
                    .collect(java.util.stream.Collectors.groupingBy(e -> cat.map().districtOf(e.getKey()),
                            java.util.stream.Collectors.summingLong(e -> e.getValue().stream().filter(who::equals).count())))
                    .values().stream().anyMatch(x -> x >= 3);
            case SEARCHED_WITH -> p.endGame().getOrDefault("searched-with", 0) >= n;
            case SEARCHED_CLEAN -> p.endGame().containsKey("searched-clean");
            case SERVERS_ADJACENT -> s.servers().entrySet().stream().anyMatch(e -> e.getValue().equals(who)
                    && cat.map().neighbours(e.getKey()).stream().anyMatch(x -> who.equals(s.servers().get(x))));
        };
    }
}
