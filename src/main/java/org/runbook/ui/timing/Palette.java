package org.runbook.ui.timing;

import javax.swing.UIManager;
import java.awt.Color;

/**
 * Colours of the chart and the timeline. Each is read from a {@code Runbook.timing.*} UIManager key when a theme
 * defines it, otherwise derived from standard FlatLaf keys, so light and dark themes both work and a theme switch
 * is followed at the next paint.
 */
final class Palette {
    private Palette() {
    }

    static Color background() {
        return pick("Runbook.timing.background", "Panel.background", Color.WHITE);
    }

    static Color foreground() {
        return pick("Runbook.timing.foreground", "Label.foreground", Color.BLACK);
    }

    static Color muted() {
        return pick("Runbook.timing.muted", "Label.disabledForeground", Color.GRAY);
    }

    static Color box() {
        return pick("Runbook.timing.box", "TextField.background", Color.WHITE);
    }

    static Color border() {
        return pick("Runbook.timing.border", "Component.borderColor", Color.GRAY);
    }

    static Color accent() {
        return pick("Runbook.timing.current", "Component.accentColor", new Color(0x2675bf));
    }

    static Color currentText() {
        return pick("Runbook.timing.currentForeground", "List.selectionForeground", Color.WHITE);
    }

    static Color visited() {
        return mix(accent(), box(), 0.22f);
    }

    static Color arrow() {
        return pick("Runbook.timing.arrow", "Component.borderColor", Color.GRAY);
    }

    static Color difference() {
        return pick("Runbook.timing.difference", "Actions.Yellow", new Color(0xe0a000));
    }

    static Color differenceBackground() {
        return mix(difference(), background(), 0.28f);
    }

    static Color badge(String window) {
        return switch (window) {
            case "paid-abilities" -> pick("Runbook.timing.paid", "Actions.Blue", new Color(0x389fd6));
            case "rez-ice" -> pick("Runbook.timing.rezIce", "Actions.Red", new Color(0xc75450));
            case "rez-non-ice" -> pick("Runbook.timing.rezNonIce", "Actions.Yellow", new Color(0xd9a343));
            case "verse" -> pick("Runbook.timing.verse", "Runbook.timing.verse", new Color(0x9062c4));
            default -> pick("Runbook.timing.score", "Actions.Green", new Color(0x59a869));
        };
    }

    /** A player's colour: a side ({@code corp}, {@code runner}) or a Virtual Revolution colour. */
    static Color player(String id) {
        return switch (id == null ? "" : id) {
            case "red" -> pick("Runbook.timing.player.red", "Actions.Red", new Color(0xc75450));
            case "blue", "corp" -> pick("Runbook.timing.player.blue", "Actions.Blue", new Color(0x389fd6));
            case "green", "runner" -> pick("Runbook.timing.player.green", "Actions.Green", new Color(0x59a869));
            case "yellow" -> pick("Runbook.timing.player.yellow", "Actions.Yellow", new Color(0xd9a343));
            default -> muted();
        };
    }

    /** The mark of what changed in the last step. */
    static Color changed() {
        return pick("Runbook.timing.changed", "Actions.Yellow", new Color(0xe0a000));
    }

    static Color error() {
        return pick("Runbook.timing.error", "Component.error.focusedBorderColor", new Color(0xc0392b));
    }

    static Color mix(Color a, Color b, float t) {
        return new Color(Math.round(a.getRed() * t + b.getRed() * (1 - t)),
                Math.round(a.getGreen() * t + b.getGreen() * (1 - t)),
                Math.round(a.getBlue() * t + b.getBlue() * (1 - t)));
    }

    private static Color pick(String own, String standard, Color fallback) {
        Color c = UIManager.getColor(own);
        if (c == null) {
            c = UIManager.getColor(standard);
        }
        return c == null ? fallback : new Color(c.getRGB(), true);
    }
}
