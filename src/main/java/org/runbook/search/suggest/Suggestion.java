package org.runbook.search.suggest;

/**
 * One type-ahead proposal.
 *
 * @param text what to show and to put in the search field
 * @param kind the kind of the entry it comes from ({@code card}, {@code term}, {@code rule}...)
 * @param id   the entry it opens
 * @param lang the language of {@code text}
 */
public record Suggestion(String text, String kind, String id, String lang) {
}
