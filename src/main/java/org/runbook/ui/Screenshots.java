package org.runbook.ui;

import org.runbook.corpus.Corpus;
import org.runbook.corpus.Entry;
import org.runbook.corpus.Kind;

import javax.imageio.ImageIO;
import javax.swing.JComponent;
import javax.swing.SwingUtilities;
import javax.swing.Timer;
import java.awt.Graphics2D;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.Comparator;
import java.util.Deque;
import java.util.HashMap;
import java.util.Map;

/**
 * {@code --screenshot DIR}: waits for the index, paints the start page, runs a search, opens a reprinted card with a
 * two-card answer, the glossary, opens the Timing tab on the rulebook's
 * example run at the encounter of the Wall of Thorns, and paints the search, card and stepper views in light and
 * dark to PNG files (component painting, so no screen capture is needed), then exits.
 */
final class Screenshots {

    static final String QUERY = "jack out first ice";
    /** Femme Fatale in the Revised Core Set: its rulings name the Core Set printing. */
    static final String REPRINT = "20029";

    private final MainWindow window;
    private final Path dir;
    private final Deque<Runnable> steps = new ArrayDeque<>();
    /** Stopped once the search answered: the stepper pictures that follow take longer than this. */
    private final Timer timeout = new Timer(120_000, e -> fail("no search result within 120 s"));

    Screenshots(MainWindow window, Path dir) {
        this.window = window;
        this.dir = dir;
    }

    void start() {
        window.setSize(1200, 780);
        window.setOnModel(() -> later(() -> {
            save("start-light");
            Theme.switchTo(true);
            later(() -> {
                save("start-dark");
                Theme.switchTo(false);
                later(this::search);
            });
        }));
        timeout.setRepeats(false);
        timeout.start();
    }

    private void search() {
        {
            window.searchPanel().setOnResults(() -> {
                window.searchPanel().setOnResults(() -> { });
                window.searchPanel().results().setSelectedIndex(0);
                window.searchPanel().field().setCaretPosition(window.searchPanel().field().getText().length());
                later(this::plan);
            });
            window.searchPanel().field().setText(QUERY);
        }
    }

