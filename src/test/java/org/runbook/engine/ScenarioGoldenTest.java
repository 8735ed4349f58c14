package org.runbook.engine;

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

/**
 * Every scenario of content/scenarios/anr is played and its full timeline compared with the committed golden file,
 * in English, French and German. Run with {@code -Dgolden.update=true} to rewrite the files (then review them).
 */
class ScenarioGoldenTest {
    static final Path GOLDEN = Path.of("src/test/resources/org/runbook/engine/golden");

    static Stream<Arguments> scenariosAndLanguages() throws IOException {
        List<Arguments> out = new ArrayList<>();
        try (Stream<Path> files = Files.list(Fixtures.content().resolve("scenarios/anr"))) {
            for (Path f : files.filter(p -> p.toString().endsWith(".yaml")).sorted().toList()) {
                String name = f.getFileName().toString().replace(".yaml", "");
                for (Lang lang : Lang.values()) {
                    out.add(Arguments.of(name, lang));
                }
            }
        }
        return out.stream();
    }

    @ParameterizedTest(name = "{0} [{1}]")
    @MethodSource("scenariosAndLanguages")
    void timelineMatchesTheGoldenFile(String name, Lang lang) throws IOException {
        Session s = Fixtures.play(name);
        String actual = render(s, lang);
        Path golden = GOLDEN.resolve(name + "." + lang.code() + ".txt");
        if (Boolean.getBoolean("golden.update")) {
            Files.createDirectories(GOLDEN);
            Files.writeString(golden, actual, StandardCharsets.UTF_8);
        }
        assertThat(golden).as("golden file (create it with -Dgolden.update=true)").exists();
        assertThat(actual).isEqualTo(Files.readString(golden, StandardCharsets.UTF_8));
    }

    static String render(Session s, Lang lang) {
        return "# " + s.scenario().title().get(lang) + "\n# " + s.scenario().edition() + "\n"
                + Timeline.render(s.timeline(), lang) + "# " + s.status() + "\n";
    }
}
