package org.runbook.search.analysis;

import org.apache.lucene.analysis.Analyzer;
import org.apache.lucene.analysis.CharArraySet;
import org.apache.lucene.analysis.LowerCaseFilter;
import org.apache.lucene.analysis.StopFilter;
import org.apache.lucene.analysis.TokenStream;
import org.apache.lucene.analysis.Tokenizer;
import org.apache.lucene.analysis.de.GermanAnalyzer;
import org.apache.lucene.analysis.de.GermanLightStemFilter;
import org.apache.lucene.analysis.de.GermanNormalizationFilter;
import org.apache.lucene.analysis.en.EnglishAnalyzer;
import org.apache.lucene.analysis.en.EnglishPossessiveFilter;
import org.apache.lucene.analysis.en.PorterStemFilter;
import org.apache.lucene.analysis.fr.FrenchAnalyzer;
import org.apache.lucene.analysis.fr.FrenchLightStemFilter;
import org.apache.lucene.analysis.miscellaneous.ASCIIFoldingFilter;
import org.apache.lucene.analysis.miscellaneous.PerFieldAnalyzerWrapper;
import org.apache.lucene.analysis.standard.StandardTokenizer;
import org.apache.lucene.analysis.util.ElisionFilter;
import org.runbook.corpus.Lang;

import java.util.EnumMap;
import java.util.HashMap;
import java.util.Map;

/**
 * The one place where Runbook's analyzer chains are built: one per language for the texts, and a folding one for
 * names (cards, glossary terms) that ignores language.
 */
public final class Analyzers {

    private Analyzers() {
    }

    /** The analyzer for texts written in {@code lang}. */
    public static Analyzer forLanguage(Lang lang) {
        return switch (lang) {
            case FR -> french();
            case EN -> english();
            case DE -> german();
        };
    }

    /** French: elision (l', d', qu'...), lower case, stop words, accent folding, light stemming. */
    public static Analyzer french() {
        CharArraySet stop = FrenchAnalyzer.getDefaultStopSet();
        return new Analyzer() {
            @Override
            protected TokenStreamComponents createComponents(String field) {
                Tokenizer source = new StandardTokenizer();
                TokenStream s = new ElisionFilter(source, FrenchAnalyzer.DEFAULT_ARTICLES);
                s = new LowerCaseFilter(s);
                s = new StopFilter(s, stop);
                s = new FrenchLightStemFilter(s);
                s = new ASCIIFoldingFilter(s);
                return new TokenStreamComponents(source, s);
            }

            @Override
            protected TokenStream normalize(String field, TokenStream in) {
                return new ASCIIFoldingFilter(new LowerCaseFilter(new ElisionFilter(in, FrenchAnalyzer.DEFAULT_ARTICLES)));
            }
        };
    }

    /** German: lower case, stop words, umlaut and ß normalisation, light stemming. */
    public static Analyzer german() {
        CharArraySet stop = GermanAnalyzer.getDefaultStopSet();
        return new Analyzer() {
            @Override
            protected TokenStreamComponents createComponents(String field) {
                Tokenizer source = new StandardTokenizer();
                TokenStream s = new LowerCaseFilter(source);
                s = new StopFilter(s, stop);
                s = new GermanNormalizationFilter(s);
                s = new GermanLightStemFilter(s);
                return new TokenStreamComponents(source, s);
            }

            @Override
            protected TokenStream normalize(String field, TokenStream in) {
                return new GermanNormalizationFilter(new LowerCaseFilter(in));
            }
        };
    }

    /** English: possessives, lower case, stop words, folding, Porter stemming. */
    public static Analyzer english() {
        CharArraySet stop = EnglishAnalyzer.ENGLISH_STOP_WORDS_SET;
        return new Analyzer() {
            @Override
            protected TokenStreamComponents createComponents(String field) {
                Tokenizer source = new StandardTokenizer();
                TokenStream s = new EnglishPossessiveFilter(source);
                s = new LowerCaseFilter(s);
                s = new StopFilter(s, stop);
                s = new ASCIIFoldingFilter(s);
                s = new PorterStemFilter(s);
                return new TokenStreamComponents(source, s);
            }

            @Override
            protected TokenStream normalize(String field, TokenStream in) {
                return new ASCIIFoldingFilter(new LowerCaseFilter(in));
            }
        };
    }

    /** Names in any language: lower case and folding of accents and umlauts, no stemming, no stop words. */
    public static Analyzer names() {
        return new Analyzer() {
            @Override
            protected TokenStreamComponents createComponents(String field) {
                Tokenizer source = new StandardTokenizer();
                TokenStream s = new EnglishPossessiveFilter(source);
                s = new ElisionFilter(s, FrenchAnalyzer.DEFAULT_ARTICLES);
                s = new LowerCaseFilter(s);
                s = new GermanNormalizationFilter(s);
                s = new ASCIIFoldingFilter(s);
                return new TokenStreamComponents(source, s);
            }

            @Override
            protected TokenStream normalize(String field, TokenStream in) {
                return new ASCIIFoldingFilter(new GermanNormalizationFilter(new LowerCaseFilter(in)));
            }
        };
    }

    /** The analyzer of every indexed field: {@code *_fr}, {@code *_en}, {@code *_de} by language, names folded. */
    public static Analyzer perField() {
        Map<String, Analyzer> fields = new HashMap<>();
        Map<Lang, Analyzer> byLang = new EnumMap<>(Lang.class);
        for (Lang lang : Lang.values()) {
            Analyzer a = forLanguage(lang);
            byLang.put(lang, a);
            for (String base : Fields.LANGUAGE_FIELDS) {
                fields.put(Fields.of(base, lang), a);
            }
        }
        return new PerFieldAnalyzerWrapper(names(), fields);
    }
}
