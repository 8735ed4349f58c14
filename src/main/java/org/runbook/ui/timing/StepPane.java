package org.runbook.ui.timing;

import java.awt.Dimension;
import java.awt.Font;
import java.awt.Rectangle;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;

import javax.swing.JButton;
import javax.swing.JLabel;
import javax.swing.JPanel;
import javax.swing.JScrollPane;
import javax.swing.JTextArea;
import javax.swing.Scrollable;
import javax.swing.SwingConstants;

import net.miginfocom.swing.MigLayout;
import org.runbook.engine.game.Lang;
import org.runbook.engine.game.GameSession;

/**
 * The current step told in words, in one column that wraps to its width: the step and a link to read its rule,
 * the open windows and who has priority, what happens, who acts and why, the choices (grouped, default
 * highlighted) and the "Why not?" list.
 */
final class StepPane extends JScrollPane {
    private static final long serialVersionUID = 1L;

    private final String id;
    private final JTextArea stepLabel = SessionView.wrapping(" ", false);
    private final JButton readStep = new JButton();
    private final JPanel badges = new JPanel(new WrapLayout(4, 2));
    private final JTextArea what = SessionView.wrapping(" ", false);
    private final JTextArea decision = SessionView.wrapping(" ", false);
    private final JTextArea who = SessionView.wrapping(" ", true);
    private final ChoicePanel choices;
    private final JLabel whyHead = Texts.label("whynot");
    private final JTextArea whyNot = SessionView.wrapping(" ", true);
    private final JTextArea keys = SessionView.wrapping(Texts.get("options.keys"), true);
    private transient Snapshot shown;

    StepPane(String id, Consumer<String> decide, Consumer<String> nonDefault, Consumer<String> openEntry) {
        this.id = id;
        choices = new ChoicePanel(id, decide, nonDefault);
        Column col = new Column();
        col.setLayout(new MigLayout("insets 6 8 6 8, wrap 1, fillx, gap 0 4", "[grow,fill]", ""));
        stepLabel.setName(id + ".step");
        stepLabel.setFont(stepLabel.getFont().deriveFont(Font.BOLD, stepLabel.getFont().getSize2D() + 1f));
        readStep.setName(id + ".readStep");
        readStep.putClientProperty("FlatLaf.styleClass", "link");
        readStep.setVisible(false);
        readStep.setFocusable(false);
        readStep.addActionListener(e -> {
            if (shown != null) {
                openEntry.accept(shown.point().cite());
            }
        });
        badges.setName(id + ".badges");
        what.setName(id + ".what");
        decision.setName(id + ".decision");
        decision.setFont(decision.getFont().deriveFont(Font.BOLD));
        who.setName(id + ".who");
        whyHead.setName(id + ".whyHead");
        whyHead.setFont(whyHead.getFont().deriveFont(Font.BOLD));
        Texts.tip(whyHead, "whynot.tip");
        whyNot.setName(id + ".whyNot");
        keys.setName(id + ".keys");
        Texts.text(keys, "options.keys");
        for (JTextArea t : List.of(stepLabel, what, decision, who, whyNot, keys)) {
            col.add(t, "w 10:10:, growx");
            if (t == stepLabel) {
                col.add(readStep, "growx 0, align left");
                col.add(badges, "w 10:10:, growx");
            }
            if (t == who) {
                col.add(choices, "w 10:10:, growx");
                col.add(whyHead, "gaptop 6");
            }
        }
        setViewportView(col);
        setBorder(null);
        getVerticalScrollBar().setUnitIncrement(16);
        setMinimumSize(new Dimension(240, 120));
    }

    ChoicePanel choices() {
        return choices;
    }

    void loading() {
        stepLabel.setText(Texts.get("loading"));
        for (JTextArea t : List.of(what, decision, who, whyNot)) {
            t.setText(" ");
        }
        readStep.setVisible(false);
        badges.removeAll();
        choices.show(List.of(), null, Lang.EN, Map.of(), null);
    }

    void show(Snapshot s, Lang lang) {
        shown = s;
        GameSession.StepPoint v = s.point();
        stepLabel.setText(s.over() ? Texts.get("step.over", overWords(s.status()))
                : Texts.get("step.now", v.number(), v.label().get(lang)));
        readStep.setText(Texts.get("step.read", v.number()));
        Texts.tip(readStep, "step.read.tip");
        readStep.setVisible(!s.over());
        badges.removeAll();
        if (v.windows().isEmpty()) {
            JLabel none = Texts.label("windows.none");
            none.putClientProperty("FlatLaf.styleClass", "muted");
            none.setName(id + ".badge:none");
            badges.add(none);
        }
        for (GameSession.Badge w : v.windows()) {
            JLabel b = new JLabel(Texts.badge(w, lang));
            b.setName(id + ".badge:" + w.id());
            b.putClientProperty("FlatLaf.styleClass", "badge");
            b.setForeground(Palette.badge(w.colour()));
            badges.add(b);
        }
        if (v.mayAct() != null) {
            JLabel acts = new JLabel(Texts.get("windows.acts", Texts.side(v.mayAct())));
            acts.setName(id + ".mayAct");
            badges.add(acts);
        }
        String narr = Narration.what(s.game(), s.edition(), v.key());
        what.setText(narr.isEmpty() ? " " : narr);
        if (v.decision() == null || s.over()) {
            decision.setText(Texts.get("decision.none"));
            choices.show(List.of(), null, lang, Map.of(), s.game());
        } else {
            decision.setText(Texts.get("decision.who", Texts.side(v.decision().who())));
            choices.show(v.decision().options(), s.defaultOption(), lang, s.optionNotes(), s.game());
        }
        who.setText(String.join("\n", Narration.who(s)));
        List<String> why = Narration.whyNot(s);
        whyHead.setVisible(!why.isEmpty());
        whyNot.setVisible(!why.isEmpty());
        // a card's own reason (indented by Narration) hangs under its family's line, without a bullet
        whyNot.setText(why.isEmpty() ? " " : String.join("\n", why.stream().map(l -> l.startsWith(" ") ? l : "• " + l).toList()));
        revalidate();
        repaint();
        javax.swing.SwingUtilities.invokeLater(() -> getViewport().setViewPosition(new java.awt.Point(0, 0)));
    }

    /** "game-over:WINNER:REASON" in words: who won and why. */
    static String overWords(String status) {
        String[] p = status.split(":");
        if (p.length >= 3 && p[0].equals("game-over")) {
            String why = Texts.get("over." + p[2]);
            return Texts.get("over.win", Texts.side(p[1])) + (why.startsWith("over.") ? "" : " — " + why);
        }
        return Texts.get("over.other");
    }

    /** The column tracks the viewport's width so every text wraps instead of being cut. */
    private static final class Column extends JPanel implements Scrollable {
        private static final long serialVersionUID = 1L;

        @Override
        public Dimension getPreferredScrollableViewportSize() {
            return getPreferredSize();
        }

        @Override
        public int getScrollableUnitIncrement(Rectangle r, int o, int d) {
            return 16;
        }

        @Override
        public int getScrollableBlockIncrement(Rectangle r, int o, int d) {
            return o == SwingConstants.VERTICAL ? r.height - 16 : r.width - 16;
        }

        @Override
        public boolean getScrollableTracksViewportWidth() {
            return true;
        }

        @Override
        public boolean getScrollableTracksViewportHeight() {
            return false;
        }
    }
}
