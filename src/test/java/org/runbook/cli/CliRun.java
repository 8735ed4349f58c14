package org.runbook.cli;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * One run of the command line inside the test's JVM, on a content folder and an index folder of the test's own, with
 * what it printed on each stream.
 */
record CliRun(int code, String out, String err) {

    static CliRun of(Path content, Path index, String stdin, String... args) {
        ByteArrayOutputStream o = new ByteArrayOutputStream();
        ByteArrayOutputStream e = new ByteArrayOutputStream();
        List<String> all = new ArrayList<>(List.of("--content", content.toString(), "--index", index.toString()));
        all.addAll(List.of(args));
        int code = Cli.run(all.toArray(String[]::new), new PrintStream(o, true, StandardCharsets.UTF_8),
                new PrintStream(e, true, StandardCharsets.UTF_8),
                new ByteArrayInputStream(stdin.getBytes(StandardCharsets.UTF_8)));
        return new CliRun(code, o.toString(StandardCharsets.UTF_8), e.toString(StandardCharsets.UTF_8));
    }
}
