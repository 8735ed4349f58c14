package org.runbook.search.query;

import org.apache.lucene.analysis.Analyzer;
import org.apache.lucene.index.IndexReader;
import org.apache.lucene.index.Term;
import org.apache.lucene.search.BooleanClause.Occur;
import org.apache.lucene.search.BooleanQuery;
import org.apache.lucene.search.ConstantScoreQuery;
import org.apache.lucene.search.Query;
import org.apache.lucene.search.TermQuery;
import org.apache.lucene.queries.function.FunctionScoreQuery;
import org.runbook.engine.game.Lang;
import org.runbook.search.SearchRequest;
import org.runbook.search.analysis.Analyzers;
import org.runbook.search.analysis.Fields;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * Builds a Lucene query from typed words, by hand, never through a query parser. The words are analyzed once per
 * language (a query may be in any of them) and once as names; glossary terms and card names recognised in the
 * words are expanded into their names in every language; entries naming every recognised card are lifted first;
 * a step number ("étape 2.3") looks for that step; a situation the words describe without naming its rule
 * ({@link Situations}) lifts the entries that rule on it; filters become filter clauses.
 */
public final class QueryBuilder {
    /** Distinct words looked for at most, per language: keeps any query far below Lucene's clause limit. */
    public static final int MAX_TERMS = 24;
    private static final int MAX_FUZZY = 4;
    private static final int MAX_SITUATIONS = 3;
    private static final float SITUATION_DECAY = 0.85f;

    private final Map<Lang, Analyzer> analyzers;
    private final Analyzer names;
    private final ConceptIndex concepts;
    private final Situations situations;
    private final Weights w;
    private final NameTerms nameTerms;
    private final ConceptClauses conceptClauses;

    /**
     * @param analysis the analyzers the index was built with
     * @param concepts the names to recognise, or null to search the words alone
     */
    public QueryBuilder(Analyzers.AnalysisSet analysis, ConceptIndex concepts) {
        this(analysis, concepts, Weights.DEFAULT);
    }

    /** With other weights than the defaults (for tuning runs). */
    public QueryBuilder(Analyzers.AnalysisSet analysis, ConceptIndex concepts, Weights weights) {
        this(analysis, concepts, concepts == null ? null : Situations.builtIn(id -> true), weights);
    }

    /** With situations already read (the shipped tables'), or null to search without them. */
    public QueryBuilder(Analyzers.AnalysisSet analysis, ConceptIndex concepts, Situations situations,
                        Weights weights) {
        this.w = weights;
        this.concepts = concepts;
        this.situations = situations;
        this.analyzers = analysis.byLang();
        this.names = analysis.names();
        this.nameTerms = concepts == null ? null : new NameTerms(concepts, analyzers);
        this.conceptClauses = new ConceptClauses(weights, nameTerms, concepts);
    }

    /**
     * The query and what it looks for, for highlighting and explanations.
     *
     * @param terms     analyzed words per language
     * @param matches   the glossary terms and cards recognised in the words
     * @param step      the step number named, if any
     */
    public record Built(Query query, Map<Lang, Set<String>> terms, Set<String> nameTerms,
                        List<ConceptIndex.Match> matches, Optional<StepReference> step, boolean empty) {
    }

    /** Starts analyzing every concept name in the background: the same queries, for less work once it is done. */
    public void prepareTables() {
        if (nameTerms != null) {
            nameTerms.start();
        }
    }

    public Built build(SearchRequest request) {
        return build(request, true, null);
    }

    /**
     * @param fuzzy false leaves out the typo-tolerant word clauses (the fallback when a query grows too large)
     * @param index the index the query will run on, or null: with it, a word or name clause on a field where none of
     *              its words occur is left out (it could match nothing, so the scores are the same with fewer clauses)
     */
    public Built build(SearchRequest request, boolean fuzzy, IndexReader index) {
        return build(request, fuzzy, index, true);
    }

