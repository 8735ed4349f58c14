package org.runbook.search;

import java.text.BreakIterator;
import java.text.CharacterIterator;
import java.text.StringCharacterIterator;

/**
 * The JDK's sentence iterator ({@link CharsIterator#sentences()}), answering from a document's kept answers
 * ({@link SentenceMemo}) when it has them, so that the sentence rules are not run again over a text already shown.
 *
 * <p>The JDK's iterator is not a plain list of boundaries: besides its place in the text it remembers the last
 * boundary that {@code following} or {@code previous} found, and starts from it the next time when it lies before
 * the place asked about; otherwise it backs up to a "safe" place by its reverse rules and walks forward. So
 * {@code preceding} may give another place than the forward boundaries would (round six dropped boundaries kept in
 * advance for that reason). This class keeps the same two values and takes the same steps, and asks the rules only
 * for what depends on the text and one position alone: the next boundary forward from a place ({@code next} with
 * the place set), and what {@code preceding} or {@code following} give just after {@code setText}, when nothing is
 * remembered. Those answers are kept per document; every other answer is built from them as the JDK builds it, so
 * each call returns what the JDK's own iterator would (checked by {@code KnownSentencesTest} on random calls over
 * random and indexed texts).
 *
 * <p>A text set without a document's answers ({@link #expect} not called) goes to the JDK's iterator directly.
 */
final class KnownSentences extends BreakIterator {

    private final BreakIterator rules;
    private SentenceMemo pending;

    // with a document's answers: the text, the place and the last boundary remembered, as the JDK keeps them
    private SentenceMemo memo;
    private String text;
    private int length;
    private int at;
    private int remembered = DONE;
    /** The text as the rules read it, made at the first answer not kept. */
    private CharsIterator chars;

    KnownSentences() {
        this(CharsIterator.sentences());
    }

    private KnownSentences(BreakIterator rules) {
        this.rules = rules;
    }

    /** The kept answers of the document whose text is set next (null: none). */
    void expect(SentenceMemo answers) {
        this.pending = answers;
    }

    @Override
    public void setText(String newText) {
        SentenceMemo m = pending;
        pending = null;
        if (m != null && m.length == newText.length()) {
            memo = m;
            text = newText;
            length = newText.length();
            at = 0;
            remembered = DONE;
            chars = null;
        } else {
            memo = null;
            text = null;
            rules.setText(newText);
        }
    }

    @Override
    public void setText(CharacterIterator newText) {
        pending = null;
        memo = null;
        text = null;
        rules.setText(newText);
    }

    @Override
    public CharacterIterator getText() {
        return memo == null ? rules.getText() : new StringCharacterIterator(text, 0, length, at);
    }

    @Override
    public int first() {
        if (memo == null) {
            return rules.first();
        }
        at = 0;
        return at;
    }

    @Override
    public int last() {
        if (memo == null) {
            return rules.last();
        }
        at = length;
        return at;
    }

    @Override
    public int current() {
        return memo == null ? rules.current() : at;
    }

    @Override
    public int next() {
        if (memo == null) {
            return rules.next();
        }
        int r = forward(at);
        if (r != DONE) {
            at = r;
        }
        return r;
    }

    @Override
    public int next(int n) {
        if (memo == null) {
            return rules.next(n);
        }
        int result = at;
        for (; n > 0; n--) {
            result = next();
        }
        for (; n < 0; n++) {
            result = previous();
        }
        return result;
    }

    @Override
    public int previous() {
        if (memo == null) {
            return rules.previous();
        }
        if (at == 0) {
            return DONE;
        }
        int start = at;
        int last;
        if (remembered >= start || remembered <= DONE) {
            last = answer(SentenceMemo.PRECEDING, start);
        } else {
            // from the remembered boundary forward, the last boundary before the start
            last = remembered;
            int result = remembered;
            while (result != DONE && result < start) {
                last = result;
                result = forward(result);
            }
        }
        at = last;
        remembered = last;
        return last;
    }

    @Override
    public int following(int offset) {
        if (memo == null) {
            return rules.following(offset);
        }
        check(offset);
        int result;
        if (offset == 0) {
            result = forward(0);
        } else if (remembered >= offset || remembered <= DONE) {
            result = answer(SentenceMemo.FOLLOWING, offset);
        } else {
            result = remembered;
            while (result != DONE && result <= offset) {
                result = forward(result);
            }
        }
        // the rules leave their place at the boundary found, or at the end when there is none
        at = result == DONE ? (offset == 0 ? 0 : length) : result;
        remembered = result;
        return result;
    }

    @Override
    public int preceding(int offset) {
        if (memo == null) {
            return rules.preceding(offset);
        }
        check(offset);
        at = offset;
        return previous();
    }

    @Override
    public boolean isBoundary(int offset) {
        if (memo == null) {
            return rules.isBoundary(offset);
        }
        check(offset);
        return offset == 0 || following(offset - 1) == offset;
    }

    @Override
    public Object clone() {
        KnownSentences copy = new KnownSentences((BreakIterator) rules.clone());
        copy.pending = pending;
        copy.memo = memo;
        copy.text = text;
        copy.length = length;
        copy.at = at;
        copy.remembered = remembered;
        return copy;
    }

    private void check(int offset) {
        if (offset < 0 || offset > length) {
            throw new IllegalArgumentException("offset out of bounds");
        }
    }

    /** The next boundary the rules find going forward from {@code from} (DONE at the end). */
    private int forward(int from) {
        return from == length ? DONE : answer(SentenceMemo.NEXT, from);
    }

    /** A kept answer, or the rules' answer kept for next time. */
    private int answer(int kind, int position) {
        int kept = memo.get(kind, position);
        if (kept != Integer.MIN_VALUE) {
            return kept;
        }
        if (chars == null) {
            chars = new CharsIterator(text);
        }
        int r;
        if (kind == SentenceMemo.NEXT) {
            rules.setText(chars);
            rules.getText().setIndex(position);
            r = rules.next();
        } else {
            rules.setText(chars); // nothing remembered: the answer depends on the position alone
            r = kind == SentenceMemo.PRECEDING ? rules.preceding(position) : rules.following(position);
        }
        memo.put(kind, position, r);
        return r;
    }
}
