package org.runbook.search.query;

import org.apache.lucene.analysis.Analyzer;
import org.apache.lucene.index.IndexReader;
import org.apache.lucene.index.Term;
import org.apache.lucene.index.TermStates;
import org.apache.lucene.search.BooleanClause.Occur;
import org.apache.lucene.search.BooleanQuery;
import org.apache.lucene.search.BoostQuery;
import org.apache.lucene.search.ConstantScoreQuery;
import org.apache.lucene.search.FuzzyQuery;
import org.apache.lucene.search.PhraseQuery;
import org.apache.lucene.search.Query;
import org.apache.lucene.search.TermInSetQuery;
import org.apache.lucene.search.TermQuery;
import org.apache.lucene.util.BytesRef;
import org.apache.lucene.queries.function.FunctionScoreQuery;
import org.runbook.engine.game.Lang;
import org.runbook.engine.game.GameRegistry;
import org.runbook.search.SearchRequest;
import org.runbook.search.analysis.Analyzers;
import org.runbook.search.analysis.Fields;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.LinkedHashMap;
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
    /** The edition a step number without an edition refers to (Android: Netrunner's current one). */
    private static final String STEP_EDITION = GameRegistry.defaultEdition("anr");
    private static final int MAX_FUZZY = 4;
    private static final int MAX_CONCEPTS = 6;
    private static final int MAX_SITUATIONS = 3;
    private static final float SITUATION_DECAY = 0.85f;

    private final Map<Lang, Analyzer> analyzers;
    private final Analyzer names;
    private final ConceptIndex concepts;
    private final Situations situations;
    private final Weights w;
    private final NameTerms nameTerms;

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
        Present present = new Present(index);
        String text = QueryText.clean(request.query());
        List<ConceptIndex.Match> matches = concepts == null ? List.of() : concepts.recognize(text);
        Intent intent = Intent.of(text, matches);
        Optional<StepReference> step = StepReference.find(text).filter(s -> intent.game().equals("anr"));
        String topical = QuestionWords.strip(Intent.withoutGameNames(text), step.isPresent());
        BooleanQuery.Builder should = new BooleanQuery.Builder();
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
                    should.add(new BoostQuery(present.term(title, term), w.titleBoost()), Occur.SHOULD);
                }
                if (present.in(body, term)) {
                    should.add(present.term(body, term), Occur.SHOULD);
                }
                if (term.length() >= 5 && fuzzyLeft > 0 && fuzzyTerms.contains(term)) {
                    fuzzyLeft--;
                    should.add(new BoostQuery(new FuzzyQuery(new Term(body, term), 1, 2, 10, true), w.fuzzyBoost()),
                            Occur.SHOULD);
                }
            }
            if (terms.size() > 1 && terms.size() <= 8) {
                if (present.all(body, terms)) {
                    should.add(new BoostQuery(phrase(body, terms, 2), w.phraseBoost()), Occur.SHOULD);
                }
                if (present.all(title, terms)) {
                    should.add(new BoostQuery(phrase(title, terms, 2), w.phraseBoost() * w.titleBoost()),
                            Occur.SHOULD);
                }
            }
        }
        List<String> nameTerms = firstDistinct(Tokens.terms(names, Fields.NAMES, text));
        List<Situations.Described> described = situations == null ? List.of()
                : situations.describe(text, request.game() == null || request.game().isBlank()
                ? (intent.named() ? List.of(intent.game()) : ContentGames.ALL) : List.of(request.game().trim()));
        Set<String> recognisedNames = recognisedNameTerms(matches);
        boolean ruleWords = described.stream().anyMatch(Situations.Described::full)
                || matches.stream().anyMatch(m -> !m.concept().card());
        for (String term : nameTerms) {
            any = true;
            if (!present.in(Fields.NAMES, term)) {
                continue;
            }
            float boost = ruleWords && !recognisedNames.contains(term) ? w.namesBoost() * w.looseNameFactor()
                    : w.namesBoost();
            should.add(new BoostQuery(present.term(Fields.NAMES, term), boost), Occur.SHOULD);
        }
        if (nameTerms.size() > 1 && nameTerms.size() <= 8 && present.all(Fields.NAMES, nameTerms)) {
            should.add(new BoostQuery(phrase(Fields.NAMES, nameTerms, 0), w.namesBoost() * w.phraseBoost()), Occur.SHOULD);
        }
        addConcepts(should, matches, present);
        addSituations(should, described);
        step.ifPresent(s -> addStep(should, s));

        BooleanQuery.Builder all = new BooleanQuery.Builder();
        all.add(priors(should.build(), intent), Occur.MUST);
        filter(all, Fields.GAME, request.game());
        filter(all, Fields.KIND, request.kind());
        filter(all, Fields.EDITION, request.edition());
        return new Built(all.build(), termsByLang, new LinkedHashSet<>(nameTerms), matches, step, !any);
    }

    private void addConcepts(BooleanQuery.Builder should, List<ConceptIndex.Match> matches, Present present) {
        Map<String, ConceptIndex.Match> distinct = new LinkedHashMap<>();
        for (ConceptIndex.Match m : matches) {
            distinct.putIfAbsent(m.concept().id(), m);
        }
        List<Query> cardGroups = new ArrayList<>();
        Map<String, Boolean> cardTitles = new LinkedHashMap<>();
        int n = 0;
        for (ConceptIndex.Match m : distinct.values()) {
            if (n++ >= MAX_CONCEPTS) {
                break;
            }
            Concept c = m.concept();
            if (c.card()) {
                for (String code : c.codes()) {
                    should.add(new BoostQuery(new TermQuery(new Term(Fields.ID, "card:" + code)), w.cardBoost()),
                            Occur.SHOULD);
                }
                Query group = new TermInSetQuery(Fields.CARDS, c.codes().stream().map(BytesRef::new).toList());
                should.add(new BoostQuery(new ConstantScoreQuery(group), w.cardBoost()), Occur.SHOULD);
                if (cardTitles.putIfAbsent(m.name(), true) == null) {
                    cardGroups.add(group);
                }
            } else {
                should.add(new BoostQuery(new ConstantScoreQuery(new TermQuery(new Term(Fields.LINKS, c.id()))),
                        w.linksConceptBoost()), Occur.SHOULD);
                if (!c.links().isEmpty()) {
                    Query used = new TermInSetQuery(Fields.ID, c.links().stream().distinct().limit(12)
                            .map(BytesRef::new).toList());
                    should.add(new BoostQuery(new ConstantScoreQuery(used), w.termUsesBoost()), Occur.SHOULD);
                }
            }
            addNames(should, c, present);
        }
        if (cardGroups.size() >= 2) {
            BooleanQuery.Builder every = new BooleanQuery.Builder();
            cardGroups.forEach(g -> every.add(g, Occur.MUST));
            should.add(new BoostQuery(new ConstantScoreQuery(every.build()), w.allCardsBoost()), Occur.SHOULD);
        }
    }

    /**
     * The entries of the situations the query describes (those it describes fully first), as constant scores: the
     * first entry of a situation gets the full boost, the next ones a little less, so that the rule itself comes
     * before its glossary term.
     */
    private void addSituations(BooleanQuery.Builder should, List<Situations.Described> described) {
        List<Situations.Described> fullFirst = new ArrayList<>(described);
        fullFirst.sort(java.util.Comparator.comparing(d -> !d.full()));
        for (Situations.Described d : fullFirst.subList(0, Math.min(MAX_SITUATIONS, fullFirst.size()))) {
            float boost = w.situationBoost() * (d.full() ? 1f : w.nearSituationFactor());
            for (String target : d.situation().targets()) {
                should.add(new BoostQuery(new ConstantScoreQuery(new TermQuery(new Term(Fields.ID, target))), boost),
                        Occur.SHOULD);
                boost *= SITUATION_DECAY;
            }
        }
    }

    /**
     * The name terms of the cards and terms recognised in the query: a word of the query that is only part of some
     * other card's name ("mean" of Lean and Mean) is not among them, and counts less when the query carries rule words.
     */
    private Set<String> recognisedNameTerms(List<ConceptIndex.Match> matches) {
        Set<String> out = new java.util.HashSet<>();
        for (ConceptIndex.Match m : matches) {
            out.addAll(Tokens.terms(names, Fields.NAMES, m.name()));
        }
        return out;
    }

    /** The concept's names in each language, as phrases in that language's fields. */
    private void addNames(BooleanQuery.Builder should, Concept c, Present present) {
        c.names().forEach((lang, list) -> {
            for (int k = 0; k < Math.min(list.size(), NameTerms.PER_LANG); k++) {
                List<String> terms = nameTerms.of(c, lang, k);
                if (terms.isEmpty() || terms.size() > 6) {
                    continue;
                }
                String bodyField = Fields.of(Fields.BODY, lang);
                String titleField = Fields.of(Fields.TITLE, lang);
                if (present.all(bodyField, terms)) {
                    Query body = terms.size() == 1 ? present.term(bodyField, terms.get(0))
                            : phrase(bodyField, terms, 1);
                    should.add(new BoostQuery(body, w.conceptNameBoost()), Occur.SHOULD);
                }
                if (present.all(titleField, terms)) {
                    Query title = terms.size() == 1 ? present.term(titleField, terms.get(0))
                            : phrase(titleField, terms, 1);
                    should.add(new BoostQuery(title, w.conceptNameBoost() * w.titleBoost()), Occur.SHOULD);
                }
            }
        });
    }

    /**
     * Preferences that words alone do not give, as factors on the score: the game the query is about (other games'
     * entries count less), and rulings rather than glossary definitions or card facts unless a definition is asked.
     */
    private Query priors(Query words, Intent intent) {
        return new FunctionScoreQuery(words, new PriorSource(intent, w));
    }

    private void addStep(BooleanQuery.Builder should, StepReference s) {
        BooleanQuery.Builder step = new BooleanQuery.Builder();
        step.add(new TermQuery(new Term(Fields.NUMBER, s.number())), Occur.MUST);
        step.add(new BoostQuery(new TermQuery(new Term(Fields.EDITION, s.edition() == null ? STEP_EDITION
                : s.edition())), 0.5f), Occur.SHOULD);
        if (s.scope() != null) {
            step.add(new BoostQuery(new TermQuery(new Term(Fields.SCOPE, s.scope())), 0.5f), Occur.SHOULD);
        }
        should.add(new BoostQuery(new ConstantScoreQuery(step.build()), w.stepBoost()), Occur.SHOULD);
        BooleanQuery.Builder preferred = new BooleanQuery.Builder();
        preferred.add(new TermQuery(new Term(Fields.NUMBER, s.number())), Occur.MUST);
        preferred.add(new TermQuery(new Term(Fields.EDITION, s.edition() == null ? STEP_EDITION : s.edition())),
                Occur.MUST);
        if (s.scope() != null) {
            preferred.add(new TermQuery(new Term(Fields.SCOPE, s.scope())), Occur.MUST);
        }
        should.add(new BoostQuery(new ConstantScoreQuery(preferred.build()), w.stepBoost() / 2), Occur.SHOULD);
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
        for (String word : text.split("\\s+")) {
            String folded = org.runbook.search.suggest.Suggester.fold(word).strip();
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

    /** The terms in order, each once, at most {@link #MAX_TERMS}; phrases are built from this list. */
    private static List<String> firstDistinct(List<String> terms) {
        return new LinkedHashSet<>(terms).stream().limit(MAX_TERMS).toList();
    }

    /**
     * Whether a term occurs in a field of the index (always, without an index); each term looked up once, and a term
     * query built from what the look-up found, so that Lucene does not look it up again.
     */
    private static final class Present {
        private final org.apache.lucene.search.IndexSearcher searcher;
        private final Map<Term, Optional<TermStates>> known = new java.util.HashMap<>();
        private final org.runbook.search.index.TermLookup lookup;

        Present(IndexReader index) {
            this.searcher = index == null ? null : new org.apache.lucene.search.IndexSearcher(index);
            this.lookup = index == null ? null : new org.runbook.search.index.TermLookup(index.getContext());
        }

        private Optional<TermStates> states(Term t) {
            return known.computeIfAbsent(t, k -> {
                try {
                    return Optional.of(lookup.states(k)); // as TermStates.build finds them, for less work
                } catch (java.io.IOException e) {
                    return Optional.empty(); // unknown: keep the clause, as without an index
                }
            });
        }

        boolean in(String field, String term) {
            if (searcher == null) {
                return true;
            }
            return states(new Term(field, term)).map(s -> s.docFreq() > 0).orElse(true);
        }

        /** A term query, with the term's statistics when they were looked up. */
        Query term(String field, String term) {
            Term t = new Term(field, term);
            if (searcher == null) {
                return new TermQuery(t);
            }
            return states(t).map(s -> (Query) new TermQuery(t, s)).orElseGet(() -> new TermQuery(t));
        }

        boolean all(String field, List<String> terms) {
            for (String t : terms) {
                if (!in(field, t)) {
                    return false;
                }
            }
            return true;
        }
    }

    private static void filter(BooleanQuery.Builder b, String field, String value) {
        if (value != null && !value.isBlank()) {
            b.add(new TermQuery(new Term(field, value.trim())), Occur.FILTER);
        }
    }

    private static Query phrase(String field, List<String> terms, int slop) {
        PhraseQuery.Builder p = new PhraseQuery.Builder().setSlop(slop);
        for (int i = 0; i < terms.size(); i++) {
            p.add(new Term(field, terms.get(i)), i);
        }
        return p.build();
    }
}
