package org.runbook.engine.timing;

/** One arrow of a chart: go to {@code target} when {@code cond} holds (first match wins). */
public record Next(Cond cond, String target) {
}
