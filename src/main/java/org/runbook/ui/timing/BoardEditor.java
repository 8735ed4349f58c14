package org.runbook.ui.timing;

import java.awt.BorderLayout;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.function.BiPredicate;
import java.util.function.Consumer;

import javax.swing.DefaultCellEditor;
import javax.swing.DefaultComboBoxModel;
import javax.swing.DefaultListModel;
import javax.swing.JButton;
import javax.swing.JComboBox;
import javax.swing.JLabel;
import javax.swing.JList;
import javax.swing.JPanel;
import javax.swing.JScrollPane;
import javax.swing.JSpinner;
import javax.swing.JSplitPane;
import javax.swing.JTable;
import javax.swing.JTextArea;
import javax.swing.ListSelectionModel;
import javax.swing.SpinnerNumberModel;

import net.miginfocom.swing.MigLayout;
import org.runbook.engine.game.GameRegistry;
import org.runbook.engine.cards.CardCatalog;
import org.runbook.engine.cards.CardDef;
import org.runbook.engine.cards.CardType;

/**
 * Sets up a board and turns it into a scenario (the YAML of content/scenarios/README.md, read by the engine's own
 * loader, so every check and every {@code file:line: reason} message is the engine's): the attacked server and its
 * ice (engine cards, or custom ice with subtype, strength, rez cost and subroutines), rezzed or not, the cards in the
 * server, the Runner's rig, credits and tags, the Corp's credits and bad publicity; a run, the Runner's turn or the
 * Corp's turn.
 */
final class BoardEditor extends JPanel {
    private static final long serialVersionUID = 1L;
    static final String CUSTOM = "custom";

    private final JComboBox<String> start = new JComboBox<>(new String[] {
        Texts.get("board.start.run"), Texts.get("board.start.runner"), Texts.get("board.start.corp")});
    private final JComboBox<String> server = new JComboBox<>(new String[] {"remote1", "hq", "rd", "archives"});
    private transient CardCatalog defs;
    private final RowsModel<IceRow> ice = iceModel();
    private final RowsModel<RootRow> root = rootModel();
    private final JTable iceTable = new JTable(ice);
    private final JTable rootTable = new JTable(root);
    private final JSpinner corpCredits = spinner(7, 0, 99);
    private final JSpinner corpClicks = spinner(0, 0, 9);
    private final JSpinner badPublicity = spinner(0, 0, 20);
    private final JSpinner runnerCredits = spinner(5, 0, 99);
    private final JSpinner runnerClicks = spinner(1, 0, 9);
    private final JSpinner tags = spinner(0, 0, 20);
    private final JSpinner memory = spinner(4, 0, 20);
    private final DefaultListModel<Choice> rigChoices = new DefaultListModel<>();
    private final JList<Choice> rig = new JList<>(rigChoices);
    private final JTextArea yaml = new JTextArea(12, 40);
    private final DefaultComboBoxModel<Choice> iceChoices = new DefaultComboBoxModel<>();
    private final DefaultComboBoxModel<Choice> rootChoices = new DefaultComboBoxModel<>();
    private transient Consumer<String> play = y -> { };

    /** A card offered in a list: its code and its English name. */
    record Choice(String code, String name) {
        @Override
        public String toString() {
            return name;
        }
    }

