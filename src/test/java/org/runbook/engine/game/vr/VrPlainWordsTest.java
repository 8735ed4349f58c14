package org.runbook.engine.game.vr;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;
import org.runbook.engine.game.Lang;
import org.runbook.engine.session.Timeline;

/**
 * What the VR engine says (log lines and option labels) names things, in the interface language: no card id (nor a
 * Corruption card's {@code c15}), no District code where the District has a name, no effect word of the card file, no
 * {@code choose:} id. Borough codes ({@code QL-1}) stay: the boroughs of the engine's generic map have no names.
 */
class VrPlainWordsTest {
    private static final VrCatalog CAT = VrFixtures.catalog();

    /** The ids and words a player should never read. */
    private static List<String> rawWords() {
        List<String> out = new ArrayList<>();
        CAT.verses().keySet().stream().filter(id -> id.contains("-")).forEach(out::add);
        CAT.agents().keySet().stream().filter(id -> id.contains("-")).forEach(out::add);
        CAT.boosts().keySet().forEach(out::add);
        CAT.objectives().keySet().forEach(out::add);
        CAT.corruption().keySet().forEach(out::add);   // c01..c36: a Corruption card is named by its number and effect
        for (VrEffect.Kind k : VrEffect.Kind.values()) {
            if (k.word().contains("-")) {
                out.add(k.word());
            }
        }
        out.addAll(List.of("choose:", "@"));
        return out;
    }

    private static void assertPlain(String text, String where) {
        for (String w : rawWords()) {
            assertThat(text).as(where).doesNotContain(w);
        }
        CAT.map().districts().keySet().stream().filter(d -> !CAT.map().name(d).en().equals(d)).forEach(d ->
                assertThat(Pattern.compile("\\b" + d + "\\b(?!-\\d)").matcher(text).find()).as(where + ": " + d + " in " + text)
                        .isFalse());
    }

    @Test
    void everyLogLineOfTheScenariosIsInPlainWords() throws IOException {
        try (Stream<Path> files = Files.list(VrFixtures.content().resolve("scenarios/vr"))) {
            for (Path f : files.filter(p -> p.toString().endsWith(".yaml")).sorted().toList()) {
                VrSession s = VrSession.start(VrFixtures.scenario(f.getFileName().toString().replace(".yaml", "")));
                for (Lang lang : Lang.values()) {
                    for (String line : Timeline.render(s.timeline(), lang).split("\n")) {
                        if (line.trim().startsWith("- ")) {   // an event; step and decision lines show ids on purpose
                            assertPlain(line, f.getFileName() + " " + lang);
                        }
                    }
                }
            }
        }
    }

    @Test
    void theOptionsOfChoicesTitlesAndSearchesAreInPlainWords() {
        VrScenario sc = VrFixtures.scenario("01-full-turn");
        VrState.Mut m = sc.initial().mut();
        VrPlayer.Mut red = m.p("red");
        red.money = 40;
        red.corruption.addAll(List.of("c14", "c20", "c05"));
        red.agents.clear();
        red.agents.add(new VrPlayer.AgentInService("stilson", false));
        red.agents.add(new VrPlayer.AgentInService("vicomte", false));
        red.titles.add("ND");
        m.servers.put("NA-2", "red");
        red.servers--;
        for (String b : CAT.map().districts().get("ND")) {
            m.influence.put(b, new VrState.Tokens("red", 1));
        }
        VrSession s = VrSession.open(new VrScenario(sc.path(), sc.title(), m.freeze(), sc.catalog(), List.of(), "wait"));
        List<String> path = List.of("title:ND", "choose:c14", "choose:c20", "place:NA-1", "use:stilson",
                "choose:stilson>2", "use:vicomte", "choose:server:NA-2>1", "skip");
        for (String id : path) {
            for (VrOption o : s.current().decision().options()) {
                for (Lang lang : Lang.values()) {
                    assertPlain(o.label(lang), id + " " + o.id() + " " + lang);
                    assertThat(o.label(lang)).isNotBlank();
                }
                assertThat(o.label(Lang.DE)).as(o.id()).isNotEqualTo(o.label(Lang.EN));
            }
            s.decide(id);
        }
        for (Lang lang : Lang.values()) {
            for (String line : Timeline.render(s.timeline(), lang).split("\n")) {
                if (line.trim().startsWith("- ")) {
                    assertPlain(line, lang.name());
                }
            }
        }
    }
}
