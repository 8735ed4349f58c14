import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.lang.reflect.Constructor;
import java.lang.reflect.Method;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.function.Consumer;

/**
 * Two builds of Runbook asked the same questions in one JVM, for comparing a change's query CPU on a shared machine:
 * each build is loaded by a class loader of its own (its own Lucene too), opens its own copy of an index folder, and
 * every question of the first set is asked of both in turn, the order swapped from one question to the next, so that
 * the machine's load falls on both alike. Prints each build's thread CPU per query (p50, p90, p99) and B's p50 over
 * A's; the same build as A and B gives about 1.00 (0.999 on 2026-11-27 at load 3).
 *
 * <p>{@code java [JVM flags] docs/PairedQueries.java CLASSPATH_A CLASSPATH_B ROUNDS}, from the project's folder, e.g.
 * {@code java docs/PairedQueries.java /tmp/main.jar target/runbook.jar 10}: a class path may be a jar or
 * {@code target/classes:/tmp/main.jar}. Each build's index is built into a folder of its own under /tmp first (the
 * builds must read the same index schema). Three rounds of warm-up come before the measured rounds.
 */
public class PairedQueries {

    public static void main(String[] args) throws Exception {
        if (args.length != 3) {
            System.err.println("usage: PairedQueries CLASSPATH_A CLASSPATH_B ROUNDS");
            System.exit(2);
        }
        ThreadMXBean mx = ManagementFactory.getThreadMXBean();
        Build[] builds = {new Build(args[0], "a"), new Build(args[1], "b")};
        List<String> questions = builds[0].questions();
        int rounds = Integer.parseInt(args[2]);
        for (int r = 0; r < 3; r++) {
            for (String q : questions) {
                builds[0].ask(q);
                builds[1].ask(q);
            }
        }
        double[][] cpu = new double[2][rounds * questions.size()];
        int k = 0;
        for (int r = 0; r < rounds; r++) {
            for (String q : questions) {
                for (int j = 0; j < 2; j++) {
                    int which = ((k + r + j) & 1);
                    long start = mx.getCurrentThreadCpuTime();
                    builds[which].ask(q);
                    cpu[which][k] = (mx.getCurrentThreadCpuTime() - start) / 1e6;
                }
                k++;
            }
        }
        double[] p50 = new double[2];
        for (int i = 0; i < 2; i++) {
            double[] sorted = cpu[i].clone();
            Arrays.sort(sorted);
            p50[i] = sorted[sorted.length / 2];
            System.out.printf(Locale.ROOT, "%s: query thread CPU p50 %.3f ms, p90 %.3f ms, p99 %.3f ms%n",
                    i == 0 ? "A" : "B", p50[i], sorted[(int) (sorted.length * 0.9)],
                    sorted[(int) (sorted.length * 0.99)]);
        }
        System.out.printf(Locale.ROOT, "B/A at p50: %.3f (%d questions x %d rounds)%n", p50[1] / p50[0],
                questions.size(), rounds);
    }

    /** One build: its classes, its index, its search service. */
    private static final class Build {
        private final ClassLoader loader;
        private final Object service;
        private final Method search;
        private final Constructor<?> request;

        Build(String classPath, String name) throws Exception {
            List<URL> urls = new ArrayList<>();
            for (String part : classPath.split(":")) {
                urls.add(Path.of(part).toAbsolutePath().toUri().toURL());
            }
            loader = new URLClassLoader(urls.toArray(URL[]::new), ClassLoader.getPlatformClassLoader());
            Path index = Files.createTempDirectory("runbook-paired-" + name);
            Class<?> location = loader.loadClass("org.runbook.corpus.ContentLocation");
            Object at = location.getMethod("resolve", Path.class, Path.class).invoke(null, Path.of("content"),
                    index.resolve("index"));
            Consumer<String> quiet = m -> { };
            Object store = loader.loadClass("org.runbook.search.index.IndexStore")
                    .getMethod("open", location, Consumer.class).invoke(null, at, quiet);
            Class<?> storeClass = loader.loadClass("org.runbook.search.index.IndexStore");
            service = loader.loadClass("org.runbook.search.SearchService").getConstructor(storeClass)
                    .newInstance(store);
            Class<?> requestClass = loader.loadClass("org.runbook.search.SearchRequest");
            request = requestClass.getConstructors()[0];
            search = service.getClass().getMethod("search", requestClass);
        }

        void ask(String question) throws Exception {
            search.invoke(service, request.newInstance(question, null, null, null, null, 10));
        }

        List<String> questions() throws Exception {
            List<?> set = (List<?>) loader.loadClass("org.runbook.search.eval.QuestionSet").getMethod("load")
                    .invoke(null);
            List<String> out = new ArrayList<>();
            for (Object q : set) {
                out.add((String) q.getClass().getMethod("text").invoke(q));
            }
            return out;
        }
    }
}
