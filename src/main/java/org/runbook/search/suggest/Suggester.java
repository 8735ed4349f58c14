package org.runbook.search.suggest;

import org.runbook.corpus.Corpus;
import org.runbook.corpus.Entry;
import org.runbook.corpus.Folding;
import org.runbook.corpus.Kind;
import org.runbook.engine.game.Lang;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Type-ahead over card names, glossary names and entry titles in every language. Every word start of a name is a
 * key, so "blade" proposes "Gordian Blade"; keys are folded (case, accents, umlauts) and kept sorted, so a look-up is
 * a binary search.
 */
public final class Suggester {

    /** Fewer typed characters than this propose nothing. */
    public static final int MIN_PREFIX = 2;

    private record Key(String folded, int rank, Suggestion suggestion) {
    }

    private final Key[] keys;

    public Suggester(Corpus corpus) {
        List<Key> list = new ArrayList<>();
        for (Entry e : corpus.entries()) {
            int rank = switch (e.kind()) {
                case CARD -> 0;
                case TERM -> 1;
                case STEP -> 3;
                default -> 2;
            };
            Map<String, Lang> texts = new LinkedHashMap<>();
            if (e.kind() == Kind.CARD || e.kind() == Kind.TERM) {
                e.names().forEach((lang, names) -> names.forEach(n -> texts.putIfAbsent(n, lang)));
            } else {
                e.titles().forEach((lang, title) -> texts.putIfAbsent(title, lang));
            }
            texts.forEach((text, lang) -> {
                Suggestion s = new Suggestion(text, e.kind().code(), e.id(), lang.code());
                String folded = fold(text);
                list.add(new Key(folded, rank, s));
                for (int i = 1; i < folded.length(); i++) {
                    if (folded.charAt(i - 1) == ' ' && folded.charAt(i) != ' ') {
                        list.add(new Key(folded.substring(i), rank + 4, s));
                    }
                }
            });
        }
        keys = list.toArray(Key[]::new);
        Arrays.sort(keys, Comparator.comparing(Key::folded));
    }

    /** Up to {@code limit} proposals for what the user has typed so far, best first, each entry once. */
    public List<Suggestion> suggest(String typed, Lang lang, int limit) {
        String prefix = fold(typed == null ? "" : typed).strip();
        if (prefix.length() < MIN_PREFIX || limit <= 0) {
            return List.of();
        }
        int lo = 0;
        int hi = keys.length;
        while (lo < hi) {
            int mid = (lo + hi) >>> 1;
            if (keys[mid].folded().compareTo(prefix) < 0) {
                lo = mid + 1;
            } else {
                hi = mid;
            }
        }
        List<Key> matches = new ArrayList<>();
        for (int i = lo; i < keys.length && keys[i].folded().startsWith(prefix) && matches.size() < 400; i++) {
            matches.add(keys[i]);
        }
        String wanted = lang == null ? null : lang.code();
        matches.sort(Comparator.comparingInt((Key k) -> k.rank() + (wanted != null
                        && !wanted.equals(k.suggestion().lang()) ? 1 : 0))
                .thenComparingInt(k -> k.folded().length())
                .thenComparing(k -> k.suggestion().text()));
        Map<String, Suggestion> byId = new LinkedHashMap<>();
        for (Key k : matches) {
            byId.putIfAbsent(k.suggestion().id(), k.suggestion());
            if (byId.size() >= limit) {
                break;
            }
        }
        return List.copyOf(byId.values());
    }

    /** Folded as the names analyzer folds ({@link Folding}), apostrophes and punctuation to spaces. */
    private static final java.util.regex.Pattern SPACES = java.util.regex.Pattern.compile(" +");

    public static String fold(String s) {
        String folded = Folding.fold(s);
        StringBuilder out = new StringBuilder(folded.length());
        for (int i = 0; i < folded.length(); i++) {
            char c = folded.charAt(i);
            out.append(Character.isLetterOrDigit(c) ? c : ' ');
        }
        return SPACES.matcher(out).replaceAll(" ");
    }
}
