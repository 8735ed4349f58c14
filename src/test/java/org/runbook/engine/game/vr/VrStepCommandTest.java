package org.runbook.engine.game.vr;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;

import org.junit.jupiter.api.Test;
import org.runbook.cli.Cli;

/** {@code runbook step} picks the Virtual Revolution engine from the file or from --edition. */
class VrStepCommandTest {

    private static String[] run(String... args) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        String[] all = new String[args.length + 2];
        all[0] = "--content";
        all[1] = VrFixtures.content().toString();
        System.arraycopy(args, 0, all, 2, args.length);
        int code = Cli.run(all, new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8), new ByteArrayInputStream(new byte[0]));
        return new String[] {String.valueOf(code), out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8)};
    }

    @Test
    void theEditionComesFromTheFile() {
        String[] r = run("step", "--scenario", VrFixtures.content().resolve("scenarios/vr/02-end-of-round.yaml").toString());
        assertThat(r[0]).as(r[2]).isEqualTo("0");
        assertThat(r[1]).contains("step:virtual-revolution/end-2").contains("rule:vr/necro-attack")
                .contains("# stop:turn-1");
    }

    @Test
    void aNameAndTheEditionFlagWorkToo() {
        String[] r = run("step", "--scenario", "03-final-scoring", "--edition", "virtual-revolution", "--lang", "fr",
                "--json");
        assertThat(r[0]).as(r[2]).isEqualTo("0");
        assertThat(r[1]).contains("\"status\":\"game-over:blue\"").contains("Décompte");
    }

    @Test
    void exploreCountsThePathsOfTheScenarioToItsEnd() {
        String[] r = run("step", "--scenario", "03-final-scoring", "--explore");
        assertThat(r[0]).as(r[2]).isEqualTo("0");
        assertThat(r[1]).containsPattern("game-over:blue +16").containsPattern("game-over:red +32")
                .contains("paths 48").doesNotContain("unfinished");
    }
}
