package org.runbook.engine.state;

/** The run in progress. {@code position} is the index (innermost first) of the ice approached or just passed; -1 at the server. */
public record RunState(String server, int position, int approached, int bpCredits, String ended, boolean iceGone, boolean redirect, boolean successful, int extraAccess, AccessState access) {

    public RunState withServer(String v) {
        return new RunState(v, position, approached, bpCredits, ended, iceGone, redirect, successful, extraAccess, access);
    }

    public RunState withPosition(int v) {
        return new RunState(server, v, approached, bpCredits, ended, iceGone, redirect, successful, extraAccess, access);
    }

    public RunState withApproached(int v) {
        return new RunState(server, position, v, bpCredits, ended, iceGone, redirect, successful, extraAccess, access);
    }

    public RunState withBpCredits(int v) {
        return new RunState(server, position, approached, v, ended, iceGone, redirect, successful, extraAccess, access);
    }

    public RunState withEnded(String v) {
        return new RunState(server, position, approached, bpCredits, v, iceGone, redirect, successful, extraAccess, access);
    }

    public RunState withIceGone(boolean v) {
        return new RunState(server, position, approached, bpCredits, ended, v, redirect, successful, extraAccess, access);
    }

    public RunState withRedirect(boolean v) {
        return new RunState(server, position, approached, bpCredits, ended, iceGone, v, successful, extraAccess, access);
    }

    public RunState withSuccessful(boolean v) {
        return new RunState(server, position, approached, bpCredits, ended, iceGone, redirect, v, extraAccess, access);
    }

    public RunState withExtraAccess(int v) {
        return new RunState(server, position, approached, bpCredits, ended, iceGone, redirect, successful, v, access);
    }

    public RunState withAccess(AccessState v) {
        return new RunState(server, position, approached, bpCredits, ended, iceGone, redirect, successful, extraAccess, v);
    }
}
