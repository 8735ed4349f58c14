package org.runbook.engine.cards;

/**
 * Constant abilities about hosting and about the numbers of other cards, each read from its own key of the card
 * file. 0, false or empty when the card has none.
 *
 * @param installOn            the card is installed hosted on another installed card: {@code ice} (a
 *                             rezzed ice: Parasite) or {@code icebreaker} (an installed icebreaker: The Personal Touch);
 *                             empty for a card installed on its own
 * @param hostStrength         added to the strength of the card that hosts it (The Personal Touch: +1)
 * @param hostStrengthPerVirus added to the strength of its host for each virus counter on it (Parasite: -1)
 * @param trashHostAtZero      its host is trashed as soon as the host's strength is 0 or less (Parasite)
 * @param hostsProgramsMu      it may host non-icebreaker programs up to this much memory; those use none of the
 *                             Runner's memory (Djinn: 3)
 * @param advancementHere      added to the advancement requirement of each agenda in the root of its server while it
 *                             is rezzed (SanSan City Grid: -1)
 * @param installCreditFor     its recurring credits may also pay the install cost of a program of this subtype
 *                             (Cyberfeeder: virus); empty for none
 * @param installIn            the only server whose root the card may be installed in (Research Station: hq); empty
 *                             for any
 */
public record ConstantAbilities(String installOn, int hostStrength, int hostStrengthPerVirus, boolean trashHostAtZero,
                                int hostsProgramsMu, int advancementHere, String installCreditFor,
                                String installIn) {
    /** A card with none of these abilities. */
    public static final ConstantAbilities NONE = new ConstantAbilities("", 0, 0, false, 0, 0, "", "");

    public ConstantAbilities {
        installOn = installOn == null ? "" : installOn;
        installCreditFor = installCreditFor == null ? "" : installCreditFor;
        installIn = installIn == null ? "" : installIn;
    }
}
