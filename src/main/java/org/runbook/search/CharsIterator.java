package org.runbook.search;

import java.text.BreakIterator;
import java.text.CharacterIterator;
import java.util.Locale;

/**
 * A text's characters read from an array, for the JDK's sentence iterator that snippets use: the same characters
 * in the same order as {@link java.text.StringCharacterIterator} gives them (the same contract, index for index), so
 * the same sentence boundaries; reading an array skips the checks a string makes on every character, and the
 * sentence rules read each character of a passage several times.
 */
final class CharsIterator implements CharacterIterator {

    private final char[] chars;
    private int at;

    CharsIterator(String text) {
        this.chars = text.toCharArray();
    }

    private CharsIterator(char[] chars, int at) {
        this.chars = chars;
        this.at = at;
    }

    /** The JDK's sentence iterator for {@link Locale#ROOT}, given each text it is set to as an array. */
    static BreakIterator sentences() {
        return new Sentences(BreakIterator.getSentenceInstance(Locale.ROOT));
    }

    @Override
    public char first() {
        at = 0;
        return current();
    }

    @Override
    public char last() {
        at = chars.length == 0 ? 0 : chars.length - 1;
        return current();
    }

    @Override
    public char current() {
        return at < chars.length ? chars[at] : DONE;
    }

    @Override
    public char next() {
        if (at < chars.length - 1) {
            return chars[++at];
        }
        at = chars.length;
        return DONE;
    }

    @Override
    public char previous() {
        if (at <= 0) {
            return DONE;
        }
        return chars[--at];
    }

    @Override
    public char setIndex(int position) {
        if (position < 0 || position > chars.length) {
            throw new IllegalArgumentException("Invalid index");
        }
        at = position;
        return current();
    }

    @Override
    public int getBeginIndex() {
        return 0;
    }

    @Override
    public int getEndIndex() {
        return chars.length;
    }

    @Override
    public int getIndex() {
        return at;
    }

    @Override
    public Object clone() {
        return new CharsIterator(chars, at);
    }

    /** A break iterator that hands its rules each text as a {@link CharsIterator}; every answer is the rules'. */
    private static final class Sentences extends BreakIterator {
        private final BreakIterator rules;

        Sentences(BreakIterator rules) {
            this.rules = rules;
        }

        @Override
        public void setText(String text) {
            rules.setText(new CharsIterator(text));
        }

        @Override
        public void setText(CharacterIterator text) {
            rules.setText(text);
        }

        @Override
        public CharacterIterator getText() {
            return rules.getText();
        }

        @Override
        public int first() {
            return rules.first();
        }

        @Override
        public int last() {
            return rules.last();
        }

        @Override
        public int next(int n) {
            return rules.next(n);
        }

        @Override
        public int next() {
            return rules.next();
        }

        @Override
        public int previous() {
            return rules.previous();
        }

        @Override
        public int following(int offset) {
            return rules.following(offset);
        }

        @Override
        public int preceding(int offset) {
            return rules.preceding(offset);
        }

        @Override
        public boolean isBoundary(int offset) {
            return rules.isBoundary(offset);
        }

        @Override
        public int current() {
            return rules.current();
        }

        @Override
        public Object clone() {
            return new Sentences((BreakIterator) rules.clone());
        }
    }
}
