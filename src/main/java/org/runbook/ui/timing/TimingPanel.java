package org.runbook.ui.timing;

import java.awt.BorderLayout;
import java.awt.CardLayout;
import java.awt.Component;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.Set;
import java.util.function.Consumer;

import javax.swing.JButton;
import javax.swing.JCheckBox;
import javax.swing.JComboBox;
import javax.swing.JFileChooser;
import javax.swing.JLabel;
import javax.swing.JPanel;
import javax.swing.JSplitPane;
import javax.swing.JTabbedPane;
import javax.swing.SwingUtilities;
import javax.swing.filechooser.FileNameExtensionFilter;

import net.miginfocom.swing.MigLayout;
import org.runbook.engine.game.Lang;
import org.runbook.engine.game.GameRegistry;
import org.runbook.engine.game.GameSession;
import org.runbook.engine.game.anr.AnrGameSession;

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
    public static final String RULEBOOK_EXAMPLE = "scenarios/anr/01-rulebook-example-run.yaml";

    private final EditionBoxes boxes = new EditionBoxes();
    private final JComboBox<String> game = boxes.game;
    private final JComboBox<String> edition = boxes.edition;
    private final JButton rulebook = Texts.button("rulebook");
    private final ScenarioBox scenarios = new ScenarioBox();
    private final JButton openScenario = Texts.button("scenario.open");
    private final JButton openFile = Texts.button("scenario.file");
    private final JCheckBox compare = Texts.text(new JCheckBox(Texts.get("compare")), "compare");
    private final JComboBox<String> compareEdition = boxes.compareEdition;
    private final JButton scriptBoth = Texts.button("nav.scriptBoth");
    private final JLabel message = Texts.label("loading.content");
    private final JTabbedPane tabs = new JTabbedPane();
    private final JPanel stepper = new JPanel(new CardLayout());
    /** The stepper, and beside it the reading pane where "Read step" and a click on a card open their entry. */
    private final JSplitPane withReader = new JSplitPane(JSplitPane.HORIZONTAL_SPLIT);
    private StepReader reader;
    private final SessionView primary;
    private final SessionView secondary;
    private final CompareMode compareMode;
    private final BoardEditors boards = new BoardEditors();
    private final StartPage startPage = new StartPage(this::openExample);
    private final JLabel scenarioHint = Texts.label("scenario.hint");
    /** The scenario last played in each game: coming back to a game opens it again. */
    private final java.util.Map<String, Path> lastSource = new java.util.HashMap<>();
    private boolean interfaceLanguageSet;
    private transient Consumer<String> openEntry;
    /** The content folder, the card catalog and the FAQ rulings' scenarios, read off the event thread. */
    private final transient StepperContent content = new StepperContent();
    private transient Path source;
    private Lang lang = Lang.EN;
    /** The key of the message shown, while it is one of the tab's own texts. */
    private String messageKey = "loading.content";

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
                listScenarios(c.contentDir());
            }
            if (!boxes.updating()) {
                gameChanged();
            }
        });
        boxes.fillEditions();
        edition.addActionListener(e -> {
            Snapshot p = primary.snapshot();
            if (!boxes.updating() && source != null && p != null && edition.getSelectedItem() != null
                    && EditionBoxes.gameOf((String) edition.getSelectedItem()).equals(p.game())) {
                reload();
            }
            fillCompareEditions();
        });
        rulebook.setName("rulebookRun");
        Texts.tip(rulebook, "rulebook.tip");
        rulebook.addActionListener(e -> openExample());
        openScenario.setName("openScenario");
        openScenario.addActionListener(e -> {
            Path p = (Path) scenarios.getSelectedItem();
            if (p != null) {
                openScenario(p, true);
            }
        });
        openFile.setName("openFile");
        Texts.tip(openFile, "scenario.file.tip");
        openFile.addActionListener(e -> chooseFile());
        compare.setName("compare");
        Texts.tip(compare, "compare.tip");
        compare.addActionListener(e -> setCompare(compare.isSelected()));
        fillCompareEditions();
        compareEdition.addActionListener(e -> {
            if (compare.isSelected() && !boxes.updating()) {
                loadSecondary();
            }
        });
        scriptBoth.setName("scriptBoth");
        scriptBoth.setVisible(false);
        // the right side follows the left: playing the left's script plays both
        scriptBoth.addActionListener(e -> primary.controller().playScript());
        message.setName("timingMessage");
        // the full message on hover when the bar is too narrow for it
        message.addPropertyChangeListener("text", e -> message.setToolTipText(message.getText()));
        message.putClientProperty("FlatLaf.styleClass", "muted");

        JPanel bar = new JPanel(new MigLayout("insets 6 8 2 8, gap 6, hidemode 3, nogrid, fillx", "", "[]2[]"));
        bar.add(Texts.label("game"));
        bar.add(game);
        bar.add(Texts.label("edition"));
        bar.add(edition, "gapright 12");
        bar.add(rulebook, "gapright 12");
        bar.add(compare);
        bar.add(compareEdition);
        bar.add(scriptBoth);
        bar.add(Texts.label("scenario"), "newline");
        bar.add(scenarios, "wmin 120, wmax 320");
        bar.add(openScenario);
        bar.add(openFile, "gapright 12");
        scenarioHint.putClientProperty("FlatLaf.styleClass", "muted");
        scenarioHint.setName("scenarioHint");
        bar.add(scenarioHint);
        bar.add(message, "wmin 0");
        JPanel north = new JPanel(new BorderLayout());
        north.add(bar, BorderLayout.NORTH);

        stepper.add(startPage, "start");
        stepper.add(primary, "single");
        stepper.add(compareMode.view(), "double");
        primary.installKeys();
        primary.setOnExplored(x -> ExploreDialog.show(this, x, primary));
        tabs.setName("timingTabs");
        withReader.setName("timingReaderSplit");
        withReader.setResizeWeight(1.0);
        withReader.setLeftComponent(stepper);
        withReader.setRightComponent(null);
        tabs.addTab(Texts.get("tab.stepper"), withReader);
        tabs.addTab(Texts.get("tab.board"), boards);
        boards.setOnPlay(this::playBoard);
        add(north, BorderLayout.NORTH);
        add(tabs, BorderLayout.CENTER);
        setControlsEnabled(false);
    }

    // ---- public API -------------------------------------------------------------------------------------------

    /** Where "read this step" goes: a corpus entry id such as {@code step:anr-2017/run-2.3}. */
    public void setOpenEntry(Consumer<String> openEntry) {
        this.openEntry = Objects.requireNonNull(openEntry);
    }

    /** The language of step labels, options, events and card names ({@code fr}, {@code en} or {@code de}). */
    public void setLanguage(String code) {
        if (interfaceLanguageSet) {
            return;
        }
        lang = Lang.parse(code).orElse(Lang.EN);
        primary.setLang(lang);
        secondary.setLang(lang);
    }

    /**
     * The interface language of the tab's own words (buttons, labels, window names of A:NR): {@code en}, {@code fr}
     * or {@code de} (TimingStrings_xx.properties), as the main window's interface language.
     */
    public void setInterfaceLanguage(String tag) {
        Texts.setLocale(Locale.forLanguageTag(tag == null ? "en" : tag));
        // one language on the whole tab: the engine's words (steps, options, timeline) follow the interface too
        interfaceLanguageSet = true;
        lang = Lang.parse(Texts.language()).orElse(Lang.EN);
        primary.setLang(lang);
        secondary.setLang(lang);
        startPage.relabel(game());
        gameLabels();
        Texts.relabel(this);
        tabs.setTitleAt(0, Texts.get("tab.stepper"));
        tabs.setTitleAt(1, Texts.get("tab.board"));
        if (messageKey != null) {
            message.setText(Texts.get(messageKey));
        }
        game.repaint();
        primary.relabel();
        secondary.relabel();
        boards.relabel();
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
        content.whenReady(c -> openScenario(c.contentDir().resolve(RULEBOOK_EXAMPLE), true));
    }

    /** The chosen game's own example, from its start, step by step. */
    public void openExample() {
        String g = game() == null ? GameRegistry.first().id() : game();
        content.whenReady(c -> openScenario(StepperContent.example(c, g), true));
    }

    /** True when a scenario plays the ruling of corpus entry {@code entryId} (known once the content is read). */
    public boolean playsRuling(String entryId) {
        return content.ruling(entryId) != null;
    }

    /** Opens the scenario of a ruling at the moment of the ruling: its scripted decisions played. */
    public void playRuling(String entryId) {
        Path file = content.ruling(entryId);
        if (file != null) {
            openScenario(file, true);
            primary.controller().playScript();
        }
    }

    /** A game's own example, its script played until the session reaches step {@code stepKey}. */
    public void openExampleAt(String game, String stepKey) {
        content.whenReady(c -> {
            openScenario(StepperContent.example(c, game), true);
            primary.controller().playScriptUntil(s -> stepKey.equals(s.current().key()));
        });
    }

    /**
     * A reading pane for the stepper: "Read step", a double-click on the chart or the timeline and a click on a
     * card open their entry in it, beside the stepper, instead of leaving the tab.
     *
     * @param pane the reading pane (shown on the right once something is opened)
     * @param open opens an entry id in it
     */
    public void setReader(javax.swing.JComponent pane, Consumer<String> open) {
        reader = new StepReader(withReader, pane, open);
    }

    /** Opens an entry: in the reading pane beside the stepper when there is one, else where the main window says. */
    private void read(String id) {
        if (reader == null) {
            openEntry.accept(id);
        } else {
            reader.open(id);
        }
    }

    /** True while the reading pane beside the stepper is shown. */
    boolean readerShown() {
        return reader != null && reader.isShowing();
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
        content.whenReady(c -> {
            openScenario(c.contentDir().resolve(RULEBOOK_EXAMPLE), true);
            primary.controller().playScriptUntil(s -> s instanceof AnrGameSession a && stepKey.equals(a.current().key())
                    && iceRef.equals(a.currentIce()));
        });
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

    /** Shows the same scenario under another edition side by side, differences marked. */
    public void setCompare(boolean on) {
        if (on && compareEdition.getItemCount() == 0) {
            on = false;
        }
        compare.setSelected(on);
        scriptBoth.setVisible(on);
        CardLayout cards = (CardLayout) stepper.getLayout();
        compareMode.set(on, stepper.getWidth());
        if (on) {
            cards.show(stepper, "double");
            loadSecondary();
        } else {
            stepper.add(primary, "single");
            cards.show(stepper, "single");
            afterUpdate();
        }
        stepper.revalidate();
        stepper.repaint();
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
        Texts.text(rulebook, "anr".equals(g) ? "rulebook" : "rulebook." + g);
        Texts.tip(rulebook, "anr".equals(g) ? "rulebook.tip" : "rulebook.tip." + g);
        rulebook.setText(Texts.get("anr".equals(g) ? "rulebook" : "rulebook." + g));
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
        source = null;
        Path again = lastSource.get(g);
        if (again != null) {
            openScenario(again, true);
        } else {
            showStart();
        }
    }

    private void showStart() {
        startPage.relabel(game());
        ((CardLayout) stepper.getLayout()).show(stepper, "start");
        message.setText(" ");
        messageKey = null;
    }

    /** True while the start page is shown in place of a session. */
    boolean startShown() {
        return startPage.isShowing();
    }

    /** The other editions of the game; comparing needs one (Android: Netrunner only). */
    private void fillCompareEditions() {
        boolean two = boxes.fillCompareEditions();
        boxes.quietly(() -> {
            compare.setVisible(two);
            compareEdition.setVisible(two);
            if (!two && compare.isSelected()) {
                setCompare(false);
            }
        });
    }

    private void loadContext(java.util.function.Supplier<Path> where) {
        content.load(where, (c, error) -> {
            if (error != null) {
                message.setText(Texts.get("no.content", error.getMessage()));
                messageKey = null;
                message.setForeground(Palette.error());
                return;
            }
            listScenarios(c.contentDir());
            boards.setContent(c);
            message.setText(" ");
            messageKey = null;
            setControlsEnabled(true);
        });
    }

    private void listScenarios(Path contentDir) {
        try {
            scenarios.list(contentDir, game() == null ? GameRegistry.first().id() : game(), source);
        } catch (IOException e) {
            message.setText(e.getMessage());
        }
    }

    private void setControlsEnabled(boolean on) {
        for (Component c : List.of(rulebook, scenarios, openScenario, openFile, compare, compareEdition)) {
            c.setEnabled(on);
        }
    }

    private void chooseFile() {
        JFileChooser chooser = new JFileChooser();
        chooser.setName("scenarioChooser");
        chooser.setFileFilter(new FileNameExtensionFilter("YAML", "yaml", "yml"));
        StepperContent.Context c = content.now();
        if (c != null && c.contentDir().getFileSystem() == java.nio.file.FileSystems.getDefault()) {
            chooser.setCurrentDirectory(c.contentDir().resolve("scenarios").resolve(game()).toFile());
        }
        if (chooser.showOpenDialog(this) == JFileChooser.APPROVE_OPTION) {
            openScenario(chooser.getSelectedFile().toPath(), true);
        }
    }

    /** Opens a file; {@code ownEdition}: under the edition the file names (the edition box follows). */
    private void openScenario(Path file, boolean ownEdition) {
        source = file;
        tabs.setSelectedIndex(0);
        if (!compare.isSelected()) {
            stepper.add(primary, "single");
            ((CardLayout) stepper.getLayout()).show(stepper, "single");
        }
        message.setText(file.getFileName().toString());
        messageKey = null;
        scenarios.select(file);
        primary.load(content.loader(file, ownEdition ? null : (String) edition.getSelectedItem()));
        if (compare.isSelected()) {
            loadSecondary();
        }
    }

    /** Plays the current source again under the edition chosen in the box. */
    private void reload() {
        if (source != null) {
            openScenario(source, false);
        }
    }

    private void loadSecondary() {
        if (source == null) {
            return;
        }
        String other = (String) compareEdition.getSelectedItem();
        compareMode.load(content.loader(source, other));
    }

    private void playBoard(String yaml) {
        try {
            Path dir = Files.createTempDirectory("runbook-board");
            Path file = dir.resolve("board.yaml");
            Files.writeString(file, yaml, StandardCharsets.UTF_8);
            file.toFile().deleteOnExit();
            dir.toFile().deleteOnExit();
            openScenario(file, false);
        } catch (IOException e) {
            primary.showError(e.getMessage());
        }
    }

    /** After either side moved: the edition box follows the primary; differences are marked when comparing. */
    private void afterUpdate() {
        Snapshot p = primary.snapshot();
        if (p != null && source != null) {
            lastSource.put(p.game(), source);
            if (messageKey == null && source.getFileName().toString().equals(message.getText())) {
                message.setText(" ");
            }
        }
        if (p != null && !p.edition().equals(edition.getSelectedItem())) {
            boxes.follow(p.game(), p.edition());
            gameLabels();
            fillCompareEditions();
            if (compare.isSelected() && p.edition().equals(secondaryEdition())) {
                loadSecondary();
            }
        }
        compareMode.mark(lang);
    }

    private String secondaryEdition() {
        Snapshot s = secondary.snapshot();
        return s == null ? null : s.edition();
    }
}