    BoardEditor() {
        super(new BorderLayout());
        setName("boardEditor");
        start.setName("board.start");
        server.setName("board.server");
        server.setEditable(true);
        iceTable.setName("board.ice");
        rootTable.setName("board.root");
        rig.setName("board.rig");
        yaml.setName("board.yaml");
        rig.setSelectionMode(ListSelectionModel.MULTIPLE_INTERVAL_SELECTION);
        rig.setVisibleRowCount(8);
        iceTable.setRowHeight(iceTable.getRowHeight() + 6);
        rootTable.setRowHeight(rootTable.getRowHeight() + 6);
        iceTable.getColumnModel().getColumn(0).setCellEditor(new DefaultCellEditor(new JComboBox<>(iceChoices)));
        rootTable.getColumnModel().getColumn(0).setCellEditor(new DefaultCellEditor(new JComboBox<>(rootChoices)));
        iceTable.getColumnModel().getColumn(0).setPreferredWidth(170);
        iceTable.getColumnModel().getColumn(5).setPreferredWidth(200);
        Texts.tip(iceTable, "subroutines.tip");

        JPanel form = new JPanel(new MigLayout("insets 8, fillx, wrap 2", "[][grow,fill]", ""));
        form.add(Texts.label("board.start"));
        form.add(start);
        form.add(Texts.label("board.server"));
        form.add(server);
        form.add(Texts.label("board.ice"), "span 2, gaptop 6");
        form.add(new JScrollPane(iceTable), "span 2, h 140!, growx");
        form.add(tableButtons(iceTable, ice), "span 2");
        form.add(Texts.label("board.root"), "span 2, gaptop 6");
        form.add(new JScrollPane(rootTable), "span 2, h 90!, growx");
        form.add(tableButtons(rootTable, root), "span 2");

        JPanel sides = new JPanel(new MigLayout("insets 8, fillx, wrap 2", "[][grow,fill]", ""));
        sides.add(Texts.text(title(Texts.get("board.corp")), "board.corp"), "span 2");
        sides.add(Texts.label("board.credits"));
        sides.add(named(corpCredits, "board.corpCredits"));
        sides.add(Texts.label("board.clicks"));
        sides.add(named(corpClicks, "board.corpClicks"));
        sides.add(Texts.label("board.bp"));
        sides.add(named(badPublicity, "board.badPublicity"));
        sides.add(Texts.text(title(Texts.get("board.runner")), "board.runner"), "span 2, gaptop 8");
        sides.add(Texts.label("board.credits"));
        sides.add(named(runnerCredits, "board.runnerCredits"));
        sides.add(Texts.label("board.clicks"));
        sides.add(named(runnerClicks, "board.runnerClicks"));
        sides.add(Texts.label("board.tags"));
        sides.add(named(tags, "board.tags"));
        sides.add(Texts.label("board.memory"));
        sides.add(named(memory, "board.memory"));
        sides.add(Texts.label("board.rig"), "span 2");
        sides.add(new JScrollPane(rig), "span 2, growx, h 150!");

        JButton playForm = Texts.button("board.play");
        playForm.setName("board.play");
        playForm.addActionListener(e -> {
            String text = toYaml();
            yaml.setText(text);
            play.accept(text);
        });
        JButton showYaml = Texts.button("board.yaml");
        showYaml.setName("board.showYaml");
        showYaml.addActionListener(e -> yaml.setText(toYaml()));
        JButton playYaml = Texts.button("board.yaml.play");
        playYaml.setName("board.playYaml");
        playYaml.addActionListener(e -> play.accept(yaml.getText()));
        JPanel buttons = new JPanel(new MigLayout("insets 4 8 4 8", "", ""));
        buttons.add(playForm);
        buttons.add(showYaml);
        buttons.add(playYaml);

        yaml.setFont(new java.awt.Font(java.awt.Font.MONOSPACED, java.awt.Font.PLAIN, yaml.getFont().getSize()));
        JPanel upper = new JPanel(new MigLayout("insets 0, fill", "[grow 60,fill][grow 40,fill]", "[grow,fill]"));
        upper.add(form);
        upper.add(sides);
        JSplitPane split = new JSplitPane(JSplitPane.VERTICAL_SPLIT, new JScrollPane(upper), new JScrollPane(yaml));
        split.setResizeWeight(0.75);
        add(buttons, BorderLayout.NORTH);
        add(split, BorderLayout.CENTER);
    }

    private static JLabel title(String text) {
        JLabel l = new JLabel(text);
        l.putClientProperty("FlatLaf.styleClass", "h4");
        return l;
    }

    private static JSpinner named(JSpinner s, String name) {
        s.setName(name);
        return s;
    }

    private static JSpinner spinner(int value, int min, int max) {
        return new JSpinner(new SpinnerNumberModel(value, min, max, 1));
    }

