package org.runbook.ui.timing;

import java.util.ArrayList;
import java.util.List;

import org.runbook.engine.game.GameSession;
import org.runbook.engine.game.anr.AnrGameSession;
import org.runbook.engine.game.vr.VrGameSession;
import org.runbook.engine.Scenario;
import org.runbook.engine.StepView;
import org.runbook.engine.Text;
import org.runbook.engine.session.TimelineEntry;
import org.runbook.engine.actions.Rules;
import org.runbook.engine.actions.WhyNot;
import org.runbook.engine.timing.Edition;
import org.runbook.engine.game.vr.VrStepView;

/**
 * What one session looks like after an engine move, computed on the engine thread and shown on the event thread
 * (every part is immutable). The game-neutral parts come from a {@link GameSession}; {@code anr} and {@code vr}
 * keep the engine's own view for comparing editions and for tests.
 *
 * @param game      {@code anr}, {@code nr96} or {@code vr}
 * @param edition   the edition id
 * @param title     the scenario's title
 * @param file      the scenario file as shown
 * @param chartModel the chart to draw
 * @param point     the current step
 * @param visits    one entry per step visit
 * @param board     the board as HTML, per language
 * @param status    the session's status (waiting, stop or game over)
 * @param over      true when the game is over
 * @param decisions decisions taken so far
 * @param hasScript the scenario has scripted decisions
 * @param defaultOption what "step" would choose now, or null when a person must choose
 * @param atWindow  the pending decision is a window
 * @param canExplore the engine can count the outcomes from here
 * @param anr       the Netrunner engine's view (null for Virtual Revolution)
 * @param vr        the Virtual Revolution engine's view (null for Netrunner)
 * @param drawn     the board to draw, per language of card names
 * @param whyNot    A:NR and 1996: each family of action legal now or not, with the engine's reason (empty for VR)
 * @param optionNotes words added to an option's label: the text of the subroutine a break option breaks
 * @param names     the cards' names by the reference the moves use ({@link CardNames})
 */
record Snapshot(String game, String edition, Text title, String file, GameSession.ChartModel chartModel,
                GameSession.StepPoint point, List<GameSession.Visit> visits, Text board, String status,
                boolean over, List<String> decisions, boolean hasScript, String defaultOption, boolean atWindow,
                boolean canExplore, Anr anr, VrStepView vr, java.util.Map<org.runbook.engine.game.Lang, BoardModel> drawn,
                List<WhyNot.Verdict> whyNot, java.util.Map<String, String> optionNotes,
                java.util.Map<String, Text> names) {

    /** The Netrunner engine's own view of the same moment. */
    record Anr(Scenario scenario, Edition chart, StepView view, List<TimelineEntry> timeline, Rules rules) {
    }

    /** Step keys of the visits, in order (the visited path). */
    List<String> path() {
        List<String> out = new ArrayList<>();
        visits.forEach(e -> out.add(e.key()));
        if (out.isEmpty() || !out.get(out.size() - 1).equals(point.key())) {
            out.add(point.key());
        }
        return out;
    }

    /** A card or server a move names by its reference, in {@code lang}; null when the session has no such one. */
    String nameOf(String ref, org.runbook.engine.game.Lang lang) {
        Text t = names.get(ref);
        if (t != null) {
            return t.get(lang);
        }
        BoardModel m = drawn.get(lang);
        if (m != null) {
            for (BoardModel.Column c : m.servers()) {
                if (c.key().equals("server:" + ref)) {
                    return c.name();
                }
            }
        }
        return null;
    }

    /** True when the game has more than one edition to compare (Android: Netrunner). */
    boolean comparable() {
        return anr != null && "anr".equals(game);
    }

    // the Netrunner engine's parts (null for Virtual Revolution)

    Scenario scenario() {
        return anr == null ? null : anr.scenario();
    }

    Edition chart() {
        return anr == null ? null : anr.chart();
    }

    StepView view() {
        return anr == null ? null : anr.view();
    }

    List<TimelineEntry> timeline() {
        return anr == null ? List.of() : anr.timeline();
    }

    Rules rules() {
        return anr == null ? null : anr.rules();
    }

    static String defaultOf(StepView v) {
        return AnrGameSession.defaultOf(v);
    }

    /** The board of the session's game as a small HTML page. */
    private static String board(GameSession s, org.runbook.engine.game.Lang lang) {
        if (s instanceof AnrGameSession a) {
            return BoardHtml.render(a.session().state(), a.session().interpreter().rules(), lang);
        }
        if (s instanceof VrGameSession v) {
            return VrBoardHtml.render(v.session().state(), v.scenario().catalog(), lang);
        }
        return "";
    }

    /** For each "break:BREAKER:N" option, the text of subroutine N of the ice encountered. */
    private static java.util.Map<String, String> notes(GameSession s) {
        java.util.Map<String, String> out = new java.util.HashMap<>();
        if (!(s instanceof AnrGameSession a) || s.current().decision() == null) {
            return out;
        }
        var state = a.session().state();
        var rules = a.session().interpreter().rules();
        var ice = state.encounter() == null ? java.util.Optional.<org.runbook.engine.state.CardInstance>empty()
                : rules.currentIce(state);
        if (ice.isEmpty()) {
            return out;
        }
        var subs = rules.def(ice.get()).subroutines();
        for (GameSession.Choice c : s.current().decision().options()) {
            String[] parts = c.id().split(":");
            if (parts[0].equals("break") && parts.length >= 3 && parts[parts.length - 1].matches("\\d+")) {
                int n = Integer.parseInt(parts[parts.length - 1]);
                if (n >= 1 && n <= subs.size()) {
                    out.put(c.id(), "“" + EffectText.of(subs.get(n - 1)) + "”");
                }
            }
        }
        return out;
    }

    /** The snapshot of a session now (on the engine thread). */
    static Snapshot of(GameSession s) {
        Anr anr = null;
        VrStepView vr = null;
        if (s instanceof AnrGameSession a) {
            var session = a.session();
            anr = new Anr(session.scenario(), session.chart(), session.current(), session.timeline(),
                    session.interpreter().rules());
        } else if (s instanceof VrGameSession v) {
            vr = v.session().current();
        }
        Text board = Text.of(board(s, org.runbook.engine.game.Lang.FR), board(s, org.runbook.engine.game.Lang.EN),
                board(s, org.runbook.engine.game.Lang.DE));
        java.util.Map<org.runbook.engine.game.Lang, BoardModel> drawn = new java.util.EnumMap<>(org.runbook.engine.game.Lang.class);
        List<WhyNot.Verdict> whyNot = List.of();
        for (org.runbook.engine.game.Lang l : org.runbook.engine.game.Lang.values()) {
            if (s instanceof AnrGameSession a) {
                drawn.put(l, AnrBoards.of(s.game(), a.session().state(), a.session().interpreter().rules(), l));
            } else if (s instanceof VrGameSession v) {
                drawn.put(l, VrBoards.of(v.session().state(), v.scenario().catalog(), l));
            }
        }
        if (s instanceof AnrGameSession a && !s.over()) {
            whyNot = WhyNot.explain(a.session().interpreter(), a.session().state());
        }
        return new Snapshot(s.game(), s.edition(), s.title(), s.path(), s.chart(), s.current(), s.timeline(), board,
                s.status(), s.over(), s.decisions(), s.hasScript(), s.defaultOption(), s.atWindow(),
                s instanceof AnrGameSession, anr, vr, java.util.Map.copyOf(drawn), List.copyOf(whyNot), notes(s),
                CardNames.of(s));
    }
}
