package org.runbook.search.query;

import org.apache.lucene.index.LeafReaderContext;
import org.apache.lucene.search.DoubleValues;
import org.apache.lucene.search.DoubleValuesSource;
import org.apache.lucene.search.IndexSearcher;
import org.runbook.search.analysis.Fields;

import java.io.IOException;
import java.util.List;
import java.util.Objects;

/**
 * The final score of a document: its score for the words, plus its centrality (how many entries link to it,
 * saturating), times the priors of the query's intent (its game, rulings before look-ups, card rulings only when
 * cards are named). Everything it needs is in two doc-values fields, read once per segment into arrays
 * ({@link org.runbook.search.index.ReaderFacts}), so that no extra query has to run beside the words.
 */
final class PriorSource extends DoubleValuesSource {

    /** The bits of {@link Fields#PRIOR_FLAGS}: the game's index in bits 0-1, then look-up and card ruling. */
    static final int LOOKUP_BIT = 1 << 2;
    static final int CARD_RULING_BIT = 1 << 3;
    static final List<String> GAMES = ContentGames.ALL;

    private final Intent intent;
    private final Weights w;

    PriorSource(Intent intent, Weights w) {
        this.intent = intent;
        this.w = w;
    }

    /** The flags of a document, as written at indexing. */
    public static long flags(String game, boolean lookup, boolean cardRuling) {
        int g = Math.max(0, GAMES.indexOf(game));
        return g | (lookup ? LOOKUP_BIT : 0) | (cardRuling ? CARD_RULING_BIT : 0);
    }

    @Override
    public DoubleValues getValues(LeafReaderContext ctx, DoubleValues scores) throws IOException {
        org.runbook.search.index.ReaderFacts.Leaf facts = org.runbook.search.index.ReaderFacts.of(ctx);
        int wantedGame = Math.max(0, GAMES.indexOf(intent.game()));
        return new DoubleValues() {
            private double value;

            @Override
            public double doubleValue() {
                return value;
            }

            @Override
            public boolean advanceExact(int doc) throws IOException {
                double score = scores == null ? 0 : scores.doubleValue();
                double links = facts.inlinks(doc, 1);
                score += w.centralityWeight() * links / (links + w.centralityPivot());
                long f = facts.flags(doc, 0);
                if ((f & 3) == wantedGame) {
                    score /= intent.named() ? w.namedGameFactor() : w.otherGameFactor();
                }
                if (!intent.namesCards() && (f & CARD_RULING_BIT) != 0) {
                    score *= w.cardRulingFactor();
                }
                if (!intent.definition() && (f & LOOKUP_BIT) != 0) {
                    score *= w.lookupFactor();
                }
                value = score;
                return true;
            }
        };
    }

    @Override
    public boolean needsScores() {
        return true;
    }

    @Override
    public DoubleValuesSource rewrite(IndexSearcher searcher) {
        return this;
    }

    @Override
    public boolean isCacheable(LeafReaderContext ctx) {
        return false;
    }

    @Override
    public int hashCode() {
        return Objects.hash(intent, w);
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof PriorSource p && p.intent.equals(intent) && p.w.equals(w);
    }

    @Override
    public String toString() {
        return "priors(" + intent + ")";
    }
}
