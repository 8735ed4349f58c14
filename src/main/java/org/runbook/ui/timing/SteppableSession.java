package org.runbook.ui.timing;

import java.util.List;
import java.util.Optional;

import org.runbook.engine.Lang;
import org.runbook.engine.Text;

/**
 * One game's session as the stepper sees it: the panels only talk to this, so they do not care which game they show.
 * Implemented once for the Netrunner engine ({@link AnrSteppable}: Android: Netrunner and Netrunner 1996) and once
 * for Virtual Revolution ({@link VrSteppable}). Not thread-safe: only the controller's engine thread calls it.
 */
interface SteppableSession {

    /** {@code anr}, {@code nr96} or {@code vr}. */
    String game();

    /** The edition id, e.g. {@code anr-2017}, {@code netrunner-1996}, {@code virtual-revolution}. */
    String edition();

    Text title();

    /** The scenario file as shown. */
    String path();

    /** Where the session stands now. */
    StepPoint current();

    void decide(String optionId);

    /** The default once (pass, continue, leave, end, skip). */
    void auto();

    /** Back one decision (the session is replayed). */
    void back();

    /** One entry per step visit. */
    List<Visit> timeline();

    /** The chart to draw. */
    ChartModel chart();

    String status();

    boolean over();

    List<String> decisions();

    /** What {@link #auto()} would choose now, or null when a person must choose. */
    String defaultOption();

    /** The step visit counter (one timeline entry per visit). */
    int visit();

    /** True when the pending decision is a window (both players pass it to close it). */
    boolean atWindow();

    /** The board as a small HTML page. */
    String board(Lang lang);

    boolean hasScript();

    /** A fresh session from the scenario's initial state. */
    SteppableSession restart();

    /** The scripted decisions played, then step by step. */
    default SteppableSession scripted() {
        return scripted(s -> false);
    }

    /** The scripted decisions played until {@code stop} holds (or the script ends), then step by step. */
    SteppableSession scripted(java.util.function.Predicate<SteppableSession> stop);

    /** The outcomes of every decision path from here, when the game's engine can count them. */
    default Optional<String> explore() {
        return Optional.empty();
    }

    /**
     * The current point.
     *
     * @param key      step key
     * @param number   printed number
     * @param label    label per language
     * @param stepId   the id shown beside the number (the chart's id)
     * @param cite     the corpus entry the step link opens
     * @param windows  windows open right now
     * @param mayAct   who may act in the open windows (side or player code), or null
     * @param decision the pending decision, or null
     */
    record StepPoint(String key, String number, Text label, String stepId, String cite, List<Badge> windows,
                     String mayAct, Decision decision) {
    }

    /**
     * A window.
     *
     * @param id     the edition's id of the window (e.g. {@code rez-nodes-upgrades} in 1996)
     * @param label  its name per language
     * @param colour the palette key of its colour
     * @param letter the short mark drawn on chart boxes
     */
    record Badge(String id, Text label, String colour, String letter) {
    }

    /** A decision: who (side or player code), its kind and the legal options. */
    record Decision(String who, String kind, List<Choice> options) {
        boolean allows(String id) {
            return options.stream().anyMatch(o -> o.id().equals(id));
        }
    }

    /** A legal option. */
    record Choice(String id, Text label) {
    }

    /** One step visit: header and the lines under it (decisions, events, changes), already in words. */
    record Visit(String key, String cite, String number, Text label, List<Badge> windows, List<Line> lines) {
    }

    /** A line of a visit; {@code decision} lines are indented less than their events. */
    record Line(boolean decision, Text text) {
    }

    /**
     * A chart as boxes and arrows.
     *
     * @param id    the edition id
     * @param steps steps in chart order
     * @param arrows next-step rules
     */
    record ChartModel(String id, List<Box> steps, List<Link> arrows) {
        Box step(String key) {
            return steps.stream().filter(s -> s.key().equals(key)).findFirst().orElse(null);
        }
    }

    /**
     * A step of a chart.
     *
     * @param scope   the band (its label is {@code scope.WORD} in TimingStrings)
     * @param cite    the corpus entry a double-click opens
     * @param windows windows the chart opens at the step
     */
    record Box(String key, String scope, String number, Text label, String stepId, String cite, List<Badge> windows) {
    }

    /** An arrow; {@code exceptional}: drawn dashed (run ended by an effect, game over...). */
    record Link(String from, String to, String when, boolean exceptional) {
    }
}
