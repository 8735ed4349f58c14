package org.runbook.search.eval;

import org.runbook.corpus.ContentLocation;
import org.runbook.engine.game.Lang;
import org.runbook.search.SearchHit;
import org.runbook.search.SearchRequest;
import org.runbook.search.SearchResponse;
import org.runbook.search.SearchService;
import org.runbook.search.index.IndexStore;

import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * Writes what search answers to every question of the tuning sets, so that two builds can be compared line by line
 * ({@code diff}) before a speed change is kept: per question and per way of asking (all games for 10 hits, the
 * question's game, all games for 40 hits, the question's language as the reader's), the "did you mean" offered and
 * each hit's id, language, score, title and snippet.
 *
 * <p>Run it against any build's classes, e.g.
 * {@code java -cp target/runbook.jar src/test/java/org/runbook/search/eval/AnswersDump.java OUT INDEX_DIR [--with-test]};
 * the untouched test half and the held-out check set are left out unless asked, since only identity is checked here.
 */
public final class AnswersDump {

    private AnswersDump() {
    }

    public static void main(String[] args) throws Exception {
        if (args.length < 2) {
            System.err.println("usage: AnswersDump OUT_FILE INDEX_DIR [--with-test]");
            System.exit(2);
        }
        boolean withTest = args.length > 2 && args[2].equals("--with-test");
        List<Question> questions = new ArrayList<>();
        for (String set : QuestionSet.SETS) {
            if (withTest || !set.equals(QuestionSet.NEW_TEST) && !set.equals(QuestionSet.NEW_CHECK)) {
                questions.addAll(QuestionSet.load(set));
            }
        }
        ContentLocation location = ContentLocation.resolve(Path.of("content"), Path.of(args[1]));
        try (IndexStore store = IndexStore.open(location, System.err::println);
             PrintWriter out = new PrintWriter(Files.newBufferedWriter(Path.of(args[0]), StandardCharsets.UTF_8))) {
            SearchService service = new SearchService(store);
            for (Question q : questions) {
                Lang lang = Lang.parse(q.lang()).orElse(null);
                write(out, q, "all/10", service.search(new SearchRequest(q.text(), null, null, null, null, 10)));
                write(out, q, "game/10", service.search(new SearchRequest(q.text(), null, q.game(), null, null, 10)));
                write(out, q, "all/40", service.search(new SearchRequest(q.text(), null, null, null, null, 40)));
                write(out, q, "lang/10", service.search(new SearchRequest(q.text(), lang, null, null, null, 10)));
            }
        }
    }

    private static void write(PrintWriter out, Question q, String way, SearchResponse r) {
        out.println("## " + q.set() + " " + way + " | " + q.text() + " | did you mean: " + r.didYouMean());
        int rank = 0;
        for (SearchHit h : r.hits()) {
            out.println(++rank + " " + h.id() + " " + h.lang() + " " + h.score() + " | " + h.title());
            out.println("   " + h.snippet());
        }
    }
}
