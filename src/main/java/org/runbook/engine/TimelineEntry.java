package org.runbook.engine;

import java.util.List;
import java.util.Set;

import org.runbook.engine.timing.Window;

/**
 * One visit of one step: what the chart says, who decided what, which trigger conditions were met, what changed.
 *
 * @param key       step key, e.g. {@code run-2.3}
 * @param stepId    citation id, e.g. {@code step:anr-2017/run-2.3}
 * @param number    printed number
 * @param label     label per language
 * @param windows   windows the chart opens at this step
 * @param decisions decisions taken during the visit
 * @param events    what happened, triggers included (see {@link Event#isTrigger()})
 * @param changes   counters that changed between the start and the end of the visit
 */
public record TimelineEntry(String key, String stepId, String number, Text label, Set<Window> windows,
                            List<Decision> decisions, List<Event> events, List<Change> changes) {

    /** A decision: who, which option, and whether nobody was asked (single legal option, or an automatic pass). */
    public record Decision(Side who, String option, Text label, boolean auto) {
    }

    /** A counter that changed. */
    public record Change(String counter, Object before, Object after) {
    }

    public List<Event> triggers() {
        return events.stream().filter(Event::isTrigger).toList();
    }
}
