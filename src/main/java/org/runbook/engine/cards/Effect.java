package org.runbook.engine.cards;

import java.util.List;

import org.runbook.engine.Side;

/**
 * The effect vocabulary. Every card of the engine is written with these words; the YAML key of each is in
 * brackets.
 */
public sealed interface Effect {

    /** A word of a family written in its own file ({@link CardWork}: searching, arranging, installing, advancing). */
    non-sealed interface More extends Effect {
    }

    /** [end-run] The run ends. */
    record EndRun() implements Effect {
    }

    /** [lose-click: N] The Runner loses N clicks, if able. */
    record LoseClicks(int n) implements Effect {
    }

    /** [gain-credits: N] The controller (or {@code who}) gains N credits. */
    record GainCredits(Side who, int n) implements Effect {
    }

    /** [net-damage / meat-damage / brain-damage: N] */
    record Damage(DamageType type, int n) implements Effect {
    }

    /** [tag: N] The Runner takes N tags. */
    record GiveTags(int n) implements Effect {
    }

    /** [trace: N, success: [...], failure: [...]] */
    record Trace(int base, List<Effect> success, List<Effect> failure) implements Effect {
    }

    /** [trash-program] The Corp trashes one installed program. */
    record TrashProgram() implements Effect {
    }

    /** [pay-or-end-run: N] The Runner pays N credits if able; else the run ends. */
    record PayOrEndRun(int n) implements Effect {
    }

    /** [bypass-for-credits-per-subroutine] The Runner may pay 1 credit per subroutine to bypass the ice. */
    record OptionalBypass() implements Effect {
    }

    /** [approach-outermost] The Runner goes back to approach the outermost ice of the server. */
    record ApproachOutermost() implements Effect {
    }

    /** [derez-self] */
    record DerezSelf() implements Effect {
    }

    /** [power-counter: N] Place N power counters on the source card. */
    record AddPowerCounters(int n) implements Effect {
    }

    /** [virus-counter: N] Place N virus counters on the source card. */
    record AddVirusCounters(int n) implements Effect {
    }

    /** [remove-virus-or-trash-self] Remove 1 virus counter from the source card, or trash it if it has none. */
    record RemoveVirusOrTrashSelf() implements Effect {
    }

    /** [uninstall-current-ice] The ice being approached or encountered goes back to HQ. */
    record UninstallCurrentIce() implements Effect {
    }

    /** [tag-or-end-run] The Runner chooses: take 1 tag, or the run ends. */
    record TagOrEndRun() implements Effect {
    }

    /** (internal) An installed card (id in the queue entry's data) is about to be trashed; prevention may apply. */
    record TrashInstalled() implements Effect {
    }

    /** (internal) Second half of a trace: the Runner raises the link strength (trace strength in data). */
    record TraceRunnerSpend(Trace trace) implements Effect {
    }

    /** [access-more: N] The Runner accesses N more cards of R&D or HQ in this run. */
    record AccessMore(int n) implements Effect {
    }

    /** [trash-self] The source card is trashed (an ice that trashes itself is passed at once). */
    record TrashSelf() implements Effect {
    }

    /** [draw: N] The controller draws N cards (the Corp from R&D, the Runner from the stack), as many as there are. */
    record Draw(int n) implements Effect {
    }

    /** [gain-clicks: N] The controller gains N clicks. */
    record GainClicks(int n) implements Effect {
    }

    /** [bad-publicity: N] The Corp takes N bad publicity. */
    record BadPublicity(int n) implements Effect {
    }

    /**
     * [next-ice-encountered: {strength: N, net-damage-unless-all-broken: M}] The next ice the Runner encounters in
     * this run gets +N strength, and M net damage is dealt when that encounter ends unless all its subroutines were
     * broken. Nothing happens if the run ends first.
     */
    record NextIceEncountered(int strength, int netUnlessAllBroken) implements Effect {
    }

    /** [trash-top-of-rd] The Corp trashes the top card of R&D; it goes to Archives facedown. */
    record TrashTopOfRd() implements Effect {
    }

    /**
     * [{may-pay: N, who: corp|runner, effects: [...]}] The player (the controller unless {@code who}) may pay N
     * credits; if they do, the effects resolve.
     */
    record MayPay(Side who, int n, List<Effect> effects) implements Effect {
        public MayPay {
            effects = List.copyOf(effects);
        }
    }

    /** [net-damage-per-advancement: N] N net damage for each advancement token on the source card. */
    record NetDamagePerAdvancement(int n) implements Effect {
    }

    /**
     * [choose-access-per-extra-virus] The Runner chooses how many more cards to access: from none up to one for each
     * virus counter on the source card after the first (Medium).
     */
    record ChooseAccessPerExtraVirus() implements Effect {
    }

    /** (internal) The Runner may pay N credits, an additional cost, to steal the accessed agenda (id in data). */
    record PayToSteal(int n) implements Effect {
    }

    /**
     * (internal) The program being installed (id in data) needs more memory than is free: the Runner trashes an
     * installed program of their choice, until it fits; then it is installed.
     */
    record MakeRoom() implements Effect {
    }

    /**
     * [run: SERVER] The controller makes a run on the server ({@code hq}, {@code rd}, {@code archives}), or on one they
     * choose ({@code any}; {@code hq-or-rd}); the source card is the run's source (its "this run" abilities apply).
     */
    record Run(String server) implements Effect {
    }

