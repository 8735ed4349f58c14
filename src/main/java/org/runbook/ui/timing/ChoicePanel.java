package org.runbook.ui.timing;

import java.awt.Component;
import java.awt.Font;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;

import javax.swing.DefaultComboBoxModel;
import javax.swing.JButton;
import javax.swing.JComboBox;
import javax.swing.JPanel;

import net.miginfocom.swing.MigLayout;
import org.runbook.engine.game.Lang;
import org.runbook.engine.game.GameSession;

/**
 * The legal options of the pending decision, grouped by kind (each group titled, with what its options do), the
 * default one highlighted; a kind with many options (VR's 23 Director placements, many targets) is one list with a
 * "Do it" button instead of dozens of buttons. The first nine buttons are numbered for the digit keys. When the payer
 * must choose how to pay, the usual way ({@link #usualPayment}) is highlighted although the session has no default
 * there. Enter takes the highlighted option ({@link #takeHighlighted}).
 */
final class ChoicePanel extends JPanel {
    private static final long serialVersionUID = 1L;
    /** More options than this in one kind become a list. */
    static final int LIST_OVER = 6;
    /** Options longer than this many characters wrap inside their button, at this width. */
    private static final int WRAP_OVER = 36;
    private static final int WRAP_WIDTH = 200;

    private final String id;
    private final transient Consumer<String> decide;
    private final transient Consumer<String> onNonDefault;
    private final List<JButton> numbered = new ArrayList<>();
    private final List<Component> controls = new ArrayList<>();
    /** What Enter clicks: the button of the highlighted option, or the "Do it" of the list that holds it; or null. */
    private JButton highlighted;

    ChoicePanel(String id, Consumer<String> decide, Consumer<String> onNonDefault) {
        super(new MigLayout("insets 0, gap 0 2, wrap 1, fillx", "[grow,fill]", ""));
        this.id = id;
        this.decide = decide;
        this.onNonDefault = onNonDefault;
        setName(id + ".options");
    }

    /**
     * Shows the options; {@code extra} adds words to an option's label (the text of the subroutine a break option
     * breaks).
     */
    void show(List<GameSession.Choice> options, String defaultOption, Lang lang, Map<String, String> extra, String game) {
        removeAll();
        numbered.clear();
        controls.clear();
        highlighted = null;
        String usual = defaultOption == null ? usualPayment(options) : null;
        for (Narration.Group g : Narration.groups(options, game)) {
            // the group's title wraps in a narrow column (two editions side by side) instead of being cut
            javax.swing.JTextArea head = SessionView.wrapping(g.title(), false);
            head.setName(id + ".group:" + g.prefix());
            head.setFont(head.getFont().deriveFont(Font.BOLD));
            if (!g.explain().isEmpty()) {
                head.setToolTipText(g.explain());
            }
            add(head, "gaptop 4, wmin 0, w 10:10:");
            if (!g.explain().isEmpty()) {
                add(SessionView.wrapping(g.explain(), true), "wmin 0, w 10:10:");
            }
            if (g.options().size() > LIST_OVER) {
                add(list(g, defaultOption != null ? defaultOption : usual, lang, game), "wmin 0");
                continue;
            }
            JPanel row = new JPanel(new WrapLayout(4, 2));
            for (GameSession.Choice c : g.options()) {
                String words = Narration.label(c, lang, game) + (extra.containsKey(c.id()) ? " — " + extra.get(c.id()) : "");
                String shown = numbered.size() < 9 ? (numbered.size() + 1) + " · " + words : words;
                // a long option wraps inside its button instead of running past the column
                JButton b = new JButton(shown.length() > WRAP_OVER
                        ? "<html><div style='width:" + WRAP_WIDTH + "px'>" + BoardHtml.esc(shown) + "</div></html>" : shown);
                b.setName(id + ".option:" + c.id());
                b.setFocusable(false);
                boolean isDefault = c.id().equals(defaultOption);
                if (isDefault || c.id().equals(usual)) {
                    b.putClientProperty("FlatLaf.styleClass", "defaultOption");
                    b.setToolTipText(Texts.get(isDefault ? "options.default.tip" : "options.usual.tip"));
                    highlighted = b;
                } else if (words.length() > WRAP_OVER) {
                    b.setToolTipText(words);
                }
                b.addActionListener(e -> choose(c.id(), isDefault));
                if (numbered.size() < 9) {
                    numbered.add(b);
                }
                controls.add(b);
                row.add(b);
            }
            add(row, "wmin 0");
        }
        revalidate();
        repaint();
    }

