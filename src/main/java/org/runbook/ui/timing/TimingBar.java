package org.runbook.ui.timing;

import java.awt.Component;
import java.nio.file.Path;
import java.util.List;

import javax.swing.JButton;
import javax.swing.JCheckBox;
import javax.swing.JComboBox;
import javax.swing.JLabel;
import javax.swing.JPanel;

import net.miginfocom.swing.MigLayout;

/**
 * The Timing tab's bar: the game and its edition, the game's own example, comparing with another edition, the
 * built-in scenarios of the game and a scenario file; and a message (loading, the file opened, an error of the
 * content). What the controls do is the tab's business ({@link TimingPanel}).
 */
final class TimingBar extends JPanel {
    private static final long serialVersionUID = 1L;

    final EditionBoxes boxes = new EditionBoxes();
    final JComboBox<String> game = boxes.game;
    final JComboBox<String> edition = boxes.edition;
    final JButton rulebook = Texts.button("rulebook");
    final ScenarioBox scenarios = new ScenarioBox();
    final JButton openScenario = Texts.button("scenario.open");
    final JButton openFile = Texts.button("scenario.file");
    final JCheckBox compare = Texts.text(new JCheckBox(Texts.get("compare")), "compare");
    final JComboBox<String> compareEdition = boxes.compareEdition;
    private final JLabel message = Texts.label("loading.content");
    private final JLabel scenarioHint = Texts.label("scenario.hint");
    /** The key of the message shown, while it is one of the tab's own texts. */
    private String messageKey = "loading.content";

    TimingBar() {
        super(new MigLayout("insets 6 8 2 8, gap 6, hidemode 3, nogrid, fillx", "", "[]2[]"));
        rulebook.setName("rulebookRun");
        Texts.tip(rulebook, "rulebook.tip");
        openScenario.setName("openScenario");
        openFile.setName("openFile");
        Texts.tip(openFile, "scenario.file.tip");
        compare.setName("compare");
        Texts.tip(compare, "compare.tip");
        message.setName("timingMessage");
        // the full message on hover when the bar is too narrow for it
        message.addPropertyChangeListener("text", e -> message.setToolTipText(message.getText()));
        message.putClientProperty("FlatLaf.styleClass", "muted");
        add(Texts.label("game"));
        add(game);
        add(Texts.label("edition"));
        add(edition, "gapright 12");
        add(rulebook, "gapright 12");
        add(compare);
        add(compareEdition);
        add(Texts.label("scenario"), "newline");
        add(scenarios, "wmin 120, wmax 320");
        add(openScenario);
        add(openFile, "gapright 12");
        scenarioHint.putClientProperty("FlatLaf.styleClass", "muted");
        scenarioHint.setName("scenarioHint");
        add(scenarioHint);
        add(message, "wmin 0");
    }

    /** The game chosen in the box. */
    String game() {
        return boxes.game();
    }

    /** The example button and its tip name the game {@code g}'s own example. */
    void gameLabels(String g) {
        Texts.text(rulebook, "anr".equals(g) ? "rulebook" : "rulebook." + g);
        Texts.tip(rulebook, "anr".equals(g) ? "rulebook.tip" : "rulebook.tip." + g);
        rulebook.setText(Texts.get("anr".equals(g) ? "rulebook" : "rulebook." + g));
    }

    /** Shows a text that is not one of the tab's own (a file name, an engine message); " " for none. */
    void say(String text) {
        message.setText(text);
        messageKey = null;
    }

    /** Shows an error of the content in the error colour. */
    void sayError(String text) {
        say(text);
        message.setForeground(Palette.error());
    }

    /** The message again in the interface language, when it is one of the tab's own texts. */
    void relabelMessage() {
        if (messageKey != null) {
            message.setText(Texts.get(messageKey));
        }
    }

    /** Clears the message when it still names {@code file} (the file opened without a problem). */
    void clearIfNaming(Path file) {
        if (messageKey == null && file.getFileName().toString().equals(message.getText())) {
            message.setText(" ");
        }
    }

    void setControlsEnabled(boolean on) {
        for (Component c : List.of(rulebook, scenarios, openScenario, openFile, compare, compareEdition)) {
            c.setEnabled(on);
        }
    }
}
