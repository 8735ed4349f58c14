package org.runbook.corpus;

import java.text.Normalizer;
import java.util.Locale;

/**
 * The one text folding of the project, as the names analyzer of the index folds a name (lower case, then umlauts and
 * accents folded, ß as ss, œ as oe, æ as ae): what the user types and what it is matched against are folded alike
 * everywhere (filters, the linker, card printings, suggestions, the language guess). Outer spaces are removed.
 */
public final class Folding {

    private Folding() {
    }

    public static String fold(String s) {
        String lower = s.toLowerCase(Locale.ROOT).replace("ß", "ss").replace("œ", "oe").replace("æ", "ae");
        return Normalizer.normalize(lower, Normalizer.Form.NFD).replaceAll("\\p{M}+", "").strip();
    }
}
