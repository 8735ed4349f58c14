package org.runbook.ui.reading;

import java.awt.datatransfer.DataFlavor;
import java.awt.datatransfer.Transferable;
import java.awt.datatransfer.UnsupportedFlavorException;

/** A citation on the clipboard: Markdown ({@code text/markdown}) for forums, plain text for everything else. */
public final class CitationTransfer implements Transferable {

    /** Markdown as a string. */
    public static final DataFlavor MARKDOWN = markdownFlavor();

    private final String markdown;
    private final String plain;

    public CitationTransfer(String markdown, String plain) {
        this.markdown = markdown;
        this.plain = plain;
    }

    private static DataFlavor markdownFlavor() {
        try {
            return new DataFlavor("text/markdown;class=java.lang.String");
        } catch (ClassNotFoundException e) {
            throw new IllegalStateException(e);
        }
    }

    @Override
    public DataFlavor[] getTransferDataFlavors() {
        return new DataFlavor[] {MARKDOWN, DataFlavor.stringFlavor};
    }

    @Override
    public boolean isDataFlavorSupported(DataFlavor flavor) {
        return MARKDOWN.equals(flavor) || DataFlavor.stringFlavor.equals(flavor);
    }

    @Override
    public Object getTransferData(DataFlavor flavor) throws UnsupportedFlavorException {
        if (MARKDOWN.equals(flavor)) {
            return markdown;
        }
        if (DataFlavor.stringFlavor.equals(flavor)) {
            return plain;
        }
        throw new UnsupportedFlavorException(flavor);
    }
}
