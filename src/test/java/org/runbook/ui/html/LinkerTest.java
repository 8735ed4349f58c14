package org.runbook.ui.html;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.runbook.corpus.Corpus;
import org.runbook.corpus.Entry;
import org.runbook.corpus.Fixtures;
import org.runbook.corpus.Kind;
import org.runbook.engine.game.Lang;
import org.runbook.ui.i18n.Messages;
import org.runbook.ui.reading.EntryHtml;

import java.util.Set;

import static org.assertj.core.api.Assertions.assertThat;

/** Step references, card names and terms become links when an entry is rendered, never to the page itself. */
class LinkerTest {

    private static Corpus corpus;

    @BeforeAll
    static void load() throws Exception {
        corpus = Corpus.load(Fixtures.builtInContent());
    }

    @Test
    void stepReferencesLinkToTheStepsOfTheSameChart() {
        Entry step = corpus.get("step:anr-2012/run-2.2").orElseThrow();

        String md = Linker.of(corpus).link(step, step.text(Lang.EN), Lang.EN, Set.of(step.id()));

        assertThat(md).contains("[step 6](runbook:step:anr-2012/run-6)")
                .contains("[step 2.3](runbook:step:anr-2012/run-2.3)");
        String de = Linker.of(corpus).link(step, step.text(Lang.DE), Lang.DE, Set.of(step.id()));
        assertThat(de).containsPattern("\\[Schritt 6]\\(runbook:step:anr-2012/run-6\\)");
    }

    @Test
    void severalStepsInOneReferenceAreEachALink() {
        Entry e = corpus.get("step:anr-2017/run-1").orElseThrow();

        String md = Linker.of(corpus).link(e, "See steps 2.2 and 4, or étapes 5.5.1 et 6.", Lang.EN, Set.of(e.id()));

        assertThat(md).isEqualTo("See [steps 2.2](runbook:step:anr-2017/run-2.2) and [4](runbook:step:anr-2017/run-4),"
                + " or [étapes 5.5.1](runbook:step:anr-2017/run-5.5.1) et [6](runbook:step:anr-2017/run-6).");
    }

    @Test
    void noEntryLinksToItselfAndEveryCardPageLinksNoPrintingOfItself() {
        Messages m = Messages.of("en");
        for (Entry e : corpus.entries()) {
            if (e.kind() == Kind.CARD && !corpus.naming(e.id().substring(5)).isEmpty() || e.kind() == Kind.FAQ
                    || e.kind() == Kind.STEP) {
                String html = EntryHtml.render(corpus, e, Lang.EN, m, null);
                assertThat(html).as(e.id()).doesNotContain("href='runbook:" + e.id() + "'")
                        .doesNotContain("href=\"runbook:" + e.id() + "\"");
            }
        }
        String ff = EntryHtml.render(corpus, corpus.card("20029").orElseThrow(), Lang.EN, m, null);
        assertThat(ff).doesNotContain("runbook:card:20029\"").doesNotContain("runbook:card:01026\"")
                .contains("runbook:card:01026'");
    }

    @Test
    void aBoldCardNameOrTermBecomesALinkAndWrittenLinksAreKept() {
        Entry e = corpus.get("step:anr-2017/run-1").orElseThrow();

        String md = Linker.of(corpus).link(e, "**Femme Fatale** meets **ice**; see [[term:anr/run|the run]].",
                Lang.EN, Set.of(e.id()));

        assertThat(md).contains("**[Femme Fatale](runbook:card:01026)**").contains("**[ice](runbook:term:anr/ice)**")
                .contains("[the run](runbook:term:anr/run)");
    }
}
