package org.runbook.search.index;

import java.io.IOException;
import java.nio.file.AccessDeniedException;
import java.nio.file.FileSystemException;
import java.nio.file.NoSuchFileException;

/** An index folder Runbook cannot or will not use; the message is one sentence that says what to do. */
public final class IndexFolderException extends IOException {
    private static final long serialVersionUID = 1L;

    public IndexFolderException(String message) {
        super(message);
    }

    /** A short reason for a failed file operation, in words rather than the bare path Java gives. */
    static String reason(IOException e) {
        if (e instanceof AccessDeniedException) {
            return "permission denied";
        }
        if (e instanceof NoSuchFileException) {
            return "a folder on the way does not exist";
        }
        if (e instanceof FileSystemException f && f.getReason() != null) {
            return f.getReason();
        }
        return e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage();
    }
}
