package org.runbook.engine.vr;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.runbook.engine.Text;
import org.runbook.engine.state.Rng;
import org.runbook.engine.vr.VrPlayer.AgentInService;
import org.runbook.engine.vr.VrPlayer.BoostInPlace;
import org.runbook.engine.vr.VrPlayer.OwnedVerse;
import org.runbook.engine.vr.VrState.AgentSlot;
import org.runbook.engine.vr.VrState.Tokens;
import org.runbook.engine.vr.VrState.TurnState;

/**
 * The interpreter of the Virtual Revolution chart ({@link VrChart}): entry work of each step, the legal options of
 * the pending decision (the step's own options plus those of the open {@link VrWindow windows}), and the next-step
 * rules. Pure: every move returns a new {@link VrState}.
 */
public final class VrEngine {
    public static final int ROUNDS = 5;
    public static final int TURNS_PER_PLAYER = 3;
    static final int[] SERVER_VP = {0, 1, 3, 6, 10, 15, 21, 28};
    static final List<String> TYPES = List.of("fighter", "technician", "diplomat");
    static final List<String> ACTIONS = List.of("work", "recruit", "build", "verse", "donate");

    private final VrCatalog cat;
    private final VrChart chart = VrChart.get();

    public VrEngine(VrCatalog cat) {
        this.cat = cat;
    }

    public VrChart chart() {
        return chart;
    }

    public VrCatalog catalog() {
        return cat;
    }

    public VrStep step(VrState s) {
        return chart.step(s.cursor());
    }

    public boolean over(VrState s) {
        return s.over();
    }

    /** Moves of one call: a mutable copy of the state plus the events. */
    private final class Ctx {
        final VrState.Mut m;
        final List<VrEvent> ev = new ArrayList<>();

        Ctx(VrState s) {
            m = s.mut();
        }

        void log(String key, Object... args) {
            ev.add(VrEvent.of(key, args));
        }
    }

    // ------------------------------------------------------------------ pending decision

    /** The decision the game waits for, or null when the engine moves on by itself. */
    public VrDecision pending(VrState s) {
        if (s.over() || !s.entered()) {
            return null;
        }
        String k = s.cursor();
        if (k.startsWith("turn-")) {
            return turnDecision(s);
        }
        if (s.queue().isEmpty()) {
            return null;
        }
        String who = s.queue().get(0);
        return switch (k) {
            case "end-1", "final-1" -> new VrDecision(who, "search", searchOptions(s, who));
            case "end-2", "final-2" -> new VrDecision(who, "necro-immunity", necroOptions(s, who));
            case "end-3" -> new VrDecision(who, "turn-order", orderOptions(s));
            case "final-3.5" -> new VrDecision(who, "objective", objectiveOptions(s, who));
            default -> null;
        };
    }

    /** The windows open right now at the current step (empty outside the player's turn or once it ended). */
    public List<VrWindow> openWindows(VrState s) {
        if (s.over() || !s.entered() || !s.cursor().startsWith("turn-") || s.turnState().ended()) {
            return List.of();
        }
        List<VrWindow> out = new ArrayList<>();
        for (VrWindow w : VrWindow.values()) {
            if (step(s).windows().contains(w)) {
                out.add(w);
            }
        }
        return out;
    }

    private VrDecision turnDecision(VrState s) {
        TurnState t = s.turnState();
        String k = s.cursor();
        boolean done = switch (k) {
            case "turn-1" -> t.director() != null;
            case "turn-2" -> t.influenceDone();
            case "turn-3" -> t.actionDone();
            default -> t.ended();
        };
        if (done) {
            return null;
        }
        String p = t.player();
        List<VrOption> opts = new ArrayList<>();
        switch (k) {
            case "turn-1" -> {
                for (String b : cat.map().boroughs()) {
                    opts.add(opt("place:" + b, "place", cat.map().name(b)));
                }
            }
            case "turn-2" -> influenceOptions(s, p, opts);
            case "turn-3" -> actionOptions(s, p, opts);
            default -> opts.add(opt("end", "end"));
        }
        for (VrWindow w : openWindows(s)) {
            windowOptions(s, p, w, opts);
        }
        return new VrDecision(p, "turn", opts);
    }

    /** The name of one of the five actions. */
    static Text actionName(String action) {
        return switch (action) {
            case "work" -> Text.of("Travailler", "Work", "Work");
            case "recruit" -> Text.of("Recruter un Agent", "Recruit an agent", "Recruit an agent");
            case "build" -> Text.of("Construire un Serveur", "Build a server", "Build a server");
            case "verse" -> Text.of("Créer un Verse", "Create a verse", "Create a verse");
            case "donate" -> Text.of("Faire un Don", "Donate", "Donate");
            default -> Text.same(action);
        };
    }

    private static VrOption opt(String id, String key, Object... args) {
        return new VrOption(id, VrMessages.text(key, args), null);
    }

    private static VrOption wopt(VrWindow w, String id, String key, Object... args) {
        return new VrOption(id, VrMessages.text(key, args), w);
    }

    private boolean opponentIn(VrState s, String b, String p) {
        Tokens t = s.influence().get(b);
        return t != null && t.count() > 0 && !t.owner().equals(p);
    }

    private void influenceOptions(VrState s, String p, List<VrOption> opts) {
        String b = s.turnState().director();
        VrPlayer pl = s.player(p);
        if (pl.supply() > 0 && !opponentIn(s, b, p)) {
            opts.add(opt("add", "add"));
        }
        Tokens t = s.influence().get(b);
        if (t != null && t.count() > 0) {
            opts.add(opt("eliminate:" + t.owner(), "eliminate", t.owner()));
        }
        if (!opponentIn(s, b, p)) {
            s.influence().forEach((from, tok) -> {
                if (!from.equals(b) && tok.owner().equals(p)) {
                    opts.add(opt("move:" + from, "move", cat.map().name(from)));
                }
            });
        }
        opts.add(opt("skip", "skip"));
    }

    // ------------------------------------------------------------------ actions

    private int markerValue(VrPlayer p, String key, int dflt) {
        for (String m : p.markers()) {
            if (m.startsWith(key + ":")) {  // markers of the current round ("next:" ones wait for the next round)
                return Integer.parseInt(m.substring(key.length() + 1));
            }
        }
        return dflt;
    }

    private int range(VrPlayer p) {
        int r = 1;
        for (String e : boostEffects(p, "recruit")) {
            if (e.startsWith("range:")) {
                r += Integer.parseInt(e.substring(6));
            }
        }
        return r;
    }

    private List<String> boostEffects(VrPlayer p, String action) {
        List<String> out = new ArrayList<>();
        for (BoostInPlace b : p.boosts()) {
            if (!b.action().equals(action)) {
                continue;
            }
            out.addAll(b.agent() ? cat.agent(b.card()).boost() : cat.boost(b.card()).effects());
        }
        return out;
    }

    private boolean canBuild(VrState s, String p, String b) {
        VrPlayer pl = s.player(p);
        String owner = s.servers().get(b);
        if (owner != null || pl.servers() <= 0) {
            return false;
        }
        Tokens t = s.influence().get(b);
        boolean mine = t != null && t.owner().equals(p) && t.count() > 0;
        if (!mine && !s.turnState().flags().contains("build-anywhere")) {
            return false;
        }
        String d = cat.map().districtOf(b);
        for (var e : s.servers().entrySet()) {
            if (e.getValue().equals(p) && cat.map().districtOf(e.getKey()).equals(d)) {
                return false;
            }
        }
        return pl.money() >= markerValue(pl, "build-cost", 10);
    }

