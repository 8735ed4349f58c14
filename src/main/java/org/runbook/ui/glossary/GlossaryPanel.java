package org.runbook.ui.glossary;

import net.miginfocom.swing.MigLayout;
import org.runbook.corpus.Corpus;
import org.runbook.engine.game.Lang;
import org.runbook.ui.i18n.Localizer;
import org.runbook.ui.reading.Bookmarks;
import org.runbook.ui.reading.ReaderPanel;

import javax.swing.DefaultListCellRenderer;
import javax.swing.JButton;
import javax.swing.JComboBox;
import javax.swing.JLabel;
import javax.swing.JList;
import javax.swing.JPanel;
import javax.swing.JScrollPane;
import javax.swing.JSplitPane;
import javax.swing.JTable;
import javax.swing.JTextField;
import javax.swing.ListSelectionModel;
import javax.swing.table.AbstractTableModel;
import java.awt.Component;
import java.util.ArrayList;
import java.util.List;

/**
 * The glossary: every term A to Z in the reading language with its names in the other two and its game; a filter by
 * game, an A–Z bar, a text filter, and the page of the timing charts' abbreviations.
 */
public final class GlossaryPanel extends JPanel {
    private static final long serialVersionUID = 1L;
    private static final List<String> GAMES = java.util.Arrays.asList(null, "anr", "nr96", "vr");

    private final transient Localizer text;
    private final JTextField filter = new JTextField();
    private final JComboBox<String> game = new JComboBox<>(GAMES.toArray(new String[0]));
    private final JPanel letters = new JPanel(new MigLayout("insets 0, gap 0, fillx", ""));
    private final JButton abbreviations = new JButton();
    private final Rows rows = new Rows();
    private final JTable table;
    private final JLabel count = new JLabel(" ");
    private final ReaderPanel reader;
    private final JSplitPane split;
    private transient Glossary glossary;

    public GlossaryPanel(Localizer text, Bookmarks bookmarks) {
        super(new MigLayout("fill, insets 8, gap 6", "[grow]", "[grow]"));
        this.text = text;
        table = new JTable(rows);
        setName("glossaryPanel");
        reader = new ReaderPanel(text, bookmarks, "reader.emptyGlossary");
        filter.setName("glossaryFilter");
        game.setName("glossaryGame");
        abbreviations.setName("abbreviations");
        abbreviations.putClientProperty("JButton.buttonType", "borderless");
        abbreviations.putClientProperty("FlatLaf.styleClass", "link");
        abbreviations.addActionListener(e -> reader.showPage(ChartAbbreviations::page));
        table.setName("glossaryTable");
        count.putClientProperty("FlatLaf.styleClass", "muted");
        table.setSelectionMode(ListSelectionModel.SINGLE_SELECTION);
        table.setFillsViewportHeight(true);
        table.setShowGrid(false);
        table.getSelectionModel().addListSelectionListener(e -> {
            int row = table.getSelectedRow();
            if (!e.getValueIsAdjusting() && row >= 0) {
                reader.open(rows.shown.get(row).id());
            }
        });
        game.addActionListener(e -> refilter());
        for (char c = 'A'; c <= 'Z'; c++) {
            char letter = c;
            JButton b = new JButton(String.valueOf(c));
            b.setName("letter" + c);
            b.putClientProperty("JButton.buttonType", "borderless");
            b.putClientProperty("FlatLaf.styleClass", "letter");
            b.addActionListener(e -> jumpTo(letter));
            letters.add(b, "growx, sgx, wmin 0");
        }
        org.runbook.ui.TextChanges.onChange(filter, this::refilter);
        JPanel left = new JPanel(new MigLayout("fill, insets 0, gap 4", "[grow, fill][]", "[][][grow][]"));
        left.add(filter, "growx, wmin 80");
        left.add(game, "wrap");
        left.add(letters, "span, growx, wrap");
        left.add(new JScrollPane(table), "span, grow, wrap");
        left.add(count, "growx, wmin 40");
        left.add(abbreviations, "right, wmin 40");
        split = new JSplitPane(JSplitPane.HORIZONTAL_SPLIT, left, reader);
        split.setName("glossarySplit");
        split.setDividerLocation(520);
        split.setResizeWeight(0.4);
        add(split, "grow");
        text.bind(m -> {
            filter.putClientProperty("JTextField.placeholderText", m.get("glossary.filter"));
            game.setRenderer(new DefaultListCellRenderer() {
                private static final long serialVersionUID = 1L;

                @Override
                public Component getListCellRendererComponent(JList<?> list, Object value, int index,
                                                              boolean selected, boolean focus) {
                    return super.getListCellRendererComponent(list, value == null ? m.get("filter.allGames")
                            : m.get("game." + value), index, selected, focus);
                }
            });
            abbreviations.setText(m.get("glossary.abbreviations"));
            rows.fireTableStructureChanged();
            columnWidths();
            updateCount();
        });
    }

