/**
 * The Timing tab: a stepper over the timing engine ({@code org.runbook.engine}).
 *
 * <h2>For the main window</h2>
 * <pre>{@code
 * TimingPanel timing = new TimingPanel(contentDir, id -> readingPane.open(id));  // or new TimingPanel() + setOpenEntry
 * timing.setLanguage(lang);            // org.runbook.engine.game.Lang or "fr" / "en" / "de": step labels, options, timeline
 * timing.setInterfaceLanguage("de");   // the tab's own words (TimingStrings_xx.properties), as the app's interface
 * timing.openRulebookExample();        // the rulebook's example run, step by step
 * timing.openScenario(path);           // any scenario file; errors are shown as file:line: reason
 * timing.setCompare(true);             // the same scenario under the other edition, side by side
 * }</pre>
 * {@code openEntry} receives corpus ids such as {@code step:anr-2017/run-3.1} ("Read step" button, double-click on
 * a chart box or a timeline line).
 *
 * <h2>Parts</h2>
 * <ul>
 *   <li>{@link org.runbook.ui.timing.TimingPanel}: game (Android: Netrunner, Netrunner 1996, Virtual Revolution) and
 *   edition (from {@code GameRegistry}), the built-in scenarios of the game
 *   ({@code content/scenarios/GAME}), opened through {@code scenario.GameSessions}, file chooser, compare mode (A:NR only: the other games
 *   have one edition), the board editor tab.</li>
 *   <li>{@code engine.game.GameSession}: the one interface the panels use (current point, decide, auto, back,
 *   timeline, chart), in game-neutral records; the engine implements it per game ({@code AnrGameSession},
 *   {@code VrGameSession}); window and side names are named here from {@code Texts}, and {@code Snapshot.board}
 *   draws each game's board ({@code BoardHtml}, {@code VrBoardHtml}).</li>
 *   <li>{@code SessionView}: one session on screen (its panes and dividers in {@code SessionPanes}, its keys in
 *   {@code StepperKeys}, the scenario's title in {@code TitleLabel}); {@code SessionController} runs every engine
 *   move on its own thread and hands back immutable {@code Snapshot}s ({@code CardNames}: the cards' names by the
 *   reference their moves use). {@code Sources}: the file playing and each game's last one.</li>
 *   <li>{@code ChartView} (tooltips, clicks) and {@code ChartPainter}: the chart painted from the session's
 *   {@code ChartModel}, read top to bottom ({@code ChartLayout}: one column of steps per chart, side by side);
 *   current step, visited path, open windows and who may act; {@code ChartRoutes} routes the arrows in lanes beside
 *   the columns, between them and above them so that none crosses a box or a title.</li>
 *   <li>{@code BoardEditors}: a board set up by hand for the chosen game: {@code BoardEditor} for A:NR and 1996
 *   ({@code BoardProfile}: each game's words and cards; tables in {@code BoardTables} on {@code RowsModel}),
 *   {@code VrBoardEditor} for Virtual Revolution; written as scenario YAML by {@code BoardYaml} (Jackson) and read
 *   by the engine's own loader.</li>
 *   <li>{@code CompareMode}: two editions stepped together ({@code EditionSync} replays the left's decisions on the
 *   right, aligned by step id); {@code EditionDiff} and {@code CompareRows} mark what differs, {@code ComparePane}
 *   shows it.</li>
 *   <li>{@code Texts} + {@code TimingStrings.properties} ({@code _fr}, {@code _de}): every label of the tab, in the
 *   app's interface language; {@code Texts.relabel} sets them again when it changes.</li>
 * </ul>
 *
 * <h2>Colours</h2>
 * Read at paint time, so theme switches are followed. A theme may define {@code Runbook.timing.background},
 * {@code .foreground}, {@code .muted}, {@code .box}, {@code .border}, {@code .current}, {@code .currentForeground},
 * {@code .arrow}, {@code .difference}, {@code .paid}, {@code .rezIce}, {@code .rezNonIce}, {@code .score},
 * {@code .error}; without them the standard FlatLaf keys are used ({@code Component.accentColor},
 * {@code Actions.Blue/Red/Yellow/Green}, {@code Component.borderColor}, ...).
 */
package org.runbook.ui.timing;