    /**
     * The usual way to pay when the decision is how to pay a cost (every option {@code pay:KEY=N+...}), else null.
     * The engine lists the ways drawing most on its earlier sources first: recurring credits, then credits for this
     * run only, then bad publicity credits, the pool last; the first way is the one it pays in when there is no
     * choice, so it is the one a player usually takes.
     */
    static String usualPayment(List<GameSession.Choice> options) {
        return !options.isEmpty() && options.stream().allMatch(c -> c.id().startsWith("pay:")) ? options.get(0).id()
                : null;
    }

    /** Clicks the highlighted option (Enter); false when none is highlighted or it cannot be taken now. */
    boolean takeHighlighted() {
        if (highlighted == null || !highlighted.isEnabled() || !highlighted.isShowing()) {
            return false;
        }
        highlighted.doClick(0);
        return true;
    }

    /** The text of the button Enter clicks, or null (for tests). */
    String highlightedText() {
        return highlighted == null ? null : highlighted.getText();
    }

    /**
     * One list for a long family, with its "Do it" button (the highlighted option preselected when it is in the list:
     * then Enter clicks "Do it").
     */
    private JPanel list(Narration.Group g, String defaultOption, Lang lang, String game) {
        JComboBox<GameSession.Choice> box = new JComboBox<>(new DefaultComboBoxModel<>(
                g.options().toArray(new GameSession.Choice[0])));
        box.setName(id + ".pick:" + g.prefix());
        box.setRenderer(new javax.swing.DefaultListCellRenderer() {
            private static final long serialVersionUID = 1L;

            @Override
            public Component getListCellRendererComponent(javax.swing.JList<?> list, Object value, int index,
                                                          boolean selected, boolean focus) {
                Object shown = value instanceof GameSession.Choice c ? Narration.label(c, lang, game) : value;
                return super.getListCellRendererComponent(list, shown, index, selected, focus);
            }
        });
        g.options().stream().filter(c -> c.id().equals(defaultOption)).findFirst().ifPresent(box::setSelectedItem);
        JButton go = new JButton(numbered.size() < 9 ? (numbered.size() + 1) + " · " + Texts.get("options.do")
                : Texts.get("options.do"));
        if (g.options().stream().anyMatch(c -> c.id().equals(defaultOption))) {
            highlighted = go;
        }
        go.setName(id + ".do:" + g.prefix());
        go.setFocusable(false);
        go.addActionListener(e -> {
            GameSession.Choice c = (GameSession.Choice) box.getSelectedItem();
            if (c != null) {
                choose(c.id(), c.id().equals(defaultOption));
            }
        });
        controls.add(box);
        controls.add(go);
        if (numbered.size() < 9) {
            numbered.add(go);
        }
        JPanel row = new JPanel(new MigLayout("insets 0, gap 4", "[grow,fill][]", ""));
        row.add(box, "wmin 60");
        row.add(go);
        return row;
    }

    private void choose(String optionId, boolean isDefault) {
        decide.accept(optionId);
        if (!isDefault) {
            onNonDefault.accept(optionId);
        }
    }

    /** Picks the option numbered {@code n} (1 to 9); false when there is none. */
    boolean pick(int n) {
        if (n < 1 || n > numbered.size() || !numbered.get(n - 1).isEnabled()) {
            return false;
        }
        numbered.get(n - 1).doClick(0);
        return true;
    }

    void setBusy(boolean busy) {
        controls.forEach(c -> c.setEnabled(!busy));
    }
}
