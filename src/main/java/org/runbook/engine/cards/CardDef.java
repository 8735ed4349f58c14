package org.runbook.engine.cards;

import java.util.List;
import java.util.Set;

import org.runbook.engine.Side;
import org.runbook.engine.Text;

/**
 * A card written in the effect vocabulary. Numbers that do not apply are 0.
 *
 * @param code           5-digit code, or a {@code generic-...} name
 * @param name           title per language
 * @param type           card type
 * @param side           the side it belongs to
 * @param subtypes       lower-case English subtypes, e.g. {@code code-gate}, {@code icebreaker}, {@code decoder}
 * @param cost           play, install or rez cost
 * @param strength       ice or program strength
 * @param trashCost      trash cost, -1 when it has none
 * @param advancement    advancement requirement of an agenda
 * @param points         agenda points
 * @param memory         memory cost of a program
 * @param link           link given (identities and link cards)
 * @param recurring      recurring credits
 * @param recurringFor   what those credits pay for: {@code icebreaker} or empty for anything
 * @param rezDiscountIce the rez cost of ice protecting this card's server is lowered by this much
 * @param subroutines    each subroutine is a list of effects
 * @param abilities      paid abilities and click abilities
 * @param triggers       conditional abilities
 * @param onPlay         effects of an operation or event
 * @param advanceable    an ice (or other non-agenda card) that can be advanced
 * @param strengthPerAdvancement strength gained per advancement token on it (a constant ability)
 * @param note           which part of the card is not modelled; empty when the card is modelled fully
 * @param stealCost      credits the Runner must pay, as an additional cost, to steal an agenda from this card's
 *                       server while it is rezzed (Red Herrings)
 * @param playIf         a condition to play the operation or event ({@code tagged}: the Runner has a tag), empty for
 *                       none
 * @param corpHandSize   added to the Corp's maximum hand size while the card is rezzed (Research Station)
 * @param firstInstallDiscount the install cost of the first program or hardware the Runner installs each turn is
 *                       lowered by this much (an identity: Kate "Mac" McCaffrey)
 * @param iceStrengthHere added to the strength of each ice protecting this card's server while it is rezzed
 *                       (Experiential Data)
 * @param encounteredIceStrength added to the strength of each ice while the Runner encounters it, while this card
 *                       is installed (Ice Carver: -1)
 * @param freeTrashOnAccess in a run this card made, the Runner may trash every accessed card at no cost, even one
 *                       that has no trash cost (Demolition Run)
 * @param successfulRunAs a run this card made is, if successful, treated as a successful run on this server (even
 *                       if the card is trashed meanwhile: Sneakdoor Beta); empty for none
 * @param rezForfeitAgenda rezzing it has an additional cost: the Corp forfeits an agenda (Archer)
 * @param constants      hosting and modifiers of other cards' numbers ({@link ConstantAbilities})
 */
public record CardDef(String code, Text name, CardType type, Side side, Set<String> subtypes, int cost, int strength,
                      int trashCost, int advancement, int points, int memory, int link, int recurring,
                      String recurringFor, int rezDiscountIce, List<List<Effect>> subroutines, List<Ability> abilities,
                      List<Trigger> triggers, List<Effect> onPlay, boolean advanceable,
                      int strengthPerAdvancement, String note, int stealCost, String playIf, int corpHandSize,
                      int firstInstallDiscount, int iceStrengthHere, int encounteredIceStrength,
                      boolean freeTrashOnAccess, String successfulRunAs, boolean rezForfeitAgenda,
                      ConstantAbilities constants) {

    public CardDef {
        if (stealCost < 0) {
            throw new IllegalArgumentException("steal cost below 0");
        }
        subtypes = Set.copyOf(subtypes);
        subroutines = subroutines.stream().map(List::copyOf).toList();
        abilities = List.copyOf(abilities);
        triggers = List.copyOf(triggers);
        onPlay = List.copyOf(onPlay);
        recurringFor = recurringFor == null ? "" : recurringFor;
        note = note == null ? "" : note;
        playIf = playIf == null ? "" : playIf;
        successfulRunAs = successfulRunAs == null ? "" : successfulRunAs;
        constants = constants == null ? ConstantAbilities.NONE : constants;
    }

    /** True when part of the card is not modelled (its note says which). */
    public boolean partial() {
        return !note.isEmpty();
    }

    public boolean is(CardType t) {
        return type == t;
    }

    public boolean hasSubtype(String s) {
        return subtypes.contains(s);
    }

    public boolean isIcebreaker() {
        return subtypes.contains("icebreaker");
    }
}
