package org.runbook.engine.vr;

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
import org.runbook.engine.Lang;

/**
 * Every scenario of content/scenarios/vr is played and its timeline compared with the golden file, in English and
 * French. Run with {@code -Dgolden.update=true} to rewrite the files (then review them).
 */
class VrScenarioGoldenTest {
    static final Path GOLDEN = Path.of("src/test/resources/org/runbook/engine/golden/vr");

    static Stream<Arguments> scenariosAndLanguages() throws IOException {
        List<Arguments> out = new ArrayList<>();
        try (Stream<Path> files = Files.list(VrFixtures.content().resolve("scenarios/vr"))) {
            for (Path f : files.filter(p -> p.toString().endsWith(".yaml")).sorted().toList()) {
                String name = f.getFileName().toString().replace(".yaml", "");
                for (Lang lang : List.of(Lang.EN, Lang.FR)) {
                    out.add(Arguments.of(name, lang));
                }
            }
        }
        return out.stream();
    }

    @ParameterizedTest(name = "{0} [{1}]")
    @MethodSource("scenariosAndLanguages")
    void timelineMatchesTheGoldenFile(String name, Lang lang) throws IOException {
        VrSession s = VrFixtures.play(name);
        String actual = render(s, lang);
        Path golden = GOLDEN.resolve(name + "." + lang.code() + ".txt");
        if (Boolean.getBoolean("golden.update")) {
            Files.createDirectories(GOLDEN);
            Files.writeString(golden, actual, StandardCharsets.UTF_8);
        }
        assertThat(golden).as("golden file (create it with -Dgolden.update=true)").exists();
        assertThat(actual).isEqualTo(Files.readString(golden, StandardCharsets.UTF_8));
    }

    static String render(VrSession s, Lang lang) {
        return "# " + s.scenario().title().get(lang) + "\n# " + VrChart.EDITION + "\n"
                + VrTimeline.render(s.timeline(), lang) + "# " + s.status() + "\n";
    }
}