    private JPanel tableButtons(JTable table, RowsModel<?> model) {
        JPanel p = new JPanel(new MigLayout("insets 0, gap 4", "", ""));
        String base = table.getName();
        JButton add = Texts.button("board.add");
        add.setName(base + ".add");
        add.addActionListener(e -> model.addRow());
        JButton remove = Texts.button("board.remove");
        remove.setName(base + ".remove");
        remove.addActionListener(e -> {
            int r = table.getSelectedRow();
            if (r >= 0) {
                stopEditing(table);
                model.removeRow(r);
            }
        });
        JButton up = Texts.button("board.up");
        up.addActionListener(e -> {
            int r = table.getSelectedRow();
            if (r > 0) {
                stopEditing(table);
                model.swap(r, r - 1);
                table.setRowSelectionInterval(r - 1, r - 1);
            }
        });
        JButton down = Texts.button("board.down");
        down.addActionListener(e -> {
            int r = table.getSelectedRow();
            if (r >= 0 && r < table.getRowCount() - 1) {
                stopEditing(table);
                model.swap(r, r + 1);
                table.setRowSelectionInterval(r + 1, r + 1);
            }
        });
        p.add(add);
        p.add(remove);
        p.add(up);
        p.add(down);
        return p;
    }

    private static void stopEditing(JTable t) {
        if (t.isEditing()) {
            t.getCellEditor().stopCellEditing();
        }
    }

    void setOnPlay(Consumer<String> play) {
        this.play = play;
    }

    /** The words that are not labels (start choices, table headers) in the current language. */
    void relabel() {
        int was = start.getSelectedIndex();
        start.setModel(new javax.swing.DefaultComboBoxModel<>(new String[] {
            Texts.get("board.start.run"), Texts.get("board.start.runner"), Texts.get("board.start.corp")}));
        start.setSelectedIndex(Math.max(0, was));
        for (JTable t : List.of(iceTable, rootTable)) {
            for (int i = 0; i < t.getColumnCount(); i++) {
                t.getColumnModel().getColumn(i).setHeaderValue(t.getModel().getColumnName(t.convertColumnIndexToModel(i)));
            }
            t.getTableHeader().repaint();
        }
    }

    /** Fills the card lists from the engine's catalog and sets up the rulebook's board as a start. */
    void setCatalog(CardCatalog cards) {
        iceChoices.removeAllElements();
        rootChoices.removeAllElements();
        rigChoices.clear();
        iceChoices.addElement(new Choice(CUSTOM, Texts.get("board.custom")));
        List<CardDef> all = new ArrayList<>(cards.all());
        all.sort(Comparator.comparing(d -> d.name().en().toLowerCase(Locale.ROOT)));
        for (CardDef d : all) {
            Choice c = new Choice(d.code(), d.name().en());
            if (d.type() == CardType.ICE) {
                iceChoices.addElement(c);
            } else if (d.type() == CardType.AGENDA || d.type() == CardType.ASSET || d.type() == CardType.UPGRADE) {
                rootChoices.addElement(c);
            } else if (d.type() == CardType.PROGRAM || d.type() == CardType.HARDWARE || d.type() == CardType.RESOURCE) {
                rigChoices.addElement(c);
            }
        }
        defs = cards;
        ice.setRows(List.of(iceRow(find(iceChoices, "Enigma"), true), iceRow(find(iceChoices, "Neural Katana"), false),
                iceRow(find(iceChoices, "Wall of Thorns"), false)));
        root.setRows(List.of(new RootRow(find(rootChoices, "Akitaro Watanabe"), false, 0),
                new RootRow(find(rootChoices, "Nisei MK II"), false, 1)));
        List<Integer> sel = new ArrayList<>();
        for (int i = 0; i < rigChoices.size(); i++) {
            if (List.of("Gordian Blade", "Crypsis", "Sacrificial Construct", "The Toolbox")
                    .contains(rigChoices.get(i).name())) {
                sel.add(i);
            }
        }
        rig.setSelectedIndices(sel.stream().mapToInt(Integer::intValue).toArray());
        yaml.setText(toYaml());
    }

    private static Choice find(DefaultComboBoxModel<Choice> m, String name) {
        for (int i = 0; i < m.getSize(); i++) {
            if (m.getElementAt(i).name().equals(name)) {
                return m.getElementAt(i);
            }
        }
        return m.getSize() > 1 ? m.getElementAt(m.getSize() > 1 && m.getElementAt(0).code().equals(CUSTOM) ? 1 : 0)
                : m.getElementAt(0);
    }

