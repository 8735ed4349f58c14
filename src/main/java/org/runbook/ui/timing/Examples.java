package org.runbook.ui.timing;

import java.nio.file.Path;
import java.util.function.Consumer;
import java.util.function.Supplier;

import org.runbook.engine.game.anr.AnrGameSession;

/**
 * The sessions the rest of the app asks for by name: a game's own example (from its start, or played up to a step),
 * the rulebook's example run at a given ice, the scenario of a FAQ ruling at its moment. Each waits for the content,
 * opens the file in the tab, then plays the script on the session's engine thread.
 */
final class Examples {
    /** The rulebook's example run, relative to the content folder. */
    static final String RULEBOOK = "scenarios/anr/01-rulebook-example-run.yaml";

    private final StepperContent content;
    private final Consumer<Path> open;
    private final Supplier<SessionController> session;

    /** {@code open} opens a file in the tab under its own edition; {@code session} is the session shown. */
    Examples(StepperContent content, Consumer<Path> open, Supplier<SessionController> session) {
        this.content = content;
        this.open = open;
        this.session = session;
    }

    void rulebook() {
        content.whenReady(c -> open.accept(c.contentDir().resolve(RULEBOOK)));
    }

    void example(String game) {
        content.whenReady(c -> open.accept(StepperContent.example(c, game)));
    }

    boolean playsRuling(String entryId) {
        return content.ruling(entryId) != null;
    }

    void ruling(String entryId) {
        Path file = content.ruling(entryId);
        if (file != null) {
            open.accept(file);
            session.get().playScript();
        }
    }

    /** A game's own example, its script played until the session reaches step {@code stepKey}. */
    void exampleAt(String game, String stepKey) {
        content.whenReady(c -> {
            open.accept(StepperContent.example(c, game));
            session.get().playScriptUntil(s -> stepKey.equals(s.current().key()));
        });
    }

    /** The rulebook's example run up to step {@code stepKey} while the run is at the ice {@code iceRef}. */
    void rulebookAt(String stepKey, String iceRef) {
        content.whenReady(c -> {
            open.accept(c.contentDir().resolve(RULEBOOK));
            session.get().playScriptUntil(s -> s instanceof AnrGameSession a && stepKey.equals(a.current().key())
                    && iceRef.equals(a.currentIce()));
        });
    }
}
