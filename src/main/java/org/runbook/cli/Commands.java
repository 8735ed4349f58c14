package org.runbook.cli;

import java.util.List;
import java.util.Optional;

/** Every command of the command line, in the order {@code --help} lists them. */
public final class Commands {

    private Commands() {
    }

    public static List<Command> all() {
        return List.of(
                new SearchCommand(),
                new SuggestCommand(),
                new ShowCommand(),
                new IndexCommand(),
                new ValidateCommand(),
                new CorpusCommand(),
                new EvalCommand(),
                new StepCommand(),
                new BenchCommand());
    }

    public static Optional<Command> find(String name) {
        return all().stream().filter(c -> c.name().equals(name)).findFirst();
    }
}
