package org.runbook.search.eval;

import dev.langchain4j.model.embedding.onnx.allminilml6v2q.AllMiniLmL6V2QuantizedEmbeddingModel;
import org.runbook.corpus.ContentLocation;
import org.runbook.corpus.Entry;
import org.runbook.corpus.Fixtures;
import org.runbook.engine.game.Lang;
import org.runbook.search.SearchHit;
import org.runbook.search.SearchRequest;
import org.runbook.search.SearchService;
import org.runbook.search.analysis.LanguageGuess;
import org.runbook.search.index.IndexStore;

import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A developer's trial, not a test: would a sentence-embedding model (all-MiniLM-L6-v2, quantized) fused with the
 * lexical ranking lift the tuning half? Embeds every entry (its English text, and each language's text), asks each
 * tuning question both ways and fuses by weighted reciprocal rank, the dense side weighed by the query's length.
 * Prints the figures per fusion setting and the costs (model load, embedding time per entry and per query). Never
 * reads the test half. Run: {@code java -cp target/classes:target/test-classes:$(cat cp.txt)
 * org.runbook.search.eval.SemanticTrial [vector-cache-file]}.
 */
public final class SemanticTrial {

    private SemanticTrial() {
    }

    record Vec(String id, String game, Lang lang, float[] v) {
    }

    public static void main(String[] args) throws Exception {
        Path cache = Path.of(args.length > 0 ? args[0] : "/tmp/runbook-semantic-trial.bin");
        var dir = Files.createTempDirectory("runbook-trial");
        long t0 = System.nanoTime();
        var model = new AllMiniLmL6V2QuantizedEmbeddingModel();
        model.embed("warm up");
        System.out.printf("model load + first embedding: %d ms%n", (System.nanoTime() - t0) / 1_000_000);
        try (IndexStore store = IndexStore.open(new ContentLocation(Fixtures.builtInContent(), dir.resolve("index"),
                false), m -> { })) {
            SearchService service = new SearchService(store);
            LanguageGuess guess = new LanguageGuess(store.corpus());
            List<Vec> vecs = Files.exists(cache) ? read(cache) : embedAll(model, store.corpus().entries(), cache);
            List<Question> qs = QuestionSet.load(QuestionSet.NEW_TUNE);
            // per question: lexical list, dense lists (english vectors / query-language vectors)
            Map<Question, List<String>> lexG = new HashMap<>();
            Map<Question, List<String>> lexA = new HashMap<>();
            Map<Question, float[]> qv = new HashMap<>();
            long qt = 0;
            for (Question q : qs) {
                lexG.put(q, ids(service.search(new SearchRequest(q.text(), null, q.game(), null, null, 50)).hits()));
                lexA.put(q, ids(service.search(new SearchRequest(q.text(), null, null, null, null, 50)).hits()));
                long s = System.nanoTime();
                qv.put(q, model.embed(q.text()).content().vector());
                qt += System.nanoTime() - s;
            }
            System.out.printf("query embedding: %.1f ms on average%n", qt / 1e6 / qs.size());
            for (String mode : List.of("en", "lang")) {
                for (boolean gameChosen : List.of(true, false)) {
                    Map<Question, List<String>> dense = new HashMap<>();
                    for (Question q : qs) {
                        Lang ql = guess.of(q.text()).orElse(Lang.EN);
                        dense.put(q, dense(vecs, qv.get(q), gameChosen ? q.game() : null,
                                mode.equals("en") ? Lang.EN : ql));
                    }
                    for (float a : new float[] {0f, 0.5f, 1f, 1.5f, 2f}) {
                        for (int from : new int[] {0, 6, 10}) {
                            if (a == 0 && from > 0) {
                                continue;
                            }
                            report(mode, gameChosen, a, from, qs, gameChosen ? lexG : lexA, dense);
                        }
                    }
                    report(mode + " dense-only", gameChosen, 1000f, 0, qs, gameChosen ? lexG : lexA, dense);
                }
            }
        }
    }

    private static void report(String mode, boolean gameChosen, float a, int from, List<Question> qs,
                               Map<Question, List<String>> lex, Map<Question, List<String>> dense) {
        int r1 = 0, r3 = 0, d3 = 0, nd = 0;
        Map<String, int[]> perLang = new LinkedHashMap<>();
        for (Question q : qs) {
            int words = q.text().split("\\s+").length;
            float wd = a * Math.min(1f, Math.max(0f, (words - from) / 8f));
            if (from == 0) {
                wd = a;
            }
            List<String> fused = fuse(lex.get(q), dense.get(q), wd);
            int rank = 0;
            for (int i = 0; i < Math.min(10, fused.size()); i++) {
                if (q.answers().contains(fused.get(i))) {
                    rank = i + 1;
                    break;
                }
            }
            int[] l = perLang.computeIfAbsent(q.lang(), k -> new int[3]);
            l[0]++;
            if (rank == 1) {
                r1++;
                l[1]++;
            }
            if (rank >= 1 && rank <= 3) {
                r3++;
                l[2]++;
                if (q.descriptive()) {
                    d3++;
                }
            }
            if (q.descriptive()) {
                nd++;
            }
        }
        StringBuilder b = new StringBuilder();
        perLang.forEach((l, c) -> b.append(String.format(" %s %.2f/%.2f", l, c[1] / (double) c[0],
                c[2] / (double) c[0])));
        System.out.printf("%-16s %-5s a=%.1f from=%2d  R@1 %.3f R@3 %.3f desc R@3 %.3f |%s%n", mode,
                gameChosen ? "game" : "all", a, from, r1 / (double) qs.size(), r3 / (double) qs.size(),
                d3 / (double) nd, b);
    }

    static List<String> fuse(List<String> lex, List<String> dense, float wd) {
        Map<String, Double> score = new HashMap<>();
        int k = 20;
        for (int i = 0; i < lex.size(); i++) {
            score.merge(lex.get(i), 1.0 / (k + i + 1), Double::sum);
        }
        for (int i = 0; i < dense.size(); i++) {
            score.merge(dense.get(i), (double) wd / (k + i + 1), Double::sum);
        }
        List<String> ids = new ArrayList<>(score.keySet());
        ids.sort((x, y) -> Double.compare(score.get(y), score.get(x)));
        return ids;
    }

    private static List<String> dense(List<Vec> vecs, float[] q, String game, Lang lang) {
        Map<String, Float> best = new HashMap<>();
        for (Vec v : vecs) {
            if ((game != null && !game.equals(v.game())) || v.lang() != lang) {
                continue;
            }
            float dot = 0;
            for (int i = 0; i < q.length; i++) {
                dot += q[i] * v.v()[i];
            }
            best.merge(v.id(), dot, Math::max);
        }
        List<String> ids = new ArrayList<>(best.keySet());
        ids.sort((x, y) -> Float.compare(best.get(y), best.get(x)));
        return ids.subList(0, Math.min(50, ids.size()));
    }

    private static List<String> ids(List<SearchHit> hits) {
        return hits.stream().map(SearchHit::id).toList();
    }

    private static List<Vec> embedAll(AllMiniLmL6V2QuantizedEmbeddingModel model, List<Entry> entries, Path cache)
            throws Exception {
        long t = System.nanoTime();
        List<Vec> out = new ArrayList<>();
        int n = 0;
        for (Entry e : entries) {
            for (Lang l : e.languages()) {
                String text = e.title(l) + ". " + e.text(l);
                if (text.length() > 1000) {
                    text = text.substring(0, 1000);
                }
                out.add(new Vec(e.id(), e.game(), l, model.embed(text).content().vector()));
                n++;
            }
            // entries without English get their best language's vector under EN as well
            if (!e.languages().contains(Lang.EN)) {
                Lang b = e.bestLanguage(Lang.EN);
                out.stream().filter(v -> v.id().equals(e.id()) && v.lang() == b).findFirst()
                        .ifPresent(v -> out.add(new Vec(e.id(), e.game(), Lang.EN, v.v())));
            }
        }
        System.out.printf("embedded %d texts of %d entries in %d ms%n", n, entries.size(),
                (System.nanoTime() - t) / 1_000_000);
        try (var o = new DataOutputStream(Files.newOutputStream(cache))) {
            o.writeInt(out.size());
            for (Vec v : out) {
                o.writeUTF(v.id());
                o.writeUTF(v.game());
                o.writeUTF(v.lang().code());
                o.writeInt(v.v().length);
                for (float f : v.v()) {
                    o.writeFloat(f);
                }
            }
        }
        return out;
    }

    private static List<Vec> read(Path cache) throws Exception {
        List<Vec> out = new ArrayList<>();
        try (var in = new DataInputStream(new java.io.BufferedInputStream(Files.newInputStream(cache)))) {
            int n = in.readInt();
            for (int i = 0; i < n; i++) {
                String id = in.readUTF();
                String game = in.readUTF();
                Lang l = Lang.parse(in.readUTF()).orElseThrow();
                float[] v = new float[in.readInt()];
                for (int j = 0; j < v.length; j++) {
                    v[j] = in.readFloat();
                }
                out.add(new Vec(id, game, l, v));
            }
        }
        return out;
    }
}
