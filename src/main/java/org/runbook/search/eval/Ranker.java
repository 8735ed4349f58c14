package org.runbook.search.eval;

import java.util.List;

/** Anything that turns a question into a ranked list of entry ids: Runbook's search or a baseline. */
public interface Ranker {

    String name();

    /** The ids of the best entries, best first, each once, at most {@code k}. */
    List<String> rank(String query, int k) throws Exception;
}
