package org.runbook.ui;

import java.util.Optional;
import java.util.function.Supplier;

import javax.swing.JTabbedPane;

import org.runbook.corpus.Corpus;
import org.runbook.engine.game.Lang;
import org.runbook.ui.cards.CardView;
import org.runbook.ui.glossary.GlossaryPanel;
import org.runbook.ui.i18n.Localizer;
import org.runbook.ui.reading.ReaderPanel;
import org.runbook.ui.search.SearchPanel;

/**
 * Which reader an entry opens in and which field gets the keyboard: the reader of the tab shown (search, cards,
 * glossary), else the search tab's; a card from another tab goes to the card tab. Also the title of a page, for the
 * bookmarks and the recent pages.
 */
final class ReaderRouting {
    private final JTabbedPane tabs;
    private final SearchPanel search;
    private final Supplier<CardView> cards;
    private final Supplier<GlossaryPanel> glossary;
    private final int cardsTab;

    /** {@code cards} and {@code glossary} give their tab once made, else null (they are made lazily). */
    ReaderRouting(JTabbedPane tabs, SearchPanel search, Supplier<CardView> cards, Supplier<GlossaryPanel> glossary,
                  int cardsTab) {
        this.tabs = tabs;
        this.search = search;
        this.cards = cards;
        this.glossary = glossary;
        this.cardsTab = cardsTab;
    }

    /** The reader of the selected tab, or of the search tab (selected then) when the selected one has none. */
    ReaderPanel current() {
        java.awt.Component c = tabs.getSelectedComponent();
        if (c != null && c == cards.get()) {
            return cards.get().reader();
        }
        if (c != null && c == glossary.get()) {
            return glossary.get().reader();
        }
        if (c != search) {
            tabs.setSelectedComponent(search);
        }
        return search.reader();
    }

    /** Opens an entry: cards in the card tab, everything else in the reader of the current tab. */
    void open(String id) {
        java.awt.Component c = tabs.getSelectedComponent();
        if (id.startsWith("card:") && c != cards.get() && c != search) {
            tabs.setSelectedIndex(cardsTab);
        }
        current().open(id);
    }

    /** Gives the keyboard to the first field of the tab just selected, so that shortcuts keep working. */
    void focusSelected() {
        java.awt.Component c = tabs.getSelectedComponent();
        if (c == search) {
            search.field().requestFocusInWindow();
        } else if (c != null && c == cards.get()) {
            cards.get().focusFilter();
        } else if (c != null && c == glossary.get()) {
            glossary.get().focusFilter();
        } else {
            tabs.requestFocusInWindow();
        }
    }

    /** The title of a page in the reading language (its id when unknown). */
    static String titleOf(String id, Optional<Corpus> corpus, Lang lang, Localizer text) {
        if (id.startsWith("contents:")) {
            return corpus.flatMap(c -> new org.runbook.ui.reading.RuleBook(c).book(id.substring(9)))
                    .map(b -> org.runbook.ui.reading.BookHtml.name(b, text.messages())).orElse(id);
        }
        return corpus.flatMap(c -> c.get(id)).map(e -> e.title(lang)).orElse(id);
    }
}