    private void plan() {
        timeout.stop();
        String language = System.getProperty(LANGUAGE);
        if (language != null) {
            // in another interface and reading language, to look them over (not for docs/)
            steps.add(() -> {
                window.setInterfaceLanguage(language);
                window.setContentLanguage(org.runbook.engine.game.Lang.parse(language).orElseThrow());
            });
            // the search, a card and the glossary in that language too, light and dark
            steps.add(() -> ask(QUERIES.getOrDefault(language, QUERY)));
            steps.add(() -> save("search-" + language + "-light"));
            steps.add(() -> Theme.switchTo(true));
            steps.add(() -> save("search-" + language + "-dark"));
            steps.add(() -> {
                window.tabs().setSelectedComponent(window.cardView());
                window.cardView().showCard(REPRINT);
            });
            steps.add(() -> save("card-" + language + "-dark"));
            steps.add(() -> {
                Theme.switchTo(false);
                window.tabs().setSelectedComponent(window.glossary());
                window.glossary().jumpTo('J');
            });
            steps.add(() -> save("glossary-" + language + "-light"));
            // a Netrunner 1996 term, which has names in every language but text in French and English only
            steps.add(() -> {
                window.setSize(1400, 900);
                window.glossary().setGame("nr96");
                window.glossary().jumpTo('D');
            });
            steps.add(() -> save("glossary-" + language + "-nr96-1400-light"));
            steps.add(() -> window.glossary().setGame(null));
            steps.add(() -> window.tabs().setSelectedComponent(window.timing()));
            timing();
            // the two editions compared, at the encounter of the Wall of Thorns
            steps.add(() -> {
                window.setSize(1400, 900);
                window.timing().openRulebookExampleAt("run-3.1", "wall-of-thorns");
            });
            steps.add(() -> awaitStep = "run-3.1");
            steps.add(() -> window.timing().setCompare(true));
            steps.add(() -> awaitStep = "run-3.1");
            steps.add(() -> save("timing-compare-1400"));
            steps.add(() -> window.setSize(1024, 700));
            steps.add(() -> save("timing-compare-resized-1024"));
            steps.add(() -> window.timing().setCompare(false));
            steps.add(() -> Theme.switchTo(true));
            steps.add(() -> window.timing().setCompare(true));
            steps.add(() -> awaitStep = "run-3.1");
            steps.add(() -> save("timing-compare-1024-dark"));
            steps.add(() -> {
                Theme.switchTo(false);
                window.timing().setCompare(false);
            });
            // each game's board setup, at the smaller size
            for (String game : new String[] {"anr", "nr96", "vr"}) {
                steps.add(() -> {
                    window.setSize(1024, 700);
                    window.timing().showBoardSetup(game);
                });
                steps.add(() -> save("timing-board-" + game + "-1024"));
            }
            // the A:NR board editor dark too (its ice table's subtypes written as the glossary writes them)
            steps.add(() -> {
                Theme.switchTo(true);
                window.timing().showBoardSetup("anr");
            });
            steps.add(() -> save("timing-board-anr-1024-dark"));
            steps.add(() -> Theme.switchTo(false));
            steps.add(() -> {
                System.out.println("screenshots: saved in " + dir.toAbsolutePath());
                window.dispose();
                org.runbook.Relaunch.exit(0);
            });
            next();
            return;
        }
        Corpus corpus = window.corpus().orElseThrow();
        // a reprint (its page lists its printings and the rulings of every printing) with a two-card answer
        String card = corpus.card(REPRINT).isPresent() ? REPRINT : busiestCard(corpus);
        steps.add(() -> save("search-light"));
        steps.add(() -> {
            window.tabs().setSelectedComponent(window.cardView());
            window.cardView().showCard(card);
            partner(corpus, card).ifPresent(window.cardView()::setWith);
        });
        steps.add(() -> {
            window.tabs().setSelectedComponent(window.glossary());
            window.glossary().jumpTo('J');
        });
        steps.add(() -> save("glossary-light"));
        steps.add(() -> window.tabs().setSelectedComponent(window.cardView()));
        steps.add(() -> save("card-light"));
        steps.add(() -> Theme.switchTo(true));
        steps.add(() -> save("card-dark"));
        steps.add(() -> window.tabs().setSelectedComponent(window.searchPanel()));
        steps.add(() -> save("search-dark"));
        // the Timing tab: the rulebook's example run at the encounter of the Wall of Thorns
        steps.add(() -> {
            window.tabs().setSelectedComponent(window.timing());
            window.timing().openRulebookExampleAt("run-3.1", "wall-of-thorns");
        });
        steps.add(() -> awaitStep = "run-3.1");
        steps.add(() -> save("stepper-dark"));
        steps.add(() -> Theme.switchTo(false));
        steps.add(() -> save("stepper-light"));
        timing();
        steps.add(() -> {
            System.out.println("screenshots: saved in " + dir.toAbsolutePath());
            window.dispose();
            org.runbook.Relaunch.exit(0);
        });
        next();
    }

    /**
     * The Timing tab of each game at two window sizes, light and dark: timing-GAME-WIDTH-THEME.png. A:NR: the
     * rulebook run at the encounter of the Wall of Thorns; VR: a turn on the map after the Director is placed;
     * 1996: a run at the encounter of its first rezzed ice.
     */
    private void timing() {
        int[][] sizes = {{1400, 900}, {1024, 700}};
        for (int[] size : sizes) {
            for (boolean dark : new boolean[] {false, true}) {
                String suffix = "-" + size[0] + (dark ? "-dark" : "-light");
                steps.add(() -> {
                    window.setSize(size[0], size[1]);
                    Theme.switchTo(dark);
                });
                steps.add(() -> window.timing().openRulebookExampleAt("run-3.1", "wall-of-thorns"));
                steps.add(() -> awaitStep = "run-3.1");
                steps.add(() -> save("timing-anr" + suffix));
                steps.add(() -> window.timing().openExampleAt("vr", "turn-3"));
                steps.add(() -> awaitStep = "turn-3");
                steps.add(() -> save("timing-vr" + suffix));
                steps.add(() -> window.timing().openExampleAt("nr96", "run-3.1"));
                steps.add(() -> awaitStep = "run-3.1");
                steps.add(() -> save("timing-nr96" + suffix));
            }
        }
        steps.add(() -> Theme.switchTo(false));
    }

