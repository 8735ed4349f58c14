package org.runbook.search;

import org.apache.lucene.search.IndexSearcher;
import org.apache.lucene.search.ScoreDoc;
import org.apache.lucene.search.TopDocs;
import org.runbook.corpus.ContentException;
import org.runbook.engine.game.Lang;
import org.runbook.search.analysis.Analyzers;
import org.runbook.search.analysis.Fields;
import org.runbook.search.index.IndexStore;
import org.runbook.search.index.NormTables;
import org.runbook.search.index.SearchData;
import org.runbook.search.query.QueryBuilder;

import java.io.IOException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * Answers {@link SearchRequest}s from the index: one hit per entry, in the reader's language when it exists, or with
 * no reader's language set, in the language the query is typed in.
 */
public final class SearchService {

    private final SearchData store;
    private QueryBuilder builder;
    private org.runbook.search.query.Vocabulary vocabulary;
    private Analyzers.AnalysisSet analysis;
    private final org.runbook.search.query.Weights weights;
    private org.runbook.search.suggest.Suggester suggester;
    private org.runbook.search.analysis.LanguageGuess languageGuess;

    public SearchService(IndexStore store) {
        this(SearchData.of(store), org.runbook.search.query.Weights.DEFAULT);
    }

    /** With other query weights than Runbook's (tuning runs). */
    public SearchService(IndexStore store, org.runbook.search.query.Weights weights) {
        this(SearchData.of(store), weights);
    }

    /** Over any search data, e.g. the data shipped in the jar. */
    public SearchService(SearchData data) {
        this(data, org.runbook.search.query.Weights.DEFAULT);
    }

    private SearchService(SearchData data, org.runbook.search.query.Weights weights) {
        this.store = data;
        this.weights = weights;
    }

    /**
     * Builds now everything a first search or proposal would otherwise build (analyzers, vocabulary, concepts,
     * type-ahead keys) and runs one search and one proposal so that their code is loaded: after this, a typed query
     * is answered without waiting for anything lazy.
     */
    public SearchService warm() throws IOException, ContentException {
        builder();
        suggester();
        // answered without starting the background tables: at start they would compete with the window and the
        // first typed search for the two cores; the first search a person asks starts them
        answer(new SearchRequest("score an agenda", null, null, null, null, 10));
        suggest("ac", Lang.EN, 8);
        return this;
    }

    /** Searches; a damaged index is rebuilt and the search run again. Never throws for any typed text. */
    public SearchResponse search(SearchRequest request) throws IOException, ContentException {
        SearchResponse response = answer(request);
        prepareTables();
        return response;
    }

    /**
     * Searches as {@link #search} does, without starting the background tables: for a window's first searches,
     * whose answer should not share the two cores with them; {@link #prepareTables} starts them later.
     */
    public SearchResponse searchFirst(SearchRequest request) throws IOException, ContentException {
        return answer(request);
    }

    private SearchResponse answer(SearchRequest request) throws IOException, ContentException {
        long start = System.nanoTime();
        List<SearchHit> hits;
        try {
            hits = run(request);
        } catch (IOException | org.apache.lucene.store.AlreadyClosedException e) {
            store.recover();
            hits = run(request);
        }
        String didYouMean = didYouMean(request, hits);
        return new SearchResponse(request.query(), (System.nanoTime() - start) / 1_000_000, hits, didYouMean);
    }

    /**
     * Once a search has answered: starts reading in the background the tables that make the next searches cheaper
     * (the shown values of every document, every concept name analyzed), so that they never slow the first one down.
     */
    public void prepareTables() throws IOException, ContentException {
        builder().prepareTables();
        ShownDocuments.table(store.reader());
    }

    /** A corrected spelling finds this many times the first hit's score, or more, before it is offered. */
    static final float CLEARLY_BETTER = 1.25f;

    /**
     * A better spelling of the query, offered only when its first hit scores clearly above the query's own (or the
     * query finds nothing): a word spelt right in any language is never changed.
     */
    private String didYouMean(SearchRequest request, List<SearchHit> hits) throws IOException, ContentException {
        String corrected = new org.runbook.search.suggest.DidYouMean(vocabulary(), analysis().byLang(),
                store.reader()).correct(request.query());
        if (corrected == null || corrected.equals(request.query())) {
            return null;
        }
        // only the first entry's score counts: no stored document is read and no snippet made for it
        Ranked better = rank(new SearchRequest(corrected, request.lang(), request.game(), request.kind(),
                request.edition(), 1));
        if (better == null || better.entries().size() == 0) {
            return null;
        }
        float score = better.entries().scores()[0];
        return hits.isEmpty() || score >= CLEARLY_BETTER * hits.get(0).score() ? corrected : null;
    }

