package org.runbook.engine.actions;

import java.util.ArrayList;
import java.util.List;

import org.runbook.engine.Side;
import org.runbook.engine.state.GameState;
import org.runbook.engine.state.Stage;
import org.runbook.engine.timing.DecisionKind;
import org.runbook.engine.timing.Edition;
import org.runbook.engine.timing.Window;

/**
 * "Why not?": for each family of actions a player may expect (jack out, rez, score, break, install, paid ability,
 * trash, play), whether it is legal at this point and, when it is not, why, with the step that allows it.
 */
public final class WhyNot {
    /** The families, with the option-id prefixes that belong to each. */
    public enum Family {
        JACK_OUT("jack-out"), REZ("rez:"), SCORE("score:"), BREAK("break:"), INSTALL("install:"),
        PAID_ABILITY("use:", "boost:", "weaken:"), TRASH("trash-resource:", "trash:"), PLAY("play:");

        private final List<String> prefixes;

        Family(String... prefixes) {
            this.prefixes = List.of(prefixes);
        }

        boolean owns(String optionId) {
            return prefixes.stream().anyMatch(optionId::startsWith);
        }
    }

    /**
     * @param legal  an option of the family is offered now
     * @param reason empty when legal; else a short English reason key ({@code no-run}, {@code wrong-step},
     *               {@code first-ice}, {@code not-your-priority}, {@code nothing-eligible})
     * @param stepId the step where the family is legal (or the current one when legal), e.g. {@code step:anr-2017/run-3.1}
     * @param step   the key in the edition's chart of that step ({@code run-5.1}) when the engine names one step; null
     *               when only the citation is known. A 1996 rule may explain several steps ({@code rule:nr96/jack-out}
     *               is cited by 5.1 and 6): the key tells which one is meant
     * @param cards  at the action step, the cards of the hand of this family (play, install) that cannot be used now,
     *               each with its reason and rule; empty otherwise
     */
    public record Verdict(Family family, boolean legal, String reason, String stepId, String step, List<CardWhy> cards) {
        public Verdict {
            cards = List.copyOf(cards);
        }

        public Verdict(Family family, boolean legal, String reason, String stepId) {
            this(family, legal, reason, stepId, null, List.of());
        }
    }

    /**
     * One card that cannot be played or installed now.
     *
     * @param card   its ref
     * @param reason {@code no-credits}, {@code play-condition} or {@code no-target}
     * @param rule   the rule that makes it so, e.g. {@code rule:anr/play-event}
     * @param text   the reason in words, in every language
     */
    public record CardWhy(String card, String reason, String rule, org.runbook.engine.Label text) {
    }

    private WhyNot() {
    }

    /** One verdict per family, in the order of {@link Family}. */
    public static List<Verdict> explain(Interpreter in, GameState s) {
        Edition ed = in.edition();
        String here = in.step(s).stepId(ed.id());
        Pending p = in.raw(s);
        List<Verdict> out = new ArrayList<>();
        for (Family f : Family.values()) {
            boolean legal = p != null && p.options().stream().anyMatch(o -> f.owns(o.id()));
            Verdict v = legal ? new Verdict(f, true, "", here) : why(in, s, f, p, here);
            out.add(withCards(in, s, v));
        }
        return out;
    }

    /** At the action step of the player whose turn it is, the cards of the hand they cannot play or install. */
    private static Verdict withCards(Interpreter in, GameState s, Verdict v) {
        if (v.family() != Family.PLAY && v.family() != Family.INSTALL || in.step(s).decision() != DecisionKind.ACTIONS
                || s.stage() != Stage.DECIDE || !s.queue().isEmpty()) {
            return v;
        }
        List<CardWhy> cards = WhyNotCards.of(in.rules(), s, v.family());
        if (in.edition().id().equals(org.runbook.engine.timing.Editions.NR_1996)) {
            cards = cards.stream().map(c -> new CardWhy(c.card(), c.reason(), c.rule(),
                    org.runbook.engine.game.nr96.Nr96Words.of(c.text()))).toList();
        }
        String reason = !v.legal() && !cards.isEmpty() ? "cannot-" + (v.family() == Family.PLAY ? "play" : "install") : v.reason();
        return new Verdict(v.family(), v.legal(), reason, v.stepId(), v.step(), cards);
    }

    private static Verdict why(Interpreter in, GameState s, Family f, Pending p, String here) {
        String ed = in.edition().id();
        return switch (f) {
            case JACK_OUT -> JackOutWhy.of(in, s);
            case BREAK -> s.run() == null ? new Verdict(f, false, "no-run", cite(in, "run-1", here))
                    : !in.step(s).key().equals(Windows.BREAK_STEP) || s.encounter() == null
                            ? new Verdict(f, false, "wrong-step", cite(in, Windows.BREAK_STEP, here))
                            : window(in, s, f, p, here, Side.RUNNER);
            case REZ -> in.step(s).windows().contains(Window.REZ_ICE) || in.step(s).windows().contains(Window.REZ_NON_ICE)
                    ? window(in, s, f, p, here, Side.CORP) : new Verdict(f, false, "wrong-step", here);
            case SCORE -> in.step(s).windows().contains(Window.SCORE_AGENDAS)
                    ? window(in, s, f, p, here, Side.CORP) : new Verdict(f, false, "wrong-step", here);
            case PAID_ABILITY -> in.step(s).windows().contains(Window.PAID_ABILITIES)
                    ? window(in, s, f, p, here, null) : new Verdict(f, false, "wrong-step", here);
            case INSTALL, PLAY, TRASH -> in.step(s).decision() == DecisionKind.ACTIONS && s.stage() == Stage.DECIDE
                    && s.queue().isEmpty() ? new Verdict(f, false, "nothing-eligible", here)
                    : new Verdict(f, false, "wrong-step", cite(in, s.active() == Side.CORP ? "corp-2.2" : "runner-1.6",
                            "step:" + ed + "/actions"));
        };
    }

    /** The window is open at this step: either it is the other player's priority, or nothing qualifies. */
    private static Verdict window(Interpreter in, GameState s, Family f, Pending p, String here, Side needs) {
        if (s.stage() != Stage.WINDOW || p == null || p.kind() != DecisionKind.WINDOW) {
            return new Verdict(f, false, "not-in-window", here);
        }
        if (needs != null && p.who() != needs) {
            return new Verdict(f, false, "not-your-priority", here);
        }
        return new Verdict(f, false, "nothing-eligible", here);
    }

    private static String cite(Interpreter in, String key, String fallback) {
        return in.edition().has(key) ? in.edition().step(key).stepId(in.edition().id()) : fallback;
    }
}
