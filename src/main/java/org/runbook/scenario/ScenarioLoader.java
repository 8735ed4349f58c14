package org.runbook.scenario;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import org.runbook.engine.Scenario;
import org.runbook.engine.ScenarioException;
import org.runbook.engine.Side;
import org.runbook.engine.Text;
import org.runbook.engine.cards.CardCatalog;
import org.runbook.engine.cards.CardDef;
import org.runbook.engine.cards.CardType;
import org.runbook.engine.state.CardInstance;
import org.runbook.engine.state.CorpState;
import org.runbook.engine.state.GameState;
import org.runbook.engine.state.RunState;
import org.runbook.engine.state.RunnerState;
import org.runbook.engine.state.Server;
import org.runbook.engine.state.Stage;
import org.runbook.engine.timing.Edition;
import org.runbook.engine.timing.Editions;

/** Reads a scenario file (format: content/scenarios/README.md) into a {@link Scenario} and its card catalog. */
public final class ScenarioLoader {

    /** A loaded scenario with the catalog it needs (the shared cards plus the scenario's own). */
    public record Loaded(Scenario scenario, CardCatalog cards) {
    }

    /** Bounds of a scenario's script: enough for any turn, small enough to play in a moment. */
    static final int MAX_TIMES = 200;
    static final int MAX_DECISIONS = 2_000;

    private final CardCatalog base;
    private final Path contentDir;

    public ScenarioLoader(Path contentDir) {
        this.contentDir = contentDir;
        this.base = CardLoader.load(contentDir);
    }

    public ScenarioLoader(Path contentDir, CardCatalog base) {
        this.contentDir = contentDir;
        this.base = base;
    }

    public CardCatalog baseCards() {
        return base;
    }

    public Loaded load(Path file) {
        return load(file, null);
    }

    /** Loads the scenario, played under {@code edition} instead of its own when that is not null. */
    public Loaded load(Path file, String edition) {
        String shown = CardLoader.shown(contentDir, file);
        if (!Files.isRegularFile(file)) {
            throw new ScenarioException(shown, 0, "no such file");
        }
        return new Reader(YNode.read(file, shown), shown, edition).read();
    }

    private final class Reader {
        private final YNode root;
        private final String shown;
        private CardCatalog cards;
        private int nextId = 1;
        private String lastTurn = "no-run";
        private final Map<String, Integer> refCount = new HashMap<>();
        /** The {@code target:} of each card, checked against the board once every card is placed. */
        private final Map<YNode, String> targets = new java.util.LinkedHashMap<>();
        /** The ref of every card placed so far. */
        private final java.util.Set<String> refs = new java.util.HashSet<>();

        private final String editionOverride;

        Reader(YNode root, String shown, String editionOverride) {
            this.root = root;
            this.shown = shown;
            this.editionOverride = editionOverride;
        }

