package org.runbook.ui;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.DisabledIf;
import org.runbook.ui.i18n.Messages;

import javax.swing.AbstractButton;
import javax.swing.JComponent;
import javax.swing.JLabel;
import javax.swing.JMenu;
import javax.swing.JTabbedPane;
import javax.swing.JTable;
import javax.swing.text.JTextComponent;
import java.awt.Component;
import java.awt.Container;
import java.io.InputStream;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Properties;
import java.util.Set;
import java.util.TreeSet;

import static org.assertj.core.api.Assertions.assertThat;

/** With the interface in German, no text of the English bundle shows on any tab, menu or card page. */
@DisabledIf(value = "java.awt.GraphicsEnvironment#isHeadless", disabledReason = "needs a display (run under xvfb-run)")
class GermanInterfaceGuiTest extends GuiTestSupport {

    @Override
    protected void prepareContent(Path content) throws Exception {
        ReferenceFixture.add(content);
    }

    @Test
    void noEnglishInterfaceTextShowsOnAnyTabInGerman() throws Exception {
        window.menuItem("uiLang.de").click();
        Set<String> english = englishOnly();
        assertThat(english).contains("Search", "Bookmarks", "Cost");

        List<String> seen = new ArrayList<>();
        String page = "";
        for (int tab = 0; tab < 4; tab++) {
            window.tabbedPane("tabs").selectTab(tab);
            robot.waitForIdle();
            if (tab == 1) {
                edt(() -> {
                    frame.cardView().showCard("20090");
                    frame.cardView().setWith("01008");
                    return null;
                });
                waitFor("card shown", () -> frame.cardView().reader().shown().isPresent());
                page = shownText(frame.cardView().reader());
            }
            robot.waitForIdle();
            edt(() -> {
                collect(frame.getRootPane(), seen);
                return null;
            });
        }
        edt(() -> {
            for (int i = 0; i < frame.getJMenuBar().getMenuCount(); i++) {
                collect(frame.getJMenuBar().getMenu(i).getPopupMenu(), seen);
            }
            return null;
        });

        List<String> english1 = seen.stream().map(String::strip).filter(english::contains).distinct().toList();
        assertThat(english1).as("English texts with the interface in German").isEmpty();
        assertThat(seen).contains("Suche", "Karten", "Ablauf");
        // the card page: labels and headings in German around the card's own (English) texts
        assertThat(page).contains("Kosten 8").contains("Stärke 5").contains("Drucke (2)");
        for (String e : pageEnglish()) {
            assertThat(page).as("card page in German").doesNotContainPattern("\\b" + java.util.regex.Pattern.quote(e)
                    + "\\b");
        }
    }

    /** The English labels and headings a card page may show. */
    private static Set<String> pageEnglish() throws Exception {
        Properties en = load("en");
        Properties de = load("de");
        Set<String> out = new TreeSet<>();
        for (String key : en.stringPropertyNames()) {
            String e = en.getProperty(key).strip();
            if ((key.startsWith("card.") || key.startsWith("reading.") || key.startsWith("kind."))
                    && !e.contains("{") && !e.equals(de.getProperty(key, "").strip())) {
                out.add(e);
            }
        }
        return out;
    }

    /** The texts of the English bundle that German writes differently (those without arguments). */
    private static Set<String> englishOnly() throws Exception {
        Properties en = load("en");
        Properties de = load("de");
        Set<String> out = new TreeSet<>();
        for (String key : en.stringPropertyNames()) {
            String e = en.getProperty(key).strip();
            if (!e.contains("{") && !e.equals(de.getProperty(key, "").strip()) && e.length() > 2) {
                out.add(e);
            }
        }
        return out;
    }

    private static void collect(Component c, List<String> out) {
        if (c.getName() != null && c.getName().startsWith("uiLang.")) {
            return; // each interface language is named in its own language, on purpose
        }
        if (c instanceof JLabel l && l.isShowing()) {
            out.add(l.getText() == null ? "" : l.getText().replaceAll("<[^>]+>", ""));
        }
        if (c instanceof AbstractButton b) {
            out.add(b.getText() == null ? "" : b.getText());
            if (b.getToolTipText() != null) {
                out.add(b.getToolTipText());
            }
        }
        if (c instanceof JMenu m) {
            collect(m.getPopupMenu(), out);
        }
        if (c instanceof JTabbedPane t) {
            for (int i = 0; i < t.getTabCount(); i++) {
                out.add(t.getTitleAt(i));
            }
        }
        if (c instanceof JTable t && t.isShowing()) {
            for (int i = 0; i < t.getColumnCount(); i++) {
                out.add(t.getColumnName(i));
            }
        }
        if (c instanceof JTextComponent t && t.getClientProperty("JTextField.placeholderText") instanceof String p) {
            out.add(p);
        }
        if (c instanceof JComponent j && j.getToolTipText() != null) {
            out.add(j.getToolTipText());
        }
        if (c instanceof Container box) {
            for (Component child : box.getComponents()) {
                collect(child, out);
            }
        }
    }

    private static Properties load(String lang) throws Exception {
        Properties p = new Properties();
        try (InputStream in = Messages.class.getResourceAsStream("messages_" + lang + ".properties")) {
            p.load(new java.io.InputStreamReader(in, java.nio.charset.StandardCharsets.UTF_8));
        }
        return p;
    }
}
