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
import org.runbook.engine.game.Lang;
import org.runbook.ui.glossary.Glossary;
import org.runbook.ui.i18n.Messages;

/**
 * A Netrunner 1996 term with a German name but no German text (the node, "Knoten"): a German reader sees the
 * German name, and the text in a language the entry is written in, never a German page with an empty body.
 */
class GermanNameWithoutGermanTextTest {
    private static Corpus corpus;
    private static Entry node;

    @TempDir
    Path tmp;

    @BeforeAll
    static void load() throws Exception {
        corpus = Corpus.load(Fixtures.builtInContent());
        node = corpus.get("term:nr96/node").orElseThrow();
    }

    @Test
    void aTermNamedButNotWrittenInGermanIsReadInEnglish() {
        assertThat(node.names().get(Lang.DE)).contains("Knoten");
        assertThat(node.languages()).containsExactly(Lang.FR, Lang.EN);
        assertThat(node.bestLanguage(Lang.DE)).isEqualTo(Lang.EN);
        assertThat(node.text(Lang.DE)).isEqualTo(node.text(Lang.EN)).isNotBlank();
        assertThat(node.nameOnlyIn(Lang.DE)).contains("Knoten");
        assertThat(node.nameOnlyIn(Lang.EN)).isEmpty();
        assertThat(CorpusValidator.requiredLanguages(node)).doesNotContain(Lang.DE);
    }

    @Test
    void theGermanPageShowsTheGermanNameAboveTheEnglishText() {
        String html = EntryHtml.render(corpus, node, Lang.DE, Messages.of("de"), null);
        assertThat(html).contains("<h1>Knoten").contains(node.title(Lang.EN))
                .contains("A node is installed face down");
    }

    @Test
    void theGermanGlossaryListsTheTermUnderItsGermanName() {
        assertThat(new Glossary(corpus, Lang.DE).filter("Knoten", "nr96"))
                .anySatisfy(r -> assertThat(r.headword()).isEqualTo("Knoten"));
    }

    @Test
    void showInGermanPrintsTheGermanNameAndTheEnglishText() {
        ByteArrayOutputStream o = new ByteArrayOutputStream();
        int exit = Cli.run(new String[] {"--content", Fixtures.builtInContent().toString(), "--index",
                tmp.resolve("index").toString(), "show", "term:nr96/node", "--lang", "de"},
                new PrintStream(o, true, StandardCharsets.UTF_8),
                new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8),
                new ByteArrayInputStream(new byte[0]));
        assertThat(exit).isZero();
        assertThat(o.toString(StandardCharsets.UTF_8)).contains("de: Knoten").contains("[term, nr96, en]")
                .contains("A node is installed face down");
    }
}
