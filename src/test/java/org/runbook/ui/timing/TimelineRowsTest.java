package org.runbook.ui.timing;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Locale;
import java.util.Map;
import java.util.function.Function;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.runbook.engine.game.GameSession;
import org.runbook.engine.game.Lang;

/** The timeline's moves and events in words of the interface: cards and servers by their names, never by ids. */
class TimelineRowsTest {
    private final Function<String, String> names = Map.of("wall-of-thorns", "Mur d'Épines", "fort1", "Fort de données 1",
            "gordian-blade", "Lame Gordienne")::get;

    @org.junit.jupiter.api.BeforeEach
    @AfterEach
    void english() {
        Texts.setLocale(Locale.ENGLISH);
    }

    @Test
    void aMoveNamesItsCardInTheInterfaceLanguage() {
        Texts.setLocale(Locale.FRENCH);
        assertThat(TimelineRows.move("rez:wall-of-thorns", Lang.FR, names, "anr")).isEqualTo("Activer (Mur d'Épines)");
        assertThat(TimelineRows.move("break:gordian-blade:2", Lang.FR, names, "anr"))
                .isEqualTo("Neutraliser des sous-routines (Lame Gordienne, 2)");
    }

    @Test
    void withoutANameAReferenceReadsAsANameAndABoroughKeepsItsId() {
        assertThat(TimelineRows.move("rez:ice-wall", Lang.EN, names, "anr")).isEqualTo("Rez (Ice Wall)");
        assertThat(TimelineRows.move("choose:PI-1", Lang.EN, names, "vr")).isEqualTo("Choose (PI-1)");
        assertThat(TimelineRows.move("recover:2:necro", Lang.EN, names, "vr")).isEqualTo("Take back Influence (2, Necro card)");
    }

    @Test
    void a1996MoveIsToldInItsOwnWords() {
        assertThat(TimelineRows.move("gain-credit", Lang.EN, names, "nr96")).isEqualTo("Gain 1 bit");
    }

    @Test
    void anEventNamingAServerByItsIdNamesItAsTheBoardDoes() {
        assertThat(TimelineRows.servers("The Runner runs on fort1", names)).isEqualTo("The Runner runs on Fort de données 1");
        assertThat(TimelineRows.servers("Run on remote7 initiated", names)).isEqualTo("Run on remote7 initiated");
    }

    @Test
    void aVirtualRevolutionEventNamesItsPlayerInTheInterfaceLanguage() {
        Texts.setLocale(Locale.FRENCH);
        assertThat(TimelineRows.players("red ajoute 1 jeton Influence en PI-3", "vr"))
                .isEqualTo("Rouge ajoute 1 jeton Influence en PI-3");
        assertThat(TimelineRows.players("red", "anr")).isEqualTo("red");
    }

    @Test
    void aMoveAndACounterJoinTheirLabelAsTheInterfaceLanguageWrites() {
        GameSession.Line pass = new GameSession.Line(true, java.util.List.of("runner"),
                org.runbook.engine.Text.same("pass"), null, false);
        assertThat(TimelineRows.counter("Δ red.money: 6 → 11")).isEqualTo("Δ Red, money: 6 → 11");
        assertThat(TimelineRows.counter("  Δ Corp credits: 7 → 0")).isEqualTo("  Δ Corp credits: 7 → 0");
        assertThat(TimelineRows.words(pass, Lang.EN, names, "anr")).startsWith("Runner: ");
        Texts.setLocale(Locale.FRENCH);
        assertThat(TimelineRows.counter("Δ red.money: 6 → 11")).isEqualTo("Δ Rouge, argent\u00a0: 6 → 11");
        assertThat(TimelineRows.counter("  Δ crédits Corpo: 7 → 0")).isEqualTo("  Δ crédits Corpo\u00a0: 7 → 0");
        assertThat(TimelineRows.words(pass, Lang.FR, names, "anr")).startsWith("Runner\u00a0: ");
        Texts.setLocale(Locale.GERMAN);
        assertThat(TimelineRows.counter("Δ Credits Konzern: 7 → 0")).isEqualTo("Δ Credits Konzern: 7 → 0");
    }
}
