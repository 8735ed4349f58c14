package org.runbook.ui;

import java.util.Map;
import java.util.function.Consumer;

import javax.swing.JSplitPane;

import org.runbook.engine.game.Lang;
import org.runbook.ui.cards.CardView;
import org.runbook.ui.glossary.GlossaryPanel;
import org.runbook.ui.i18n.Localizer;
import org.runbook.ui.reading.Bookmarks;
import org.runbook.ui.reading.ReaderPanel;
import org.runbook.ui.timing.TimingPanel;

/**
 * Makes the tabs other than search, each wired to the window: its reader's visits go to the recent pages and its
 * "Play this ruling" to the Timing tab, and its panes' dividers are remembered between sessions. When each tab is
 * made is the window's business (its start sequence), not this one's.
 */
final class TabFactory {
    private final Localizer text;
    private final Bookmarks bookmarks;
    private final WindowLayout layout;
    private final Map<String, JSplitPane> splits;
    private final Consumer<String> visited;
    private final Consumer<String> playRuling;

    /** The Timing tab and the reading pane beside its stepper. */
    record Timing(TimingPanel panel, ReaderPanel reader) {
    }

    TabFactory(Localizer text, Bookmarks bookmarks, WindowLayout layout, Map<String, JSplitPane> splits,
               Consumer<String> visited, Consumer<String> playRuling) {
        this.text = text;
        this.bookmarks = bookmarks;
        this.layout = layout;
        this.splits = splits;
        this.visited = visited;
        this.playRuling = playRuling;
    }

    private void remember(String name, JSplitPane split) {
        splits.put(name, split);
        layout.restoreDivider(name, split);
    }

    CardView cards() {
        CardView v = new CardView(text, bookmarks);
        v.reader().setOnVisit(visited::accept);
        v.reader().setOnPlay(playRuling::accept);
        remember("cards", v.split());
        return v;
    }

    GlossaryPanel glossary() {
        GlossaryPanel g = new GlossaryPanel(text, bookmarks);
        g.reader().setOnVisit(visited::accept);
        g.reader().setOnPlay(playRuling::accept);
        remember("glossary", g.split());
        return g;
    }

    /**
     * The Timing tab: its steps in the reading language {@code lang}, its own words in the interface language; a
     * step's entry opens in a reading pane beside the stepper ({@code openElsewhere} until that pane exists).
     */
    Timing timing(Lang lang, Consumer<String> openElsewhere) {
        TimingPanel timing = new TimingPanel();
        timing.setLanguage(lang);
        text.bind(m -> timing.setInterfaceLanguage(m.language()));
        timing.setOpenEntry(openElsewhere);
        ReaderPanel reader = new ReaderPanel(text, bookmarks);
        timing.setReader(reader, reader::open);
        // "Play this ruling" on an entry page opens the Timing tab at the moment of the ruling
        org.runbook.ui.reading.EntryHtml.setPlayable(timing::playsRuling);
        // the stepper's panes (chart/board, words/timeline, stepper/reader) keep their size between sessions
        timing.splits().forEach((name, split) -> remember("timing." + name, split));
        return new Timing(timing, reader);
    }
}
