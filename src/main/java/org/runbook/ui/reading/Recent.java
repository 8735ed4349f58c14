package org.runbook.ui.reading;

import java.util.ArrayList;
import java.util.List;

/** The entries read lately in any reader, newest first, each once; at most {@link #SIZE}. Event thread only. */
public final class Recent {

    public static final int SIZE = 20;
    private final List<String> ids = new ArrayList<>();

    public void visit(String id) {
        ids.remove(id);
        ids.add(0, id);
        if (ids.size() > SIZE) {
            ids.remove(ids.size() - 1);
        }
    }

    public List<String> ids() {
        return List.copyOf(ids);
    }

    public void clear() {
        ids.clear();
    }
}
