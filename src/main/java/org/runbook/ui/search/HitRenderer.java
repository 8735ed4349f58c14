package org.runbook.ui.search;

import javax.swing.BorderFactory;
import java.awt.BorderLayout;
import java.awt.FlowLayout;
import org.runbook.search.SearchHit;
import org.runbook.ui.i18n.Localizer;

import javax.swing.JLabel;
import javax.swing.JList;
import javax.swing.JPanel;
import javax.swing.ListCellRenderer;
import javax.swing.UIManager;
import java.awt.Color;
import java.awt.Component;

/** One result: the title, kind and game badges, and the snippet with its matches highlighted. */
final class HitRenderer extends JPanel implements ListCellRenderer<SearchHit> {
    private static final long serialVersionUID = 1L;

    private final transient Localizer text;
    private final JLabel title = new JLabel();
    private final JLabel kind = new JLabel();
    private final JLabel game = new JLabel();
    private final JLabel lang = new JLabel();
    private final JLabel snippet = new JLabel();
    private String shownTitle = "";
    private final JPanel badges = new JPanel(new FlowLayout(FlowLayout.TRAILING, 4, 0));

    HitRenderer(Localizer text) {
        super(new BorderLayout(0, 2));
        this.text = text;
        title.putClientProperty("FlatLaf.styleClass", "hitTitle");
        for (JLabel badge : new JLabel[] {kind, game, lang}) {
            badge.putClientProperty("FlatLaf.styleClass", "badge");
        }
        setBorder(BorderFactory.createEmptyBorder(6, 8, 6, 8));
        title.setName("hitTitle");
        badges.setOpaque(false);
        badges.add(kind);
        badges.add(game);
        badges.add(lang);
        badges.setAlignmentY(0f);
        JPanel top = new JPanel(new BorderLayout(6, 0));
        top.setOpaque(false);
        top.add(title, BorderLayout.CENTER);
        top.add(badges, BorderLayout.EAST);
        add(top, BorderLayout.NORTH);
        snippet.setVerticalAlignment(JLabel.TOP);
        add(snippet, BorderLayout.CENTER);
    }

    @Override
    public Component getListCellRendererComponent(JList<? extends SearchHit> list, SearchHit hit, int index,
                                                  boolean selected, boolean focus) {
        Color fg = selected ? list.getSelectionForeground() : list.getForeground();
        setBackground(selected ? list.getSelectionBackground() : list.getBackground());
        title.setForeground(fg);
        snippet.setForeground(fg);
        // a card's code tells its printings apart (Femme Fatale 01026 and its reprint 20029)
        kind.setText(text.get("kind." + hit.kind()) + (hit.id().startsWith("card:") ? " " + hit.id().substring(5) : ""));
        game.setText(text.get("game.short." + hit.game()));
        game.setToolTipText(text.get("game." + hit.game()));
        lang.setText(hit.lang().toUpperCase(java.util.Locale.ROOT));
        int width = Math.max(160, list.getWidth() - 20);
        // the title wraps on up to two lines beside the badges, and ends with "…" when even that is too short
        int room = Math.max(80, width - badges.getPreferredSize().width - 12);
        java.awt.FontMetrics fm = title.getFontMetrics(title.getFont());
        java.util.List<String> lines = lines(hit.title(), fm, room, 2);
        String shown = String.join(" ", lines);
        title.setText("<html>" + String.join("<br>", lines.stream().map(org.runbook.search.Snippets::escape)
                .toList()) + "</html>");
        title.setPreferredSize(new java.awt.Dimension(room, fm.getHeight() * lines.size() + 2));
        shownTitle = shown;
        String open = highlightOpen();
        String snip = hit.snippet().replace("<b>", open).replace("</b>", "</b></span>");
        snippet.setPreferredSize(null);
        snippet.setText("<html>" + snip + "</html>");
        // wrap the snippet to the list's width: ask the label's HTML view how tall it is at that width
        Object view = snippet.getClientProperty(javax.swing.plaf.basic.BasicHTML.propertyKey);
        if (view instanceof javax.swing.text.View v) {
            v.setSize(width, 0);
            snippet.setPreferredSize(new java.awt.Dimension(width, (int) Math.ceil(v.getPreferredSpan(
                    javax.swing.text.View.Y_AXIS))));
        }
        return this;
    }

    /**
     * How a matched word of a snippet begins: the theme's highlight behind it and its own text colour on it, so that
     * it stays readable in a selected result, whose text is the selection's (white on blue in the light theme).
     */
    static String highlightOpen() {
        Color fg = UIManager.getColor("Runbook.highlightForeground");
        return "<span style='background-color:" + hex(UIManager.getColor("Runbook.highlight"))
                + (fg == null ? "" : ";color:" + hex(fg)) + "'><b>";
    }

    /** The width the badges take in the last row drawn; never zero (tests). */
    int badgesWidth() {
        return kind.getPreferredSize().width + game.getPreferredSize().width;
    }

    /** The title as shown in the last row drawn (tests). */
    String shownTitle() {
        return shownTitle;
    }

    /** The text in at most {@code max} lines of {@code width} pixels, broken between words; the last ends with "…" if cut. */
    static java.util.List<String> lines(String s, java.awt.FontMetrics fm, int width, int max) {
        java.util.List<String> out = new java.util.ArrayList<>();
        String rest = s.strip();
        while (!rest.isEmpty() && out.size() < max - 1 && fm.stringWidth(rest) > width) {
            int end = rest.length();
            while (end > 1 && fm.stringWidth(rest.substring(0, end)) > width) {
                end--;
            }
            int space = rest.lastIndexOf(' ', end);
            int cut = space > 0 ? space : end;
            out.add(rest.substring(0, cut).strip());
            rest = rest.substring(cut).strip();
        }
        if (!rest.isEmpty()) {
            out.add(fit(rest, fm, width));
        }
        return out;
    }

    /** The text, or as much of it as fits in {@code width} pixels followed by "…". */
    static String fit(String s, java.awt.FontMetrics fm, int width) {
        if (fm.stringWidth(s) <= width) {
            return s;
        }
        int end = s.length();
        while (end > 0 && fm.stringWidth(s.substring(0, end).stripTrailing() + "\u2026") > width) {
            end--;
        }
        int space = s.lastIndexOf(' ', end);
        if (space > end * 2 / 3) {
            end = space;
        }
        return s.substring(0, end).stripTrailing() + "\u2026";
    }

    private static String hex(Color c) {
        return c == null ? "#fff2a8" : String.format("#%02x%02x%02x", c.getRed(), c.getGreen(), c.getBlue());
    }
}
