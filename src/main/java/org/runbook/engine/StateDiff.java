package org.runbook.engine;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

import org.runbook.engine.actions.Zones;
import org.runbook.engine.state.CardInstance;

import org.runbook.engine.session.TimelineEntry;
import org.runbook.engine.state.GameState;
import org.runbook.engine.game.Lang;

/** The counters shown in the timeline, and what changed between two states. */
public final class StateDiff {
    private static final Map<String, Text> NAMES = new LinkedHashMap<>();

    static {
        NAMES.put("corp.credits", Text.of("crédits Corpo", "Corp credits", "Credits Konzern"));
        NAMES.put("corp.clicks", Text.of("clics Corpo", "Corp clicks", "Klicks Konzern"));
        NAMES.put("corp.hq", Text.of("cartes du QG", "HQ cards", "HQ-Karten"));
        NAMES.put("corp.rd", Text.of("cartes de R&D", "R&D cards", "F&E-Karten"));
        NAMES.put("corp.archives", Text.of("cartes des Archives", "Archives cards", "Archivkarten"));
        NAMES.put("corp.score", Text.of("zone de score Corpo", "Corp score area", "Punktebereich Konzern"));
        NAMES.put("runner.credits", Text.of("crédits Runner", "Runner credits", "Credits Runner"));
        NAMES.put("runner.clicks", Text.of("clics Runner", "Runner clicks", "Klicks Runner"));
        NAMES.put("runner.grip", Text.of("cartes en main du Runner", "grip cards", "Handkarten Runner"));
        NAMES.put("runner.heap", Text.of("cartes du tas", "heap cards", "Karten im Haufen"));
        NAMES.put("runner.score", Text.of("zone de score Runner", "Runner score area", "Punktebereich Runner"));
        NAMES.put("runner.tags", Text.of("tags", "tags", "Marken"));
        NAMES.put("runner.brain", Text.of("dégâts Neuro", "brain damage", "Hirn-Schaden"));
        NAMES.put("run.bp", Text.of("crédits de mauvaise presse", "bad publicity credits", "Credits aus schlechter Presse"));
        NAMES.put("runner.recurring", Text.of("crédits récurrents du Runner", "Runner recurring credits",
                "wiederkehrende Credits Runner"));
        NAMES.put("rig", Text.of("cartes installées du Runner", "Runner installed cards", "installierte Karten Runner"));
        NAMES.put("cards.credits", Text.of("crédits placés sur des cartes", "credits on cards", "Credits auf Karten"));
        NAMES.put("cards.agenda", Text.of("pions projet", "agenda counters", "Agendamarken"));
    }

    private StateDiff() {
    }

    public static Map<String, Object> counters(GameState s) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("corp.credits", s.corp().credits());
        m.put("corp.clicks", s.corp().clicks());
        m.put("corp.hq", s.corp().hand().size());
        m.put("corp.rd", s.corp().deck().size());
        m.put("corp.archives", s.corp().archives().size());
        m.put("corp.score", s.corp().score().size());
        m.put("runner.credits", s.runner().credits());
        m.put("runner.clicks", s.runner().clicks());
        m.put("runner.grip", s.runner().hand().size());
        m.put("runner.heap", s.runner().heap().size());
        m.put("runner.score", s.runner().score().size());
        m.put("runner.tags", s.runner().tags());
        m.put("runner.brain", s.runner().brainDamage());
        m.put("run.bp", s.run() == null ? 0 : s.run().bpCredits());
        m.put("runner.recurring", s.runner().hardware().stream().mapToInt(c -> c.recurringLeft()).sum()
                + s.runner().programs().stream().mapToInt(c -> c.recurringLeft()).sum()
                + s.runner().resources().stream().mapToInt(c -> c.recurringLeft()).sum());
        m.put("rig", s.runner().programs().size() + s.runner().hardware().size() + s.runner().resources().size());
        m.put("cards.credits", Zones.all(s).stream().mapToInt(CardInstance::credits).sum());
        m.put("cards.agenda", Zones.all(s).stream().mapToInt(CardInstance::agenda).sum());
        return m;
    }

    /** What changed, each counter named by {@code own} when the edition has its own word for it (1996: bits). */
    public static List<TimelineEntry.Change> diff(GameState a, GameState b, Map<String, Text> own) {
        Map<String, Object> x = counters(a);
        Map<String, Object> y = counters(b);
        List<TimelineEntry.Change> out = new ArrayList<>();
        for (String k : x.keySet()) {
            if (!Objects.equals(x.get(k), y.get(k))) {
                Text name = own.getOrDefault(k, NAMES.getOrDefault(k, Text.same(k)));
                out.add(new TimelineEntry.Change(k, name, x.get(k), y.get(k)));
            }
        }
        return out;
    }

    public static String name(String counter, Lang lang) {
        Text t = NAMES.get(counter);
        return t == null ? counter : t.get(lang);
    }
}