    private void actionOptions(VrState s, String p, List<VrOption> opts) {
        VrPlayer pl = s.player(p);
        String b = s.turnState().director();
        int verseCost = markerValue(pl, "verse-cost", 7);
        boolean renewing = s.turnState().flags().contains("renewing");
        if (pl.money() >= 2 + verseCost && !s.verseDeck().isEmpty()) {
            opts.add(opt("renew-verses", "renew-verses"));
        }
        if (renewing) {   // the renewal is the first part of Create a verse: the action is chosen
            for (int i = 0; i < s.verseDisplay().size(); i++) {
                String v = s.verseDisplay().get(i);
                if (v != null && pl.money() >= verseCost) {
                    opts.add(opt("verse:" + (i + 1), "verse", cat.verse(v).name(), i + 1));
                }
            }
            return;
        }
        opts.add(opt("work", "work"));
        if (pl.agents().size() < 3 && pl.money() >= markerValue(pl, "recruit-cost", 4)) {
            for (int i = 0; i < s.agentSlots().size(); i++) {
                AgentSlot slot = s.agentSlots().get(i);
                if (slot.card() != null && slot.location() != null
                        && cat.map().distance(b, slot.location()) <= range(pl)) {
                    opts.add(opt("recruit:" + (i + 1), "recruit", cat.agent(slot.card()).name(), i + 1));
                }
            }
        }
        if (canBuild(s, p, b)) {
            opts.add(opt("build", "build"));
        }
        if (pl.money() >= markerValue(pl, "verse-cost", 7)) {
            for (int i = 0; i < s.verseDisplay().size(); i++) {
                String v = s.verseDisplay().get(i);
                if (v != null) {
                    opts.add(opt("verse:" + (i + 1), "verse", cat.verse(v).name(), i + 1));
                }
            }
        }
        donateOptions(pl, opts);
        opts.add(opt("no-action", "no-action"));
    }

    private int donateCost(VrPlayer pl, int cards, boolean imm) {
        int extra = (int) boostEffects(pl, "donate").stream().filter(e -> e.equals("discard-for:1")).count();
        boolean dear = pl.markers().contains("donate-cost:higher");
        int base = Math.min(cards, 2);
        int c = base == 0 ? 0 : base == 1 ? (dear ? 2 : 1) : (dear ? 4 : 3);
        int more = cards - base;
        if (more > extra) {
            return -1;
        }
        return c + more + (imm ? 3 : 0);
    }

    private void donateOptions(VrPlayer pl, List<VrOption> opts) {
        List<String> hand = pl.corruption();
        int extra = (int) boostEffects(pl, "donate").stream().filter(e -> e.equals("discard-for:1")).count();
        List<List<String>> subsets = new ArrayList<>();
        subsets(hand, 0, 2 + extra, new ArrayList<>(), subsets);
        for (List<String> sub : subsets) {
            for (boolean imm : new boolean[] {false, true}) {
                if (sub.isEmpty() && !imm) {
                    continue;
                }
                int c = donateCost(pl, sub.size(), imm);
                if (c >= 0 && c <= pl.money()) {
                    String cards = sub.isEmpty() ? "-" : String.join("+", sub);
                    opts.add(opt("donate:" + cards + (imm ? ":immunity" : ""), "donate", cards, imm ? "+1" : "0", c));
                }
            }
        }
    }

    private static void subsets(List<String> from, int start, int max, List<String> cur, List<List<String>> out) {
        out.add(List.copyOf(cur));
        if (cur.size() == max) {
            return;
        }
        for (int i = start; i < from.size(); i++) {
            cur.add(from.get(i));
            subsets(from, i + 1, max, cur, out);
            cur.remove(cur.size() - 1);
        }
    }

    // ------------------------------------------------------------------ windows

    private void windowOptions(VrState s, String p, VrWindow w, List<VrOption> opts) {
        VrPlayer pl = s.player(p);
        String b = s.turnState().director();
        switch (w) {
            case TITLE -> {
                for (String d : pl.titles()) {
                    String ab = cat.map().titleAbility().getOrDefault(d, "none");
                    if (!pl.titlesUsed().contains(d) && !ab.equals("keep") && !ab.equals("none")) {
                        opts.add(wopt(w, "title:" + d, "title", d));
                    }
                }
            }
            case AGENT_USE -> {
                if (b == null) {
                    return;
                }
                for (AgentInService a : pl.agents()) {
                    if (a.tapped()) {
                        continue;
                    }
                    VrCatalog.Agent c = cat.agent(a.card());
                    Tokens t = s.influence().get(b);
                    if (c.type().equals("fighter") && t != null && t.count() > 0) {
                        opts.add(wopt(w, "use:" + a.card() + ":" + t.owner(), "use-on", c.name(), t.owner()));
                    } else {
                        opts.add(wopt(w, "use:" + a.card(), "use", c.name()));
                    }
                }
            }
            case AGENT_PROMOTE -> {
                if (b == null) {
                    return;
                }
                for (AgentInService a : pl.agents()) {
                    VrCatalog.Agent c = cat.agent(a.card());
                    opts.add(wopt(w, "promote:" + a.card() + ":retire", "promote-retire", c.name()));
                    if (c.level() == 1 && c.boostAction() != null) {
                        opts.add(wopt(w, "promote:" + a.card() + ":boost", "promote-boost", c.name(), actionName(c.boostAction())));
                    }
                    opts.add(new VrOption("promote:" + a.card() + ":retire:no-effect", VrMessages.text("no-effect",
                            VrMessages.text("promote-retire", c.name())), w));
                    if (c.level() == 1 && c.boostAction() != null) {
                        opts.add(new VrOption("promote:" + a.card() + ":boost:no-effect", VrMessages.text("no-effect",
                                VrMessages.text("promote-boost", c.name(), actionName(c.boostAction()))), w));
                    }
                }
            }
            case RECOVER -> {
                if (pl.recycled() >= 1 && pl.supply() + pl.recycled() > 0) {
                    opts.add(wopt(w, "recover:1", "recover-1"));
                }
                if (pl.recycled() >= 2) {
                    if (!pl.corruption().isEmpty()) {
                        opts.add(wopt(w, "recover:2:corruption", "recover-2c"));
                    }
                    opts.add(wopt(w, "recover:2:necro", "recover-2n"));
                }
                if (pl.recycled() >= 3) {
                    opts.add(wopt(w, "recover:3", "recover-3"));
                }
            }
            case VERSE_ONLINE -> {
                for (OwnedVerse v : pl.verses()) {
                    if (!v.online() && conditionMet(s, p, cat.verse(v.card()).condition())) {
                        opts.add(wopt(w, "online:" + v.card(), "online", cat.verse(v.card()).name()));
                    }
                }
            }
            case VERSE_SWAP -> {
                for (OwnedVerse v : pl.verses()) {
                    opts.add(wopt(w, "swap:" + v.card(), "swap", cat.verse(v.card()).name()));
                }
            }
        }
    }

    // ------------------------------------------------------------------ end-of-round decisions

    private String cardText(String id) {
        VrCatalog.Corruption c = cat.corruptionCard(id);
        return c.kind() + (c.args().isEmpty() ? "" : " " + String.join("/", c.args()));
    }

    private List<VrOption> searchOptions(VrState s, String who) {
        List<VrOption> out = new ArrayList<>();
        VrPlayer p = s.player(who);
        for (String c : p.corruption()) {
            List<String> targets = searchTargets(s, who, c);
            if (targets.size() <= 1) {
                out.add(opt("suffer:" + c, "suffer", c, cardText(c)));
            } else {
                for (String t : targets) {
                    out.add(opt("suffer:" + c + ":" + t, "suffer-on", c, cardText(c), t));
                }
            }
        }
        if (p.immunity() > 0) {
            for (String c : p.corruption()) {
                out.add(opt("avoid:" + c, "avoid", c, cardText(c)));
            }
        }
        return out;
    }

