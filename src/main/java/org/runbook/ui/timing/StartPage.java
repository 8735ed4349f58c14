package org.runbook.ui.timing;

import java.awt.Font;

import javax.swing.JButton;
import javax.swing.JLabel;
import javax.swing.JPanel;
import javax.swing.JTextArea;

import net.miginfocom.swing.MigLayout;

/**
 * What the Timing tab shows before a scenario is chosen (and after the game changed): what the stepper does, the
 * chosen game's own example as one button, and the keys.
 */
final class StartPage extends JPanel {
    private static final long serialVersionUID = 1L;

    private final JLabel title = Texts.label("start.title");
    private final JTextArea body = SessionView.wrapping(Texts.get("start.body"), false);
    private final JButton example = new JButton();
    private final JTextArea keys = SessionView.wrapping(Texts.get("start.keys"), true);

    StartPage(Runnable openExample) {
        super(new MigLayout("insets 24 32 24 32, wrap 1, fillx", "[grow,fill]", "[]12[]16[]16[]"));
        setName("timingStart");
        title.putClientProperty("FlatLaf.styleClass", "title");
        title.setFont(title.getFont().deriveFont(Font.BOLD, title.getFont().getSize2D() + 4f));
        body.setName("timingStart.body");
        Texts.text(body, "start.body");
        keys.setName("timingStart.keys");
        Texts.text(keys, "start.keys");
        example.setName("timingStart.example");
        example.addActionListener(e -> openExample.run());
        add(title);
        add(body, "w 10:600:900, growx 0");
        add(example, "growx 0");
        add(keys, "w 10:600:900, growx 0");
        relabel("anr");
    }

    /** The texts again, the example of {@code game}. */
    void relabel(String game) {
        title.setText(Texts.get("start.title"));
        body.setText(Texts.get("start.body"));
        keys.setText(Texts.get("start.keys"));
        example.setText(Texts.get("start.example") + " — " + Texts.get("example." + (game == null ? "anr" : game)));
    }
}
