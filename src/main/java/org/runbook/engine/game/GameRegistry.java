package org.runbook.engine.game;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import org.runbook.engine.game.nr96.Nr96Timing;
import org.runbook.engine.timing.Editions;
import org.runbook.engine.game.vr.VrChart;

/**
 * The games and editions Runbook knows, in display order. The content loader, the search filters, the command line and
 * the stepper ask this class instead of spelling ids; each game's own definition ({@link Editions},
 * {@link Nr96Timing}, {@link VrChart}) holds its ids. A new game is one line here plus its package.
 */
public final class GameRegistry {
    private static final List<GameInfo> GAMES = List.of(
            new GameInfo(Editions.GAME, List.of(Editions.ANR_2012, Editions.ANR_2017), Editions.ANR_2017),
            new GameInfo(Nr96Timing.GAME, List.of(Nr96Timing.ID), Nr96Timing.ID),
            new GameInfo(VrChart.GAME, List.of(VrChart.EDITION), VrChart.EDITION));

    private GameRegistry() {
    }

    public static List<GameInfo> games() {
        return GAMES;
    }

    /** Game ids in display order ({@code anr}, {@code nr96}, {@code vr}). */
    public static List<String> gameIds() {
        return GAMES.stream().map(GameInfo::id).toList();
    }

    /** Every edition id, game by game. */
    public static List<String> editionIds() {
        List<String> out = new ArrayList<>();
        GAMES.forEach(g -> out.addAll(g.editions()));
        return List.copyOf(out);
    }

    public static Optional<GameInfo> game(String id) {
        return GAMES.stream().filter(g -> g.id().equals(id)).findFirst();
    }

    /** The game an edition belongs to. */
    public static Optional<GameInfo> gameOfEdition(String edition) {
        return GAMES.stream().filter(g -> g.has(edition)).findFirst();
    }

    /** The edition meant when a game's edition is not named; the first game's when {@code game} is unknown or null. */
    public static String defaultEdition(String game) {
        return game(game).orElse(GAMES.get(0)).defaultEdition();
    }

    /** The first game, used where no game is named (e.g. a new board in the editor). */
    public static GameInfo first() {
        return GAMES.get(0);
    }

    /** "anr-2012, anr-2017, ..." for messages. */
    public static String editionList() {
        return String.join(", ", editionIds());
    }
}
