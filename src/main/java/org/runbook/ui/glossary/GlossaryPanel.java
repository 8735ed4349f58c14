package org.runbook.ui.glossary;

import net.miginfocom.swing.MigLayout;
import org.runbook.corpus.Corpus;
import org.runbook.corpus.Lang;
import org.runbook.ui.i18n.Localizer;
import org.runbook.ui.reading.Bookmarks;
import org.runbook.ui.reading.ReaderPanel;

import javax.swing.JLabel;
import javax.swing.JPanel;
import javax.swing.JScrollPane;
import javax.swing.JSplitPane;
import javax.swing.JTable;
import javax.swing.JTextField;
import javax.swing.ListSelectionModel;
import javax.swing.table.AbstractTableModel;
import java.util.ArrayList;
import java.util.List;

/** The glossary: every term A to Z in the reading language with its names in the other two, and a filter. */
public final class GlossaryPanel extends JPanel {
    private static final long serialVersionUID = 1L;

    private final transient Localizer text;
    private final JTextField filter = new JTextField();
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
        org.runbook.ui.TextChanges.onChange(filter, this::refilter);
        JPanel left = new JPanel(new MigLayout("fill, insets 0, gap 4", "[grow]", "[][grow][]"));
        left.add(filter, "growx, wrap");
        left.add(new JScrollPane(table), "grow, wrap");
        left.add(count, "growx");
        split = new JSplitPane(JSplitPane.HORIZONTAL_SPLIT, left, reader);
        split.setName("glossarySplit");
        split.setDividerLocation(460);
        split.setResizeWeight(0.4);
        add(split, "grow");
        text.bind(m -> {
            filter.putClientProperty("JTextField.placeholderText", m.get("glossary.filter"));
            rows.fireTableStructureChanged();
            updateCount();
        });
    }

    /** The corpus and the reading language (event thread). */
    public void setContent(Corpus corpus, Lang lang) {
        glossary = new Glossary(corpus, lang);
        rows.lang = lang;
        rows.fireTableStructureChanged();
        refilter();
        reader.setContent(corpus, lang);
    }

    private void refilter() {
        rows.shown = glossary == null ? List.of() : glossary.filter(filter.getText());
        rows.fireTableDataChanged();
        updateCount();
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

    /** The table's rows: the term in the reading language, then in the other two. */
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
            return 3;
        }

        @Override
        public String getColumnName(int column) {
            return text.get("lang." + columns().get(column).code());
        }

        @Override
        public Object getValueAt(int row, int column) {
            Glossary.Row r = shown.get(row);
            return column == 0 ? r.headword() : r.others().get(column - 1);
        }
    }
}
