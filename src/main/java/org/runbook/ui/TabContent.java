package org.runbook.ui;

import java.awt.Component;

import org.runbook.engine.game.Lang;
import org.runbook.ui.cards.CardView;
import org.runbook.ui.glossary.GlossaryPanel;
import org.runbook.ui.reading.ReaderPanel;
import org.runbook.ui.search.SearchModel;

/**
 * Fills the card tab, the glossary tab and the Timing tab's reading pane with the corpus in the reading language,
 * each only once it is on screen and not yet in that language (a change of language costs only the tab shown).
 */
final class TabContent {
    private Lang cardsShown;
    private Lang glossaryShown;
    private Lang timingReaderShown;

    /** The reading language changed: the card and glossary tabs are filled again when next shown. */
    void languageChanged() {
        cardsShown = null;
        glossaryShown = null;
    }

    /**
     * Fills what is on screen ({@code selected}) and the Timing tab's reader, when not yet in {@code lang}. Before the
     * corpus is read (the model reads it after its first answer), {@code again} is run once it is, instead.
     */
    void update(SearchModel model, Lang lang, Component selected, CardView cards, GlossaryPanel glossary,
                ReaderPanel timingReader, Runnable again) {
        if (model == null) {
            return;
        }
        boolean needed = timingReader != null && timingReaderShown != lang
                || selected != null && selected == cards && cardsShown != lang
                || selected != null && selected == glossary && glossaryShown != lang;
        if (needed && !model.corpusRead().isDone()) {
            // a tab on screen needs the corpus now: its reading is started, and the tab filled once it is read (a
            // corpus that cannot be read is told on the search tab's status line)
            org.runbook.ui.search.WhenCorpusRead.then(model.corpusRead(), () -> true, c -> again.run(), why -> { });
            return;
        }
        if (needed && model.corpusRead().isCompletedExceptionally()) {
            return;
        }
        if (timingReader != null && timingReaderShown != lang) {
            timingReaderShown = lang;
            timingReader.setContent(model.corpus(), lang);
        }
        if (selected != null && selected == cards && cardsShown != lang) {
            cardsShown = lang;
            cards.setContent(model.corpus(), lang);
        } else if (selected != null && selected == glossary && glossaryShown != lang) {
            glossaryShown = lang;
            glossary.setContent(model.corpus(), lang);
        }
    }
}
