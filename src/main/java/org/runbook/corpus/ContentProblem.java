package org.runbook.corpus;

/**
 * One thing wrong in the content, with where it is.
 *
 * @param file    path relative to the content folder's parent, e.g. {@code content/anr/rules/runs.yaml}
 * @param line    1-based line, 0 when the whole file is concerned
 * @param message what was expected
 */
public record ContentProblem(String file, int line, String message) implements Comparable<ContentProblem> {

    @Override
    public String toString() {
        return file + (line > 0 ? ":" + line : "") + ": " + message;
    }

    @Override
    public int compareTo(ContentProblem o) {
        int byFile = file.compareTo(o.file);
        return byFile != 0 ? byFile : Integer.compare(line, o.line);
    }
}
