package org.runbook.testing;

import java.util.List;
import java.util.SplittableRandom;

/** A small generator of random test inputs, all drawn from one seed so that a case can be replayed. */
public final class Gen {
    private final SplittableRandom random;

    public Gen(long seed) {
        this.random = new SplittableRandom(seed);
    }

    /** A whole number from {@code min} to {@code max}, both included. */
    public int between(int min, int max) {
        return random.nextInt(min, max + 1);
    }

    /** A long from {@code min} to {@code max}, both included. */
    public long between(long min, long max) {
        return random.nextLong(min, max + 1);
    }

    /** True once in {@code n} draws. */
    public boolean oneIn(int n) {
        return random.nextInt(n) == 0;
    }

    /** One element of the list, each equally likely. */
    public <T> T pick(List<T> from) {
        return from.get(random.nextInt(from.size()));
    }

    /** Index of a choice drawn with the given weights. */
    public int weighted(int... weights) {
        int total = 0;
        for (int w : weights) {
            total += w;
        }
        int r = random.nextInt(total);
        for (int i = 0; i < weights.length; i++) {
            r -= weights[i];
            if (r < 0) {
                return i;
            }
        }
        return weights.length - 1;
    }

    /** Up to {@code maxLength} chars of any value (lone surrogates, controls and NUL included). */
    public String anyChars(int maxLength) {
        int n = random.nextInt(maxLength + 1);
        StringBuilder b = new StringBuilder(n);
        for (int i = 0; i < n; i++) {
            // half the time plain ASCII, so that words and operators appear among the noise
            b.append(oneIn(2) ? (char) between(0, 127) : (char) random.nextInt(Character.MAX_VALUE + 1));
        }
        return b.toString();
    }

    /** Between {@code min} and {@code max} chars, each drawn from {@code alphabet}. */
    public String charsFrom(String alphabet, int min, int max) {
        int n = between(min, max);
        StringBuilder b = new StringBuilder(n);
        for (int i = 0; i < n; i++) {
            b.append(alphabet.charAt(random.nextInt(alphabet.length())));
        }
        return b.toString();
    }

    /** Up to {@code maxWords} words from {@code words}, joined by spaces. */
    public String words(List<String> words, int maxWords) {
        int n = random.nextInt(maxWords + 1);
        StringBuilder b = new StringBuilder();
        for (int i = 0; i < n; i++) {
            if (i > 0) {
                b.append(' ');
            }
            b.append(pick(words));
        }
        return b.toString();
    }
}
