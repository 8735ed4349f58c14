package org.runbook.search;

import org.apache.lucene.analysis.Analyzer;
import org.runbook.search.query.Tokens;

import java.util.List;
import java.util.Set;

/** Picks the passage of a text with the most matched words and marks them with {@code <b>}. */
public final class Snippets {

    /** About how many characters a snippet shows. */
    public static final int WIDTH = 220;

    private Snippets() {
    }

    public static String make(String text, Analyzer analyzer, String field, Set<String> terms) {
        List<Tokens.Token> hits = Tokens.of(analyzer, field, text).stream()
                .filter(t -> terms.contains(t.term())).toList();
        int start = 0;
        if (!hits.isEmpty()) {
            int best = 0;
            int bestCount = -1;
            for (int i = 0; i < hits.size(); i++) {
                int count = 0;
                for (int j = i; j < hits.size() && hits.get(j).end() - hits.get(i).start() <= WIDTH; j++) {
                    count++;
                }
                if (count > bestCount) {
                    bestCount = count;
                    best = i;
                }
            }
            start = Math.max(0, hits.get(best).start() - 40);
            while (start > 0 && !Character.isWhitespace(text.charAt(start - 1))) {
                start--;
            }
        }
        int end = Math.min(text.length(), start + WIDTH);
        while (end < text.length() && !Character.isWhitespace(text.charAt(end))) {
            end++;
        }
        StringBuilder out = new StringBuilder();
        if (start > 0) {
            out.append("\u2026");
        }
        int at = start;
        for (Tokens.Token t : hits) {
            if (t.start() < start || t.end() > end) {
                continue;
            }
            out.append(escape(text.substring(at, t.start()).replace('\n', ' ')));
            out.append("<b>").append(escape(text.substring(t.start(), t.end()))).append("</b>");
            at = t.end();
        }
        out.append(escape(text.substring(at, end).replace('\n', ' ')));
        if (end < text.length()) {
            out.append("\u2026");
        }
        return out.toString();
    }

    public static String escape(String s) {
        return s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;");
    }

    /** The snippet without its marks, e.g. for a terminal. */
    public static String plain(String snippet, String open, String close) {
        return snippet.replace("<b>", open).replace("</b>", close)
                .replace("&lt;", "<").replace("&gt;", ">").replace("&amp;", "&");
    }
}