    /** [run-credits: N] The Runner gains N credits usable only during this run (Stimhack). */
    record RunCredits(int n) implements Effect {
    }

    /** [bypass] The Runner bypasses the ice they encounter (Inside Job). */
    record BypassCurrentIce() implements Effect {
    }

    /**
     * [{may-replace-access: [...]}] The Runner may use the effects instead of accessing cards in this run (Account
     * Siphon).
     */
    record MayReplaceAccess(List<Effect> effects) implements Effect {
        public MayReplaceAccess {
            effects = List.copyOf(effects);
        }
    }

    /** [{drain-corp: N, ratio: R}] The Corp loses up to N credits; the Runner gains R for each one lost. */
    record DrainCorp(int n, int ratio) implements Effect {
    }

    /** [choose-target-ice] The controller chooses an installed ice; the source card remembers it (Femme Fatale). */
    record ChooseTargetIce() implements Effect {
    }

    /** [archives-to-hq] The Corp adds a card of their choice from Archives to HQ (Archived Memories). */
    record ArchivesToHq() implements Effect {
    }

    /** [trash-rezzed-ice] The Corp trashes a rezzed ice of their choice (Security Subcontract). */
    record TrashRezzedIce() implements Effect {
    }

    /** [rez-ice-free] The Corp may rez an installed ice of their choice at no cost (Priority Requisition). */
    record RezIceFree() implements Effect {
    }

    /** [tags-per-advancement] The Runner takes 1 tag for each advancement token on the source card (Ghost Branch). */
    record TagsPerAdvancement() implements Effect {
    }

    /** [expose] The Runner exposes an installed Corp card of their choice: it is looked at and stays as it was. */
    record Expose() implements Effect {
    }

    /**
     * [{choose-one: [[...], [...]]}] The controller chooses one of the lists of effects (Infiltration: 2 credits, or
     * expose a card).
     */
    record ChooseOne(List<List<Effect>> options) implements Effect {
        public ChooseOne {
            options = options.stream().map(List::copyOf).toList();
        }
    }

    /** [lose-tags: N] The Runner loses N tags, as many as they have (Breaking News). */
    record LoseTags(int n) implements Effect {
    }

    /** [lose-all-credits] The Runner loses all their credits (Closed Accounts). */
    record LoseAllCredits() implements Effect {
    }

    /**
     * [{may-forfeit-self: [...]}] The controller may forfeit the source card (an agenda in their score area: it leaves
     * the game with its points); if they do, the effects resolve (Posted Bounty).
     */
    record MayForfeitSelf(List<Effect> effects) implements Effect {
        public MayForfeitSelf {
            effects = List.copyOf(effects);
        }
    }

    /**
     * (internal) A cost of N credits that can be paid from more than one source: the payer chooses the mix
     * ({@code purpose}: {@code icebreaker} lets icebreaker-only recurring credits pay); {@code cards} are the ids of
     * the cards whose recurring credits could pay when the cost arose (a card the action itself installed cannot).
     */
    record PayCost(Side who, int n, String purpose, List<Integer> cards) implements Effect {
        public PayCost {
            cards = List.copyOf(cards);
        }
    }

    /** [agenda-counter: N] Place N agenda counters on the source card (Nisei MK II, AstroScript Pilot Program). */
    record AddAgendaCounters(int n) implements Effect {
    }

    /** [place-credits: N] Place N credits from the bank on the source card (Adonis Campaign, Bank Job). */
    record PlaceCredits(int n) implements Effect {
    }

    /**
     * [take-credits: N] The controller takes N credits from the source card (as many as it holds; {@code 0}: any
     * number, the controller chooses); a card left with none is trashed (Armitage Codebusting, Adonis, Bank Job).
     */
    record TakeCredits(int n) implements Effect {
    }

    /**
     * [place-advancement-token] The controller places 1 advancement token on an installed card that can be advanced,
     * of their choice (AstroScript Pilot Program).
     */
    record PlaceAdvancementToken() implements Effect {
    }

    /** (internal) A cost: the controller forfeits an agenda of their score area, of their choice. */
    record ForfeitAgenda() implements Effect {
    }

    /**
     * [{may-trash-own: [...]}] The controller may trash another of their installed cards, of their choice; if they do,
     * the effects resolve (Aesop's Pawnshop).
     */
    record MayTrashOwn(List<Effect> effects) implements Effect {
        public MayTrashOwn {
            effects = List.copyOf(effects);
        }
    }

    /** [mark-turn] The source card notes the current turn, for its condition {@code marked-this-turn} (Lemuria). */
    record MarkTurn() implements Effect {
    }

    /**
     * [trash-programs-per-advancement] The Corp chooses one installed program per advancement token on the source
     * card (the same one may be chosen again); then all of them are trashed at once, and preventing the trash of a
     * program stops every trash aimed at it (Aggressive Secretary). {@code chosen} holds the ids picked so far.
     */
    record TrashProgramsPerAdvancement(List<Integer> chosen) implements Effect {
        public TrashProgramsPerAdvancement {
            chosen = List.copyOf(chosen);
        }
    }

    /**
     * (internal) The card (id in data) the Runner chose is about to be exposed: the Corp may prevent it (Zaibatsu
     * Loyalty, which may be rezzed at that moment); else it is exposed.
     */
    record ExposeCard() implements Effect {
    }
}
