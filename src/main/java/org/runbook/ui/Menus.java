package org.runbook.ui;

import org.runbook.engine.game.Lang;
import org.runbook.ui.i18n.Localizer;
import org.runbook.ui.i18n.Messages;
import org.runbook.ui.reading.Bookmarks;
import org.runbook.ui.reading.ReaderPanel;

import javax.swing.AbstractButton;
import javax.swing.ButtonGroup;
import javax.swing.JMenu;
import javax.swing.JMenuBar;
import javax.swing.JMenuItem;
import javax.swing.JRadioButtonMenuItem;
import javax.swing.KeyStroke;
import javax.swing.event.MenuEvent;
import javax.swing.event.MenuListener;
import java.util.List;

/** The menu bar: File, View (theme, zoom, content language), Language (the interface's) and Bookmarks. */
final class Menus {

    private static final List<String> UI_LANGUAGE_NAMES = List.of("English", "Fran\u00e7ais", "Deutsch");

    private final MainWindow window;
    private final Localizer text;
    private final Bookmarks bookmarks;
    /** File, View, Language, History, Bookmarks. */
    private final JMenu[] top = new JMenu[5];
    private boolean filled;

    Menus(MainWindow window, Localizer text, Bookmarks bookmarks) {
        this.window = window;
        this.text = text;
        this.bookmarks = bookmarks;
    }

    /** The bar with its menus' titles only: shown with the first frame, at its final height. */
    JMenuBar bar() {
        JMenuBar bar = new JMenuBar();
        bar.add(menu(0, "fileMenu", "menu.file"));
        bar.add(menu(1, "viewMenu", "menu.view"));
        bar.add(menu(2, "languageMenu", "menu.language"));
        bar.add(menu(3, "historyMenu", "menu.history"));
        bar.add(menu(4, "bookmarksMenu", "menu.bookmarks"));
        return bar;
    }

    /** Puts the items (and their shortcuts) into the menus of {@link #bar()}; once, after the window is shown. */
    void fill() {
        if (filled) {
            return;
        }
        filled = true;
        file(top[0]);
        view(top[1]);
        language(top[2]);
        historyMenu(top[3]);
        bookmarksMenu(top[4]);
    }

    /** The bar with its menus filled (a window that is never shown, tests). */
    JMenuBar build() {
        JMenuBar bar = bar();
        fill();
        return bar;
    }

    private JMenu menu(int index, String name, String key) {
        top[index] = menu(name, key);
        return top[index];
    }

    private void file(JMenu menu) {
        JMenuItem quit = item("quit", "menu.quit", "ctrl Q", () -> window.dispose());
        menu.add(quit);
    }

    private void view(JMenu menu) {
        JMenu theme = menu("themeMenu", "menu.theme");
        ButtonGroup themes = new ButtonGroup();
        for (Theme.Mode mode : Theme.Mode.values()) {
            JRadioButtonMenuItem item = radio("theme" + capital(mode.code()), "theme." + mode.code(), themes);
            item.setSelected(window.themeMode() == mode);
            item.addActionListener(e -> window.setThemeMode(mode));
            theme.add(item);
        }
        menu.add(theme);
        menu.addSeparator();
        Zoom zoom = window.zoom();
        menu.add(item("zoomIn", "menu.zoomIn", "ctrl PLUS", () -> {
            zoom.in();
            window.zoomChanged();
        }));
        menu.add(item("zoomOut", "menu.zoomOut", "ctrl MINUS", () -> {
            zoom.out();
            window.zoomChanged();
        }));
        menu.add(item("zoomReset", "menu.zoomReset", "ctrl 0", () -> {
            zoom.reset();
            window.zoomChanged();
        }));
        menu.addSeparator();
        JMenu content = menu("contentLangMenu", "menu.contentLang");
        ButtonGroup langs = new ButtonGroup();
        for (Lang l : Lang.values()) {
            JRadioButtonMenuItem item = radio("contentLang." + l.code(), "lang." + l.code(), langs);
            item.addActionListener(e -> window.setContentLanguage(l));
            content.add(item);
        }
        onOpen(content, () -> {
            for (int i = 0; i < content.getItemCount(); i++) {
                content.getItem(i).setSelected(Lang.values()[i] == window.contentLanguage());
            }
        });
        menu.add(content);
    }

