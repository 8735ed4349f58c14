package org.runbook.ui.cards;

import org.runbook.ui.NeedsDisplay;
import org.junit.jupiter.api.Test;
import org.runbook.ui.GuiTestSupport;

import java.util.regex.Pattern;

import static org.assertj.core.api.Assertions.assertThat;

/** The card tab: find a card, read its facts, names and clarifications, and the rulings it shares with another. */
@NeedsDisplay
class CardViewGuiTest extends GuiTestSupport {

    @Test
    void openingACardShowsItsFactsItsOtherNamesAndTheClarificationsThatNameIt() {
        window.tabbedPane("tabs").selectTab(1);
        window.textBox("cardFilter").enterText("mautst");
        waitFor("one card listed", () -> window.list("cardList").target().getModel().getSize() == 1);

        window.list("cardList").clickItem(0);

        CardView view = frame.cardView();
        waitFor("card shown", () -> view.reader().shown().isPresent());
        String text = shownText(view.reader());
        assertThat(text).contains("Tollbooth").contains("Ice").contains("Mautstelle").contains("Péage");
        assertThat(text).contains("Tollbooth and Datasucker")
                .contains("The payment asked by Tollbooth happens before the Runner can use Datasucker");
    }

    @Test
    void withAnotherCardListsTheRulingsNamingBoth() {
        window.tabbedPane("tabs").selectTab(1);
        window.list("cardList").clickItem(Pattern.compile(".*Tollbooth.*"));

        window.textBox("withCard").enterText("datas");
        waitFor("choices shown", () -> view().withChoices().getModel().getSize() > 0);
        window.textBox("withCard").pressAndReleaseKeys(java.awt.event.KeyEvent.VK_ENTER);

        CardView view = frame.cardView();
        waitFor("pair shown", () -> shownText(view.reader()).contains("Tollbooth and Datasucker"));
        String text = shownText(view.reader());
        // the two-card answer comes first, once: before the card's facts, and not repeated below
        assertThat(text.indexOf("names both Tollbooth and Datasucker")).isLessThan(text.indexOf("Type"));
        assertThat(text.indexOf("The payment asked by Tollbooth happens before"))
                .isEqualTo(text.lastIndexOf("The payment asked by Tollbooth happens before"));
    }

    private CardView view() {
        return frame.cardView();
    }

    @Test
    void aCardLinkInTheSearchReaderShowsTheCardPage() {
        openById("clarification:anr/test-tollbooth");

        edt(() -> {
            frame.searchPanel().reader().open("card:01008");
            return null;
        });

        assertThat(shownText(frame.searchPanel().reader())).contains("Datasucker").contains("Tollbooth and Datasucker");
    }
}
