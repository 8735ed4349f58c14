package org.runbook.ui.timing;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;

import org.junit.jupiter.api.Test;
import org.runbook.engine.game.Lang;
import org.runbook.engine.game.vr.VrCatalog;
import org.runbook.engine.game.vr.VrFixtures;
import org.runbook.engine.game.vr.VrPlayer;
import org.runbook.engine.game.vr.VrScenario;
import org.runbook.engine.game.vr.VrState;

/** A VR card whose printed Districts the rules do not give shows, on the board, the note saying what the engine uses. */
class VrBoardsNoteTest {

    @Test
    void theThreeVersesWithUnknownDistrictsCarryTheirNoteInEveryLanguage() {
        VrCatalog cat = VrFixtures.catalog();
        for (String v : List.of("venizia", "olmeta-worlds", "the-rift")) {
            VrCatalog.Verse verse = cat.verse(v);
            assertThat(verse.note()).as(v).isNotNull();
            for (Lang l : Lang.values()) {
                assertThat(verse.note().get(l)).as(v + " " + l).contains(verse.condition().keys().get(0))
                        .contains(verse.condition().keys().get(1));
            }
            assertThat(verse.note().de()).isNotEqualTo(verse.note().en());
        }
        assertThat(cat.verse("the-codex").note()).isNull();
    }

    @Test
    void theBoardShowsTheNoteWithTheCard() {
        VrScenario sc = VrFixtures.scenario("01-full-turn");
        VrState.Mut m = sc.initial().mut();
        m.p("red").verses.add(new VrPlayer.OwnedVerse("venizia", false));
        BoardModel b = VrBoards.of(m.freeze(), sc.catalog(), Lang.FR);
        BoardModel.Card card = b.players().get(0).cards().stream().filter(c -> c.key().endsWith("verse:venizia"))
                .findFirst().orElseThrow();
        assertThat(card.facts()).contains(sc.catalog().verse("venizia").note().fr());
    }
}