    /**
     * What a Corruption card may hit when the player has a choice (boroughs, Servers, Verses, Agents, Boosts of the
     * printed districts, types or actions); a card that can hit only one thing, or nothing, has no choice.
     */
    List<String> searchTargets(VrState s, String who, String cd) {
        VrCatalog.Corruption k = cat.corruptionCard(cd);
        VrPlayer p = s.player(who);
        List<String> out = new ArrayList<>();
        switch (k.kind()) {
            case "influence" -> s.influence().forEach((b, t) -> {
                if (t.owner().equals(who) && t.count() > 0 && k.args().contains(cat.map().districtOf(b))) {
                    out.add(b);
                }
            });
            case "server" -> s.servers().forEach((b, o) -> {
                if (o.equals(who) && k.args().contains(cat.map().districtOf(b))) {
                    out.add(b);
                }
            });
            case "verse" -> p.verses().stream().filter(v -> k.args().contains(cat.verse(v.card()).type()))
                    .forEach(v -> out.add(v.card()));
            case "agent" -> p.agents().stream().filter(a -> k.args().contains(cat.agent(a.card()).type()))
                    .forEach(a -> out.add(a.card()));
            case "boost" -> p.boosts().stream().filter(b -> k.args().contains(b.action()))
                    .forEach(b -> out.add(b.card()));
            default -> {
            }
        }
        return out.stream().distinct().toList();
    }

    private List<VrOption> necroOptions(VrState s, String who) {
        List<VrOption> out = new ArrayList<>();
        VrPlayer p = s.player(who);
        out.add(opt("immunity:0", "immunity-0"));
        if (p.immunity() >= 2) {
            out.add(opt("immunity:2", "immunity-2"));
        }
        if (p.immunity() >= 3 && maxSet(s).contains(who)) {
            out.add(opt("immunity:3", "immunity-3"));
        }
        return out;
    }

    private List<VrOption> orderOptions(VrState s) {
        List<VrOption> out = new ArrayList<>();
        for (int i = 1; i <= s.order().size(); i++) {
            if (!s.newOrder().containsKey(i)) {
                out.add(opt("position:" + i, "position", i));
            }
        }
        return out;
    }

    private List<VrOption> objectiveOptions(VrState s, String who) {
        List<VrOption> out = new ArrayList<>();
        for (String o : s.player(who).objectives()) {
            VrCatalog.Objective ob = cat.objective(o);
            if (ob.kind().equals("verse-type")) {
                for (String t : verseTypes()) {
                    out.add(opt("objective:" + o + ":" + t, "objective-type", ob.name(), t));
                }
            } else {
                out.add(opt("objective:" + o, "objective", ob.name()));
            }
        }
        return out;
    }

    private List<String> verseTypes() {
        return cat.verses().values().stream().map(VrCatalog.Verse::type).distinct().sorted().toList();
    }

    List<String> minSet(VrState s) {
        int min = s.players().values().stream().mapToInt(VrPlayer::income).min().orElse(0);
        return s.order().stream().filter(p -> s.player(p).income() == min).toList();
    }

    List<String> maxSet(VrState s) {
        int max = s.players().values().stream().mapToInt(VrPlayer::income).max().orElse(0);
        return s.order().stream().filter(p -> s.player(p).income() == max).toList();
    }

    // ------------------------------------------------------------------ automatic moves

    /** Does the entry work of the step, or follows the first arrow whose condition holds. */
    public VrResult advance(VrState s) {
        if (pending(s) != null || s.over()) {
            throw new IllegalStateException("a decision is pending at " + s.cursor());
        }
        Ctx c = new Ctx(s);
        if (!s.entered()) {
            c.m.entered = true;
            enter(c);
            checkTitles(c);
            return new VrResult(s.cursor(), s.visit(), null, null, false, c.ev, s, c.m.freeze());
        }
        leave(c);
        VrStep st = step(s);
        String target = null;
        for (VrStep.Next n : st.next()) {
            if (holds(c.m, n.cond())) {
                target = n.target();
                break;
            }
        }
        if (target == null) {
            c.m.over = true;
        } else {
            c.m.cursor = target;
            c.m.entered = false;
            c.m.visit = s.visit() + 1;
        }
        return new VrResult(s.cursor(), s.visit(), null, null, false, c.ev, s, c.m.freeze());
    }

    private boolean holds(VrState.Mut m, VrStep.Cond c) {
        int turns = TURNS_PER_PLAYER * m.order.size();
        return switch (c) {
            case ALWAYS -> true;
            case MORE_TURNS -> m.turn < turns;   // the turn counter moved on when leaving turn-4
            case ROUNDS_LEFT -> m.round < ROUNDS;
            case LAST_ROUND -> m.round >= ROUNDS;
        };
    }

    private void leave(Ctx c) {
        VrState.Mut m = c.m;
        if (m.cursor.equals("turn-4")) {
            m.turn++;
        }
    }

    private void enter(Ctx c) {
        VrState.Mut m = c.m;
        switch (m.cursor) {
            case "turn-1" -> {
                String p = m.active();
                m.turnState = TurnState.of(p);
                c.log("turn-begins", m.round, m.turn / m.order.size() + 1, TURNS_PER_PLAYER, p);
            }
            case "end-1" -> startSearch(c, false);
            case "final-1" -> startSearch(c, true);
            case "end-2", "final-2" -> startNecro(c);
            case "end-3" -> startOrder(c);
            case "end-4" -> {
                for (String p : m.order) {
                    VrPlayer.Mut pl = m.p(p);
                    pl.money += pl.income;
                    c.log("ev-income", p, pl.income);
                }
            }
            case "end-5" -> upkeep(c);
            case "final-3.1" -> scoreSheet(c);
            case "final-3.2" -> scoreServers(c);
            case "final-3.3" -> scoreAgents(c);
            case "final-3.4" -> scoreVerses(c);
            case "final-3.5" -> m.queue.addAll(m.order);
            case "final-4" -> winner(c);
            default -> {
            }
        }
    }

    // ------------------------------------------------------------------ decisions

    /** Applies a legal option of the pending decision. */
    public VrResult decide(VrState s, String id) {
        VrDecision d = pending(s);
        if (d == null || !d.allows(id)) {
            throw new VrIllegalDecisionException(step(s).stepId() + " (" + s.cursor() + ")", d, id);
        }
        Ctx c = new Ctx(s);
        String who = d.who();
        String[] a = id.split(":");
        VrOption o = d.options().stream().filter(x -> x.id().equals(id)).findFirst().orElseThrow();
        if (o.window() != null) {
            window(c, who, o.window(), a);
        } else {
            switch (a[0]) {
                case "place" -> {
                    c.m.directors.computeIfAbsent(a[1], k -> new ArrayList<>()).add(who);
                    c.m.turnState = withDirector(c.m.turnState, a[1]);
                    c.log("placed", who, cat.map().name(a[1]));
                }
                case "add", "eliminate", "move", "skip" -> influence(c, who, a);
                case "renew-verses" -> renewVerses(c, who);
                case "end" -> c.m.turnState = new TurnState(who, c.m.turnState.director(), true, true, true,
                        c.m.turnState.flags());
                case "suffer", "avoid" -> searchCard(c, who, a[0].equals("avoid"), a[1], a.length > 2 ? a[2] : null);
                case "immunity" -> {
                    c.m.pendingSpend.put(who, Integer.parseInt(a[1]));
                    c.m.queue.remove(0);
                    if (c.m.queue.isEmpty()) {
                        applyNecro(c);
                    }
                }
                case "position" -> {
                    c.m.newOrder.put(Integer.parseInt(a[1]), who);
                    c.m.queue.remove(0);
                    if (c.m.queue.isEmpty()) {
                        c.m.order = new ArrayList<>(c.m.newOrder.values());
                        c.m.newOrder.clear();
                        c.log("ev-order", String.join(", ", c.m.order));
                    }
                }
                case "objective" -> {
                    scoreObjective(c, who, a[1], a.length > 2 ? a[2] : null);
                    c.m.queue.remove(0);
                }
                default -> action(c, who, a);
            }
        }
        checkTitles(c);
        VrState after = c.m.freeze();
        return new VrResult(s.cursor(), s.visit(), who, id, false, c.ev, s, after);
    }

