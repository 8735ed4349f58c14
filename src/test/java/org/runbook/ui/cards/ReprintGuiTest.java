package org.runbook.ui.cards;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.DisabledIf;
import org.runbook.ui.GuiTestSupport;
import org.runbook.ui.ReferenceFixture;

import java.nio.file.Path;

import static org.assertj.core.api.Assertions.assertThat;

/** A reprint is the same card: its page lists its printings and the rulings naming any of them; the tab fills up. */
@DisabledIf(value = "java.awt.GraphicsEnvironment#isHeadless", disabledReason = "needs a display (run under xvfb-run)")
class ReprintGuiTest extends GuiTestSupport {

    @Override
    protected void prepareContent(Path content) throws Exception {
        ReferenceFixture.add(content);
    }

    @Test
    void aReprintsPageListsItsPrintingsAndTheRulingsOfTheFirstPrinting() {
        window.tabbedPane("tabs").selectTab(1);
        waitFor("cards listed", () -> frame.cardView().reader().rules() != null);

        edt(() -> {
            frame.cardView().showCard("20090");
            return null;
        });

        CardView view = frame.cardView();
        waitFor("reprint shown", () -> view.reader().shown().map(e -> e.id().equals("card:20090")).orElse(false));
        String text = shownText(view.reader());
        assertThat(text).contains("Printings (2):").contains("(01090)").contains("Revised Core Set #90 (20090)")
                .contains("Tollbooth and Datasucker")
                .contains("The payment asked by Tollbooth happens before the Runner can use Datasucker")
                .doesNotContain("No ruling names this card");
        // one row in the list for both printings
        window.textBox("cardFilter").enterText("tollb");
        waitFor("one card listed", () -> window.list("cardList").target().getModel().getSize() == 1);
    }

    @Test
    void theCardsTabFillsTheWindowEvenWhenTheCardPageIsShort() {
        window.tabbedPane("tabs").selectTab(1);
        waitFor("cards listed", () -> window.list("cardList").target().getModel().getSize() > 0);
        window.list("cardList").clickItem(0);
        robot.waitForIdle();

        CardView view = frame.cardView();
        int tab = edt(() -> frame.tabs().getSelectedComponent().getHeight());
        int split = edt(() -> view.split().getHeight());
        int reader = edt(() -> view.reader().getHeight());
        assertThat(split).as("split height in a %d px tab", tab).isGreaterThan(tab * 9 / 10);
        assertThat(reader).isGreaterThan(tab * 8 / 10);
    }
}