    /** Snippets are marked with the plain chains (no compound splitting): the same words, found for less work. */
    private static final Analyzers.AnalysisSet SNIPPET_ANALYSIS = Analyzers.plain();

    /** How much the other languages of an entry add to its best language's score. */
    static final float OTHER_LANGUAGES_SHARE = 0.3f;

    /**
     * Documents scored before they are merged into entries: the same for every {@code limit}, so that a hit's rank
     * never depends on how many hits were asked for.
     */
    static final int CANDIDATES = 400;

    /** The best {@code limit} entries a request finds, best first, before any stored document is read. */
    private record Ranked(IndexSearcher searcher, QueryBuilder.Built built, Candidates.Ranked entries) {
    }

    /** Null when the query has nothing to look for or no hit is asked. */
    private Ranked rank(SearchRequest request) throws IOException, ContentException {
        IndexSearcher searcher = searcher();
        QueryBuilder.Built built = builder().build(request, true, searcher.getIndexReader());
        if (built.empty() || request.limit() <= 0) {
            return null;
        }
        // One hit per entry: its best language, plus a share of what its other languages scored, since an entry
        // that answers in several languages at once is the more likely answer.
        int candidates = Math.max(CANDIDATES, request.limit() * 10);
        Candidates.Ranked entries;
        try {
            entries = Candidates.rankSplit(searcher, built.query(), candidates, OTHER_LANGUAGES_SHARE,
                    request.limit());
        } catch (IndexSearcher.TooManyClauses e) {
            built = builder().build(request, false, searcher.getIndexReader());
            entries = Candidates.rankSplit(searcher, built.query(), candidates, OTHER_LANGUAGES_SHARE,
                    request.limit());
        } finally {
            // the search is over: its phrases' postings readers can serve the thread's next one
            org.runbook.search.query.ThreadPostings.release();
        }
        return new Ranked(searcher, built, entries);
    }

    /**
     * A searcher over the index with its norms read from arrays ({@link NormTables}) and without Lucene's query cache:
     * the cache never keeps anything for a segment as small as ours, but its wrapper was asked at every clause.
     */
    private IndexSearcher searcher() {
        IndexSearcher searcher = new IndexSearcher(NormTables.searchable(store.reader()));
        searcher.setQueryCache(null);
        return searcher;
    }

    private List<SearchHit> run(SearchRequest request) throws IOException, ContentException {
        Ranked r = rank(request);
        if (r == null) {
            return List.of();
        }
        IndexSearcher searcher = r.searcher();
        Candidates.Ranked ranked = r.entries();
        Lang shown = request.lang() != null ? request.lang() : languageGuess().of(request.query()).orElse(null);
        List<SearchHit> hits = new ArrayList<>();
        org.apache.lucene.index.StoredFields stored = searcher.storedFields(); // one reader for the hits not kept
        int[] docIds = new int[Math.min(ranked.size(), request.limit())];
        for (int i = 0; i < docIds.length; i++) {
            int docId = ranked.best()[i];
            if (shown != null) {
                int wanted = find(searcher, ranked.ids()[i], shown);
                if (wanted < 0 && shown != Lang.EN) {
                    // not written in the reader's language (1996 and VR have no German text): in English, as the
                    // reading pane shows it, rather than in whichever language's words matched best
                    wanted = find(searcher, ranked.ids()[i], Lang.EN);
                }
                docId = wanted >= 0 ? wanted : docId;
            }
            docIds[i] = docId;
        }
        // the shown documents known first: each word's places in all of them are read in one pass
        Snippets.ForQuery snippets = new Snippets.ForQuery(searcher.getIndexReader(), docIds);
        for (int i = 0; i < docIds.length; i++) {
            hits.add(hit(ShownDocuments.of(searcher.getIndexReader(), stored, docIds[i]), ranked.scores()[i],
                    r.built(), snippets, searcher.getIndexReader(), docIds[i]));
        }
        return hits;
    }

    /** The document of an entry in a language, or -1 (from a table of the index terms, no query run). */
    private static int find(IndexSearcher searcher, String id, Lang lang) throws IOException {
        return org.runbook.search.index.ReaderFacts.document(searcher.getIndexReader(), id, lang);
    }

