package org.runbook.engine.game;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;

import org.runbook.engine.Text;

/**
 * One game's session as the stepper and the command line see it: replay, back, timeline, chart, legal options and
 * exploration, the same for every game, so neither cares which game it shows. Implemented once per engine
 * ({@code org.runbook.engine.game.anr.AnrGameSession}: Android: Netrunner and Netrunner 1996;
 * {@code org.runbook.engine.game.vr.VrGameSession}: Virtual Revolution); {@code org.runbook.scenario.GameSessions}
 * opens the right one for a scenario file. Words of the interface (side and window names) are left as ids for the
 * caller to name. Not thread-safe: one thread at a time.
 */
public interface GameSession {

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

    boolean hasScript();

    /** A fresh session from the scenario's initial state. */
    GameSession restart();

    /** The scripted decisions played, then step by step. */
    default GameSession scripted() {
        return scripted(s -> false);
    }

    /** The scripted decisions played until {@code stop} holds (or the script ends), then step by step. */
    GameSession scripted(java.util.function.Predicate<GameSession> stop);

    /** The outcomes of every decision path from here, when the game's engine can count them. */
    default Optional<Exploration> explore() {
        return Optional.empty();
    }

    /**
     * The outcomes of every decision path from the scenario's initial state up to its stop, when the game's engine
     * can count them within its depth bound.
     */
    default Optional<Exploration> exploreScenario() {
        return Optional.empty();
    }

    /** The timeline as the command line prints it, one entry per step visit. */
    String timelineText(Lang lang);

    /** The session as the command line's JSON object (scenario, edition, title, status, steps). */
    Map<String, Object> json(Lang lang);

    /**
     * What an exploration found.
     *
     * @param outcomes how many decision paths end in each outcome
     * @param states   distinct decision states visited
     * @param until    where the paths stop
     */
    record Exploration(Map<String, Long> outcomes, long states, String until) {
        public long paths() {
            return outcomes.values().stream().mapToLong(Long::longValue).sum();
        }
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
     * @param label  its name per language when the edition has its own names, else null: the caller names it by id
     * @param colour the palette key of its colour
     * @param letter the short mark drawn on chart boxes
     */
    record Badge(String id, Text label, String colour, String letter) {
        /** The badge's name: its own, else what {@code named} calls its id. */
        public String name(Lang lang, Function<String, String> named) {
            return label != null ? label.get(lang) : named.apply(id);
        }
    }

    /** A decision: who (side or player code), its kind and the legal options. */
    record Decision(String who, String kind, List<Choice> options) {
        public boolean allows(String id) {
            return options.stream().anyMatch(o -> o.id().equals(id));
        }
    }

    /** A legal option. */
    record Choice(String id, Text label) {
    }

    /** One step visit: header and the lines under it (decisions, events, changes), already in words. */
    record Visit(String key, String cite, String number, Text label, List<Badge> windows, List<Line> lines) {
    }

    /**
     * A line of a visit; {@code decision} lines are indented less than their events. A line with {@code who} is a
     * move (one player: "who: text [window] (auto)") or, with no text, the players who passed; otherwise it is
     * {@code text} alone.
     *
     * @param window the id of the window the move was made in, or null
     */
    record Line(boolean decision, List<String> who, Text text, String window, boolean auto) {
        public Line {
            who = List.copyOf(who);
        }

        /** A line of text alone. */
        public static Line of(boolean decision, Text text) {
            return new Line(decision, List.of(), text, null, false);
        }

        /**
         * The line in words.
         *
         * @param side   names a side or player code
         * @param window names a window id
         */
        public String render(Lang lang, Function<String, String> side, Function<String, String> window) {
            if (who.isEmpty()) {
                return text.get(lang);
            }
            if (text == null) {
                return "pass: " + String.join(", ", who.stream().map(side).toList());
            }
            return side.apply(who.get(0)) + ": " + text.get(lang)
                    + (this.window == null ? "" : "  [" + window.apply(this.window) + "]") + (auto ? " (auto)" : "");
        }
    }

    /**
     * A chart as boxes and arrows.
     *
     * @param id    the edition id
     * @param steps steps in chart order
     * @param arrows next-step rules
     */
    record ChartModel(String id, List<Box> steps, List<Link> arrows) {
        public Box step(String key) {
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
