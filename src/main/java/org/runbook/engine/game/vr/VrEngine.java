package org.runbook.engine.game.vr;

import java.util.ArrayList;
import java.util.List;

import org.runbook.engine.game.vr.VrState.TurnState;

/**
 * The interpreter of the Virtual Revolution chart ({@link VrChart}): it walks the chart (entry work of each step, then
 * the first arrow whose condition holds) and applies decisions. The rules themselves live beside it, one concern a
 * file: {@link VrOptions} (legal options), {@link VrActions} (the turn's influence and actions), {@link VrWindowMoves}
 * (windows), {@link VrEffects} (card effects), {@link VrCorruption}, {@link VrTitles}, {@link VrEndOfRound} and
 * {@link VrScoring}. Pure: every move returns a new {@link VrState}.
 */
public final class VrEngine {
    public static final int ROUNDS = 5;
    public static final int TURNS_PER_PLAYER = 3;
    static final int[] SERVER_VP = {0, 1, 3, 6, 10, 15, 21, 28};
    static final List<String> TYPES = List.of("fighter", "technician", "diplomat");
    static final List<String> ACTIONS = List.of("work", "recruit", "build", "verse", "donate");

    private final VrCatalog cat;
    private final VrChart chart = VrChart.get();
    private final VrBoard board;
    private final VrTitles titles;
    private final VrOptions options;
    private final VrActions actions;
    private final VrWindowMoves windows;
    private final VrCorruption corruption;
    private final VrEndOfRound endOfRound;
    private final VrScoring scoring;
    private final VrChoices choices;
    private final VrActionPromotions promotions;

    public VrEngine(VrCatalog cat) {
        this.cat = cat;
        board = new VrBoard(cat);
        titles = new VrTitles(cat, board);
        VrEffects effects = new VrEffects(cat, board, titles);
        choices = effects.choices();
        promotions = effects.promotions();
        corruption = new VrCorruption(cat, board, titles, effects);
        options = new VrOptions(cat, board, effects, corruption);
        actions = new VrActions(cat, board, effects);
        windows = new VrWindowMoves(cat, board, effects);
        endOfRound = new VrEndOfRound(cat, board, effects);
        scoring = new VrScoring(cat, board);
    }

    public VrChart chart() {
        return chart;
    }

    public VrCatalog catalog() {
        return cat;
    }

    public VrStep step(VrState s) {
        return chart.step(s.cursor());
    }

    public boolean over(VrState s) {
        return s.over();
    }

    /** The decision the game waits for, or null when the engine moves on by itself. */
    public VrDecision pending(VrState s) {
        if (s.over() || !s.entered()) {
            return null;
        }
        if (!s.choices().isEmpty()) {
            return new VrDecision(s.choices().get(0).who(), "choose", choices.options(s));
        }
        VrStep.Ask ask = step(s).ask();
        if (ask.turn()) {
            return options.turnDecision(s, ask);
        }
        if (s.queue().isEmpty()) {
            return null;
        }
        String who = s.queue().get(0);
        return switch (ask) {
            case SEARCH -> new VrDecision(who, "search", options.searchOptions(s, who));
            case NECRO_IMMUNITY -> new VrDecision(who, "necro-immunity", options.necroOptions(s, who));
            case TURN_ORDER -> new VrDecision(who, "turn-order", options.orderOptions(s));
            case OBJECTIVE -> new VrDecision(who, "objective", options.objectiveOptions(s, who));
            default -> null;
        };
    }

    /** The windows open right now at the current step (empty outside the player's turn or once it ended). */
    public List<VrWindow> openWindows(VrState s) {
        return options.openWindows(s);
    }

    /** Does the entry work of the step, or follows the first arrow whose condition holds. */
    public VrResult advance(VrState s) {
        if (pending(s) != null || s.over()) {
            throw new IllegalStateException("a decision is pending at " + s.cursor());
        }
        VrMove c = new VrMove(s);
        if (!s.entered()) {
            c.m.entered = true;
            enter(c);
            titles.checkTitles(c);
            return new VrResult(s.cursor(), s.visit(), null, null, false, c.ev, s, c.m.freeze());
        }
        leave(c);
        VrStep st = step(s);
        String target = null;
        for (VrStep.Next n : st.next()) {
            if (holds(c.m, n.cond())) {
                target = n.target();
                break;
            }
        }
        if (target == null) {
            c.m.over = true;
        } else {
            c.m.cursor = target;
            c.m.entered = false;
            c.m.visit = s.visit() + 1;
        }
        return new VrResult(s.cursor(), s.visit(), null, null, false, c.ev, s, c.m.freeze());
    }

    boolean holds(VrState.Mut m, VrStep.Cond c) {
        int turns = TURNS_PER_PLAYER * m.order.size();
        return switch (c) {
            case ALWAYS -> true;
            case MORE_TURNS -> m.turn < turns;   // the turn counter moved on when leaving the END_TURN step
            case ROUNDS_LEFT -> m.round < ROUNDS;
            case LAST_ROUND -> m.round >= ROUNDS;
        };
    }

    void leave(VrMove c) {
        if (chart.step(c.m.cursor).ask() == VrStep.Ask.END_TURN) {
            c.m.turn++;
        }
    }

