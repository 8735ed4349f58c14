package org.runbook.corpus.yaml;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class YamlReaderTest {

    private static final YamlLimits SMALL = new YamlLimits(10_000, 20, 3, 4);

    @TempDir
    Path tmp;

    @Test
    void valuesKeepTheirLines() {
        YNode.YMap root = (YNode.YMap) YamlReader.read("a: 1\nb:\n  - x\n  - y\n");
        assertThat(root.lineOf("b")).isEqualTo(2);
        assertThat(((YNode.YList) root.get("b")).items().get(1).line()).isEqualTo(4);
    }

    @Test
    void aDuplicateKeyNamesBothLines() {
        assertThatThrownBy(() -> YamlReader.read("a: 1\nb: 2\na: 3\n")).isInstanceOf(YamlException.class)
                .hasMessage("duplicate key 'a' (first on line 1)")
                .satisfies(e -> assertThat(((YamlException) e).line()).isEqualTo(3));
    }

    @Test
    void eachLimitIsSaidInWordsAtItsLine() {
        assertThatThrownBy(() -> YamlReader.read("a: [1, 2, 3, 4]\n", SMALL)).hasMessage("more than 3 items in one list");
        assertThatThrownBy(() -> YamlReader.read("a:\n  b: " + "x".repeat(30) + "\n", SMALL))
                .hasMessageContaining("at most 20")
                .satisfies(e -> assertThat(((YamlException) e).line()).isEqualTo(2));
        assertThatThrownBy(() -> YamlReader.read("a: [[[[[1]]]]]\n", SMALL)).hasMessageContaining("nest");
        assertThatThrownBy(() -> YamlReader.read("a: &x 1\nb: *x\n")).hasMessageContaining("anchors and aliases");
    }

    @Test
    void undecodableFilesNameTheLineOfTheFirstBadByte() throws Exception {
        Path latin = tmp.resolve("latin.yaml");
        Files.write(latin, "a: 1\nb: caf\u00e9\n".getBytes(StandardCharsets.ISO_8859_1));
        assertThatThrownBy(() -> YamlReader.read(latin, SMALL)).hasMessageContaining("not UTF-8")
                .satisfies(e -> assertThat(((YamlException) e).line()).isEqualTo(2));
        Path utf16 = tmp.resolve("utf16.yaml");
        Files.write(utf16, "a: 1\n".getBytes(StandardCharsets.UTF_16LE));
        assertThatThrownBy(() -> YamlReader.read(utf16, SMALL)).hasMessageContaining("UTF-16");
        Path nul = tmp.resolve("nul.yaml");
        Files.write(nul, "a: 1\nb: 2\nc: \0\n".getBytes(StandardCharsets.UTF_8));
        assertThatThrownBy(() -> YamlReader.read(nul, SMALL)).hasMessageContaining("NUL byte")
                .satisfies(e -> assertThat(((YamlException) e).line()).isEqualTo(3));
        Path bom = tmp.resolve("bom.yaml");
        Files.write(bom, "\uFEFFa: ok\n".getBytes(StandardCharsets.UTF_8));
        assertThat(((YNode.YMap) YamlReader.read(bom, SMALL)).fields()).containsKey("a");
    }

    @Test
    void aFileOverTheSizeLimitIsNotRead() throws Exception {
        Path big = tmp.resolve("big.yaml");
        Files.writeString(big, "a: " + "1".repeat(20_000) + "\n");
        assertThatThrownBy(() -> YamlReader.read(big, SMALL)).hasMessageContaining("at most 9 KB");
    }
}
