package org.runbook.search.analysis;

import org.apache.lucene.analysis.CharArraySet;
import org.runbook.corpus.Corpus;
import org.runbook.engine.game.Lang;

import java.io.DataInput;
import java.io.DataOutput;
import java.io.IOException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * What the analyzers and the language guess learn from a corpus (the German words compounds are split into, each
 * word's rate per language), in a compact binary form: written when the jar is packaged and read at start instead of
 * splitting and counting every text of the corpus again.
 *
 * @param germanWords   the words German compounds are split into ({@link GermanWords#forIndex})
 * @param languageGuess the language guess of the corpus
 */
public record AnalysisTables(CharArraySet germanWords, LanguageGuess languageGuess) {

    private static final int VERSION = 1;

    /** The tables of a corpus, built as a start without shipped tables builds them. */
    public static AnalysisTables of(Corpus corpus) {
        return new AnalysisTables(GermanWords.forIndex(corpus), new LanguageGuess(corpus));
    }

    /** The analyzers over these German words. */
    public Analyzers.AnalysisSet analysis() {
        return Analyzers.withGermanWords(germanWords);
    }

    /** Writes the tables; the same tables always give the same bytes. */
    public void write(DataOutput out) throws IOException {
        out.writeInt(VERSION);
        List<String> german = new ArrayList<>(germanWords.size());
        for (Object w : germanWords) {
            german.add(w instanceof char[] chars ? new String(chars) : w.toString());
        }
        german.sort(null);
        out.writeInt(german.size());
        for (String w : german) {
            out.writeUTF(w);
        }
        String[] ordered = new String[languageGuess.rates.size()];
        for (List<LanguageGuess.Known> bucket : languageGuess.byFirstAndLength.values()) {
            for (LanguageGuess.Known k : bucket) {
                ordered[k.order()] = k.word();
            }
        }
        out.writeInt(ordered.length);
        for (String w : ordered) {
            out.writeUTF(w);
            float[] rates = languageGuess.rates.get(w);
            for (int l = 0; l < Lang.values().length; l++) {
                out.writeFloat(rates[l]);
            }
        }
    }

    /** Reads what {@link #write} wrote. */
    public static AnalysisTables read(DataInput in) throws IOException {
        int version = in.readInt();
        if (version != VERSION) {
            throw new IOException("analysis tables version " + version + ", expected " + VERSION);
        }
        int german = in.readInt();
        List<String> words = new ArrayList<>(german);
        for (int i = 0; i < german; i++) {
            words.add(in.readUTF());
        }
        int known = in.readInt();
        List<String> ordered = new ArrayList<>(known);
        Map<String, float[]> rates = new HashMap<>(known * 2);
        int langs = Lang.values().length;
        for (int i = 0; i < known; i++) {
            String w = in.readUTF();
            float[] r = new float[langs];
            for (int l = 0; l < langs; l++) {
                r[l] = in.readFloat();
            }
            ordered.add(w);
            rates.put(w, r);
        }
        return new AnalysisTables(new CharArraySet(words, false), new LanguageGuess(ordered, rates));
    }
}
