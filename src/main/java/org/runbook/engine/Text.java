package org.runbook.engine;

import org.runbook.engine.game.Lang;

/** A short text in the three languages of the project. */
public record Text(String fr, String en, String de) {

    public static Text of(String fr, String en, String de) {
        return new Text(fr, en, de);
    }

    /** Same words in every language (names, numbers). */
    public static Text same(String s) {
        return new Text(s, s, s);
    }

    public String get(Lang lang) {
        return switch (lang) {
            case FR -> fr;
            case DE -> de;
            case EN -> en;
        };
    }
}
