package org.runbook.engine.actions;

import java.util.List;
import java.util.Optional;

import org.runbook.engine.Side;
import org.runbook.engine.cards.CardCatalog;
import org.runbook.engine.cards.CardDef;
import org.runbook.engine.cards.CardType;
import org.runbook.engine.state.CardInstance;
import org.runbook.engine.state.GameState;
import org.runbook.engine.state.RunnerState;
import org.runbook.engine.state.Server;

/** Derived numbers: strength, link, memory, costs, and paying them. */
public final class Rules {
    private final CardCatalog cards;

    public Rules(CardCatalog cards) {
        this.cards = cards;
    }

    public CardDef def(CardInstance c) {
        return cards.get(c.code());
    }

    public CardCatalog catalog() {
        return cards;
    }

    /**
     * Printed strength, plus constant modifiers from advancement tokens, plus or minus what the encounter changed.
     * It may be negative (FAQ: ice and icebreakers can have negative strength).
     */
    public int iceStrength(GameState s, CardInstance ice) {
        CardDef d = def(ice);
        int str = d.strength() + d.strengthPerAdvancement() * ice.advancements();
        Optional<Server> sv = Zones.serverOf(s, ice.id());
        if (sv.isPresent() && sv.get().ice().contains(ice)) {
            for (CardInstance r : sv.get().root()) {
                str += r.rezzed() ? def(r).iceStrengthHere() : 0;
            }
        }
        str += Hosting.strengthFromHosted(s, this, ice);
        var mod = org.runbook.engine.state.TurnModifier.now(ice.untilTurnEnds(), s.turnKey());
        str += mod == null ? 0 : mod.strength();
        if (s.encounter() != null && s.encounter().iceId() == ice.id()) {
            str += s.encounter().bonus() - s.encounter().weaken();
            for (CardInstance c : installedRunner(s)) {
                str += def(c).encounteredIceStrength();
            }
        }
        return str;
    }

    /** Whether the ice has the subtype now: printed, or given for this turn (Tinkering gives all three). */
    public boolean iceHasSubtype(GameState s, CardInstance ice, String subtype) {
        var mod = org.runbook.engine.state.TurnModifier.now(ice.untilTurnEnds(), s.turnKey());
        return def(ice).hasSubtype(subtype) || mod != null && mod.allIceSubtypes()
                && (subtype.equals("barrier") || subtype.equals("code-gate") || subtype.equals("sentry"));
    }

    public int breakerStrength(CardInstance breaker) {
        return def(breaker).strength() + breaker.boost() + breaker.runBoost();
    }

    /** A breaker's strength with what the cards it hosts give it (The Personal Touch). */
    public int breakerStrength(GameState s, CardInstance breaker) {
        return breakerStrength(breaker) + Hosting.strengthFromHosted(s, this, breaker);
    }

    /** The advancement requirement of an agenda where it is (rezzed cards of its server may lower it: SanSan City Grid). */
    public int advancementRequirement(GameState s, CardInstance agenda) {
        int req = def(agenda).advancement();
        Optional<Server> sv = Zones.serverOf(s, agenda.id());
        if (sv.isPresent() && sv.get().root().contains(agenda)) {
            for (CardInstance r : sv.get().root()) {
                req += r.rezzed() ? def(r).constants().advancementHere() : 0;
            }
        }
        return Math.max(0, req);
    }

    public int link(GameState s) {
        RunnerState r = s.runner();
        int l = def(r.identity()).link();
        for (CardInstance c : installedRunner(s)) {
            l += def(c).link();
        }
        return l;
    }

    public int freeMemory(GameState s) {
        RunnerState r = s.runner();
        int mu = r.baseMemory();
        for (CardInstance h : r.hardware()) {
            mu += def(h).memory();
        }
        for (CardInstance p : r.programs()) {
            // programs hosted on a card that takes their memory (Djinn) use none of the Runner's
            boolean free = p.host() != null && Zones.byRef(s, p.host()).map(h -> def(h).constants().hostsProgramsMu() > 0).orElse(false);
            mu -= free ? 0 : def(p).memory();
        }
        return mu;
    }

    /** Maximum hand size: the Corp's with the rezzed cards that raise it (Research Station). */
    public int handSize(GameState s, Side side) {
        if (side == Side.RUNNER) {
            return s.runner().baseHandSize() - s.runner().brainDamage();
        }
        return s.corp().handSize() + corpActive(s).stream().mapToInt(c -> def(c).corpHandSize()).sum();
    }

    /**
     * Whether a card's condition holds now ({@code tagged}: the Runner has at least one tag; {@code run}: a run is
     * under way; empty: always).
     */
    public boolean conditionMet(GameState s, String condition) {
        return switch (condition) {
            case "" -> true;
            case "tagged" -> s.runner().tags() > 0;
            case "ran-last-turn" -> s.runner().lastRunKey() == s.runnersLastTurnKey();
            case "successful-run-last-turn" -> s.runner().lastSuccessKey() == s.runnersLastTurnKey();
            case "rezzed-ice" -> s.servers().stream().anyMatch(sv -> sv.ice().stream().anyMatch(CardInstance::rezzed));
            case "run" -> s.run() != null && s.run().ended() == null;
            case "first-net-damage-this-turn" -> s.runner().netDamageKey() != s.turnKey();
            // a condition on the card itself (its mark-turn trigger fired this turn): checked with the card, in Counters
            case "marked-this-turn" -> true;
            case "scored-agenda-this-turn" -> s.corp().score().stream().anyMatch(c -> c.turnMark() == s.turnKey());
            default -> false;
        };
    }

