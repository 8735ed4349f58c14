package org.runbook.ui.reading;

import org.runbook.corpus.Corpus;
import org.runbook.corpus.Entry;
import org.runbook.engine.game.Lang;
import org.runbook.ui.html.Html;
import org.runbook.ui.i18n.Localizer;

import javax.swing.JFileChooser;
import javax.swing.JMenuItem;
import javax.swing.JPopupMenu;
import javax.swing.filechooser.FileNameExtensionFilter;
import java.awt.Component;
import java.awt.Toolkit;
import java.awt.datatransfer.Transferable;
import java.awt.print.PrinterException;
import java.io.IOException;
import java.nio.file.Path;
import java.text.MessageFormat;

/** The reader's less frequent actions: the clipboard, print, export to HTML, and the text of link previews. */
final class ReaderActions {

    private static final int PREVIEW_CHARS = 280;
    private final ReaderPanel reader;
    private final Localizer text;

    ReaderActions(ReaderPanel reader, Localizer text) {
        this.reader = reader;
        this.text = text;
    }

    void copy(Transferable t) {
        try {
            Toolkit.getDefaultToolkit().getSystemClipboard().setContents(t, null);
        } catch (IllegalStateException e) {
            reader.say(text.get("reader.clipboardBusy"));
        }
    }

    void showMenu(Component under) {
        JPopupMenu menu = new JPopupMenu();
        JMenuItem print = new JMenuItem(text.get("reader.print"));
        print.setName("printPage");
        print.addActionListener(e -> print());
        JMenuItem export = new JMenuItem(text.get("reader.exportHtml"));
        export.setName("exportHtml");
        export.addActionListener(e -> chooseExport());
        menu.add(print);
        menu.add(export);
        menu.show(under, 0, under.getHeight());
    }

    private void print() {
        String page = reader.exportPage();
        if (page == null) {
            return;
        }
        ReadingPane copy = new ReadingPane(id -> { });
        copy.showHtml(page);
        try {
            copy.print(new MessageFormat(reader.pageTitle().replace("'", "''").replace("{", "'{'")),
                    new MessageFormat("{0}"), true, null, null, true);
        } catch (PrinterException e) {
            reader.say(text.get("reader.printFailed", reason(e)));
        }
    }

    private void chooseExport() {
        JFileChooser chooser = new JFileChooser();
        chooser.setFileFilter(new FileNameExtensionFilter("HTML", "html", "htm"));
        chooser.setSelectedFile(new java.io.File(fileName(reader.pageTitle()) + ".html"));
        if (chooser.showSaveDialog(reader) == JFileChooser.APPROVE_OPTION) {
            Path file = chooser.getSelectedFile().toPath();
            if (!file.getFileName().toString().contains(".")) {
                file = file.resolveSibling(file.getFileName() + ".html");
            }
            export(file);
        }
    }

    /** Writes the page on display (or the whole book, for a book's contents) to an HTML file. */
    void export(Path file) {
        String page = reader.exportPage();
        if (page == null) {
            return;
        }
        try {
            PageExport.write(file, page, reader.pageTitle());
            reader.say(text.get("reader.exported", file.getFileName()));
        } catch (IOException e) {
            reader.say(text.get("reader.exportFailed", reason(e)));
        }
    }

    static String fileName(String title) {
        String s = title.replaceAll("[\\\\/:*?\"<>|\\p{Cntrl}]+", " ").strip();
        return s.isEmpty() ? "runbook" : s.length() > 80 ? s.substring(0, 80).strip() : s;
    }

    /** What went wrong, in words a user reads: the message without the exception's class name. */
    static String reason(Exception e) {
        if (e instanceof java.nio.file.AccessDeniedException a) {
            return a.getFile() + ": permission denied";
        }
        if (e instanceof java.nio.file.NoSuchFileException n) {
            return n.getFile() + ": no such folder";
        }
        return e.getMessage() == null ? "input/output error" : e.getMessage();
    }

    /** The tooltip of a link: the target's title and the first lines of its text. */
    static String preview(Corpus corpus, Entry e, Lang wanted) {
        Lang lang = e.bestLanguage(wanted);
        String body = org.runbook.search.index.IndexBuilder.plainText(corpus, e, lang).replaceAll("\\s+", " ").strip();
        if (body.length() > PREVIEW_CHARS) {
            int cut = body.lastIndexOf(' ', PREVIEW_CHARS);
            body = body.substring(0, cut > PREVIEW_CHARS / 2 ? cut : PREVIEW_CHARS) + "\u2026";
        }
        return "<html><body style='width: 320px'><b>" + Html.esc(e.title(lang)) + "</b><br>" + Html.esc(body)
                + "</body></html>";
    }
}
