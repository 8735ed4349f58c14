package org.runbook.ui.search;

import net.miginfocom.swing.MigLayout;
import org.runbook.corpus.Kind;
import org.runbook.corpus.Lang;
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

/** The filters of a search: game, kind, edition (null = any) and the reading language, as combo boxes. */
public final class FilterBar extends JPanel {
    private static final long serialVersionUID = 1L;

    static final List<String> GAMES = GameRegistry.gameIds();
    static final List<String> EDITIONS = GameRegistry.editionIds();

    private final JComboBox<String> game = combo("gameFilter", GAMES);
    private final JComboBox<String> kind = combo("kindFilter", java.util.Arrays.stream(Kind.values()).map(Kind::code).toList());
    private final JComboBox<String> edition = combo("editionFilter", EDITIONS);
    private final JComboBox<Lang> lang = new JComboBox<>(Lang.values());
    private final JLabel langLabel = new JLabel();

    public FilterBar(Localizer text, Lang initial, Runnable changed) {
        super(new MigLayout("insets 0, gap 6", "[][][][]push[][]"));
        lang.setName("langFilter");
        lang.setSelectedItem(initial);
        text.bind(m -> {
            render(game, v -> v == null ? m.get("filter.allGames") : m.get("game." + v));
            render(kind, v -> v == null ? m.get("filter.allKinds") : m.get("kind." + v));
            render(edition, v -> v == null ? m.get("filter.allEditions") : m.get("edition." + v));
            render(lang, v -> m.get("lang." + v.code()));
            langLabel.setText(m.get("filter.lang"));
            repaint();
        });
        add(game);
        add(kind);
        add(edition);
        add(new JLabel(), "");
        add(langLabel);
        add(lang);
        for (JComboBox<?> c : List.of(game, kind, edition, lang)) {
            c.addActionListener(e -> changed.run());
        }
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
        return new SearchRequest(query, language(), (String) game.getSelectedItem(), (String) kind.getSelectedItem(),
                (String) edition.getSelectedItem(), limit);
    }

    /** True when the search is limited to one game. */
    public boolean gameFilterSet() {
        return game.getSelectedItem() != null;
    }

    public Lang language() {
        return (Lang) lang.getSelectedItem();
    }

    public void setLanguage(Lang l) {
        lang.setSelectedItem(l);
    }

    public JComboBox<Lang> languageBox() {
        return lang;
    }
}
