package org.runbook.ui.timing;

import java.util.List;

/**
 * What the board editor of A:NR and that of Netrunner (1996) do not share: the edition the board is played under,
 * the words of the form (credits and clicks, or bits and actions; server, or data fort), the servers offered, the
 * cards that fill hands and decks, and the board set up at first.
 *
 * @param game      the game id ({@code anr}, {@code nr96})
 * @param prefix    the prefix of the editor's component names ({@code board}, {@code board96})
 * @param edition   the edition the board is played under
 * @param keys      the TimingStrings key of each word that differs, by the A:NR key ({@code board.credits}...)
 * @param servers   the servers (or forts) offered, the first one chosen
 * @param fill      the cards written in hands and decks
 * @param ice       the names of the ice set up at first (outermost first; the first one rezzed)
 * @param root      the names of the cards set up in the server at first (the last one advanced once)
 * @param rig       the names of the Runner's cards selected at first
 * @param numbers   Corp credits, Corp clicks, Runner credits, Runner clicks at first
 */
record BoardProfile(String game, String prefix, String edition, java.util.Map<String, String> keys, List<String> servers,
                    BoardYaml.Fill fill, List<String> ice, List<String> root, List<String> rig, int[] numbers) {

    /** Android: Netrunner: the rulebook's remote server with Enigma, Neural Katana and Wall of Thorns. */
    static final BoardProfile ANR = new BoardProfile("anr", "board", null, java.util.Map.of(),
            List.of("remote1", "hq", "rd", "archives"),
            new BoardYaml.Fill("generic-operation", "generic-event"),
            List.of("Enigma", "Neural Katana", "Wall of Thorns"), List.of("Akitaro Watanabe", "Nisei MK II"),
            List.of("Gordian Blade", "Crypsis", "Sacrificial Construct", "The Toolbox"), new int[] {7, 0, 5, 1});

    /** Netrunner (1996): a data fort, bits and actions, the edition's generic cards. */
    static final BoardProfile NR96 = new BoardProfile("nr96", "board96", "netrunner-1996", java.util.Map.of(
            "board.credits", "board96.bits", "board.clicks", "board96.actions", "board.server", "board96.fort",
            "board.ice", "board96.ice", "board.root", "board96.root", "board.start.run", "board96.start.run",
            "board.rig", "board96.rig", "board.memory", "board96.memory"),
            List.of("fort1", "hq", "rd", "archives"),
            new BoardYaml.Fill("nr96-operation", "nr96-prep"),
            List.of("Plain wall", "Plain gate"), List.of("Plain agenda"), List.of("Wall breaker"), new int[] {4, 0, 3, 2});

    /** The key of a word in this game: its own when it has one. */
    String key(String anrKey) {
        return keys.getOrDefault(anrKey, anrKey);
    }

    /** The profile of a game ({@code anr} when unknown). */
    static BoardProfile of(String game) {
        return NR96.game.equals(game) ? NR96 : ANR;
    }
}
