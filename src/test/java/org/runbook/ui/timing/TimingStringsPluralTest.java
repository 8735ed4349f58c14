package org.runbook.ui.timing;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.text.MessageFormat;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Properties;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Every Timing tab label with a {@code choice} written with 0, 1 and 2: 0 has a form of its own (a choice whose first
 * limit is 1 writes 0 with the form of 1), 0 reads like 1 in French and like 2 in English and German unless it has
 * words of its own ("no ice approached yet"), and 1 and 2 read differently unless the word is the same for one and
 * many (listed below).
 */
class TimingStringsPluralTest {
    private static final Pattern CHOICE = Pattern.compile("\\{(\\d),choice,");
    /** Labels whose counted word is the same for one and many in a language: "ice" (en, de), "Plättchen" (de). */
    private static final java.util.Set<String> SAME_WORD = java.util.Set.of("board.run.line en", "board.run.line de",
            "board.nr96.run.line en", "board.nr96.run.line de", "vr.tip.influence de");

    static Stream<Arguments> choices() throws IOException {
        List<Arguments> out = new ArrayList<>();
        for (String lang : List.of("en", "fr", "de")) {
            Properties p = new Properties();
            String name = "TimingStrings" + (lang.equals("en") ? "" : "_" + lang) + ".properties";
            try (InputStream in = TimingStringsPluralTest.class.getResourceAsStream(name)) {
                p.load(new InputStreamReader(in, StandardCharsets.UTF_8));
            }
            for (String key : p.stringPropertyNames()) {
                Matcher m = CHOICE.matcher(p.getProperty(key));
                while (m.find()) {
                    out.add(Arguments.of(key, lang, p.getProperty(key), Integer.parseInt(m.group(1))));
                }
            }
        }
        assertThat(out).as("labels with a choice").hasSizeGreaterThanOrEqualTo(14);
        return out.stream();
    }

    private static String with(String pattern, int arg, int n) {
        Object[] args = new Object[5];
        for (int i = 0; i < args.length; i++) {
            args[i] = i == arg ? n : "«" + (char) ('a' + i) + "»";
        }
        return new MessageFormat(pattern, Locale.ROOT).format(args).replaceAll("\\b" + n + "\\b", "⟨n⟩");
    }

    @ParameterizedTest(name = "{0} [{1}] argument {3}")
    @MethodSource("choices")
    void theWordFollowsTheNumberAsTheLanguageRuleSays(String key, String lang, String pattern, int arg) {
        String zero = with(pattern, arg, 0);
        String one = with(pattern, arg, 1);
        String two = with(pattern, arg, 2);
        assertThat(pattern).as("0 has its own form").contains("{" + arg + ",choice,0#");
        if (!SAME_WORD.contains(key + " " + lang)) {
            assertThat(one).as("1 and 2 read the same").isNotEqualTo(two);
        }
        if (zero.contains("⟨n⟩")) {
            assertThat(zero).as("0").isEqualTo(lang.equals("fr") ? one : two);
        }
    }
}
