package org.runbook.ui;

import org.runbook.corpus.ContentLocation;
import org.runbook.ui.search.IndexSearchModel;
import org.runbook.ui.search.SearchModel;
import org.runbook.ui.i18n.Messages;

import javax.swing.JOptionPane;
import javax.swing.SwingUtilities;
import java.awt.GraphicsEnvironment;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.time.Instant;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.atomic.AtomicBoolean;

/**
 * Starts the window in the FlatLaf order: system properties, preferences, look and feel, then the window on the
 * event thread; the index opens in the background. Options: {@code --content DIR}, {@code --index DIR};
 * {@code --sanity-check} opens the window, runs one search through it, prints the times and exits (0 when a result
 * appeared), with {@code --memory} also the resident memory once idle with each tab seen; {@code --screenshot DIR}
 * saves pictures of the search, card and timing stepper views in light and dark, then exits.
 */
public final class App {

    /** The query the sanity check types. */
    public static final String SANITY_QUERY = "jack out";

    private static final AtomicBoolean DIALOG_OPEN = new AtomicBoolean();

    /** Below this heap limit the window cannot open its index; said at once instead of failing later. */
    static final long MIN_HEAP_MB = 64;

    /** Memory given back when the heap is exhausted, so that the message saying so can still be written. */
    private static volatile byte[] reserve = new byte[1 << 20];

    private App() {
    }

    /**
     * Starts the window; nothing thrown here, errors included (a heap too small for the window, a broken display),
     * escapes as a stack trace: it becomes one line on standard error and exit code 1.
     */
    public static void launch(String[] argv) {
        try {
            start(argv);
        } catch (Throwable e) {
            System.err.println("runbook: " + oneLine(e));
            debug(e);
            org.runbook.Relaunch.exit(1);
        }
    }

    /** A throwable in one sentence, with advice for the errors a user can do something about. */
    static String oneLine(Throwable e) {
        if (e instanceof OutOfMemoryError) {
            reserve = null;
            return "not enough memory for the window (Java's limit is " + Runtime.getRuntime().maxMemory()
                    / (1024 * 1024) + " MB); start it with more, e.g. java -Xmx512m -jar runbook.jar";
        }
        if (e instanceof java.util.concurrent.CompletionException && e.getCause() != null) {
            return oneLine(e.getCause());
        }
        String message = e.getMessage();
        return message == null || message.isBlank() ? "unexpected " + e.getClass().getSimpleName() : message;
    }

    private static void debug(Throwable e) {
        if (System.getenv("RUNBOOK_DEBUG") != null) {
            e.printStackTrace();
        }
    }

