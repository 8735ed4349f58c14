package org.runbook.ui.reading;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.runbook.cli.Cli;
import org.runbook.corpus.Corpus;
import org.runbook.corpus.CorpusValidator;
import org.runbook.corpus.Entry;
import org.runbook.corpus.Fixtures;
import org.runbook.corpus.Kind;
import org.runbook.engine.game.Lang;
import org.runbook.ui.glossary.Glossary;
import org.runbook.ui.i18n.Messages;

/**
 * The Netrunner 1996 and Virtual Revolution terms have German names but no German text: a German reader sees the
 * German name, and the text in a language the entry is written in, never a German page with an empty body.
 */
class GermanNameWithoutGermanTextTest {
    private static Corpus corpus;
    private static Entry dataFort;

    @TempDir
    Path tmp;

    @BeforeAll
    static void load() throws Exception {
        corpus = Corpus.load(Fixtures.builtInContent());
        dataFort = corpus.get("term:nr96/data-fort").orElseThrow();
    }

    @Test
    void everyTermOfTheThreeGamesHasAGermanName() {
        assertThat(corpus.entries().stream().filter(e -> e.kind() == Kind.TERM && !e.names().containsKey(Lang.DE))
                .map(Entry::id).toList()).isEmpty();
    }

    @Test
    void aTermNamedButNotWrittenInGermanIsReadInEnglish() {
        assertThat(dataFort.names().get(Lang.DE)).contains("Datenfestung");
        assertThat(dataFort.languages()).containsExactly(Lang.FR, Lang.EN);
        assertThat(dataFort.bestLanguage(Lang.DE)).isEqualTo(Lang.EN);
        assertThat(dataFort.text(Lang.DE)).isEqualTo(dataFort.text(Lang.EN)).isNotBlank();
        assertThat(dataFort.nameOnlyIn(Lang.DE)).contains("Datenfestung");
        assertThat(dataFort.nameOnlyIn(Lang.EN)).isEmpty();
        assertThat(CorpusValidator.requiredLanguages(dataFort)).doesNotContain(Lang.DE);
    }

    @Test
    void theGermanPageShowsTheGermanNameAboveTheEnglishText() {
        String html = EntryHtml.render(corpus, dataFort, Lang.DE, Messages.of("de"), null);
        assertThat(html).contains("<h1>Datenfestung").contains(dataFort.title(Lang.EN))
                .contains("Corp keeps its agendas");
    }

    @Test
    void theGermanGlossaryListsTheTermUnderItsGermanName() {
        assertThat(new Glossary(corpus, Lang.DE).filter("Datenfestung", "nr96"))
                .anySatisfy(r -> assertThat(r.headword()).isEqualTo("Datenfestung"));
    }

    @Test
    void showInGermanPrintsTheGermanNameAndTheEnglishText() {
        ByteArrayOutputStream o = new ByteArrayOutputStream();
        int exit = Cli.run(new String[] {"--content", Fixtures.builtInContent().toString(), "--index",
                tmp.resolve("index").toString(), "show", "term:nr96/data-fort", "--lang", "de"},
                new PrintStream(o, true, StandardCharsets.UTF_8),
                new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8),
                new ByteArrayInputStream(new byte[0]));
        assertThat(exit).isZero();
        assertThat(o.toString(StandardCharsets.UTF_8)).contains("de: Datenfestung").contains("[term, nr96, en]")
                .contains("Corp keeps its agendas");
    }
}
