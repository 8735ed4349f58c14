package org.runbook.engine.game.vr;

import static org.runbook.engine.game.vr.VrStep.Cond.ALWAYS;
import static org.runbook.engine.game.vr.VrStep.Cond.LAST_ROUND;
import static org.runbook.engine.game.vr.VrStep.Cond.MORE_TURNS;
import static org.runbook.engine.game.vr.VrStep.Cond.ROUNDS_LEFT;

import java.util.ArrayList;
import java.util.EnumSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.runbook.engine.Text;
import org.runbook.engine.game.vr.VrStep.Ask;
import org.runbook.engine.game.vr.VrStep.Work;

/** The timing chart of Virtual Revolution (edition {@code virtual-revolution}): steps and arrows, as data. */
public final class VrChart {
    public static final String GAME = "vr";
    public static final String EDITION = "virtual-revolution";

    private static final Set<VrWindow> BEFORE_DIRECTOR = EnumSet.of(VrWindow.TITLE, VrWindow.RECOVER,
            VrWindow.VERSE_ONLINE, VrWindow.VERSE_SWAP);
    private static final Set<VrWindow> ALL = EnumSet.allOf(VrWindow.class);
    private static final VrChart CHART = build();

    private final List<VrStep> steps;
    private final Map<String, VrStep> byKey = new LinkedHashMap<>();

    private VrChart(List<VrStep> steps) {
        this.steps = List.copyOf(steps);
        for (VrStep s : steps) {
            if (byKey.put(s.key(), s) != null) {
                throw new IllegalArgumentException("step twice: " + s.key());
            }
        }
    }

    public static VrChart get() {
        return CHART;
    }

    public String id() {
        return EDITION;
    }

    public List<VrStep> steps() {
        return steps;
    }

    public VrStep step(String key) {
        VrStep s = byKey.get(key);
        if (s == null) {
            throw new IllegalArgumentException("no step '" + key + "' in " + EDITION);
        }
        return s;
    }

    public boolean has(String key) {
        return byKey.containsKey(key);
    }

    /** One arrow per next-step rule, for drawing the chart. */
    public List<Arrow> arrows() {
        List<Arrow> out = new ArrayList<>();
        for (VrStep s : steps) {
            for (VrStep.Next n : s.next()) {
                out.add(new Arrow(s.key(), n.target(), n.cond()));
            }
        }
        return out;
    }

    /** An arrow of the chart. */
    public record Arrow(String from, String to, VrStep.Cond when) {
    }

    private static VrStep step(String key, String scope, String number, String fr, String en, String cite,
                               Set<VrWindow> w, Work work, Ask ask, VrStep.Next... next) {
        Text label = VrMessages.text("step-" + key);   // the words in the bundles, in the three languages
        if (!label.fr().equals(fr) || !label.en().equals(en)) {
            throw new IllegalStateException("step " + key + ": the chart and VrMessages differ");
        }
        return new VrStep(key, scope, number, label, cite, w, List.of(next), work, ask);
    }

    private static VrStep.Next go(VrStep.Cond c, String t) {
        return new VrStep.Next(c, t);
    }

    private static VrChart build() {
        Set<VrWindow> none = Set.of();
        List<VrStep> s = new ArrayList<>();
        s.add(step("turn-1", "turn", "1", "Placement d'un Directeur", "Place a Director", "rule:vr/director-placement",
                BEFORE_DIRECTOR, Work.BEGIN_TURN, Ask.DIRECTOR, go(ALWAYS, "turn-2")));
        s.add(step("turn-2", "turn", "2", "Influence (facultative)", "Influence (optional)", "rule:vr/influence-phase",
                ALL, Work.NONE, Ask.INFLUENCE, go(ALWAYS, "turn-3")));
        s.add(step("turn-3", "turn", "3", "Action", "Action", "rule:vr/action-phase", ALL,
                Work.NONE, Ask.ACTION, go(ALWAYS, "turn-4")));
        s.add(step("turn-4", "turn", "4", "Fin du tour", "End of the turn", "rule:vr/any-time-in-turn", ALL,
                Work.NONE, Ask.END_TURN,
                go(MORE_TURNS, "turn-1"), go(ROUNDS_LEFT, "end-1"), go(LAST_ROUND, "final-1")));
        s.add(step("end-1", "round-end", "1", "Vérification de la corruption et perquisitions",
                "Corruption check and searches", "rule:vr/corruption-search", none,
                Work.SEARCH, Ask.SEARCH, go(ALWAYS, "end-2")));
        s.add(step("end-2", "round-end", "2", "Attaque des Nécros", "Necro attack", "rule:vr/necro-attack", none,
                Work.NECRO_ATTACK, Ask.NECRO_IMMUNITY,
                go(ALWAYS, "end-3")));
        s.add(step("end-3", "round-end", "3", "Ordre du tour", "Turn order", "rule:vr/turn-order", none,
                Work.RANK_TURN_ORDER, Ask.TURN_ORDER,
                go(ALWAYS, "end-4")));
        s.add(step("end-4", "round-end", "4", "Revenus", "Income", "rule:vr/income", none,
                Work.INCOME, Ask.NONE, go(ALWAYS, "end-5")));
        s.add(step("end-5", "round-end", "5", "Entretien", "Upkeep", "rule:vr/end-of-round-upkeep", none,
                Work.UPKEEP, Ask.NONE,
                go(ALWAYS, "turn-1")));
        s.add(step("final-1", "game-end", "1", "Perquisition de fin de partie", "End-of-game search",
                "rule:vr/final-search", none, Work.FINAL_SEARCH, Ask.SEARCH, go(ALWAYS, "final-2")));
        s.add(step("final-2", "game-end", "2", "Attaque des Nécros de fin de partie", "End-of-game Necro attack",
                "rule:vr/final-necro-attack", none, Work.NECRO_ATTACK, Ask.NECRO_IMMUNITY, go(ALWAYS, "final-3.1")));
        s.add(step("final-3.1", "game-end", "3.1", "Décompte\u00a0: tableau de score", "Scoring: score sheet",
                "rule:vr/scoring", none, Work.SCORE_SHEET, Ask.NONE, go(ALWAYS, "final-3.2")));
        s.add(step("final-3.2", "game-end", "3.2", "Décompte\u00a0: Serveurs", "Scoring: Servers",
                "rule:vr/scoring-servers", none, Work.SCORE_SERVERS, Ask.NONE, go(ALWAYS, "final-3.3")));
        s.add(step("final-3.3", "game-end", "3.3", "Décompte\u00a0: Agents et trios", "Scoring: Agents and trios",
                "rule:vr/scoring-agents", none, Work.SCORE_AGENTS, Ask.NONE, go(ALWAYS, "final-3.4")));
        s.add(step("final-3.4", "game-end", "3.4", "Décompte\u00a0: Verses", "Scoring: Verses", "rule:vr/scoring-verses",
                none, Work.SCORE_VERSES, Ask.NONE, go(ALWAYS, "final-3.5")));
        s.add(step("final-3.5", "game-end", "3.5", "Décompte\u00a0: Objectif", "Scoring: Objective",
                "rule:vr/scoring-objectives", none, Work.ASK_OBJECTIVES, Ask.OBJECTIVE, go(ALWAYS, "final-4")));
        s.add(step("final-4", "game-end", "4", "Vainqueur et égalités", "Winner and ties", "rule:vr/scoring", none,
                Work.WINNER, Ask.NONE));
        return new VrChart(s);
    }
}
