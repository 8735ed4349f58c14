package org.runbook.engine.actions;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.UnaryOperator;

import org.runbook.engine.state.CardInstance;
import org.runbook.engine.state.CorpState;
import org.runbook.engine.state.GameState;
import org.runbook.engine.state.RunnerState;
import org.runbook.engine.state.Server;

/** Finding, changing and removing cards wherever they are. */
public final class Zones {
    private Zones() {
    }

    public static List<CardInstance> all(GameState s) {
        List<CardInstance> out = new ArrayList<>();
        CorpState c = s.corp();
        RunnerState r = s.runner();
        out.add(c.identity());
        out.addAll(c.hand());
        out.addAll(c.deck());
        out.addAll(c.archives());
        out.addAll(c.score());
        for (Server sv : s.servers()) {
            out.addAll(sv.ice());
            out.addAll(sv.root());
        }
        out.add(r.identity());
        out.addAll(r.hand());
        out.addAll(r.stack());
        out.addAll(r.heap());
        out.addAll(r.score());
        out.addAll(r.programs());
        out.addAll(r.hardware());
        out.addAll(r.resources());
        return out;
    }

    public static Optional<CardInstance> find(GameState s, int id) {
        return all(s).stream().filter(c -> c.id() == id).findFirst();
    }

    public static CardInstance get(GameState s, int id) {
        return find(s, id).orElseThrow(() -> new IllegalStateException("no card #" + id));
    }

    public static Optional<CardInstance> byRef(GameState s, String ref) {
        return all(s).stream().filter(c -> c.ref().equals(ref)).findFirst();
    }

    /** Applies {@code f} to the card with this id, wherever it is. */
    public static GameState update(GameState s, int id, UnaryOperator<CardInstance> f) {
        UnaryOperator<CardInstance> g = c -> c.id() == id ? f.apply(c) : c;
        return mapAll(s, g);
    }

    public static GameState mapAll(GameState s, UnaryOperator<CardInstance> g) {
        CorpState c = s.corp();
        RunnerState r = s.runner();
        c = new CorpState(g.apply(c.identity()), c.credits(), c.clicks(), c.allotment(), map(c.hand(), g),
                map(c.deck(), g), map(c.archives(), g), map(c.score(), g), c.badPublicity(), c.handSize());
        r = new RunnerState(g.apply(r.identity()), r.credits(), r.clicks(), r.allotment(), map(r.hand(), g),
                map(r.stack(), g), map(r.heap(), g), map(r.score(), g), r.tags(), r.brainDamage(), r.baseHandSize(),
                r.baseMemory(), map(r.programs(), g), map(r.hardware(), g), map(r.resources(), g), r.lastRunKey(),
                r.lastSuccessKey(), r.netDamageKey());
        List<Server> servers = s.servers().stream()
                .map(sv -> new Server(sv.name(), map(sv.ice(), g), map(sv.root(), g))).toList();
        return s.withCorp(c).withRunner(r).withServers(servers);
    }

    /** The same list when nothing changes (no copy), else a new list. */
    private static List<CardInstance> map(List<CardInstance> l, UnaryOperator<CardInstance> g) {
        List<CardInstance> out = null;
        for (int i = 0; i < l.size(); i++) {
            CardInstance c = l.get(i);
            CardInstance d = g.apply(c);
            if (d != c && out == null) {
                out = new ArrayList<>(l.subList(0, i));
            }
            if (out != null) {
                out.add(d);
            }
        }
        return out == null ? l : out;
    }

    /** Removes the card from wherever it is (identities are never removed). */
    public static GameState remove(GameState s, int id) {
        String iceRef = s.servers().stream().flatMap(sv -> sv.ice().stream()).filter(x -> x.id() == id)
                .map(CardInstance::ref).findFirst().orElse(null);
        CorpState c = s.corp();
        RunnerState r = s.runner();
        c = c.withHand(without(c.hand(), id)).withDeck(without(c.deck(), id)).withArchives(without(c.archives(), id))
                .withScore(without(c.score(), id));
        r = r.withHand(without(r.hand(), id)).withStack(without(r.stack(), id)).withHeap(without(r.heap(), id))
                .withScore(without(r.score(), id)).withPrograms(without(r.programs(), id))
                .withHardware(without(r.hardware(), id)).withResources(without(r.resources(), id));
        List<Server> servers = s.servers().stream()
                .map(sv -> new Server(sv.name(), without(sv.ice(), id), without(sv.root(), id))).toList();
        s = s.withCorp(c).withRunner(r).withServers(servers);
        // an installed ice that leaves its place is a new card for the abilities that chose it (Femme Fatale)
        return iceRef == null ? s : mapAll(s, x -> iceRef.equals(x.target()) ? x.withTarget(null) : x);
    }

    public static List<CardInstance> without(List<CardInstance> l, int id) {
        return l.stream().filter(c -> c.id() != id).toList();
    }

    public static <T> List<T> plus(List<T> l, T x) {
        List<T> out = new ArrayList<>(l);
        out.add(x);
        return out;
    }

    public static Server server(GameState s, String name) {
        return s.servers().stream().filter(sv -> sv.name().equals(name)).findFirst()
                .orElseThrow(() -> new IllegalStateException("no server " + name));
    }

    public static GameState withServer(GameState s, Server server) {
        List<Server> out = new ArrayList<>();
        boolean found = false;
        for (Server sv : s.servers()) {
            if (sv.name().equals(server.name())) {
                out.add(server);
                found = true;
            } else {
                out.add(sv);
            }
        }
        if (!found) {
            out.add(server);
        }
        return s.withServers(out);
    }

    /** The server whose ice or root holds the card, if any. */
    public static Optional<Server> serverOf(GameState s, int id) {
        return s.servers().stream()
                .filter(sv -> sv.ice().stream().anyMatch(c -> c.id() == id) || sv.root().stream().anyMatch(c -> c.id() == id))
                .findFirst();
    }

    public static boolean isCentral(String server) {
        return server.equals("hq") || server.equals("rd") || server.equals("archives");
    }
}
