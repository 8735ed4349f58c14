package org.runbook.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.runbook.corpus.Fixtures;
import org.runbook.engine.game.Lang;

/**
 * The words {@code runbook search} prints around its hits (the header, "did you mean", errors and the usage under
 * them) are in the language the reader reads in: the one of --lang, else the one the query is typed in, else
 * English; the count in the header takes each language's plural form.
 */
class SearchChromeLanguageTest {

    @TempDir
    static Path tmp;

    private String out;
    private String err;

    @BeforeAll
    static void content() {
        Fixtures.copyContent(tmp);
    }

    private int run(String... args) {
        CliRun r = CliRun.of(tmp.resolve("content"), tmp.resolve("index"), "", args);
        out = r.out();
        err = r.err();
        return r.code();
    }

    @Test
    void aFrenchQueryGetsAFrenchHeader() {
        assertThat(run("search", "--limit", "2", "se débrancher avant la glace")).isZero();
        assertThat(out).startsWith("2 résultats pour «\u00a0se débrancher avant la glace\u00a0» en ")
                .doesNotContain(" hits for ");
    }

    @Test
    void aGermanQueryGetsAGermanHeaderAndAnEnglishOneAnEnglishHeader() {
        assertThat(run("search", "--limit", "1", "Mautstelle")).isZero();
        assertThat(out).startsWith("1 Treffer für „Mautstelle“ in ");
        assertThat(run("search", "--limit", "1", "jack out of the run")).isZero();
        assertThat(out).startsWith("1 hit for \"jack out of the run\" in ");
    }

    @Test
    void langChoosesTheLanguageOverTheQuerys() {
        assertThat(run("search", "--lang", "de", "--limit", "2", "jack out of the run")).isZero();
        assertThat(out).startsWith("2 Treffer für „jack out of the run“ in ");
    }

    @Test
    void aQueryInNoLanguageGetsEnglishAndNoHitIsTheZeroOfEachLanguage() {
        assertThat(run("search", "qqxzv")).isZero();
        assertThat(out).startsWith("0 hits for \"qqxzv\" in ");
        assertThat(run("search", "--lang", "fr", "qqxzv")).isZero();
        assertThat(out).startsWith("0 résultat pour «\u00a0qqxzv\u00a0» en ");
    }

    @Test
    void aMistakeIsToldInTheQuerysLanguageWithTheUsageInItToo() {
        assertThat(run("search", "--game", "chess", "se débrancher avant la glace")).isEqualTo(2);
        assertThat(err).contains("valeur inconnue pour --game\u00a0: «\u00a0chess\u00a0»")
                .contains("Sans REQUÊTE, lit une requête par ligne").doesNotContain("unknown game");
        assertThat(run("search", "--lang", "de", "--limit", "0", "jack out")).isEqualTo(2);
        assertThat(err).contains("--limit muss zwischen 1 und 1000 liegen, nicht 0").contains("Ohne SUCHE");
        assertThat(run("search", "--limit", "0", "jack out of the run")).isEqualTo(2);
        assertThat(err).contains("--limit must be between 1 and 1000, not 0").contains("Without QUERY");
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
            "en | 0 | 0 hits for \"q\" in 5 ms", "en | 1 | 1 hit for \"q\" in 5 ms", "en | 2 | 2 hits for \"q\" in 5 ms",
            "fr | 0 | 0 résultat pour «\u00a0q\u00a0» en 5\u00a0ms", "fr | 1 | 1 résultat pour «\u00a0q\u00a0» en 5\u00a0ms",
            "fr | 2 | 2 résultats pour «\u00a0q\u00a0» en 5\u00a0ms",
            "de | 0 | 0 Treffer für „q“ in 5 ms", "de | 1 | 1 Treffer für „q“ in 5 ms", "de | 2 | 2 Treffer für „q“ in 5 ms"})
    void theHeaderTakesEachLanguagesPluralForZeroOneAndTwo(String lang, int hits, String header) {
        assertThat(CliTexts.get(Lang.parse(lang).orElseThrow(), "search.header", hits, "q", 5)).isEqualTo(header);
    }

    @Test
    void everyTextIsWrittenInTheThreeLanguages() {
        for (String key : CliTexts.keys()) {
            String en = CliTexts.get(Lang.EN, key);
            assertThat(CliTexts.get(Lang.FR, key)).as("fr " + key).isNotEqualTo(en);
            assertThat(CliTexts.get(Lang.DE, key)).as("de " + key).isNotEqualTo(en);
        }
    }
}
