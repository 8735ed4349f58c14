package org.runbook.search.query;

import org.runbook.search.suggest.Suggester;

/**
 * A query's text or word folded as {@link Suggester#fold} folds it, outer spaces removed, for the paths run at every
 * query. Text in plain ASCII, which is most of what players type, needs neither the Unicode decomposition nor the two
 * regular expressions of the general folding: it is lower-cased, each run of other characters than letters and digits
 * becomes one space and the outer spaces go, in one pass, which is what the general folding gives for such text.
 * Any other text is folded by {@link Suggester#fold}.
 */
public final class Folded {

    private Folded() {
    }

    /** {@code Suggester.fold(text).strip()}. */
    public static String of(String text) {
        int length = text.length();
        boolean asIs = true;
        for (int i = 0; i < length; i++) {
            char c = text.charAt(i);
            if (c >= 0x80) {
                return Suggester.fold(text).strip();
            }
            // already folded: lower-case letters and digits, one space between words and none at the ends
            asIs &= isLowerOrDigit(c) || c == ' ' && i > 0 && i < length - 1 && text.charAt(i - 1) != ' ';
        }
        if (asIs) {
            return text;
        }
        StringBuilder out = new StringBuilder(length);
        boolean gap = false;
        for (int i = 0; i < length; i++) {
            char c = text.charAt(i);
            if (isLowerOrDigit(c) || c >= 'A' && c <= 'Z') {
                if (gap && out.length() > 0) {
                    out.append(' ');
                }
                gap = false;
                out.append(c >= 'A' && c <= 'Z' ? (char) (c + ('a' - 'A')) : c);
            } else {
                gap = true;
            }
        }
        return out.toString();
    }

    private static boolean isLowerOrDigit(char c) {
        return c >= 'a' && c <= 'z' || c >= '0' && c <= '9';
    }
}
