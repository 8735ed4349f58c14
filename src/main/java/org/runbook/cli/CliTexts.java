package org.runbook.cli;

import java.util.List;
import java.util.Map;

import org.runbook.engine.EngineTexts;
import org.runbook.engine.Template;
import org.runbook.engine.Text;
import org.runbook.engine.Words;
import org.runbook.engine.game.Lang;

/**
 * The command line's own words in English, French and German, from {@code org/runbook/cli/CliMessages*.properties}:
 * arguments {@code {0}}... and plural forms picked by each language's rule ({@link Template}: in French 0 takes the
 * singular too). A key missing from a language file falls back to English.
 */
final class CliTexts {
    private static final String BUNDLE = "org.runbook.cli.CliMessages";
    private static final Map<String, Text> TEXTS = EngineTexts.load(BUNDLE);
    private static final Words WORDS = Words.of(BUNDLE);

    private CliTexts() {
    }

    /** The text of {@code key} in {@code lang} (English when null), its arguments filled in. */
    static String get(Lang lang, String key, Object... args) {
        Text t = TEXTS.get(key);
        if (t == null) {
            throw new IllegalArgumentException("no command-line text '" + key + "'");
        }
        String text = t.get(lang == null ? Lang.EN : lang);
        return args.length == 0 ? text : Template.parse(text).format(lang == null ? Lang.EN : lang, List.of(args),
                String::valueOf);
    }

    /** The bundles, for the reports written outside this package (the quality tables, the benchmarks). */
    static Words words() {
        return WORDS;
    }

    /** Whether the bundles have a text for {@code key}. */
    static boolean has(String key) {
        return TEXTS.containsKey(key);
    }

    /** Every key, for tests. */
    static java.util.Set<String> keys() {
        return TEXTS.keySet();
    }
}
