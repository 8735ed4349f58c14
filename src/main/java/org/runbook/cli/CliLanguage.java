package org.runbook.cli;

import org.runbook.corpus.ContentLocation;
import org.runbook.engine.game.Lang;
import org.runbook.search.analysis.LanguageGuess;

import java.io.IOException;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import java.util.Optional;
import java.util.Properties;

/**
 * The language the command line speaks in before any search data is open: {@code --lang} when it is given and
 * valid, else (for a command that takes a query) the language the query's little words or letters point to
 * ({@link LanguageGuess#quick}, the first part of the search's own guess, so the two never differ), else the
 * interface language the window has saved in the user's preferences (read only: the file is never written here),
 * else the system's language when it is French or German, else English.
 */
final class CliLanguage {

    /** The preference the window saves its interface language under ({@code org.runbook.ui.Preferences.UI_LANG}). */
    static final String UI_LANG = "ui.lang";

    private CliLanguage() {
    }

    /** The language for a command's words: {@code option} if valid, else the query's, else {@link #fallback()}. */
    static Lang of(String option, String query) {
        Optional<Lang> asked = option == null ? Optional.empty() : Lang.parse(option);
        if (asked.isPresent()) {
            return asked.get();
        }
        return guess(query).orElseGet(CliLanguage::fallback);
    }

    /** The user's saved interface language, else the system's when French or German, else English. */
    static Lang fallback() {
        return fallback(ContentLocation.userHome().resolve("preferences.properties"), Locale.getDefault());
    }

    static Lang fallback(Path preferences, Locale system) {
        return saved(preferences).orElseGet(() -> Lang.parse(system.getLanguage())
                .filter(l -> l != Lang.EN).orElse(Lang.EN));
    }

    /** The interface language saved by the window, if the file holds a valid one. */
    static Optional<Lang> saved(Path preferences) {
        if (!Files.isRegularFile(preferences)) {
            return Optional.empty();
        }
        Properties p = new Properties();
        try (Reader r = Files.newBufferedReader(preferences, StandardCharsets.UTF_8)) {
            p.load(r);
        } catch (IOException | IllegalArgumentException e) {
            return Optional.empty(); // an unreadable file says nothing; the window reports it when it opens
        }
        String code = p.getProperty(UI_LANG);
        return code == null ? Optional.empty() : Lang.parse(code.trim());
    }

    /** The guess of the search's {@link LanguageGuess#quick}, which needs no search data. */
    static Optional<Lang> guess(String query) {
        return LanguageGuess.quick(query);
    }
}