        Loaded read() {
            if (!root.isMap()) {
                throw new ScenarioException(shown, root.line(), "a scenario is a mapping (see content/scenarios/README.md)");
            }
            root.only("title", "edition", "seed", "start", "active", "turn", "until", "cards", "corp", "runner", "servers",
                    "run", "decisions", "note", "ruling");
            if (!root.has("edition")) {
                throw root.error("missing 'edition' (" + String.join(", ", Editions.ids()) + ")");
            }
            // a 1996 scenario plays with the 1996 generic cards only (content/engine/nr96/cards.yaml)
            boolean nr96 = Editions.NR_1996.equals(root.get("edition").text());
            List<CardDef> all = new ArrayList<>(nr96 ? org.runbook.scenario.nr96.Nr96Cards.load(contentDir).all()
                    : base.all());
            for (YNode c : root.list("cards")) {
                all.add(CardLoader.card(c));
            }
            cards = new CardCatalog(all);
            String editionId = editionOverride != null ? editionOverride : root.get("edition").text();
            if (editionOverride != null && nr96 != Editions.NR_1996.equals(editionOverride)) {
                throw root.get("edition").error("a scenario of " + root.get("edition").text()
                        + " cannot be played under " + editionOverride + " (another game: other cards and steps)");
            }
            Edition edition;
            try {
                edition = Editions.get(editionId);
            } catch (IllegalArgumentException e) {
                throw root.get("edition").error(e.getMessage());
            }
            String start = mapStep(root.text("start", "corp-1.1"), editionId);
            if (!edition.has(start)) {
                throw root.get("start").error("unknown step '" + start + "' in " + editionId);
            }
            Side active = root.has("active") ? CardLoader.enumOf(Side.class, root.get("active"), "active")
                    : start.startsWith("corp") ? Side.CORP : Side.RUNNER;
            Text title = title(root.get("title"));
            YNode corpNode = root.has("corp") ? root.get("corp") : null;
            YNode runnerNode = root.has("runner") ? root.get("runner") : null;
            CorpState corp = corp(corpNode);
            RunnerState runner = runner(runnerNode);
            List<Server> servers = servers(root.has("servers") ? root.get("servers") : null);
            RunState run = null;
            if (start.startsWith("run-")) {
                YNode r = root.get("run");
                if (r == null) {
                    throw root.get("start").error("a scenario that starts in a run needs 'run: {server: NAME}'");
                }
                r.only("server");
                String sv = r.text("server", "");
                Server s = servers.stream().filter(x -> x.name().equals(sv)).findFirst()
                        .orElseThrow(() -> r.error("unknown server '" + sv + "'"));
                run = new RunState(sv, s.ice().size(), 0, 0, null, false, false, false, 0, null);
            }
            List<Scenario.Scripted> decisions = new ArrayList<>();
            for (YNode d : root.list("decisions")) {
                d.only("step", "choose", "times", "ice");
                String step = d.text("step", null) == null ? null : mapStep(d.text("step", null), editionId);
                if (step != null && !edition.has(step)) {
                    throw d.get("step").error("unknown step '" + step + "' in " + editionId);
                }
                if (!d.has("choose")) {
                    throw d.error("a decision needs 'choose: OPTION'");
                }
                int times = d.integer("times", 1, 1, MAX_TIMES);
                if (decisions.size() + times > MAX_DECISIONS) {
                    throw d.get("times").error("more than " + MAX_DECISIONS + " scripted decisions in one scenario");
                }
                decisions.addAll(Collections.nCopies(times, new Scenario.Scripted(step, d.get("choose").text(), d.text("ice", null), d.line())));
            }
            String until = mapStep(root.text("until", "game-over"), editionId);
            if (!List.of("run-ends", "game-over", "wait").contains(until) && !edition.has(until)) {
                throw root.get("until").error("unknown stop point '" + until + "' (run-ends, game-over, wait or a step key)");
            }
            long seed = root.has("seed") ? root.get("seed").integer() : 1L;
            checkTargets();
            GameState s = new GameState(editionId, seed, root.integer("turn", 1, 1, YNode.MAX_NUMBER), active, start, 0, Stage.ENTER, null,
                    corp, runner, servers, run, null, List.of(), null, null, nextId, null);
            if (!lastTurn.equals("no-run")) {
                // what the Runner did in their turn before this one (SEA Source, Neural EMP)
                int k = s.runnersLastTurnKey();
                s = s.withRunner(s.runner().withLastRunKey(k).withLastSuccessKey(lastTurn.equals("successful-run") ? k : 0));
            }
            return new Loaded(new Scenario(shown, title, s, decisions, until), cards);
        }

        /** A card's target must be another card of the board, named by its ref. */
        private void checkTargets() {
            targets.forEach((at, ref) -> {
                if (ref != null && !refs.contains(ref)) {
                    throw at.error("target '" + ref + "' is not a card on the board (refs: "
                            + String.join(", ", new java.util.TreeSet<>(refs)) + ")");
                }
            });
        }

        /** Under an edition given on the command line, the step keys of the file are mapped onto that edition. */
        private String mapStep(String key, String editionId) {
            return editionOverride == null ? key : Editions.equivalent(key, editionId);
        }

        private Text title(YNode t) {
            if (t == null) {
                return Text.same(shown);
            }
            if (t.isScalar()) {
                return Text.same(t.text());
            }
            t.only("en", "fr", "de");
            String en = t.text("en", "");
            return Text.of(t.text("fr", en), en, t.text("de", en));
        }

