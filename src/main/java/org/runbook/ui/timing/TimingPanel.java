package org.runbook.ui.timing;

import java.awt.BorderLayout;
import java.nio.file.Path;
import java.util.Locale;
import java.util.Objects;
import java.util.function.Consumer;

import javax.swing.JCheckBox;
import javax.swing.JComboBox;
import javax.swing.JPanel;
import javax.swing.JSplitPane;
import javax.swing.JTabbedPane;

import org.runbook.engine.game.Lang;
import org.runbook.engine.game.GameRegistry;

/**
 * The Timing tab: choose a game and an edition, then the rulebook's example run, a built-in scenario, a scenario
 * file or a board set up by hand; step through it on the edition's chart, decide with buttons that offer only the
 * legal options, go back, restart, read each step's rule; compare with another edition side by side.
 *
 * <p>Public API for the main window: the two constructors, {@link #setOpenEntry}, {@link #setLanguage},
 * {@link #openScenario}, {@link #openRulebookExample} and {@link #setCompare}. Engine work (loading, stepping,
 * exploring) runs on background threads.
 */
public final class TimingPanel extends JPanel {
    private static final long serialVersionUID = 1L;
    /** The rulebook's example run, relative to the content folder. */
    public static final String RULEBOOK_EXAMPLE = Examples.RULEBOOK;

    private final TimingBar bar = new TimingBar();
    private final EditionBoxes boxes = bar.boxes;
    private final JComboBox<String> game = bar.game;
    private final JComboBox<String> edition = bar.edition;
    private final ScenarioBox scenarios = bar.scenarios;
    private final JCheckBox compare = bar.compare;
    private final JComboBox<String> compareEdition = bar.compareEdition;
    private final JTabbedPane tabs = new JTabbedPane();
    /** The start page, one session or two compared, and beside them the reading pane. */
    private final StepperArea area;
    private final SessionView primary;
    private final SessionView secondary;
    private final CompareMode compareMode;
    private final BoardEditors boards = new BoardEditors();
    private final StartPage startPage = new StartPage(this::openExample);
    private transient Consumer<String> openEntry;
    /** The content folder, the card catalog and the FAQ rulings' scenarios, read off the event thread. */
    private final transient StepperContent content = new StepperContent();
    private final transient Examples examples = new Examples(content, f -> openScenario(f, true),
            () -> primary().controller());
    /** Set in the constructor once the area exists (the listeners above it call it later). */
    private transient Sources sources;
    private final TabLanguage language;

    /**
     * A Timing tab on the content of {@code contentDir}.
     *
     * @param contentDir the content folder (with {@code scenarios/} and {@code engine/})
     * @param openEntry  opens a corpus entry id (e.g. {@code step:anr-2017/run-2.3}) in the reading pane
     */
    public TimingPanel(Path contentDir, Consumer<String> openEntry) {
        this(openEntry);
        loadContext(() -> contentDir);
    }

    /** A Timing tab that finds the content itself (on a background thread); see {@link #setOpenEntry}. */
    public TimingPanel() {
        this(id -> { });
        loadContext(StepperContent.located());
    }

