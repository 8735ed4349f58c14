package org.runbook.ui.search;

import org.runbook.search.suggest.Suggestion;
import org.runbook.ui.i18n.Localizer;

import javax.swing.DefaultListCellRenderer;
import javax.swing.DefaultListModel;
import javax.swing.JList;
import javax.swing.JScrollPane;
import javax.swing.JTextField;
import javax.swing.ListSelectionModel;
import javax.swing.Popup;
import javax.swing.PopupFactory;
import java.awt.Component;
import java.awt.Dimension;
import java.awt.Point;
import java.awt.event.MouseAdapter;
import java.awt.event.MouseEvent;
import java.util.List;
import java.util.function.Consumer;

/**
 * The type-ahead list under the search field. It never takes the focus: the field keeps the keyboard, and Up/Down/
 * Enter/Esc are forwarded here by the search panel.
 */
final class SuggestionPopup {

    private final JTextField field;
    private final DefaultListModel<Suggestion> items = new DefaultListModel<>();
    private final JList<Suggestion> list = new JList<>(items);
    private final JScrollPane scroll = new JScrollPane(list);
    private Popup popup;

    SuggestionPopup(JTextField field, Localizer text, Consumer<Suggestion> picked) {
        this.field = field;
        list.setName("suggestions");
        list.setFocusable(false);
        list.setSelectionMode(ListSelectionModel.SINGLE_SELECTION);
        list.setCellRenderer(new DefaultListCellRenderer() {
            private static final long serialVersionUID = 1L;

            @Override
            public Component getListCellRendererComponent(JList<?> l, Object value, int index, boolean selected,
                                                          boolean focus) {
                Suggestion s = (Suggestion) value;
                String label = "<html>" + org.runbook.search.Snippets.escape(s.text()) + " <font color='gray'>"
                        + text.get("kind." + s.kind()) + "</font></html>";
                return super.getListCellRendererComponent(l, label, index, selected, focus);
            }
        });
        list.addMouseListener(new MouseAdapter() {
            @Override
            public void mouseClicked(MouseEvent e) {
                int i = list.locationToIndex(e.getPoint());
                if (i >= 0) {
                    hide();
                    picked.accept(items.get(i));
                }
            }
        });
        scroll.setFocusable(false);
    }

    void show(List<Suggestion> suggestions) {
        items.clear();
        suggestions.forEach(items::addElement);
        hide();
        if (suggestions.isEmpty() || !field.isShowing()) {
            return;
        }
        list.setVisibleRowCount(Math.min(8, suggestions.size()));
        int width = Math.max(field.getWidth() / 2, 280);
        scroll.setPreferredSize(null);
        Dimension pref = scroll.getPreferredSize();
        scroll.setPreferredSize(new Dimension(width, pref.height));
        Point at = field.getLocationOnScreen();
        popup = PopupFactory.getSharedInstance().getPopup(field, scroll, at.x, at.y + field.getHeight());
        popup.show();
    }

    void hide() {
        if (popup != null) {
            popup.hide();
            popup = null;
        }
    }

    boolean visible() {
        return popup != null;
    }

    /** Moves the selection by {@code delta}; returns false when the popup is not shown. */
    boolean move(int delta) {
        if (!visible()) {
            return false;
        }
        int i = list.getSelectedIndex() + delta;
        i = Math.max(-1, Math.min(items.size() - 1, i));
        if (i < 0) {
            list.clearSelection();
        } else {
            list.setSelectedIndex(i);
            list.ensureIndexIsVisible(i);
        }
        return true;
    }

    /** The suggestion chosen with the arrows, or null. */
    Suggestion selected() {
        return visible() ? list.getSelectedValue() : null;
    }

    JList<Suggestion> list() {
        return list;
    }
}
