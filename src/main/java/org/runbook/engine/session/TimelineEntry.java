package org.runbook.engine.session;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

import org.runbook.engine.Text;
import org.runbook.engine.game.GameSession.Badge;

/**
 * One visit of one step, in any game: what the chart says, who decided what, what happened, what changed.
 *
 * @param key     step key, e.g. {@code run-2.3} or {@code turn-2}
 * @param stepId  chart id, e.g. {@code step:anr-2017/run-2.3}
 * @param cite    the corpus entry that explains the step (the chart id itself in Netrunner)
 * @param number  printed number
 * @param label   label per language
 * @param windows windows the chart opens at this step, in chart order, with the edition's own ids
 * @param moves   what happened during the visit, in order: automatic work and decisions with their events
 * @param changes counters that changed between the start and the end of the visit
 */
public record TimelineEntry(String key, String stepId, String cite, String number, Text label, List<Badge> windows,
                            List<Move> moves, List<Change> changes) {

    public TimelineEntry {
        windows = List.copyOf(windows);
        moves = List.copyOf(moves);
        changes = List.copyOf(changes);
    }

    /** The chart's words for a step: what a visit repeats of it. */
    public record Head(String stepId, String cite, String number, Text label, List<Badge> windows) {
    }

    /**
     * One move: a decision (who, option, the window it was made in or null; {@code auto} when nobody was really
     * asked) or automatic work (who null).
     */
    public record Move(String who, String option, String window, boolean auto, List<Happening> events) {
        public Move {
            events = List.copyOf(events);
        }
    }

    /**
     * A counter that changed, with its name per language. Two changes are equal when the same counter went from the
     * same value to the same value: the name is how it reads, not what changed.
     */
    public record Change(String counter, Text name, Object before, Object after) {
        /** A counter named by the game's engine (its id in every language). */
        public Change(String counter, Object before, Object after) {
            this(counter, Text.same(counter), before, after);
        }

        @Override
        public boolean equals(Object o) {
            return o instanceof Change c && counter.equals(c.counter) && Objects.equals(before, c.before)
                    && Objects.equals(after, c.after);
        }

        @Override
        public int hashCode() {
            return Objects.hash(counter, before, after);
        }
    }

    /** The windows' ids, in chart order (e.g. {@code rez-nodes-upgrades} in 1996). */
    public List<String> windowIds() {
        return windows.stream().map(Badge::id).toList();
    }

    public List<Move> decisions() {
        return moves.stream().filter(m -> m.who() != null).toList();
    }

    public List<Happening> events() {
        List<Happening> out = new ArrayList<>();
        moves.forEach(m -> out.addAll(m.events()));
        return out;
    }

    public List<Happening> triggers() {
        return events().stream().filter(Happening::isTrigger).toList();
    }
}
