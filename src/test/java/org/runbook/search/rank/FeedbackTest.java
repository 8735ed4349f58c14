package org.runbook.search.rank;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.runbook.search.SearchHit;
import org.runbook.search.SearchRequest;
import org.runbook.search.SearchService;
import org.runbook.search.index.BuiltInIndex;
import org.runbook.search.query.Weights;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** The second look at long questions, through the search as the app asks it: what it may change and what not. */
class FeedbackTest {

    @RegisterExtension
    static final BuiltInIndex.PerClass INDEX = new BuiltInIndex.PerClass("runbook-feedback");

    private static final Weights.Feedback ON = Weights.Feedback.DEFAULT.weighing(0.4f);
    private static final Weights.Feedback OFF = Weights.Feedback.DEFAULT.weighing(0f);

    /** Long questions of our own, in the three languages, describing a situation in plain words. */
    private static final List<String> LONG = List.of(
            "my opponent put a program on top of one of my ice and now I want to know what happens to it when the ice goes",
            "je joue le runner et je n'ai plus de cartes dans ma pile, est-ce que je perds la partie tout de suite",
            "wenn ich beim Run in den Server auf ein Ice treffe und keinen passenden Eisbrecher habe, was passiert dann",
            "how many cards from other factions may I put into my deck before it stops being a legal deck");

    private static List<SearchHit> hits(SearchService service, String query, int limit) throws Exception {
        return service.search(new SearchRequest(query, null, null, null, null, limit)).hits();
    }

    @Test
    void aShortQuestionIsAnsweredExactlyAsWithoutTheSecondLook() throws Exception {
        SearchService on = new SearchService(INDEX.store()).withFeedback(ON);
        SearchService off = new SearchService(INDEX.store()).withFeedback(OFF);
        for (String query : List.of("score an agenda", "jack out", "Ice rezzen Kosten", "glace non rezzée")) {
            assertThat(hits(on, query, 40)).as(query).isEqualTo(hits(off, query, 40));
        }
    }

    @Test
    void aLongQuestionOnlyReordersTheFirstTenEntries() throws Exception {
        SearchService on = new SearchService(INDEX.store()).withFeedback(ON);
        SearchService off = new SearchService(INDEX.store()).withFeedback(OFF);
        int reordered = 0;
        for (String query : LONG) {
            List<String> with = hits(on, query, 40).stream().map(SearchHit::id).toList();
            List<String> without = hits(off, query, 40).stream().map(SearchHit::id).toList();
            assertThat(with.subList(0, 10)).as(query).containsExactlyInAnyOrderElementsOf(without.subList(0, 10));
            assertThat(with.subList(10, with.size())).as(query).isEqualTo(without.subList(10, without.size()));
            reordered += with.equals(without) ? 0 : 1;
        }
        assertThat(reordered).as("long questions whose first ten the second look reorders").isPositive();
    }

    @Test
    void theFirstTenOfALongQuestionDoNotDependOnHowManyHitsAreAsked() throws Exception {
        SearchService on = new SearchService(INDEX.store()).withFeedback(ON);
        for (String query : LONG) {
            assertThat(hits(on, query, 10)).as(query).isEqualTo(hits(on, query, 40).subList(0, 10));
        }
    }

    @Test
    void aConfidentFirstHitIsLeftAlone() throws Exception {
        Weights.Feedback d = ON;
        SearchService never = new SearchService(INDEX.store()).withFeedback(new Weights.Feedback(d.minWords(),
                d.docs(), d.terms(), d.termWeight(), d.maxShare(), 1f)); // every first hit is at least its own score
        SearchService off = new SearchService(INDEX.store()).withFeedback(OFF);
        for (String query : LONG) {
            assertThat(hits(never, query, 20)).as(query).isEqualTo(hits(off, query, 20));
        }
    }
}
