/**
 * The Timing tab: a stepper over the timing engine ({@code org.runbook.engine}).
 *
 * <h2>For the main window</h2>
 * <pre>{@code
 * TimingPanel timing = new TimingPanel(contentDir, id -> readingPane.open(id));  // or new TimingPanel() + setOpenEntry
 * timing.setLanguage(lang);            // org.runbook.corpus.Lang or "fr" / "en" / "de": step labels, options, timeline
 * timing.openRulebookExample();        // the rulebook's example run, step by step
 * timing.openScenario(path);           // any scenario file; errors are shown as file:line: reason
 * timing.setCompare(true);             // the same scenario under the other edition, side by side
 * }</pre>
 * {@code openEntry} receives corpus ids such as {@code step:anr-2017/run-3.1} ("Read step" button, double-click on
 * a chart box or a timeline line).
 *
 * <h2>Parts</h2>
 * <ul>
 *   <li>{@link org.runbook.ui.timing.TimingPanel}: game and edition (from {@code Editions.ids()}), built-in scenarios
 *   of {@code content/scenarios/anr}, file chooser, compare mode, the board editor tab.</li>
 *   <li>{@code SessionView}: one session on screen; {@code SessionController} runs every engine move on its own
 *   thread and hands back immutable {@code Snapshot}s.</li>
 *   <li>{@code ChartView}: the edition's chart painted from {@code Edition.steps()} and {@code arrows()}: one band
 *   per chart, one column per phase; current step, visited path, open windows and who may act.</li>
 *   <li>{@code BoardEditor}: a board set up by hand, written as scenario YAML and read by the engine's own loader.</li>
 *   <li>{@code EditionDiff}: steps and timeline visits that differ between two editions.</li>
 *   <li>{@code Texts} + {@code TimingStrings.properties}: every label of the tab (add {@code _fr}/{@code _de}
 *   files to translate).</li>
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
