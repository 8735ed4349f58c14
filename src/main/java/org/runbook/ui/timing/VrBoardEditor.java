package org.runbook.ui.timing;

import java.awt.BorderLayout;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;

import javax.swing.DefaultCellEditor;
import javax.swing.DefaultComboBoxModel;
import javax.swing.JButton;
import javax.swing.JComboBox;
import javax.swing.JPanel;
import javax.swing.JScrollPane;
import javax.swing.JSpinner;
import javax.swing.JSplitPane;
import javax.swing.JTable;
import javax.swing.JTextArea;
import javax.swing.SpinnerNumberModel;

import net.miginfocom.swing.MigLayout;

import org.runbook.engine.game.vr.VrChart;

/**
 * Sets up a Virtual Revolution board and turns it into a scenario of that game (content/scenarios/vr/README.md),
 * read by the engine's own loader, so a board the rules forbid is refused with the engine's
 * {@code file:line: reason}: the round and where it starts, the players in turn order with their money, income,
 * Immunity and Titles, and each borough of Neo Paris with its Influence tokens (one colour, a count), its Server and
 * its Directors.
 */
final class VrBoardEditor extends JPanel {
    private static final long serialVersionUID = 1L;
    /** The colours of the players, in the order they join. */
    static final List<String> COLOURS = List.of("red", "blue", "green", "yellow");
    private static final String NONE = "-";

    private final JComboBox<String> start = new JComboBox<>();
    private final JSpinner round = new JSpinner(new SpinnerNumberModel(1, 1, 4, 1));
    private final JSpinner count = new JSpinner(new SpinnerNumberModel(2, 2, 4, 1));
    private final RowsModel<Player> players = new RowsModel<>(List.of(
            new RowsModel.Column<>("vrboard.col.player", Object.class, r -> new Colour(r.colour), (r, v) -> { },
                    (r, c) -> false),
            RowsModel.Column.of("vrboard.col.money", Integer.class, r -> r.money, (r, v) -> r.money = (Integer) v),
            RowsModel.Column.of("vrboard.col.income", Integer.class, r -> r.income, (r, v) -> r.income = (Integer) v),
            RowsModel.Column.of("vrboard.col.immunity", Integer.class, r -> r.immunity,
                    (r, v) -> r.immunity = (Integer) v),
            RowsModel.Column.of("vrboard.col.titles", Object.class, r -> r.titles,
                    (r, v) -> r.titles = String.valueOf(v))), () -> null);
    private final RowsModel<Borough> boroughs = new RowsModel<>(List.of(
            new RowsModel.Column<>("vrboard.col.borough", Object.class, r -> r.id, (r, v) -> { }, (r, c) -> false),
            RowsModel.Column.of("vrboard.col.influence", Object.class, r -> new Colour(r.owner),
                    (r, v) -> r.owner = v instanceof Colour c ? c.code() : NONE),
            RowsModel.Column.of("vrboard.col.tokens", Integer.class, r -> r.tokens, (r, v) -> r.tokens = (Integer) v),
            RowsModel.Column.of("vrboard.col.server", Object.class, r -> new Colour(r.server),
                    (r, v) -> r.server = v instanceof Colour c ? c.code() : NONE),
            RowsModel.Column.of("vrboard.col.directors", Object.class, r -> r.directors,
                    (r, v) -> r.directors = String.valueOf(v))), () -> null);
    private final JTable playerTable = new JTable(players);
    private final JTable boroughTable = new JTable(boroughs);
    private final JTextArea yaml = new JTextArea(10, 40);
    private final DefaultComboBoxModel<Colour> colours = new DefaultComboBoxModel<>();
    private transient Consumer<String> play = y -> { };

    /** A colour in a cell: its code, shown in the interface language ("-": none). */
    record Colour(String code) {
        @Override
        public String toString() {
            return NONE.equals(code) ? "—" : Texts.side(code);
        }
    }