    private static TurnState withDirector(TurnState t, String b) {
        return new TurnState(t.player(), b, t.influenceDone(), t.actionDone(), t.ended(), t.flags());
    }

    private void influence(Ctx c, String who, String[] a) {
        VrState.Mut m = c.m;
        String b = m.turnState.director();
        switch (a[0]) {
            case "add" -> {
                addToken(c, who, b);
                m.p(who).supply--;
                drawCorruption(c, who, 1);
            }
            case "eliminate" -> {
                removeToken(c, b);
                drawCorruption(c, who, 1);
            }
            case "move" -> {
                Tokens t = m.influence.get(a[1]);
                m.influence.put(a[1], new Tokens(who, t.count() - 1));
                addToken(c, who, b);
                c.log("ev-token-move", who, cat.map().name(a[1]), cat.map().name(b));
            }
            default -> {
            }
        }
        TurnState t = m.turnState;
        m.turnState = new TurnState(t.player(), t.director(), true, false, false, t.flags());
    }

    private void addToken(Ctx c, String who, String b) {
        Tokens t = c.m.influence.get(b);
        int n = t == null || !t.owner().equals(who) ? 0 : t.count();
        c.m.influence.put(b, new Tokens(who, n + 1));
        c.log("ev-token-add", who, cat.map().name(b));
    }

    /** One token leaves the borough for its owner's recycling zone. */
    private void removeToken(Ctx c, String b) {
        Tokens t = c.m.influence.get(b);
        if (t == null || t.count() == 0) {
            return;
        }
        c.m.influence.put(b, new Tokens(t.owner(), t.count() - 1));
        c.m.p(t.owner()).recycled++;
        c.log("ev-token-out", t.owner(), cat.map().name(b));
    }

    private void drawCorruption(Ctx c, String who, int n) {
        for (int i = 0; i < n; i++) {
            if (c.m.corruptionDeck.isEmpty()) {
                if (c.m.corruptionDiscard.isEmpty()) {
                    return;
                }
                c.m.corruptionDeck.addAll(c.m.corruptionDiscard);
                c.m.corruptionDiscard.clear();
                shuffle(c.m, c.m.corruptionDeck);
                c.log("ev-reshuffle");
            }
            String card = c.m.corruptionDeck.remove(0);
            c.m.p(who).corruption.add(card);
            c.log("ev-corruption-draw", who, card);
        }
    }

    static void shuffle(VrState.Mut m, List<String> l) {
        for (int i = l.size() - 1; i > 0; i--) {
            int j = Rng.draw(m.rng, i + 1);
            m.rng = Rng.next(m.rng);
            String x = l.get(i);
            l.set(i, l.get(j));
            l.set(j, x);
        }
    }

    private void action(Ctx c, String who, String[] a) {
        VrState.Mut m = c.m;
        VrPlayer.Mut p = m.p(who);
        VrPlayer frozen = p.freeze();
        String b = m.turnState.director();
        switch (a[0]) {
            case "work" -> {
                int gain = markerValue(frozen, "work-pays", 5);
                if (m.turnState.flags().contains("work-bonus")) {
                    gain += 5;
                }
                p.money += gain;
                c.log("ev-effect", who, "+" + gain + " €");
                applyBoosts(c, who, frozen, "work");
            }
            case "recruit" -> {
                int slot = Integer.parseInt(a[1]) - 1;
                AgentSlot as = m.agentSlots.get(slot);
                p.money -= markerValue(frozen, "recruit-cost", 4);
                p.agents.add(new AgentInService(as.card(), false));
                m.agentSlots.set(slot, new AgentSlot(null, null));
                c.log("ev-recruited", who, cat.agent(as.card()).name());
                applyBoosts(c, who, frozen, "recruit");
            }
            case "build" -> {
                p.money -= markerValue(frozen, "build-cost", 10);
                p.income += 2;
                p.vpTokens++;
                drawCorruption(c, who, 1);
                m.servers.put(b, who);
                p.servers--;
                c.log("ev-built", who, cat.map().name(b));
                applyBoosts(c, who, frozen, "build");
            }
            case "verse" -> {
                int slot = Integer.parseInt(a[1]) - 1;
                p.money -= markerValue(frozen, "verse-cost", 7);
                p.income += 1;
                drawCorruption(c, who, 1);
                String v = m.verseDisplay.get(slot);
                for (int i = slot; i > 0; i--) {
                    m.verseDisplay.set(i, m.verseDisplay.get(i - 1));
                }
                m.verseDisplay.set(0, m.verseDeck.isEmpty() ? null : m.verseDeck.remove(0));
                c.log("ev-verse-taken", who, cat.verse(v).name());
                boolean auto = cat.verse(v).condition().equals("none");
                p.verses.add(new OwnedVerse(v, auto));
                if (auto) {
                    c.log("ev-online", who, cat.verse(v).name());
                }
                applyBoosts(c, who, frozen, "verse");
            }
            case "donate" -> {
                List<String> cards = a[1].equals("-") ? List.of() : List.of(a[1].split("\\+"));
                boolean imm = a.length > 2;
                p.money -= donateCost(frozen, cards.size(), imm);
                for (String cd : cards) {
                    p.corruption.remove(cd);
                    m.corruptionDiscard.add(cd);
                    c.log("ev-discarded", who, cd);
                }
                if (imm) {
                    p.immunity++;
                    c.log("ev-immunity", who, "+1");
                }
            }
            default -> {
            }
        }
        TurnState t = m.turnState;
        m.turnState = new TurnState(t.player(), t.director(), true, true, false, t.flags());
    }

    /** Create a verse, part 1: pay 2 € to put the 5 available Verses under the pile and show the next 5. */
    private void renewVerses(Ctx c, String who) {
        VrState.Mut m = c.m;
        m.p(who).money -= 2;
        List<String> old = new ArrayList<>(m.verseDisplay);
        m.verseDisplay.clear();
        for (int i = 0; i < 5; i++) {
            m.verseDisplay.add(m.verseDeck.isEmpty() ? null : m.verseDeck.remove(0));
        }
        old.stream().filter(java.util.Objects::nonNull).forEach(m.verseDeck::add);
        TurnState t = m.turnState;
        List<String> f = new ArrayList<>(t.flags());
        if (!f.contains("renewing")) {
            f.add("renewing");
        }
        m.turnState = new TurnState(t.player(), t.director(), t.influenceDone(), t.actionDone(), t.ended(), f);
        c.log("ev-renewed", who, String.join(", ", m.verseDisplay.stream().map(v -> v == null ? "-" : v).toList()));
    }

    private void applyBoosts(Ctx c, String who, VrPlayer before, String action) {
        for (String e : boostEffects(before, action)) {
            if (!e.startsWith("range:") && !e.startsWith("discard-for:") && !e.startsWith("verse-cycle")) {
                effect(c, who, e);
            }
        }
    }

