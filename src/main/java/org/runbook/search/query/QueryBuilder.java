package org.runbook.search.query;

import org.apache.lucene.analysis.Analyzer;
import org.apache.lucene.index.Term;
import org.apache.lucene.search.BooleanClause.Occur;
import org.apache.lucene.search.BooleanQuery;
import org.apache.lucene.search.BoostQuery;
import org.apache.lucene.search.FuzzyQuery;
import org.apache.lucene.search.PhraseQuery;
import org.apache.lucene.search.Query;
import org.apache.lucene.search.TermQuery;
import org.runbook.corpus.Lang;
import org.runbook.search.SearchRequest;
import org.runbook.search.analysis.Analyzers;
import org.runbook.search.analysis.Fields;

import java.util.EnumMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Builds a Lucene query from typed words, by hand, never through a query parser: the words are analyzed once per
 * language (the query may be in any of them) and once as names; filters become filter clauses.
 */
public final class QueryBuilder {

    private static final float TITLE_BOOST = 2.5f;
    private static final float NAMES_BOOST = 1.5f;
    private static final float PHRASE_BOOST = 2f;
    private static final float FUZZY_BOOST = 0.3f;
    /** Distinct words looked for at most, per language: keeps any query far below Lucene's clause limit. */
    public static final int MAX_TERMS = 24;

    private final Map<Lang, Analyzer> analyzers = new EnumMap<>(Lang.class);
    private final Analyzer names = Analyzers.names();

    public QueryBuilder() {
        for (Lang lang : Lang.values()) {
            analyzers.put(lang, Analyzers.forLanguage(lang));
        }
    }

    /** The query and the terms it looks for, per language, for highlighting. */
    public record Built(Query query, Map<Lang, Set<String>> terms, Set<String> nameTerms, boolean empty) {
    }

    public Built build(SearchRequest request) {
        String text = QueryText.clean(request.query());
        BooleanQuery.Builder words = new BooleanQuery.Builder();
        Map<Lang, Set<String>> termsByLang = new EnumMap<>(Lang.class);
        boolean any = false;
        for (Lang lang : Lang.values()) {
            List<String> terms = firstDistinct(Tokens.terms(analyzers.get(lang), Fields.of(Fields.BODY, lang), text));
            termsByLang.put(lang, new LinkedHashSet<>(terms));
            if (terms.isEmpty()) {
                continue;
            }
            any = true;
            String title = Fields.of(Fields.TITLE, lang);
            String body = Fields.of(Fields.BODY, lang);
            for (String term : new LinkedHashSet<>(terms)) {
                words.add(new BoostQuery(new TermQuery(new Term(title, term)), TITLE_BOOST), Occur.SHOULD);
                words.add(new TermQuery(new Term(body, term)), Occur.SHOULD);
                if (term.length() >= 5) {
                    words.add(new BoostQuery(new FuzzyQuery(new Term(body, term), 1, 2), FUZZY_BOOST), Occur.SHOULD);
                }
            }
            if (terms.size() > 1 && terms.size() <= 8) {
                words.add(new BoostQuery(phrase(body, terms, 2), PHRASE_BOOST), Occur.SHOULD);
                words.add(new BoostQuery(phrase(title, terms, 2), PHRASE_BOOST * TITLE_BOOST), Occur.SHOULD);
            }
        }
        List<String> nameTerms = firstDistinct(Tokens.terms(names, Fields.NAMES, text));
        for (String term : new LinkedHashSet<>(nameTerms)) {
            any = true;
            words.add(new BoostQuery(new TermQuery(new Term(Fields.NAMES, term)), NAMES_BOOST), Occur.SHOULD);
        }
        if (nameTerms.size() > 1 && nameTerms.size() <= 8) {
            words.add(new BoostQuery(phrase(Fields.NAMES, nameTerms, 0), NAMES_BOOST * PHRASE_BOOST), Occur.SHOULD);
        }
        BooleanQuery.Builder all = new BooleanQuery.Builder();
        all.add(words.build(), Occur.MUST);
        filter(all, Fields.GAME, request.game());
        filter(all, Fields.KIND, request.kind());
        filter(all, Fields.EDITION, request.edition());
        return new Built(all.build(), termsByLang, new LinkedHashSet<>(nameTerms), !any);
    }

    /** The terms in order, each once, at most {@link #MAX_TERMS}; phrases are built from this list. */
    private static List<String> firstDistinct(List<String> terms) {
        return new LinkedHashSet<>(terms).stream().limit(MAX_TERMS).toList();
    }

    private static void filter(BooleanQuery.Builder b, String field, String value) {
        if (value != null && !value.isBlank()) {
            b.add(new TermQuery(new Term(field, value.trim())), Occur.FILTER);
        }
    }

    private static Query phrase(String field, List<String> terms, int slop) {
        PhraseQuery.Builder p = new PhraseQuery.Builder().setSlop(slop);
        for (String t : terms) {
            p.add(new Term(field, t));
        }
        return p.build();
    }
}
