package org.runbook.bench;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.regex.Matcher;
import java.util.stream.Stream;

/** Small helpers shared by the benchmarks: medians, percentiles, the machine's load, files. */
final class Bench {

    private Bench() {
    }

    /** {@code value} with {@code decimals} decimals and a full stop, as every figure of the benchmarks is written. */
    static String f(int decimals, double value) {
        return String.format(java.util.Locale.ROOT, "%." + decimals + "f", value);
    }

    static double median(List<Double> values) {
        return percentile(values, 50);
    }

    /** The value below which {@code p} percent of the values lie (nearest rank). */
    static double percentile(List<Double> values, double p) {
        List<Double> sorted = new ArrayList<>(values);
        sorted.sort(Comparator.naturalOrder());
        int i = (int) Math.ceil(p / 100.0 * sorted.size()) - 1;
        return sorted.get(Math.max(0, Math.min(sorted.size() - 1, i)));
    }

    /** The 1, 5 and 15 minute load averages, or "unknown". */
    static String load() {
        try {
            String[] f = Files.readString(Path.of("/proc/loadavg")).split(" ");
            return f[0] + " " + f[1] + " " + f[2];
        } catch (IOException | RuntimeException e) {
            return "unknown";
        }
    }

    /** The java launcher of the running JVM. */
    static String java() {
        return Path.of(System.getProperty("java.home"), "bin", "java").toString();
    }

    /** The numbers of the matcher's groups, or null when it does not match. */
    static long[] groups(Matcher m) {
        if (!m.find()) {
            return null;
        }
        long[] g = new long[m.groupCount()];
        for (int i = 0; i < g.length; i++) {
            g[i] = Long.parseLong(m.group(i + 1));
        }
        return g;
    }

    /** The project's content folder beside {@code target/runbook.jar}, else {@code content} here. */
    static Path contentOf(Path jar) {
        Path project = jar.toAbsolutePath().getParent() == null ? null : jar.toAbsolutePath().getParent().getParent();
        if (project != null && Files.isDirectory(project.resolve("content"))) {
            return project.resolve("content");
        }
        return Path.of("content");
    }

    static Path copyContent(Path from, Path to) throws IOException {
        try (Stream<Path> walk = Files.walk(from)) {
            for (Path p : walk.toList()) {
                Path target = to.resolve(from.relativize(p).toString());
                if (Files.isDirectory(p)) {
                    Files.createDirectories(target);
                } else {
                    Files.copy(p, target);
                }
            }
        }
        return to;
    }

    static Path firstEntryFile(Path content) throws IOException {
        return org.runbook.corpus.ContentLoader.entryFiles(content).get(0);
    }

    static void delete(Path dir) throws IOException {
        try (Stream<Path> walk = Files.walk(dir)) {
            walk.sorted(Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
        }
    }
}
