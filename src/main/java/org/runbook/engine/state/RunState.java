package org.runbook.engine.state;

/**
 * The run in progress. {@code position} is the index (innermost first) of the ice approached or just passed; -1 at
 * the server. {@code nextIceStrength} and {@code nextIceNet} wait for the next ice encountered in this run (Chum):
 * strength it gains, and net damage dealt unless all its subroutines are broken.
 */
public record RunState(String server, int position, int approached, int bpCredits, String ended, boolean iceGone, boolean redirect, boolean successful, int extraAccess, AccessState access, int nextIceStrength, int nextIceNet) {

    public RunState(String server, int position, int approached, int bpCredits, String ended, boolean iceGone, boolean redirect, boolean successful, int extraAccess, AccessState access) {
        this(server, position, approached, bpCredits, ended, iceGone, redirect, successful, extraAccess, access, 0, 0);
    }

    public RunState withServer(String v) {
        return new RunState(v, position, approached, bpCredits, ended, iceGone, redirect, successful, extraAccess, access, nextIceStrength, nextIceNet);
    }

    public RunState withPosition(int v) {
        return new RunState(server, v, approached, bpCredits, ended, iceGone, redirect, successful, extraAccess, access, nextIceStrength, nextIceNet);
    }

    public RunState withApproached(int v) {
        return new RunState(server, position, v, bpCredits, ended, iceGone, redirect, successful, extraAccess, access, nextIceStrength, nextIceNet);
    }

    public RunState withBpCredits(int v) {
        return new RunState(server, position, approached, v, ended, iceGone, redirect, successful, extraAccess, access, nextIceStrength, nextIceNet);
    }

    public RunState withEnded(String v) {
        return new RunState(server, position, approached, bpCredits, v, iceGone, redirect, successful, extraAccess, access, nextIceStrength, nextIceNet);
    }

    public RunState withIceGone(boolean v) {
        return new RunState(server, position, approached, bpCredits, ended, v, redirect, successful, extraAccess, access, nextIceStrength, nextIceNet);
    }

    public RunState withRedirect(boolean v) {
        return new RunState(server, position, approached, bpCredits, ended, iceGone, v, successful, extraAccess, access, nextIceStrength, nextIceNet);
    }

    public RunState withSuccessful(boolean v) {
        return new RunState(server, position, approached, bpCredits, ended, iceGone, redirect, v, extraAccess, access, nextIceStrength, nextIceNet);
    }

    public RunState withExtraAccess(int v) {
        return new RunState(server, position, approached, bpCredits, ended, iceGone, redirect, successful, v, access, nextIceStrength, nextIceNet);
    }

    public RunState withAccess(AccessState v) {
        return new RunState(server, position, approached, bpCredits, ended, iceGone, redirect, successful, extraAccess, v, nextIceStrength, nextIceNet);
    }

    public RunState withNextIceStrength(int v) {
        return new RunState(server, position, approached, bpCredits, ended, iceGone, redirect, successful, extraAccess, access, v, nextIceNet);
    }

    public RunState withNextIceNet(int v) {
        return new RunState(server, position, approached, bpCredits, ended, iceGone, redirect, successful, extraAccess, access, nextIceStrength, v);
    }
}
