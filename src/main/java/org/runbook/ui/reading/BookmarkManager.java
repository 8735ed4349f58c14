package org.runbook.ui.reading;

import net.miginfocom.swing.MigLayout;
import org.runbook.ui.i18n.Localizer;

import javax.swing.JButton;
import javax.swing.JDialog;
import javax.swing.JFileChooser;
import javax.swing.JLabel;
import javax.swing.JOptionPane;
import javax.swing.JScrollPane;
import javax.swing.JTable;
import javax.swing.ListSelectionModel;
import javax.swing.RowSorter;
import javax.swing.SortOrder;
import javax.swing.table.AbstractTableModel;
import javax.swing.table.TableRowSorter;
import java.awt.Window;
import java.awt.event.MouseAdapter;
import java.awt.event.MouseEvent;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.function.Consumer;
import java.util.function.Function;

/**
 * Manage bookmarks: a table by folder and name; open, rename, file into a folder, remove, export to a file and import
 * from one. Every change is saved at once (see {@link Bookmarks}).
 */
public final class BookmarkManager extends JDialog {
    private static final long serialVersionUID = 1L;

    private final transient Bookmarks bookmarks;
    private final transient Localizer text;
    private final transient Function<String, String> titleOf;
    private final Rows rows = new Rows();
    private final JTable table;
    private final JLabel message = new JLabel(" ");

    public BookmarkManager(Window owner, Bookmarks bookmarks, Localizer text, Function<String, String> titleOf,
                           Consumer<String> open) {
        super(owner, text.get("bookmarks.title"), ModalityType.MODELESS);
        this.bookmarks = bookmarks;
        this.text = text;
        this.titleOf = titleOf;
        table = new JTable(rows);
        setName("bookmarkManager");
        table.setName("bookmarkTable");
        table.setSelectionMode(ListSelectionModel.SINGLE_SELECTION);
        table.setFillsViewportHeight(true);
        TableRowSorter<Rows> sorter = new TableRowSorter<>(rows);
        sorter.setSortKeys(List.of(new RowSorter.SortKey(0, SortOrder.ASCENDING)));
        table.setRowSorter(sorter);
        message.setName("bookmarkMessage");
        message.putClientProperty("FlatLaf.styleClass", "muted");
        JButton openButton = button("bookmarkOpen", "bookmarks.open", () -> selected().ifPresent(open));
        JButton rename = button("bookmarkRename", "bookmarks.rename", this::rename);
        JButton folder = button("bookmarkFolder", "bookmarks.folder", this::folder);
        JButton remove = button("bookmarkRemove", "bookmarks.remove", () -> selected().ifPresent(id -> edit(
                () -> bookmarks.remove(id))));
        JButton export = button("bookmarkExport", "bookmarks.export", this::export);
        JButton imports = button("bookmarkImport", "bookmarks.import", this::importFile);
        table.addMouseListener(new MouseAdapter() {
            @Override
            public void mouseClicked(MouseEvent e) {
                if (e.getClickCount() == 2) {
                    selected().ifPresent(open);
                }
            }
        });
        getContentPane().setLayout(new MigLayout("fill, insets 10, gap 6", "[grow][]", "[grow][]"));
        javax.swing.JPanel buttons = new javax.swing.JPanel(new MigLayout("insets 0, gap 6, wrap 1", "[grow, fill]"));
        buttons.add(openButton);
        buttons.add(rename);
        buttons.add(folder);
        buttons.add(remove);
        buttons.add(export, "gaptop 12");
        buttons.add(imports);
        add(new JScrollPane(table), "grow");
        add(buttons, "top, wrap");
        add(message, "span, growx");
        bookmarks.addListener(() -> javax.swing.SwingUtilities.invokeLater(rows::reload));
        rows.reload();
        setSize(760, 420);
        setLocationRelativeTo(owner);
    }

    private JButton button(String name, String key, Runnable action) {
        JButton b = new JButton(text.get(key));
        b.setName(name);
        b.addActionListener(e -> action.run());
        return b;
    }

