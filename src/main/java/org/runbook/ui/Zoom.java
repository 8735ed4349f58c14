package org.runbook.ui;

import com.formdev.flatlaf.FlatLaf;

import javax.swing.UIManager;
import java.awt.Font;

/** The font size of the whole window: FlatLaf's {@code defaultFont} grown or shrunk by whole points. */
public final class Zoom {

    public static final int MIN = -4;
    public static final int MAX = 12;

    private int step;

    public Zoom(int step) {
        this.step = clamp(step);
    }

    public int step() {
        return step;
    }

    public void in() {
        set(step + 1);
    }

    public void out() {
        set(step - 1);
    }

    public void reset() {
        set(0);
    }

    public void set(int s) {
        step = clamp(s);
        apply();
        FlatLaf.updateUI();
    }

    /** Puts the zoomed font in place (after the look and feel is installed, before the window is built). */
    public void apply() {
        UIManager.put("defaultFont", null);
        Font base = UIManager.getFont("defaultFont");
        if (step != 0 && base != null) {
            UIManager.put("defaultFont", base.deriveFont(base.getSize2D() + step));
        }
    }

    private static int clamp(int s) {
        return Math.max(MIN, Math.min(MAX, s));
    }
}