    private void window(Ctx c, String who, VrWindow w, String[] a) {
        VrState.Mut m = c.m;
        VrPlayer.Mut p = m.p(who);
        switch (w) {
            case TITLE -> {
                String d = a[1];
                p.titlesUsed.add(d);
                String ab = cat.map().titleAbility().get(d);
                c.log("ev-title-used", who, d, ab);
                switch (ab.split(":")[0]) {
                    case "necro-peek" -> c.log("ev-peek", who);
                    case "corruption-swap" -> {
                        drawCorruption(c, who, 2);
                        for (int i = 0; i < 2 && !p.corruption.isEmpty(); i++) {
                            String cd = p.corruption.remove(p.corruption.size() - 1);
                            m.corruptionDiscard.add(cd);
                            c.log("ev-discarded", who, cd);
                        }
                    }
                    case "untap-agent" -> {
                        for (int i = 0; i < p.agents.size(); i++) {
                            if (p.agents.get(i).tapped()) {
                                p.agents.set(i, new AgentInService(p.agents.get(i).card(), false));
                                break;
                            }
                        }
                    }
                    case "work-bonus", "build-anywhere" -> {
                        TurnState t = m.turnState;
                        List<String> f = new ArrayList<>(t.flags());
                        f.add(ab.split(":")[0]);
                        m.turnState = new TurnState(t.player(), t.director(), t.influenceDone(), t.actionDone(),
                                t.ended(), f);
                    }
                    case "cash-in" -> {
                        if (!p.verses.isEmpty()) {
                            OwnedVerse v = p.verses.remove(p.verses.size() - 1);
                            m.verseDeck.add(v.card());
                            c.log("ev-discarded", who, cat.verse(v.card()).name());
                        } else {
                            removeOwnServer(c, who, null);
                        }
                        p.money += 10;
                    }
                    default -> {
                    }
                }
            }
            case AGENT_USE -> {
                String card = a[1];
                for (int i = 0; i < p.agents.size(); i++) {
                    if (p.agents.get(i).card().equals(card)) {
                        p.agents.set(i, new AgentInService(card, true));
                    }
                }
                VrCatalog.Agent ag = cat.agent(card);
                c.log("ev-tapped", who, ag.name());
                switch (ag.type()) {
                    case "fighter" -> removeToken(c, m.turnState.director());
                    case "technician" -> effect(c, who, "money:3");
                    default -> effect(c, who, "immunity:1");
                }
                for (String e : ag.extra()) {
                    effect(c, who, e);
                }
            }
            case AGENT_PROMOTE -> {
                String card = a[1];
                VrCatalog.Agent ag = cat.agent(card);
                p.agents.removeIf(x -> x.card().equals(card));
                c.log("ev-promoted", who, ag.name());
                boolean apply = a.length < 4;
                if (apply) {
                    if (ag.level() == 1) {
                        drawCorruption(c, who, 1);
                    }
                    for (String e : ag.promotion()) {
                        effect(c, who, e);
                    }
                }
                if (a[2].equals("boost")) {
                    p.boosts.add(new BoostInPlace(card, ag.boostAction(), true));
                    c.log("ev-boosted", ag.name(), actionName(ag.boostAction()));
                } else {
                    p.retired.add(card);
                    c.log("ev-retired", ag.name());
                }
            }
            case RECOVER -> {
                int n = Integer.parseInt(a[1]);
                p.recycled -= n;
                p.supply += n;
                c.log("ev-recovered", who, n);
                if (n == 1) {
                    effect(c, who, "money:1");
                } else if (n == 3) {
                    effect(c, who, "immunity:1");
                } else if (a[2].equals("necro")) {
                    c.log("ev-peek", who);
                } else {
                    int i = Rng.draw(m.rng, p.corruption.size());
                    m.rng = Rng.next(m.rng);
                    String cd = p.corruption.remove(i);
                    m.corruptionDiscard.add(cd);
                    c.log("ev-discarded", who, cd);
                }
            }
            case VERSE_ONLINE -> {
                String v = a[1];
                for (int i = 0; i < p.verses.size(); i++) {
                    if (p.verses.get(i).card().equals(v)) {
                        p.verses.set(i, new OwnedVerse(v, true));
                    }
                }
                c.log("ev-online", who, cat.verse(v).name());
                for (String e : cat.verse(v).bonus()) {
                    effect(c, who, e);
                }
            }
            case VERSE_SWAP -> {
                String v = a[1];
                p.verses.removeIf(x -> x.card().equals(v));
                m.verseDeck.add(v);
                p.immunity++;
                c.log("ev-swapped", who, cat.verse(v).name());
            }
        }
    }

    // ------------------------------------------------------------------ effects vocabulary

    /** Applies one effect of the vocabulary to a player. */
    void effect(Ctx c, String who, String e) {
        VrState.Mut m = c.m;
        VrPlayer.Mut p = m.p(who);
        String[] a = e.split(":");
        int n = a.length > 1 && a[a.length - 1].matches("-?\\d+") ? Integer.parseInt(a[a.length - 1]) : 1;
        switch (a[0]) {
            case "none" -> c.log("ev-no-effect", who);
            case "money" -> {
                int before = p.money;
                p.money = Math.max(0, p.money + n);
                c.log("ev-money", who, before, p.money);
            }
            case "money-cap" -> {
                int before = p.money;
                p.money = Math.min(p.money, n);
                c.log("ev-money", who, before, p.money);
            }
            case "lose-all-money" -> {
                c.log("ev-money", who, p.money, 0);
                p.money = 0;
            }
            case "immunity" -> {
                p.immunity = Math.max(0, p.immunity + n);
                c.log("ev-immunity", who, (n >= 0 ? "+" : "") + n);
            }
            case "income" -> {
                p.income = Math.max(0, p.income + n);
                c.log("ev-income-change", who, (n >= 0 ? "+" : "") + n);
            }
            case "vp2" -> {
                p.vpTokens += n;
                c.log("ev-effect", who, "+" + n + " × 2 VP");
            }
            case "corruption" -> drawCorruption(c, who, n);
            case "discard-corruption" -> {
                for (int i = 0; i < n && !p.corruption.isEmpty(); i++) {
                    String cd = p.corruption.remove(0);
                    m.corruptionDiscard.add(cd);
                    c.log("ev-discarded", who, cd);
                }
            }
            case "marker" -> {
                // a Necro marker: for the next round, removed at the end of that round
                p.markers.add("next:" + a[1] + ":" + a[2]);
                c.log("ev-effect", who, "marker " + a[1] + " " + a[2]);
            }
            case "end" -> {
                p.endGame.merge(a[1], n, (x, y) -> a[1].endsWith("cap") ? Math.min(x, y) : x + y);
                c.log("ev-effect", who, a[1] + " " + n);
            }
            case "eliminate-own" -> {
                for (int i = 0; i < n; i++) {
                    String b = ownBorough(m, who, true);
                    if (b != null) {
                        removeToken(c, b);
                    }
                }
            }
            case "clear-boroughs" -> {
                for (int i = 0; i < n; i++) {
                    String b = ownBorough(m, who, true);
                    while (b != null && m.influence.get(b).count() > 0) {
                        removeToken(c, b);
                    }
                }
            }
            case "eliminate-here" -> {
                String b = m.turnState == null ? null : m.turnState.director();
                if (b != null) {
                    removeToken(c, b);
                }
            }
            case "add-adjacent", "add-anywhere", "add-here" -> {
                if (p.supply <= 0) {
                    return;
                }
                String b = m.turnState == null ? null : m.turnState.director();
                List<String> cands = new ArrayList<>();
                if (a[0].equals("add-here") && b != null) {
                    cands.add(b);
                } else if (a[0].equals("add-adjacent") && b != null) {
                    cands.addAll(cat.map().neighbours(b).stream().sorted().toList());
                } else {
                    cands.addAll(m.influence.keySet());
                }
                for (String x : cands) {
                    Tokens t = m.influence.get(x);
                    if (t == null || t.count() == 0 || t.owner().equals(who)) {
                        addToken(c, who, x);
                        p.supply--;
                        return;
                    }
                }
            }
            case "discard-verse" -> {
                if (!p.verses.isEmpty()) {
                    OwnedVerse v = p.verses.remove(p.verses.size() - 1);
                    m.verseDeck.add(v.card());
                    c.log("ev-discarded", who, cat.verse(v.card()).name());
                }
            }
            case "discard-agent" -> {
                if (!p.agents.isEmpty()) {
                    String card = p.agents.get(p.agents.size() - 1).card();
                    if (!kept(c, who, cat.agent(card).name())) {
                        p.agents.remove(p.agents.size() - 1);
                        c.log("ev-discarded", who, cat.agent(card).name());
                    }
                }
            }
            case "discard-boost" -> {
                if (!p.boosts.isEmpty()) {
                    BoostInPlace bp = p.boosts.get(p.boosts.size() - 1);
                    Text name = bp.agent() ? cat.agent(bp.card()).name() : cat.boost(bp.card()).name();
                    if (!kept(c, who, name)) {
                        p.boosts.remove(p.boosts.size() - 1);
                        if (!bp.agent()) {
                            m.boostsLeft.add(bp.card());
                        }
                        c.log("ev-discarded", who, name);
                    }
                }
            }
            case "discard-server-or-vp" -> {
                if (!removeOwnServer(c, who, null)) {
                    p.endGame.merge("vp", -n, Integer::sum);
                    c.log("ev-effect", who, "-" + n + " VP");
                }
            }
            case "boost" -> {
                if (!m.boostsLeft.isEmpty()) {
                    String bc = m.boostsLeft.remove(0);
                    p.boosts.add(new BoostInPlace(bc, cat.boost(bc).action(), false));
                    c.log("ev-boost-gained", who, cat.boost(bc).name());
                }
            }
            default -> throw new IllegalArgumentException("unknown VR effect '" + e + "'");
        }
    }

