package org.runbook.search.query;

import org.apache.lucene.analysis.Analyzer;
import org.apache.lucene.analysis.TokenStream;
import org.apache.lucene.analysis.tokenattributes.CharTermAttribute;
import org.apache.lucene.analysis.tokenattributes.OffsetAttribute;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;

/** Runs an analyzer over a string and returns its tokens with their offsets. */
public final class Tokens {

    /** One token: its indexed form and where it stands in the text. */
    public record Token(String term, int start, int end) {
    }

    private Tokens() {
    }

    public static List<Token> of(Analyzer analyzer, String field, String text) {
        List<Token> tokens = new ArrayList<>();
        try (TokenStream ts = analyzer.tokenStream(field, text)) {
            CharTermAttribute term = ts.addAttribute(CharTermAttribute.class);
            OffsetAttribute offset = ts.addAttribute(OffsetAttribute.class);
            ts.reset();
            while (ts.incrementToken()) {
                tokens.add(new Token(term.toString(), offset.startOffset(), offset.endOffset()));
            }
            ts.end();
        } catch (IOException e) {
            throw new UncheckedIOException("analyzing a string in memory", e);
        }
        return tokens;
    }

    public static List<String> terms(Analyzer analyzer, String field, String text) {
        return of(analyzer, field, text).stream().map(Token::term).toList();
    }
}
