package org.runbook.engine.state;

/** A pure seeded random generator (SplitMix64): the state is a long kept in the game state. */
public final class Rng {
    private Rng() {
    }

    /** Next state. */
    public static long next(long state) {
        return state + 0x9E3779B97F4A7C15L;
    }

    /** A value in [0, bound) drawn from the state (use {@link #next} afterwards). */
    public static int draw(long state, int bound) {
        long z = state + 0x9E3779B97F4A7C15L;
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        z = z ^ (z >>> 31);
        return (int) Math.floorMod(z, (long) bound);
    }
}
