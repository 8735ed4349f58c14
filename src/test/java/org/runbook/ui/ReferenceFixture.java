package org.runbook.ui;

import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;

/** Adds the entries of {@code fixtures/extra/reference.yaml} (a reprint, a second rule section, a long title). */
public final class ReferenceFixture {

    private ReferenceFixture() {
    }

    public static void add(Path content) throws Exception {
        try (InputStream in = ReferenceFixture.class.getResourceAsStream("/fixtures/extra/reference.yaml")) {
            Files.copy(in, content.resolve("anr/rules/reference.yaml"));
        }
    }
}
