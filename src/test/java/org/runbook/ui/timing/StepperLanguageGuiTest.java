package org.runbook.ui.timing;

import static org.assertj.core.api.Assertions.assertThat;
import static org.runbook.ui.timing.StepperGuiSupport.on;

import java.awt.Component;
import java.awt.event.KeyEvent;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Properties;
import java.util.Set;

import javax.swing.AbstractButton;
import javax.swing.JLabel;
import javax.swing.text.JTextComponent;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.runbook.ui.NeedsDisplay;

/**
 * With the interface in French or German, every visible word of the Timing tab comes from that language, for each
 * game and edition (A:NR 2017 and 2012, 1996, VR): the texts on screen (labels, buttons, narration, options,
 * timeline, drawn board) are scanned at every step of the game's example for words that only the English bundle
 * has, and for the English name of any card of the session whose name in that language differs.
 */
@NeedsDisplay
class StepperLanguageGuiTest {
    private StepperGuiSupport ui;

    @AfterEach
    void close() {
        ui.close();
    }

    @ParameterizedTest
    @CsvSource({
            "fr, Android: Netrunner, anr-2017", "de, Android: Netrunner, anr-2017",
            "fr, Android: Netrunner, anr-2012", "de, Android: Netrunner, anr-2012",
            "fr, Netrunner (1996), netrunner-1996", "de, Netrunner (1996), netrunner-1996",
            "fr, Virtual Revolution, virtual-revolution", "de, Virtual Revolution, virtual-revolution"})
    void noEnglishWordOnTheTimingTab(String lang, String game, String edition) throws IOException {
        Set<String> english = englishOnly();
        // words the language shares with English ("maximum") and card names (proper nouns, "Space Conquest")
        english.removeAll(ownWords(lang));
        ui = new StepperGuiSupport(1400, 900, lang);
        List<String> found = new ArrayList<>(scan(english, "start page"));
        ui.window.comboBox("game").selectItem(game);
        ui.waitIdle();
        ui.window.button("timingStart.example").click();
        ui.waitIdle();
        String editionName = on(() -> Texts.get("edition." + edition));
        if (!editionName.equals(ui.window.comboBox("edition").selectedItem())) {
            ui.window.comboBox("edition").selectItem(editionName);
            ui.waitIdle();
        }
        assertThat(on(() -> ui.panel.primary().snapshot().edition())).isEqualTo(edition);
        found.addAll(scan(english, "example"));
        found.addAll(englishCardNames(lang, "example"));
        int steps = 0;
        for (int i = 0; i < 300 && ui.waiting(); i++) {
            boolean hasDefault = on(() -> ui.panel.primary().snapshot().defaultOption() != null);
            ui.key(hasDefault ? KeyEvent.VK_SPACE : KeyEvent.VK_1);
            String where = on(() -> ui.panel.currentStep());
            found.addAll(scan(english, where));
            found.addAll(englishCardNames(lang, where));
            steps++;
        }
        assertThat(steps).as("the example was stepped").isPositive();
        // the example's own script too: its decisions name cards (the A:NR run rezzes its ice)
        ui.window.button("primary.restart").click();
        ui.waitIdle();
        ui.window.button("primary.playScript").click();
        ui.waitIdle();
        found.addAll(scan(english, "script"));
        found.addAll(englishCardNames(lang, "script"));
        assertThat(found).isEmpty();
    }

    /** The English names, shown anywhere on the tab, of the session's cards whose name in {@code lang} differs. */
    private List<String> englishCardNames(String lang, String where) {
        org.runbook.engine.game.Lang l = org.runbook.engine.game.Lang.parse(lang).orElseThrow();
        return on(() -> {
            Snapshot s = ui.panel.primary().snapshot();
            List<String> out = new ArrayList<>();
            if (s == null) {
                return out;
            }
            List<String> texts = visibleTexts();
            // a player named by their id ("red draws ..."): the interface has a name for each
            if ("vr".equals(s.game())) {
                for (String t : texts) {
                    if (t != null && java.util.regex.Pattern.compile("\\b(red|blue|green|yellow)\\b").matcher(t).find()) {
                        out.add(where + ": a player's id in: " + t);
                    }
                }
            }
            s.names().forEach((ref, name) -> {
                String en = name.get(org.runbook.engine.game.Lang.EN);
                if (en.equalsIgnoreCase(name.get(l)) || en.length() < 4) {
                    return;
                }
                for (String t : texts) {
                    if (t != null && t.toLowerCase(Locale.ROOT).contains(en.toLowerCase(Locale.ROOT))) {
                        out.add(where + ": English card name '" + en + "' in: " + t);
                    }
                }
            });
            return out;
        });
    }