    void enter(VrMove c) {
        VrState.Mut m = c.m;
        switch (chart.step(m.cursor).work()) {
            case BEGIN_TURN -> {
                String p = m.active();
                m.turnState = TurnState.of(p);
                c.log("turn-begins", m.round, m.turn / m.order.size() + 1, TURNS_PER_PLAYER, p);
            }
            case SEARCH -> corruption.startSearch(c, false);
            case FINAL_SEARCH -> corruption.startSearch(c, true);
            case NECRO_ATTACK -> endOfRound.startNecro(c);
            case RANK_TURN_ORDER -> endOfRound.startOrder(c);
            case INCOME -> {
                for (String p : m.order) {
                    VrPlayer.Mut pl = m.p(p);
                    pl.money += pl.income;
                    c.log("ev-income", p, pl.income);
                }
            }
            case UPKEEP -> endOfRound.upkeep(c);
            case SCORE_SHEET -> {
                for (String p : m.order) {   // an Agent whose type is chosen before scoring (Mme Tropovicz)
                    if (m.p(p).endGame.containsKey("type-at-end")) {
                        choices.offer(c, p, VrEffect.parse("type-at-end"), 1);
                    }
                }
                scoring.scoreSheet(c);
            }
            case SCORE_SERVERS -> scoring.scoreServers(c);
            case SCORE_AGENTS -> scoring.scoreAgents(c);
            case SCORE_VERSES -> scoring.scoreVerses(c);
            case ASK_OBJECTIVES -> m.queue.addAll(m.order);
            case WINNER -> scoring.winner(c);
            case NONE -> {
            }
        }
    }

    /** Applies a legal option of the pending decision. */
    public VrResult decide(VrState s, String id) {
        VrDecision d = pending(s);
        if (d == null || !d.allows(id)) {
            throw new VrIllegalDecisionException(step(s).stepId() + " (" + s.cursor() + ")", d, id);
        }
        VrMove c = new VrMove(s);
        String who = d.who();
        String[] a = id.split(":");
        VrOption o = d.options().stream().filter(x -> x.id().equals(id)).findFirst().orElseThrow();
        if (a[0].equals("choose") && o.window() == null) {
            choices.choose(c, id.substring("choose:".length()));
        } else if (o.window() != null) {
            windows.window(c, who, o.window(), a);
        } else {
            switch (a[0]) {
                case "place" -> {
                    c.m.directors.computeIfAbsent(a[1], k -> new ArrayList<>()).add(who);
                    c.m.turnState = withDirector(c.m.turnState, a[1]);
                    c.log("placed", who, cat.map().name(a[1]));
                }
                case "add", "eliminate", "move", "skip" -> actions.influence(c, who, a);
                case "renew-verses" -> actions.renewVerses(c, who);
                case "renew-promoted" -> promotions.renew(c, who, a[1]);
                case "extra" -> {   // the extra action of a promotion: the turn's own action stays as it was
                    TurnState before = c.m.turnState;
                    c.log("ev-extra-done", who, VrOptions.actionName(a[1]));
                    actions.action(c, who, java.util.Arrays.copyOfRange(a, 1, a.length));
                    List<String> f = new ArrayList<>(c.m.turnState.flags());   // with what the action did
                    f.remove("extra:" + a[1]);
                    c.m.turnState = new TurnState(before.player(), before.director(), before.influenceDone(),
                            before.actionDone(), before.ended(), f);
                }
                case "end" -> c.m.turnState = new TurnState(who, c.m.turnState.director(), true, true, true,
                        c.m.turnState.flags());
                case "suffer", "avoid" -> corruption.searchCard(c, who, a[0].equals("avoid"), a[1], a.length > 2 ? a[2] : null);
                case "immunity" -> {
                    c.m.pendingSpend.put(who, Integer.parseInt(a[1]));
                    c.m.queue.remove(0);
                    if (c.m.queue.isEmpty()) {
                        endOfRound.applyNecro(c);
                    }
                }
                case "position" -> {
                    c.m.newOrder.put(Integer.parseInt(a[1]), who);
                    c.m.queue.remove(0);
                    if (c.m.queue.isEmpty()) {
                        c.m.order = new ArrayList<>(c.m.newOrder.values());
                        c.m.newOrder.clear();
                        c.log("ev-order", String.join(", ", c.m.order));
                    }
                }
                case "objective" -> {
                    scoring.scoreObjective(c, who, a[1], a.length > 2 ? a[2] : null);
                    c.m.queue.remove(0);
                }
                default -> actions.action(c, who, a);
            }
        }
        titles.checkTitles(c);
        VrState after = c.m.freeze();
        return new VrResult(s.cursor(), s.visit(), who, id, false, c.ev, s, after);
    }

    static TurnState withDirector(TurnState t, String b) {
        return new TurnState(t.player(), b, t.influenceDone(), t.actionDone(), t.ended(), t.flags());
    }

    /** Deals the 5 Agent slots of the setup (used by {@link VrSetup}). */
    VrResult dealForSetup(VrState s) {
        VrMove c = new VrMove(s);
        endOfRound.dealAgents(c);
        return new VrResult(s.cursor(), s.visit(), null, null, true, c.ev, s, c.m.freeze());
    }
}
