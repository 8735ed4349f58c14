package org.runbook.search;

import org.apache.lucene.document.Document;
import org.apache.lucene.index.IndexReader;
import org.apache.lucene.index.StoredFields;
import org.runbook.engine.game.Lang;
import org.runbook.search.analysis.Fields;

import java.io.IOException;
import java.util.Arrays;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.WeakHashMap;

/**
 * The stored values of the documents recently shown as hits, per reader. The window searches as the player types, so
 * that one question's successive searches show mostly the same documents; a document of an open reader never changes,
 * so its values are kept (the last {@link #KEPT} shown, about a megabyte of text) instead of decompressing its stored
 * block again at every keystroke.
 */
final class ShownDocuments {

    /** How many documents are kept per reader. */
    static final int KEPT = 512;

    /** What a hit shows of a document. */
    record Shown(String id, String kind, String game, Lang lang, String title, String text, List<String> cards,
                 String source) {
    }

    private static final Map<Object, Map<Integer, Shown>> BY_READER = Collections.synchronizedMap(new WeakHashMap<>());

    private ShownDocuments() {
    }

    /** The document's values, read from {@code stored} unless kept. */
    static Shown of(IndexReader reader, StoredFields stored, int doc) throws IOException {
        Map<Integer, Shown> kept = kept(reader);
        Shown shown;
        synchronized (kept) {
            shown = kept.get(doc);
        }
        if (shown == null) {
            Document d = stored.document(doc);
            shown = new Shown(d.get(Fields.ID), d.get(Fields.KIND), d.get(Fields.GAME),
                    Lang.parse(d.get(Fields.LANG)).orElse(Lang.EN), d.get(Fields.STORED_TITLE),
                    d.get(Fields.STORED_TEXT), List.copyOf(Arrays.asList(d.getValues(Fields.CARDS))),
                    d.get(Fields.STORED_SOURCE));
            synchronized (kept) {
                kept.put(doc, shown);
            }
        }
        return shown;
    }

    private static Map<Integer, Shown> kept(IndexReader reader) {
        var helper = reader.getReaderCacheHelper();
        Object key = helper == null ? reader : helper.getKey();
        return BY_READER.computeIfAbsent(key, k -> new LinkedHashMap<>(KEPT * 2, 0.75f, true) {
            @Override
            protected boolean removeEldestEntry(Map.Entry<Integer, Shown> eldest) {
                return size() > KEPT;
            }
        });
    }
}
