package org.runbook.ui;

import java.text.Normalizer;
import java.util.Locale;

/** Text folded for matching what the user types: lower case, no accents, ß as ss. */
public final class Folding {

    private Folding() {
    }

    public static String fold(String s) {
        String n = Normalizer.normalize(s.toLowerCase(Locale.ROOT), Normalizer.Form.NFD);
        return n.replaceAll("\\p{M}+", "").replace("ß", "ss").strip();
    }
}
