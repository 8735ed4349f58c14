package org.runbook.engine.actions;

import org.runbook.engine.cards.CardType;
import org.runbook.engine.state.GameState;
import org.runbook.engine.timing.Cond;

/** Evaluates the named conditions of the next-step rules. */
final class Conditions {
    private final Rules rules;

    Conditions(Rules rules) {
        this.rules = rules;
    }

    boolean holds(Cond c, GameState s) {
        return switch (c) {
            case ALWAYS -> true;
            case GAME_OVER -> s.winner() != null;
            case SERVER_HAS_ICE -> s.run() != null && !Zones.server(s, s.run().server()).ice().isEmpty();
            case RUN_ENDED_BY_EFFECT -> s.run() != null && s.run().ended() != null && !s.run().ended().equals("jack-out");
            case JACKED_OUT -> s.run() != null && "jack-out".equals(s.run().ended());
            case REDIRECTED -> s.run() != null && s.run().redirect();
            case ICE_GONE -> s.run() != null && s.run().iceGone();
            case ICE_REZZED -> rules.currentIce(s).map(i -> i.rezzed()).orElse(false);
            case MORE_ICE_INWARD -> s.run() != null && s.run().position() > 0;
            case RUN_STARTED -> "run".equals(s.lastAction());
            case ACTION_TAKEN -> s.lastAction() != null && !s.lastAction().startsWith("run-ended");
            case CLICKS_LEFT -> (s.active() == org.runbook.engine.Side.CORP ? s.corp().clicks() : s.runner().clicks()) > 0;
            case MORE_TO_ACCESS -> s.run() != null && s.run().access() != null && s.run().access().current() >= 0;
            case ACCESSING_AGENDA -> s.run() != null && s.run().access() != null && s.run().access().current() >= 0
                    && rules.def(Zones.get(s, s.run().access().current())).is(CardType.AGENDA);
        };
    }
}
