package org.runbook.faults;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.runbook.corpus.Fixtures;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Every command with random arguments (seeded): options of other commands, missing and odd values, paths that are
 * files, folders of other files or missing, words that look like options. Exit codes are 0, 1 or 2 only, and no
 * run prints a stack trace. The seed of a failing case is in its description.
 */
@ExtendWith(FaultFigures.class)
class CliFuzzFaultsTest {

    private static final int CASES = 200;
    private static final long SEED = 20_261_123L;

    private static final List<String> COMMANDS = List.of("search", "suggest", "show", "validate", "step", "corpus",
            "help", "index", "frobnicate", "", "--help", "--version", "eval", "bench");
    private static final List<String> WORDS = List.of("--json", "--explain", "--lang", "--game", "--kind", "--edition",
            "--limit", "--scenario", "--explore", "--rounds", "--misses", "--content", "--index", "--", "-h", "-x",
            "--lang=fr", "--limit=0", "--limit=-5", "--limit=99999999999", "fr", "en", "xx", "anr", "nr96", "vr",
            "zz", "card", "rule", "anr-2017", "virtual-revolution", "netrunner-1996", "jack out", "débrancher",
            "01090", "rule:anr/test-jack-out", "card:99999", "stats", "search", "engine", "", " ", "\t", "0", "-1",
            "2147483648", "%s", "\\u0000", "ünïcødé", "日本語", "'", "\"", "*", "?", "[", "{", "01-rulebook-example-run");

    @TempDir
    Path tmp;

    private String homeBefore;

    @org.junit.jupiter.api.BeforeEach
    void privateHome() {
        homeBefore = System.getProperty("runbook.home");
        System.setProperty("runbook.home", tmp.resolve("home").toString());
    }

    @org.junit.jupiter.api.AfterEach
    void restoreHome() {
        if (homeBefore == null) {
            System.clearProperty("runbook.home");
        } else {
            System.setProperty("runbook.home", homeBefore);
        }
    }

    @Test
    void randomCommandLinesExitWith0Or1Or2AndNeverAStackTrace() throws Exception {
        Path content = Fixtures.copyContent(tmp);
        Path index = tmp.resolve("index");
        Path others = tmp.resolve("others");
        Files.createDirectories(others);
        Files.writeString(others.resolve("notes.txt"), "keep me");
        Path aFile = tmp.resolve("a-file.txt");
        Files.writeString(aFile, "keep me too");
        List<String> paths = List.of(content.toString(), index.toString(), others.toString(), aFile.toString(),
                tmp.resolve("missing").toString(), "/", "/proc/none");
        assertThat(FaultSupport.cli("", List.of("--content", content.toString(), "--index", index.toString(),
                "search", "jack out")).code()).isZero();
        Random random = new Random(SEED);
        for (int i = 0; i < CASES; i++) {
            long seed = random.nextLong();
            List<String> args = commandLine(new Random(seed), content, index, paths);
            FaultFigures.check("command lines", "seed " + seed + " " + args, () -> {
                FaultSupport.Run run = FaultSupport.cli("jack out\n", args).clean();
                if (run.code() == 2) {
                    assertThat(run.err()).as("a usage error says something").isNotBlank();
                }
            });
        }
        assertThat(Files.readString(others.resolve("notes.txt"))).isEqualTo("keep me");
        assertThat(Files.readString(aFile)).isEqualTo("keep me too");
        try (var list = Files.list(others)) {
            assertThat(list.count()).isEqualTo(1);
        }
    }

    private static List<String> commandLine(Random r, Path content, Path index, List<String> paths) {
        List<String> args = new ArrayList<>();
        // always both folders, so that no case falls back on the project's own content and index
        args.add("--content");
        args.add(r.nextInt(5) > 0 ? content.toString() : pick(r, paths));
        args.add("--index");
        args.add(r.nextInt(5) > 0 ? index.toString() : pick(r, paths));
        String command = pick(r, COMMANDS);
        if (command.equals("eval") || command.equals("bench")) {
            args.add(command);
            args.add("--no-such-option"); // their runs take minutes: only their option checking is tried here
            return args;
        }
        if (command.equals("index") && r.nextInt(3) > 0) {
            command = "validate";
        }
        args.add(command);
        int n = r.nextInt(6);
        for (int i = 0; i < n; i++) {
            args.add(r.nextInt(6) == 0 ? pick(r, paths) : pick(r, WORDS));
        }
        return args;
    }

    private static String pick(Random r, List<String> from) {
        return from.get(r.nextInt(from.size()));
    }
}
