package org.runbook.ui;

import org.junit.jupiter.api.Test;
import org.runbook.search.SearchHit;

import java.awt.event.KeyEvent;

import static org.assertj.core.api.Assertions.assertThat;

/** Drives the real window: type a query, see results, open one; filters; type-ahead. */
@NeedsDisplay
class SearchWindowGuiTest extends GuiTestSupport {

    @Test
    void typingAQueryListsTheRuleAndEnterOpensTheFirstResultInTheReadingPane() {
        window.textBox("searchField").enterText("jack out");
        waitFor("results listed", () -> frame.searchPanel().results().getModel().getSize() > 0);

        window.textBox("searchField").pressAndReleaseKeys(KeyEvent.VK_ENTER);

        String first = edt(() -> frame.searchPanel().results().getModel().getElementAt(0).title());
        assertThat(first).isIn("jack out", "Leaving a run early");
        waitFor("entry shown", () -> frame.searchPanel().reader().shown().isPresent());
        assertThat(shownText(frame.searchPanel().reader())).contains(first);
        assertThat(window.label("status").text()).contains("result");
    }

    @Test
    void aHitReadAsTypedOpensInTheLanguageOfTheQuestionEvenWhenTheSameEntryWasOpenInAnother() {
        window.textBox("searchField").enterText("jacking out");
        waitFor("english hits", () -> firstHit().map(h -> h.lang().equals("en")).orElse(false));
        window.textBox("searchField").pressAndReleaseKeys(KeyEvent.VK_ENTER);
        String english = edt(() -> frame.searchPanel().results().getModel().getElementAt(0).id());
        waitFor("english page", () -> shownText(frame.searchPanel().reader()).contains("Leaving a run early"));

        window.textBox("searchField").deleteText();
        window.textBox("searchField").enterText("se débrancher");
        waitFor("french hits", () -> firstHit().map(h -> h.lang().equals("fr")).orElse(false));
        window.textBox("searchField").pressAndReleaseKeys(KeyEvent.VK_ENTER);

        assertThat(firstHit().orElseThrow().id()).isEqualTo(english);
        waitFor("the same entry drawn in French", () -> shownText(frame.searchPanel().reader())
                .contains("Quitter un piratage avant la fin"));
    }

    private java.util.Optional<SearchHit> firstHit() {
        return edt(() -> frame.searchPanel().results().getModel().getSize() == 0 ? java.util.Optional.empty()
                : java.util.Optional.of(frame.searchPanel().results().getModel().getElementAt(0)));
    }

    @Test
    void arrowDownFromTheFieldMovesThroughTheResults() {
        window.textBox("searchField").enterText("run");
        waitFor("results listed", () -> frame.searchPanel().results().getModel().getSize() > 0);

        window.textBox("searchField").pressAndReleaseKeys(KeyEvent.VK_ESCAPE, KeyEvent.VK_DOWN);

        waitFor("first hit selected", () -> frame.searchPanel().results().getSelectedIndex() == 0);
        String id = edt(() -> frame.searchPanel().results().getSelectedValue().id());
        waitFor("entry shown", () -> frame.searchPanel().reader().shown().map(e -> e.id().equals(id)).orElse(false));
    }

    @Test
    void theKindFilterKeepsOnlyThatKind() {
        window.comboBox("kindFilter").selectItem(java.util.regex.Pattern.compile("Clarification"));
        window.textBox("searchField").enterText("Tollbooth");
        waitFor("results listed", () -> frame.searchPanel().results().getModel().getSize() > 0);

        int n = edt(() -> frame.searchPanel().results().getModel().getSize());
        for (int i = 0; i < n; i++) {
            int at = i;
            SearchHit hit = edt(() -> frame.searchPanel().results().getModel().getElementAt(at));
            assertThat(hit.kind()).isEqualTo("clarification");
        }
    }

