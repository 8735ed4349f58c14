package org.runbook.engine.state;

import java.util.List;

/** Progress of the access step: how many central cards, which were done, which one is being accessed. */
public record AccessState(int centralLeft, int rdIndex, List<Integer> done, List<Integer> setAside, int current, String from) {
    public AccessState {
        done = List.copyOf(done);
        setAside = List.copyOf(setAside);
    }

    public AccessState withCentralLeft(int v) {
        return new AccessState(v, rdIndex, done, setAside, current, from);
    }

    public AccessState withRdIndex(int v) {
        return new AccessState(centralLeft, v, done, setAside, current, from);
    }

    public AccessState withDone(List<Integer> v) {
        return new AccessState(centralLeft, rdIndex, v, setAside, current, from);
    }

    public AccessState withSetAside(List<Integer> v) {
        return new AccessState(centralLeft, rdIndex, done, v, current, from);
    }

    public AccessState withCurrent(int v) {
        return new AccessState(centralLeft, rdIndex, done, setAside, v, from);
    }

    public AccessState withFrom(String v) {
        return new AccessState(centralLeft, rdIndex, done, setAside, current, v);
    }
}
