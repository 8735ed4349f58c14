package org.runbook.ui.cards;

import org.runbook.ui.Keys;
import org.runbook.ui.TextChanges;
import org.runbook.ui.i18n.Localizer;

import javax.swing.DefaultListCellRenderer;
import javax.swing.DefaultListModel;
import javax.swing.JComponent;
import javax.swing.JList;
import javax.swing.JScrollPane;
import javax.swing.JTextField;
import javax.swing.ListSelectionModel;
import javax.swing.Popup;
import javax.swing.PopupFactory;
import java.awt.Component;
import java.awt.Dimension;
import java.awt.Point;
import java.awt.event.FocusAdapter;
import java.awt.event.FocusEvent;
import java.awt.event.MouseAdapter;
import java.awt.event.MouseEvent;
import java.util.function.Consumer;

/**
 * A type-ahead field that picks a card: typing any part of a name in any language (or a code) lists the matching
 * cards under the field; a click or Enter chooses one; clearing the field chooses none. The field keeps the keyboard.
 */
final class CardPicker extends JTextField {
    private static final long serialVersionUID = 1L;
    private static final int SHOWN = 12;

    private final DefaultListModel<CardCatalog.Card> items = new DefaultListModel<>();
    private final JList<CardCatalog.Card> list = new JList<>(items);
    private final JScrollPane scroll = new JScrollPane(list);
    private final transient Consumer<CardCatalog.Card> picked;
    private transient CardCatalog catalog;
    private transient CardCatalog.Card chosen;
    private transient Popup popup;
    private boolean setting;

    CardPicker(Localizer text, Consumer<CardCatalog.Card> picked) {
        this.picked = picked;
        setName("withCard");
        putClientProperty("JTextField.showClearButton", true);
        list.setName("withChoices");
        list.setFocusable(false);
        list.setSelectionMode(ListSelectionModel.SINGLE_SELECTION);
        list.setCellRenderer(new DefaultListCellRenderer() {
            private static final long serialVersionUID = 1L;

            @Override
            public Component getListCellRendererComponent(JList<?> l, Object value, int index, boolean selected,
                                                          boolean focus) {
                return super.getListCellRendererComponent(l, CardView.label((CardCatalog.Card) value, selected),
                        index, selected, focus);
            }
        });
        list.addMouseListener(new MouseAdapter() {
            @Override
            public void mouseClicked(MouseEvent e) {
                int i = list.locationToIndex(e.getPoint());
                if (i >= 0) {
                    choose(items.get(i));
                }
            }
        });
        scroll.setFocusable(false);
        TextChanges.onChange(this, this::typed);
        Keys.bind(this, JComponent.WHEN_FOCUSED, "DOWN", "down", () -> move(1));
        Keys.bind(this, JComponent.WHEN_FOCUSED, "UP", "up", () -> move(-1));
        Keys.bind(this, JComponent.WHEN_FOCUSED, "ENTER", "choose", () -> {
            if (popup != null && !items.isEmpty()) {
                choose(list.getSelectedValue() != null ? list.getSelectedValue() : items.get(0));
            }
        });
        Keys.bind(this, JComponent.WHEN_FOCUSED, "ESCAPE", "close", () -> {
            if (popup != null) {
                hidePopup();
            } else {
                setText("");
            }
        });
        addFocusListener(new FocusAdapter() {
            @Override
            public void focusLost(FocusEvent e) {
                hidePopup();
            }
        });
        text.bind(m -> {
            putClientProperty("JTextField.placeholderText", m.get("cards.withPlaceholder"));
            repaint();
        });
    }

    void setCatalog(CardCatalog catalog) {
        this.catalog = catalog;
        if (chosen != null) {
            CardCatalog.Card again = catalog.find(chosen.code()).orElse(null);
            chosen = again;
            show(again);
        }
    }

    /** Chooses a card by the code of any printing (null for none), as if picked. */
    void choose(String code) {
        choose(code == null || catalog == null ? null : catalog.find(code).orElse(null));
    }

    private void choose(CardCatalog.Card card) {
        hidePopup();
        chosen = card;
        show(card);
        picked.accept(card);
    }

    private void show(CardCatalog.Card card) {
        setting = true;
        setText(card == null ? "" : card.name());
        setting = false;
    }

    CardCatalog.Card chosen() {
        return chosen;
    }

    private void typed() {
        if (setting || catalog == null) {
            return;
        }
        String t = getText().strip();
        if (t.isEmpty()) {
            hidePopup();
            if (chosen != null) {
                choose((CardCatalog.Card) null);
            }
            return;
        }
        items.clear();
        catalog.filter(t).stream().limit(40).forEach(items::addElement);
        showPopup();
    }

    private void showPopup() {
        hidePopup();
        if (items.isEmpty() || !isShowing()) {
            return;
        }
        list.setVisibleRowCount(Math.min(SHOWN, items.size()));
        list.setSelectedIndex(0);
        scroll.setPreferredSize(null);
        Dimension pref = scroll.getPreferredSize();
        scroll.setPreferredSize(new Dimension(Math.max(getWidth(), 320), pref.height));
        Point at = getLocationOnScreen();
        popup = PopupFactory.getSharedInstance().getPopup(this, scroll, at.x, at.y + getHeight());
        popup.show();
    }

    private void hidePopup() {
        if (popup != null) {
            popup.hide();
            popup = null;
        }
    }

    private void move(int delta) {
        if (popup == null) {
            typed();
            return;
        }
        int i = Math.max(0, Math.min(items.size() - 1, list.getSelectedIndex() + delta));
        list.setSelectedIndex(i);
        list.ensureIndexIsVisible(i);
    }

    JList<CardCatalog.Card> choices() {
        return list;
    }
}