    /** @param dropEmptyPhrases false keeps the phrases that match nothing (the tests' reference) */
    Built build(SearchRequest request, boolean fuzzy, IndexReader index, boolean dropEmptyPhrases) {
        PresentTerms present = new PresentTerms(index, dropEmptyPhrases);
        String text = QueryText.clean(request.query());
        List<ConceptIndex.Match> recognised = concepts == null ? List.of() : concepts.recognize(text);
        Intent intent = Intent.of(text, recognised);
        List<ConceptIndex.Match> matches = GameOfSharedNames.keep(recognised, request.game(), intent);
        Optional<StepReference> step = StepReference.find(text).filter(s -> intent.game().equals("anr"));
        String topical = QuestionWords.strip(Intent.withoutGameNames(text), step.isPresent());
        ShouldClauses should = new ShouldClauses();
        Map<Lang, Set<String>> termsByLang = new EnumMap<>(Lang.class);
        boolean any = false;
        String unknown = unknownWords(topical);
        for (Lang lang : Lang.values()) {
            int fuzzyLeft = fuzzy ? MAX_FUZZY : 0;
            Set<String> fuzzyTerms = new LinkedHashSet<>(Tokens.terms(analyzers.get(lang), Fields.of(Fields.BODY, lang),
                    unknown));
            List<String> terms = firstDistinct(Tokens.terms(analyzers.get(lang), Fields.of(Fields.BODY, lang),
                    topical));
            termsByLang.put(lang, new LinkedHashSet<>(terms));
            if (terms.isEmpty()) {
                continue;
            }
            any = true;
            String title = Fields.of(Fields.TITLE, lang);
            String body = Fields.of(Fields.BODY, lang);
            for (String term : terms) {
                if (present.in(title, term)) {
                    should.add(present.term(title, term), w.titleBoost());
                }
                if (present.in(body, term)) {
                    should.add(present.term(body, term));
                }
                if (term.length() >= 5 && fuzzyLeft > 0 && fuzzyTerms.contains(term)) {
                    fuzzyLeft--;
                    Query typos = present.typos(body, term);
                    if (typos != null) {
                        should.add(typos, w.fuzzyBoost());
                    }
                }
            }
            if (terms.size() > 1 && terms.size() <= 8) {
                if (present.all(body, terms)) {
                    should.add(present.livePhrase(body, terms, 2), w.phraseBoost());
                }
                if (present.all(title, terms)) {
                    should.add(present.livePhrase(title, terms, 2), w.phraseBoost() * w.titleBoost());
                }
            }
        }
        List<String> nameTerms = firstDistinct(Tokens.terms(names, Fields.NAMES, text));
        List<Situations.Described> described = situations == null ? List.of()
                : situations.describe(text, request.game() == null || request.game().isBlank()
                ? (intent.named() ? List.of(intent.game()) : ContentGames.ALL) : List.of(request.game().trim()));
        Set<String> recognisedNames = ConceptClauses.recognisedNameTerms(names, matches);
        boolean ruleWords = described.stream().anyMatch(Situations.Described::full)
                || matches.stream().anyMatch(m -> !m.concept().card());
        for (String term : nameTerms) {
            any = true;
            if (!present.in(Fields.NAMES, term)) {
                continue;
            }
            float boost = ruleWords && !recognisedNames.contains(term) ? w.namesBoost() * w.looseNameFactor()
                    : w.namesBoost();
            should.add(present.term(Fields.NAMES, term), boost);
        }
        if (nameTerms.size() > 1 && nameTerms.size() <= 8 && present.all(Fields.NAMES, nameTerms)) {
            should.add(present.livePhrase(Fields.NAMES, nameTerms, 0), w.namesBoost() * w.phraseBoost());
        }
        conceptClauses.add(should, matches, present);
        addSituations(should, described, present);
        step.ifPresent(s -> StepClauses.add(should, s, w));

        BooleanQuery.Builder all = new BooleanQuery.Builder();
        all.add(priors(should.build(), intent), Occur.MUST);
        filter(all, Fields.GAME, request.game());
        filter(all, Fields.KIND, request.kind());
        filter(all, Fields.EDITION, request.edition());
        return new Built(all.build(), termsByLang, new LinkedHashSet<>(nameTerms), matches, step, !any);
    }

    /**
     * The entries of the situations the query describes (those it describes fully first), as constant scores: the
     * first entry of a situation gets the full boost, the next ones a little less, so that the rule itself comes
     * before its glossary term.
     */
    private void addSituations(ShouldClauses should, List<Situations.Described> described, PresentTerms present) {
        List<Situations.Described> fullFirst = new ArrayList<>(described);
        fullFirst.sort(java.util.Comparator.comparing(d -> !d.full()));
        for (Situations.Described d : fullFirst.subList(0, Math.min(MAX_SITUATIONS, fullFirst.size()))) {
            float boost = w.situationBoost() * (d.full() ? 1f : w.nearSituationFactor());
            for (String target : d.situation().targets()) {
                if (present.in(Fields.ID, target)) {
                    should.add(new ConstantScoreQuery(present.term(Fields.ID, target)), boost);
                }
                boost *= SITUATION_DECAY;
            }
        }
    }

    /**
     * Preferences that words alone do not give, as factors on the score: the game the query is about (other games'
     * entries count less), and rulings rather than glossary definitions or card facts unless a definition is asked.
     */
    private Query priors(Query words, Intent intent) {
        return new FunctionScoreQuery(words, new PriorSource(intent, w));
    }

    /**
     * The words of the query that the corpus never uses (typos, mostly): only they are looked for with typos, which
     * keeps queries of real words fast. Without a vocabulary every word counts as unknown.
     */
    private String unknownWords(String text) {
        if (concepts == null) {
            return text;
        }
        StringBuilder b = new StringBuilder();
        for (String word : WHITESPACE.split(text)) {
            String folded = Folded.of(word);
            boolean known = !folded.isEmpty();
            for (String part : folded.split(" ")) {
                known &= concepts.vocabulary().contains(part);
            }
            if (!known) {
                b.append(word).append(' ');
            }
        }
        return b.toString();
    }

    /** Runs of white space between words, compiled once rather than by {@code String.split} at every query. */
    private static final java.util.regex.Pattern WHITESPACE = java.util.regex.Pattern.compile("\\s+");

    /** The terms in order, each once, at most {@link #MAX_TERMS}; phrases are built from this list. */
    private static List<String> firstDistinct(List<String> terms) {
        return new LinkedHashSet<>(terms).stream().limit(MAX_TERMS).toList();
    }

    private static void filter(BooleanQuery.Builder b, String field, String value) {
        if (value != null && !value.isBlank()) {
            b.add(new TermQuery(new Term(field, value.trim())), Occur.FILTER);
        }
    }
}
