package org.runbook.engine.actions;

import java.util.ArrayList;
import java.util.List;

import org.runbook.engine.Label;
import org.runbook.engine.Messages;
import org.runbook.engine.Side;
import org.runbook.engine.cards.CardDef;
import org.runbook.engine.cards.CardType;
import org.runbook.engine.state.CardInstance;
import org.runbook.engine.state.GameState;

/**
 * "Why not?" for one card of the hand that the player cannot play or install at the action step: its cost is more
 * than the credits available, its play condition does not hold, or its effect has no card to act on. Each reason
 * cites the rule that makes it so.
 */
final class WhyNotCards {
    private WhyNotCards() {
    }

    /** The cards of the active player's hand of this family (play or install) that cannot be used now, with why. */
    static List<WhyNot.CardWhy> of(Rules rules, GameState s, WhyNot.Family f) {
        List<WhyNot.CardWhy> out = new ArrayList<>();
        Side side = s.active();
        boolean corp = side == Side.CORP;
        List<CardInstance> hand = corp ? s.corp().hand() : s.runner().hand();
        int credits = corp ? s.corp().credits() : s.runner().credits();
        for (CardInstance c : hand) {
            CardDef d = rules.def(c);
            boolean playable = d.is(CardType.EVENT) || d.is(CardType.OPERATION);
            if (f == WhyNot.Family.PLAY && playable) {
                String rule = corp ? "rule:anr/play-operation" : "rule:anr/play-event";
                if (d.cost() > credits) {
                    out.add(new WhyNot.CardWhy(c.ref(), "no-credits", rule,
                            Messages.text("whynot.play-cost", d.name(), d.cost(), credits)));
                } else if (!rules.conditionMet(s, d.playIf())) {
                    out.add(new WhyNot.CardWhy(c.ref(), "play-condition", rule,
                            Messages.text("whynot.play-condition", d.name(), "cond-text." + d.playIf())));
                } else if (!CardWorks.targetsExist(s, rules, d)) {
                    out.add(new WhyNot.CardWhy(c.ref(), "no-target", "rule:anr/playing",
                            Messages.text("whynot.no-target", d.name())));
                }
            } else if (f == WhyNot.Family.INSTALL && !playable && !corp && rules.installCost(s, d) > credits) {
                out.add(new WhyNot.CardWhy(c.ref(), "no-credits", "rule:anr/runner-install",
                        Messages.text("whynot.install-cost", d.name(), rules.installCost(s, d), credits)));
            }
        }
        return out;
    }
}
