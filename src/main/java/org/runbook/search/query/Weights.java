package org.runbook.search.query;

/**
 * The weights of the query: boosts of each kind of clause (added to the score) and factors of the priors
 * (multiplied). {@link #DEFAULT} is what Runbook uses; other values serve tuning runs only.
 *
 * @param titleBoost         a word in the title counts this many times a word in the text
 * @param namesBoost         a word of a name (term or card) of the entry or of the cards it concerns
 * @param phraseBoost        the query's words together, in order
 * @param fuzzyBoost         a word within one or two typos
 * @param conceptNameBoost   a name, in any language, of a term or card recognised in the query
 * @param linksConceptBoost  the entry links to a term recognised in the query
 * @param termUsesBoost      the entry is one the glossary points to from a term recognised in the query
 * @param cardBoost          the entry concerns a card recognised in the query
 * @param allCardsBoost      the entry concerns every card recognised in the query
 * @param stepBoost          the step whose number the query gives
 * @param centralityWeight   at most this much for entries that many others link to
 * @param centralityPivot    the number of in-links that gives half of it
 * @param otherGameFactor    entries of another game than the query's are multiplied by this
 * @param cardRulingFactor   rulings about particular cards, when the query names no card
 * @param lookupFactor       glossary terms and card facts, when the query asks no definition
 * @param namedGameFactor    entries of another game than the one the query names ("Netrunner 96")
 * @param situationBoost     the entries of a situation the query describes (see {@link Situations}), the first
 *                           of them fully, the others a little less
 * @param looseNameFactor    a word matching a name that is not one the query was recognised to name (a word of a
 *                           longer card title), when the query carries rule words: its names boost times this
 * @param nearSituationFactor a situation a long question describes nearly (a cue's words but one): its boost times
 *                           this
 */
public record Weights(float titleBoost,
                      float namesBoost,
                      float phraseBoost,
                      float fuzzyBoost,
                      float conceptNameBoost,
                      float linksConceptBoost,
                      float termUsesBoost,
                      float cardBoost,
                      float allCardsBoost,
                      float stepBoost,
                      float centralityWeight,
                      float centralityPivot,
                      float otherGameFactor,
                      float cardRulingFactor,
                      float lookupFactor,
                      float namedGameFactor,
                      float situationBoost,
                      float looseNameFactor,
                      float nearSituationFactor) {

    public static final Weights DEFAULT = new Weights(2.5f, 1.5f, 4f, 0.2f, 0.4f, 3.5f, 1.7f, 1.5f, 12f, 30f, 5.3f, 4f, 0.8f, 0.93f, 0.25f,
            0.2f, 30f, 0.25f, 0.5f);
}
