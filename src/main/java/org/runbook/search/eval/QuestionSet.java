package org.runbook.search.eval;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.dataformat.yaml.YAMLMapper;

import java.io.IOException;
import java.io.InputStream;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * The labelled questions shipped in {@code org/runbook/search/eval/}: the first set ({@code questions-*.yaml}, the one
 * the weights were first tuned on), the new set ({@code new-*.yaml}) split once into a tuning and a test half, and
 * the held-out check set ({@code new-check.yaml}): never tuned on, for accepting or rejecting a ranking mechanism.
 */
public final class QuestionSet {

    /** The first set, one file per game. */
    public static final List<String> FILES = List.of("questions-anr.yaml", "questions-nr96.yaml", "questions-vr.yaml");

    /** The new set, one file per game; every question carries its half. */
    public static final List<String> NEW_FILES = List.of("new-anr.yaml", "new-nr96.yaml", "new-vr.yaml");

    /** The held-out check set, one file for all three games; its questions carry no half. */
    public static final List<String> CHECK_FILES = List.of("new-check.yaml");

    public static final String TUNED = "tuned";
    public static final String NEW_TUNE = "new-tune";
    public static final String NEW_TEST = "new-test";
    public static final String NEW_CHECK = "new-check";

    /** The sets in the order they are reported: the held-out check set after the others. */
    public static final List<String> SETS = List.of(NEW_TEST, NEW_TUNE, TUNED, NEW_CHECK);

    private QuestionSet() {
    }

    /** The first set only. */
    public static List<Question> load() throws IOException {
        return load(FILES);
    }

    /** Every question of all four sets. */
    public static List<Question> loadAll() throws IOException {
        List<Question> all = new ArrayList<>(load(FILES));
        all.addAll(load(NEW_FILES));
        all.addAll(load(CHECK_FILES, NEW_CHECK));
        return all;
    }

    /** The questions of one set ({@link #TUNED}, {@link #NEW_TUNE}, {@link #NEW_TEST} or {@link #NEW_CHECK}). */
    public static List<Question> load(String set) throws IOException {
        return loadAll().stream().filter(q -> q.set().equals(set)).toList();
    }

    private static List<Question> load(List<String> files) throws IOException {
        return load(files, TUNED);
    }

    /** The questions of {@code files}; a question without a half belongs to {@code set}. */
    private static List<Question> load(List<String> files, String set) throws IOException {
        List<Question> all = new ArrayList<>();
        for (String file : files) {
            try (InputStream in = QuestionSet.class.getResourceAsStream(file)) {
                if (in == null) {
                    continue;
                }
                all.addAll(parse(in, file, set));
            }
        }
        return all;
    }

    /** The questions of one file; a question without a half belongs to {@code withoutHalf}. */
    static List<Question> parse(InputStream in, String file, String withoutHalf) throws IOException {
        JsonNode root = new YAMLMapper().readTree(in);
        List<Question> list = new ArrayList<>();
        JsonNode questions = root == null ? null : root.get("questions");
        if (questions == null || !questions.isArray()) {
            throw new IOException(file + ": expected a list under 'questions:'");
        }
        int n = 0;
        for (JsonNode q : questions) {
            n++;
            List<String> answers = new ArrayList<>();
            q.path("answers").forEach(a -> answers.add(a.asText()));
            String text = q.path("q").asText(null);
            if (text == null || answers.isEmpty()) {
                throw new IOException(file + ": question " + n + " needs 'q' and 'answers'");
            }
            String set = withoutHalf;
            if (q.has("half")) {
                if (withoutHalf.equals(NEW_CHECK)) {
                    throw new IOException(file + ": question " + n + " has a half, expected none: " + NEW_CHECK
                            + " is never split");
                }
                String half = q.path("half").asText();
                if (!Set.of("tune", "test").contains(half)) {
                    throw new IOException(file + ": question " + n + " has half '" + half
                            + "', expected tune or test");
                }
                set = "new-" + half;
            }
            list.add(new Question(text, q.path("lang").asText("en"), q.path("class").asText("rule"),
                    q.path("game").asText("anr"), List.copyOf(answers), q.path("descriptive").asBoolean(false), set));
        }
        return list;
    }
}