    /**
     * A system property: pictures to look over in this interface language ({@code en}, {@code fr}, {@code de}),
     * not for {@code docs/}: the search, a card, the glossary and the Timing tab.
     */
    static final String LANGUAGE = "runbook.screenshot.lang";

    /** The question asked for the pictures of the search tab in another interface language. */
    static final Map<String, String> QUERIES = Map.of("en", "can I jack out before the first ice",
            "fr", "débrancher avant la première glace", "de", "ausstöpseln vor dem ersten Ice");

    /** While set, the plan waits until the Timing tab is idle at this step (60 s at most). */
    private String awaitStep;
    private long awaitSince;
    /** While true, the plan waits for the search asked by {@link #ask} to answer (60 s at most). */
    private boolean awaitResults;

    /** Types {@code query} into the search tab and has the plan wait for its answer, the first hit selected. */
    private void ask(String query) {
        window.tabs().setSelectedComponent(window.searchPanel());
        awaitResults = true;
        window.searchPanel().setOnResults(() -> {
            window.searchPanel().setOnResults(() -> { });
            window.searchPanel().results().setSelectedIndex(0);
            awaitResults = false;
        });
        window.searchPanel().field().setText(query);
    }

    private void next() {
        if (awaitResults) {
            awaitSince = awaitSince == 0 ? System.currentTimeMillis() : awaitSince;
            if (System.currentTimeMillis() - awaitSince < 60_000) {
                later(this::next);
                return;
            }
            fail("no search result within 60 s");
            return;
        }
        if (awaitStep != null) {
            awaitSince = awaitSince == 0 ? System.currentTimeMillis() : awaitSince;
            boolean there = !window.timing().isBusy() && awaitStep.equals(window.timing().currentStep());
            if (!there && System.currentTimeMillis() - awaitSince < 60_000) {
                later(this::next);
                return;
            }
            if (!there) {
                fail("the Timing tab did not reach " + awaitStep + " within 60 s");
                return;
            }
            awaitStep = null;
        }
        awaitSince = 0; // each wait has its own 60 s
        Runnable step = steps.poll();
        if (step != null) {
            step.run();
            later(this::next);
        }
    }

    /** Runs after the event queue has settled (layout and repaint of the previous step). */
    private static void later(Runnable r) {
        Timer t = new Timer(400, e -> r.run());
        t.setRepeats(false);
        t.start();
    }

    private void save(String name) {
        JComponent root = window.getRootPane();
        invalidateAll(root);
        root.validate();
        BufferedImage image = new BufferedImage(root.getWidth(), root.getHeight(), BufferedImage.TYPE_INT_RGB);
        Graphics2D g = image.createGraphics();
        root.paint(g);
        g.dispose();
        try {
            Files.createDirectories(dir);
            ImageIO.write(image, "png", dir.resolve(name + ".png").toFile());
        } catch (IOException e) {
            fail("cannot write " + name + ".png: " + e.getMessage());
        }
    }

    private static void invalidateAll(java.awt.Container c) {
        c.invalidate();
        for (java.awt.Component child : c.getComponents()) {
            if (child instanceof java.awt.Container inner) {
                invalidateAll(inner);
            }
        }
    }

    /** The card named by the most clarifications and FAQ answers: the richest card page. */
    static String busiestCard(Corpus corpus) {
        return corpus.entries().stream().filter(e -> e.kind() == Kind.CARD)
                .map(e -> e.id().substring("card:".length()))
                .max(Comparator.comparingInt((String code) -> corpus.naming(code).size()))
                .orElse("01090");
    }

    /** The card most often named together with {@code code}. */
    static java.util.Optional<String> partner(Corpus corpus, String code) {
        Map<String, Integer> counts = new HashMap<>();
        org.runbook.corpus.CardPrintings printings = new org.runbook.corpus.CardPrintings(corpus);
        for (Entry e : printings.rulings(code)) {
            e.cards().stream().filter(c -> !printings.sameCard(code, c)).forEach(c -> counts.merge(c, 1, Integer::sum));
        }
        return counts.entrySet().stream().max(Map.Entry.comparingByValue()).map(Map.Entry::getKey);
    }

    private void fail(String message) {
        System.err.println("screenshots: " + message);
        SwingUtilities.invokeLater(() -> org.runbook.Relaunch.exit(1));
    }
}
