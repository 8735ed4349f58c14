package org.runbook.ui.timing;

import java.text.MessageFormat;
import java.util.Locale;
import java.util.MissingResourceException;
import java.util.ResourceBundle;

/** The words of the Timing tab, from {@code TimingStrings.properties} (one place, ResourceBundle-friendly). */
final class Texts {
    private static volatile ResourceBundle bundle = load(Locale.getDefault());

    private Texts() {
    }

    private static ResourceBundle load(Locale locale) {
        return ResourceBundle.getBundle("org.runbook.ui.timing.TimingStrings", locale,
                ResourceBundle.Control.getNoFallbackControl(ResourceBundle.Control.FORMAT_PROPERTIES));
    }

    /** Switches the language of the labels (falls back to English). */
    static void setLocale(Locale locale) {
        bundle = load(locale);
    }

    /** The name of a side or a player ({@code corp}, {@code runner}, {@code red}...): its label, else the code. */
    static String side(String code) {
        String k = "side." + code;
        String s = get(k);
        return s.equals(k) ? code : s;
    }

    /** What joins a label to its value in the interface language: ": ", or " : " in French. */
    static String colon() {
        return get("punct.colon");
    }

    /** The name of a window by its id ({@code paid-abilities}, {@code activate-title}...). */
    static String window(String id) {
        return get("window." + id);
    }

    /** The game's own words for {@code key} ({@code KEY} with {@code .GAME} inserted after its first part), else the common ones. */
    static String own(String game, String key, Object... args) {
        int dot = key.indexOf('.');
        String k = dot < 0 ? key + "." + game : key.substring(0, dot) + "." + game + key.substring(dot);
        String s = get(k, args);
        return s.equals(k) ? get(key, args) : s;
    }

    /** A card subtype in the interface language ({@code code-gate}: "code gate"); an unknown one as its id. */
    static String subtype(String id) {
        String k = "subtype." + id;
        String s = get(k);
        return s.equals(k) ? id.replace('-', ' ') : s;
    }

    /**
     * A card subtype as a label of the board, written as the glossary writes its headwords in the language (a capital
     * first when {@code label.headwordCapital} says so: "Barrière", but "barrier"); the board editor's table
     * shows a catalog ice's subtypes so too; {@link #subtype} keeps the running-text form.
     */
    static String subtypeLabel(String id) {
        String n = subtype(id);
        return n.isEmpty() || !Boolean.parseBoolean(get("label.headwordCapital")) ? n
                : n.substring(0, 1).toUpperCase(bundle.getLocale()) + n.substring(1);
    }

    /** The name of a window badge as shown on its own (a label, a badge): its first letter a capital. */
    static String badge(org.runbook.engine.game.GameSession.Badge b, org.runbook.engine.game.Lang lang) {
        String n = b.name(lang, Texts::window);
        return n.isEmpty() ? n : n.substring(0, 1).toUpperCase(bundle.getLocale()) + n.substring(1);
    }

    /** The current labels' language tag. */
    static String language() {
        String l = bundle.getLocale().getLanguage();
        return l.isEmpty() ? "en" : l;
    }

    private static final String KEY = "runbook.timing.text";
    private static final String TIP = "runbook.timing.tip";

    /** A label whose text follows the language (see {@link #relabel}). */
    static javax.swing.JLabel label(String key) {
        return text(new javax.swing.JLabel(get(key)), key);
    }

    /** A button whose text follows the language. */
    static javax.swing.JButton button(String key) {
        return text(new javax.swing.JButton(get(key)), key);
    }

    /** Marks the text of {@code c} as {@code key}: {@link #relabel} sets it again in the new language. */
    static <T extends javax.swing.JComponent> T text(T c, String key) {
        c.putClientProperty(KEY, key);
        return c;
    }

    /** Sets the tooltip of {@code c} to {@code key}, and again on {@link #relabel}. */
    static <T extends javax.swing.JComponent> T tip(T c, String key) {
        c.putClientProperty(TIP, key);
        c.setToolTipText(get(key));
        return c;
    }

    /** Sets again every text and tooltip marked under {@code root} (after {@link #setLocale}). */
    static void relabel(java.awt.Container root) {
        if (root instanceof javax.swing.JComponent c) {
            Object k = c.getClientProperty(KEY);
            if (k instanceof String key) {
                if (c instanceof javax.swing.AbstractButton b) {
                    b.setText(get(key));
                } else if (c instanceof javax.swing.JLabel l) {
                    l.setText(get(key));
                } else if (c instanceof javax.swing.JTextArea a) {
                    a.setText(get(key));
                } else if (c.getBorder() instanceof javax.swing.border.TitledBorder t) {
                    t.setTitle(get(key));
                }
            }
            Object t = c.getClientProperty(TIP);
            if (t instanceof String key) {
                c.setToolTipText(get(key));
            }
        }
        for (java.awt.Component child : root.getComponents()) {
            if (child instanceof java.awt.Container inner) {
                relabel(inner);
            }
        }
    }

    static String get(String key, Object... args) {
        String s;
        try {
            s = bundle.getString(key);
        } catch (MissingResourceException e) {
            s = key;
        }
        return args.length == 0 ? s : new MessageFormat(s, Locale.ROOT).format(args);
    }
}
