package org.runbook.faults;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.runbook.corpus.ContentException;
import org.runbook.corpus.ContentLocation;
import org.runbook.corpus.Corpus;
import org.runbook.corpus.Fixtures;
import org.runbook.search.SearchRequest;
import org.runbook.search.SearchService;
import org.runbook.search.index.IndexStore;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * Content mutations (bad YAML, duplicate id and key, invalid UTF-8, UTF-16, NUL bytes, a binary file, a huge entry,
 * a missing language, aliases…): each gives {@code file:line: reason} without a stack trace, {@code validate} exits
 * 1, and the last good index keeps answering with a warning that names the problem.
 */
@ExtendWith(FaultFigures.class)
class ContentFaultsTest {

    private static final String RUNS = "anr/rules/runs.yaml";

    @TempDir
    Path tmp;

    /** A change to the content folder and the start of the message it must give ({@code file:line: ...}). */
    private record Mutation(String file, Edit edit, String expected) {
    }

    @FunctionalInterface
    private interface Edit {
        byte[] apply(byte[] original);
    }

    private static Edit text(java.util.function.UnaryOperator<String> f) {
        return b -> f.apply(new String(b, StandardCharsets.UTF_8)).getBytes(StandardCharsets.UTF_8);
    }

    private static Map<String, Mutation> mutations() {
        Map<String, Mutation> m = new LinkedHashMap<>();
        m.put("bad YAML", new Mutation(RUNS, text(s -> s + "  - id: [unclosed\n"), "content/anr/rules/runs.yaml:\\d+: invalid YAML"));
        m.put("duplicate id", new Mutation(RUNS, text(s -> s.replace("clarification:anr/test-tollbooth",
                "rule:anr/test-jack-out")), "content/anr/rules/runs.yaml:\\d+: .*rule:anr/test-jack-out"));
        m.put("duplicate key", new Mutation(RUNS, text(s -> s.replace("    kind: clarification\n",
                "    kind: clarification\n    kind: rule\n")), "content/anr/rules/runs.yaml:\\d+: duplicate key 'kind'"));
        m.put("invalid UTF-8", new Mutation(RUNS, b -> replaceFirst(b, "Tollbooth and".getBytes(StandardCharsets.UTF_8),
                new byte[] {'T', (byte) 0xFF, 'l'}), "content/anr/rules/runs.yaml:27: bytes that are not UTF-8"));
        m.put("NUL byte", new Mutation(RUNS, b -> replaceFirst(b, "Tollbooth and".getBytes(StandardCharsets.UTF_8),
                new byte[] {'T', 0, 'l'}), "content/anr/rules/runs.yaml:27: a NUL byte"));
        m.put("UTF-16", new Mutation(RUNS, b -> new String(b, StandardCharsets.UTF_8).getBytes(StandardCharsets.UTF_16),
                "content/anr/rules/runs.yaml:1: the file is in UTF-16"));
        m.put("binary file", new Mutation("anr/rules/picture.yaml", b -> binary(), "content/anr/rules/picture.yaml:\\d+: "));
        m.put("control character", new Mutation(RUNS, text(s -> s.replace("Tollbooth and", "Toll\u0007booth and")),
                "content/anr/rules/runs.yaml:27: a control character"));
        m.put("huge entry", new Mutation(RUNS, text(s -> s.replace("The payment asked by Tollbooth",
                "x".repeat(300_000))), "content/anr/rules/runs.yaml:\\d+: a value"));
        m.put("huge file", new Mutation(RUNS, text(s -> s + "#" + "y".repeat(3_000_000) + "\n"),
                "content/anr/rules/runs.yaml: the file is"));
        m.put("missing language", new Mutation(RUNS, text(s -> s.replace("      fr: Quitter un piratage avant la fin\n"
                + "      de: Einen Run vorzeitig verlassen\n", "")), "content/anr/rules/runs.yaml:\\d+: "));
        m.put("alias", new Mutation(RUNS, text(s -> s.replace("  kind: rule\n", "  kind: &k rule\n")
                .replace("    kind: clarification\n", "    kind: *k\n")),
                "content/anr/rules/runs.yaml:\\d+: anchors and aliases"));
        m.put("mapping instead of list", new Mutation(RUNS, text(s -> s.replace("entries:\n", "entries: {a: b}\nx:\n")),
                "content/anr/rules/runs.yaml:\\d+: "));
        return m;
    }