    private static void start(String[] argv) {
        long start = System.nanoTime();
        List<String> args = Arrays.asList(argv);
        long heapMb = Runtime.getRuntime().maxMemory() / (1024 * 1024);
        if (heapMb < MIN_HEAP_MB) {
            System.err.println("runbook: the window needs at least " + MIN_HEAP_MB + " MB of memory and Java's limit"
                    + " is " + heapMb + " MB; start it with more, e.g. java -Xmx512m -jar runbook.jar");
            org.runbook.Relaunch.exit(1);
        }
        boolean sanity = args.contains("--sanity-check");
        Path screenshots = option(args, "--screenshot");
        boolean scripted = sanity || screenshots != null;
        if (GraphicsEnvironment.isHeadless()) {
            System.err.println("runbook: no display for the window. Use the command line (java -jar runbook.jar"
                    + " --help), or start it under a display (e.g. xvfb-run -a).");
            org.runbook.Relaunch.exit(1);
        }
        Path content = option(args, "--content");
        if (content != null) {
            java.util.Optional<String> problem = ContentLocation.problemWith(content);
            if (problem.isPresent()) {
                System.err.println("runbook: " + problem.get());
                org.runbook.Relaunch.exit(2);
                return;
            }
        }
        // First of all the search data, on a thread of its own: it opens on the second core while this one installs
        // the look and feel and the event thread makes the window.
        java.util.concurrent.atomic.AtomicReference<MainWindow> shownWindow =
                new java.util.concurrent.atomic.AtomicReference<>();
        CompletableFuture<SearchModel> index = DataStart.begin(content, option(args, "--index"),
                line -> SwingUtilities.invokeLater(() -> {
                    MainWindow w = shownWindow.get();
                    if (w == null) {
                        return;
                    }
                    if (line.contains("\n")) {
                        // a warning with a list (content problems while answering from the last good index)
                        w.showNotice("<html>" + org.runbook.search.Snippets.escape(line).replace("\n", "<br>")
                                + "</html>");
                    } else {
                        w.searchPanel().setModelError(line);
                    }
                }), fresh -> SwingUtilities.invokeLater(() -> {
                    MainWindow w = shownWindow.get();
                    if (w != null) {
                        w.setModel(fresh);
                    }
                }), () -> {
                    // a query typed before the data is open is its warm-up search
                    MainWindow w = shownWindow.get();
                    return w == null ? null : w.searchPanel().pending();
                });
        System.setProperty("flatlaf.uiScale.allowScaleDown", "true");
        Preferences prefs;
        if (scripted) {
            // never touch the user's preferences from a scripted run
            prefs = Preferences.load(ScratchHome.make().resolve("preferences.properties"));
            if (screenshots != null) {
                prefs.put(Preferences.UI_LANG, "en");
                prefs.put(Preferences.CONTENT_LANG, "en");
                prefs.put(Preferences.WINDOW_BOUNDS, "0,0,1200,780");
            }
        } else {
            prefs = Preferences.load(ContentLocation.userHome().resolve("preferences.properties"));
        }
        Thread.setDefaultUncaughtExceptionHandler((t, e) -> {
            if (e instanceof OutOfMemoryError) {
                reserve = null; // first of all: room for the message
            }
            if (scripted || e instanceof OutOfMemoryError) {
                // a scripted run must end rather than wait for its time-out; memory is not coming back
                System.err.println((sanity ? "sanity-check: " : "runbook: ") + oneLine(e));
                debug(e);
                org.runbook.Relaunch.exit(1);
            }
            showUnexpected(e, Messages.of(prefs.get(Preferences.UI_LANG, Messages.languageOf(Locale.getDefault()))));
        });
        if (scripted) {
            index.whenComplete((m, e) -> {
                if (e != null) {
                    System.err.println((sanity ? "sanity-check: " : "runbook: ") + "the index could not be"
                            + " opened: " + oneLine(e));
                    org.runbook.Relaunch.exit(1);
                }
            });
        }
        boolean dark = screenshots == null && Theme.Mode.parse(prefs.get(Preferences.THEME, "light")).dark();
        Theme.install(dark);
        new Zoom(prefs.getInt(Preferences.ZOOM, 0)).apply();
        SwingUtilities.invokeLater(() -> {
            // the first frame: the search field, the tabs' and the menus' titles; the rest once it is drawn
            MainWindow window = new MainWindow(prefs);
            shownWindow.set(window);
            StartTimes times = sanity ? new StartTimes(start) : null;
            if (sanity) {
                window.addWindowListener(new java.awt.event.WindowAdapter() {
                    @Override
                    public void windowOpened(java.awt.event.WindowEvent e) {
                        times.visible();
                    }
                });
            }
            window.setVisible(true);
            window.searchPanel().focusSearch();
            if (sanity) {
                sanityCheck(window, times, index, args.contains("--memory"));
            } else if (screenshots != null) {
                new Screenshots(window, screenshots).start();
            }
            window.openIndex(index);
            if (!scripted) {
                // the heap grown while opening goes back to the system once the window has been left idle a while,
                // and what each use of the window grew once it is left alone again
                index.thenAccept(m -> {
                    if (m instanceof IndexSearchModel) {
                        IdleHeap.giveBackAfter(IdleHeap.UNASKED_DELAY_MS);
                        SwingUtilities.invokeLater(IdleHeap::watchInput);
                    }
                });
            }
        });
    }

    private static Path option(List<String> args, String name) {
        int i = args.indexOf(name);
        return i >= 0 && i + 1 < args.size() ? Path.of(args.get(i + 1)) : null;
    }

