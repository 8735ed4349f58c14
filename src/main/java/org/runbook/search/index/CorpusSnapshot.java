package org.runbook.search.index;

import org.runbook.corpus.Citation;
import org.runbook.corpus.ContentException;
import org.runbook.corpus.Corpus;
import org.runbook.corpus.Entry;
import org.runbook.corpus.Kind;
import org.runbook.engine.game.Lang;

import java.io.DataInput;
import java.io.DataOutput;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * The validated corpus in a compact binary form, written at build time and read at start instead of parsing the
 * YAML again (tens of milliseconds instead of about a second of CPU). Every field of every {@link Entry} is kept, so
 * the entries read back equal the ones written.
 */
public final class CorpusSnapshot {

    private static final int VERSION = 1;

    private CorpusSnapshot() {
    }

    public static void write(Corpus corpus, DataOutput out) throws IOException {
        out.writeInt(VERSION);
        out.writeInt(corpus.entries().size());
        for (Entry e : corpus.entries()) {
            str(out, e.id());
            str(out, e.kind().name());
            str(out, e.game());
            str(out, e.edition());
            langMap(out, e.titles());
            langMap(out, e.texts());
            out.writeByte(e.names().size());
            for (Lang l : Lang.values()) {
                if (e.names().containsKey(l)) {
                    out.writeByte(l.ordinal());
                    list(out, e.names().get(l));
                }
            }
            out.writeInt(e.sources().size());
            for (Citation c : e.sources()) {
                str(out, c.doc());
                str(out, c.section());
                out.writeInt(c.page());
            }
            list(out, e.links());
            list(out, e.cards());
            list(out, e.mapsTo());
            Map<String, String> facts = new TreeMap<>(e.facts());
            out.writeInt(facts.size());
            for (Map.Entry<String, String> f : facts.entrySet()) {
                str(out, f.getKey());
                str(out, f.getValue());
            }
            str(out, e.scenario());
            str(out, e.file());
            out.writeInt(e.line());
            Map<String, Integer> lines = new TreeMap<>(e.lines());
            out.writeInt(lines.size());
            for (Map.Entry<String, Integer> f : lines.entrySet()) {
                str(out, f.getKey());
                out.writeInt(f.getValue());
            }
        }
    }

    /**
     * Reads a corpus written by {@link #write}. Its entries were validated before they were written (the build
     * writes it from a corpus loaded and checked): they are not checked again.
     */
    public static Corpus read(DataInput in) throws IOException, ContentException {
        int version = in.readInt();
        if (version != VERSION) {
            throw new IOException("corpus snapshot version " + version + ", expected " + VERSION);
        }
        int n = in.readInt();
        List<Entry> entries = new ArrayList<>(n);
        // one copy of each string that recurs from entry to entry (fact and line keys, games, files, sources, the
        // ids that links and card lists repeat): some 2 MB of the corpus' heap were copies of the same few words
        Map<String, String> pool = new HashMap<>(1 << 14);
        for (int i = 0; i < n; i++) {
            String id = pooled(pool, str(in));
            Kind kind = Kind.valueOf(str(in));
            String game = pooled(pool, str(in));
            String edition = pooled(pool, str(in));
            Map<Lang, String> titles = langMap(in);
            Map<Lang, String> texts = langMap(in);
            Map<Lang, List<String>> names = new EnumMap<>(Lang.class);
            int nn = in.readByte();
            for (int k = 0; k < nn; k++) {
                Lang l = Lang.values()[in.readByte()];
                names.put(l, list(in));
            }
            int ns = in.readInt();
            List<Citation> sources = new ArrayList<>(ns);
            for (int k = 0; k < ns; k++) {
                sources.add(new Citation(pooled(pool, str(in)), pooled(pool, str(in)), in.readInt()));
            }
            List<String> links = list(in, pool);
            List<String> cards = list(in, pool);
            List<String> mapsTo = list(in, pool);
            int nf = in.readInt();
            Map<String, String> facts = new LinkedHashMap<>();
            for (int k = 0; k < nf; k++) {
                facts.put(pooled(pool, str(in)), pooled(pool, str(in)));
            }
            String scenario = str(in);
            String file = pooled(pool, str(in));
            int line = in.readInt();
            int nl = in.readInt();
            Map<String, Integer> lines = new LinkedHashMap<>();
            for (int k = 0; k < nl; k++) {
                lines.put(pooled(pool, str(in)), in.readInt());
            }
            entries.add(new Entry(id, kind, game, edition, titles, texts, names, sources, links, cards, mapsTo, facts,
                    scenario, file, line, lines));
        }
        return Corpus.validated(entries);
    }

    private static void langMap(DataOutput out, Map<Lang, String> map) throws IOException {
        out.writeByte(map.size());
        for (Lang l : Lang.values()) {
            if (map.containsKey(l)) {
                out.writeByte(l.ordinal());
                str(out, map.get(l));
            }
        }
    }

    private static Map<Lang, String> langMap(DataInput in) throws IOException {
        Map<Lang, String> map = new EnumMap<>(Lang.class);
        int n = in.readByte();
        for (int k = 0; k < n; k++) {
            map.put(Lang.values()[in.readByte()], str(in));
        }
        return map;
    }

    private static void list(DataOutput out, List<String> list) throws IOException {
        out.writeInt(list.size());
        for (String s : list) {
            str(out, s);
        }
    }

    /** {@code s}, or the equal string read before it. */
    private static String pooled(Map<String, String> pool, String s) {
        if (s == null) {
            return null;
        }
        String before = pool.putIfAbsent(s, s);
        return before == null ? s : before;
    }

    private static List<String> list(DataInput in, Map<String, String> pool) throws IOException {
        int n = in.readInt();
        List<String> list = new ArrayList<>(n);
        for (int k = 0; k < n; k++) {
            list.add(pooled(pool, str(in)));
        }
        return list;
    }

    private static List<String> list(DataInput in) throws IOException {
        int n = in.readInt();
        List<String> list = new ArrayList<>(n);
        for (int k = 0; k < n; k++) {
            list.add(str(in));
        }
        return list;
    }

    /** A string of any length (writeUTF stops at 64 KB), or null. */
    static void str(DataOutput out, String s) throws IOException {
        if (s == null) {
            out.writeInt(-1);
            return;
        }
        byte[] bytes = s.getBytes(StandardCharsets.UTF_8);
        out.writeInt(bytes.length);
        out.write(bytes);
    }

    static String str(DataInput in) throws IOException {
        int n = in.readInt();
        if (n < 0) {
            return null;
        }
        // the bytes go through one buffer per reading thread: a start reads some 150,000 strings, and a new array
        // for each was as many megabytes again for the collector to sweep (or copy) while the window is made
        byte[] bytes = n <= SCRATCH_SIZE ? SCRATCH.get() : new byte[n];
        in.readFully(bytes, 0, n);
        return new String(bytes, 0, n, StandardCharsets.UTF_8);
    }

    /** Strings up to this many bytes are read through {@link #SCRATCH}; longer ones (few) through their own array. */
    private static final int SCRATCH_SIZE = 1 << 14;
    private static final ThreadLocal<byte[]> SCRATCH = ThreadLocal.withInitial(() -> new byte[SCRATCH_SIZE]);
}