    @Test
    void everyMutationNamesItsFileAndLineAndTheLastGoodIndexKeepsAnswering() throws Exception {
        Path content = Fixtures.copyContent(tmp);
        ContentLocation location = new ContentLocation(content, tmp.resolve("index"), false);
        List<String> good = FaultSupport.search(location, "jack out");
        assertThat(good).contains("rule:anr/test-jack-out");
        for (Map.Entry<String, Mutation> e : mutations().entrySet()) {
            Mutation m = e.getValue();
            Path file = content.resolve(m.file());
            byte[] before = Files.exists(file) ? Files.readAllBytes(file) : null;
            Files.write(file, m.edit().apply(before == null ? new byte[0] : before));
            try {
                FaultFigures.check("content mutations", e.getKey(), () -> checkMutation(location, m, good));
            } finally {
                if (before == null) {
                    Files.delete(file);
                } else {
                    Files.write(file, before);
                }
            }
        }
    }

    @Test
    void aBrokenFileIsListedBeforeTheUnknownLinksItCausesElsewhere() throws Exception {
        Path content = Fixtures.copyContent(tmp);
        Files.writeString(content.resolve(RUNS), Files.readString(content.resolve(RUNS)) + "  - id: [unclosed\n");
        FaultFigures.check("content mutations", "root cause first", () -> {
            FaultSupport.Run run = FaultSupport.cli("", List.of("--content", content.toString(), "--index",
                    tmp.resolve("index").toString(), "validate")).clean();
            List<String> problems = run.err().lines().filter(l -> l.startsWith("content/")).toList();
            assertThat(problems).hasSizeGreaterThan(1);
            assertThat(problems.get(0)).startsWith("content/anr/rules/runs.yaml:").contains("invalid YAML");
            assertThat(problems.get(problems.size() - 1)).contains("unknown link");
        });
    }

    private void checkMutation(ContentLocation location, Mutation m, List<String> good) throws Exception {
        assertThatThrownBy(() -> Corpus.load(location.contentDir())).isInstanceOf(ContentException.class)
                .satisfies(x -> assertThat(x.getMessage()).containsPattern(m.expected()));
        FaultSupport.Run validate = FaultSupport.cli("", List.of("--content", location.contentDir().toString(),
                "--index", location.indexDir().toString(), "validate")).clean();
        assertThat(validate.code()).isEqualTo(1);
        assertThat(validate.err()).containsPattern(m.expected());
        List<String> log = new ArrayList<>();
        try (IndexStore store = IndexStore.open(location, log::add)) {
            assertThat(store.staleWarning()).contains("before the edit").containsPattern(m.expected());
            assertThat(new SearchService(store).search(SearchRequest.of("jack out")).hits().stream()
                    .map(h -> h.id()).toList()).isEqualTo(good);
        }
        FaultSupport.Run search = FaultSupport.cli("", List.of("--content", location.contentDir().toString(),
                "--index", location.indexDir().toString(), "search", "jack out")).clean();
        assertThat(search.code()).isZero();
        assertThat(search.out()).contains("rule:anr/test-jack-out");
        assertThat(search.err()).contains("before the edit");
    }

    private static byte[] binary() {
        byte[] b = new byte[4096];
        new java.util.Random(7).nextBytes(b);
        b[100] = 0;
        return b;
    }

    private static byte[] replaceFirst(byte[] in, byte[] what, byte[] by) {
        String s = new String(in, StandardCharsets.ISO_8859_1);
        int at = s.indexOf(new String(what, StandardCharsets.ISO_8859_1));
        assertThat(at).isNotNegative();
        byte[] out = new byte[in.length - what.length + by.length];
        System.arraycopy(in, 0, out, 0, at);
        System.arraycopy(by, 0, out, at, by.length);
        System.arraycopy(in, at + what.length, out, at + by.length, in.length - at - what.length);
        return out;
    }
}
