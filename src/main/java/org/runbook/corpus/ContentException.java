package org.runbook.corpus;

import java.util.List;
import java.util.stream.Collectors;

/** The content cannot be used: one or more problems, each naming its file and line. */
public final class ContentException extends Exception {
    private static final long serialVersionUID = 1L;
    private final transient List<ContentProblem> problems;

    public ContentException(List<ContentProblem> problems) {
        super(rootCausesFirst(problems).stream().map(ContentProblem::toString).collect(Collectors.joining("\n")));
        this.problems = rootCausesFirst(problems);
    }

    /**
     * By file and line, except that unknown links (often the echo of another file that could not be read) come
     * after the problems that may cause them.
     */
    private static List<ContentProblem> rootCausesFirst(List<ContentProblem> problems) {
        return problems.stream().sorted(java.util.Comparator.comparing((ContentProblem p) ->
                p.message().startsWith("unknown link")).thenComparing(java.util.Comparator.naturalOrder())).toList();
    }

    public List<ContentProblem> problems() {
        return problems;
    }
}
