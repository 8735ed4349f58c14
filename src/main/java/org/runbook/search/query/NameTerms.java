package org.runbook.search.query;

import org.apache.lucene.analysis.Analyzer;
import org.runbook.engine.game.Lang;
import org.runbook.search.analysis.Fields;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;

/**
 * Every concept's names as the query's body fields analyze them, in each name's language: the words a concept
 * recognised in a query looks for. Analysing a name (German compounds split against the dictionary, stems) was a
 * sixth of building a query; the names never change, so all of them (about 5,900 for 1,700 concepts, 35–130 ms) are
 * analyzed once, on a background thread started once the first search has answered (so that it does not slow that
 * search down). Until they are there a name is analyzed when it is needed, as before: the same words either way.
 */
final class NameTerms {

    /** Names looked for per concept and language (the first ones). */
    static final int PER_LANG = 4;

    private final ConceptIndex concepts;
    private final Map<Lang, Analyzer> analyzers;
    private volatile Map<Concept, Map<Lang, List<List<String>>>> table;
    private boolean started;

    NameTerms(ConceptIndex concepts, Map<Lang, Analyzer> analyzers) {
        this.concepts = concepts;
        this.analyzers = analyzers;
    }

    /** The analyzed words of the concept's {@code index}-th name in {@code lang} (index below {@link #PER_LANG}). */
    List<String> of(Concept c, Lang lang, int index) {
        Map<Concept, Map<Lang, List<List<String>>>> all = table;
        if (all != null) {
            Map<Lang, List<List<String>>> byLang = all.get(c);
            List<List<String>> names = byLang == null ? null : byLang.get(lang);
            if (names != null && index < names.size()) {
                return names.get(index);
            }
        }
        return analyze(lang, c.names().get(lang).get(index));
    }

    private List<String> analyze(Lang lang, String name) {
        return Tokens.terms(analyzers.get(lang), Fields.of(Fields.BODY, lang), name);
    }

    /** Starts analyzing every name on a background thread, once. */
    synchronized void start() {
        if (started) {
            return;
        }
        started = true;
        Thread t = new Thread(() -> table = analyzeAll(), "runbook-concept-names");
        t.setDaemon(true);
        t.setPriority(Thread.MIN_PRIORITY);
        t.start();
    }

    /** Every concept's first names per language, analyzed (package-private for tests: all of them, now). */
    Map<Concept, Map<Lang, List<List<String>>>> analyzeAll() {
        Map<Concept, Map<Lang, List<List<String>>>> out = new IdentityHashMap<>();
        for (Concept c : concepts.concepts()) {
            Map<Lang, List<List<String>>> byLang = new EnumMap<>(Lang.class);
            c.names().forEach((lang, list) -> {
                List<List<String>> names = new ArrayList<>();
                for (int i = 0; i < Math.min(PER_LANG, list.size()); i++) {
                    names.add(analyze(lang, list.get(i)));
                }
                byLang.put(lang, List.copyOf(names));
            });
            out.put(c, byLang);
        }
        return out;
    }
}