    /** Words of five letters or more in the English bundle that neither the French nor the German one uses. */
    static Set<String> englishOnly() throws IOException {
        Set<String> en = words(load(""));
        en.removeAll(words(load("_fr")));
        en.removeAll(words(load("_de")));
        return en;
    }

    /** Words of the engine's bundles in {@code lang} and of the card names of every game. */
    static Set<String> ownWords(String lang) throws IOException {
        Set<String> out = new HashSet<>();
        for (String b : List.of("/org/runbook/engine/Messages_", "/org/runbook/engine/game/vr/VrMessages_",
                "/org/runbook/engine/game/nr96/Nr96Messages_")) {
            try (InputStream in = Texts.class.getResourceAsStream(b + lang + ".properties")) {
                if (in != null) {
                    Properties p = new Properties();
                    p.load(new InputStreamReader(in, StandardCharsets.UTF_8));
                    out.addAll(words(p));
                }
            }
        }
        java.nio.file.Path engine = org.runbook.corpus.Fixtures.builtInContent().resolve("engine");
        try (var files = java.nio.file.Files.walk(engine)) {
            for (java.nio.file.Path f : files.filter(f -> f.toString().endsWith(".yaml")).toList()) {
                for (String line : java.nio.file.Files.readAllLines(f, StandardCharsets.UTF_8)) {
                    java.util.regex.Matcher m = java.util.regex.Pattern.compile("name: \\{[^}]*}|name: .*").matcher(line);
                    while (m.find()) {
                        for (String w : m.group().split("[^\\p{L}]+")) {
                            out.add(w.toLowerCase(Locale.ROOT));
                        }
                    }
                }
            }
        }
        return out;
    }

    private static Set<String> words(Properties p) {
        Set<String> out = new HashSet<>();
        for (String k : p.stringPropertyNames()) {
            for (String w : p.getProperty(k).replaceAll("\\{[^}]*}", " ").split("[^\\p{L}]+")) {
                if (w.length() >= 5) {
                    out.add(w.toLowerCase(Locale.ROOT));
                }
            }
        }
        return out;
    }

    private static Properties load(String suffix) throws IOException {
        Properties p = new Properties();
        try (InputStream in = Texts.class.getResourceAsStream("TimingStrings" + suffix + ".properties")) {
            p.load(new InputStreamReader(in, StandardCharsets.UTF_8));
        }
        return p;
    }

    private List<String> scan(Set<String> english, String where) {
        return on(() -> {
            List<String> out = new ArrayList<>();
            for (String t : visibleTexts()) {
                if (t == null) {
                    continue;
                }
                for (String w : t.replaceAll("<[^>]*>", " ").split("[^\\p{L}]+")) {
                    if (english.contains(w.toLowerCase(Locale.ROOT))) {
                        out.add(where + ": '" + w + "' in: " + t);
                    }
                }
            }
            return out;
        });
    }

    /** The text a combo box shows for its choice, as its renderer draws it. */
    @SuppressWarnings({"unchecked", "rawtypes"})
    private static String shown(javax.swing.JComboBox<?> box) {
        javax.swing.ListCellRenderer r = box.getRenderer();
        Component c = r.getListCellRendererComponent(new javax.swing.JList<>(), box.getSelectedItem(), -1, false, false);
        return c instanceof JLabel l ? l.getText() : null;
    }

    /** Every text on screen in the tab (on the event thread): labels, buttons, text areas, lists, the drawn board. */
    private List<String> visibleTexts() {
        List<String> texts = new ArrayList<>();
        for (Component c : StepperGuiSupport.showing(ui.panel)) {
            if (c instanceof JLabel l) {
                texts.add(l.getText());
            } else if (c instanceof AbstractButton b) {
                texts.add(b.getText());
            } else if (c instanceof JTextComponent t && !(t instanceof javax.swing.JEditorPane)) {
                texts.add(t.getText());
            } else if (c instanceof javax.swing.JList<?> list) {
                for (int i = 0; i < list.getModel().getSize(); i++) {
                    texts.add(String.valueOf(list.getModel().getElementAt(i)));
                }
            } else if (c instanceof javax.swing.JComboBox<?> box) {
                texts.add(shown(box));
            }
        }
        BoardModel m = ui.panel.primary().boardCanvas().model();
        if (m != null && ui.panel.primary().boardCanvas().isShowing()) {
            m.players().forEach(p -> {
                p.stats().forEach(s -> texts.add(s.label()));
                p.cards().forEach(k -> texts.add(k.name()));
            });
            m.servers().forEach(col -> {
                texts.add(col.name());
                col.ice().forEach(k -> texts.add(k.name() + " " + k.detail()));
                col.root().forEach(k -> texts.add(k.name() + " " + k.detail()));
            });
            m.rig().forEach(k -> texts.add(k.name() + " " + k.detail()));
            texts.add(m.runLine());
        }
        return texts;
    }
}