    @Test
    void escapeClearsTheFieldAndCtrlKBringsTheFocusBack() {
        window.textBox("searchField").enterText("ice");
        window.textBox("searchField").pressAndReleaseKeys(KeyEvent.VK_ESCAPE);
        window.textBox("searchField").pressAndReleaseKeys(KeyEvent.VK_ESCAPE);
        waitFor("field cleared", () -> frame.searchPanel().field().getText().isEmpty());

        window.tabbedPane("tabs").selectTab(2);
        edt(() -> {
            java.awt.Component filter = robot.finder().findByName(frame, "glossaryFilter", true);
            filter.dispatchEvent(new KeyEvent(filter, KeyEvent.KEY_PRESSED, System.currentTimeMillis(),
                    java.awt.event.InputEvent.CTRL_DOWN_MASK, KeyEvent.VK_K, KeyEvent.CHAR_UNDEFINED));
            return null;
        });

        waitFor("search field focused", () -> frame.searchPanel().field().isFocusOwner());
        assertThat(edt(() -> frame.tabs().getSelectedIndex())).isZero();
    }

    @Test
    void typingTwoLettersProposesNamesAndEnterOnOneOpensIt() {
        window.textBox("searchField").enterText("To");
        waitFor("suggestions shown", () -> frame.searchPanel().suggestionList().getModel().getSize() > 0
                && frame.searchPanel().suggestionList().isShowing());

        window.textBox("searchField").pressAndReleaseKeys(KeyEvent.VK_DOWN, KeyEvent.VK_ENTER);

        waitFor("card opened", () -> frame.searchPanel().reader().shown()
                .map(e -> e.id().equals("card:01090")).orElse(false));
        assertThat(window.textBox("searchField").text()).isEqualTo("Tollbooth");
    }

    @Test
    void aNameProposedInFrenchOpensItsPageInFrenchWhenReadAsTyped() {
        window.textBox("searchField").enterText("Pé");
        waitFor("suggestions shown", () -> frame.searchPanel().suggestionList().getModel().getSize() > 0
                && frame.searchPanel().suggestionList().isShowing());

        window.textBox("searchField").pressAndReleaseKeys(KeyEvent.VK_DOWN, KeyEvent.VK_ENTER);

        assertThat(window.textBox("searchField").text()).isEqualTo("Péage");
        waitFor("the card opened", () -> frame.searchPanel().reader().shown()
                .map(e -> e.id().equals("card:01090")).orElse(false));
        assertThat(shownText(frame.searchPanel().reader()).strip()).startsWith("Péage");
    }

    @Test
    void aBetterSpellingIsOfferedAsALineThatSearchesIt() {
        edt(() -> {
            frame.setModel(new MisspellingModel(frame.corpus().orElseThrow()));
            return null;
        });
        window.textBox("searchField").enterText("jak out");
        waitFor("did you mean shown", () -> frame.searchPanel().isShowing()
                && findDidYouMean().isVisible());
        assertThat(findDidYouMean().getText()).contains("jack out");

        window.button("didYouMean").click();

        assertThat(window.textBox("searchField").text()).isEqualTo("jack out");
    }

    private javax.swing.JButton findDidYouMean() {
        return edt(() -> (javax.swing.JButton) robot.finder().findByName(frame, "didYouMean", false));
    }

    /** Answers nothing for "jak out" but proposes "jack out". */
    private record MisspellingModel(org.runbook.corpus.Corpus corpus) implements org.runbook.ui.search.SearchModel {
        @Override
        public org.runbook.search.SearchResponse search(org.runbook.search.SearchRequest r) {
            String better = r.query().equals("jak out") ? "jack out" : null;
            return new org.runbook.search.SearchResponse(r.query(), 1, java.util.List.of(), better);
        }

        @Override
        public java.util.List<org.runbook.search.suggest.Suggestion> suggest(String typed, org.runbook.engine.game.Lang l,
                                                                             int limit) {
            return java.util.List.of();
        }
    }
}
