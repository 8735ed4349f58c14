package org.runbook.engine.nr96;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.runbook.engine.Fixtures;
import org.runbook.engine.Lang;
import org.runbook.engine.Session;
import org.runbook.engine.Timeline;
import org.runbook.scenario.ScenarioLoader;

/**
 * Every scenario of content/scenarios/nr96 is played and its timeline compared with its golden file, in English and
 * French. Run with {@code -Dgolden.update=true} to rewrite the files (then review them).
 */
class Nr96ScenarioGoldenTest {
    static final Path GOLDEN = Path.of("src/test/resources/org/runbook/engine/golden/nr96");

    static Stream<Arguments> scenariosAndLanguages() throws IOException {
        List<Arguments> out = new ArrayList<>();
        for (String name : names()) {
            for (Lang lang : List.of(Lang.EN, Lang.FR)) {
                out.add(Arguments.of(name, lang));
            }
        }
        return out.stream();
    }

    static List<String> names() throws IOException {
        try (Stream<Path> files = Files.list(Fixtures.content().resolve("scenarios/nr96"))) {
            return files.map(p -> p.getFileName().toString()).filter(n -> n.endsWith(".yaml"))
                    .map(n -> n.replace(".yaml", "")).sorted().toList();
        }
    }

    static Session play(String name) {
        ScenarioLoader.Loaded l = new ScenarioLoader(Fixtures.content(), Fixtures.cards())
                .load(Fixtures.content().resolve("scenarios/nr96/" + name + ".yaml"));
        return Session.start(l.scenario(), l.cards());
    }

    @ParameterizedTest(name = "{0} [{1}]")
    @MethodSource("scenariosAndLanguages")
    void timelineMatchesTheGoldenFile(String name, Lang lang) throws IOException {
        Session s = play(name);
        String actual = "# " + s.scenario().title().get(lang) + "\n# " + s.scenario().edition() + "\n"
                + Timeline.render(s.timeline(), lang) + "# " + s.status() + "\n";
        Path golden = GOLDEN.resolve(name + "." + lang.code() + ".txt");
        if (Boolean.getBoolean("golden.update")) {
            Files.createDirectories(GOLDEN);
            Files.writeString(golden, actual, StandardCharsets.UTF_8);
        }
        assertThat(golden).as("golden file (create it with -Dgolden.update=true)").exists();
        assertThat(actual).isEqualTo(Files.readString(golden, StandardCharsets.UTF_8));
    }
}
