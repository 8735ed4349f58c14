package org.runbook.corpus;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.jar.JarEntry;
import java.util.jar.JarOutputStream;

import static org.assertj.core.api.Assertions.assertThat;

/** The copy of the content inside a jar is opened only when its folder is asked for, once per jar. */
class ContentInJarTest {

    private static Path jar(Path dir, boolean withContent) throws IOException {
        Path jar = dir.resolve(withContent ? "with.jar" : "without.jar");
        try (JarOutputStream out = new JarOutputStream(Files.newOutputStream(jar))) {
            if (withContent) {
                out.putNextEntry(new JarEntry("content/"));
                out.closeEntry();
                out.putNextEntry(new JarEntry("content/anr/"));
                out.closeEntry();
                out.putNextEntry(new JarEntry("content/anr/rules.yaml"));
                out.write("- id: rule:anr/x\n".getBytes(StandardCharsets.UTF_8));
                out.closeEntry();
            } else {
                out.putNextEntry(new JarEntry("org/"));
                out.closeEntry();
            }
        }
        return jar;
    }

    @Test
    void theJarsFileSystemIsOpenedWhenTheFolderIsFirstAskedForAndOnlyOnce(@TempDir Path tmp) throws Exception {
        Path jar = jar(tmp, true);
        assertThat(ContentLocation.holdsContent(jar)).isTrue();
        ContentLocation location = ContentLocation.inJar(jar, tmp.resolve("index"));
        assertThat(location.builtIn()).isTrue();
        assertThat(location.indexDir()).isEqualTo(tmp.resolve("index"));
        assertThat(location.opened()).as("nothing asked yet").isFalse();

        Path content = location.contentDir();
        assertThat(location.opened()).isTrue();
        assertThat(Files.readString(content.resolve("anr").resolve("rules.yaml"))).contains("rule:anr/x");
        // another location of the same jar gets the same folder, without a second file system
        assertThat(ContentLocation.inJar(jar, tmp.resolve("other")).contentDir()).isSameAs(content);
        content.getFileSystem().close();
    }

    @Test
    void aJarWithoutFolderEntriesStillHoldsContent(@TempDir Path tmp) throws Exception {
        Path jar = tmp.resolve("files-only.jar");
        try (JarOutputStream out = new JarOutputStream(Files.newOutputStream(jar))) {
            out.putNextEntry(new JarEntry("content/anr/rules.yaml"));
            out.write("- id: rule:anr/x\n".getBytes(StandardCharsets.UTF_8));
            out.closeEntry();
        }
        assertThat(ContentLocation.holdsContent(jar)).isTrue();
    }

    @Test
    void aJarWithoutContentIsToldApartWithoutOpeningIt(@TempDir Path tmp) throws Exception {
        assertThat(ContentLocation.holdsContent(jar(tmp, false))).isFalse();
        assertThat(ContentLocation.holdsContent(tmp.resolve("missing.jar"))).isFalse();
    }

    @Test
    void aKnownFolderIsGivenAsItIs(@TempDir Path tmp) {
        ContentLocation location = new ContentLocation(tmp, tmp.resolve("index"), false);
        assertThat(location.opened()).isTrue();
        assertThat(location.contentDir()).isSameAs(tmp);
        assertThat(location.jar()).isNull();
    }
}
