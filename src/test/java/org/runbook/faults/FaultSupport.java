package org.runbook.faults;

import org.runbook.cli.Cli;
import org.runbook.corpus.ContentLocation;
import org.runbook.search.SearchRequest;
import org.runbook.search.SearchService;
import org.runbook.search.index.IndexStore;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.File;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

import static org.assertj.core.api.Assertions.assertThat;

/** What the fault tests share: running the command line in-process or in a child JVM, searching an index. */
final class FaultSupport {

    private FaultSupport() {
    }

    /** The result of one command line. */
    record Run(int code, String out, String err) {
        /** Exit code 0, 1 or 2, and no stack trace on either stream. */
        Run clean() {
            assertThat(code).as("exit code of a run that printed: %s", err).isIn(0, 1, 2);
            noStackTrace(out);
            noStackTrace(err);
            return this;
        }
    }

    static void noStackTrace(String text) {
        assertThat(text).doesNotContain("\tat ").doesNotContain("Exception in thread")
                .doesNotContainPattern("(?m)^(java|javax|org|com)\\.[\\w.$]+(Exception|Error)\\b");
    }

    /** Runs the command line in this JVM. */
    static Run cli(String stdin, List<String> args) {
        ByteArrayOutputStream o = new ByteArrayOutputStream();
        ByteArrayOutputStream e = new ByteArrayOutputStream();
        int code = Cli.run(args.toArray(String[]::new), new PrintStream(o, true, StandardCharsets.UTF_8),
                new PrintStream(e, true, StandardCharsets.UTF_8),
                new ByteArrayInputStream(stdin.getBytes(StandardCharsets.UTF_8)));
        return new Run(code, o.toString(StandardCharsets.UTF_8), e.toString(StandardCharsets.UTF_8));
    }

    /**
     * A child JVM running {@code org.runbook.Main} with the test class path, its output going to {@code out} and
     * {@code err}; not waited for.
     */
    static Process child(List<String> jvmOptions, List<String> args, Path home, Path out, Path err)
            throws IOException {
        List<String> command = new ArrayList<>();
        command.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
        command.add("-XX:TieredStopAtLevel=1");
        command.addAll(jvmOptions);
        command.add("-Drunbook.home=" + home);
        command.add("-cp");
        command.add(System.getProperty("java.class.path"));
        command.add("org.runbook.Main");
        command.addAll(args);
        ProcessBuilder pb = new ProcessBuilder(command);
        pb.environment().remove("RUNBOOK_DEBUG");
        pb.redirectInput(ProcessBuilder.Redirect.from(new File("/dev/null")));
        pb.redirectOutput(out.toFile());
        pb.redirectError(err.toFile());
        return pb.start();
    }

    /** Runs a child JVM to its end (killed after {@code timeoutSeconds}) and collects its output. */
    static Run childRun(List<String> jvmOptions, List<String> args, Path scratch, int timeoutSeconds)
            throws IOException, InterruptedException {
        Files.createDirectories(scratch);
        Path out = Files.createTempFile(scratch, "out", ".txt");
        Path err = Files.createTempFile(scratch, "err", ".txt");
        Process p = child(jvmOptions, args, scratch.resolve("home"), out, err);
        if (!p.waitFor(timeoutSeconds, TimeUnit.SECONDS)) {
            p.destroyForcibly().waitFor();
        }
        return new Run(p.exitValue(), Files.readString(out), Files.readString(err));
    }

    /** The ids of the hits for {@code query} on the index at {@code location}. */
    static List<String> search(ContentLocation location, String query) throws Exception {
        try (IndexStore store = IndexStore.open(location, m -> { })) {
            return new SearchService(store).search(SearchRequest.of(query)).hits().stream().map(h -> h.id())
                    .toList();
        }
    }
}