    /** A player's row. */
    static final class Player {
        final String colour;
        int money = 10;
        int income = 5;
        int immunity = 1;
        String titles = "";

        Player(String colour) {
            this.colour = colour;
        }
    }

    /** A borough's row. */
    static final class Borough {
        final String id;
        String owner = NONE;
        int tokens;
        String server = NONE;
        String directors = "";

        Borough(String id) {
            this.id = id;
        }
    }

    VrBoardEditor() {
        super(new BorderLayout());
        setName("boardEditor:vr");
        start.setName("vrboard.start");
        round.setName("vrboard.round");
        count.setName("vrboard.players");
        playerTable.setName("vrboard.playerTable");
        boroughTable.setName("vrboard.boroughs");
        yaml.setName("vrboard.yaml");
        yaml.setFont(new java.awt.Font(java.awt.Font.MONOSPACED, java.awt.Font.PLAIN, yaml.getFont().getSize()));
        relabelStart();
        for (JTable t : List.of(playerTable, boroughTable)) {
            t.setRowHeight(t.getRowHeight() + 6);
        }
        JComboBox<Colour> pick = new JComboBox<>(colours);
        boroughTable.getColumnModel().getColumn(1).setCellEditor(new DefaultCellEditor(pick));
        boroughTable.getColumnModel().getColumn(3).setCellEditor(new DefaultCellEditor(new JComboBox<>(colours)));
        Texts.tip(boroughTable, "vrboard.boroughs.tip");
        Texts.tip(playerTable, "vrboard.players.tip");
        count.addChangeListener(e -> setPlayers(((Number) count.getValue()).intValue()));
        setPlayers(2);

        JPanel form = new JPanel(new MigLayout("insets 8, fillx, wrap 2", "[][grow,fill]", ""));
        form.add(Texts.label("board.start"));
        form.add(start);
        form.add(Texts.label("vrboard.round"));
        form.add(round, "growx 0");
        form.add(Texts.label("vrboard.players"));
        form.add(count, "growx 0");
        form.add(Texts.label("vrboard.playerTable"), "span 2, gaptop 6");
        form.add(new JScrollPane(playerTable), "span 2, h 120!, growx");
        JPanel map = new JPanel(new MigLayout("insets 8, fill", "[grow,fill]", "[][grow,fill]"));
        map.add(Texts.label("vrboard.boroughs"), "wrap");
        map.add(new JScrollPane(boroughTable), "hmin 160");

        JButton playForm = Texts.button("board.play");
        playForm.setName("vrboard.play");
        playForm.addActionListener(e -> {
            String text = toYaml();
            yaml.setText(text);
            play.accept(text);
        });
        JButton showYaml = Texts.button("board.yaml");
        showYaml.setName("vrboard.showYaml");
        showYaml.addActionListener(e -> yaml.setText(toYaml()));
        JButton playYaml = Texts.button("board.yaml.play");
        playYaml.setName("vrboard.playYaml");
        playYaml.addActionListener(e -> play.accept(yaml.getText()));
        JPanel buttons = new JPanel(new MigLayout("insets 4 8 4 8", "", ""));
        buttons.add(playForm);
        buttons.add(showYaml);
        buttons.add(playYaml);

        JPanel upper = new JPanel(new MigLayout("insets 0, fill", "[grow 45,fill][grow 55,fill]", "[grow,fill]"));
        upper.add(form);
        upper.add(map);
        JSplitPane split = new JSplitPane(JSplitPane.VERTICAL_SPLIT, new JScrollPane(upper), new JScrollPane(yaml));
        split.setResizeWeight(0.75);
        add(buttons, BorderLayout.NORTH);
        add(split, BorderLayout.CENTER);
    }

    private void relabelStart() {
        int was = Math.max(0, start.getSelectedIndex());
        start.setModel(new DefaultComboBoxModel<>(new String[] {Texts.get("vrboard.start.turn"),
            Texts.get("vrboard.start.end")}));
        start.setSelectedIndex(was);
    }

