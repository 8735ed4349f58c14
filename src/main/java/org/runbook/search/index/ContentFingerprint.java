package org.runbook.search.index;

import org.runbook.corpus.ContentLoader;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;

/** A hash of every entry file (names and bytes) and of the index layout: when it changes, the index is stale. */
public final class ContentFingerprint {

    /** Bump when the fields or analyzers change, so that old indexes are rebuilt. */
    public static final String SCHEMA = "runbook-index-11";

    private ContentFingerprint() {
    }

    public static String of(Path contentDir) throws IOException {
        MessageDigest sha;
        try {
            sha = MessageDigest.getInstance("SHA-256");
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("SHA-256 is part of every JDK", e);
        }
        sha.update(SCHEMA.getBytes(StandardCharsets.UTF_8));
        for (Path file : ContentLoader.entryFiles(contentDir)) {
            sha.update(contentDir.relativize(file).toString().getBytes(StandardCharsets.UTF_8));
            sha.update((byte) 0);
            sha.update(Files.readAllBytes(file));
        }
        return HexFormat.of().formatHex(sha.digest());
    }
}
