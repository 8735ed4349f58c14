package org.runbook.search.query;

import org.runbook.engine.game.Lang;

import java.io.DataInput;
import java.io.DataOutput;
import java.io.IOException;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * A {@link ConceptIndex} in a compact binary form, written when the jar is packaged and read at start instead of
 * folding every name of the corpus again. What is written is exactly what recognising needs (the exact names, the
 * names by typo bucket with their order, the longest name, the names shared with A:NR terms, the
 * languages a term has names but no text in); the concepts are written once and referred to by number.
 * Keys are written sorted, so the same index always gives the same bytes.
 */
public final class ConceptTables {

    private static final int VERSION = 2;

    private ConceptTables() {
    }

    public static void write(ConceptIndex index, DataOutput out) throws IOException {
        Map<String, List<Concept>> exact = new TreeMap<>(index.exact);
        Map<String, List<ConceptIndex.Name>> fuzzy = new TreeMap<>(index.fuzzyBuckets);
        Map<Concept, Integer> numbers = new LinkedHashMap<>();
        exact.values().forEach(list -> list.forEach(c -> numbers.putIfAbsent(c, numbers.size())));
        fuzzy.values().forEach(list -> list.forEach(n -> numbers.putIfAbsent(n.concept(), numbers.size())));
        out.writeInt(VERSION);
        out.writeInt(numbers.size());
        for (Concept c : numbers.keySet()) {
            writeConcept(c, out);
        }
        out.writeInt(exact.size());
        for (Map.Entry<String, List<Concept>> e : exact.entrySet()) {
            out.writeUTF(e.getKey());
            out.writeInt(e.getValue().size());
            for (Concept c : e.getValue()) {
                out.writeInt(numbers.get(c));
            }
        }
        out.writeInt(fuzzy.size());
        for (Map.Entry<String, List<ConceptIndex.Name>> e : fuzzy.entrySet()) {
            out.writeUTF(e.getKey());
            out.writeInt(e.getValue().size());
            for (ConceptIndex.Name n : e.getValue()) {
                out.writeUTF(n.folded());
                out.writeInt(numbers.get(n.concept()));
                out.writeInt(n.order());
            }
        }
        out.writeInt(index.longestName);
        Map<String, java.util.Set<String>> shared = new TreeMap<>(index.shared);
        out.writeInt(shared.size());
        for (Map.Entry<String, java.util.Set<String>> e : shared.entrySet()) {
            out.writeUTF(e.getKey());
            writeList(new java.util.TreeSet<>(e.getValue()).stream().toList(), out);
        }
        Map<String, java.util.Set<Lang>> namedOnly = new TreeMap<>(index.namedOnly);
        out.writeInt(namedOnly.size());
        for (Map.Entry<String, java.util.Set<Lang>> e : namedOnly.entrySet()) {
            out.writeUTF(e.getKey());
            writeList(e.getValue().stream().sorted().map(Lang::name).toList(), out);
        }
    }

    /** Reads what {@link #write} wrote; {@code vocabulary} is the corpus's, as the index was built with. */
    public static ConceptIndex read(DataInput in, Vocabulary vocabulary) throws IOException {
        int version = in.readInt();
        if (version != VERSION) {
            throw new IOException("concept tables version " + version + ", expected " + VERSION);
        }
        int count = in.readInt();
        Concept[] concepts = new Concept[count];
        for (int i = 0; i < count; i++) {
            concepts[i] = readConcept(in);
        }
        int exactCount = in.readInt();
        Map<String, List<Concept>> exact = new HashMap<>(exactCount * 2);
        for (int i = 0; i < exactCount; i++) {
            String key = in.readUTF();
            int n = in.readInt();
            List<Concept> list = new ArrayList<>(n);
            for (int k = 0; k < n; k++) {
                list.add(concepts[in.readInt()]);
            }
            exact.put(key, list);
        }
        int fuzzyCount = in.readInt();
        Map<String, List<ConceptIndex.Name>> fuzzy = new HashMap<>(fuzzyCount * 2);
        for (int i = 0; i < fuzzyCount; i++) {
            String key = in.readUTF();
            int n = in.readInt();
            List<ConceptIndex.Name> list = new ArrayList<>(n);
            for (int k = 0; k < n; k++) {
                String folded = in.readUTF();
                Concept c = concepts[in.readInt()];
                list.add(new ConceptIndex.Name(folded, folded.split(" "), c, in.readInt()));
            }
            fuzzy.put(key, list);
        }
        int longest = in.readInt();
        int sharedCount = in.readInt();
        Map<String, java.util.Set<String>> shared = new HashMap<>(sharedCount * 2);
        for (int i = 0; i < sharedCount; i++) {
            String key = in.readUTF();
            shared.put(key, java.util.Set.copyOf(readList(in)));
        }
        int namedOnlyCount = in.readInt();
        Map<String, java.util.Set<Lang>> namedOnly = new HashMap<>(namedOnlyCount * 2);
        for (int i = 0; i < namedOnlyCount; i++) {
            String key = in.readUTF();
            java.util.Set<Lang> langs = java.util.EnumSet.noneOf(Lang.class);
            readList(in).forEach(l -> langs.add(Lang.valueOf(l)));
            namedOnly.put(key, langs);
        }
        return new ConceptIndex(vocabulary, exact, fuzzy, longest, shared, namedOnly);
    }

    private static void writeConcept(Concept c, DataOutput out) throws IOException {
        out.writeUTF(c.id());
        out.writeUTF(c.game());
        out.writeBoolean(c.card());
        writeList(c.codes(), out);
        out.writeByte(c.names().size());
        for (Lang l : Lang.values()) {
            List<String> names = c.names().get(l);
            if (names != null) {
                out.writeByte(l.ordinal());
                writeList(names, out);
            }
        }
        writeList(c.links(), out);
    }

    private static Concept readConcept(DataInput in) throws IOException {
        String id = in.readUTF();
        String game = in.readUTF();
        boolean card = in.readBoolean();
        List<String> codes = readList(in);
        int langs = in.readByte();
        Map<Lang, List<String>> names = new EnumMap<>(Lang.class);
        for (int k = 0; k < langs; k++) {
            Lang l = Lang.values()[in.readByte()];
            names.put(l, readList(in));
        }
        return new Concept(id, game, card, codes, names, readList(in));
    }

    private static void writeList(List<String> list, DataOutput out) throws IOException {
        out.writeInt(list.size());
        for (String s : list) {
            out.writeUTF(s);
        }
    }

    private static List<String> readList(DataInput in) throws IOException {
        int n = in.readInt();
        String[] items = new String[n];
        for (int i = 0; i < n; i++) {
            items[i] = in.readUTF();
        }
        return List.of(items);
    }
}
