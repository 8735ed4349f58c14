package org.runbook.ui.timing;

import java.util.ArrayList;
import java.util.List;

import org.runbook.engine.game.GameSession;
import org.runbook.engine.session.TimelineEntry;
import org.runbook.engine.timing.Editions;

/**
 * Compare mode: the other edition plays what the user played in the first, step by step id. Each decision a person
 * took in the first edition (at step K) is taken in the other one at K's counterpart, the defaults taken until it is
 * reached; a decision at a step the other edition does not have, or one it does not offer there, is left out (that
 * is a difference, marked on screen). Then the other edition goes on with defaults to the counterpart of the step the
 * first one is at, so that one Step or Back moves both and the two stay side by side. Runs on the engine thread.
 */
final class EditionSync {
    /** Upper bound of default moves between two decisions (far above any real run). */
    private static final int MAX_AUTO = 200;

    /** A decision a person took: the step key it was taken at and the option. */
    record Move(String key, String option) {
    }

    private EditionSync() {
    }

    /** The decisions a person took in a timeline, in order (moves nobody was asked for are left out). */
    static List<Move> moves(List<TimelineEntry> timeline) {
        List<Move> out = new ArrayList<>();
        for (TimelineEntry e : timeline) {
            for (TimelineEntry.Move m : e.decisions()) {
                if (!m.auto()) {
                    out.add(new Move(e.key(), m.option()));
                }
            }
        }
        return out;
    }

    /**
     * Plays {@code moves} (taken in edition {@code from}) on {@code s} from its start, then goes on to the counterpart
     * of {@code at}, the step the first edition is at; returns the session.
     */
    static GameSession replay(GameSession s, List<Move> moves, String at) {
        for (Move m : moves) {
            String target = Editions.equivalent(m.key(), s.edition());
            if (s.chart().step(target) == null) {
                continue;
            }
            if (reach(s, target, m.option())) {
                s.decide(m.option());
            }
        }
        if (at != null) {
            String target = Editions.equivalent(at, s.edition());
            if (s.chart().step(target) != null) {
                reach(s, target, null);
            }
        }
        return s;
    }

    /**
     * Takes the defaults until the session is at {@code key} (offering {@code option}, when given); true when it is.
     * Gives up, undoing the defaults it took, when no default is left, the game ends or the bound is reached (the
     * step is not reached, or never offers the option).
     */
    private static boolean reach(GameSession s, String key, String option) {
        int taken = 0;
        while (taken < MAX_AUTO && !s.over()) {
            GameSession.Decision d = s.current().decision();
            if (d == null) {
                break;
            }
            if (s.current().key().equals(key) && (option == null || d.allows(option))) {
                return true;
            }
            if (s.defaultOption() == null) {
                break;
            }
            s.auto();
            taken++;
        }
        for (int i = 0; i < taken; i++) {
            s.back();
        }
        return false;
    }
}
