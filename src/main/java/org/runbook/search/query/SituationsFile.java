package org.runbook.search.query;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.dataformat.yaml.YAMLMapper;
import org.runbook.engine.game.Lang;
import org.runbook.search.suggest.Suggester;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Predicate;

/** Reads {@code situations.yaml} into {@link Situations.Situation}s, checking every id, target and cue. */
final class SituationsFile {

    private SituationsFile() {
    }

    /**
     * Reads situations.
     *
     * @throws IOException naming the file, the line and what was expected, for the first problem found
     */
    static List<Situations.Situation> read(InputStream in, String file, Predicate<String> known) throws IOException {
        String text = new String(in.readAllBytes(), StandardCharsets.UTF_8);
        String[] lines = text.split("\n", -1);
        JsonNode root = new YAMLMapper().readTree(text);
        JsonNode list = root == null ? null : root.get("situations");
        if (list == null || !list.isArray()) {
            throw new IOException(file + ":1: expected a list under 'situations:'");
        }
        List<Situations.Situation> out = new ArrayList<>();
        for (JsonNode s : list) {
            String id = s.path("id").asText("");
            int line = lineOf(lines, "id: " + id);
            String where = file + ":" + line + ": situation '" + id + "': ";
            if (!id.matches("[a-z0-9]+/[a-z0-9-]+")) {
                throw new IOException(where + "expected an id 'game/name'");
            }
            List<String> targets = new ArrayList<>();
            s.path("to").forEach(t -> targets.add(t.asText()));
            if (targets.isEmpty()) {
                throw new IOException(where + "expected at least one entry id under 'to'");
            }
            for (String t : targets) {
                if (!known.test(t)) {
                    throw new IOException(where + "'to' names '" + t + "', which is not an entry of the corpus");
                }
            }
            List<Situations.Cue> cues = new ArrayList<>();
            for (Lang lang : Lang.values()) {
                for (JsonNode c : s.path(lang.code())) {
                    Situations.Cue cue = cue(lang, c.asText());
                    if (cue.words().size() < 2 && !c.asText().contains("*") && c.asText().length() < 6) {
                        throw new IOException(where + "cue '" + c.asText() + "' is too short: expected two words"
                                + " or more");
                    }
                    cues.add(cue);
                }
            }
            if (cues.isEmpty()) {
                throw new IOException(where + "expected cues under fr, en or de");
            }
            out.add(new Situations.Situation(id, id.substring(0, id.indexOf('/')), List.copyOf(targets), List.copyOf(cues)));
        }
        return out;
    }

    private static Situations.Cue cue(Lang lang, String raw) {
        List<String> words = new ArrayList<>();
        List<Boolean> prefix = new ArrayList<>();
        for (String part : raw.strip().split("\\s+")) {
            boolean star = part.endsWith("*");
            String folded = Suggester.fold(star ? part.substring(0, part.length() - 1) : part).strip();
            String[] pieces = folded.split(" ");
            for (int i = 0; i < pieces.length; i++) {
                if (!pieces[i].isEmpty()) {
                    words.add(pieces[i]);
                    prefix.add(star && i == pieces.length - 1);
                }
            }
        }
        return new Situations.Cue(lang, List.copyOf(words), List.copyOf(prefix));
    }

    private static int lineOf(String[] lines, String needle) {
        for (int i = 0; i < lines.length; i++) {
            if (lines[i].contains(needle)) {
                return i + 1;
            }
        }
        return 1;
    }

}
