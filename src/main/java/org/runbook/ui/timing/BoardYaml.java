package org.runbook.ui.timing;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;
import com.fasterxml.jackson.dataformat.yaml.YAMLGenerator;
import com.fasterxml.jackson.dataformat.yaml.YAMLMapper;

/**
 * A board set up in the editor as a scenario file (content/scenarios/README.md), written by Jackson so that whatever
 * is typed in a cell ({@code "}, {@code ]}, {@code :}, {@code #}...) is quoted as YAML needs and reads back the same.
 */
final class BoardYaml {
    private static final YAMLMapper YAML = YAMLMapper.builder(YAMLFactory.builder()
                    .enable(YAMLGenerator.Feature.MINIMIZE_QUOTES)
                    .disable(YAMLGenerator.Feature.WRITE_DOC_START_MARKER)
                    .build())
            .build();

    /** Where the scenario starts: a run on the server, the Runner's turn or the Corp's turn. */
    enum Start {
        RUN, RUNNER_TURN, CORP_TURN
    }

    /** A piece of ice: an engine card ({@code custom} false: only code and rezzed count) or one made in the table. */
    record Ice(String code, boolean custom, boolean rezzed, String subtypes, int strength, int cost, String subroutines) {
    }

    /** A card in the root of the server. */
    record Root(String code, boolean rezzed, int advancements) {
    }

    /** The two sides' numbers. */
    record Sides(int corpCredits, int corpClicks, int badPublicity, int runnerCredits, int runnerClicks, int tags,
                 int memory) {
    }

    /** The cards written in hands and decks: one the Corp plays, one the Runner plays (each game its own). */
    record Fill(String corpCard, String runnerCard) {
    }

    /** Everything the editor holds. */
    record Board(String edition, Start start, String server, List<Ice> ice, List<Root> root, Sides sides,
                 List<String> rig, Fill fill) {
        /** An A:NR board (hands and decks of the generic A:NR cards). */
        Board(String edition, Start start, String server, List<Ice> ice, List<Root> root, Sides sides, List<String> rig) {
            this(edition, start, server, ice, root, sides, rig, BoardProfile.ANR.fill());
        }
    }

    private BoardYaml() {
    }

    static String write(Board b) {
        Map<String, Object> y = new LinkedHashMap<>();
        y.put("title", ordered("en", "Board set up in the Timing tab", "fr", "Plateau préparé dans l'onglet Timing",
                "de", "Im Timing-Tab aufgebautes Spielfeld"));
        y.put("edition", b.edition());
        y.put("seed", 1);
        switch (b.start()) {
            case RUNNER_TURN -> y.put("start", "runner-1.1");
            case CORP_TURN -> y.put("start", "corp-1.1");
            case RUN -> {
                y.put("start", "run-1");
                y.put("run", Map.of("server", b.server()));
            }
        }
        y.put("until", "game-over");
        List<Object> cards = new ArrayList<>();
        List<Object> ice = new ArrayList<>();
        for (Ice i : b.ice()) {
            String code = i.code();
            if (i.custom()) {
                int n = cards.size() + 1;
                code = "custom-ice-" + n;
                Map<String, Object> card = new LinkedHashMap<>();
                card.put("code", code);
                card.put("name", ordered("en", "Custom ice " + n, "fr", "Glace " + n, "de", "Ice " + n));
                card.put("type", "ice");
                card.put("subtypes", list(i.subtypes()));
                card.put("cost", i.cost());
                card.put("strength", i.strength());
                card.put("subroutines", subroutines(i.subroutines()));
                cards.add(card);
            }
            ice.add(ordered("card", code, "rezzed", i.rezzed()));
        }
        if (!cards.isEmpty()) {
            y.put("cards", cards);
        }
        Sides s = b.sides();
        y.put("corp", ordered("credits", s.corpCredits(), "clicks", s.corpClicks(), "bad-publicity", s.badPublicity(),
                "hq", List.of(b.fill().corpCard()), "rd", java.util.Collections.nCopies(5, b.fill().corpCard())));
        Map<String, Object> runner = ordered("credits", s.runnerCredits(), "clicks", s.runnerClicks(), "tags", s.tags(),
                "memory", s.memory(), "grip", List.of(b.fill().runnerCard()), "stack", java.util.Collections.nCopies(5, b.fill().runnerCard()));
        runner.put("rig", b.rig());
        y.put("runner", runner);
        List<Object> root = new ArrayList<>();
        for (Root r : b.root()) {
            root.add(ordered("card", r.code(), "rezzed", r.rezzed(), "advancements", r.advancements()));
        }
        y.put("servers", Map.of(b.server(), ordered("ice", ice, "root", root)));
        return text(y);
    }

    /** A scenario's keys and values as YAML text. */
    static String text(Map<String, Object> y) {
        try {
            return YAML.writeValueAsString(y);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("a board cannot be written as YAML", e);
        }
    }

    /** "barrier, code gate" becomes two subtypes. */
    static List<String> list(String text) {
        List<String> out = new ArrayList<>();
        for (String part : text.split(",")) {
            if (!part.isBlank()) {
                out.add(part.trim());
            }
        }
        return out;
    }

    /** "end-run, net-damage 1" becomes {@code [end-run, {net-damage: 1}]}. */
    static List<Object> subroutines(String text) {
        List<Object> out = new ArrayList<>();
        for (String p : list(text)) {
            String[] w = p.split("\\s+|:\\s*", 2);
            if (w.length == 1) {
                out.add(w[0]);
            } else {
                String arg = w[1].trim();
                out.add(Map.of(w[0], arg.matches("-?\\d+") ? (Object) Integer.parseInt(arg) : arg));
            }
        }
        return out;
    }

    static Map<String, Object> ordered(Object... kv) {
        Map<String, Object> m = new LinkedHashMap<>();
        for (int i = 0; i < kv.length; i += 2) {
            m.put((String) kv[i], kv[i + 1]);
        }
        return m;
    }
}
