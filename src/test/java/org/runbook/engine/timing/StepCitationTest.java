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

/** Every step the engine reports cites a step entry that exists in the corpus (content/anr/steps). */
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
        for (String e : Editions.ids()) {
            for (StepDef s : Editions.get(e).steps()) {
                assertThat(corpus).as("corpus entry for " + s.key() + " of " + e).contains(s.stepId(e));
            }
        }
    }
}
