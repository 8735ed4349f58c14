package org.runbook.ui.timing;

import java.awt.CardLayout;
import java.util.function.Consumer;

import javax.swing.JComponent;
import javax.swing.JPanel;
import javax.swing.JSplitPane;

/**
 * The Stepper sub-tab: the game's start page, one session, or two editions compared, one at a time; and beside
 * them the reading pane where "Read step", a double-click on the chart or the timeline and a click on a card open
 * their entry (else they go where the main window says).
 */
final class StepperArea {
    private final JPanel cards = new JPanel(new CardLayout());
    private final JSplitPane withReader = new JSplitPane(JSplitPane.HORIZONTAL_SPLIT);
    private final SessionView primary;
    private final StartPage startPage;
    private StepReader reader;
    private Consumer<String> elsewhere;

    StepperArea(StartPage startPage, SessionView primary, JComponent compared, Consumer<String> elsewhere) {
        this.startPage = startPage;
        this.primary = primary;
        this.elsewhere = elsewhere;
        cards.add(startPage, "start");
        cards.add(primary, "single");
        cards.add(compared, "double");
        withReader.setName("timingReaderSplit");
        withReader.setResizeWeight(1.0);
        withReader.setLeftComponent(cards);
        withReader.setRightComponent(null);
    }

    /** The whole sub-tab. */
    JComponent view() {
        return withReader;
    }

    int width() {
        return cards.getWidth();
    }

    /** Where entries go while there is no reading pane. */
    void setElsewhere(Consumer<String> elsewhere) {
        this.elsewhere = elsewhere;
    }

    /** The reading pane beside the stepper ({@code open} opens an entry id in it). */
    void setReader(JComponent pane, Consumer<String> open) {
        reader = new StepReader(withReader, pane, open);
    }

    /** Opens an entry: in the reading pane beside the stepper when there is one, else where the main window says. */
    void read(String id) {
        if (reader == null) {
            elsewhere.accept(id);
        } else {
            reader.open(id);
        }
    }

    boolean readerShown() {
        return reader != null && reader.isShowing();
    }

    void showStart(String game) {
        startPage.relabel(game);
        show("start");
    }

    boolean startShown() {
        return startPage.isShowing();
    }

    /** One session (the primary comes back from the side-by-side view when it was there). */
    void showSingle() {
        cards.add(primary, "single");
        show("single");
    }

    void showDouble() {
        show("double");
    }

    private void show(String card) {
        ((CardLayout) cards.getLayout()).show(cards, card);
        cards.revalidate();
        cards.repaint();
    }
}
