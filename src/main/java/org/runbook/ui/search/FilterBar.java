package org.runbook.ui.search;

import org.runbook.corpus.Kind;
import org.runbook.engine.game.Lang;
import org.runbook.engine.game.GameRegistry;
import org.runbook.search.SearchRequest;
import org.runbook.ui.i18n.Localizer;

import javax.swing.DefaultListCellRenderer;
import javax.swing.JComboBox;
import javax.swing.JLabel;
import javax.swing.JList;
import javax.swing.JPanel;
import java.awt.Component;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;

/**
 * The filters of a search: game, kind, edition (null = any) and the reading language, as combo boxes. The first
 * reading choice, the default, is "the language I type": each hit is shown in the query's language.
 */
public final class FilterBar extends JPanel {
    private static final long serialVersionUID = 1L;

    static final List<String> GAMES = GameRegistry.gameIds();
    static final List<String> EDITIONS = GameRegistry.editionIds();

    private final JComboBox<String> game = combo("gameFilter", GAMES);
    private final JComboBox<String> kind = combo("kindFilter", java.util.Arrays.stream(Kind.values()).map(Kind::code).toList());
    private final JComboBox<String> edition = combo("editionFilter", EDITIONS);
    private final JComboBox<Lang> lang = new JComboBox<>(readingChoices());
    private final JLabel langLabel = new JLabel();
    /** The reader's language when "the language I type" is chosen: for the reader pane and the other tabs. */
    private Lang fallback;

    public FilterBar(Localizer text, Lang initial, Runnable changed) {
        // a plain layout: the bar is part of the first frame, which does not wait for MigLayout's start-up
        super(new java.awt.GridBagLayout());
        lang.setName("langFilter");
        fallback = initial;
        lang.setSelectedItem(null);
        text.bind(m -> {
            render(game, v -> v == null ? m.get("filter.allGames") : m.get("game." + v));
            render(kind, v -> v == null ? m.get("filter.allKinds") : m.get("kind." + v));
            render(edition, v -> v == null ? m.get("filter.allEditions") : m.get("edition." + v));
            render(lang, v -> v == null ? m.get("filter.langAsTyped") : m.get("lang." + v.code()));
            langLabel.setText(m.get("filter.lang"));
            repaint();
        });
        // three filters on the left, a gap that takes the rest, the reading language on the right; 6 px apart
        add(game, cell(0, 0, 6));
        add(kind, cell(1, 0, 6));
        add(edition, cell(2, 0, 6));
        add(new JLabel(), cell(3, 1, 6));
        add(langLabel, cell(4, 0, 6));
        add(lang, cell(5, 0, 0));
        for (JComboBox<?> c : List.of(game, kind, edition, lang)) {
            c.addActionListener(e -> changed.run());
        }
    }

    private static java.awt.GridBagConstraints cell(int x, double weight, int gapAfter) {
        java.awt.GridBagConstraints c = new java.awt.GridBagConstraints();
        c.gridx = x;
        c.gridy = 0;
        c.weightx = weight;
        c.anchor = java.awt.GridBagConstraints.LINE_START;
        c.insets = new java.awt.Insets(0, 0, 0, gapAfter);
        return c;
    }

    private static Lang[] readingChoices() {
        Lang[] choices = new Lang[Lang.values().length + 1];
        System.arraycopy(Lang.values(), 0, choices, 1, Lang.values().length);
        return choices;
    }

    private static JComboBox<String> combo(String name, List<String> values) {
        List<String> items = new ArrayList<>();
        items.add(null);
        items.addAll(values);
        JComboBox<String> c = new JComboBox<>(items.toArray(new String[0]));
        c.setName(name);
        return c;
    }

    private static <T> void render(JComboBox<T> c, Function<T, String> label) {
        c.setRenderer(new DefaultListCellRenderer() {
            private static final long serialVersionUID = 1L;

            @Override
            @SuppressWarnings("unchecked")
            public Component getListCellRendererComponent(JList<?> list, Object value, int index, boolean selected,
                                                          boolean focus) {
                return super.getListCellRendererComponent(list, label.apply((T) value), index, selected, focus);
            }
        });
    }

    /** A request for the typed words with the chosen filters. */
    public SearchRequest request(String query, int limit) {
        return new SearchRequest(query, (Lang) lang.getSelectedItem(), (String) game.getSelectedItem(), (String) kind.getSelectedItem(),
                (String) edition.getSelectedItem(), limit);
    }

    /** True when the search is limited to one game. */
    public boolean gameFilterSet() {
        return game.getSelectedItem() != null;
    }

    /** The reading language chosen, or with "the language I type", the reader's own language. */
    public Lang language() {
        Lang chosen = (Lang) lang.getSelectedItem();
        return chosen != null ? chosen : fallback;
    }

    /** True when hits are shown in the language the query is typed in. */
    public boolean readsAsTyped() {
        return lang.getSelectedItem() == null;
    }

    /** Sets the reader's language; with "the language I type" chosen, it stays chosen. */
    public void setLanguage(Lang l) {
        fallback = l;
        if (!readsAsTyped()) {
            lang.setSelectedItem(l);
        }
    }

    public JComboBox<Lang> languageBox() {
        return lang;
    }
}
