package org.runbook.search.query;

import org.apache.lucene.analysis.Analyzer;
import org.apache.lucene.index.Term;
import org.apache.lucene.search.BooleanClause.Occur;
import org.apache.lucene.search.BooleanQuery;
import org.apache.lucene.search.ConstantScoreQuery;
import org.apache.lucene.search.Query;
import org.apache.lucene.search.TermQuery;
import org.runbook.engine.game.Lang;
import org.runbook.search.analysis.Fields;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The clauses of the glossary terms and cards recognised in a query: a card's own entry and the entries about it, a
 * term's entries and those the glossary points to from it, and the concept's names in every language.
 */
final class ConceptClauses {
    private static final int MAX_CONCEPTS = 6;

    /** Each language's body and title fields, made once (the same strings, their hashes kept, for every query). */
    private static final Map<Lang, String> BODY = fields(Fields.BODY);
    private static final Map<Lang, String> TITLE = fields(Fields.TITLE);

    private static Map<Lang, String> fields(String base) {
        Map<Lang, String> out = new EnumMap<>(Lang.class);
        for (Lang lang : Lang.values()) {
            out.put(lang, Fields.of(base, lang));
        }
        return out;
    }

    private final Weights w;
    private final NameTerms nameTerms;
    private final ConceptIndex concepts;

    ConceptClauses(Weights w, NameTerms nameTerms, ConceptIndex concepts) {
        this.w = w;
        this.nameTerms = nameTerms;
        this.concepts = concepts;
    }

    void add(ShouldClauses should, List<ConceptIndex.Match> matches, PresentTerms present) {
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
                    if (present.in(Fields.ID, "card:" + code)) {
                        should.add(present.term(Fields.ID, "card:" + code), w.cardBoost());
                    }
                }
                Query group = present.anyOf(Fields.CARDS, c.codes());
                if (group != null) {
                    should.add(new ConstantScoreQuery(group), w.cardBoost());
                }
                if (cardTitles.putIfAbsent(m.name(), true) == null) {
                    cardGroups.add(group);
                }
            } else {
                if (present.in(Fields.LINKS, c.id())) {
                    should.add(new ConstantScoreQuery(present.term(Fields.LINKS, c.id())), w.linksConceptBoost());
                }
                Query used = present.anyOf(Fields.ID, c.links().stream().distinct().limit(12).toList());
                if (used != null) {
                    should.add(new ConstantScoreQuery(used), w.termUsesBoost());
                }
            }
            addNames(should, c, present);
        }
        if (cardGroups.size() >= 2 && !cardGroups.contains(null)) { // a group that finds nothing: so does "every"
            BooleanQuery.Builder every = new BooleanQuery.Builder();
            cardGroups.forEach(g -> every.add(g, Occur.MUST));
            should.add(new ConstantScoreQuery(every.build()), w.allCardsBoost());
        }
    }

    /**
     * The concept's names in each language, as phrases in that language's fields, except in a language the term
     * has names but no text in ({@link ConceptIndex#looksFor}).
     */
    private void addNames(ShouldClauses should, Concept c, PresentTerms present) {
        c.names().forEach((lang, list) -> {
            if (!concepts.looksFor(c, lang)) {
                return; // no entry of the term's own in that language: its names there would find other games'
            }
            String bodyField = BODY.get(lang);
            String titleField = TITLE.get(lang);
            for (int k = 0; k < Math.min(list.size(), NameTerms.PER_LANG); k++) {
                List<String> terms = nameTerms.of(c, lang, k);
                if (terms.isEmpty() || terms.size() > 6) {
                    continue;
                }
                if (present.all(bodyField, terms)) {
                    Query body = terms.size() == 1 ? present.term(bodyField, terms.get(0))
                            : present.livePhrase(bodyField, terms, 1);
                    should.add(body, w.conceptNameBoost());
                }
                if (present.all(titleField, terms)) {
                    Query title = terms.size() == 1 ? present.term(titleField, terms.get(0))
                            : present.livePhrase(titleField, terms, 1);
                    should.add(title, w.conceptNameBoost() * w.titleBoost());
                }
            }
        });
    }

    /**
     * The name terms of the cards and terms recognised in the query: a word of the query that is only part of some
     * other card's name ("mean" of Lean and Mean) is not among them, and counts less when the query carries rule words.
     */
    static Set<String> recognisedNameTerms(Analyzer names, List<ConceptIndex.Match> matches) {
        Set<String> out = new HashSet<>();
        for (ConceptIndex.Match m : matches) {
            out.addAll(Tokens.terms(names, Fields.NAMES, m.name()));
        }
        return out;
    }
}