    /** A hit of document {@code docId} of {@code reader}, its snippet read from the index's offsets when it has them. */
    private static SearchHit hit(ShownDocuments.Shown doc, float score, QueryBuilder.Built built,
                                 Snippets.ForQuery snippets, org.apache.lucene.index.IndexReader reader, int docId) {
        Lang lang = doc.lang();
        Set<String> terms = new LinkedHashSet<>(built.terms().getOrDefault(lang, Set.of()));
        List<org.apache.lucene.index.LeafReaderContext> leaves = reader.leaves();
        org.apache.lucene.index.LeafReaderContext leaf = leaves.get(
                org.apache.lucene.index.ReaderUtil.subIndex(docId, leaves));
        String snippet = snippets.make(doc.text(), SNIPPET_ANALYSIS.of(lang), Fields.of(Fields.BODY, lang), terms,
                leaf.reader(), Fields.offsets(lang), docId - leaf.docBase);
        return new SearchHit(doc.id(), doc.kind(), doc.game(), lang.code(), doc.title(), snippet, doc.text(),
                doc.cards(), doc.source(), score);
    }

    /**
     * The language {@code query} seems typed in (the one its hits are shown in when no language is asked), or empty
     * when no word of it tells.
     */
    public Optional<Lang> languageOf(String query) throws IOException, ContentException {
        return languageGuess().of(query);
    }

    /** Type-ahead proposals (card names, terms, titles) for what has been typed so far. */
    public List<org.runbook.search.suggest.Suggestion> suggest(String typed, Lang lang, int limit)
            throws IOException, ContentException {
        return suggester().suggest(typed, lang, limit);
    }

    /** Why each hit ranks where it does: the concepts recognised and the fields that matched most. */
    public Explanation explain(SearchRequest request) throws IOException, ContentException {
        IndexSearcher searcher = new IndexSearcher(store.reader());
        QueryBuilder.Built built = builder().build(request, true, searcher.getIndexReader());
        Map<String, List<String>> byId = new LinkedHashMap<>();
        if (!built.empty()) {
            TopDocs top = searcher.search(built.query(), Math.max(CANDIDATES, request.limit() * 10));
            for (ScoreDoc sd : top.scoreDocs) {
                String id = searcher.storedFields().document(sd.doc, Set.of(Fields.ID)).get(Fields.ID);
                if (byId.containsKey(id)) {
                    continue;
                }
                if (byId.size() >= request.limit() * 5) {
                    break; // the hits are re-ranked after this query: a hit shown may come from further down
                }
                byId.put(id, ExplainSummary.of(WordsExplanation.of(searcher, built.query(), sd.doc)));
            }
        }
        List<String> concepts = built.matches().stream().map(m -> m.concept().id() + (m.exact() ? "" : " (typo of '"
                + m.name() + "')")).distinct().toList();
        return new Explanation(concepts, built.step().map(s -> s.number() + (s.scope() == null ? "" : " " + s.scope())
                + (s.edition() == null ? "" : " " + s.edition())).orElse(null), byId);
    }

    /**
     * What {@link #explain} found.
     *
     * @param concepts terms and cards recognised in the query (ids)
     * @param step     the step number recognised, or null
     * @param hits     per hit id, its strongest matching clauses with their share of the score
     */
    public record Explanation(List<String> concepts, String step, Map<String, List<String>> hits) {
    }

    private synchronized QueryBuilder builder() throws IOException, ContentException {
        if (builder == null) {
            org.runbook.search.index.SearchTables tables = store.tables();
            builder = tables != null
                    ? new QueryBuilder(analysis(), tables.concepts(), tables.situations(), weights)
                    : new QueryBuilder(analysis(), new org.runbook.search.query.ConceptIndex(store.corpus(),
                    vocabulary(), analysis().byLang()), weights);
        }
        return builder;
    }

    private synchronized Analyzers.AnalysisSet analysis() throws IOException, ContentException {
        if (analysis == null) {
            analysis = store.tables() != null ? store.tables().analysis().analysis()
                    : Analyzers.forCorpus(store.corpus());
        }
        return analysis;
    }

    private synchronized org.runbook.search.query.Vocabulary vocabulary() throws IOException, ContentException {
        if (vocabulary == null) {
            vocabulary = store.vocabulary() != null ? store.vocabulary()
                    : new org.runbook.search.query.Vocabulary(store.corpus());
        }
        return vocabulary;
    }

    private synchronized org.runbook.search.analysis.LanguageGuess languageGuess() throws IOException,
            ContentException {
        if (languageGuess == null) {
            languageGuess = store.tables() != null ? store.tables().analysis().languageGuess()
                    : new org.runbook.search.analysis.LanguageGuess(store.corpus());
        }
        return languageGuess;
    }

    private synchronized org.runbook.search.suggest.Suggester suggester() throws IOException, ContentException {
        if (suggester == null) {
            suggester = new org.runbook.search.suggest.Suggester(store.corpus());
        }
        return suggester;
    }

    /** The data searched. */
    public SearchData data() {
        return store;
    }
}
