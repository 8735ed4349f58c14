package org.runbook.ui.timing;

import java.awt.image.BufferedImage;
import java.nio.file.Path;

import javax.imageio.ImageIO;
import javax.swing.JFrame;
import javax.swing.SwingUtilities;

/**
 * Opens the Timing tab in a window and saves screenshots (for checking by eye under Xvfb):
 * {@code java -cp ... org.runbook.ui.timing.TimingDemo content out-dir [option-id ...]}. Option ids are clicked in
 * order; "auto", "next", "back" and "compare" are the navigation buttons.
 */
public final class TimingDemo {
    private TimingDemo() {
    }

    public static void main(String[] args) throws Exception {
        org.runbook.ui.Theme.install(Boolean.getBoolean("dark"));
        Path content = Path.of(args[0]);
        Path out = Path.of(args[1]);
        java.nio.file.Files.createDirectories(out);
        TimingPanel[] panel = new TimingPanel[1];
        JFrame[] frame = new JFrame[1];
        SwingUtilities.invokeAndWait(() -> {
            panel[0] = new TimingPanel(content, id -> System.out.println("open " + id));
            frame[0] = new JFrame("Timing");
            panel[0].setInterfaceLanguage(System.getProperty("lang", "en"));
            frame[0].setContentPane(panel[0]);
            frame[0].setSize(Integer.getInteger("w", 1400), Integer.getInteger("h", 900));
            frame[0].setVisible(true);
        });
        waitIdle(panel[0]);
        if (!Boolean.getBoolean("start")) {
            SwingUtilities.invokeAndWait(() -> panel[0].openScenario(content.resolve(
                    System.getProperty("scenario", TimingPanel.RULEBOOK_EXAMPLE))));
            waitIdle(panel[0]);
        }
        int n = 0;
        for (int i = 2; i < args.length; i++) {
            String a = args[i];
            SwingUtilities.invokeAndWait(() -> {
                SessionController c = panel[0].primary().controller();
                switch (a) {
                    case "auto" -> c.auto();
                    case "next" -> c.nextChoice();
                    case "back" -> c.back();
                    case "script" -> c.playScript();
                    case "compare" -> panel[0].setCompare(true);
                    case "board" -> panel[0].tabs().setSelectedIndex(1);
                    case "shot" -> { }
                    case "wall" -> panel[0].openRulebookExampleAt("run-3.1", "wall-of-thorns");
                    case "step" -> c.step();
                    default -> c.decide(a);
                }
            });
            waitIdle(panel[0]);
            if (a.equals("shot")) {
                shot(frame[0], out.resolve("shot-" + (n++) + ".png"));
            }
        }
        shot(frame[0], out.resolve("final.png"));
        SwingUtilities.invokeAndWait(() -> {
            Snapshot s = panel[0].primary().snapshot();
            System.out.println("primary " + panel[0].primary().isShowing() + " " + panel[0].primary().getParent().getName()
                    + " " + panel[0].primary().getBounds() + " secondary " + panel[0].secondary().isShowing()
                    + " " + panel[0].secondary().getBounds());
            Snapshot s2 = panel[0].secondary().snapshot();
            System.out.println("secondary: " + (s2 == null ? panel[0].secondary().errorText() : s2.point().stepId()
                    + " diff " + panel[0].secondary().differingEntries().size() + "/" + s2.visits().size()));
            System.out.println(s == null ? "no snapshot: " + panel[0].primary().errorText()
                    : s.point().stepId() + " " + s.point().windows() + " " + s.point().mayAct());
        });
        System.exit(0);
    }

    private static java.awt.Container f(JFrame fr) {
        return fr.getContentPane();
    }

    private static java.awt.Component findNamed(java.awt.Container c, String name) {
        for (java.awt.Component k : c.getComponents()) {
            if (name.equals(k.getName())) {
                return k;
            }
            if (k instanceof java.awt.Container kc) {
                java.awt.Component r = findNamed(kc, name);
                if (r != null) {
                    return r;
                }
            }
        }
        return null;
    }

    private static void waitIdle(TimingPanel p) throws Exception {
        Thread.sleep(200);
        for (int i = 0; i < 200; i++) {
            boolean[] busy = new boolean[1];
            SwingUtilities.invokeAndWait(() -> busy[0] = p.busy());
            if (!busy[0]) {
                break;
            }
            Thread.sleep(50);
        }
        Thread.sleep(200);
    }

    private static void shot(JFrame f, Path file) throws Exception {
        BufferedImage[] img = new BufferedImage[1];
        SwingUtilities.invokeAndWait(() -> {
            img[0] = new BufferedImage(f.getContentPane().getWidth(), f.getContentPane().getHeight(),
                    BufferedImage.TYPE_INT_RGB);
            f.getContentPane().paint(img[0].getGraphics());
        });
        ImageIO.write(img[0], "png", file.toFile());
        System.out.println("saved " + file);
    }
}
