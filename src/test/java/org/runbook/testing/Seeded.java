package org.runbook.testing;

import java.lang.reflect.Method;
import java.util.List;
import java.util.SplittableRandom;

import org.junit.jupiter.api.Test;

/**
 * Runs a property over many random cases, each from its own seed, and names the seed of a failing case with the
 * command that replays it alone.
 *
 * <p>Each run of the suite draws new seeds from a base seed (random unless {@code -Drunbook.seed.base=B} fixes it), so
 * the cases differ from one build to the next. {@code -Drunbook.seed=S} runs exactly one case, the one of seed S,
 * whatever number of tries the property asks for.
 */
public final class Seeded {
    /** System property that replays a single case. */
    public static final String SEED = "runbook.seed";
    /** System property that fixes the base the case seeds are drawn from. */
    public static final String BASE = "runbook.seed.base";

    /** One case of a property, given its own seed. */
    @FunctionalInterface
    public interface Case {
        void check(long seed) throws Exception;
    }

    /** One case that may decline its random input (returns false): it is then not counted. */
    @FunctionalInterface
    public interface OptionalCase {
        boolean check(long seed) throws Exception;
    }

    private Seeded() {
    }

    /** Checks {@code tries} random cases; returns how many ran. */
    public static int forAll(int tries, Case property) {
        return forAll(tries, tries, seed -> {
            property.check(seed);
            return true;
        });
    }

    /**
     * Draws seeds until {@code tries} cases have counted, or {@code maxDraws} seeds have been drawn; fails when
     * fewer than {@code tries} counted (the generator rejects too much to test anything).
     */
    public static int forAll(int tries, int maxDraws, OptionalCase property) {
        String where = caller();
        String single = System.getProperty(SEED);
        if (single != null && !single.isBlank()) {
            long seed = Long.parseLong(single.trim());
            run(where, seed, 1, 1, property);
            return 1;
        }
        long base = Long.getLong(BASE, new SplittableRandom().nextLong());
        SplittableRandom seeds = new SplittableRandom(base);
        int counted = 0;
        int drawn = 0;
        while (counted < tries && drawn < maxDraws) {
            long seed = seeds.nextLong(1, 1_000_000_000L);
            drawn++;
            if (run(where, seed, counted + 1, tries, property)) {
                counted++;
            }
        }
        if (counted < tries) {
            throw new AssertionError(where + ": only " + counted + " of " + tries + " cases could be used in "
                    + drawn + " draws (base seed " + base + ")");
        }
        return counted;
    }

    private static boolean run(String where, long seed, int index, int tries, OptionalCase property) {
        try {
            return property.check(seed);
        } catch (Throwable failure) {
            AssertionError e = new AssertionError("property " + where + " failed on case " + index + " of " + tries
                    + " with seed " + seed + "\n  replay it alone: " + replayCommand(where, seed) + "\n  "
                    + failure, failure);
            throw e;
        }
    }

    /** The Maven command that runs one case of one test method again. */
    public static String replayCommand(String where, long seed) {
        return "mvn -B test -Dtest='" + where + "' -D" + SEED + "=" + seed;
    }

    /** "SimpleClassName#method" of the JUnit test method that called {@link #forAll}, directly or through lambdas. */
    private static String caller() {
        List<StackWalker.StackFrame> frames = StackWalker.getInstance(StackWalker.Option.RETAIN_CLASS_REFERENCE)
                .walk(s -> s.filter(f -> f.getDeclaringClass() != Seeded.class).toList());
        StackWalker.StackFrame test = frames.stream().filter(Seeded::isTestMethod).findFirst()
                .orElse(frames.isEmpty() ? null : frames.get(0));
        return test == null ? "?" : test.getDeclaringClass().getSimpleName() + "#" + test.getMethodName();
    }

    private static boolean isTestMethod(StackWalker.StackFrame f) {
        for (Method m : f.getDeclaringClass().getDeclaredMethods()) {
            if (m.getName().equals(f.getMethodName()) && m.isAnnotationPresent(Test.class)) {
                return true;
            }
        }
        return false;
    }
}
