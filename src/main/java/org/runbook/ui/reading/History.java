package org.runbook.ui.reading;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/** Back and forward through the entries read, like a browser: opening an entry drops the forward part. */
public final class History {

    private final List<String> ids = new ArrayList<>();
    private int current = -1;

    /** Records that {@code id} is now shown; opening the entry already shown changes nothing. */
    public void visit(String id) {
        if (current >= 0 && ids.get(current).equals(id)) {
            return;
        }
        ids.subList(current + 1, ids.size()).clear();
        ids.add(id);
        current = ids.size() - 1;
    }

    public boolean canGoBack() {
        return current > 0;
    }

    public boolean canGoForward() {
        return current < ids.size() - 1;
    }

    /** Moves back and returns the id to show, or empty when there is nothing before. */
    public Optional<String> back() {
        if (!canGoBack()) {
            return Optional.empty();
        }
        return Optional.of(ids.get(--current));
    }

    public Optional<String> forward() {
        if (!canGoForward()) {
            return Optional.empty();
        }
        return Optional.of(ids.get(++current));
    }

    public Optional<String> current() {
        return current < 0 ? Optional.empty() : Optional.of(ids.get(current));
    }
}
