package org.runbook.ui.timing;

import java.util.Locale;

import org.runbook.engine.game.Lang;

/**
 * The Timing tab's language. Its own words (buttons, labels, window names) follow the interface language; once the
 * interface language is set, the engine's words (steps, options, timeline, card names) follow it too, so that the
 * whole tab speaks one language; before that they follow the reading language.
 */
final class TabLanguage {
    private final SessionView[] sessions;
    private boolean interfaceSet;
    private Lang lang = Lang.EN;

    TabLanguage(SessionView... sessions) {
        this.sessions = sessions.clone();
    }

    Lang lang() {
        return lang;
    }

    /** The reading language ({@code fr}, {@code en} or {@code de}); ignored once the interface language is set. */
    void reading(String code) {
        if (!interfaceSet) {
            set(Lang.parse(code).orElse(Lang.EN));
        }
    }

    /** The interface language ({@code en}, {@code fr}, {@code de}); then {@code relabel} sets every word again. */
    void interfaceLanguage(String tag, Runnable relabel) {
        Texts.setLocale(Locale.forLanguageTag(tag == null ? "en" : tag));
        interfaceSet = true;
        set(Lang.parse(Texts.language()).orElse(Lang.EN));
        relabel.run();
        for (SessionView v : sessions) {
            v.relabel();
        }
    }

    private void set(Lang l) {
        lang = l;
        for (SessionView v : sessions) {
            v.setLang(l);
        }
    }
}
