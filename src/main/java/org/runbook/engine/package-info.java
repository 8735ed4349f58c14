/**
 * The rules engines, pure Java: no Swing, Lucene or Jackson here; the YAML readers live in {@code org.runbook.scenario}.
 * Shared by every game: {@code engine.session} (the one generic {@link org.runbook.engine.session.ReplaySession}: an
 * initial state, an append-only decision log, back by replay, the script, one timeline type, over a small
 * {@link org.runbook.engine.session.SessionRules} per game) and {@code engine.game} (the registry and the
 * {@code GameSession} the app and the command line see). One package per game: {@code engine.game.anr} (the A:NR
 * charts), {@code engine.game.nr96}, {@code engine.game.vr}. The Netrunner family's shared machinery stays here: the
 * {@link org.runbook.engine.Session} over {@link org.runbook.engine.NetrunnerRules}, and the packages below.
 *
 * <h2>Layout</h2>
 * <ul>
 *   <li>{@code engine.timing}: the charts as data. {@link org.runbook.engine.timing.Edition} holds the
 *   {@link org.runbook.engine.timing.StepDef steps} (number, FR/EN/DE label, windows, entry work, decision, next-step
 *   rules with named {@link org.runbook.engine.timing.Cond conditions}); the charts themselves, one class per chart,
 *   are in their game's package ({@code engine.game.anr.RunTiming2017}..., {@code engine.game.nr96.Nr96Timing}). Step ids follow the corpus: {@code step:anr-2017/run-2.3}.</li>
 *   <li>{@code engine.state}: immutable records of a game ({@link org.runbook.engine.state.GameState}, players,
 *   servers, run, encounter, queued effects, the seeded generator state).</li>
 *   <li>{@code engine.cards}: cards as data in a small {@link org.runbook.engine.cards.Effect effect vocabulary}.</li>
 *   <li>{@code engine.actions}: the one {@link org.runbook.engine.actions.Interpreter} that walks an edition, with
 *   small helpers (windows and priority, basic actions, access, traces, damage, triggers).</li>
 *   <li>{@code engine.game.nr96}: the 1996 chart ({@code Nr96Timing}: steps cite {@code rule:nr96/...} entries, since that
 *   game has no step entries) and its secret-bid trace. What differs between editions beyond the steps is in
 *   {@link org.runbook.engine.timing.Conventions}: priority (1996: the Runner first, the Corp last), trace bidding,
 *   and the edition's window names ({@code rez-nodes-upgrades}, {@code costless-abilities} in 1996).</li>
 * </ul>
 *
 * <h2>API for a stepper (the Swing app)</h2>
 * <pre>{@code
 * ScenarioLoader.Loaded l = new ScenarioLoader(contentDir).load(path);   // file:line errors as ScenarioException
 * // (or new org.runbook.scenario.GameSessions(contentDir, null).open(path, null), any game)
 * Session s = Session.open(l.scenario(), l.cards());   // step by step: stops at every open window too
 * // or Session.start(...) to play the scenario's scripted decisions first
 * StepView v = s.current();
 * v.stepId();          // "step:anr-2017/run-2.3": the corpus entry that explains the step
 * v.number(); v.label(Lang.FR);
 * v.windows();         // EnumSet of Window: PAID_ABILITIES, REZ_ICE, REZ_NON_ICE, SCORE_AGENDAS (open right now)
 * v.mayAct();          // Side with priority in the open window
 * v.decision();        // who decides, kind, legal options: each Option has id() and label(lang)
 * v.triggers();        // trigger conditions met in this visit of the step
 * v.state();           // immutable GameState snapshot
 * s.decide("rez:wall-of-thorns");   // IllegalDecisionException names the step and the legal options
 * s.auto();            // both players pass (or continue / leave), up to the next decision
 * s.back();            // replays all decisions but the last: same seed, same result
 * s.timeline();        // List<TimelineEntry> (engine.session): one entry per step visit, the same type in every game
 * s.chart();           // the Edition: steps() and arrows() to draw the chart
 * }</pre>
 *
 * <h2>Order of work inside a step</h2>
 * Queued effects resolve first (chain reactions before going on); then the step's entry work, then its windows
 * (the active player has priority first; a player who acts keeps priority; the window closes when both pass in a
 * row), then the step's own decision, then the first next-step rule whose condition holds. Automatic moves are
 * marked {@code auto} in the log.
 */
package org.runbook.engine;
