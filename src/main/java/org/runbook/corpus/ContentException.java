package org.runbook.corpus;

import java.util.List;
import java.util.stream.Collectors;

/** The content cannot be used: one or more problems, each naming its file and line. */
public final class ContentException extends Exception {
    private static final long serialVersionUID = 1L;
    private final transient List<ContentProblem> problems;

    public ContentException(List<ContentProblem> problems) {
        super(problems.stream().sorted().map(ContentProblem::toString).collect(Collectors.joining("\n")));
        this.problems = problems.stream().sorted().toList();
    }

    public List<ContentProblem> problems() {
        return problems;
    }
}
