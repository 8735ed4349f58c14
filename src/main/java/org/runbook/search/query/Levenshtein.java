package org.runbook.search.query;

/** Edit distance with an early exit: anything above {@code max} is reported as {@code max + 1}. */
public final class Levenshtein {

    private Levenshtein() {
    }

    /**
     * Computed only in the band of cells within {@code max} of the diagonal (a cell further away costs more than
     * {@code max} edits anyway), so that a look-up among many names with at most two edits does a fraction of the
     * full table's work; the result is the full table's, capped at {@code max + 1}.
     */
    /**
     * The characters of a text as a set of 64 bits (a character's code modulo 64). An edit removes at most one
     * character from the set and adds at most one, so two texts whose sets differ in more than {@code 2 * max}
     * bits are more than {@code max} edits apart: most words of a look-up are passed over without a distance.
     */
    public static long letters(String text) {
        long bits = 0;
        for (int i = 0; i < text.length(); i++) {
            bits |= 1L << (text.charAt(i) & 63);
        }
        return bits;
    }

    /** Whether two texts with these {@link #letters} may be within {@code max} edits of each other. */
    public static boolean mayBeWithin(long letters, long otherLetters, int max) {
        return Long.bitCount(letters ^ otherLetters) <= 2 * max;
    }

    public static int distance(String a, String b, int max) {
        int n = a.length();
        int m = b.length();
        if (Math.abs(n - m) > max) {
            return max + 1;
        }
        int over = max + 1;
        int[] prev = new int[m + 1];
        int[] cur = new int[m + 1];
        for (int j = 0; j <= m; j++) {
            prev[j] = Math.min(j, over);
        }
        for (int i = 1; i <= n; i++) {
            int lo = Math.max(1, i - max);
            int hi = Math.min(m, i + max);
            cur[lo - 1] = lo == 1 ? Math.min(i, over) : over;
            int rowMin = cur[lo - 1];
            char ca = a.charAt(i - 1);
            for (int j = lo; j <= hi; j++) {
                int cost = ca == b.charAt(j - 1) ? 0 : 1;
                int v = Math.min(Math.min(cur[j - 1] + 1, prev[j] + 1), prev[j - 1] + cost);
                cur[j] = Math.min(v, over);
                rowMin = Math.min(rowMin, cur[j]);
            }
            if (hi < m) {
                cur[hi + 1] = over; // outside the band: the next row reads it as too far
            }
            if (rowMin > max) {
                return over;
            }
            int[] t = prev;
            prev = cur;
            cur = t;
        }
        return Math.min(prev[m], over);
    }
}