        private CorpState corp(YNode n) {
            if (n == null) {
                return new CorpState(inst(null, "generic-corp", CardType.IDENTITY), 5, 0, 3, List.of(), List.of(), List.of(),
                        List.of(), 0, 5);
            }
            n.only("identity", "credits", "clicks", "allotment", "bad-publicity", "hand-size", "hq", "rd", "archives",
                    "score");
            CardInstance id = n.has("identity") ? card(n.get("identity"), CardType.IDENTITY) : inst(null, "generic-corp", null);
            return new CorpState(id, n.count("credits", 5), n.count("clicks", 0), n.count("allotment", 3),
                    cardsOf(n, "hq", false), cardsOf(n, "rd", false), cardsOf(n, "archives", false), cardsOf(n, "score", true),
                    n.count("bad-publicity", 0), n.count("hand-size", 5));
        }

        private RunnerState runner(YNode n) {
            if (n == null) {
                return new RunnerState(inst(null, "generic-runner", null), 5, 0, 4, List.of(), List.of(), List.of(), List.of(),
                        0, 0, 5, 4, List.of(), List.of(), List.of());
            }
            n.only("identity", "credits", "clicks", "allotment", "hand-size", "memory", "tags", "brain-damage", "grip",
                    "stack", "heap", "score", "rig", "last-turn");
            lastTurn = n.text("last-turn", "no-run");
            if (!List.of("no-run", "ran", "successful-run").contains(lastTurn)) {
                throw n.get("last-turn").error("unknown last-turn '" + lastTurn + "' (no-run, ran or successful-run)");
            }
            CardInstance id = n.has("identity") ? card(n.get("identity"), CardType.IDENTITY) : inst(null, "generic-runner", null);
            List<CardInstance> programs = new ArrayList<>();
            List<CardInstance> hardware = new ArrayList<>();
            List<CardInstance> resources = new ArrayList<>();
            for (YNode c : n.list("rig")) {
                CardInstance ci = card(c, null).withFaceUp(true);
                CardDef d = cards.get(ci.code());
                if (!d.constants().installOn().isEmpty() && ci.host() == null) {
                    throw c.error("'" + d.name().en() + "' is installed only on " + (d.constants().installOn().equals("ice")
                            ? "an ice" : "an icebreaker") + ": give the ref of its host with 'host: REF'");
                }
                if (!(c.isMap() && c.has("recurring-left"))) {
                    ci = ci.withRecurringLeft(d.recurring());
                }
                switch (d.type()) {
                    case PROGRAM -> programs.add(ci);
                    case HARDWARE -> hardware.add(ci);
                    case RESOURCE -> resources.add(ci);
                    default -> throw c.error("'" + d.name().en() + "' cannot be installed by the Runner");
                }
            }
            int memory = n.count("memory", 4);
            for (CardInstance h : hardware) {
                memory += cards.get(h.code()).memory();
            }
            for (CardInstance p : programs) {
                // a program hosted on a card that takes its memory (Djinn) uses none of the Runner's
                boolean free = p.host() != null && programs.stream().anyMatch(h -> h.ref().equals(p.host())
                        && cards.get(h.code()).constants().hostsProgramsMu() > 0);
                memory -= free ? 0 : cards.get(p.code()).memory();
            }
            if (memory < 0) {
                throw (n.has("rig") ? n.get("rig") : n).error("the programs of the rig need " + (-memory)
                        + " MU more than the Runner has: free memory cannot be below 0");
            }
            return new RunnerState(id, n.count("credits", 5), n.count("clicks", 0), n.count("allotment", 4),
                    cardsOf(n, "grip", true), cardsOf(n, "stack", true), cardsOf(n, "heap", true), cardsOf(n, "score", true),
                    n.count("tags", 0), n.count("brain-damage", 0), n.count("hand-size", 5), n.count("memory", 4),
                    programs, hardware, resources);
        }