    private java.util.Optional<String> selected() {
        int row = table.getSelectedRow();
        return row < 0 ? java.util.Optional.empty()
                : java.util.Optional.of(rows.marks.get(table.convertRowIndexToModel(row)).id());
    }

    private void rename() {
        selected().ifPresent(id -> {
            String now = rows.name(rows.marks.stream().filter(m -> m.id().equals(id)).findFirst().orElseThrow());
            String name = (String) JOptionPane.showInputDialog(this, text.get("bookmarks.renameAsk"),
                    text.get("bookmarks.rename"), JOptionPane.PLAIN_MESSAGE, null, null, now);
            if (name != null) {
                edit(() -> bookmarks.rename(id, name.equals(titleOf.apply(id)) ? "" : name));
            }
        });
    }

    private void folder() {
        selected().ifPresent(id -> {
            String now = rows.marks.stream().filter(m -> m.id().equals(id)).findFirst().orElseThrow().folder();
            String folder = (String) JOptionPane.showInputDialog(this, text.get("bookmarks.folderAsk",
                    String.join(", ", bookmarks.folders())), text.get("bookmarks.folder"), JOptionPane.PLAIN_MESSAGE,
                    null, null, now);
            if (folder != null) {
                edit(() -> bookmarks.move(id, folder));
            }
        });
    }

    private void export() {
        JFileChooser chooser = new JFileChooser();
        chooser.setSelectedFile(new java.io.File("runbook-bookmarks.txt"));
        if (chooser.showSaveDialog(this) == JFileChooser.APPROVE_OPTION) {
            Path file = chooser.getSelectedFile().toPath();
            try {
                bookmarks.exportTo(file);
                message.setText(text.get("bookmarks.exported", bookmarks.ids().size(), file.getFileName()));
            } catch (IOException e) {
                message.setText(text.get("bookmarks.saveFailed", ReaderActions.reason(e)));
            }
        }
    }

    private void importFile() {
        JFileChooser chooser = new JFileChooser();
        if (chooser.showOpenDialog(this) == JFileChooser.APPROVE_OPTION) {
            importFrom(chooser.getSelectedFile().toPath());
        }
    }

    /** Imports a bookmarks file and says how many were added and which lines could not be read. */
    public void importFrom(Path file) {
        try {
            Bookmarks.Imported done = bookmarks.importFrom(file);
            message.setText(text.get("bookmarks.imported", done.added()) + (done.problems().isEmpty() ? ""
                    : " " + text.get("bookmarks.importProblems", done.problems().size(), done.problems().get(0).where()
                    + ": " + text.get("bookmarks.problem." + done.problems().get(0).key()))));
        } catch (IOException e) {
            message.setText(text.get("bookmarks.importFailed", ReaderActions.reason(e)));
        }
    }

    private interface Edit {
        void run() throws IOException;
    }

    private void edit(Edit e) {
        try {
            e.run();
            message.setText(" ");
        } catch (IOException ex) {
            message.setText(text.get("bookmarks.saveFailed", ReaderActions.reason(ex)));
        }
    }

    public JTable table() {
        return table;
    }

    /** The table: folder, name (the user's, else the entry's title) and id. */
    private final class Rows extends AbstractTableModel {
        private static final long serialVersionUID = 1L;
        private transient List<Bookmarks.Bookmark> marks = List.of();

        void reload() {
            marks = bookmarks.list();
            fireTableDataChanged();
        }

        String name(Bookmarks.Bookmark m) {
            return m.name() != null ? m.name() : titleOf.apply(m.id());
        }

        @Override
        public int getRowCount() {
            return marks.size();
        }

        @Override
        public int getColumnCount() {
            return 3;
        }

        @Override
        public String getColumnName(int column) {
            return text.get(List.of("bookmarks.colFolder", "bookmarks.colName", "bookmarks.colId").get(column));
        }

        @Override
        public Object getValueAt(int row, int column) {
            Bookmarks.Bookmark m = marks.get(row);
            return column == 0 ? m.folder() : column == 1 ? name(m) : m.id();
        }
    }
}
