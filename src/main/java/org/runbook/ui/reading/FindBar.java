package org.runbook.ui.reading;

import net.miginfocom.swing.MigLayout;
import org.runbook.ui.Keys;
import org.runbook.ui.TextChanges;
import org.runbook.ui.i18n.Localizer;

import javax.swing.JButton;
import javax.swing.JComponent;
import javax.swing.JEditorPane;
import javax.swing.JLabel;
import javax.swing.JPanel;
import javax.swing.JTextField;
import javax.swing.UIManager;
import javax.swing.text.BadLocationException;
import javax.swing.text.DefaultHighlighter;
import javax.swing.text.Document;
import java.awt.Color;
import java.awt.Rectangle;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/** Find in the page (Ctrl+F): every match highlighted, Enter and Shift+Enter move between them, Esc closes. */
public final class FindBar extends JPanel {
    private static final long serialVersionUID = 1L;

    private final JEditorPane pane;
    private final transient Localizer text;
    private final JTextField field = new JTextField(18);
    private final JLabel count = new JLabel(" ");
    private final JButton previous = new JButton("\u2191");
    private final JButton next = new JButton("\u2193");
    private final JButton close = new JButton("\u2715");
    private final transient List<Integer> matches = new ArrayList<>();
    private transient Object currentTag;
    private int current = -1;

    FindBar(JEditorPane pane, Localizer text) {
        super(new MigLayout("insets 2 6 2 6, gap 4", "[][grow, fill][][][]push[]"));
        this.pane = pane;
        this.text = text;
        setName("findBar");
        field.setName("findField");
        count.setName("findCount");
        count.putClientProperty("FlatLaf.styleClass", "muted");
        close.setName("findClose");
        JLabel label = new JLabel();
        add(label);
        add(field, "wmin 120");
        add(previous);
        add(next);
        add(count);
        add(close);
        previous.addActionListener(e -> move(-1));
        next.addActionListener(e -> move(1));
        close.addActionListener(e -> close());
        TextChanges.onChange(field, this::search);
        field.addActionListener(e -> move(1));
        Keys.bind(field, JComponent.WHEN_FOCUSED, "shift ENTER", "findPrevious", () -> move(-1));
        Keys.bind(field, JComponent.WHEN_FOCUSED, "ESCAPE", "findClose", this::close);
        text.bind(m -> {
            label.setText(m.get("find.label"));
            previous.setToolTipText(m.get("find.previous"));
            next.setToolTipText(m.get("find.next"));
            close.setToolTipText(m.get("find.close"));
            showCount();
        });
        setVisible(false);
    }

    void open() {
        setVisible(true);
        revalidate();
        field.requestFocusInWindow();
        field.selectAll();
        search();
    }

    void close() {
        setVisible(false);
        pane.getHighlighter().removeAllHighlights();
        currentTag = null;
        pane.requestFocusInWindow();
    }

    /** Searches again (the page changed). */
    void search() {
        pane.getHighlighter().removeAllHighlights();
        currentTag = null;
        matches.clear();
        current = -1;
        String wanted = field.getText().toLowerCase(Locale.ROOT);
        if (isVisible() && !wanted.isBlank()) {
            Document d = pane.getDocument();
            try {
                String all = d.getText(0, d.getLength()).toLowerCase(Locale.ROOT);
                DefaultHighlighter.DefaultHighlightPainter paint = new DefaultHighlighter.DefaultHighlightPainter(
                        color("Runbook.highlight", new Color(0xfff2a8)));
                for (int at = all.indexOf(wanted); at >= 0; at = all.indexOf(wanted, at + wanted.length())) {
                    matches.add(at);
                    pane.getHighlighter().addHighlight(at, at + wanted.length(), paint);
                }
            } catch (BadLocationException e) {
                matches.clear();
            }
            if (!matches.isEmpty()) {
                current = 0;
                showCurrent();
            }
        }
        showCount();
    }

    private void move(int delta) {
        if (matches.isEmpty()) {
            return;
        }
        current = Math.floorMod(current + delta, matches.size());
        showCurrent();
        showCount();
    }

    private void showCurrent() {
        int at = matches.get(current);
        int end = at + field.getText().length();
        try {
            if (currentTag != null) {
                pane.getHighlighter().removeHighlight(currentTag);
            }
            currentTag = pane.getHighlighter().addHighlight(at, end, new DefaultHighlighter.DefaultHighlightPainter(
                    color("Runbook.findCurrent", new Color(0xffb347))));
            Rectangle r = pane.modelToView2D(at).getBounds();
            r.height += 40;
            pane.scrollRectToVisible(r);
        } catch (BadLocationException e) {
            // the page changed under us: the next search fixes it
        }
    }

    private void showCount() {
        boolean any = !field.getText().isBlank();
        count.setText(!any ? " " : matches.isEmpty() ? text.get("find.none")
                : text.get("find.count", current + 1, matches.size()));
    }

    /** The index of the match shown (from 0), or -1. */
    public int current() {
        return current;
    }

    public int matchCount() {
        return matches.size();
    }

    public JTextField field() {
        return field;
    }

    private static Color color(String key, Color fallback) {
        Color c = UIManager.getColor(key);
        return c == null ? fallback : c;
    }
}