        private List<Server> servers(YNode n) {
            Map<String, Server> out = new java.util.LinkedHashMap<>();
            for (String c : List.of("hq", "rd", "archives")) {
                out.put(c, new Server(c, List.of(), List.of()));
            }
            if (n == null) {
                return new ArrayList<>(out.values());
            }
            for (Map.Entry<String, YNode> e : n.map().entrySet()) {
                YNode sv = e.getValue();
                sv.only("ice", "root");
                List<CardInstance> ice = new ArrayList<>();
                for (YNode c : sv.list("ice")) {
                    CardInstance ci = card(c, CardType.ICE);
                    ice.add(ci);
                }
                Collections.reverse(ice);
                List<CardInstance> rootCards = new ArrayList<>();
                String occupant = null;
                boolean central = List.of("hq", "rd", "archives").contains(e.getKey());
                for (YNode c : sv.list("root")) {
                    CardInstance ci = card(c, null);
                    CardDef d = cards.get(ci.code());
                    CardType t = d.type();
                    if (t != CardType.AGENDA && t != CardType.ASSET && t != CardType.UPGRADE) {
                        throw c.error("only agendas, assets and upgrades go in a server");
                    }
                    if (t != CardType.UPGRADE && central) {
                        throw c.error("'" + d.name().en() + "' cannot be in the root of " + e.getKey()
                                + ": only upgrades go in a central server");
                    }
                    if (t != CardType.UPGRADE && occupant != null) {
                        throw c.error(e.getKey() + " already holds '" + occupant + "': a remote server holds one agenda or"
                                + " asset at most (installing another one trashes the first)");
                    }
                    if (t != CardType.UPGRADE) {
                        occupant = d.name().en();
                    }
                    if (!d.constants().installIn().isEmpty() && !d.constants().installIn().equals(e.getKey())) {
                        throw c.error("'" + d.name().en() + "' may be installed only in the root of "
                                + d.constants().installIn() + ", not in " + e.getKey());
                    }
                    rootCards.add(ci);
                }
                out.put(e.getKey(), new Server(e.getKey(), ice, rootCards));
            }
            return new ArrayList<>(out.values());
        }

        private List<CardInstance> cardsOf(YNode n, String key, boolean faceUp) {
            List<CardInstance> out = new ArrayList<>();
            for (YNode c : n.list(key)) {
                CardInstance ci = card(c, null);
                if (!c.isMap() || !c.has("face-up")) {
                    ci = ci.withFaceUp(faceUp);
                }
                out.add(ci);
            }
            return out;
        }

        private CardInstance card(YNode c, CardType expected) {
            String name;
            YNode at = c;
            if (c.isScalar()) {
                name = c.text();
            } else {
                c.only("card", "rezzed", "face-up", "advancements", "virus", "power", "agenda", "credits", "target", "ref",
                        "recurring-left", "host");
                if (!c.has("card")) {
                    throw c.error("a card entry needs 'card: CODE-OR-NAME'");
                }
                at = c.get("card");
                name = at.text();
            }
            CardDef d = cards.find(name).orElse(null);
            if (d == null) {
                throw at.error("unknown card '" + name + "'");
            }
            if (expected != null && d.type() != expected) {
                throw at.error("'" + name + "' is of type " + d.type().name().toLowerCase() + ", expected "
                        + expected.name().toLowerCase());
            }
            CardInstance ci = inst(c.isMap() ? c.text("ref", null) : null, d.code(), d.type());
            if (c.isMap()) {
                ci = ci.withRezzed(c.bool("rezzed", false)).withFaceUp(c.bool("face-up", false))
                        .withAdvancements(c.count("advancements", 0)).withVirus(c.count("virus", 0))
                        .withPower(c.count("power", 0)).withTarget(c.text("target", null))
                        .withRecurringLeft(c.count("recurring-left", 0)).withAgenda(c.count("agenda", 0))
                        .withCredits(c.count("credits", 0));
                if (c.has("target")) {
                    targets.put(c.get("target"), c.text("target", null));
                }
                if (c.has("host")) {
                    // a hosted card names its host by ref, checked like a target
                    ci = ci.withHost(c.text("host", null));
                    targets.put(c.get("host"), c.text("host", null));
                }
            }
            if (d.type() == CardType.IDENTITY) {
                ci = ci.withRezzed(true).withFaceUp(true);
                if (!(c.isMap() && c.has("recurring-left"))) {
                    ci = ci.withRecurringLeft(d.recurring());
                }
            }
            return ci;
        }

        private CardInstance inst(String ref, String code, CardType unused) {
            CardDef d = cards.get(code);
            String r = ref;
            if (r == null) {
                String slug = CardCatalog.slug(d.name().en());
                int k = refCount.merge(slug, 1, Integer::sum);
                r = k == 1 ? slug : slug + "-" + k;
            }
            refs.add(r);
            return new CardInstance(nextId++, r, code, false, false, 0, 0, 0, 0, 0, false, null);
        }
    }
}
