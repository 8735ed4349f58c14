package org.runbook.engine.timing;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;
import org.runbook.engine.Fixtures;

/**
 * Every step the engine reports cites an entry that exists in the corpus: a step entry of content/anr/steps, or for
 * Netrunner (1996), which has no step entries, a rule or term entry of content/nr96.
 */
class StepCitationTest {

    @Test
    void everyEngineStepIdIsAnEntryOfTheCorpus() throws IOException {
        Set<String> corpus = new HashSet<>();
        Pattern id = Pattern.compile("id:\\s*(step:[a-z0-9./-]+)");
        try (Stream<Path> files = Files.list(Fixtures.content().resolve("anr/steps"))) {
            for (Path f : files.filter(p -> p.toString().endsWith(".yaml")).toList()) {
                Matcher m = id.matcher(Files.readString(f));
                while (m.find()) {
                    corpus.add(m.group(1));
                }
            }
        }
        Pattern nr96 = Pattern.compile("id:\\s*((?:rule|term):nr96/[a-z0-9./-]+)");
        try (Stream<Path> files = Files.walk(Fixtures.content().resolve("nr96"))) {
            for (Path f : files.filter(p -> p.toString().endsWith(".yaml")).toList()) {
                Matcher m = nr96.matcher(Files.readString(f));
                while (m.find()) {
                    corpus.add(m.group(1));
                }
            }
        }
        for (String e : Editions.ids()) {
            for (StepDef s : Editions.get(e).steps()) {
                assertThat(corpus).as("corpus entry for " + s.key() + " of " + e).contains(s.stepId(e));
            }
        }
    }
}