    private void language(JMenu menu) {
        ButtonGroup group = new ButtonGroup();
        for (int i = 0; i < Messages.LANGUAGES.size(); i++) {
            String code = Messages.LANGUAGES.get(i);
            JRadioButtonMenuItem item = new JRadioButtonMenuItem(UI_LANGUAGE_NAMES.get(i));
            item.setName("uiLang." + code);
            item.setSelected(text.messages().language().equals(code));
            item.addActionListener(e -> window.setInterfaceLanguage(code));
            group.add(item);
            menu.add(item);
        }
    }

    private void historyMenu(JMenu menu) {
        menu.add(item("startPage", "menu.startPage", null, window::openStartPage));
        menu.add(item("clearHistory", "menu.clearHistory", null, () -> window.recent().clear()));
        menu.addSeparator();
        onOpen(menu, () -> {
            while (menu.getMenuComponentCount() > 3) {
                menu.remove(3);
            }
            List<String> ids = window.recent().ids();
            if (ids.isEmpty()) {
                JMenuItem none = new JMenuItem(text.get("menu.noHistory"));
                none.setEnabled(false);
                menu.add(none);
            }
            for (String id : ids) {
                JMenuItem item = new JMenuItem(title(id));
                item.setName("recent:" + id);
                item.addActionListener(e -> window.open(id));
                menu.add(item);
            }
        });
    }

    private void bookmarksMenu(JMenu menu) {
        menu.add(item("bookmarkThis", "menu.bookmarkThis", "ctrl D",
                () -> window.withReader(ReaderPanel::toggleBookmark)));
        menu.add(item("manageBookmarks", "menu.manageBookmarks", "ctrl shift B", window::manageBookmarks));
        menu.addSeparator();
        onOpen(menu, () -> {
            while (menu.getMenuComponentCount() > 3) {
                menu.remove(3);
            }
            List<Bookmarks.Bookmark> marks = bookmarks.list();
            if (marks.isEmpty()) {
                JMenuItem none = new JMenuItem(text.get("menu.noBookmarks"));
                none.setEnabled(false);
                menu.add(none);
            }
            for (String folder : bookmarks.folders()) {
                JMenu sub = new JMenu(folder);
                sub.setName("folder:" + folder);
                marks.stream().filter(m -> m.folder().equals(folder)).forEach(m -> sub.add(bookmarkItem(m)));
                menu.add(sub);
            }
            marks.stream().filter(m -> m.folder().isEmpty()).forEach(m -> menu.add(bookmarkItem(m)));
        });
    }

    private JMenuItem bookmarkItem(Bookmarks.Bookmark m) {
        JMenuItem item = new JMenuItem(m.name() != null ? m.name() : title(m.id()));
        item.setName("bookmark:" + m.id());
        item.addActionListener(e -> window.open(m.id()));
        return item;
    }

    private String title(String id) {
        return window.titleOf(id);
    }

    private JMenu menu(String name, String key) {
        JMenu m = new JMenu();
        m.setName(name);
        text.bind(msg -> m.setText(msg.get(key)));
        return m;
    }

    private JMenuItem item(String name, String key, String accelerator, Runnable action) {
        JMenuItem i = new JMenuItem();
        label(i, name, key);
        if (accelerator != null) {
            i.setAccelerator(KeyStroke.getKeyStroke(accelerator));
        }
        i.addActionListener(e -> action.run());
        return i;
    }

    private JRadioButtonMenuItem radio(String name, String key, ButtonGroup group) {
        JRadioButtonMenuItem i = new JRadioButtonMenuItem();
        label(i, name, key);
        group.add(i);
        return i;
    }

    private void label(AbstractButton b, String name, String key) {
        b.setName(name);
        text.bind(msg -> b.setText(msg.get(key)));
    }

    private static void onOpen(JMenu menu, Runnable r) {
        menu.addMenuListener(new MenuListener() {
            @Override
            public void menuSelected(MenuEvent e) {
                r.run();
            }

            @Override
            public void menuDeselected(MenuEvent e) {
            }

            @Override
            public void menuCanceled(MenuEvent e) {
            }
        });
    }

    private static String capital(String s) {
        return Character.toUpperCase(s.charAt(0)) + s.substring(1);
    }
}
