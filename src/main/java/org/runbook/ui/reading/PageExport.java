package org.runbook.ui.reading;

import org.runbook.ui.AtomicFiles;

import java.io.IOException;
import java.nio.file.Path;

/** A page of the reader as a file a browser opens and prints: UTF-8 HTML with its own style sheet. No Swing. */
public final class PageExport {

    private static final String CSS = String.join("\n",
            "body { font-family: sans-serif; max-width: 46em; margin: 2em auto; line-height: 1.45; color: #1d1d1f; }",
            "h1 { font-size: 1.6em; margin-bottom: .2em; } h2 { font-size: 1.2em; color: #2b4c7e; margin-top: 1.4em; }",
            ".meta, .muted, code { color: #666; } .badge { background: #e3ebf7; color: #2b4c7e; border-radius: 8px; }",
            ".ruling, .answer { background: #f4f6fa; padding: .3em .8em; margin: .5em 0; }",
            ".source { margin-top: 1.5em; padding: .5em; background: #f1f3f6; color: #555; }",
            "a { color: #1f5fbf; text-decoration: none; } td.label { color: #666; padding-right: 1em; }",
            "@media print { body { margin: 0; } a { color: inherit; } }");

    private PageExport() {
    }

    /** The page with a head: its title, the character set and the style sheet; links between entries kept as text. */
    public static String standalone(String page, String title) {
        String body = page.replaceFirst("(?s)^\\s*<html>\\s*", "").replaceFirst("(?s)</html>\\s*$", "")
                .replaceAll("<a href='runbook:[^']*'>", "<a>");
        return "<!DOCTYPE html>\n<html><head><meta charset='utf-8'><title>" + org.runbook.ui.html.Html.esc(title)
                + "</title><style>\n" + CSS + "\n</style></head>\n" + body + "\n</html>\n";
    }

    public static void write(Path file, String page, String title) throws IOException {
        AtomicFiles.write(file, standalone(page, title));
    }
}