    /** The YAML shown under the form (the last board played or shown). */
    String yamlText() {
        return yaml.getText();
    }

    RowsModel<IceRow> ice() {
        return ice;
    }

    /** The board as a scenario file, for the chosen edition. */
    String toYaml() {
        return toYaml(null);
    }

    String toYaml(String edition) {
        stopEditing(iceTable);
        stopEditing(rootTable);
        List<BoardYaml.Ice> iceList = new ArrayList<>();
        for (IceRow r : ice.rows()) {
            iceList.add(new BoardYaml.Ice(r.choice.code(), r.choice.code().equals(CUSTOM), r.rezzed, r.subtype,
                    r.strength, r.cost, r.subroutines));
        }
        List<BoardYaml.Root> rootList = new ArrayList<>();
        for (RootRow r : root.rows()) {
            rootList.add(new BoardYaml.Root(r.choice.code(), r.rezzed, r.advancements));
        }
        BoardYaml.Sides sides = new BoardYaml.Sides(value(corpCredits), value(corpClicks), value(badPublicity),
                value(runnerCredits), value(runnerClicks), value(tags), value(memory));
        BoardYaml.Start from = BoardYaml.Start.values()[Math.max(0, start.getSelectedIndex())];
        return BoardYaml.write(new BoardYaml.Board(edition == null ? GameRegistry.first().defaultEdition() : edition,
                from, String.valueOf(server.getSelectedItem()).trim(), iceList, rootList, sides,
                rig.getSelectedValuesList().stream().map(Choice::code).toList()));
    }

    private static int value(JSpinner s) {
        return ((Number) s.getValue()).intValue();
    }

    /** A row of the ice table: a card of the catalog, or custom ice whose numbers are typed in. */
    static final class IceRow {
        Choice choice;
        boolean rezzed;
        String subtype;
        int strength;
        int cost;
        String subroutines;
    }

    /** A row of the root table. */
    static final class RootRow {
        Choice choice;
        boolean rezzed;
        int advancements;

        RootRow(Choice choice, boolean rezzed, int advancements) {
            this.choice = choice;
            this.rezzed = rezzed;
            this.advancements = advancements;
        }
    }

    private RowsModel<IceRow> iceModel() {
        BiPredicate<IceRow, Integer> custom = (r, c) -> r.choice.code().equals(CUSTOM);
        return new RowsModel<>(List.of(
                RowsModel.Column.of("col.card", Object.class, r -> r.choice, (r, v) -> {
                    if (v instanceof Choice ch) {
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
                () -> iceRow(new Choice(CUSTOM, Texts.get("board.custom")), false));
    }

    private RowsModel<RootRow> rootModel() {
        return new RowsModel<>(List.of(
                RowsModel.Column.of("col.card", Object.class, r -> r.choice, (r, v) -> {
                    if (v instanceof Choice ch) {
                        r.choice = ch;
                    }
                }),
                RowsModel.Column.of("col.rezzed", Boolean.class, r -> r.rezzed, (r, v) -> r.rezzed = Boolean.TRUE.equals(v)),
                RowsModel.Column.of("col.advancements", Integer.class, r -> r.advancements,
                        (r, v) -> r.advancements = (Integer) v)),
                () -> rootChoices.getSize() > 0 ? new RootRow(rootChoices.getElementAt(0), false, 0) : null);
    }

    IceRow iceRow(Choice c, boolean rezzed) {
        IceRow r = new IceRow();
        r.rezzed = rezzed;
        fill(r, c);
        return r;
    }

    /** Sets the row's card; a catalog card brings its own subtype, strength, cost and subroutines. */
    private void fill(IceRow r, Choice c) {
        r.choice = c;
        if (defs != null && !c.code().equals(CUSTOM)) {
            CardDef d = defs.get(c.code());
            r.subtype = String.join(", ", d.subtypes());
            r.strength = d.strength();
            r.cost = d.cost();
            List<String> subs = new ArrayList<>();
            for (List<org.runbook.engine.cards.Effect> sub : d.subroutines()) {
                List<String> words = new ArrayList<>();
                sub.forEach(e -> words.add(e.toString().replaceAll("\\w+=", "").replace("[]", "")));
                subs.add(String.join(" + ", words));
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
}
