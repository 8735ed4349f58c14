package org.runbook.engine.game.nr96;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.runbook.cli.Command;
import org.runbook.cli.StepCommand;
import org.runbook.engine.Fixtures;
import org.runbook.engine.ScenarioException;
import org.runbook.scenario.ScenarioLoader;

/** {@code runbook step} on the 1996 scenarios: the edition comes from the file, or from --edition. */
class Nr96StepCommandTest {
    @TempDir
    Path dir;

    private final ByteArrayOutputStream out = new ByteArrayOutputStream();
    private final ByteArrayOutputStream err = new ByteArrayOutputStream();

    private int run(String... args) throws Exception {
        Command.CliContext ctx = new Command.CliContext(new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8), new ByteArrayInputStream(new byte[0]),
                Fixtures.content(), dir.resolve("index"));
        return new StepCommand().run(List.of(args), ctx);
    }

    @Test
    void playsAScenarioFileUnderItsOwnEdition() throws Exception {
        Path f = Fixtures.content().resolve("scenarios/nr96/01-two-ice-jack-out.yaml");
        assertThat(run("--scenario", f.toString())).isZero();
        String o = out.toString(StandardCharsets.UTF_8);
        assertThat(o).contains("netrunner-1996", "rule:nr96/run-approach 1", "[costless-abilities rez-approached-ice "
                + "rez-nodes-upgrades]", "rule:nr96/jack-out 5.1", "# stop:run-ends");
    }

    @Test
    void findsAScenarioByNameWithTheEditionGiven() throws Exception {
        assertThat(run("--scenario", "03-trace-secret-bids", "--edition", "netrunner-1996", "--lang", "fr")).isZero();
        assertThat(out.toString(StandardCharsets.UTF_8)).contains("Mises révélées", "égalité à la Corpo");
    }

    @Test
    void aScenarioOfOneGameCannotBePlayedUnderTheOther() {
        ScenarioLoader loader = new ScenarioLoader(Fixtures.content(), Fixtures.cards());
        assertThatThrownBy(() -> loader.load(Fixtures.content().resolve("scenarios/nr96/05-access-rd.yaml"), "anr-2017"))
                .isInstanceOf(ScenarioException.class).hasMessageContaining("05-access-rd.yaml:")
                .hasMessageContaining("cannot be played under anr-2017");
        assertThatThrownBy(() -> loader.load(Fixtures.content().resolve("scenarios/anr/07-multi-access.yaml"),
                "netrunner-1996")).isInstanceOf(ScenarioException.class);
    }
}
