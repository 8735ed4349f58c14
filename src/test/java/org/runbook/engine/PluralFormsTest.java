package org.runbook.engine;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.runbook.engine.game.Lang;

/**
 * Every engine text with a plural form (2012/2017, 1996 and Virtual Revolution bundles, three languages) written
 * with 0, 1 and 2: 1 and 2 read differently, and 0 reads like 1 in French and like 2 in English and German.
 */
class PluralFormsTest {
    private static final List<String> BUNDLES = List.of("org.runbook.engine.Messages",
            "org.runbook.engine.game.nr96.Nr96Messages", "org.runbook.engine.game.vr.VrMessages");

    /** A number that writes itself with a mark, so that the number can be told from the other digits of a text. */
    private static final class Marked extends Number {
        private final int n;

        Marked(int n) {
            this.n = n;
        }

        @Override
        public int intValue() {
            return n;
        }

        @Override
        public long longValue() {
            return n;
        }

        @Override
        public float floatValue() {
            return n;
        }

        @Override
        public double doubleValue() {
            return n;
        }

        @Override
        public String toString() {
            return "⟨" + n + "⟩";
        }
    }

    static Stream<Arguments> pluralTexts() {
        List<Arguments> out = new ArrayList<>();
        for (String bundle : BUNDLES) {
            for (Map.Entry<String, EngineTexts.Templates> e : EngineTexts.templates(bundle).entrySet()) {
                for (Lang lang : Lang.values()) {
                    Template t = e.getValue().get(lang);
                    for (int arg : t.pluralArguments()) {
                        out.add(Arguments.of(bundle.substring(bundle.lastIndexOf('.') + 1) + ":" + e.getKey(), lang, t,
                                arg));
                    }
                }
            }
        }
        return out.stream();
    }

    /** The text with {@code n} as argument {@code arg} and 2 as every other number; the mark of n made neutral. */
    private static String with(Template t, Lang lang, int arg, int n) {
        List<Object> args = new ArrayList<>();
        int last = 0;
        for (int i : t.pluralArguments()) {
            last = Math.max(last, i);
        }
        for (int i = 0; i <= Math.max(last, 4); i++) {
            args.add(i == arg ? new Marked(n) : t.pluralArguments().contains(i) ? 2 : "«" + i + "»");
        }
        return t.format(lang, args, String::valueOf).replace("⟨" + n + "⟩", "⟨n⟩");
    }

    @ParameterizedTest(name = "{0} [{1}] argument {3}")
    @MethodSource("pluralTexts")
    void theWordFollowsTheNumberAsTheLanguageRuleSays(String key, Lang lang, Template t, int arg) {
        String zero = with(t, lang, arg, 0);
        String one = with(t, lang, arg, 1);
        String two = with(t, lang, arg, 2);
        assertThat(one).as("1 and 2 read the same in %s", key).isNotEqualTo(two);
        assertThat(zero).as("0 in %s", key).isEqualTo(lang == Lang.FR ? one : two);
    }

    @org.junit.jupiter.api.Test
    void theEngineBundlesHaveTextsWithPluralFormsInEachLanguage() {
        Map<Lang, Long> perLanguage = new java.util.EnumMap<>(Lang.class);
        pluralTexts().forEach(a -> perLanguage.merge((Lang) a.get()[1], 1L, Long::sum));
        // about 50 texts of the 2012/2017 engine, 22 of 1996 and 3 of VR in each (the German VR words read the same
        // for one and many); a bundle read without its plural forms would fall far below
        assertThat(perLanguage.get(Lang.EN)).isGreaterThanOrEqualTo(70);
        assertThat(perLanguage.get(Lang.FR)).isGreaterThanOrEqualTo(70);
        assertThat(perLanguage.get(Lang.DE)).isGreaterThanOrEqualTo(70);
    }
}
