package org.runbook.scenario;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;

import org.runbook.engine.ScenarioException;
import org.runbook.engine.cards.CardCatalog;
import org.runbook.engine.game.GameInfo;
import org.runbook.engine.game.GameRegistry;
import org.runbook.engine.game.GameSession;
import org.runbook.engine.game.anr.AnrGameSession;
import org.runbook.engine.game.vr.VrGameSession;
import org.runbook.engine.game.nr96.Nr96Timing;
import org.runbook.engine.timing.Editions;
import org.runbook.engine.game.vr.VrChart;
import org.runbook.scenario.vr.VrScenarioLoader;

/**
 * Opens a scenario file as a {@link GameSession} of the game it belongs to: the edition named by the caller, else the
 * file's {@code edition} (or {@code game}), says which game the {@link GameRegistry} gives, and that game's reader
 * loads it. The app and the command line open every game through here.
 */
public final class GameSessions {
    /** How one game's scenario files are read into sessions. */
    private interface Reader {
        GameSession read(GameSessions from, Path file, String edition, boolean scripted);
    }

    private static final Reader NETRUNNER = (from, file, edition, scripted) -> {
        ScenarioLoader loader = from.cards == null ? new ScenarioLoader(from.contentDir)
                : new ScenarioLoader(from.contentDir, from.cards);
        ScenarioLoader.Loaded l = loader.load(file, edition);
        return scripted ? AnrGameSession.start(l.scenario(), l.cards()) : AnrGameSession.open(l.scenario(), l.cards());
    };

    private static final Reader VIRTUAL_REVOLUTION = (from, file, edition, scripted) -> {
        var sc = new VrScenarioLoader(from.contentDir).load(file);
        return scripted ? VrGameSession.start(sc) : VrGameSession.open(sc);
    };

    /** The reader of each game of the registry (Android: Netrunner and Netrunner 1996 share one engine). */
    private static final Map<String, Reader> READERS = Map.of(Editions.GAME, NETRUNNER, Nr96Timing.GAME, NETRUNNER,
            VrChart.GAME, VIRTUAL_REVOLUTION);

    private final Path contentDir;
    private final CardCatalog cards;

    /**
     * @param contentDir the content folder
     * @param cards      Netrunner's card catalog when already loaded, or null to load it
     */
    public GameSessions(Path contentDir, CardCatalog cards) {
        this.contentDir = contentDir;
        this.cards = cards;
    }

    /** Step by step from the scenario's initial state, under {@code edition} (null: the file's own). */
    public GameSession open(Path file, String edition) {
        return reader(file, edition).read(this, file, edition, false);
    }

    /** The scenario's scripted decisions played, then waiting, under {@code edition} (null: the file's own). */
    public GameSession start(Path file, String edition) {
        return reader(file, edition).read(this, file, edition, true);
    }

    private static Reader reader(Path file, String edition) {
        GameInfo game = gameOf(file, edition);
        Reader r = READERS.get(game.id());
        if (r == null) {
            throw new IllegalStateException("no scenario reader for game " + game.id());
        }
        return r;
    }

    /**
     * The game a scenario is played in: that of {@code edition} when given, else that of the file's {@code edition}
     * or {@code game}, else the first game of the registry.
     */
    public static GameInfo gameOf(Path file, String edition) {
        if (edition != null) {
            return GameRegistry.gameOfEdition(edition).orElseThrow(() -> new ScenarioException(file.toString(), 0,
                    "unknown edition '" + edition + "' (known: " + GameRegistry.editionList() + ")"));
        }
        if (!Files.isRegularFile(file)) {
            return GameRegistry.first();
        }
        YNode root = YNode.read(file, file.toString());
        if (!root.isMap()) {
            return GameRegistry.first();
        }
        String own = root.text("edition", null);
        if (own != null && GameRegistry.gameOfEdition(own).isPresent()) {
            return GameRegistry.gameOfEdition(own).get();
        }
        return GameRegistry.game(root.text("game", null)).orElse(GameRegistry.first());
    }
}
