package org.runbook.search.query;

import org.apache.lucene.index.Term;
import org.apache.lucene.search.Query;
import org.apache.lucene.search.QueryVisitor;
import org.runbook.corpus.ContentLocation;
import org.runbook.corpus.Fixtures;
import org.runbook.search.SearchRequest;
import org.runbook.search.analysis.Analyzers;
import org.runbook.search.eval.Question;
import org.runbook.search.eval.QuestionSet;
import org.runbook.search.index.IndexStore;

import java.nio.file.Files;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * A developer's tool, not a test: the size of Runbook's queries over the first question set (the questions
 * {@code bench search} asks), as leaf clauses and distinct terms per query: median, p90 and maximum, as built and as
 * Lucene runs them (after its rewrite: copies merged, typo and id-set clauses expanded into their terms). Run:
 * {@code java -cp target/classes:target/test-classes:$(cat cp.txt) org.runbook.search.query.QuerySizeReport [a query to print]}.
 */
public final class QuerySizeReport {

    private QuerySizeReport() {
    }

    /** Leaf clauses (term, phrase, fuzzy... queries) and the distinct terms they look for. */
    public record Size(int leaves, int terms) {
    }

    public static Size of(Query q) {
        int[] leaves = {0};
        Set<Term> terms = new HashSet<>();
        q.visit(new QueryVisitor() {
            @Override
            public void consumeTerms(Query query, Term... ts) {
                leaves[0]++;
                terms.addAll(List.of(ts));
            }

            @Override
            public void visitLeaf(Query query) {
                leaves[0]++;
            }

            @Override
            public QueryVisitor getSubVisitor(org.apache.lucene.search.BooleanClause.Occur occur, Query parent) {
                return this;
            }
        });
        return new Size(leaves[0], terms.size());
    }

    public static void main(String[] args) throws Exception {
        var dir = Files.createTempDirectory("runbook-size");
        try (IndexStore store = IndexStore.open(new ContentLocation(Fixtures.builtInContent(), dir.resolve("index"),
                false), m -> { })) {
            QueryBuilder builder = new QueryBuilder(Analyzers.forCorpus(store.corpus()),
                    new ConceptIndex(store.corpus(), new Vocabulary(store.corpus())));
            if (args.length > 0) {
                System.out.println(builder.build(new SearchRequest(String.join(" ", args), null, null, null, null,
                        10), true, store.reader()).query().toString().replace(" (", "\n ("));
                return;
            }
            List<Integer> leaves = new ArrayList<>();
            List<Integer> terms = new ArrayList<>();
            List<Integer> runLeaves = new ArrayList<>();
            List<Integer> runTerms = new ArrayList<>();
            org.apache.lucene.search.IndexSearcher searcher = new org.apache.lucene.search.IndexSearcher(store.reader());
            for (Question q : QuestionSet.load()) {
                Query built = builder.build(new SearchRequest(q.text(), null, null, null, null, 10), true,
                        store.reader()).query();
                Size s = of(built);
                leaves.add(s.leaves());
                terms.add(s.terms());
                Size r = of(searcher.rewrite(built));
                runLeaves.add(r.leaves());
                runTerms.add(r.terms());
            }
            print("as built", leaves, terms);
            print("as run (rewritten)", runLeaves, runTerms);
        }
    }

    private static void print(String what, List<Integer> leaves, List<Integer> terms) {
        leaves.sort(null);
        terms.sort(null);
        System.out.printf(what + ", %d queries: leaf clauses median %d, p90 %d, max %d; distinct terms median %d,"
                + " p90 %d, max %d%n", leaves.size(), leaves.get(leaves.size() / 2),
                leaves.get(leaves.size() * 9 / 10), leaves.get(leaves.size() - 1), terms.get(terms.size() / 2),
                terms.get(terms.size() * 9 / 10), terms.get(terms.size() - 1));
    }
}
