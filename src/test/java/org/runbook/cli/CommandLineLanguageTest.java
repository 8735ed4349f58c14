package org.runbook.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;
import org.runbook.corpus.Fixtures;
import org.runbook.engine.game.Lang;

/**
 * picocli's own mistakes (a value that is no number, an unknown option, an option without its value) and every
 * command's usage are worded in the reader's language: --lang, else the query's, else the interface language the
 * window saved, else the system's when French or German, else English. A bad search option answers before the
 * search data is opened.
 */
class CommandLineLanguageTest {

    @TempDir
    static Path tmp;
    @RegisterExtension
    final NewUser user = new NewUser();

    private String out;
    private String err;
    private Path index = tmp.resolve("index");

    @BeforeAll
    static void content() {
        Fixtures.copyContent(tmp);
    }

    private int run(String... args) {
        CliRun r = CliRun.of(tmp.resolve("content"), index, "", args);
        out = r.out();
        err = r.err();
        return r.code();
    }

    @Test
    void aFrenchQueryWithLimitLotsIsToldInFrenchBeforeTheSearchDataIsOpened() {
        index = user.home().resolve("index");
        assertThat(run("search", "--limit", "lots", "que se passe-t-il quand je débranche")).isEqualTo(2);
        assertThat(err).contains("--limit attend un nombre entier, pas «\u00a0lots\u00a0»")
                .contains("Sans REQUÊTE").doesNotContain("whole number").doesNotContain("Invalid value");
        assertThat(index).as("no index opened or built for a bad option").doesNotExist();
    }

    @Test
    void langWinsOverTheQueryForAMistakeAndAnOutOfRangeLimitAnswersAtOnce() {
        index = user.home().resolve("index");
        assertThat(run("search", "--lang", "de", "--limit", "lots", "jack out")).isEqualTo(2);
        assertThat(err).contains("--limit muss eine ganze Zahl sein, nicht „lots“").contains("Ohne SUCHE");
        assertThat(run("search", "--limit", "0", "--lang", "fr", "jack out")).isEqualTo(2);
        assertThat(err).contains("--limit doit être compris entre 1 et 1000, pas 0");
        assertThat(index).doesNotExist();
    }

    @Test
    void showHelpWithLangDeIsInGerman() {
        assertThat(run("show", "--lang", "de", "--help")).isZero();
        assertThat(out).startsWith("Aufruf: runbook show [--lang fr|en|de] [--json] KENNUNG");
        assertThat(run("help", "eval")).isZero();
        assertThat(out).startsWith("usage: runbook eval");
    }

    @Test
    void anUnknownOptionAndAMissingValueAreToldInTheCommandsLanguage() {
        assertThat(run("show", "--colour", "--lang", "fr", "01090")).isEqualTo(2);
        assertThat(err).contains("runbook show: option inconnue\u00a0: «\u00a0--colour\u00a0»")
                .contains("usage\u00a0: runbook show");
        assertThat(run("eval", "--lang", "de", "--set")).isEqualTo(2);
        assertThat(err).contains("--set braucht einen Wert (NAME)").contains("Aufruf: runbook eval");
    }

    @Test
    void withoutLangTheWindowsSavedInterfaceLanguageIsUsedThenTheSystems() throws Exception {
        assertThat(run("eval", "--set")).isEqualTo(2);
        assertThat(err).contains("--set needs a value (NAME)");
        Locale.setDefault(Locale.GERMANY);
        assertThat(run("step", "--bogus")).isEqualTo(2);
        assertThat(err).contains("unbekannte Option „--bogus“");
        Files.writeString(user.home().resolve("preferences.properties"), "theme=dark\nui.lang=fr\n");
        assertThat(run("frobnicate")).isEqualTo(2);
        assertThat(err).isEqualTo("runbook: commande inconnue\u00a0: «\u00a0frobnicate\u00a0». Voir «\u00a0runbook"
                + " --help\u00a0».\n");
        assertThat(run("--help")).isZero();
        assertThat(out).contains("commandes\u00a0:").contains("affiche une entrée");
        assertThat(Files.readString(user.home().resolve("preferences.properties"))).isEqualTo("theme=dark\nui.lang=fr\n");
    }

    @Test
    void theFallbackIsTheSavedLanguageElseAFrenchOrGermanSystemElseEnglish() throws Exception {
        Path prefs = user.home().resolve("preferences.properties");
        assertThat(CliLanguage.fallback(prefs, Locale.FRANCE)).isEqualTo(Lang.FR);
        assertThat(CliLanguage.fallback(prefs, Locale.ITALY)).isEqualTo(Lang.EN);
        Files.writeString(prefs, "ui.lang=de\n");
        assertThat(CliLanguage.fallback(prefs, Locale.FRANCE)).isEqualTo(Lang.DE);
    }

    @Test
    void theQuickGuessReadsLittleWordsAndLettersWithoutTheIndex() {
        assertThat(CliLanguage.guess("que se passe-t-il quand je débranche")).contains(Lang.FR);
        assertThat(CliLanguage.guess("was passiert mit der Mautstelle")).contains(Lang.DE);
        assertThat(CliLanguage.guess("what happens when the run ends")).contains(Lang.EN);
        assertThat(CliLanguage.guess("Mautstelle")).isEmpty();
    }

    @Test
    void explainLinesAreWordedInTheReadersLanguage() {
        assertThat(ExplainWords.clause("body_fr:debranch 41%", Lang.FR))
                .isEqualTo("le texte (français) contient «\u00a0debranch\u00a0» (41\u00a0%)");
        assertThat(ExplainWords.clause("title:mautstelle 7%", Lang.DE)).isEqualTo("der Titel enthält „mautstelle“ (7 %)");
        assertThat(ExplainWords.concept("card:01090 (typo of 'mautstelle')", Lang.DE))
                .isEqualTo("card:01090 (Tippfehler für „mautstelle“)");
        assertThat(ExplainWords.clause("prior_flags 3%", Lang.EN)).isEqualTo("prior_flags (3%)");
    }

    @Test
    void everyHitOfExplainSaysWhyInTheReadersLanguage() {
        assertThat(run("search", "--explain", "--lang", "fr", "--limit", "3", "jack out before ice")).isZero();
        List<String> why = out.lines().filter(l -> l.startsWith("    pourquoi")).toList();
        assertThat(why).hasSize(3).allSatisfy(l -> assertThat(l).containsPattern("contient «\u00a0\\S+\u00a0» \\(\\d+\u00a0%\\)"));
        assertThat(out).doesNotContain(" has '").doesNotContain("why:");
    }

    @Test
    void showsLabelsAndItsMistakeFollowLang() {
        assertThat(run("show", "--lang", "fr", "01090")).isZero();
        assertThat(out).contains("\nImpressions\u00a0:\n")
                .containsPattern("\n(Décisions \\(\\d+\\)\u00a0:|Aucune décision ne nomme cette carte\\.)\n")
                .doesNotContain("Printings:").doesNotContain("Rulings (");
        assertThat(run("show", "--lang", "de", "rule:anr/nothing")).isEqualTo(1);
        assertThat(err).startsWith("runbook show: kein Eintrag „rule:anr/nothing“.");
    }
}
