package org.runbook.ui.search;

import org.runbook.search.SearchHit;

import javax.swing.JList;
import javax.swing.ListModel;
import java.awt.event.ComponentAdapter;
import java.awt.event.ComponentEvent;

/** The list of hits: as wide as its viewport, rows measured again when the width changes (snippets wrap). */
final class ResultList extends JList<SearchHit> {
    private static final long serialVersionUID = 1L;

    ResultList(ListModel<SearchHit> model) {
        super(model);
        addComponentListener(new ComponentAdapter() {
            @Override
            public void componentResized(ComponentEvent e) {
                setFixedCellHeight(10);
                setFixedCellHeight(-1);
            }
        });
    }

    @Override
    public boolean getScrollableTracksViewportWidth() {
        return true;
    }
}
