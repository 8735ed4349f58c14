package org.runbook.engine;

import java.util.List;
import java.util.Map;
import java.util.Set;

import org.runbook.engine.game.Lang;
import org.runbook.engine.game.Wording;

/**
 * The words of one bundle ({@code NAME.properties}, {@code _fr} and {@code _de} beside it) by key, in a language,
 * their arguments {@code {0}}... filled in and plural forms picked by each language's rule ({@link Template}); a key
 * missing from a language file falls back to English.
 */
public final class Words {
    private final String bundle;
    private final Map<String, Text> texts;

    private Words(String bundle, Map<String, Text> texts) {
        this.bundle = bundle;
        this.texts = texts;
    }

    /** The words of the bundle {@code baseName}, e.g. {@code org.runbook.search.eval.EvalMessages}. */
    public static Words of(String baseName) {
        return new Words(baseName, EngineTexts.load(baseName));
    }

    /** The text of {@code key} in {@code lang} (English when null), its arguments filled in. */
    public String get(Lang lang, String key, Object... args) {
        Text t = texts.get(key);
        if (t == null) {
            throw new IllegalArgumentException("no text '" + key + "' in " + bundle);
        }
        Lang l = lang == null ? Lang.EN : lang;
        String text = t.get(l);
        return args.length == 0 ? text : Template.parse(text).format(l, List.of(args), String::valueOf);
    }

    /** These words in {@code lang}, for code that writes a report without knowing which language it is. */
    public Wording in(Lang lang) {
        return (key, args) -> get(lang, key, args);
    }

    /** Every key, for tests. */
    public Set<String> keys() {
        return texts.keySet();
    }
}
