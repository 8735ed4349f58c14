package org.runbook.ui.timing;

import java.awt.Component;
import java.util.List;

import javax.swing.DefaultListCellRenderer;
import javax.swing.JComboBox;
import javax.swing.JList;

import org.runbook.engine.game.GameInfo;
import org.runbook.engine.game.GameRegistry;

/**
 * The game, edition and compare-edition boxes of the Timing tab, filled from the {@link GameRegistry}: the edition box
 * lists the chosen game's editions, the compare box the other editions of the same game. Changes made here while
 * following the session are marked {@link #updating()} so that listeners do not reload.
 */
final class EditionBoxes {
    final JComboBox<String> game = new JComboBox<>();
    final JComboBox<String> edition = new JComboBox<>();
    final JComboBox<String> compareEdition = new JComboBox<>();
    private boolean updating;

    EditionBoxes() {
        GameRegistry.gameIds().forEach(game::addItem);
        game.setName("game");
        game.setRenderer(new DefaultListCellRenderer() {
            private static final long serialVersionUID = 1L;

            @Override
            public Component getListCellRendererComponent(JList<?> l, Object v, int i, boolean s, boolean f) {
                return super.getListCellRendererComponent(l, v == null ? "" : Texts.get("game." + v), i, s, f);
            }
        });
        edition.setName("edition");
        compareEdition.setName("compareEdition");
        edition.setRenderer(named("edition."));
        compareEdition.setRenderer(named("edition."));
    }

    /** Shows an id by its name in the interface language (the bundle's {@code prefix + id}), never the raw id. */
    private static DefaultListCellRenderer named(String prefix) {
        return new DefaultListCellRenderer() {
            private static final long serialVersionUID = 1L;

            @Override
            public Component getListCellRendererComponent(JList<?> l, Object v, int i, boolean s, boolean f) {
                return super.getListCellRendererComponent(l, v == null ? "" : Texts.get(prefix + v), i, s, f);
            }
        };
    }

    /** The game of an edition: {@code anr}, {@code nr96} or {@code vr} (also the folder of its scenarios). */
    static String gameOf(String editionId) {
        return GameRegistry.gameOfEdition(editionId).map(GameInfo::id).orElse(editionId);
    }

    /** The game chosen in the box. */
    String game() {
        return (String) game.getSelectedItem();
    }

    String edition() {
        return (String) edition.getSelectedItem();
    }

    String compareEdition() {
        return (String) compareEdition.getSelectedItem();
    }

    /** True while the boxes are being changed here, not by the user. */
    boolean updating() {
        return updating;
    }

    /** The chosen game's editions, keeping the chosen one when it is among them, else the game's default. */
    void fillEditions() {
        quietly(() -> {
            Object was = edition.getSelectedItem();
            edition.removeAllItems();
            List<String> ids = GameRegistry.game(game()).map(GameInfo::editions).orElse(List.of());
            ids.forEach(edition::addItem);
            if (was != null && ids.contains(was)) {
                edition.setSelectedItem(was);
            } else if (!ids.isEmpty()) {
                edition.setSelectedItem(GameRegistry.defaultEdition(game()));
            }
        });
    }

    /** The game's other editions; returns true when there is one to compare with (Android: Netrunner only). */
    boolean fillCompareEditions() {
        quietly(() -> {
            Object keep = compareEdition.getSelectedItem();
            compareEdition.removeAllItems();
            for (int i = 0; i < edition.getItemCount(); i++) {
                String id = edition.getItemAt(i);
                if (!id.equals(edition.getSelectedItem())) {
                    compareEdition.addItem(id);
                }
            }
            if (keep != null) {
                compareEdition.setSelectedItem(keep);
            }
        });
        return compareEdition.getItemCount() > 0;
    }

    /** Shows the session's game and edition (when the session changed them, e.g. a file of another game). */
    void follow(String gameId, String editionId) {
        quietly(() -> {
            if (!gameId.equals(game())) {
                game.setSelectedItem(gameId);
            }
            edition.setSelectedItem(editionId);
        });
    }

    /** Runs {@code change} with {@link #updating()} true, then back to what it was. */
    void quietly(Runnable change) {
        boolean was = updating;
        updating = true;
        try {
            change.run();
        } finally {
            updating = was;
        }
    }
}
