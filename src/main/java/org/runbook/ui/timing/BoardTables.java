package org.runbook.ui.timing;

import java.util.ArrayList;
import java.util.List;
import java.util.function.BiPredicate;

import javax.swing.DefaultComboBoxModel;

import org.runbook.engine.cards.CardCatalog;
import org.runbook.engine.cards.CardDef;

/**
 * The two tables of the board editor: the ice protecting the server (a catalog card, or custom ice whose numbers are
 * typed in) and the cards in the server, each a list of mutable rows over a {@link RowsModel}.
 */
final class BoardTables {
    static final String CUSTOM = "custom";

    /** The ice a row may hold and the cards the root may hold. */
    final DefaultComboBoxModel<BoardEditor.Choice> iceChoices = new DefaultComboBoxModel<>();
    final DefaultComboBoxModel<BoardEditor.Choice> rootChoices = new DefaultComboBoxModel<>();
    final RowsModel<IceRow> ice = iceModel();
    final RowsModel<RootRow> root = rootModel();
    private CardCatalog defs;

    /** A row of the ice table: a card of the catalog, or custom ice whose numbers are typed in. */
    static final class IceRow {
        BoardEditor.Choice choice;
        boolean rezzed;
        String subtype;
        int strength;
        int cost;
        String subroutines;
    }

    /** A row of the root table. */
    static final class RootRow {
        BoardEditor.Choice choice;
        boolean rezzed;
        int advancements;

        RootRow(BoardEditor.Choice choice, boolean rezzed, int advancements) {
            this.choice = choice;
            this.rezzed = rezzed;
            this.advancements = advancements;
        }
    }

    void setCatalog(CardCatalog cards) {
        defs = cards;
    }

    private RowsModel<IceRow> iceModel() {
        BiPredicate<IceRow, Integer> custom = (r, c) -> r.choice.code().equals(CUSTOM);
        return new RowsModel<>(List.of(
                RowsModel.Column.of("col.card", Object.class, r -> r.choice, (r, v) -> {
                    if (v instanceof BoardEditor.Choice ch) {
                        fill(r, ch);
                    }
                }),
                RowsModel.Column.of("col.rezzed", Boolean.class, r -> r.rezzed, (r, v) -> r.rezzed = Boolean.TRUE.equals(v)),
                new RowsModel.Column<>("col.subtype", Object.class, r -> r.subtype, (r, v) -> r.subtype = String.valueOf(v),
                        custom),
                new RowsModel.Column<>("col.strength", Integer.class, r -> r.strength, (r, v) -> r.strength = (Integer) v,
                        custom),
                new RowsModel.Column<>("col.cost", Integer.class, r -> r.cost, (r, v) -> r.cost = (Integer) v, custom),
                new RowsModel.Column<>("col.subroutines", Object.class, r -> r.subroutines,
                        (r, v) -> r.subroutines = String.valueOf(v), custom)),
                () -> iceRow(new BoardEditor.Choice(CUSTOM, Texts.get("board.custom")), false));
    }

    private RowsModel<RootRow> rootModel() {
        return new RowsModel<>(List.of(
                RowsModel.Column.of("col.card", Object.class, r -> r.choice, (r, v) -> {
                    if (v instanceof BoardEditor.Choice ch) {
                        r.choice = ch;
                    }
                }),
                RowsModel.Column.of("col.rezzed", Boolean.class, r -> r.rezzed, (r, v) -> r.rezzed = Boolean.TRUE.equals(v)),
                RowsModel.Column.of("col.advancements", Integer.class, r -> r.advancements,
                        (r, v) -> r.advancements = (Integer) v)),
                () -> rootChoices.getSize() > 0 ? new RootRow(rootChoices.getElementAt(0), false, 0) : null);
    }

    IceRow iceRow(BoardEditor.Choice c, boolean rezzed) {
        IceRow r = new IceRow();
        r.rezzed = rezzed;
        fill(r, c);
        return r;
    }

    /** Sets the row's card; a catalog card brings its own subtype, strength, cost and subroutines. */
    private void fill(IceRow r, BoardEditor.Choice c) {
        r.choice = c;
        if (defs != null && !c.code().equals(CUSTOM)) {
            CardDef d = defs.get(c.code());
            // a catalog card's facts in words of the interface, its subtypes written as the glossary writes its
            // headwords (only a custom row is typed, and read back, in the card vocabulary)
            r.subtype = String.join(", ", d.subtypes().stream().map(Texts::subtypeLabel).toList());
            r.strength = d.strength();
            r.cost = d.cost();
            List<String> subs = new ArrayList<>();
            for (List<org.runbook.engine.cards.Effect> sub : d.subroutines()) {
                subs.add(EffectText.of(sub));
            }
            r.subroutines = String.join("; ", subs);
        } else if (r.subtype == null || !c.code().equals(CUSTOM)) {
            r.subtype = "barrier";
            r.strength = 3;
            r.cost = 3;
            r.subroutines = "end-run";
        } else {
            r.subtype = "barrier";
            r.subroutines = "end-run";
        }
    }

    /** The rows as the scenario writer wants them. */
    List<BoardYaml.Ice> iceList() {
        List<BoardYaml.Ice> out = new ArrayList<>();
        for (IceRow r : ice.rows()) {
            out.add(new BoardYaml.Ice(r.choice.code(), r.choice.code().equals(CUSTOM), r.rezzed, r.subtype,
                    r.strength, r.cost, r.subroutines));
        }
        return out;
    }

    List<BoardYaml.Root> rootList() {
        List<BoardYaml.Root> out = new ArrayList<>();
        for (RootRow r : root.rows()) {
            out.add(new BoardYaml.Root(r.choice.code(), r.rezzed, r.advancements));
        }
        return out;
    }
}