    private TimingPanel(Consumer<String> openEntry) {
        super(new BorderLayout());
        setName("timingPanel");
        this.openEntry = Objects.requireNonNull(openEntry);
        primary = new SessionView("primary", this::read);
        secondary = new SessionView("secondary", this::read);
        compareMode = new CompareMode(primary, secondary);
        language = new TabLanguage(primary, secondary);
        primary.setOnUpdate(() -> {
            afterUpdate();
            compareMode.primaryMoved();
        });
        secondary.setOnUpdate(this::afterUpdate);

        game.addActionListener(e -> {
            boxes.fillEditions();
            fillCompareEditions();
            StepperContent.Context c = content.now();
            if (c != null) {
                sources.list(c.contentDir(), game());
            }
            if (!boxes.updating()) {
                gameChanged();
            }
        });
        boxes.fillEditions();
        edition.addActionListener(e -> {
            Snapshot p = primary.snapshot();
            if (!boxes.updating() && sources.now() != null && p != null && edition.getSelectedItem() != null
                    && EditionBoxes.gameOf((String) edition.getSelectedItem()).equals(p.game())) {
                sources.reload();
            }
            fillCompareEditions();
        });
        bar.rulebook.addActionListener(e -> openExample());
        bar.openScenario.addActionListener(e -> {
            Path p = (Path) scenarios.getSelectedItem();
            if (p != null) {
                openScenario(p, true);
            }
        });
        bar.openFile.addActionListener(e -> sources.choose(this, game()));
        JPanel north = new JPanel(new BorderLayout());
        north.add(bar, BorderLayout.NORTH);

        area = new StepperArea(startPage, primary, compareMode.view(), this.openEntry);
        sources = new Sources(bar, tabs, area, primary, compareMode, content);
        compareMode.attach(bar, area, sources::loadSecondary, this::afterUpdate);
        primary.installKeys();
        primary.setOnExplored(x -> ExploreDialog.show(this, x, primary));
        tabs.setName("timingTabs");
        tabs.addTab(Texts.get("tab.stepper"), area.view());
        tabs.addTab(Texts.get("tab.board"), boards);
        boards.setOnPlay(sources::playBoard);
        add(north, BorderLayout.NORTH);
        add(tabs, BorderLayout.CENTER);
        bar.setControlsEnabled(false);
    }

    // ---- public API -------------------------------------------------------------------------------------------

    /** Where "read this step" goes: a corpus entry id such as {@code step:anr-2017/run-2.3}. */
    public void setOpenEntry(Consumer<String> openEntry) {
        this.openEntry = Objects.requireNonNull(openEntry);
        area.setElsewhere(this.openEntry);
    }

    /** The language of step labels, options, events and card names ({@code fr}, {@code en} or {@code de}). */
    public void setLanguage(String code) {
        language.reading(code);
    }

    /**
     * The interface language of the tab's own words (buttons, labels, window names of A:NR): {@code en}, {@code fr}
     * or {@code de} (TimingStrings_xx.properties), as the main window's interface language.
     */
    public void setInterfaceLanguage(String tag) {
        language.interfaceLanguage(tag, () -> {
            startPage.relabel(game());
            gameLabels();
            Texts.relabel(this);
            tabs.setTitleAt(0, Texts.get("tab.stepper"));
            tabs.setTitleAt(1, Texts.get("tab.board"));
            bar.relabelMessage();
            game.repaint();
            boards.relabel();
        });
        revalidate();
        repaint();
    }

    /** The language of step labels, options and the timeline. */
    public void setLanguage(org.runbook.engine.game.Lang corpusLang) {
        setLanguage(corpusLang.code());
    }

    /** Plays a scenario file step by step under its own edition (errors are shown as {@code file:line: reason}). */
    public void openScenario(Path file) {
        openScenario(file, true);
    }

    /** The rulebook's example run, from its start, step by step. */
    public void openRulebookExample() {
        examples.rulebook();
    }

    /** The chosen game's own example, from its start, step by step. */
    public void openExample() {
        examples.example(game() == null ? GameRegistry.first().id() : game());
    }

    /** True when a scenario plays the ruling of corpus entry {@code entryId} (known once the content is read). */
    public boolean playsRuling(String entryId) {
        return examples.playsRuling(entryId);
    }

    /** Opens the scenario of a ruling at the moment of the ruling: its scripted decisions played. */
    public void playRuling(String entryId) {
        examples.ruling(entryId);
    }

    /** A game's own example, its script played until the session reaches step {@code stepKey}. */
    public void openExampleAt(String game, String stepKey) {
        examples.exampleAt(game, stepKey);
    }

    /**
     * A reading pane for the stepper: "Read step", a double-click on the chart or the timeline and a click on a
     * card open their entry in it, beside the stepper, instead of leaving the tab.
     *
     * @param pane the reading pane (shown on the right once something is opened)
     * @param open opens an entry id in it
     */
    public void setReader(javax.swing.JComponent pane, Consumer<String> open) {
        area.setReader(pane, open);
    }

    private void read(String id) {
        area.read(id);
    }

    /** True while the reading pane beside the stepper is shown. */
    boolean readerShown() {
        return area.readerShown();
    }

    /** The panes a user resizes, by name, for the main window to remember their dividers. */
    public java.util.Map<String, JSplitPane> splits() {
        return primary.splits();
    }

