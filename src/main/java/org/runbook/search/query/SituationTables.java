package org.runbook.search.query;

import org.runbook.engine.game.Lang;

import java.io.DataInput;
import java.io.DataOutput;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;

/**
 * The {@link Situations} in a compact binary form, written when the jar is packaged beside the concept tables, so a
 * start reads them without parsing {@code situations.yaml} (and without loading the YAML reader on the way to the
 * first answer). The same situations always give the same bytes.
 */
public final class SituationTables {

    private static final int VERSION = 1;

    private SituationTables() {
    }

    public static void write(Situations situations, DataOutput out) throws IOException {
        out.writeInt(VERSION);
        out.writeInt(situations.all().size());
        for (Situations.Situation s : situations.all()) {
            out.writeUTF(s.id());
            out.writeUTF(s.game());
            strings(s.targets(), out);
            out.writeInt(s.cues().size());
            for (Situations.Cue c : s.cues()) {
                out.writeUTF(c.lang().name());
                strings(c.words(), out);
                for (boolean p : c.prefix()) {
                    out.writeBoolean(p);
                }
            }
        }
    }

    /** Reads what {@link #write} wrote. */
    public static Situations read(DataInput in) throws IOException {
        int version = in.readInt();
        if (version != VERSION) {
            throw new IOException("situation tables version " + version + ", expected " + VERSION);
        }
        int count = in.readInt();
        List<Situations.Situation> all = new ArrayList<>(count);
        for (int i = 0; i < count; i++) {
            String id = in.readUTF();
            String game = in.readUTF();
            List<String> targets = strings(in);
            int cueCount = in.readInt();
            List<Situations.Cue> cues = new ArrayList<>(cueCount);
            for (int k = 0; k < cueCount; k++) {
                Lang lang = Lang.valueOf(in.readUTF());
                List<String> words = strings(in);
                List<Boolean> prefix = new ArrayList<>(words.size());
                for (int w = 0; w < words.size(); w++) {
                    prefix.add(in.readBoolean());
                }
                cues.add(new Situations.Cue(lang, List.copyOf(words), List.copyOf(prefix)));
            }
            all.add(new Situations.Situation(id, game, List.copyOf(targets), List.copyOf(cues)));
        }
        return Situations.of(all);
    }

    private static void strings(List<String> list, DataOutput out) throws IOException {
        out.writeInt(list.size());
        for (String s : list) {
            out.writeUTF(s);
        }
    }

    private static List<String> strings(DataInput in) throws IOException {
        int n = in.readInt();
        List<String> list = new ArrayList<>(n);
        for (int i = 0; i < n; i++) {
            list.add(in.readUTF());
        }
        return list;
    }
}
