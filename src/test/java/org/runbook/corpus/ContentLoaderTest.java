package org.runbook.corpus;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import org.runbook.engine.game.Lang;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

class ContentLoaderTest {

    @TempDir
    Path tmp;

    @Test
    void loadsEveryEntryOfTheFixtureWithItsLanguagesAndCitations() throws Exception {
        Corpus corpus = Corpus.load(Fixtures.copyContent(tmp));

        assertThat(corpus.size()).isEqualTo(5);
        Entry rule = corpus.get("rule:anr/test-jack-out").orElseThrow();
        assertThat(rule.languages()).containsExactly(Lang.FR, Lang.EN, Lang.DE);
        assertThat(rule.sources()).extracting(Citation::doc).containsExactly("anr-core-fr", "anr-core-de");
        assertThat(rule.sources().get(0).page()).isEqualTo(12);
        assertThat(rule.file()).isEqualTo("content/anr/rules/runs.yaml");
        assertThat(corpus.get("term:anr/jack-out").orElseThrow().title(Lang.DE)).isEqualTo("ausstöpseln");
        assertThat(corpus.naming("01090")).extracting(Entry::id).containsExactly("clarification:anr/test-tollbooth");
    }

    @Test
    void anUnknownInlineLinkNamesTheFileTheLineAndTheLink() throws Exception {
        Path content = Fixtures.copyContent(tmp);
        Path runs = content.resolve("anr/rules/runs.yaml");
        Fixtures.edit(runs, "[[term:anr/jack-out|débrancher]]", "[[term:glace|débrancher]]");

        ContentException e = catchThrowableOfType(ContentException.class, () -> Corpus.load(content));

        int line = lineOf(runs, "term:glace");
        assertThat(e.problems()).extracting(ContentProblem::toString)
                .containsExactly("content/anr/rules/runs.yaml:" + line + ": unknown link 'term:glace'");
    }

    @Test
    void anUnknownLinkInTheLinksListPointsAtItsOwnLine() throws Exception {
        Path content = Fixtures.copyContent(tmp);
        Path terms = content.resolve("anr/glossary/terms.yaml");
        Fixtures.edit(terms, "links: [rule:anr/test-jack-out]", "links:\n      - rule:anr/test-jack-out\n      - rule:anr/nowhere");

        ContentException e = catchThrowableOfType(ContentException.class, () -> Corpus.load(content));

        assertThat(e.getMessage()).isEqualTo("content/anr/glossary/terms.yaml:" + lineOf(terms, "rule:anr/nowhere")
                + ": unknown link 'rule:anr/nowhere'");
    }

    @Test
    void duplicateIdsMissingLanguagesAndMissingSourcesAreAllReported() throws Exception {
        Path content = Fixtures.copyContent(tmp);
        Files.writeString(content.resolve("anr/rules/x-more.yaml"), """
                entries:
                  - id: rule:anr/test-jack-out
                    kind: rule
                    game: anr
                    title: {fr: Doublon, en: Duplicate, de: Duplikat}
                    text: {fr: texte, en: text, de: Text}
                    source: {doc: anr-core-fr, section: X}
                  - id: rule:anr/no-german
                    kind: rule
                    game: anr
                    title: {fr: Sans allemand, en: Without German}
                    text: {fr: texte, en: text}
                  - id: rule:anr/wrong-kind
                    kind: term
                    game: anr
                    names: {en: [x]}
                """);

        ContentException e = catchThrowableOfType(ContentException.class, () -> Corpus.load(content));

        assertThat(e.problems()).extracting(ContentProblem::toString).contains(
                "content/anr/rules/x-more.yaml:2: duplicate id 'rule:anr/test-jack-out' (first defined at"
                        + " content/anr/rules/runs.yaml:6)",
                "content/anr/rules/x-more.yaml:8: entry 'rule:anr/no-german' has no title in de",
                "content/anr/rules/x-more.yaml:12: entry 'rule:anr/no-german' has no text in de",
                "content/anr/rules/x-more.yaml:8: entry 'rule:anr/no-german' cites no source",
                "content/anr/rules/x-more.yaml:13: id 'rule:anr/wrong-kind' must start with 'term:'");
    }

    @Test
    void brokenYamlAndUnknownKeysGiveTheirLine() throws Exception {
        Path content = Fixtures.copyContent(tmp);
        Files.writeString(content.resolve("anr/rules/broken.yaml"), "entries:\n  - id: [unclosed\n");
        Files.writeString(content.resolve("anr/rules/typo.yaml"), """
                entries:
                  - id: rule:anr/typo
                    kind: rule
                    game: anr
                    titel: {en: Typo}
                """);

        ContentException e = catchThrowableOfType(ContentException.class, () -> Corpus.load(content));

        assertThat(e.problems()).anySatisfy(p -> {
            assertThat(p.file()).isEqualTo("content/anr/rules/broken.yaml");
            assertThat(p.line()).isBetween(2, 3);
            assertThat(p.message()).startsWith("invalid YAML");
        });
        assertThat(e.problems()).extracting(ContentProblem::toString)
                .contains("content/anr/rules/typo.yaml:5: unknown key 'titel'");
    }

    @Test
    void anUnknownCardCodeIsReported() throws Exception {
        Path content = Fixtures.copyContent(tmp);
        Path runs = content.resolve("anr/rules/runs.yaml");
        Fixtures.edit(runs, "cards: [\"01090\", \"01008\"]", "cards: [\"01090\", \"99999\"]");

        ContentException e = catchThrowableOfType(ContentException.class, () -> Corpus.load(content));

        assertThat(e.getMessage()).isEqualTo("content/anr/rules/runs.yaml:" + lineOf(runs, "99999")
                + ": unknown card code '99999' (expected a 5-digit code of the catalog)");
    }

    private static int lineOf(Path file, String needle) throws Exception {
        var lines = Files.readAllLines(file);
        for (int i = 0; i < lines.size(); i++) {
            if (lines.get(i).contains(needle)) {
                return i + 1;
            }
        }
        throw new AssertionError(needle + " not in " + file);
    }
}
