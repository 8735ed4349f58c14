package org.runbook.corpus.yaml;

import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CoderResult;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;

/** The bytes of a YAML file as text: UTF-8 only, with the line of the first thing that is not text. */
public final class YamlText {

    private YamlText() {
    }

    /**
     * Decodes UTF-8 (a leading byte-order mark is dropped); UTF-16, binary files and invalid bytes are refused
     * with their line.
     */
    public static String decode(byte[] bytes) throws YamlException {
        if (bytes.length >= 2 && ((bytes[0] == (byte) 0xFE && bytes[1] == (byte) 0xFF)
                || (bytes[0] == (byte) 0xFF && bytes[1] == (byte) 0xFE))) {
            throw new YamlException(1, "the file is in UTF-16; save it as UTF-8");
        }
        int start = bytes.length >= 3 && bytes[0] == (byte) 0xEF && bytes[1] == (byte) 0xBB && bytes[2] == (byte) 0xBF
                ? 3 : 0;
        for (int i = start; i < bytes.length; i++) {
            if (bytes[i] == 0) {
                throw new YamlException(lineAt(bytes, i), looksLikeUtf16(bytes)
                        ? "the file looks like UTF-16; save it as UTF-8"
                        : "a NUL byte: this looks like a binary file, not YAML text");
            }
        }
        CharsetDecoder decoder = StandardCharsets.UTF_8.newDecoder()
                .onMalformedInput(CodingErrorAction.REPORT)
                .onUnmappableCharacter(CodingErrorAction.REPORT);
        ByteBuffer in = ByteBuffer.wrap(bytes, start, bytes.length - start);
        CharBuffer out = CharBuffer.allocate(bytes.length);
        CoderResult result = decoder.decode(in, out, true);
        if (result.isError()) {
            throw new YamlException(lineAt(bytes, in.position()), "bytes that are not UTF-8 text; save the file as"
                    + " UTF-8");
        }
        if (decoder.flush(out).isError()) {
            throw new YamlException(lineAt(bytes, bytes.length), "the file ends inside a character; save it as UTF-8");
        }
        return out.flip().toString();
    }

    /** Text in UTF-16 without a mark: ASCII characters each followed or preceded by a NUL byte. */
    private static boolean looksLikeUtf16(byte[] b) {
        int n = Math.min(b.length, 64);
        int even = 0;
        int odd = 0;
        for (int i = 0; i < n; i++) {
            if (b[i] == 0) {
                if (i % 2 == 0) {
                    even++;
                } else {
                    odd++;
                }
            }
        }
        return Math.max(even, odd) >= n / 2 - 1 && Math.min(even, odd) == 0;
    }

    /** Control characters other than tab, newline and carriage return are refused with their line. */
    static void checkNoControlCharacters(String text) throws YamlException {
        int line = 1;
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c == '\n') {
                line++;
            } else if (c < 0x20 && c != '\t' && c != '\r' || c == 0x7F) {
                throw new YamlException(line, c == 0 ? "a NUL character: this looks like a binary file, not YAML"
                        + " text" : String.format("a control character (U+%04X) that YAML text cannot hold", (int) c));
            }
        }
    }

    private static int lineAt(byte[] bytes, int index) {
        int line = 1;
        for (int i = 0; i < index && i < bytes.length; i++) {
            if (bytes[i] == '\n') {
                line++;
            }
        }
        return line;
    }

    /** A value quoted in a message, cut to a readable length. */
    public static String shorten(String s) {
        return s.length() <= 40 ? s : s.substring(0, 37) + "…";
    }
}
