package org.runbook.ui.timing;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.function.BiConsumer;
import java.util.function.BiPredicate;
import java.util.function.Function;
import java.util.function.Supplier;

import javax.swing.table.AbstractTableModel;

/**
 * A table of rows that can be added, removed and moved, described by its columns: the board editor's ice and root
 * tables are two lists of columns over this one model.
 *
 * @param <R> the row type (mutable)
 */
class RowsModel<R> extends AbstractTableModel {
    private static final long serialVersionUID = 1L;

    /**
     * A column.
     *
     * @param key      the TimingStrings key of its header
     * @param type     the class of its values (Boolean and Integer get their own editors)
     * @param get      reads the cell
     * @param set      writes the cell
     * @param editable whether a row's cell may be edited
     */
    record Column<R>(String key, Class<?> type, Function<R, Object> get, BiConsumer<R, Object> set,
                     BiPredicate<R, Integer> editable) {
        static <R> Column<R> of(String key, Class<?> type, Function<R, Object> get, BiConsumer<R, Object> set) {
            return new Column<>(key, type, get, set, (r, c) -> true);
        }
    }

    private final List<R> rows = new ArrayList<>();
    private final transient List<Column<R>> columns;
    private final transient Supplier<R> newRow;

    /** {@code newRow} gives the row "add" appends, or null when there is nothing to add. */
    RowsModel(List<Column<R>> columns, Supplier<R> newRow) {
        this.columns = List.copyOf(columns);
        this.newRow = newRow;
    }

    List<R> rows() {
        return rows;
    }

    void setRows(List<R> all) {
        rows.clear();
        rows.addAll(all);
        fireTableDataChanged();
    }

    void addRow() {
        R r = newRow.get();
        if (r != null) {
            rows.add(r);
            fireTableDataChanged();
        }
    }

    void removeRow(int r) {
        rows.remove(r);
        fireTableDataChanged();
    }

    void swap(int a, int b) {
        Collections.swap(rows, a, b);
        fireTableDataChanged();
    }

    @Override
    public int getRowCount() {
        return rows.size();
    }

    @Override
    public int getColumnCount() {
        return columns.size();
    }

    @Override
    public String getColumnName(int c) {
        return Texts.get(columns.get(c).key());
    }

    @Override
    public Class<?> getColumnClass(int c) {
        return columns.get(c).type();
    }

    @Override
    public boolean isCellEditable(int r, int c) {
        return columns.get(c).editable().test(rows.get(r), c);
    }

    @Override
    public Object getValueAt(int r, int c) {
        return columns.get(c).get().apply(rows.get(r));
    }

    @Override
    public void setValueAt(Object v, int r, int c) {
        columns.get(c).set().accept(rows.get(r), v);
        fireTableRowsUpdated(r, r);
    }
}
