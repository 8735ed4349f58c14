package org.runbook.ui.search;

import org.runbook.corpus.Corpus;
import org.runbook.engine.game.Lang;
import org.runbook.ui.reading.ReaderPanel;

import javax.swing.JPanel;
import javax.swing.JSplitPane;
import javax.swing.SwingUtilities;
import java.util.function.Consumer;
import java.util.function.Supplier;

/**
 * The search tab's reading pane, right of the hits: an empty panel holds its place until it is made, when first
 * asked for or in an event of its own once the first answer is shown ({@link #makeSoon()}). The window's first frame
 * and first answer do not wait for its HTML view; the corpus given before it exists is handed to it when it is made.
 * A hit opened before the corpus is read (it is read after the first answer) is opened once it is.
 */
final class ReaderSlot {
    private final JSplitPane split;
    private final Supplier<ReaderPanel> make;
    private final Supplier<Lang> lang;
    private ReaderPanel reader;
    private Consumer<ReaderPanel> onMade = r -> { };
    private boolean queued;
    private Corpus corpus;
    /** What to open once the corpus is given, when a hit was opened before it was read; else null. */
    private Runnable waiting;

    /** Puts a placeholder on the right of {@code split}; {@code make} makes the reader, {@code lang} its language. */
    ReaderSlot(JSplitPane split, Supplier<ReaderPanel> make, Supplier<Lang> lang) {
        this.split = split;
        this.make = make;
        this.lang = lang;
        split.setRightComponent(new JPanel());
    }

    /** The reader, made now if it was not yet (event thread). */
    ReaderPanel get() {
        if (reader == null) {
            ReaderPanel r = make.get();
            int divider = split.getDividerLocation();
            split.setRightComponent(r);
            split.setDividerLocation(divider);
            reader = r;
            if (corpus != null) {
                r.setContent(corpus, lang.get());
            }
            onMade.accept(r);
        }
        return reader;
    }

    /**
     * Opens a hit or a proposed name in the reader: in the language it is listed in ({@code lang}) when the hits are
     * read as typed (a French question's hit in French, whatever the reader's own language), else in the reading
     * language chosen.
     */
    void openAsListed(String id, String lang, boolean asTyped) {
        if (corpus == null) {
            waiting = () -> openAsListed(id, lang, asTyped);
            get();
            return;
        }
        Lang shownIn = asTyped && lang != null ? Lang.parse(lang).orElse(null) : null;
        if (shownIn != null) {
            get().open(id, shownIn);
        } else {
            get().open(id);
        }
    }

    boolean made() {
        return reader != null;
    }

    /** Runs {@code c} on the reader once it is made (now when it is). */
    void whenMade(Consumer<ReaderPanel> c) {
        onMade = c;
        if (reader != null) {
            c.accept(reader);
        }
    }

    /** Makes the reader in an event of its own, after the ones queued now. */
    void makeSoon() {
        if (reader == null && !queued) {
            queued = true;
            SwingUtilities.invokeLater(this::get);
        }
    }

    /** Shows {@code c} in the reading language, or keeps it for the reader to come. */
    void setContent(Corpus c) {
        corpus = c;
        if (reader != null) {
            reader.setContent(c, lang.get());
        }
        Runnable open = waiting;
        waiting = null;
        if (open != null && c != null) {
            open.run();
        }
    }
}
