package org.runbook.search.query;

import java.util.Locale;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A timing step named in a query: "step 2.3", "étape 5.4 du piratage", "Schritt 4.4", "run step 3 (2012)".
 *
 * @param number  the step number, e.g. {@code 2.3}
 * @param scope   {@code run}, {@code corp}, {@code runner} or null when the query does not say
 * @param edition {@code anr-2012} when the query says 2012 (or "ancien", "alt"), else null
 */
public record StepReference(String number, String scope, String edition) {

    private static final Pattern STEP = Pattern.compile(
            "(?iu)\\b(?:step|steps|etape|étape|etapes|étapes|schritt|schritte|phase|stage)\\s*(?:n°|no\\.?|nr\\.?|#)?\\s*"
                    + "\\[?(\\d{1,2}(?:\\.\\d{1,2}){0,2})\\]?");
    private static final Pattern BARE = Pattern.compile("(?u)(?<![\\d.])(\\d\\.\\d{1,2}(?:\\.\\d)?)(?![\\d.])");

    public static Optional<StepReference> find(String query) {
        Matcher m = STEP.matcher(query);
        String number = null;
        if (m.find()) {
            number = m.group(1);
        } else {
            Matcher b = BARE.matcher(query);
            if (b.find()) {
                number = b.group(1);
            }
        }
        if (number == null) {
            return Optional.empty();
        }
        String lower = query.toLowerCase(Locale.ROOT);
        String scope = null;
        if (lower.matches("(?s).*\\b(run|runs|piratage|piratages|lauf)\\b.*")) {
            scope = "run";
        } else if (lower.matches("(?s).*\\b(corp|corpo|corporation|konzern|konzerns)\\b.*")) {
            scope = "corp";
        } else if (lower.matches("(?s).*\\b(runner|runners)\\b.*")) {
            scope = "runner";
        }
        String edition = lower.matches("(?s).*\\b(2012|ancien|ancienne|old|alt|alte|alten)\\b.*") ? "anr-2012" : null;
        return Optional.of(new StepReference(number, scope, edition));
    }
}
