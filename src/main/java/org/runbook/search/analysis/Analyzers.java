package org.runbook.search.analysis;

import org.apache.lucene.analysis.Analyzer;
import org.apache.lucene.analysis.CharArraySet;
import org.apache.lucene.analysis.LowerCaseFilter;
import org.apache.lucene.analysis.StopFilter;
import org.apache.lucene.analysis.TokenStream;
import org.apache.lucene.analysis.Tokenizer;
import org.apache.lucene.analysis.compound.DictionaryCompoundWordTokenFilter;
import org.runbook.corpus.Corpus;
import org.apache.lucene.analysis.de.GermanLightStemFilter;
import org.apache.lucene.analysis.de.GermanNormalizationFilter;
import org.apache.lucene.analysis.en.EnglishPossessiveFilter;
import org.apache.lucene.analysis.en.PorterStemFilter;
import org.apache.lucene.analysis.fr.FrenchAnalyzer;
import org.apache.lucene.analysis.fr.FrenchLightStemFilter;
import org.apache.lucene.analysis.miscellaneous.ASCIIFoldingFilter;
import org.apache.lucene.analysis.miscellaneous.PerFieldAnalyzerWrapper;
import org.apache.lucene.analysis.standard.StandardTokenizer;
import org.apache.lucene.analysis.util.ElisionFilter;
import org.runbook.engine.game.Lang;

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

    /** The analyzer for texts written in {@code lang}, without German compound splitting. */
    public static Analyzer forLanguage(Lang lang) {
        return forLanguage(lang, null);
    }

    /** The analyzer for texts written in {@code lang}; German splits compounds made of {@code germanWords}. */
    public static Analyzer forLanguage(Lang lang, CharArraySet germanWords) {
        return switch (lang) {
            case FR -> french();
            case EN -> english();
            case DE -> german(germanWords);
        };
    }

    /** French: elision (l', d', qu'...), lower case, stop words ({@link StopWords}), accent folding, light stemming. */
    public static Analyzer french() {
        CharArraySet stop = StopWords.of(Lang.FR);
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

    /**
     * German: lower case, compounds split into the known words they are made of ("Icebrecher" also gives "ice" and
     * "brecher"), stop words, umlaut and ß normalisation, light stemming.
     *
     * @param words the known words, lower case; null for no splitting
     */
    public static Analyzer german(CharArraySet words) {
        CharArraySet stop = StopWords.of(Lang.DE);
        return new Analyzer() {
            @Override
            protected TokenStreamComponents createComponents(String field) {
                Tokenizer source = new StandardTokenizer();
                TokenStream s = new LowerCaseFilter(source);
                if (words != null && !words.isEmpty()) {
                    s = new DictionaryCompoundWordTokenFilter(s, words, 6, 3, 20, false);
                }
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
        CharArraySet stop = StopWords.of(Lang.EN);
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
    public static Analyzer perField(Map<Lang, Analyzer> byLang) {
        Map<String, Analyzer> fields = new HashMap<>();
        for (Lang lang : Lang.values()) {
            for (String base : Fields.LANGUAGE_FIELDS) {
                fields.put(Fields.of(base, lang), byLang.get(lang));
            }
            if (!Fields.offsets(lang).equals(Fields.of(Fields.BODY, lang))) {
                fields.put(Fields.offsets(lang), forLanguage(lang)); // the words a snippet looks for
            }
        }
        return new PerFieldAnalyzerWrapper(names(), fields);
    }

    /** The analyzers of one corpus: German compound splitting knows the corpus's German words. */
    public static AnalysisSet forCorpus(Corpus corpus) {
        return AnalysisSet.build(GermanWords.forIndex(corpus), GermanWords.forIndex(corpus));
    }

    /** The analyzers of a corpus whose German words were learnt ahead of time ({@link AnalysisTables}). */
    public static AnalysisSet withGermanWords(CharArraySet germanWords) {
        return AnalysisSet.build(germanWords, germanWords);
    }

    /** The analyzers without anything learnt from a corpus. */
    public static AnalysisSet plain() {
        return AnalysisSet.build(null, null);
    }

    /**
     * The analyzers of every language for queries, the names analyzer, and the per-field wrapper the index is
     * written with. German is asymmetric on purpose: at indexing, compounds are split into any word of the German
     * texts ("Handkartenlimit" is also found as "Hand", "Karten", "Limit"); in a query, only into the glossary's
     * and the card names' words, so that an ordinary word typed by a user is not cut into misleading parts.
     */
    public record AnalysisSet(Map<Lang, Analyzer> byLang, Analyzer names, Analyzer perField) {
        static AnalysisSet build(CharArraySet queryGermanWords, CharArraySet indexGermanWords) {
            Map<Lang, Analyzer> byLang = new EnumMap<>(Lang.class);
            Map<Lang, Analyzer> forIndex = new EnumMap<>(Lang.class);
            for (Lang lang : Lang.values()) {
                byLang.put(lang, forLanguage(lang, queryGermanWords));
                forIndex.put(lang, forLanguage(lang, indexGermanWords));
            }
            return new AnalysisSet(Map.copyOf(byLang), Analyzers.names(), Analyzers.perField(forIndex));
        }

        public Analyzer of(Lang lang) {
            return byLang.get(lang);
        }
    }
}