    private static void sanityCheck(MainWindow window, StartTimes times, CompletableFuture<SearchModel> index,
                                    boolean memory) {
        window.setOnModel(times::searchable);
        window.searchPanel().setOnResults(() -> {
            int n = window.searchPanel().results().getModel().getSize();
            boolean shipped = index.getNow(null) instanceof IndexSearchModel m && m.shipped();
            System.out.println(times.report(n, SANITY_QUERY, shipped));
            if (memory) {
                visitEachTab(window);
                memoryOnceIdle(index);
            }
            if (org.runbook.Relaunch.writesArchive()) {
                // the archive this start writes then holds the classes of the whole window, as after a normal start,
                // and of the corpus read after the first answer
                window.makeTheRest();
                index.join().corpus();
            }
            window.dispose();
            org.runbook.Relaunch.exit(n > 0 ? 0 : 1);
        });
        window.searchPanel().field().setText(SANITY_QUERY);
        // a plain thread, not a Swing timer: it fires even when the event thread or the timer queue has died
        Thread watchdog = new Thread(() -> {
            try {
                Thread.sleep(120_000);
            } catch (InterruptedException e) {
                return;
            }
            System.err.println("sanity-check: no result within 120 s");
            org.runbook.Relaunch.exit(1);
        }, "sanity-check-watchdog");
        watchdog.setDaemon(true);
        watchdog.start();
    }

    /**
     * Shows each tab in turn, made and painted as when the user opens it, then the search tab again
     * ({@code --memory}: the figure is that of a window whose every tab was seen, as a window left idle makes them).
     */
    static void visitEachTab(MainWindow window) {
        javax.swing.JTabbedPane tabs = window.tabs();
        javax.swing.JComponent root = window.getRootPane();
        for (int i = 0; i < tabs.getTabCount(); i++) {
            tabs.setSelectedIndex(i);
            root.validate();
            root.paintImmediately(0, 0, root.getWidth(), root.getHeight());
        }
        tabs.setSelectedIndex(0);
        root.validate();
        root.paintImmediately(0, 0, root.getWidth(), root.getHeight());
    }

    /**
     * Prints the resident memory as the running window holds it once idle ({@code --memory}): after the type-ahead
     * keys made after the first answer, and the heap given back as the window does a few seconds after it.
     */
    private static void memoryOnceIdle(CompletableFuture<SearchModel> index) {
        if (index.getNow(null) instanceof IndexSearchModel m) {
            try {
                m.suggestionsReady().get(10, java.util.concurrent.TimeUnit.SECONDS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            } catch (java.util.concurrent.ExecutionException | java.util.concurrent.TimeoutException e) {
                // the figure is taken all the same
            }
        }
        System.out.println(StartTimes.residentAfterGc());
    }

    /** Shows an unexpected error as a readable dialog; the details go to standard error and a log file. */
    static void showUnexpected(Throwable e, Messages messages) {
        StringWriter trace = new StringWriter();
        e.printStackTrace(new PrintWriter(trace));
        System.err.println(trace);
        Path log = ContentLocation.userHome().resolve("error.log");
        try {
            Files.createDirectories(log.getParent());
            Files.writeString(log, Instant.now() + " " + trace, StandardOpenOption.CREATE, StandardOpenOption.APPEND);
        } catch (IOException | RuntimeException ignored) {
            // the dialog still tells the user
        }
        if (GraphicsEnvironment.isHeadless()) {
            return;
        }
        String what = e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage();
        Runnable dialog = () -> {
            if (!DIALOG_OPEN.compareAndSet(false, true)) {
                return; // one dialog at a time; the rest is in the log
            }
            try {
                JOptionPane.showMessageDialog(null, messages.get("error.unexpected", what, log), "Runbook",
                        JOptionPane.ERROR_MESSAGE);
            } finally {
                DIALOG_OPEN.set(false);
            }
        };
        if (SwingUtilities.isEventDispatchThread()) {
            dialog.run();
        } else {
            SwingUtilities.invokeLater(dialog);
        }
    }
}
