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
 *
 * Ninth round (issue 14): two mechanisms drawn from the corpus rather than from questions; each at 0 is off, and the
 * ranking is then exactly what it was without them.
 * @param linkedBoost        a word of the query, in the language it is typed in, among what other entries say about
 *                           the entry (the titles of the entries linking to it, the sentences around inline links to
 *                           it: {@link LinkedWords})
 * @param feedbackWeight     the boost of the heaviest word a second look at a long question adds to its first hits
 *                           ({@code org.runbook.search.rank.Feedback}; the rest of that look in {@link Feedback})
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
                      float nearSituationFactor,
                      // ninth round (issue 14)
                      float linkedBoost,
                      float feedbackWeight) {

    public static final Weights DEFAULT = new Weights(2.5f, 1.5f, 4f, 0.2f, 0.4f, 3.5f, 1.7f, 1.5f, 12f, 30f, 5.3f, 4f, 0.8f, 0.93f, 0.25f,
            0.2f, 30f, 0.25f, 0.5f,
            1.5f, 0.4f);

    // ---- Ninth round (issue 14): the second look at long questions (org.runbook.search.rank.Feedback) ----

    /** These weights with the ninth round's two switches set (0 turns a mechanism off). */
    public Weights withNinthRound(float linked, float feedback) {
        return new Weights(titleBoost, namesBoost, phraseBoost, fuzzyBoost, conceptNameBoost, linksConceptBoost,
                termUsesBoost, cardBoost, allCardsBoost, stepBoost, centralityWeight, centralityPivot, otherGameFactor,
                cardRulingFactor, lookupFactor, namedGameFactor, situationBoost, looseNameFactor, nearSituationFactor,
                linked, feedback);
    }

    /** The second look's settings, its words' weight taken from {@link #feedbackWeight} (0: no second look). */
    public Feedback feedback() {
        return Feedback.DEFAULT.weighing(feedbackWeight);
    }

    /**
     * How a long question's first hits lend it their words (pseudo-relevance feedback).
     *
     * @param minWords   distinct analysed words, in one of the question's languages, from which it applies
     * @param docs       first hits read (entries, best first) and scored again
     * @param terms      words added at most
     * @param termWeight the boost of the heaviest added word (the others in proportion to their weight); 0 is off
     * @param maxShare   a word held by more than this share of the field's documents is never added
     * @param confident  no second look when the first hit scores at least this many times the second (0: always)
     */
    public record Feedback(int minWords, int docs, int terms, float termWeight, float maxShare, float confident) {
        public static final Feedback DEFAULT = new Feedback(5, 10, 10, 0f, 0.1f, 1.5f);

        public Feedback weighing(float weight) {
            return new Feedback(minWords, docs, terms, weight, maxShare, confident);
        }
    }
}