    /** The Quartier Latin-like Title ("keep"): once per round, outside the turn, keeps an Agent or Boost. */
    private boolean kept(Ctx c, String who, Text name) {
        VrPlayer.Mut p = c.m.p(who);
        for (String d : p.titles) {
            if ("keep".equals(cat.map().titleAbility().get(d)) && !p.titlesUsed.contains(d)) {
                p.titlesUsed.add(d);
                c.log("ev-kept", who, name, d);
                return true;
            }
        }
        return false;
    }

    /** The player's borough with the most tokens (then by name), or null. */
    private static String ownBorough(VrState.Mut m, String who, boolean any) {
        return m.influence.entrySet().stream()
                .filter(e -> e.getValue().owner().equals(who) && e.getValue().count() > 0)
                .sorted(Comparator.comparing((Map.Entry<String, Tokens> e) -> -e.getValue().count())
                        .thenComparing(Map.Entry::getKey))
                .map(Map.Entry::getKey).findFirst().orElse(null);
    }

    private boolean removeOwnServer(Ctx c, String who, List<String> districts) {
        for (var e : new ArrayList<>(c.m.servers.entrySet())) {
            if (e.getValue().equals(who)
                    && (districts == null || districts.contains(cat.map().districtOf(e.getKey())))) {
                c.m.servers.remove(e.getKey());
                c.m.p(who).servers++;
                c.log("ev-server-out", who, cat.map().name(e.getKey()));
                return true;
            }
        }
        return false;
    }

    // ------------------------------------------------------------------ verse conditions

    boolean conditionMet(VrState s, String who, String cond) {
        VrPlayer p = s.player(who);
        String[] a = cond.split(":");
        return switch (a[0]) {
            case "none" -> true;
            case "immunity" -> p.immunity() >= Integer.parseInt(a[1]);
            case "no-agents" -> p.agents().isEmpty();
            case "boosts" -> p.boosts().size() >= Integer.parseInt(a[1]);
            case "recycled" -> p.recycled() >= Integer.parseInt(a[1]);
            case "agents-type" -> p.agents().stream().filter(x -> cat.agent(x.card()).type().equals(a[1])).count()
                    >= Integer.parseInt(a[2]);
            case "agents-types" -> List.of(a).subList(1, a.length).stream().allMatch(t -> p.agents().stream()
                    .anyMatch(x -> cat.agent(x.card()).type().equals(t)));
            case "stack" -> s.influence().values().stream()
                    .anyMatch(t -> t.owner().equals(who) && t.count() >= Integer.parseInt(a[1]));
            case "server-in" -> s.servers().entrySet().stream().anyMatch(e -> e.getValue().equals(who)
                    && List.of(a).subList(1, a.length).contains(cat.map().districtOf(e.getKey())));
            case "servers-adjacent" -> s.servers().entrySet().stream().anyMatch(e -> e.getValue().equals(who)
                    && cat.map().neighbours(e.getKey()).stream().anyMatch(n -> who.equals(s.servers().get(n))));
            default -> throw new IllegalArgumentException("unknown verse condition '" + cond + "'");
        };
    }

    // ------------------------------------------------------------------ titles

    boolean controls(VrState.Mut m, String who, String b) {
        Tokens t = m.influence.get(b);
        return (t != null && t.count() > 0 && t.owner().equals(who)) || who.equals(m.servers.get(b));
    }

    private void checkTitles(Ctx c) {
        VrState.Mut m = c.m;
        for (var d : cat.map().districts().entrySet()) {
            String holder = null;
            for (VrPlayer.Mut p : m.players.values()) {
                if (p.titles.contains(d.getKey())) {
                    holder = p.id;
                }
            }
            if (holder != null) {
                String h = holder;
                long held = d.getValue().stream().filter(b -> controls(m, h, b)).count();
                if (held <= d.getValue().size() - 2) {
                    m.p(h).titles.remove(d.getKey());
                    m.p(h).titlesUsed.remove(d.getKey());
                    c.log("ev-title-lost", h, d.getKey());
                    holder = null;
                }
            }
            if (holder == null) {
                for (String p : m.order) {
                    if (d.getValue().stream().allMatch(b -> controls(m, p, b))) {
                        m.p(p).titles.add(d.getKey());
                        c.log("ev-title-won", p, d.getKey());
                        break;
                    }
                }
            }
        }
    }

    // ------------------------------------------------------------------ end of round

    private void startSearch(Ctx c, boolean all) {
        VrState.Mut m = c.m;
        for (String p : m.order) {
            VrPlayer.Mut pl = m.p(p);
            if (pl.corruption.size() >= 5 || (all && !pl.corruption.isEmpty())) {
                c.log("ev-search", p, String.join(", ", pl.corruption));
                for (String cd : new ArrayList<>(pl.corruption)) {
                    if (cat.corruptionCard(cd).kind().equals("lose-immunity")) {
                        resolveCard(c, p, cd, null);
                        pl.corruption.remove(cd);
                        m.corruptionDiscard.add(cd);
                    }
                }
                if (pl.corruption.isEmpty()) {
                    c.log("ev-search-done", p);
                } else {
                    m.queue.add(p);
                }
            }
        }
        if (m.queue.isEmpty() && !all) {
            c.log("ev-search-none");
        }
    }

    private void searchCard(Ctx c, String who, boolean avoid, String cd, String target) {
        VrState.Mut m = c.m;
        VrPlayer.Mut p = m.p(who);
        if (avoid) {
            p.immunity--;
            c.log("ev-avoided", who, cd);
        } else {
            resolveCard(c, who, cd, target);
        }
        p.corruption.remove(cd);
        m.corruptionDiscard.add(cd);
        if (p.corruption.isEmpty()) {
            c.log("ev-search-done", who);
            m.queue.remove(0);
        }
    }

