package org.runbook.engine.actions;

import java.util.ArrayList;
import java.util.List;

import org.runbook.engine.Event;
import org.runbook.engine.Messages;
import org.runbook.engine.cards.CardDef;
import org.runbook.engine.cards.CardType;
import org.runbook.engine.cards.ConstantAbilities;
import org.runbook.engine.state.CardInstance;
import org.runbook.engine.state.GameState;
import org.runbook.engine.state.Server;

/**
 * Hosted cards: a card installed on another installed card ({@link CardInstance#host()} names the host's ref). The
 * Runner's hosted cards stay in the rig's lists; this class finds the hosts a card may go on, the strength a host
 * gets from the cards it hosts, and settles the board after each move: a hosted card whose host left play goes to
 * its owner's discard pile, and an ice brought to strength 0 or less by a card that says so is trashed (Parasite).
 */
final class Hosting {
    private final Rules rules;
    private final Effects effects;

    Hosting(Rules rules, Effects effects) {
        this.rules = rules;
        this.effects = effects;
    }

    /** The installed cards {@code d} may be installed on (its own constant ability, or a host for programs: Djinn). */
    static List<CardInstance> hostsFor(GameState s, Rules rules, CardDef d) {
        List<CardInstance> out = new ArrayList<>();
        String on = d.constants().installOn();
        if (!on.isEmpty() && d.is(CardType.PROGRAM) && d.memory() > rules.freeMemory(s)) {
            return out;
        }
        if (on.equals("ice")) {
            // a rezzed ice only (clarification:anr/01012-parasite)
            for (Server sv : s.servers()) {
                sv.ice().stream().filter(CardInstance::rezzed).forEach(out::add);
            }
        } else if (on.equals("icebreaker")) {
            s.runner().programs().stream().filter(p -> rules.def(p).isIcebreaker()).forEach(out::add);
        } else if (d.is(CardType.PROGRAM) && !d.isIcebreaker()) {
            for (CardInstance h : rules.installedRunner(s)) {
                int room = rules.def(h).constants().hostsProgramsMu() - hostedMemory(s, rules, h);
                if (room > 0 && d.memory() <= room) {
                    out.add(h);
                }
            }
        }
        return out;
    }

    /** Install options on a host: {@code install:REF:HOST-REF}. */
    static void installOptions(GameState s, Rules rules, CardInstance c, CardDef d, List<Option> o) {
        for (CardInstance h : hostsFor(s, rules, d)) {
            o.add(Option.of("install:" + c.ref() + ":" + h.ref(), Messages.text("opt.install-on", d.name(),
                    rules.def(h).name(), rules.installCost(s, d))));
        }
    }

    /** Memory used by the programs hosted on {@code host}. */
    static int hostedMemory(GameState s, Rules rules, CardInstance host) {
        return s.runner().programs().stream().filter(p -> host.ref().equals(p.host()))
                .mapToInt(p -> rules.def(p).memory()).sum();
    }

    /** Strength the cards hosted on {@code host} give it (The Personal Touch +1, Parasite -1 per virus counter). */
    static int strengthFromHosted(GameState s, Rules rules, CardInstance host) {
        int str = 0;
        for (CardInstance c : rules.installedRunner(s)) {
            if (host.ref().equals(c.host())) {
                ConstantAbilities k = rules.def(c).constants();
                str += k.hostStrength() + k.hostStrengthPerVirus() * c.virus();
            }
        }
        return str;
    }

    /** Settles the board after a move (see the class comment); idempotent. */
    GameState settle(GameState s, List<Event> ev) {
        for (int guard = 0; guard < 20; guard++) {
            GameState before = s;
            for (CardInstance c : rules.installedRunner(s)) {
                if (c.host() != null && !installed(s, c.host())) {
                    ev.add(Event.of("hosted-leaves", rules.def(c).name()));
                    s = effects.trash(s, c, ev);
                    break;
                }
                CardInstance host = c.host() == null ? null : Zones.byRef(s, c.host()).orElse(null);
                // a derezzed ice has no strength: it is not trashed until rezzed again (clarification:anr/01012-parasite)
                if (host != null && rules.def(c).constants().trashHostAtZero() && rules.def(host).is(CardType.ICE)
                        && host.rezzed() && rules.iceStrength(s, host) <= 0) {
                    ev.add(Event.of("host-at-zero", rules.def(host).name(), rules.def(c).name()));
                    s = trashIce(s, host, ev);
                    break;
                }
            }
            if (s == before) {
                return s;
            }
        }
        return s;
    }

    private GameState trashIce(GameState s, CardInstance ice, List<Event> ev) {
        boolean current = rules.currentIce(s).map(i -> i.id() == ice.id()).orElse(false);
        if (!current) {
            return effects.trash(s, ice, ev);
        }
        // the run goes on from where the ice was, as when an ice trashes itself
        s = effects.uninstallCurrentIce(s, new ArrayList<>());
        CardInstance back = Zones.get(s, ice.id());
        s = Zones.remove(s, back.id());
        ev.add(Event.of("trashed", rules.def(back).name()));
        return s.withCorp(s.corp().withArchives(Zones.plus(s.corp().archives(),
                back.withFaceUp(true).withAdvancements(0))));
    }

    private static boolean installed(GameState s, String ref) {
        for (Server sv : s.servers()) {
            if (sv.ice().stream().anyMatch(c -> c.ref().equals(ref)) || sv.root().stream().anyMatch(c -> c.ref().equals(ref))) {
                return true;
            }
        }
        var r = s.runner();
        return r.programs().stream().anyMatch(c -> c.ref().equals(ref)) || r.hardware().stream().anyMatch(c -> c.ref().equals(ref))
                || r.resources().stream().anyMatch(c -> c.ref().equals(ref));
    }
}
