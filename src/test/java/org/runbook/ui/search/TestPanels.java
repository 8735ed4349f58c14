package org.runbook.ui.search;

import org.runbook.engine.game.Lang;
import org.runbook.ui.i18n.Localizer;
import org.runbook.ui.i18n.Messages;
import org.runbook.ui.reading.Bookmarks;

import javax.swing.SwingUtilities;
import java.nio.file.Path;

/** A search panel in English made on the event thread, a question typed (or none), then given its model. */
final class TestPanels {

    private TestPanels() {
    }

    static SearchPanel withModel(Path tmp, SearchModel model, String typed, Runnable onResults) throws Exception {
        SearchPanel[] panel = new SearchPanel[1];
        SwingUtilities.invokeAndWait(() -> {
            panel[0] = new SearchPanel(new Localizer(Messages.of("en")), Bookmarks.load(tmp.resolve("b.txt")),
                    Lang.EN);
            panel[0].setOnResults(onResults);
            if (typed != null) {
                panel[0].field().setText(typed);
            }
            panel[0].setModel(model);
        });
        return panel[0];
    }
}
