package org.runbook.ui.reading;

import org.junit.jupiter.api.Test;
import org.runbook.corpus.Citation;
import org.runbook.corpus.Corpus;
import org.runbook.corpus.Entry;
import org.runbook.corpus.Fixtures;
import org.runbook.ui.i18n.Messages;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** The rules as books: one per game and edition, sections in the source's order, previous and next. */
class RuleBookTest {

    @Test
    void everyGameHasItsBooksWithSectionsInTheSourcesOrder() throws Exception {
        Corpus corpus = Corpus.load(Fixtures.builtInContent());
        RuleBook rules = new RuleBook(corpus);

        assertThat(rules.books()).extracting(RuleBook.Book::id)
                .contains("anr", "anr/anr-2012", "anr/anr-2017", "nr96").anyMatch(id -> id.startsWith("vr"));
        List<Entry> anr = rules.book("anr").orElseThrow().sections();
        List<Integer> pages = anr.stream().map(e -> e.sources().stream().mapToInt(Citation::page).filter(p -> p > 0)
                .findFirst().orElse(Integer.MAX_VALUE)).toList();
        assertThat(pages).isSorted();
        List<Entry> steps = rules.book("anr/anr-2017").orElseThrow().sections();
        List<String> runSteps = steps.stream().map(Entry::id).filter(id -> id.contains("/run-")).toList();
        assertThat(runSteps.subList(0, 3)).containsExactly("step:anr-2017/run-1", "step:anr-2017/run-2",
                "step:anr-2017/run-2.1");
        assertThat(rules.neighbour("step:anr-2017/run-1", 1).map(Entry::id)).contains("step:anr-2017/run-2");
        assertThat(rules.neighbour(steps.get(0).id(), -1)).isEmpty();
        String contents = BookHtml.contents(rules, rules.book("nr96").orElseThrow(), org.runbook.engine.game.Lang.FR,
                Messages.of("fr"), null);
        assertThat(contents).contains("Sommaire\u00a0: Netrunner 1996\u00a0: règles").contains("1. ");
    }

    @Test
    void anExportedPageIsAStandaloneUtf8HtmlFileWithoutAppLinks() throws Exception {
        String page = "<html><body><h1>Péage</h1><a href='runbook:card:01090'>Tollbooth</a></body></html>";

        String file = PageExport.standalone(page, "Péage & co");

        assertThat(file).startsWith("<!DOCTYPE html>").contains("<meta charset='utf-8'>")
                .contains("<title>Péage &amp; co</title>").contains("<style>").contains("<a>Tollbooth</a>")
                .doesNotContain("runbook:").endsWith("</html>\n");
    }
}
