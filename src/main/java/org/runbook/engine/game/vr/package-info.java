/**
 * The timing engine for Virtual Revolution (game {@code vr}, edition {@code virtual-revolution}). Pure Java; the
 * YAML reader is {@code org.runbook.scenario.vr.VrScenarioLoader}.
 *
 * <ul>
 *   <li>{@link org.runbook.engine.game.vr.VrChart}: the chart as data: turn (Director, influence, action, end of turn),
 *   end of rounds 1-4 and end of game; each {@link org.runbook.engine.game.vr.VrStep} cites the corpus entry that
 *   explains it ({@code rule:vr/...}); {@link org.runbook.engine.game.vr.VrWindow}: the "at any time during your turn"
 *   windows.</li>
 *   <li>{@link org.runbook.engine.game.vr.VrState}, {@link org.runbook.engine.game.vr.VrPlayer}: immutable records of a game
 *   (boroughs, tokens, Servers, Agents, Verses, piles, the seeded generator state).</li>
 *   <li>{@link org.runbook.engine.game.vr.VrCatalog}: map and cards as data, effects in a small vocabulary.</li>
 *   <li>{@link org.runbook.engine.game.vr.VrEngine}: the interpreter; {@link org.runbook.engine.game.vr.VrSession}: the generic
 *   {@link org.runbook.engine.session.ReplaySession} over {@link org.runbook.engine.game.vr.VrRules} ({@code decide(id)},
 *   {@code auto()}, {@code back()}, {@code timeline()}), with {@code current()} and {@code chart()};
 *   {@link org.runbook.engine.game.vr.VrGameSession}: the same as a {@code GameSession}.</li>
 * </ul>
 *
 * <pre>{@code
 * VrScenario sc = new VrScenarioLoader(contentDir).load(path);
 * VrSession s = VrSession.open(sc);      // or start(sc) to play the scripted decisions
 * VrStepView v = s.current();            // stepId, cite, label(lang), windows(), mayAct(), decision(), state()
 * s.decide("place:QL-1");                // VrIllegalDecisionException names the step and the legal options
 * }</pre>
 */
package org.runbook.engine.game.vr;
