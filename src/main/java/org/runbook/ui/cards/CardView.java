package org.runbook.ui.cards;

import net.miginfocom.swing.MigLayout;
import org.runbook.corpus.Corpus;
import org.runbook.corpus.Kind;
import org.runbook.engine.game.Lang;
import org.runbook.ui.i18n.Localizer;
import org.runbook.ui.reading.Bookmarks;
import org.runbook.ui.reading.ReaderPanel;

import javax.swing.DefaultListCellRenderer;
import javax.swing.DefaultListModel;
import javax.swing.JLabel;
import javax.swing.JList;
import javax.swing.JPanel;
import javax.swing.JScrollPane;
import javax.swing.JSplitPane;
import javax.swing.JTextField;
import javax.swing.ListSelectionModel;
import java.awt.Component;

/**
 * The card view: a filterable list of cards; the card chosen is shown with its facts, names, errata and every ruling
 * that names it; "with…" picks a second card to list the rulings naming both.
 */
public final class CardView extends JPanel {
    private static final long serialVersionUID = 1L;

    private final transient Localizer text;
    private final JTextField filter = new JTextField();
    private final DefaultListModel<CardCatalog.Card> shown = new DefaultListModel<>();
    private final JList<CardCatalog.Card> list = new JList<>(shown);
    private final JLabel withLabel = new JLabel();
    private final CardPicker with;
    private final ReaderPanel reader;
    private final JSplitPane split;
    private transient CardCatalog catalog;

    public CardView(Localizer text, Bookmarks bookmarks) {
        super(new MigLayout("fill, insets 8, gap 6", "[grow]", "[grow]"));
        this.text = text;
        setName("cardView");
        reader = new ReaderPanel(text, bookmarks, "reader.emptyCards");
        with = new CardPicker(text, c -> reader.setWithCard(c == null ? null : c.code()));
        filter.setName("cardFilter");
        list.setName("cardList");
        list.setSelectionMode(ListSelectionModel.SINGLE_SELECTION);
        list.setCellRenderer(new DefaultListCellRenderer() {
            private static final long serialVersionUID = 1L;

            @Override
            public Component getListCellRendererComponent(JList<?> l, Object value, int index, boolean selected,
                                                          boolean focus) {
                return super.getListCellRendererComponent(l, label((CardCatalog.Card) value, selected), index,
                        selected, focus);
            }
        });
        list.addListSelectionListener(e -> {
            CardCatalog.Card c = list.getSelectedValue();
            if (!e.getValueIsAdjusting() && c != null && !reader.shown().map(x -> x.kind() == Kind.CARD
                    && c.has(CardCatalog.code(x))).orElse(false)) {
                reader.open("card:" + c.code());
            }
        });
        reader.setOnShow(entry -> {
            with.setEnabled(entry.kind() == Kind.CARD);
            if (entry.kind() == Kind.CARD) {
                select(CardCatalog.code(entry));
            }
        });
        org.runbook.ui.TextChanges.onChange(filter, this::refilter);
        JPanel left = new JPanel(new MigLayout("fill, insets 0, gap 4", "[grow]", "[][grow]"));
        left.add(filter, "growx, wrap");
        left.add(new JScrollPane(list, JScrollPane.VERTICAL_SCROLLBAR_AS_NEEDED,
                JScrollPane.HORIZONTAL_SCROLLBAR_NEVER), "grow");
        JPanel right = new JPanel(new MigLayout("fill, insets 0, gap 4", "[][grow]", "[][grow]"));
        right.add(withLabel);
        right.add(with, "growx, wmax 460, wrap");
        right.add(reader, "span, grow");
        split = new JSplitPane(JSplitPane.HORIZONTAL_SPLIT, left, right);
        split.setName("cardSplit");
        split.setDividerLocation(300);
        split.setResizeWeight(0.25);
        add(split, "grow");
        text.bind(m -> {
            filter.putClientProperty("JTextField.placeholderText", m.get("cards.filter"));
            withLabel.setText(m.get("cards.with"));
            filter.repaint();
        });
    }

    /** The corpus and the reading language (event thread). */
    public void setContent(Corpus corpus, Lang lang) {
        catalog = new CardCatalog(corpus, lang);
        with.setCatalog(catalog);
        refilter();
        reader.setContent(corpus, lang);
    }

    private void refilter() {
        if (catalog == null) {
            return;
        }
        CardCatalog.Card selected = list.getSelectedValue();
        shown.clear();
        catalog.filter(filter.getText()).forEach(shown::addElement);
        if (selected != null) {
            for (int i = 0; i < shown.size(); i++) {
                if (shown.get(i).code().equals(selected.code())) {
                    list.setSelectedIndex(i);
                    list.ensureIndexIsVisible(i);
                    break;
                }
            }
        }
    }

    /** Selects a card in the list (when the filter shows it) without opening anything new. */
    private void select(String code) {
        CardCatalog.Card current = list.getSelectedValue();
        if (current != null && current.has(code)) {
            return;
        }
        for (int i = 0; i < shown.size(); i++) {
            if (shown.get(i).has(code)) {
                list.setSelectedIndex(i);
                list.ensureIndexIsVisible(i);
                return;
            }
        }
        list.clearSelection();
    }

    /** Opens a card by its code, e.g. {@code 01090}. */
    public void showCard(String code) {
        reader.open("card:" + code);
    }

    /** Chooses the second card of "with…" by the code of any printing (null for none). */
    public void setWith(String code) {
        with.choose(code);
    }

    /** A card in a list: its name, then its packs in grey. */
    static String label(CardCatalog.Card c, boolean selected) {
        String packs = org.runbook.search.Snippets.escape(c.packs());
        return "<html>" + org.runbook.search.Snippets.escape(c.name()) + " " + (selected ? packs
                : "<font color='gray'>" + packs + "</font>") + "</html>";
    }

    public javax.swing.JTextField withField() {
        return with;
    }

    JList<CardCatalog.Card> withChoices() {
        return with.choices();
    }

    /** Puts the keyboard in the filter field. */
    public void focusFilter() {
        filter.requestFocusInWindow();
    }

    public ReaderPanel reader() {
        return reader;
    }

    public JSplitPane split() {
        return split;
    }
}
