package org.runbook.engine.timing;

/** The windows a chart step can open (the icons of the charts). */
public enum Window {
    /** P: paid abilities may be used. */
    PAID_ABILITIES("paid-abilities"),
    /** Only at run 2.3: the approached ice may be rezzed. */
    REZ_ICE("rez-ice"),
    /** R: non-ice cards may be rezzed. */
    REZ_NON_ICE("rez-non-ice"),
    /** S: agendas may be scored. */
    SCORE_AGENDAS("score-agendas");

    private final String id;

    Window(String id) {
        this.id = id;
    }

    public String id() {
        return id;
    }
}
