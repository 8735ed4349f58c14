package org.runbook.search;

import org.apache.lucene.analysis.Analyzer;
import org.apache.lucene.index.Term;
import org.apache.lucene.search.BooleanClause.Occur;
import org.apache.lucene.search.BooleanQuery;
import org.apache.lucene.search.Query;
import org.apache.lucene.search.TermQuery;
import org.apache.lucene.search.uhighlight.LengthGoalBreakIterator;
import org.apache.lucene.search.uhighlight.Passage;
import org.apache.lucene.search.uhighlight.UnifiedHighlighter;

import java.io.IOException;
import java.util.Set;

/**
 * The passage of a text that best matches the query, its matches marked with {@code <b>}: Lucene's
 * {@link UnifiedHighlighter} scores whole sentences (BM25 over the passage) and grows the best one to at least
 * {@link #MIN_LENGTH} characters, so that a ruling's sentence is shown whole rather than cut at a fixed width.
 */
public final class Snippets {

    /** About how many characters a snippet shows when nothing matches. */
    public static final int WIDTH = 220;
    /** A passage is grown, sentence by sentence, to at least this many characters. */
    static final int MIN_LENGTH = 160;
    /** A passage longer than this (a long list, a table) is cut after it. */
    static final int MAX_LENGTH = 480;

    private Snippets() {
    }

    public static String make(String text, Analyzer analyzer, String field, Set<String> terms) {
        return new ForQuery().make(text, analyzer, field, terms);
    }

    /**
     * The snippets of one query's hits. The highlighter of a field (its query, the matchers built from the terms,
     * its sentence breaker) is set up once, at the first hit in that field's language, and serves the next hits in
     * it, as Lucene's own highlighter serves all the documents of a search: the same passages for less work.
     */
    public static final class ForQuery {
        private final java.util.Map<String, Highlighter> byField = new java.util.HashMap<>();
        /** Per segment, the documents whose snippets will be asked for, ascending (empty when not told). */
        private final java.util.Map<org.apache.lucene.index.LeafReader, int[]> shown =
                new java.util.IdentityHashMap<>();

        public ForQuery() {
        }

        /**
         * For the hits of one query, documents {@code docs} of {@code reader}, whose snippets are then asked for in
         * any order: each word's places in them are read from the postings in one pass (the same matches, so the
         * same passages, as reading them hit by hit).
         */
        public ForQuery(org.apache.lucene.index.IndexReader reader, int[] docs) {
            int[] sorted = docs.clone();
            java.util.Arrays.sort(sorted);
            for (org.apache.lucene.index.LeafReaderContext leaf : reader.leaves()) {
                int[] local = new int[sorted.length];
                int n = 0;
                for (int d : sorted) {
                    int inLeaf = d - leaf.docBase;
                    if (inLeaf >= 0 && inLeaf < leaf.reader().maxDoc() && (n == 0 || local[n - 1] != inLeaf)) {
                        local[n++] = inLeaf;
                    }
                }
                if (n > 0) {
                    shown.put(leaf.reader(), java.util.Arrays.copyOf(local, n));
                }
            }
        }

        public String make(String text, Analyzer analyzer, String field, Set<String> terms) {
            return make(text, analyzer, field, terms, null, null, -1);
        }

