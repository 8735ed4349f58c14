package org.runbook.ui;

import org.runbook.ui.i18n.Localizer;
import org.runbook.ui.reading.Bookmarks;

/** What the window says about its own files at start: preferences or bookmarks that could not be read. */
final class WindowSettings {
    private WindowSettings() {
    }

    /** The notice about files that could not be read (HTML), or null when all were read. */
    static String loadProblems(Preferences prefs, Bookmarks bookmarks, Localizer text) {
        StringBuilder b = new StringBuilder();
        if (prefs.loadProblem() != null) {
            b.append(text.get("notice.preferences", prefs.file(), prefs.loadProblem()));
        }
        String marks = bookmarks.notice(text.messages());
        if (marks != null) {
            b.append(b.length() > 0 ? "<br>" : "").append(marks);
        }
        return b.length() > 0 ? b.toString() : null;
    }
}
