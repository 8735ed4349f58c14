package org.runbook.ui.timing;

import java.awt.BorderLayout;
import java.awt.CardLayout;
import java.awt.Dimension;
import java.util.function.Consumer;

import javax.swing.ButtonGroup;
import javax.swing.JEditorPane;
import javax.swing.JLabel;
import javax.swing.JPanel;
import javax.swing.JScrollPane;
import javax.swing.JToggleButton;

import net.miginfocom.swing.MigLayout;
import org.runbook.engine.game.Lang;

/**
 * The board of the session: drawn ({@link BoardCanvas}) or as compact text ({@link BoardHtml}), a toggle in its
 * head switching between the two. A click on a card opens its entry; on the VR map, a click on a borough places
 * the Director there when that is a legal choice.
 */
final class BoardPane extends JPanel {
    private static final long serialVersionUID = 1L;

    private final BoardCanvas canvas = new BoardCanvas();
    private final JEditorPane text = new JEditorPane("text/html", "");
    private final JPanel cards = new JPanel(new CardLayout());
    private final JToggleButton drawn = Texts.text(new JToggleButton(Texts.get("board.drawn")), "board.drawn");
    private final JToggleButton compact = Texts.text(new JToggleButton(Texts.get("board.compact")), "board.compact");

    BoardPane(String id, Consumer<String> openEntry, Consumer<String> placeDirector) {
        super(new BorderLayout());
        setName(id + ".boardPane");
        canvas.setName(id + ".boardCanvas");
        canvas.setOpenEntry(e -> {
            if (e.startsWith("borough:")) {
                placeDirector.accept(e.substring("borough:".length()));
            } else {
                openEntry.accept(e);
            }
        });
        text.setName(id + ".board");
        text.setEditable(false);
        text.putClientProperty(JEditorPane.HONOR_DISPLAY_PROPERTIES, Boolean.TRUE);
        JScrollPane canvasScroll = new JScrollPane(canvas);
        canvasScroll.setBorder(null);
        canvasScroll.getVerticalScrollBar().setUnitIncrement(16);
        JScrollPane textScroll = new JScrollPane(text);
        textScroll.setBorder(null);
        cards.add(canvasScroll, "drawn");
        cards.add(textScroll, "compact");
        drawn.setName(id + ".boardDrawn");
        compact.setName(id + ".boardCompact");
        ButtonGroup group = new ButtonGroup();
        group.add(drawn);
        group.add(compact);
        drawn.setSelected(true);
        for (JToggleButton b : new JToggleButton[] {drawn, compact}) {
            b.setFocusable(false);
            Texts.tip(b, "board.view.tip");
            b.addActionListener(e -> ((CardLayout) cards.getLayout()).show(cards, drawn.isSelected() ? "drawn" : "compact"));
        }
        JPanel head = new JPanel(new MigLayout("insets 2 8 2 8, gap 4", "[][grow][][]", ""));
        JLabel name = Texts.label("board.view");
        head.add(name);
        head.add(new JLabel(), "growx");
        head.add(drawn);
        head.add(compact);
        add(head, BorderLayout.NORTH);
        add(cards, BorderLayout.CENTER);
        setMinimumSize(new Dimension(200, 100));
    }

    BoardCanvas canvas() {
        return canvas;
    }

    void show(Snapshot s, Lang lang, boolean sameSession) {
        canvas.setModel(s.drawn().get(lang), sameSession);
        canvas.setToolTipText(s.game().equals("vr") ? Texts.get("board.pick.tip") : null);
        text.setText(s.board().get(lang));
        text.setCaretPosition(0);
    }

    void relabel() {
        canvas.repaint();
    }
}
