package org.runbook.search.query;

/** What the index writes for the query's priors (see {@code PriorSource}). */
public final class QueryPriors {

    private QueryPriors() {
    }

    /** The prior flags of an entry: its game, whether it is a look-up (term, card), whether it concerns cards. */
    public static long flags(String game, boolean lookup, boolean cardRuling) {
        return PriorSource.flags(game, lookup, cardRuling);
    }
}
