package org.runbook.search.eval;

import org.runbook.corpus.Corpus;
import org.runbook.corpus.Entry;
import org.runbook.engine.game.Lang;
import org.runbook.search.index.IndexBuilder;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;

/**
 * Baseline (a): what Ctrl+F in a PDF does. An entry is found when its title or text, in any language, contains the
 * typed string as it is (case ignored); entries with more occurrences come first, then corpus order.
 */
public final class SubstringRanker implements Ranker {

    private record Page(String id, String game, String text) {
    }

    private final List<Page> pages = new ArrayList<>();

    public SubstringRanker(Corpus corpus) {
        for (Entry e : corpus.entries()) {
            StringBuilder all = new StringBuilder();
            for (Lang l : e.languages()) {
                all.append(e.titles().get(l)).append('\n').append(IndexBuilder.plainText(corpus, e, l)).append('\n');
            }
            pages.add(new Page(e.id(), e.game(), all.toString().toLowerCase(Locale.ROOT)));
        }
    }

    @Override
    public String name() {
        return "ctrl-f";
    }

    @Override
    public List<String> rank(String query, String game, int k) {
        String needle = query.strip().toLowerCase(Locale.ROOT);
        if (needle.isEmpty()) {
            return List.of();
        }
        record Found(String id, int count, int order) {
        }
        List<Found> found = new ArrayList<>();
        for (int i = 0; i < pages.size(); i++) {
            if (game != null && !game.equals(pages.get(i).game())) {
                continue;
            }
            String text = pages.get(i).text();
            int count = 0;
            for (int at = text.indexOf(needle); at >= 0; at = text.indexOf(needle, at + 1)) {
                count++;
            }
            if (count > 0) {
                found.add(new Found(pages.get(i).id(), count, i));
            }
        }
        return found.stream().sorted(Comparator.comparingInt(Found::count).reversed()
                .thenComparingInt(Found::order)).limit(k).map(Found::id).toList();
    }
}
