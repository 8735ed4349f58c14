package org.runbook.search.index;

import org.apache.lucene.document.Document;
import org.apache.lucene.document.NumericDocValuesField;
import org.apache.lucene.document.SortedDocValuesField;
import org.apache.lucene.util.BytesRef;
import org.apache.lucene.document.Field;
import org.apache.lucene.document.FieldType;
import org.apache.lucene.index.IndexOptions;
import org.apache.lucene.document.StoredField;
import org.apache.lucene.document.StringField;
import org.apache.lucene.document.TextField;
import org.apache.lucene.index.IndexWriter;
import org.apache.lucene.index.IndexWriterConfig;
import org.apache.lucene.store.Directory;
import org.runbook.corpus.Corpus;
import org.runbook.corpus.Entry;
import org.runbook.corpus.Kind;
import org.runbook.engine.game.Lang;
import org.runbook.corpus.PlainText;
import org.runbook.search.analysis.Analyzers;
import org.runbook.search.analysis.Fields;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

/** Writes one Lucene document per entry and language. */
public final class IndexBuilder {

    /** Key of the commit data that holds the content fingerprint. */
    public static final String FINGERPRINT = "fingerprint";

    /**
     * A body field whose postings also hold each word's place in the text, so that a snippet is made from them
     * rather than by analysing the shown text again at every query; the words and scores are those of a plain body.
     */
    static final FieldType BODY_WITH_OFFSETS = offsetsType(false);
    /** A field searched by nothing, only read for snippets: the words of the text with their places, no norms. */
    static final FieldType SNIPPET_ONLY = offsetsType(true);

    private IndexBuilder() {
    }

    private static FieldType offsetsType(boolean omitNorms) {
        FieldType type = new FieldType(TextField.TYPE_NOT_STORED);
        type.setIndexOptions(IndexOptions.DOCS_AND_FREQS_AND_POSITIONS_AND_OFFSETS);
        type.setOmitNorms(omitNorms);
        type.freeze();
        return type;
    }

    /** Replaces whatever {@code dir} holds by the index of {@code corpus}. */
    public static void build(Corpus corpus, Directory dir, String fingerprint) throws IOException {
        IndexWriterConfig config = new IndexWriterConfig(Analyzers.forCorpus(corpus).perField())
                .setOpenMode(IndexWriterConfig.OpenMode.CREATE)
                .setRAMBufferSizeMB(64);
        Map<String, Integer> inlinks = inlinks(corpus);
        try (IndexWriter writer = new IndexWriter(dir, config)) {
            for (Entry entry : corpus.entries()) {
                for (Lang lang : entry.languages()) {
                    Document doc = document(corpus, entry, lang);
                    doc.add(new NumericDocValuesField(Fields.INLINKS, 1 + inlinks.getOrDefault(entry.id(), 0)));
                    writer.addDocument(doc);
                }
            }
            writer.setLiveCommitData(Map.of(FINGERPRINT, fingerprint).entrySet());
            writer.forceMerge(1);
            writer.commit();
        }
    }

    static Document document(Corpus corpus, Entry entry, Lang lang) {
        Document doc = new Document();
        doc.add(new StringField(Fields.ID, entry.id(), Field.Store.YES));
        doc.add(new SortedDocValuesField(Fields.ID, new BytesRef(entry.id())));
        doc.add(new StringField(Fields.KIND, entry.kind().code(), Field.Store.YES));
        doc.add(new StringField(Fields.GAME, entry.game(), Field.Store.YES));
        if (entry.edition() != null) {
            doc.add(new StringField(Fields.EDITION, entry.edition(), Field.Store.YES));
        }
        doc.add(new StringField(Fields.LANG, lang.code(), Field.Store.YES));
        for (String code : entry.cards()) {
            doc.add(new StringField(Fields.CARDS, code, Field.Store.YES));
        }
        doc.add(new NumericDocValuesField(Fields.PRIOR_FLAGS, org.runbook.search.query.QueryPriors.flags(entry.game(),
                entry.kind() == Kind.TERM || entry.kind() == Kind.CARD, !entry.cards().isEmpty())));
        for (String link : links(entry)) {
            doc.add(new StringField(Fields.LINKS, link, Field.Store.NO));
        }
        entry.number().ifPresent(n -> doc.add(new StringField(Fields.NUMBER, n, Field.Store.YES)));
        entry.fact("scope").ifPresent(s -> doc.add(new StringField(Fields.SCOPE,
                s.replace("-turn", ""), Field.Store.YES)));
        String title = entry.titles().get(lang);
        String text = plainText(corpus, entry, lang);
        doc.add(new TextField(Fields.of(Fields.TITLE, lang), title, Field.Store.NO));
        doc.add(new Field(Fields.of(Fields.BODY, lang), text, Fields.offsets(lang).equals(Fields.of(Fields.BODY, lang))
                ? BODY_WITH_OFFSETS : TextField.TYPE_NOT_STORED));
        if (!Fields.offsets(lang).equals(Fields.of(Fields.BODY, lang))) {
            doc.add(new Field(Fields.offsets(lang), text, SNIPPET_ONLY));
        }
        for (String name : names(corpus, entry)) {
            doc.add(new TextField(Fields.NAMES, name, Field.Store.NO));
        }
        doc.add(new StoredField(Fields.STORED_TITLE, title));
        doc.add(new StoredField(Fields.STORED_TEXT, text));
        doc.add(new StoredField(Fields.STORED_SOURCE, entry.sources().stream()
                .map(c -> c.display()).collect(Collectors.joining("; "))));
        return doc;
    }

    /** The plain text of an entry; a card, which has no text, is described by its facts. */
    public static String plainText(Corpus corpus, Entry entry, Lang lang) {
        if (entry.kind() == Kind.CARD) {
            return CardFacts.describe(entry, lang);
        }
        return PlainText.of(entry.texts().getOrDefault(lang, ""),
                id -> corpus.get(id).map(e -> e.title(lang)).orElse(id));
    }

    /** For each id, how many other entries point to it: the more, the more central the entry. */
    static Map<String, Integer> inlinks(Corpus corpus) {
        Map<String, Integer> counts = new java.util.HashMap<>();
        for (Entry e : corpus.entries()) {
            for (String target : links(e)) {
                if (!target.equals(e.id())) {
                    counts.merge(target, 1, Integer::sum);
                }
            }
        }
        return counts;
    }

    /** The ids an entry points to: its links and its inline links in every language. */
    static java.util.Set<String> links(Entry entry) {
        java.util.Set<String> ids = new java.util.LinkedHashSet<>(entry.links());
        for (String text : entry.texts().values()) {
            java.util.regex.Matcher m = org.runbook.corpus.CorpusValidator.INLINE_LINK.matcher(text);
            while (m.find()) {
                ids.add(m.group(1).trim());
            }
        }
        return ids;
    }

    /** Every name of the entry in every language, and the names of the cards it concerns. */
    static List<String> names(Corpus corpus, Entry entry) {
        List<String> names = new ArrayList<>();
        entry.names().values().forEach(names::addAll);
        for (String code : entry.cards()) {
            corpus.card(code).ifPresent(card -> card.names().values().forEach(names::addAll));
        }
        return names;
    }
}
