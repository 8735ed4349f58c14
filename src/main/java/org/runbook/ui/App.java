package org.runbook.ui;

import org.runbook.corpus.ContentLocation;

import javax.swing.JOptionPane;
import javax.swing.SwingUtilities;
import javax.swing.Timer;
import java.awt.GraphicsEnvironment;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;

/**
 * Starts the window in the FlatLaf order: system properties, preferences, look and feel, then the window on the
 * event thread. {@code --sanity-check} opens the window, runs one search through it and exits (0 when a result
 * appeared).
 */
public final class App {

    /** The query the sanity check types. */
    public static final String SANITY_QUERY = "jack out";

    private App() {
    }

    public static void launch(String[] argv) {
        List<String> args = Arrays.asList(argv);
        boolean sanity = args.contains("--sanity-check");
        long start = System.nanoTime();
        if (GraphicsEnvironment.isHeadless()) {
            System.err.println("runbook: no display for the window. Use the command line (java -jar runbook.jar"
                    + " --help), or start it under a display (e.g. xvfb-run -a).");
            System.exit(1);
        }
        System.setProperty("flatlaf.uiScale.allowScaleDown", "true");
        Preferences prefs = Preferences.load(ContentLocation.userHome().resolve("preferences.properties"));
        Theme.install(prefs.dark());
        ContentLocation location;
        try {
            location = ContentLocation.resolve(null, null);
        } catch (java.io.IOException e) {
            System.err.println("runbook: " + e.getMessage());
            System.exit(1);
            return;
        }
        Thread.setDefaultUncaughtExceptionHandler((t, e) -> showUnexpected(e));
        SwingUtilities.invokeLater(() -> {
            MainWindow window = new MainWindow(prefs);
            window.setVisible(true);
            window.searchPanel().focusSearch();
            if (prefs.loadProblem() != null) {
                JOptionPane.showMessageDialog(window, prefs.loadProblem(), "Runbook", JOptionPane.WARNING_MESSAGE);
            }
            long shown = (System.nanoTime() - start) / 1_000_000;
            window.openIndex(location);
            if (sanity) {
                sanityCheck(window, shown, start);
            }
        });
    }

    private static void sanityCheck(MainWindow window, long shownMs, long start) {
        window.searchPanel().setOnResults(() -> {
            int n = window.searchPanel().results().getModel().getSize();
            System.out.printf("sanity-check: window shown in %d ms; %d result(s) for \"%s\" after %d ms%n", shownMs, n,
                    SANITY_QUERY, (System.nanoTime() - start) / 1_000_000);
            window.dispose();
            System.exit(n > 0 ? 0 : 1);
        });
        window.searchPanel().field().setText(SANITY_QUERY);
        Timer timeout = new Timer(120_000, e -> {
            System.err.println("sanity-check: no result within 120 s");
            System.exit(1);
        });
        timeout.setRepeats(false);
        timeout.start();
    }

    /** Shows an unexpected error as a readable dialog; the details go to standard error and a log file. */
    static void showUnexpected(Throwable e) {
        StringWriter trace = new StringWriter();
        e.printStackTrace(new PrintWriter(trace));
        System.err.println(trace);
        Path log = ContentLocation.userHome().resolve("error.log");
        try {
            java.nio.file.Files.createDirectories(log.getParent());
            java.nio.file.Files.writeString(log, trace.toString(), java.nio.file.StandardOpenOption.CREATE,
                    java.nio.file.StandardOpenOption.APPEND);
        } catch (java.io.IOException ignored) {
            // the dialog still tells the user
        }
        Runnable dialog = () -> JOptionPane.showMessageDialog(null, "Something went wrong: "
                + (e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage())
                + "\nYour data is safe. Details were written to " + log, "Runbook", JOptionPane.ERROR_MESSAGE);
        if (SwingUtilities.isEventDispatchThread()) {
            dialog.run();
        } else {
            SwingUtilities.invokeLater(dialog);
        }
    }
}