        /**
         * As {@link #make(String, Analyzer, String, Set)}, for a text indexed as document {@code doc} of {@code leaf}
         * in field {@code offsetsField}: when that field's postings hold the words' places, the matches are read
         * from them instead of analysing the text again; the same matches, so the same passage.
         */
        public String make(String text, Analyzer analyzer, String field, Set<String> terms,
                           org.apache.lucene.index.LeafReader leaf, String offsetsField, int doc) {
            if (text == null || text.isEmpty()) {
                return "";
            }
            if (!terms.isEmpty()) {
                String postings = leaf != null && hasOffsets(leaf, offsetsField) ? offsetsField : null;
                String key = postings == null ? field : field + '\u0000' + postings;
                Highlighter h = byField.get(key);
                if (h == null || h.analyzer != analyzer || !h.terms.equals(terms)) {
                    h = new Highlighter(analyzer, field, terms, postings, shown.isEmpty() ? null : shown::get);
                    byField.put(key, h);
                }
                try {
                    Object best = postings == null ? h.highlightWithoutSearcher(field, h.query, text, 1)
                            : h.fromPostings(leaf, doc, text);
                    if (best instanceof String s && s.contains("<b>")) {
                        return s;
                    }
                } catch (IOException | RuntimeException e) {
                    // no passage: the start of the text below
                }
            }
            int end = Math.min(text.length(), WIDTH);
            while (end < text.length() && !Character.isWhitespace(text.charAt(end))) {
                end++;
            }
            return escape(new String(SnippetMarks.bulleted(text, 0, end)).replace('\n', ' '))
                    + (end < text.length() ? "\u2026" : "");
        }

        private static boolean hasOffsets(org.apache.lucene.index.LeafReader leaf, String field) {
            org.apache.lucene.index.FieldInfo info = leaf.getFieldInfos().fieldInfo(field);
            return info != null && info.getIndexOptions().compareTo(
                    org.apache.lucene.index.IndexOptions.DOCS_AND_FREQS_AND_POSITIONS_AND_OFFSETS) >= 0;
        }
    }

    /**
     * A highlighter for one field and one set of terms, which builds its field highlighter once. With a field of
     * postings with offsets, the matches of a text are read from the index (Lucene's {@code OffsetSource.POSTINGS})
     * rather than from the text analysed again: the index holds the same words at the same places, since that
     * field is written with the analyzer a snippet uses ({@code Fields.offsets}).
     */
    private static final class Highlighter extends UnifiedHighlighter {
        private final Analyzer analyzer;
        private final Set<String> terms;
        private final BooleanQuery query;
        private final String fieldName;
        private final String postings;
        private final java.util.function.Function<org.apache.lucene.index.LeafReader, int[]> shown;
        private Set<Term> queryTerms;
        private org.apache.lucene.search.uhighlight.FieldHighlighter field;
        /** The sentence breaker of {@link #field}. */
        private KnownSentences sentences;
        /** The segment whose documents' sentence answers are at hand, and its table. */
        private org.apache.lucene.index.LeafReader memoLeaf;
        private java.util.concurrent.atomic.AtomicReferenceArray<SentenceMemo> memos;

        Highlighter(Analyzer analyzer, String field, Set<String> terms, String postings,
                    java.util.function.Function<org.apache.lucene.index.LeafReader, int[]> shown) {
            super(UnifiedHighlighter.builderWithoutSearcher(analyzer)
                    .withFormatter(new SnippetMarks())
                    .withScorer(new PassageScores())
                    // only a guard against long texts in highlightWithoutSearcher: any text is taken whole
                    .withMaxLength(Integer.MAX_VALUE - 1)
                    // the text is read once as a token stream rather than into an in-memory index: the same
                    // sentences are chosen (compared on every hit of the question sets) for a tenth less query CPU
                    .withPassageRelevancyOverSpeed(false));
            this.analyzer = analyzer;
            this.terms = Set.copyOf(terms);
            BooleanQuery.Builder q = new BooleanQuery.Builder();
            terms.stream().limit(BooleanQuery.getMaxClauseCount() / 2)
                    .forEach(t -> q.add(new TermQuery(new Term(field, t)), Occur.SHOULD));
            this.query = q.build();
            this.fieldName = field;
            this.postings = postings;
            this.shown = shown;
        }

