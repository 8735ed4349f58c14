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
    static final String CUSTOM = BoardTables.CUSTOM;

    private final JComboBox<String> start = new JComboBox<>();
    private final JComboBox<Object> server = new JComboBox<>();
    private final BoardProfile profile;
    private final transient BoardTables tables = new BoardTables();
    private final RowsModel<BoardTables.IceRow> ice = tables.ice;
    private final RowsModel<BoardTables.RootRow> root = tables.root;
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
    private final DefaultComboBoxModel<Choice> iceChoices = tables.iceChoices;
    private final DefaultComboBoxModel<Choice> rootChoices = tables.rootChoices;
    private transient Consumer<String> play = y -> { };

    /** A card offered in a list: its code and its names; shown in the interface language, found by its English name. */
    record Choice(String code, org.runbook.engine.Text names) {
        Choice(String code, String name) {
            this(code, org.runbook.engine.Text.same(name));
        }

        String name() {
            return names.en();
        }

        @Override
        public String toString() {
            return names.get(org.runbook.engine.game.Lang.parse(Texts.language()).orElse(org.runbook.engine.game.Lang.EN));
        }
    }

    /** A server offered: its id, shown by its name in the game's words ("remote1" is "Remote 1", a 1996 data fort). */
    record ServerChoice(String game, String id) {
        @Override
        public String toString() {
            return AnrBoards.serverName(game, id);
        }
    }

    /** The server chosen: an offered one by its id, else what was typed (a server id such as {@code remote2}). */
    private String serverId() {
        Object v = server.getSelectedItem();
        if (v instanceof ServerChoice c) {
            return c.id();
        }
        String typed = String.valueOf(v).trim();
        for (int i = 0; i < server.getItemCount(); i++) {
            if (server.getItemAt(i) instanceof ServerChoice c && c.toString().equalsIgnoreCase(typed)) {
                return c.id();
            }
        }
        return typed;
    }

    /** The A:NR editor. */
    BoardEditor() {
        this(BoardProfile.ANR);
    }

    /** The editor of the game of {@code profile}, in its own words. */
    BoardEditor(BoardProfile profile) {
        super(new BorderLayout());
        this.profile = profile;
        String p = profile.prefix();
        setName("boardEditor:" + profile.game());
        start.setModel(new DefaultComboBoxModel<>(startWords()));
        server.setModel(new DefaultComboBoxModel<>(profile.servers().stream()
                .map(id -> (Object) new ServerChoice(profile.game(), id)).toArray()));
        start.setName(p + ".start");
        server.setName(p + ".server");
        server.setEditable(true);
        iceTable.setName(p + ".ice");
        rootTable.setName(p + ".root");
        rig.setName(p + ".rig");
        yaml.setName(p + ".yaml");
        rig.setSelectionMode(ListSelectionModel.MULTIPLE_INTERVAL_SELECTION);
        rig.setVisibleRowCount(8);
        iceTable.setRowHeight(iceTable.getRowHeight() + 6);
        rootTable.setRowHeight(rootTable.getRowHeight() + 6);
        iceTable.getColumnModel().getColumn(0).setCellEditor(new DefaultCellEditor(new JComboBox<>(iceChoices)));
        rootTable.getColumnModel().getColumn(0).setCellEditor(new DefaultCellEditor(new JComboBox<>(rootChoices)));
        iceTable.getColumnModel().getColumn(0).setPreferredWidth(170);
        iceTable.getColumnModel().getColumn(2).setPreferredWidth(150); // "Sentinelle, PA", "Wächter, AP" whole at 1024
        iceTable.getColumnModel().getColumn(5).setPreferredWidth(200);
        HeaderFit.withTips(iceTable);
        HeaderFit.withTips(rootTable);
        fitHeaders();
        Texts.tip(iceTable, "subroutines.tip");

        JPanel form = new JPanel(new MigLayout("insets 8, fillx, wrap 2", "[][grow,fill]", ""));
        form.add(Texts.label(profile.key("board.start")));
        form.add(start);
        form.add(Texts.label(profile.key("board.server")));
        form.add(server);
        form.add(Texts.label(profile.key("board.ice")), "span 2, gaptop 6");
        form.add(new JScrollPane(iceTable), "span 2, h 140!, growx");
        form.add(tableButtons(iceTable, ice), "span 2");
        form.add(Texts.label(profile.key("board.root")), "span 2, gaptop 6");
        form.add(new JScrollPane(rootTable), "span 2, h 90!, growx");
        form.add(tableButtons(rootTable, root), "span 2");

        JPanel sides = new JPanel(new MigLayout("insets 8, fillx, wrap 2", "[][grow,fill]", ""));
        sides.add(Texts.text(title(Texts.get("board.corp")), "board.corp"), "span 2");
        sides.add(Texts.label(profile.key("board.credits")));
        sides.add(named(corpCredits, p + ".corpCredits"));
        sides.add(Texts.label(profile.key("board.clicks")));
        sides.add(named(corpClicks, p + ".corpClicks"));
        sides.add(Texts.label("board.bp"));
        sides.add(named(badPublicity, p + ".badPublicity"));
        sides.add(Texts.text(title(Texts.get("board.runner")), "board.runner"), "span 2, gaptop 8");
        sides.add(Texts.label(profile.key("board.credits")));
        sides.add(named(runnerCredits, p + ".runnerCredits"));
        sides.add(Texts.label(profile.key("board.clicks")));
        sides.add(named(runnerClicks, p + ".runnerClicks"));
        sides.add(Texts.label("board.tags"));
        sides.add(named(tags, p + ".tags"));
        sides.add(Texts.label(profile.key("board.memory")));
        sides.add(named(memory, p + ".memory"));
        sides.add(Texts.label(profile.key("board.rig")), "span 2");
        sides.add(new JScrollPane(rig), "span 2, growx, h 150!");

        JButton playForm = Texts.button("board.play");
        playForm.setName(p + ".play");
        playForm.addActionListener(e -> {
            String text = toYaml();
            yaml.setText(text);
            play.accept(text);
        });
        JButton showYaml = Texts.button("board.yaml");
        showYaml.setName(p + ".showYaml");
        showYaml.addActionListener(e -> yaml.setText(toYaml()));
        JButton playYaml = Texts.button("board.yaml.play");
        playYaml.setName(p + ".playYaml");
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

    private String[] startWords() {
        return new String[] {Texts.get(profile.key("board.start.run")), Texts.get("board.start.runner"),
            Texts.get("board.start.corp")};
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
        start.setModel(new DefaultComboBoxModel<>(startWords()));
        start.setSelectedIndex(Math.max(0, was));
        for (JTable t : List.of(iceTable, rootTable)) {
            for (int i = 0; i < t.getColumnCount(); i++) {
                t.getColumnModel().getColumn(i).setHeaderValue(t.getModel().getColumnName(t.convertColumnIndexToModel(i)));
            }
            t.getTableHeader().repaint();
        }
        fitHeaders();
    }

    /** The short columns as wide as their headers; the card and the subroutines give up the room. */
    private void fitHeaders() {
        HeaderFit.fit(iceTable, 0, 5);
        HeaderFit.fit(rootTable, 0);
    }

    /** The game this editor sets up ({@code anr}, {@code nr96}). */
    String game() {
        return profile.game();
    }

    /** Fills the card lists from the game's catalog and sets up the game's first board. */
    void setCatalog(CardCatalog cards) {
        iceChoices.removeAllElements();
        rootChoices.removeAllElements();
        rigChoices.clear();
        iceChoices.addElement(new Choice(CUSTOM, Texts.get("board.custom")));
        List<CardDef> all = new ArrayList<>(cards.all());
        all.sort(Comparator.comparing(d -> d.name().en().toLowerCase(Locale.ROOT)));
        for (CardDef d : all) {
            Choice c = new Choice(d.code(), d.name());
            if (d.type() == CardType.ICE) {
                iceChoices.addElement(c);
            } else if (d.type() == CardType.AGENDA || d.type() == CardType.ASSET || d.type() == CardType.UPGRADE) {
                rootChoices.addElement(c);
            } else if (d.type() == CardType.PROGRAM || d.type() == CardType.HARDWARE || d.type() == CardType.RESOURCE) {
                rigChoices.addElement(c);
            }
        }
        tables.setCatalog(cards);
        List<BoardTables.IceRow> firstIce = new ArrayList<>();
        for (String name : profile.ice()) {
            firstIce.add(tables.iceRow(find(iceChoices, name), firstIce.isEmpty() && "anr".equals(profile.game())));
        }
        ice.setRows(firstIce);
        List<BoardTables.RootRow> firstRoot = new ArrayList<>();
        for (int i = 0; i < profile.root().size(); i++) {
            firstRoot.add(new BoardTables.RootRow(find(rootChoices, profile.root().get(i)), false,
                    i == profile.root().size() - 1 ? 1 : 0));
        }
        root.setRows(firstRoot);
        int[] n = profile.numbers();
        corpCredits.setValue(n[0]);
        corpClicks.setValue(n[1]);
        runnerCredits.setValue(n[2]);
        runnerClicks.setValue(n[3]);
        List<Integer> sel = new ArrayList<>();
        for (int i = 0; i < rigChoices.size(); i++) {
            if (profile.rig().contains(rigChoices.get(i).name())) {
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

    RowsModel<BoardTables.IceRow> ice() {
        return ice;
    }

    /** The board as a scenario file, for the chosen edition. */
    String toYaml() {
        return toYaml(null);
    }

    String toYaml(String edition) {
        stopEditing(iceTable);
        stopEditing(rootTable);
        BoardYaml.Sides sides = new BoardYaml.Sides(value(corpCredits), value(corpClicks), value(badPublicity),
                value(runnerCredits), value(runnerClicks), value(tags), value(memory));
        BoardYaml.Start from = BoardYaml.Start.values()[Math.max(0, start.getSelectedIndex())];
        String played = profile.edition() != null ? profile.edition()
                : edition == null ? GameRegistry.first().defaultEdition() : edition;
        return BoardYaml.write(new BoardYaml.Board(played, from, serverId(),
                tables.iceList(), tables.rootList(), sides,
                rig.getSelectedValuesList().stream().map(Choice::code).toList(), profile.fill()));
    }

    private static int value(JSpinner s) {
        return ((Number) s.getValue()).intValue();
    }
}