    /**
     * Install cost of a Runner card: the identity's discount applies to the first program or hardware installed this
     * turn (Kate "Mac" McCaffrey); never below 0.
     */
    public int installCost(GameState s, CardDef d) {
        return Math.max(0, d.cost() - (firstInstallOfTurn(s, d) ? def(s.runner().identity()).firstInstallDiscount() : 0));
    }

    /** A program or hardware that would be the first of those the Runner installs this turn. */
    public boolean firstInstallOfTurn(GameState s, CardDef d) {
        return (d.is(CardType.PROGRAM) || d.is(CardType.HARDWARE)) && s.runner().identity().turnMark() != s.turnKey();
    }

    /** An operation or event that can be played now: its cost can be paid and its play condition holds. */
    public boolean playable(GameState s, CardDef d, Side side) {
        int credits = side == Side.CORP ? s.corp().credits() : s.runner().credits();
        return d.cost() <= credits && conditionMet(s, d.playIf()) && CardWorks.targetsExist(s, this, d);
    }

    public List<CardInstance> installedRunner(GameState s) {
        RunnerState r = s.runner();
        List<CardInstance> all = new java.util.ArrayList<>(r.programs());
        all.addAll(r.hardware());
        all.addAll(r.resources());
        return all;
    }

    /** Rez cost after modifiers (rezzed cards in the root of the server the ice protects lower it). */
    public int rezCost(GameState s, CardInstance card) {
        CardDef d = def(card);
        int cost = d.cost();
        if (d.is(CardType.ICE)) {
            Optional<Server> sv = Zones.serverOf(s, card.id());
            if (sv.isPresent()) {
                for (CardInstance r : sv.get().root()) {
                    if (r.rezzed()) {
                        cost -= def(r).rezDiscountIce();
                    }
                }
            }
        }
        return Math.max(0, cost);
    }

    /** Credits the side could spend for this purpose ({@code icebreaker} or empty). */
    public int available(GameState s, Side side, String purpose) {
        int total = side == Side.CORP ? s.corp().credits() : s.runner().credits();
        if (side == Side.RUNNER && s.run() != null) {
            total += s.run().bpCredits() + s.run().runCredits();
        }
        for (CardInstance c : side == Side.CORP ? corpActive(s) : installedRunner(s)) {
            if (c.recurringLeft() > 0 && usable(def(c), purpose)) {
                total += c.recurringLeft();
            }
        }
        return total;
    }

    /** The purpose of paying to install a virus program (Cyberfeeder's credit may pay it). */
    public static final String VIRUS_INSTALL = "virus-install";

    private static boolean usable(CardDef d, String purpose) {
        String recurringFor = d.recurringFor();
        return recurringFor.isEmpty() || recurringFor.equals(purpose)
                || purpose.equals(VIRUS_INSTALL) && d.constants().installCreditFor().equals("virus");
    }

    /**
     * Pays a cost; when it can be paid from more than one source, the payer's choice is queued first
     * ({@link Payments}). Caller checks availability.
     */
    public GameState pay(GameState s, Side side, int amount, String purpose) {
        return new Payments(this).pay(s, side, amount, purpose);
    }

    /** Pays in a fixed order: recurring credits, credits for this run only, bad publicity credits, the pool. */
    GameState payInOrder(GameState s, Side side, int amount, String purpose) {
        int left = amount;
        for (CardInstance c : side == Side.CORP ? corpActive(s) : installedRunner(s)) {
            if (left == 0) {
                break;
            }
            if (c.recurringLeft() > 0 && usable(def(c), purpose)) {
                int take = Math.min(left, c.recurringLeft());
                left -= take;
                s = Zones.update(s, c.id(), x -> x.withRecurringLeft(x.recurringLeft() - take));
            }
        }
        if (side == Side.RUNNER && s.run() != null && left > 0 && s.run().runCredits() > 0) {
            // credits for this run only (Stimhack) go before the pool
            int take = Math.min(left, s.run().runCredits());
            left -= take;
            s = s.withRun(s.run().withRunCredits(s.run().runCredits() - take));
        }
        if (side == Side.RUNNER && s.run() != null && left > 0 && s.run().bpCredits() > 0) {
            int take = Math.min(left, s.run().bpCredits());
            left -= take;
            s = s.withRun(s.run().withBpCredits(s.run().bpCredits() - take));
        }
        if (left > 0) {
            if (side == Side.CORP) {
                s = s.withCorp(s.corp().withCredits(s.corp().credits() - left));
            } else {
                s = s.withRunner(s.runner().withCredits(s.runner().credits() - left));
            }
        }
        return s;
    }

    /** Corp cards whose abilities are active: identity and rezzed installed cards. */
    public List<CardInstance> corpActive(GameState s) {
        List<CardInstance> out = new java.util.ArrayList<>();
        out.add(s.corp().identity());
        for (Server sv : s.servers()) {
            sv.ice().stream().filter(CardInstance::rezzed).forEach(out::add);
            sv.root().stream().filter(CardInstance::rezzed).forEach(out::add);
        }
        return out;
    }

    public int corpPoints(GameState s) {
        return s.corp().score().stream().mapToInt(c -> def(c).points()).sum();
    }

    public int runnerPoints(GameState s) {
        return s.runner().score().stream().mapToInt(c -> def(c).points()).sum();
    }

    /** The ice the run is at (approached or encountered), if any. */
    public Optional<CardInstance> currentIce(GameState s) {
        if (s.run() == null || s.run().iceGone() || s.run().position() < 0) {
            return Optional.empty();
        }
        List<CardInstance> ice = Zones.server(s, s.run().server()).ice();
        int p = s.run().position();
        return p < ice.size() ? Optional.of(ice.get(p)) : Optional.empty();
    }
}
