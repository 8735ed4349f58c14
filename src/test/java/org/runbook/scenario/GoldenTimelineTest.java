package org.runbook.scenario;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.runbook.engine.Fixtures;
import org.runbook.engine.game.Lang;
import org.runbook.engine.game.GameInfo;
import org.runbook.engine.game.GameRegistry;
import org.runbook.engine.game.GameSession;

/**
 * Every scenario of every game ({@code content/scenarios/GAME}) is played through {@link GameSessions} and its full
 * timeline compared with the committed golden file. Run with {@code -Dgolden.update=true} to rewrite the files (then
 * review them).
 */
class GoldenTimelineTest {
    private static final Path ROOT = Path.of("src/test/resources/org/runbook/engine/golden");

    /** Where each game's golden files are, and in which languages they are kept (its content languages). */
    private record Kept(String folder, List<Lang> languages) {
    }

    private static final Map<String, Kept> KEPT = Map.of(
            "anr", new Kept("", List.of(Lang.values())),
            "nr96", new Kept("nr96", List.of(Lang.EN, Lang.FR)),
            "vr", new Kept("vr", List.of(Lang.values())));

    static Stream<Arguments> scenarios() throws IOException {
        List<Arguments> out = new ArrayList<>();
        for (GameInfo game : GameRegistry.games()) {
            Kept kept = KEPT.get(game.id());
            try (Stream<Path> files = Files.list(Fixtures.content().resolve("scenarios").resolve(game.id()))) {
                for (Path f : files.filter(p -> p.toString().endsWith(".yaml")).sorted().toList()) {
                    for (Lang lang : kept.languages()) {
                        out.add(Arguments.of(game.id(), f.getFileName().toString().replace(".yaml", ""), lang));
                    }
                }
            }
        }
        return out.stream();
    }

    @Test
    void everyGameOfTheRegistryHasGoldenTimelines() {
        assertThat(KEPT.keySet()).containsExactlyInAnyOrderElementsOf(GameRegistry.gameIds());
    }

    @ParameterizedTest(name = "{0}/{1} [{2}]")
    @MethodSource("scenarios")
    void timelineMatchesTheGoldenFile(String game, String name, Lang lang) throws IOException {
        Path file = Fixtures.content().resolve("scenarios").resolve(game).resolve(name + ".yaml");
        GameSession s = new GameSessions(Fixtures.content(), Fixtures.cards()).start(file, null);
        String actual = "# " + s.title().get(lang) + "\n# " + s.edition() + "\n" + s.timelineText(lang)
                + "# " + s.status() + "\n";
        Path dir = ROOT.resolve(KEPT.get(game).folder());
        org.runbook.testing.GoldenFiles.assertMatches(dir.resolve(name + "." + lang.code() + ".txt"), actual);
    }
}