    /**
     * The rulebook's example run, its script played up to step {@code stepKey} while the run is at the ice
     * {@code iceRef} (e.g. {@code run-3.1}, {@code wall-of-thorns}: the encounter of the Wall of Thorns).
     */
    public void openRulebookExampleAt(String stepKey, String iceRef) {
        examples.rulebookAt(stepKey, iceRef);
    }

    /** The key of the step the session shown is at, or null. */
    public String currentStep() {
        Snapshot s = primary.snapshot();
        return s == null ? null : s.point().key();
    }

    /** True while the content loads or an engine move is under way. */
    public boolean isBusy() {
        return busy();
    }

    /** The board setup of {@code gameId} ({@code anr}, {@code nr96}, {@code vr}): that game chosen, its editor shown. */
    public void showBoardSetup(String gameId) {
        game.setSelectedItem(gameId);
        tabs.setSelectedIndex(1);
    }

    /** Shows the same scenario under another edition side by side, differences marked. */
    public void setCompare(boolean on) {
        compareMode.toggle(on);
    }

    // ---- package-private hooks for tests ----------------------------------------------------------------------

    SessionView primary() {
        return primary;
    }

    SessionView secondary() {
        return secondary;
    }

    ComparePane comparePane() {
        return compareMode.pane();
    }

    BoardEditor boardEditor() {
        return boards.anr();
    }

    BoardEditors boards() {
        return boards;
    }

    JTabbedPane tabs() {
        return tabs;
    }

    JComboBox<Path> scenarioBox() {
        return scenarios;
    }

    /** True when the chosen game has another edition to compare with. */
    boolean isCompareAvailable() {
        return compare.isVisible() && compareEdition.getItemCount() > 0;
    }

    /** True while content or an engine move is under way. */
    boolean busy() {
        return !content.done() || primary.busy() || (compare.isSelected() && secondary.busy());
    }

    // ---- internals ---------------------------------------------------------------------------------------------

    /** The game chosen in the box. */
    String game() {
        return boxes.game();
    }

    /** The example button and its tip name the chosen game's own example. */
    private void gameLabels() {
        String g = game() == null ? "anr" : game();
        boards.show(g);
        bar.gameLabels(g);
        startPage.relabel(g);
    }

    /**
     * The game box changed: the session of another game is put away (remembered), and the chosen game's own last
     * session is opened again, else its start page is shown.
     */
    private void gameChanged() {
        gameLabels();
        Snapshot p = primary.snapshot();
        String g = game();
        if (g == null || (p != null && g.equals(p.game()))) {
            return;
        }
        if (compare.isSelected()) {
            setCompare(false);
        }
        primary.clear();
        Path again = sources.putAwayFor(g);
        if (again != null) {
            openScenario(again, true);
        } else {
            showStart();
        }
    }

    private void showStart() {
        area.showStart(game());
        bar.say(" ");
    }

    /** True while the start page is shown in place of a session. */
    boolean startShown() {
        return area.startShown();
    }

    private void fillCompareEditions() {
        compareMode.fillEditions();
    }

    private void loadContext(java.util.function.Supplier<Path> where) {
        content.load(where, (c, error) -> {
            if (error != null) {
                bar.sayError(Texts.get("no.content", error.getMessage()));
                return;
            }
            sources.list(c.contentDir(), game());
            boards.setContent(c);
            bar.say(" ");
            bar.setControlsEnabled(true);
        });
    }

    private void openScenario(Path file, boolean ownEdition) {
        sources.open(file, ownEdition);
    }

    /** After either side moved: the edition box follows the primary; differences are marked when comparing. */
    private void afterUpdate() {
        Snapshot p = primary.snapshot();
        if (p != null) {
            sources.played(p.game());
        }
        if (p != null && !p.edition().equals(edition.getSelectedItem())) {
            boxes.follow(p.game(), p.edition());
            gameLabels();
            fillCompareEditions();
            if (compare.isSelected() && p.edition().equals(secondaryEdition())) {
                sources.loadSecondary();
            }
        }
        compareMode.mark(language.lang());
    }

    private String secondaryEdition() {
        Snapshot s = secondary.snapshot();
        return s == null ? null : s.edition();
    }
}
