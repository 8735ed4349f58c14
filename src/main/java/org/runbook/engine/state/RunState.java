package org.runbook.engine.state;

/**
 * The run in progress. {@code position} is the index (innermost first) of the ice approached or just passed; -1 at
 * the server. {@code nextIceStrength} and {@code nextIceNet} wait for the next ice encountered in this run (Chum):
 * strength it gains, and net damage dealt unless all its subroutines are broken. {@code source} is the card that made
 * the run (a run event, Sneakdoor Beta), 0 for the run action; {@code runCredits} are credits usable only during
 * this run (Stimhack); {@code encounters} counts the ice encountered so far; {@code accessReplaced} is set when an
 * effect replaced the access (Account Siphon).
 */
public record RunState(String server, int position, int approached, int bpCredits, String ended, boolean iceGone, boolean redirect, boolean successful, int extraAccess, AccessState access, int nextIceStrength, int nextIceNet, int source, int runCredits, int encounters, boolean accessReplaced) {

    public RunState(String server, int position, int approached, int bpCredits, String ended, boolean iceGone, boolean redirect, boolean successful, int extraAccess, AccessState access) {
        this(server, position, approached, bpCredits, ended, iceGone, redirect, successful, extraAccess, access, 0, 0);
    }

    public RunState(String server, int position, int approached, int bpCredits, String ended, boolean iceGone, boolean redirect, boolean successful, int extraAccess, AccessState access, int nextIceStrength, int nextIceNet) {
        this(server, position, approached, bpCredits, ended, iceGone, redirect, successful, extraAccess, access, nextIceStrength, nextIceNet, 0, 0, 0, false);
    }

    public RunState withServer(String v) {
        return new RunState(v, position, approached, bpCredits, ended, iceGone, redirect, successful, extraAccess, access, nextIceStrength, nextIceNet, source, runCredits, encounters, accessReplaced);
    }

    public RunState withPosition(int v) {
        return new RunState(server, v, approached, bpCredits, ended, iceGone, redirect, successful, extraAccess, access, nextIceStrength, nextIceNet, source, runCredits, encounters, accessReplaced);
    }

    public RunState withApproached(int v) {
        return new RunState(server, position, v, bpCredits, ended, iceGone, redirect, successful, extraAccess, access, nextIceStrength, nextIceNet, source, runCredits, encounters, accessReplaced);
    }

    public RunState withBpCredits(int v) {
        return new RunState(server, position, approached, v, ended, iceGone, redirect, successful, extraAccess, access, nextIceStrength, nextIceNet, source, runCredits, encounters, accessReplaced);
    }

    public RunState withEnded(String v) {
        return new RunState(server, position, approached, bpCredits, v, iceGone, redirect, successful, extraAccess, access, nextIceStrength, nextIceNet, source, runCredits, encounters, accessReplaced);
    }

    public RunState withIceGone(boolean v) {
        return new RunState(server, position, approached, bpCredits, ended, v, redirect, successful, extraAccess, access, nextIceStrength, nextIceNet, source, runCredits, encounters, accessReplaced);
    }

    public RunState withRedirect(boolean v) {
        return new RunState(server, position, approached, bpCredits, ended, iceGone, v, successful, extraAccess, access, nextIceStrength, nextIceNet, source, runCredits, encounters, accessReplaced);
    }

    public RunState withSuccessful(boolean v) {
        return new RunState(server, position, approached, bpCredits, ended, iceGone, redirect, v, extraAccess, access, nextIceStrength, nextIceNet, source, runCredits, encounters, accessReplaced);
    }

    public RunState withExtraAccess(int v) {
        return new RunState(server, position, approached, bpCredits, ended, iceGone, redirect, successful, v, access, nextIceStrength, nextIceNet, source, runCredits, encounters, accessReplaced);
    }

    public RunState withAccess(AccessState v) {
        return new RunState(server, position, approached, bpCredits, ended, iceGone, redirect, successful, extraAccess, v, nextIceStrength, nextIceNet, source, runCredits, encounters, accessReplaced);
    }

    public RunState withNextIceStrength(int v) {
        return new RunState(server, position, approached, bpCredits, ended, iceGone, redirect, successful, extraAccess, access, v, nextIceNet, source, runCredits, encounters, accessReplaced);
    }

    public RunState withNextIceNet(int v) {
        return new RunState(server, position, approached, bpCredits, ended, iceGone, redirect, successful, extraAccess, access, nextIceStrength, v, source, runCredits, encounters, accessReplaced);
    }

    public RunState withSource(int v) {
        return new RunState(server, position, approached, bpCredits, ended, iceGone, redirect, successful, extraAccess, access, nextIceStrength, nextIceNet, v, runCredits, encounters, accessReplaced);
    }

    public RunState withRunCredits(int v) {
        return new RunState(server, position, approached, bpCredits, ended, iceGone, redirect, successful, extraAccess, access, nextIceStrength, nextIceNet, source, v, encounters, accessReplaced);
    }

    public RunState withEncounters(int v) {
        return new RunState(server, position, approached, bpCredits, ended, iceGone, redirect, successful, extraAccess, access, nextIceStrength, nextIceNet, source, runCredits, v, accessReplaced);
    }

    public RunState withAccessReplaced(boolean v) {
        return new RunState(server, position, approached, bpCredits, ended, iceGone, redirect, successful, extraAccess, access, nextIceStrength, nextIceNet, source, runCredits, encounters, v);
    }
}
