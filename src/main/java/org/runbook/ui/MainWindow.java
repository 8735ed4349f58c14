package org.runbook.ui;

import net.miginfocom.swing.MigLayout;
import org.runbook.corpus.ContentLocation;
import org.runbook.corpus.Lang;
import org.runbook.ui.search.IndexSearchModel;
import org.runbook.ui.search.SearchPanel;
import org.runbook.ui.timing.TimingPanel;

import javax.swing.JCheckBoxMenuItem;
import javax.swing.JFrame;
import javax.swing.JMenu;
import javax.swing.JMenuBar;
import javax.swing.JOptionPane;
import javax.swing.JPanel;
import javax.swing.JRadioButtonMenuItem;
import javax.swing.ButtonGroup;
import javax.swing.JTabbedPane;
import javax.swing.SwingUtilities;
import javax.swing.SwingWorker;
import java.awt.Rectangle;
import java.awt.event.WindowAdapter;
import java.awt.event.WindowEvent;
import java.io.IOException;
import java.util.concurrent.ExecutionException;

/** The main window: the search view and the timing tab, a menu for theme and language. */
public final class MainWindow extends JFrame {
    private static final long serialVersionUID = 1L;

    private final transient Preferences prefs;
    private final SearchPanel searchPanel = new SearchPanel();
    private final JTabbedPane tabs = new JTabbedPane();

    public MainWindow(Preferences prefs) {
        super("Runbook");
        this.prefs = prefs;
        setName("mainWindow");
        setDefaultCloseOperation(DISPOSE_ON_CLOSE);
        Lang lang = Lang.parse(prefs.get(Preferences.CONTENT_LANG, Lang.of(java.util.Locale.getDefault()).code()))
                .orElse(Lang.EN);
        searchPanel.setLanguage(lang);
        tabs.setName("tabs");
        tabs.addTab("Search", searchPanel);
        tabs.addTab("Timing", new TimingPanel());
        JPanel root = new JPanel(new MigLayout("fill, insets 0", "[grow]", "[grow]"));
        root.add(tabs, "grow");
        setContentPane(root);
        setJMenuBar(menus(lang));
        restoreBounds();
        addWindowListener(new WindowAdapter() {
            @Override
            public void windowClosed(WindowEvent e) {
                savePreferences();
            }
        });
    }

    private JMenuBar menus(Lang lang) {
        JMenuBar bar = new JMenuBar();
        JMenu view = new JMenu("View");
        JCheckBoxMenuItem dark = new JCheckBoxMenuItem("Dark theme", prefs.dark());
        dark.setName("darkTheme");
        dark.addActionListener(e -> {
            prefs.put(Preferences.THEME, dark.isSelected() ? "dark" : "light");
            Theme.switchTo(dark.isSelected());
            savePreferences();
        });
        view.add(dark);
        JMenu language = new JMenu("Content language");
        ButtonGroup group = new ButtonGroup();
        for (Lang l : Lang.values()) {
            JRadioButtonMenuItem item = new JRadioButtonMenuItem(l.code().toUpperCase(java.util.Locale.ROOT), l == lang);
            item.addActionListener(e -> {
                searchPanel.setLanguage(l);
                prefs.put(Preferences.CONTENT_LANG, l.code());
                savePreferences();
            });
            group.add(item);
            language.add(item);
        }
        view.add(language);
        bar.add(view);
        return bar;
    }

    /** Opens the index on a background thread; the window stays usable meanwhile. */
    public void openIndex(ContentLocation location) {
        new SwingWorker<IndexSearchModel, String>() {
            @Override
            protected IndexSearchModel doInBackground() throws Exception {
                return IndexSearchModel.open(location, this::publish);
            }

            @Override
            protected void process(java.util.List<String> messages) {
                searchPanel.setModelError(messages.get(messages.size() - 1));
            }

            @Override
            protected void done() {
                try {
                    searchPanel.setModel(get());
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                } catch (ExecutionException e) {
                    String message = e.getCause() == null ? e.getMessage() : e.getCause().getMessage();
                    searchPanel.setModelError("The content could not be loaded: see the message.");
                    JOptionPane.showMessageDialog(MainWindow.this, "The content could not be loaded:\n" + message,
                            "Runbook", JOptionPane.ERROR_MESSAGE);
                }
            }
        }.execute();
    }

    private void restoreBounds() {
        String saved = prefs.get(Preferences.WINDOW_BOUNDS, "");
        String[] parts = saved.split(",");
        if (parts.length == 4) {
            try {
                setBounds(new Rectangle(Integer.parseInt(parts[0]), Integer.parseInt(parts[1]),
                        Integer.parseInt(parts[2]), Integer.parseInt(parts[3])));
                return;
            } catch (NumberFormatException ignored) {
                // fall back to the default size
            }
        }
        setSize(1100, 720);
        setLocationRelativeTo(null);
    }

    void savePreferences() {
        Rectangle b = getBounds();
        prefs.put(Preferences.WINDOW_BOUNDS, b.x + "," + b.y + "," + b.width + "," + b.height);
        try {
            prefs.save();
        } catch (IOException e) {
            SwingUtilities.invokeLater(() -> JOptionPane.showMessageDialog(this,
                    "Your preferences could not be saved to " + prefs.file() + ":\n" + e.getMessage(), "Runbook",
                    JOptionPane.WARNING_MESSAGE));
        }
    }

    public SearchPanel searchPanel() {
        return searchPanel;
    }

    public JTabbedPane tabs() {
        return tabs;
    }
}
