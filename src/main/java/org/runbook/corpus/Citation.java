package org.runbook.corpus;

/**
 * Where an entry's facts come from: a source document, a section title and, when known, a page.
 *
 * @param doc     one of {@link #DOCUMENTS}
 * @param section the section title as the document prints it
 * @param page    the page, or 0 when unknown
 */
public record Citation(String doc, String section, int page) {

    /** The source documents an entry may cite. */
    public static final java.util.Map<String, String> DOCUMENTS = java.util.Map.of(
            "anr-core-fr", "Android: Netrunner, core rulebook (French, 2012)",
            "anr-core-de", "Android: Netrunner, core rulebook (German, 2012)",
            "anr-faq-4.0", "Android: Netrunner FAQ v4.0 (French, June 2017)",
            "nr96-rules-fr", "Netrunner (1996), rules v2.0 (French)",
            "vr-rules-fr", "Virtual Revolution, rules (French)",
            "card-catalog", "Runbook card catalog");

    /** A one-line form such as {@code anr-core-fr, "Les piratages", p. 12}. */
    public String display() {
        return doc + ", \u201c" + section + "\u201d" + (page > 0 ? ", p. " + page : "");
    }
}
