package org.runbook.engine.game.vr;

/**
 * The "at any time during your turn" windows of Virtual Revolution (rule:vr/any-time-in-turn). A window is open at a
 * turn step when the rules allow the move there; its options are listed with the step's own decision.
 */
public enum VrWindow {
    /** Turn a Title held (once per round): rule:vr/activate-title. */
    TITLE("activate-title", "rule:vr/activate-title"),
    /** Turn an Agent in service to use its ability (only once the Director is placed): rule:vr/agent-ability. */
    AGENT_USE("use-agent", "rule:vr/agent-ability"),
    /** Promote an Agent in service (only once the Director is placed): rule:vr/agent-promotion. */
    AGENT_PROMOTE("promote-agent", "rule:vr/agent-promotion"),
    /** Take back Influence tokens from the recycling zone: rule:vr/recycling-recovery. */
    RECOVER("recover-influence", "rule:vr/recycling-recovery"),
    /** Put a Loading Verse Online when its condition holds: rule:vr/verses. */
    VERSE_ONLINE("verse-online", "rule:vr/verses"),
    /** Swap a Verse for 1 Immunity token: rule:vr/verse-swap-immunity. */
    VERSE_SWAP("verse-for-immunity", "rule:vr/verse-swap-immunity");

    private final String id;
    private final String cite;

    VrWindow(String id, String cite) {
        this.id = id;
        this.cite = cite;
    }

    public String id() {
        return id;
    }

    /** The corpus entry that explains the window. */
    public String cite() {
        return cite;
    }
}
