package org.runbook.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;
import org.runbook.corpus.Fixtures;
import org.runbook.engine.game.Lang;

/**
 * What the commands print besides the search listing (the counts of validate, the headers of corpus stats, the
 * content's problems, an entry shown without --lang, the failures that may come from anywhere) is in the reader's
 * language: --lang, else the window's saved interface language, else the system's, else English.
 */
class ReportLanguageTest {

    @TempDir
    static Path tmp;
    @RegisterExtension
    final NewUser user = new NewUser();

    private String out;
    private String err;

    @BeforeAll
    static void content() {
        Fixtures.copyContent(tmp);
    }

    private int run(Path content, String... args) {
        CliRun r = CliRun.of(content, tmp.resolve("index"), "", args);
        out = r.out();
        err = r.err();
        return r.code();
    }

    private int run(String... args) {
        return run(tmp.resolve("content"), args);
    }

    @Test
    void validateCountsTheEntriesWithEachLanguagesPluralForm() {
        assertThat(run("validate", "--lang", "fr")).isZero();
        assertThat(out).startsWith("contenu valide\u00a0: 5 entrées\n").doesNotContain("content OK");
        assertThat(run("validate", "--lang", "de")).isZero();
        assertThat(out).startsWith("Inhalt in Ordnung: 5 Einträge\n");
        assertThat(run("validate")).isZero();
        assertThat(out).startsWith("content OK: 5 entries\n");
        assertThat(CliTexts.get(Lang.FR, "validate.ok", 0)).isEqualTo("contenu valide\u00a0: 0 entrée");
        assertThat(CliTexts.get(Lang.DE, "validate.ok", 1)).isEqualTo("Inhalt in Ordnung: 1 Eintrag");
    }

    @Test
    void corpusStatsHeadersFollowTheLanguageAndTheLanguageCodesStay() {
        run("corpus", "stats", "--lang", "de");
        assertThat(out).startsWith("Spiel/Art").contains(" fr ").contains(" en ").contains(" de\n")
                .contains("\ngesamt ").contains("Prüfliste").doesNotContain("game/kind").doesNotContain("uncovered");
        run("corpus", "stats");
        assertThat(out).startsWith("game/kind").contains("\ntotal ").contains("uncovered");
    }

    @Test
    void showWithoutLangReadsInTheSavedLanguageAndSaysWhenTheEntryIsNotWrittenInIt() throws Exception {
        Files.writeString(user.home().resolve("preferences.properties"), "ui.lang=fr\n");
        assertThat(run("show", "clarification:anr/test-tollbooth")).isZero();
        assertThat(out).startsWith("Péage et Suceur de Données  [clarification, anr, fr]\n")
                .contains("\nCartes\u00a0: ").doesNotContain("pas écrit en");
        Files.writeString(user.home().resolve("preferences.properties"), "ui.lang=de\n");
        assertThat(run("show", "clarification:anr/test-tollbooth")).isZero();
        assertThat(out).startsWith("Tollbooth and Datasucker  [clarification, anr, en]\n")
                .contains("(nicht auf Deutsch geschrieben: auf Englisch angezeigt)").contains("\nKarten: ");
        assertThat(run("show", "--lang", "en", "clarification:anr/test-tollbooth")).isZero();
        assertThat(out).startsWith("Tollbooth and Datasucker  [clarification, anr, en]\n")
                .doesNotContain("geschrieben").contains("\nCards: ");
    }

    @Test
    void theContentsProblemsAreCountedInTheCommandsLanguage() throws Exception {
        Path broken = Files.createDirectories(user.home().resolve("broken"));
        Path content = Fixtures.copyContent(broken);
        Fixtures.edit(content.resolve("anr/rules/runs.yaml"), "[[term:anr/jack-out|débrancher]]",
                "[[term:glace|débrancher]]");
        assertThat(run(content, "validate", "--lang", "fr")).isEqualTo(1);
        assertThat(err).startsWith("runbook validate: le contenu a 1 problème\u00a0:\n")
                .doesNotContain("the content has");
        assertThat(run(content, "validate")).isEqualTo(1);
        assertThat(err).startsWith("runbook validate: the content has 1 problem:\n");
    }

    @Test
    void failuresFromAnywhereAreWordedInTheReadersLanguage() {
        assertThat(Cli.describe(new NoSuchFileException("/nowhere/x.yaml"), Lang.DE))
                .isEqualTo("Datei oder Ordner nicht gefunden: /nowhere/x.yaml");
        assertThat(Cli.describe(new NoSuchFileException("/nowhere/x.yaml"), Lang.EN))
                .isEqualTo("no such file or folder: /nowhere/x.yaml");
        assertThat(CliTexts.get(Lang.FR, "error.memory", 256)).startsWith("pas assez de mémoire pour cela (la limite"
                + " de Java est de 256 Mo)");
        assertThat(Cli.version(Lang.DE)).isIn("aus den Quellen gebaut", Cli.class.getPackage().getImplementationVersion());
    }

    @Test
    void theEngineBenchmarkSpeaksTheReadersLanguageAndKeepsItsFigures() {
        assertThat(run(org.runbook.corpus.Fixtures.builtInContent(), "bench", "engine", "--lang", "fr")).isZero();
        assertThat(out).startsWith("machine\u00a0: ").contains("\nrejeu de ").contains("01-rulebook-example-run.yaml\u00a0: ")
                .containsPattern("\\d+ décisions/s d'horloge").contains("\nexploration de ")
                .doesNotContain("replay of").doesNotContain("distinct decision states");
    }

    @Test
    void aContentFolderThatCannotBeUsedIsToldInTheCommandsLanguage() throws Exception {
        Path nowhere = user.home().resolve("nowhere");
        assertThat(run(nowhere, "validate", "--lang", "de")).isEqualTo(2);
        assertThat(err).startsWith("runbook validate: --content " + nowhere + ": Ordner nicht gefunden\n")
                .contains("Aufruf: runbook validate");
        Path empty = Files.createDirectories(user.home().resolve("empty"));
        assertThat(run(empty, "corpus", "stats", "--lang", "fr")).isEqualTo(2);
        assertThat(err).startsWith("runbook corpus: --content " + empty + " ne contient pas de contenu Runbook");
        assertThat(run(nowhere, "validate")).isEqualTo(2);
        assertThat(err).startsWith("runbook validate: --content " + nowhere + ": no such folder\n");
    }
}
