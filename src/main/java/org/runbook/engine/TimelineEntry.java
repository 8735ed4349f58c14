package org.runbook.engine;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;

import org.runbook.engine.timing.Window;

/**
 * One visit of one step: what the chart says, who decided what, which trigger conditions were met, what changed.
 *
 * @param key     step key, e.g. {@code run-2.3}
 * @param stepId  citation id, e.g. {@code step:anr-2017/run-2.3}
 * @param number  printed number
 * @param label   label per language
 * @param windows windows the chart opens at this step
 * @param moves   what happened during the visit, in order: automatic work and decisions with their events
 * @param changes counters that changed between the start and the end of the visit
 * @param windowIds the edition's names of {@code windows}, in chart order (e.g. {@code rez-nodes-upgrades} in 1996)
 */
public record TimelineEntry(String key, String stepId, String number, Text label, Set<Window> windows,
                            List<Move> moves, List<Change> changes, List<String> windowIds) {

    public TimelineEntry(String key, String stepId, String number, Text label, Set<Window> windows, List<Move> moves,
                         List<Change> changes) {
        this(key, stepId, number, label, windows, moves, changes, windows.stream().sorted().map(Window::id).toList());
    }

    /**
     * One move: a decision (who and option; {@code auto} when nobody was really asked) or automatic work (who null).
     */
    public record Move(Side who, String option, boolean auto, List<Event> events) {
    }

    /** A counter that changed. */
    public record Change(String counter, Object before, Object after) {
    }

    public List<Move> decisions() {
        return moves.stream().filter(m -> m.who() != null).toList();
    }

    public List<Event> events() {
        List<Event> out = new ArrayList<>();
        moves.forEach(m -> out.addAll(m.events()));
        return out;
    }

    public List<Event> triggers() {
        return events().stream().filter(Event::isTrigger).toList();
    }
}
