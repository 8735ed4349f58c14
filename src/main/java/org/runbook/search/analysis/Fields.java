package org.runbook.search.analysis;

import org.runbook.engine.game.Lang;

import java.util.List;

/** The field names of the index. One Lucene document holds one entry in one language. */
public final class Fields {
    public static final String ID = "id";
    public static final String KIND = "kind";
    public static final String GAME = "game";
    public static final String EDITION = "edition";
    public static final String LANG = "lang";
    public static final String CARDS = "cards";
    /** Doc values: the game, and whether the entry is a look-up (term, card) or a ruling about cards. */
    public static final String PRIOR_FLAGS = "prior_flags";
    /** Ids the entry links to (its {@code links} and inline links). */
    public static final String LINKS = "links";
    /** Steps: the number as printed ({@code 2.3}) and the scope ({@code run}, {@code corp}, {@code runner}). */
    public static final String NUMBER = "number";
    public static final String SCOPE = "scope";
    /** Doc values: one plus how many entries point to the entry. */
    public static final String INLINKS = "inlinks";
    /** The entry's title, analyzed in the document's language (field {@code title_fr} etc.). */
    public static final String TITLE = "title";
    /** The entry's plain text, analyzed in the document's language. */
    public static final String BODY = "body";
    /** Names of the entry (term names, card names) and of the cards it concerns, in every language, folded. */
    public static final String NAMES = "names";
    /** Stored: title, plain text and source as shown in results. */
    public static final String STORED_TITLE = "stored_title";
    public static final String STORED_TEXT = "stored_text";
    public static final String STORED_SOURCE = "stored_source";

    /**
     * German only: the plain text once more, analysed as a snippet analyses it (no compound splitting), its postings
     * holding each word's place; searched by nothing ({@link #offsets}).
     */
    public static final String SNIPPET = "snippet";

    public static final List<String> LANGUAGE_FIELDS = List.of(TITLE, BODY);

    private Fields() {
    }

    public static String of(String base, Lang lang) {
        return base + "_" + lang.code();
    }

    /**
     * The field whose postings give the places of a text's words as a snippet finds them (the plain analyzers of
     * {@code Analyzers.plain()}): the body itself in French and English, whose index analyzers are the plain ones; a
     * field of its own in German, whose body also holds the parts of compounds.
     */
    public static String offsets(Lang lang) {
        return lang == Lang.DE ? of(SNIPPET, lang) : of(BODY, lang);
    }
}
