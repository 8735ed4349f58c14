package org.runbook.engine.cards;

/**
 * Effect words that search, look at and arrange cards, install or advance cards from an effect. Each word's YAML form
 * is in brackets; the loader checks them when the card file loads.
 */
public sealed interface CardWork extends Effect.More {

    /**
     * [{search-stack: SUBTYPE}] The controller searches the stack for a card with this subtype (or of this type:
     * {@code program}), reveals it and adds it to the grip, or finds none; the stack is then shuffled (Special Order,
     * Djinn).
     */
    record SearchStack(String what) implements CardWork {
    }

    /**
     * [search-stack-install-copy] The Runner may search the stack for another copy of the source card and install it,
     * paying its cost; the stack is then shuffled (Rabbit Hole).
     */
    record SearchStackInstallCopy() implements CardWork {
    }

    /** [search-rd] The Corp searches R&D for a card of their choice and adds it to HQ; R&D is shuffled. */
    record SearchRd() implements CardWork {
    }

    /** [{arrange-top-of-rd: N}] The Corp looks at the top N cards of R&D and puts them back in an order they choose. */
    record ArrangeTopOfRd(int n) implements CardWork {
    }

    /**
     * [{install-ice-from-top-of-rd: N}] The Corp looks at the top N cards of R&D, may install and rez each ice among
     * them at no cost, and trashes the others (Accelerated Beta Test).
     */
    record InstallIceFromTopOfRd(int n) implements CardWork {
    }

    /**
     * [{install-from-grip: TYPES, discount: N}] The Runner installs a card of these types ({@code program},
     * {@code hardware}, joined by {@code -or-}) from the grip, its install cost lowered by N (Modded).
     */
    record InstallFromGrip(java.util.Set<CardType> types, int discount) implements CardWork {
        public InstallFromGrip {
            types = java.util.Set.copyOf(types);
        }
    }

    /** [{install-from-hq: N}] The Corp installs up to N cards from HQ, one at a time, paying each install cost. */
    record InstallFromHq(int n) implements CardWork {
    }

    /**
     * [{advance-installed: N}] The Corp places 1 advancement token on each of up to N different installed cards that
     * can be advanced (Shipment from Kaguya).
     */
    record AdvanceInstalled(int n) implements CardWork {
    }

    /**
     * [advance-per-tag] The Corp chooses X, at most the Runner's tags, pays X credits and places X advancement tokens
     * on an installed card that can be advanced (Psychographics).
     */
    record AdvancePerTag() implements CardWork {
    }

    /**
     * [virus-counter-on-installed] The program just installed (the trigger's subject) gets 1 virus counter
     * (Grimoire).
     */
    record VirusCounterOnInstalled() implements CardWork {
    }

    /**
     * [strengthen-ice-here] The Corp chooses a rezzed ice protecting the source's server and X, pays X credits and
     * trashes the source: the ice has +X strength for the rest of the turn (Corporate Troubleshooter).
     */
    record StrengthenIceHere() implements CardWork {
    }

    /**
     * [all-ice-subtypes] The controller chooses an installed ice: it also has the barrier, code gate and sentry
     * subtypes until the end of the turn (Tinkering).
     */
    record AllIceSubtypes() implements CardWork {
    }

    /** [heap-to-grip] The Runner adds 1 card, or up to 2 virus cards, from the heap to the grip (Déjà Vu). */
    record HeapToGrip() implements CardWork {
    }

    /**
     * [corp-rezzes-or-trashes-ice] The controller chooses an unrezzed installed ice; the Corp either rezzes it, paying
     * its rez cost, or trashes it (Forged Activation Orders).
     */
    record RezOrTrashIce() implements CardWork {
    }
}
