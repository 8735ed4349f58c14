package org.runbook.ui.i18n;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;

/**
 * The current interface language and the components that show its texts: each component binds a small function that
 * sets its texts; switching the language runs them all again (on the event thread).
 */
public final class Localizer {

    private Messages messages;
    private final List<Consumer<Messages>> bound = new ArrayList<>();

    public Localizer(Messages messages) {
        this.messages = messages;
    }

    public Messages messages() {
        return messages;
    }

    public String get(String key, Object... args) {
        return messages.get(key, args);
    }

    /** Runs {@code apply} now and after every language switch. */
    public void bind(Consumer<Messages> apply) {
        bound.add(apply);
        apply.accept(messages);
    }

    public void switchTo(String language) {
        messages = Messages.of(language);
        for (Consumer<Messages> apply : List.copyOf(bound)) {
            apply.accept(messages);
        }
    }
}