        /** The best passage of document {@code doc} of {@code leaf}, whose text is {@code text}. */
        Object fromPostings(org.apache.lucene.index.LeafReader leaf, int doc, String text) throws IOException {
            if (queryTerms == null) {
                queryTerms = new java.util.HashSet<>();
                query.visit(org.apache.lucene.search.QueryVisitor.termCollector(queryTerms));
            }
            org.apache.lucene.search.uhighlight.FieldHighlighter h =
                    getFieldHighlighter(fieldName, query, queryTerms, 1);
            if (leaf != memoLeaf) {
                memoLeaf = leaf;
                memos = SentenceMemo.segment(leaf);
            }
            // the document's sentence answers kept from the snippets made of it before
            sentences.expect(SentenceMemo.of(memos, doc, text.length()));
            return h.highlightFieldForDoc(leaf, doc, text);
        }

        /** The sentence rules grown to passages of at least {@link #MIN_LENGTH} characters. */
        @Override
        protected java.text.BreakIterator getBreakIterator(String name) {
            sentences = new KnownSentences();
            return LengthGoalBreakIterator.createMinLength(sentences, MIN_LENGTH, 0f);
        }

        @Override
        protected org.apache.lucene.search.uhighlight.FieldOffsetStrategy getOffsetStrategy(OffsetSource source,
                org.apache.lucene.search.uhighlight.UHComponents c) {
            if (postings == null) {
                return super.getOffsetStrategy(source, c);
            }
            // the same words, looked up in the field with offsets; only the terms (no weight matches: no searcher)
            return new PostingsMatches(
                    new org.apache.lucene.search.uhighlight.UHComponents(postings, postings::equals, c.getQuery(),
                            c.getTerms(), c.getPhraseHelper(), c.getAutomata(), c.hasUnrecognizedQueryPart(),
                            java.util.EnumSet.noneOf(HighlightFlag.class)), shown);
        }

        @Override
        protected org.apache.lucene.search.uhighlight.FieldHighlighter getFieldHighlighter(String name, Query q,
                Set<Term> allTerms, int maxPassages) {
            if (field == null || !field.getField().equals(name) || q != query) {
                field = super.getFieldHighlighter(name, q, allTerms, maxPassages);
            }
            return field;
        }
    }

    /**
     * Lucene's passage score (BM25 over the passage, the same parameters and arithmetic), with the passage's distinct
     * terms found by comparing its few matches rather than through a hash of byte blocks made for every sentence:
     * that hash was a sixth of the snippets' CPU. Every word weighs what a word found by analysing the text weighs
     * in Lucene (its frequency in the text taken as unknown, so as high as can be), whether the matches come from
     * the analysed text or from the index's postings, which know the real frequency: the same passages either way.
     */
    static final class PassageScores extends org.apache.lucene.search.uhighlight.PassageScorer {
        @Override
        public float score(Passage passage, int contentLength) {
            int matches = passage.getNumMatches();
            org.apache.lucene.util.BytesRef[] terms = passage.getMatchTerms();
            org.apache.lucene.util.BytesRef[] distinct = new org.apache.lucene.util.BytesRef[matches];
            int[] freqInPassage = new int[matches];
            int size = 0;
            for (int i = 0; i < matches; i++) {
                int id = 0;
                while (id < size && !distinct[id].bytesEquals(terms[i])) {
                    id++;
                }
                if (id == size) {
                    distinct[size++] = terms[i];
                }
                freqInPassage[id]++;
            }
            float weight = weight(contentLength, Integer.MAX_VALUE);
            double score = 0;
            for (int id = 0; id < size; id++) {
                score += tf(freqInPassage[id], passage.getLength()) * weight;
            }
            score *= norm(passage.getStartOffset());
            return (float) score;
        }
    }

    public static String escape(String s) {
        return s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;");
    }

    /** The snippet without its marks, e.g. for a terminal. */
    public static String plain(String snippet, String open, String close) {
        return snippet.replace("<b>", open).replace("</b>", close)
                .replace("&lt;", "<").replace("&gt;", ">").replace("&amp;", "&");
    }
}