    private void resolveCard(Ctx c, String who, String cd, String chosen) {
        VrCatalog.Corruption k = cat.corruptionCard(cd);
        c.log("ev-card", cd, k.kind() + (k.args().isEmpty() ? "" : " " + String.join("/", k.args())));
        VrState.Mut m = c.m;
        VrPlayer.Mut p = m.p(who);
        List<String> targets = searchTargets(m.freeze(), who, cd);
        String target = chosen != null ? chosen : targets.isEmpty() ? null : targets.get(0);
        switch (k.kind()) {
            case "lose-immunity" -> effect(c, who, "immunity:-1");
            case "money" -> effect(c, who, "money:" + k.args().get(0));
            case "income" -> effect(c, who, "income:" + k.args().get(0));
            default -> {
                if (target == null) {
                    c.log("ev-no-effect", who);
                    return;
                }
                switch (k.kind()) {
                    case "influence" -> removeToken(c, target);
                    case "server" -> {
                        m.servers.remove(target);
                        p.servers++;
                        c.log("ev-server-out", who, cat.map().name(target));
                    }
                    case "verse" -> {
                        p.verses.removeIf(v -> v.card().equals(target));
                        m.verseDeck.add(target);
                        c.log("ev-discarded", who, cat.verse(target).name());
                    }
                    case "agent" -> {
                        if (!kept(c, who, cat.agent(target).name())) {
                            p.agents.removeIf(a -> a.card().equals(target));
                            c.log("ev-discarded", who, cat.agent(target).name());
                        }
                    }
                    case "boost" -> {
                        BoostInPlace bp = p.boosts.stream().filter(b -> b.card().equals(target)).findFirst().orElseThrow();
                        Text name = bp.agent() ? cat.agent(bp.card()).name() : cat.boost(bp.card()).name();
                        if (!kept(c, who, name)) {
                            p.boosts.remove(bp);
                            if (!bp.agent()) {
                                m.boostsLeft.add(bp.card());
                            }
                            c.log("ev-discarded", who, name);
                        }
                    }
                    default -> throw new IllegalArgumentException("unknown corruption kind " + k.kind());
                }
            }
        }
    }

    private void startNecro(Ctx c) {
        VrState.Mut m = c.m;
        m.pendingSpend.clear();
        if (m.necroDeck.isEmpty()) {
            m.necroShown = null;
            return;
        }
        m.necroShown = m.necroDeck.remove(0);
        c.log("ev-necro", cat.necroCard(m.necroShown).name());
        VrState now = m.freeze();
        c.log("ev-necro-sets", String.join(", ", minSet(now)), String.join(", ", maxSet(now)));
        for (String p : m.order) {
            if (m.p(p).immunity >= 2) {
                m.queue.add(p);
            }
        }
        if (m.queue.isEmpty()) {
            applyNecro(c);
        }
    }

    private void applyNecro(Ctx c) {
        VrState.Mut m = c.m;
        VrState now = m.freeze();
        VrCatalog.Necro card = cat.necroCard(m.necroShown);
        List<String> min = minSet(now);
        List<String> max = maxSet(now);
        Map<String, List<String>> todo = new LinkedHashMap<>();
        for (String p : m.order) {
            int spend = m.pendingSpend.getOrDefault(p, 0);
            if (spend > 0) {
                m.p(p).immunity -= spend;
                c.log("ev-necro-spend", p, spend);
            }
            List<String> effects = new ArrayList<>();
            List<String> names = new ArrayList<>();
            if (min.contains(p)) {
                effects.addAll(card.minimum());
                names.add("minimum");
            }
            if (spend < 2) {
                effects.addAll(card.global());
                names.add("global");
            }
            if (max.contains(p) && spend < 3) {
                effects.addAll(card.maximum());
                names.add("maximum");
            }
            c.log("ev-necro-apply", p, names.isEmpty() ? "-" : String.join(" + ", names));
            todo.put(p, effects);
        }
        // who suffers what is settled above; income changes come last (the effects are simultaneous)
        todo.forEach((p, effects) -> effects.stream().filter(e -> !e.startsWith("income")).forEach(e -> effect(c, p, e)));
        todo.forEach((p, effects) -> effects.stream().filter(e -> e.startsWith("income")).forEach(e -> effect(c, p, e)));
    }

    private void startOrder(Ctx c) {
        VrState.Mut m = c.m;
        List<String> rank = new ArrayList<>(m.order);
        List<String> old = List.copyOf(m.order);
        rank.sort(Comparator.comparing((String p) -> -m.p(p).supply).thenComparing(p -> m.p(p).income)
                .thenComparing(p -> m.p(p).money).thenComparing(old::indexOf));
        c.log("ev-order-rank", String.join(", ", rank));
        m.newOrder.clear();
        m.queue.addAll(rank);
    }

    private void upkeep(Ctx c) {
        VrState.Mut m = c.m;
        // A: Verses
        if (m.verseDisplay.size() == 5) {
            String gone = m.verseDisplay.get(4);
            for (int i = 4; i > 0; i--) {
                m.verseDisplay.set(i, m.verseDisplay.get(i - 1));
            }
            String in = m.verseDeck.isEmpty() ? null : m.verseDeck.remove(0);
            m.verseDisplay.set(0, in);
            if (gone != null) {
                m.verseDeck.add(gone);
            }
            c.log("ev-verse-shift", gone == null ? "-" : cat.verse(gone).name(), in == null ? "-" : cat.verse(in).name());
        }
        // B: Agents
        dealAgents(c);
        // C: players' items
        m.directors.clear();
        for (VrPlayer.Mut p : m.players.values()) {
            p.agents.replaceAll(a -> new AgentInService(a.card(), false));
            p.titlesUsed.clear();
            List<String> next = p.markers.stream().filter(x -> x.startsWith("next:")).map(x -> x.substring(5)).toList();
            p.markers.clear();
            p.markers.addAll(next);
        }
        c.log("ev-refresh");
        m.round++;
        m.turn = 0;
        m.necroShown = null;
        c.log("ev-round", m.round);
    }

    /** Deals the 5 Agent slots of the setup (used by {@link VrSetup}). */
    VrResult dealForSetup(VrState s) {
        Ctx c = new Ctx(s);
        dealAgents(c);
        return new VrResult(s.cursor(), s.visit(), null, null, true, c.ev, s, c.m.freeze());
    }

    /** Fills the 5 Agent slots from the Agent pile, each placed by a Location card (setup and upkeep). */
    void dealAgents(Ctx c) {
        VrState.Mut m = c.m;
        List<String> shown = new ArrayList<>();
        m.agentSlots.clear();
        for (int i = 1; i <= 5; i++) {
            if (m.locationDeck.isEmpty() || m.agentDeck.isEmpty()) {
                m.agentSlots.add(new AgentSlot(null, null));
                continue;
            }
            String agent = m.agentDeck.remove(0);
            String loc = m.locationDeck.remove(0);
            if (loc.equals("intercepted")) {
                m.agentSlots.add(new AgentSlot(null, null));
                c.log("ev-intercepted", i);
            } else {
                m.agentSlots.add(new AgentSlot(agent, loc));
                shown.add(i + "=" + agent + "@" + loc);
            }
        }
        c.log("ev-agents", shown.isEmpty() ? "-" : String.join(", ", shown));
    }

    // ------------------------------------------------------------------ scoring

    private void line(Ctx c, String p, String name, String how, int vp) {
        c.m.scores.computeIfAbsent(p, k -> new LinkedHashMap<>()).merge(name, vp, Integer::sum);
        c.log("ev-score", p, name + " (" + how + ")", vp);
    }

    private void scoreSheet(Ctx c) {
        VrState.Mut m = c.m;
        for (String p : m.order) {
            VrPlayer.Mut pl = m.p(p);
            line(c, p, "vp-tokens", pl.vpTokens + " × 2", 2 * pl.vpTokens);
            line(c, p, "money", pl.money + " € / 5", pl.money / 5);
            line(c, p, "income", String.valueOf(pl.income), pl.income);
            long boroughs = cat.map().boroughs().stream().filter(b -> controls(m, p, b)).count();
            line(c, p, "boroughs", boroughs + " × 2", (int) (2 * boroughs));
            int per = 10 - pl.endGame.getOrDefault("title-malus", 0);
            line(c, p, "titles", pl.titles.size() + " × " + per, pl.titles.size() * per);
            int adj = pl.endGame.getOrDefault("vp", 0);
            if (adj != 0) {
                line(c, p, "necro", String.valueOf(adj), adj);
            }
        }
    }

