package org.runbook.corpus;

import org.commonmark.parser.Parser;
import org.commonmark.renderer.text.TextContentRenderer;

import java.util.function.Function;
import java.util.regex.Matcher;

/** Turns an entry's Markdown into plain text (for the index, snippets and JSON output). */
public final class PlainText {

    private static final Parser PARSER = Parser.builder().build();
    private static final TextContentRenderer RENDERER = TextContentRenderer.builder().build();

    private PlainText() {
    }

    /**
     * Plain text of {@code markdown}; inline links {@code [[id|words]]} become their words, {@code [[id]]} the
     * title that {@code titleOf} gives for the id.
     */
    public static String of(String markdown, Function<String, String> titleOf) {
        String linked = replaceLinks(markdown, titleOf);
        return RENDERER.render(PARSER.parse(linked)).strip();
    }

    /** Replaces inline links by their shown words. */
    public static String replaceLinks(String markdown, Function<String, String> titleOf) {
        Matcher m = CorpusValidator.INLINE_LINK.matcher(markdown);
        StringBuilder out = new StringBuilder(markdown.length());
        while (m.find()) {
            String shown = m.group(2) != null ? m.group(2) : titleOf.apply(m.group(1).trim());
            m.appendReplacement(out, Matcher.quoteReplacement(shown));
        }
        m.appendTail(out);
        return out.toString();
    }
}
