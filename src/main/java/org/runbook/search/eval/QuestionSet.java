package org.runbook.search.eval;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.dataformat.yaml.YAMLMapper;

import java.io.IOException;
import java.io.InputStream;
import java.util.ArrayList;
import java.util.List;

/** The labelled questions shipped in {@code org/runbook/search/eval/questions-*.yaml}. */
public final class QuestionSet {

    /** The question files, one per game. */
    public static final List<String> FILES = List.of("questions-anr.yaml", "questions-nr96.yaml", "questions-vr.yaml");

    private QuestionSet() {
    }

    public static List<Question> load() throws IOException {
        List<Question> all = new ArrayList<>();
        for (String file : FILES) {
            try (InputStream in = QuestionSet.class.getResourceAsStream(file)) {
                if (in == null) {
                    continue;
                }
                all.addAll(parse(in, file));
            }
        }
        return all;
    }

    static List<Question> parse(InputStream in, String file) throws IOException {
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
            list.add(new Question(text, q.path("lang").asText("en"), q.path("class").asText("rule"),
                    q.path("game").asText("anr"), List.copyOf(answers)));
        }
        return list;
    }
}