    /** The first {@code n} colours play, in that order; rows already typed in are kept. */
    private void setPlayers(int n) {
        List<Player> rows = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            String c = COLOURS.get(i);
            rows.add(players.rows().stream().filter(p -> p.colour.equals(c)).findFirst().orElseGet(() -> new Player(c)));
        }
        players.setRows(rows);
        colours.removeAllElements();
        colours.addElement(new Colour(NONE));
        rows.forEach(p -> colours.addElement(new Colour(p.colour)));
    }

    void setOnPlay(Consumer<String> play) {
        this.play = play;
    }

    /** The boroughs of Neo Paris, district by district (read from the game's map); the first board is empty. */
    void setMap(Map<String, List<String>> districts) {
        List<Borough> rows = new ArrayList<>();
        districts.values().forEach(l -> l.forEach(b -> rows.add(new Borough(b))));
        boroughs.setRows(rows);
        yaml.setText(toYaml());
    }

    /** The words that are not labels (start choices, table headers) in the current language. */
    void relabel() {
        relabelStart();
        for (JTable t : List.of(playerTable, boroughTable)) {
            for (int i = 0; i < t.getColumnCount(); i++) {
                t.getColumnModel().getColumn(i).setHeaderValue(t.getModel().getColumnName(t.convertColumnIndexToModel(i)));
            }
            t.getTableHeader().repaint();
            t.repaint();
        }
    }

    RowsModel<Player> players() {
        return players;
    }

    RowsModel<Borough> boroughs() {
        return boroughs;
    }

    String yamlText() {
        return yaml.getText();
    }

    /** The board as a Virtual Revolution scenario. */
    String toYaml() {
        for (JTable t : List.of(playerTable, boroughTable)) {
            if (t.isEditing()) {
                t.getCellEditor().stopCellEditing();
            }
        }
        Map<String, Object> y = new LinkedHashMap<>();
        y.put("title", BoardYaml.ordered("en", "Board set up in the Timing tab", "fr", "Plateau préparé dans l'onglet Timing",
                "de", "Im Timing-Tab aufgebautes Spielfeld"));
        y.put("edition", VrChart.EDITION);
        y.put("seed", 1);
        y.put("start", start.getSelectedIndex() == 1 ? "end-1" : "turn-1");
        y.put("round", ((Number) round.getValue()).intValue());
        y.put("turn", 0);
        List<String> order = new ArrayList<>();
        Map<String, Object> ps = new LinkedHashMap<>();
        for (Player p : players.rows()) {
            order.add(p.colour);
            Map<String, Object> m = BoardYaml.ordered("money", p.money, "income", p.income, "immunity", p.immunity);
            List<String> titles = BoardYaml.list(p.titles);
            if (!titles.isEmpty()) {
                m.put("titles", titles);
            }
            ps.put(p.colour, m);
        }
        y.put("order", order);
        y.put("players", ps);
        Map<String, Object> influence = new LinkedHashMap<>();
        Map<String, Object> servers = new LinkedHashMap<>();
        Map<String, Object> directors = new LinkedHashMap<>();
        for (Borough b : boroughs.rows()) {
            if (!NONE.equals(b.owner) && b.tokens > 0) {
                influence.put(b.id, b.owner + ":" + b.tokens);
            }
            if (!NONE.equals(b.server)) {
                servers.put(b.id, b.server);
            }
            List<String> d = BoardYaml.list(b.directors);
            if (!d.isEmpty()) {
                directors.put(b.id, d);
            }
        }
        Map<String, Object> board = new LinkedHashMap<>();
        if (!influence.isEmpty()) {
            board.put("influence", influence);
        }
        if (!servers.isEmpty()) {
            board.put("servers", servers);
        }
        if (!directors.isEmpty()) {
            board.put("directors", directors);
        }
        if (!board.isEmpty()) {
            y.put("board", board);
        }
        return BoardYaml.text(y);
    }
}
