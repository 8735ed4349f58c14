package org.runbook.ui.timing;

import java.awt.CardLayout;
import java.util.function.Consumer;

import javax.swing.JPanel;

/**
 * The "Board setup" tab: the editor of the game chosen, each game with its own fields and words (A:NR: servers,
 * credits and clicks; 1996: data forts, bits and actions, its own cards; Virtual Revolution: the map of Neo Paris
 * and each player's board).
 */
final class BoardEditors extends JPanel {
    private static final long serialVersionUID = 1L;

    private final BoardEditor anr = new BoardEditor(BoardProfile.ANR);
    private final BoardEditor nr96 = new BoardEditor(BoardProfile.NR96);
    private final VrBoardEditor vr = new VrBoardEditor();
    private String shown = "anr";

    BoardEditors() {
        super(new CardLayout());
        setName("boardEditors");
        add(anr, "anr");
        add(nr96, "nr96");
        add(vr, "vr");
    }

    /** Each editor's "play" gives its scenario text to {@code play}. */
    void setOnPlay(Consumer<String> play) {
        anr.setOnPlay(play);
        nr96.setOnPlay(play);
        vr.setOnPlay(play);
    }

    /** Shows the editor of {@code game} ({@code anr}, {@code nr96}, {@code vr}). */
    void show(String game) {
        shown = "nr96".equals(game) || "vr".equals(game) ? game : "anr";
        ((CardLayout) getLayout()).show(this, shown);
    }

    /** The game whose editor is shown. */
    String shown() {
        return shown;
    }

    void setContent(StepperContent.Context c) {
        anr.setCatalog(c.cards());
        if (c.nr96Cards() != null) {
            nr96.setCatalog(c.nr96Cards());
        }
        vr.setMap(c.vrDistricts());
    }

    void relabel() {
        anr.relabel();
        nr96.relabel();
        vr.relabel();
    }

    BoardEditor anr() {
        return anr;
    }

    BoardEditor nr96() {
        return nr96;
    }

    VrBoardEditor vr() {
        return vr;
    }
}