    private void scoreServers(Ctx c) {
        for (String p : c.m.order) {
            int n = (int) c.m.servers.values().stream().filter(p::equals).count();
            line(c, p, "servers", n + " → table", SERVER_VP[Math.min(n, 7)]);
        }
    }

    private List<VrCatalog.Agent> allAgents(VrPlayer.Mut p) {
        List<VrCatalog.Agent> out = new ArrayList<>();
        p.agents.forEach(a -> out.add(cat.agent(a.card())));
        p.retired.forEach(a -> out.add(cat.agent(a)));
        p.boosts.stream().filter(BoostInPlace::agent).forEach(b -> out.add(cat.agent(b.card())));
        return out;
    }

    private int trios(List<VrCatalog.Agent> agents) {
        return TYPES.stream().mapToInt(t -> (int) agents.stream().filter(a -> a.type().equals(t)).count()).min()
                .orElse(0);
    }

    private void scoreAgents(Ctx c) {
        for (String p : c.m.order) {
            VrPlayer.Mut pl = c.m.p(p);
            List<VrCatalog.Agent> all = allAgents(pl);
            line(c, p, "agents", all.size() + " × 1", all.size());
            int per = 5 - pl.endGame.getOrDefault("trio-malus", 0);
            int t = trios(all);
            line(c, p, "trios", t + " × " + per, t * per);
        }
    }

    private void scoreVerses(Ctx c) {
        for (String p : c.m.order) {
            VrPlayer.Mut pl = c.m.p(p);
            int cap = pl.endGame.getOrDefault("verse-cap", 10);
            int total = 0;
            List<String> parts = new ArrayList<>();
            for (OwnedVerse v : pl.verses) {
                if (!v.online()) {
                    continue;
                }
                int raw = verseVp(c.m, p, cat.verse(v.card()).score());
                int vp = Math.min(raw, cap);
                parts.add(v.card() + " " + raw + (raw > cap ? "→" + cap : ""));
                total += vp;
            }
            line(c, p, "verses", parts.isEmpty() ? "-" : String.join(", ", parts), total);
        }
    }

    private int verseVp(VrState.Mut m, String who, String score) {
        VrPlayer.Mut p = m.p(who);
        String[] a = score.split(":");
        int n = Integer.parseInt(a[a.length - 1]);
        int onBoard = m.influence.values().stream().filter(t -> t.owner().equals(who)).mapToInt(Tokens::count).sum();
        return switch (a[0]) {
            case "per-server" -> n * (int) m.servers.values().stream().filter(who::equals).count();
            case "per-immunity" -> n * p.immunity;
            case "per-boost" -> n * p.boosts.size();
            case "per-boost-action" -> n * (int) p.boosts.stream().map(BoostInPlace::action).distinct().count();
            case "per-recycled" -> n * p.recycled;
            case "per-corruption" -> n * p.corruption.size();
            case "per-agent-type" -> n * (int) allAgents(p).stream().filter(x -> x.type().equals(a[1])).count();
            case "per-verse-type" -> n * (int) p.verses.stream()
                    .filter(v -> cat.verse(v.card()).type().equals(a[1])).count();
            case "trio" -> n * trios(allAgents(p));
            case "per-stack2" -> n * (int) m.influence.values().stream()
                    .filter(t -> t.owner().equals(who) && t.count() >= 2).count();
            case "least-money" -> m.players.values().stream().allMatch(o -> o.money >= p.money) ? n : 0;
            case "most-money" -> m.players.values().stream().allMatch(o -> o.money <= p.money) ? n : 0;
            case "least-influence", "most-influence" -> {
                boolean ok = true;
                for (String o : m.order) {
                    int theirs = m.influence.values().stream().filter(t -> t.owner().equals(o))
                            .mapToInt(Tokens::count).sum();
                    ok &= a[0].startsWith("least") ? theirs >= onBoard : theirs <= onBoard;
                }
                yield ok ? n : 0;
            }
            case "per-empty-district" -> n * (int) cat.map().districts().values().stream()
                    .filter(bs -> bs.stream().noneMatch(b -> {
                        Tokens t = m.influence.get(b);
                        return t != null && t.owner().equals(who) && t.count() > 0;
                    })).count();
            case "flat" -> n;
            default -> throw new IllegalArgumentException("unknown verse score '" + score + "'");
        };
    }

    private void scoreObjective(Ctx c, String who, String id, String type) {
        VrState.Mut m = c.m;
        VrPlayer.Mut p = m.p(who);
        VrCatalog.Objective o = cat.objective(id);
        int players = m.order.size();
        List<String> a = o.args();
        int raw = switch (o.kind()) {
            case "income-steps" -> Integer.parseInt(a.get(0)) * (p.income / 2);
            case "per-server" -> Integer.parseInt(a.get(0)) * (int) m.servers.values().stream().filter(who::equals).count();
            case "per-verse" -> Integer.parseInt(a.get(0)) * p.verses.size();
            case "verse-types" -> Integer.parseInt(a.get(0))
                    * (int) p.verses.stream().map(v -> cat.verse(v.card()).type()).distinct().count();
            case "verse-type" -> Integer.parseInt(a.get(0))
                    * (int) p.verses.stream().filter(v -> cat.verse(v.card()).type().equals(type)).count();
            case "boroughs" -> Integer.parseInt(a.get(players - 2))
                    * (int) cat.map().boroughs().stream().filter(b -> controls(m, who, b)).count();
            case "empty-districts" -> Integer.parseInt(a.get(players - 2)) * verseVp(m, who, "per-empty-district:1");
            case "titles" -> Integer.parseInt(a.get(players - 2)) * p.titles.size();
            case "agent-types" -> {
                int s = 0;
                for (VrCatalog.Agent ag : allAgents(p)) {
                    if (ag.type().equals(a.get(0))) {
                        s += ag.level() == 1 ? 5 : 7;
                    }
                    if (ag.type().equals(a.get(1))) {
                        s += ag.level() == 1 ? 2 : 3;
                    }
                }
                yield s;
            }
            case "money-income" -> p.money / 2 + p.income;
            default -> throw new IllegalArgumentException("unknown objective kind " + o.kind());
        };
        int cap = p.endGame.getOrDefault("objective-cap", 30);
        int vp = Math.min(raw, cap);
        c.log("ev-objective", who, o.name(), raw, cap);
        m.scores.computeIfAbsent(who, k -> new LinkedHashMap<>()).merge("objective", vp, Integer::sum);
    }

    private void winner(Ctx c) {
        VrState.Mut m = c.m;
        int best = Integer.MIN_VALUE;
        int bestMoney = Integer.MIN_VALUE;
        List<String> top = new ArrayList<>();
        for (String p : m.order) {
            int total = m.scores.getOrDefault(p, Map.of()).values().stream().mapToInt(Integer::intValue).sum();
            m.scores.computeIfAbsent(p, k -> new LinkedHashMap<>()).put("total", total);
            int money = m.p(p).money;
            c.log("ev-total", p, total, money);
            if (total > best || (total == best && money > bestMoney)) {
                best = total;
                bestMoney = money;
                top.clear();
                top.add(p);
            } else if (total == best && money == bestMoney) {
                top.add(p);
            }
        }
        m.winners = top;
        m.over = true;
        c.log(top.size() == 1 ? "ev-winner" : "ev-shared", String.join(", ", top));
    }
}
