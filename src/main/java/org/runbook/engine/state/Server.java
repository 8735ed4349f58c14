package org.runbook.engine.state;

import java.util.List;

/** A server: HQ, R&D, Archives or a remote. Ice is stored innermost first (index 0 is the innermost). */
public record Server(String name, List<CardInstance> ice, List<CardInstance> root) {
    public Server {
        ice = List.copyOf(ice);
        root = List.copyOf(root);
    }

    public Server withName(String v) {
        return new Server(v, ice, root);
    }

    public Server withIce(List<CardInstance> v) {
        return new Server(name, v, root);
    }

    public Server withRoot(List<CardInstance> v) {
        return new Server(name, ice, v);
    }
}
