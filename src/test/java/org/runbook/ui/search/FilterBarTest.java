package org.runbook.ui.search;

import org.junit.jupiter.api.Test;
import org.runbook.engine.game.Lang;
import org.runbook.ui.i18n.Localizer;
import org.runbook.ui.i18n.Messages;

import javax.swing.SwingUtilities;
import java.util.concurrent.atomic.AtomicReference;

import static org.assertj.core.api.Assertions.assertThat;

/** The reading choice of the search filters: "the language I type" by default, a fixed language on demand. */
class FilterBarTest {

    private static <T> T onEdt(java.util.concurrent.Callable<T> task) throws Exception {
        AtomicReference<T> out = new AtomicReference<>();
        AtomicReference<Exception> failure = new AtomicReference<>();
        SwingUtilities.invokeAndWait(() -> {
            try {
                out.set(task.call());
            } catch (Exception e) {
                failure.set(e);
            }
        });
        if (failure.get() != null) {
            throw failure.get();
        }
        return out.get();
    }

    @Test
    void byDefaultHitsAreShownInTheLanguageTheQueryIsTypedIn() throws Exception {
        FilterBar bar = onEdt(() -> new FilterBar(new Localizer(Messages.of("en")), Lang.FR, () -> { }));

        assertThat(bar.readsAsTyped()).isTrue();
        assertThat(bar.request("débrancher", 10).lang()).isNull();
        assertThat(bar.language()).as("the reader pane keeps the reader's language").isEqualTo(Lang.FR);
    }

    @Test
    void settingTheReadersLanguageKeepsTheAsTypedChoiceAndAChosenLanguageIsUsed() throws Exception {
        FilterBar bar = onEdt(() -> new FilterBar(new Localizer(Messages.of("en")), Lang.FR, () -> { }));
        onEdt(() -> {
            bar.setLanguage(Lang.DE);
            return null;
        });
        assertThat(bar.readsAsTyped()).isTrue();
        assertThat(bar.language()).isEqualTo(Lang.DE);

        onEdt(() -> {
            bar.languageBox().setSelectedItem(Lang.EN);
            return null;
        });
        assertThat(bar.request("jack out", 10).lang()).isEqualTo(Lang.EN);
        assertThat(bar.language()).isEqualTo(Lang.EN);
    }
}
