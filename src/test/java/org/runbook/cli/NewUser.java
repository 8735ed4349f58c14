package org.runbook.cli;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.Locale;
import java.util.stream.Stream;

import org.junit.jupiter.api.extension.AfterEachCallback;
import org.junit.jupiter.api.extension.BeforeEachCallback;
import org.junit.jupiter.api.extension.ExtensionContext;

/**
 * A user who has saved nothing, on an English system: each test gets its own empty per-user folder
 * ({@code runbook.home}) and the English locale, and both are put back afterwards. Register it with
 * {@code @RegisterExtension}; {@link #home()} is the folder (write a preferences file there to save a language).
 */
final class NewUser implements BeforeEachCallback, AfterEachCallback {
    private Path home;
    private String savedHome;
    private Locale savedLocale;

    Path home() {
        return home;
    }

    @Override
    public void beforeEach(ExtensionContext context) throws IOException {
        home = Files.createTempDirectory("runbook-user");
        savedHome = System.getProperty("runbook.home");
        savedLocale = Locale.getDefault();
        System.setProperty("runbook.home", home.toString());
        Locale.setDefault(Locale.ENGLISH);
    }

    @Override
    public void afterEach(ExtensionContext context) throws IOException {
        if (savedHome == null) {
            System.clearProperty("runbook.home");
        } else {
            System.setProperty("runbook.home", savedHome);
        }
        Locale.setDefault(savedLocale);
        try (Stream<Path> files = Files.walk(home)) {
            files.sorted(Comparator.reverseOrder()).forEach(p -> {
                try {
                    Files.delete(p);
                } catch (IOException e) {
                    throw new UncheckedIOException(e);
                }
            });
        }
    }
}