    /** The corpus and the reading language (event thread). */
    public void setContent(Corpus corpus, Lang lang) {
        glossary = new Glossary(corpus, lang);
        rows.lang = lang;
        rows.fireTableStructureChanged();
        columnWidths();
        refilter();
        reader.setContent(corpus, lang);
    }

    private void columnWidths() {
        if (table.getColumnCount() == 4) {
            table.getColumnModel().getColumn(3).setMaxWidth(110);
            table.getColumnModel().getColumn(3).setPreferredWidth(90);
        }
    }

    private void refilter() {
        rows.shown = glossary == null ? List.of() : glossary.filter(filter.getText(), (String) game.getSelectedItem());
        rows.fireTableDataChanged();
        for (Component c : letters.getComponents()) {
            char letter = ((JButton) c).getText().charAt(0);
            c.setEnabled(rows.shown.stream().anyMatch(r -> Glossary.letter(r) == letter));
        }
        updateCount();
    }

    /** Scrolls to the first term of a letter and selects it. */
    public void jumpTo(char letter) {
        for (int i = 0; i < rows.shown.size(); i++) {
            if (Glossary.letter(rows.shown.get(i)) == letter) {
                table.setRowSelectionInterval(i, i);
                java.awt.Rectangle r = table.getCellRect(i, 0, true);
                r.height = table.getVisibleRect().height;
                table.scrollRectToVisible(r);
                return;
            }
        }
    }

    /** Shows the terms of one game (null for all). */
    public void setGame(String g) {
        game.setSelectedItem(g);
    }

    private void updateCount() {
        count.setText(text.get("glossary.count", rows.shown.size()));
    }

    /** Puts the keyboard in the filter field. */
    public void focusFilter() {
        filter.requestFocusInWindow();
    }

    public ReaderPanel reader() {
        return reader;
    }

    public JTable table() {
        return table;
    }

    public JSplitPane split() {
        return split;
    }

    /** The table's rows: the term in the reading language, then in the other two, then its game. */
    private final class Rows extends AbstractTableModel {
        private static final long serialVersionUID = 1L;
        private transient List<Glossary.Row> shown = List.of();
        private transient Lang lang = Lang.EN;

        private List<Lang> columns() {
            List<Lang> list = new ArrayList<>(List.of(lang));
            for (Lang l : Lang.values()) {
                if (l != lang) {
                    list.add(l);
                }
            }
            return list;
        }

        @Override
        public int getRowCount() {
            return shown.size();
        }

        @Override
        public int getColumnCount() {
            return 4;
        }

        @Override
        public String getColumnName(int column) {
            return column == 3 ? text.get("glossary.game") : text.get("lang." + columns().get(column).code());
        }

        @Override
        public Object getValueAt(int row, int column) {
            Glossary.Row r = shown.get(row);
            return column == 3 ? text.get("game.short." + r.game()) : column == 0 ? r.headword()
                    : r.others().get(column - 1);
        }
    }
}
