package org.runbook.cli;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.runbook.corpus.Fixtures;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** {@code show CODE} prints a card's printings and the ids and titles of the rulings naming any printing. */
class ShowPrintingsTest {

    @TempDir
    Path tmp;

    private String show(String code) {
        ByteArrayOutputStream o = new ByteArrayOutputStream();
        int exit = Cli.run(new String[] {"--content", Fixtures.builtInContent().toString(), "--index",
                tmp.resolve("index").toString(), "show", code}, new PrintStream(o, true, StandardCharsets.UTF_8),
                new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8),
                new ByteArrayInputStream(new byte[0]));
        assertThat(exit).isZero();
        return o.toString(StandardCharsets.UTF_8);
    }

    private static List<String> rulings(String out) {
        String after = out.substring(out.indexOf("Rulings ("));
        return Arrays.stream(after.split("\n")).skip(1).filter(l -> l.startsWith("  ")).map(String::strip).toList();
    }

    @Test
    void theCoreSetCardAndItsReprintListTheSamePrintingsAndRulings() {
        String core = show("01026");
        String revised = show("20029");

        assertThat(core).contains("Printings:").contains("01026  Core Set #26").contains("20029  Revised Core Set #29");
        assertThat(rulings(core)).hasSizeGreaterThanOrEqualTo(5).isEqualTo(rulings(revised))
                .anySatisfy(l -> assertThat(l).startsWith("clarification:anr/01026-femme-fatale  Femme Fatale"));
        assertThat(revised).doesNotContain("No ruling names this card");
    }
}
