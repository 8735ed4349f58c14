package org.runbook.ui;

import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * The folder a scripted run ({@code --sanity-check}, {@code --screenshot}) keeps its settings in instead of the
 * user's, removed with everything in it when the program ends. Named from the clock rather than from a secure random
 * number ({@link Files#createTempDirectory}), which would load the security providers on the start's path.
 */
final class ScratchHome {

    private ScratchHome() {
    }

    /** Makes a new, empty folder in the system's temporary folder. */
    static Path make() {
        Path tmp = Path.of(System.getProperty("java.io.tmpdir"));
        for (int attempt = 0; attempt < 100; attempt++) {
            Path dir = tmp.resolve("runbook-run-" + Long.toHexString(System.nanoTime()) + "-" + attempt);
            try {
                Files.createDirectory(dir);
            } catch (java.nio.file.FileAlreadyExistsException e) {
                continue;
            } catch (IOException e) {
                break;
            }
            File folder = dir.toFile();
            Runtime.getRuntime().addShutdownHook(new Thread(() -> delete(folder), "runbook-cleanup"));
            return dir;
        }
        return tmp.resolve("runbook-run");
    }

    /** Removes a folder and what it holds (no stream or comparator: this runs at every scripted exit). */
    static void delete(File f) {
        File[] inside = f.listFiles();
        if (inside != null) {
            for (File child : inside) {
                delete(child);
            }
        }
        // what cannot be removed is left to the system's cleaning of its temporary folder
        f.delete();
    }
}
