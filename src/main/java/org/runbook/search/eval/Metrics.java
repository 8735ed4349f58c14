package org.runbook.search.eval;

import java.util.List;

/**
 * Recall at 1 and 3 and mean reciprocal rank at 10 over a group of questions.
 *
 * @param count how many questions
 */
public record Metrics(int count, double recallAt1, double recallAt3, double mrrAt10) {

    /** @param ranks for each question the 1-based rank of its first right answer, 0 when not in the top 10 */
    public static Metrics of(List<Integer> ranks) {
        if (ranks.isEmpty()) {
            return new Metrics(0, 0, 0, 0);
        }
        double r1 = 0;
        double r3 = 0;
        double mrr = 0;
        for (int r : ranks) {
            if (r == 1) {
                r1++;
            }
            if (r >= 1 && r <= 3) {
                r3++;
            }
            if (r >= 1 && r <= 10) {
                mrr += 1.0 / r;
            }
        }
        int n = ranks.size();
        return new Metrics(n, r1 / n, r3 / n, mrr / n);
    }
}
