package org.runbook.ui.timing;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Properties;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.runbook.engine.Fixtures;
import org.runbook.engine.actions.Rules;
import org.runbook.engine.actions.Zones;
import org.runbook.engine.game.Lang;
import org.runbook.engine.state.CardInstance;
import org.runbook.engine.state.GameState;
import org.runbook.engine.state.TurnModifier;
import org.runbook.scenario.ScenarioLoader;

/**
 * The drawn board and the compact text board show the state a judge needs: hosted cards with their host, agenda
 * counters and credits on cards, a breaker's strength with what its hosted cards give, an ice's turn-long changes.
 */
class AnrBoardsHostedTest {
    private static final String BOARD = """
            title: {en: "board16 test board", fr: "plateau de test", de: "Testbrett"}
            edition: anr-2017
            seed: 3
            start: runner-1.6
            until: wait
            corp: {credits: 5, rd: [Hedge Fund, Hedge Fund]}
            runner:
              clicks: 4
              credits: 5
              rig: [{card: Corroder}, {card: Parasite, virus: 2, host: ice-wall}, {card: Djinn}, {card: Datasucker, host: djinn},
                    {card: The Personal Touch, host: corroder}]
            servers:
              hq:
                ice: [{card: Ice Wall, rezzed: true}]
              remote1:
                root: [{card: Adonis Campaign, rezzed: true, credits: 9}]
              remote2:
                root: [{card: AstroScript Pilot Program, agenda: 1, advancements: 3}]
            """;

    @TempDir
    Path dir;

    @AfterEach
    void english() {
        Texts.setLocale(Locale.ENGLISH);
    }

    private GameState load(Rules[] rules) throws IOException {
        Path f = dir.resolve("board.yaml");
        Files.writeString(f, BOARD);
        ScenarioLoader.Loaded l = new ScenarioLoader(Fixtures.content(), Fixtures.cards()).load(f);
        rules[0] = new Rules(l.cards());
        return l.scenario().initial();
    }

    private static BoardModel.Column server(BoardModel b, String name) {
        return b.servers().stream().filter(c -> c.key().equals("server:" + name)).findFirst().orElseThrow();
    }

    @Test
    void hostedCardsAreDrawnOnTheirHostWithTheirCountersAndFacts() throws IOException {
        Texts.setLocale(Locale.ENGLISH);
        Rules[] rules = new Rules[1];
        GameState s = load(rules);
        BoardModel b = AnrBoards.of("anr", s, rules[0], Lang.EN);
        BoardModel.Column hq = b.servers().stream().filter(c -> c.key().equals("server:hq")).findFirst().orElseThrow();
        BoardModel.Card wall = hq.ice().get(0);
        assertThat(wall.hosted()).extracting(BoardModel.Card::name).containsExactly("Parasite");
        BoardModel.Card parasite = wall.hosted().get(0);
        assertThat(parasite.counters()).isEqualTo("2 virus counters");
        assertThat(parasite.facts()).contains("installed on Ice Wall");
        // Ice Wall is strength 1 printed; Parasite's two counters take 2 off
        assertThat(wall.detail()).endsWith("strength -1");
        // hosted cards are not drawn a second time in the rig
        assertThat(b.rig()).extracting(BoardModel.Card::name).containsExactly("Corroder", "Djinn");
        assertThat(b.rig().get(1).hosted()).extracting(BoardModel.Card::name).containsExactly("Datasucker");
        BoardModel.Card corroder = b.rig().get(0);
        assertThat(corroder.hosted()).extracting(BoardModel.Card::name).containsExactly("The Personal Touch");
        // Corroder is strength 2 printed, The Personal Touch gives +1
        assertThat(corroder.detail()).endsWith("strength 3");
        // each hosted card has its own key, so a change to it is marked
        assertThat(b.signatures()).containsKey(parasite.key());
    }

    @Test
    void eachHostedCardIsPaintedUnderItsHostWithItsOwnHoverFacts() throws Exception {
        Texts.setLocale(Locale.ENGLISH);
        Rules[] rules = new Rules[1];
        BoardModel b = AnrBoards.of("anr", load(rules), rules[0], Lang.EN);
        List<BoardCanvas.Hit> hits = new java.util.ArrayList<>();
        javax.swing.SwingUtilities.invokeAndWait(() -> {
            BoardCanvas canvas = new BoardCanvas();
            canvas.setModel(b, false);
            canvas.setSize(1000, 900);
            java.awt.image.BufferedImage img = new java.awt.image.BufferedImage(1000, 900,
                    java.awt.image.BufferedImage.TYPE_INT_RGB);
            java.awt.Graphics2D g = img.createGraphics();
            canvas.paint(g);
            g.dispose();
            hits.addAll(canvas.hits());
        });
        java.awt.Rectangle wall = area(hits, "<b>Ice Wall — ");
        java.awt.Rectangle parasite = area(hits, "<b>Parasite — ");
        java.awt.Rectangle corroder = area(hits, "<b>Corroder — ");
        java.awt.Rectangle touch = area(hits, "<b>The Personal Touch — ");
        // under the host, indented, not overlapping it
        assertThat(parasite.y).isGreaterThanOrEqualTo(wall.y + wall.height);
        assertThat(parasite.x).isGreaterThan(wall.x);
        assertThat(touch.y).isGreaterThanOrEqualTo(corroder.y + corroder.height);
        assertThat(hits.stream().filter(h -> h.tip().startsWith("<html><b>Parasite — ")).findFirst().orElseThrow().tip())
                .contains("installed on Ice Wall");
    }

    private static java.awt.Rectangle area(List<BoardCanvas.Hit> hits, String tipStart) {
        return hits.stream().filter(h -> h.tip().startsWith("<html>" + tipStart)).findFirst().orElseThrow().area();
    }

    @Test
    void agendaCountersAndCreditsOnCardsAreShownWithRealPlurals() throws IOException {
        Rules[] rules = new Rules[1];
        GameState s = load(rules);
        for (Object[] row : new Object[][] {
                {Locale.ENGLISH, Lang.EN, "9 credits on it", "1 agenda counter"},
                {Locale.FRENCH, Lang.FR, "9 crédits dessus", "1 pion agenda"},
                {Locale.GERMAN, Lang.DE, "9 Credits darauf", "1 Agendamarke"}}) {
            Texts.setLocale((Locale) row[0]);
            BoardModel b = AnrBoards.of("anr", s, rules[0], (Lang) row[1]);
            assertThat(server(b, "remote1").root().get(0).counters()).as("%s", row[0]).isEqualTo(row[2]);
            assertThat(server(b, "remote2").root().get(0).counters()).as("%s", row[0]).contains((String) row[3]);
            String html = BoardHtml.render(s, rules[0], (Lang) row[1]);
            assertThat(html).contains((String) row[2], (String) row[3]);
        }
    }

    @Test
    void theCompactBoardShowsHostsAndTheBreakerStrengthWithItsBonus() throws IOException {
        Texts.setLocale(Locale.ENGLISH);
        Rules[] rules = new Rules[1];
        GameState s = load(rules);
        String html = BoardHtml.render(s, rules[0], Lang.EN);
        assertThat(html).contains("hosts: Parasite <i>(2 virus counters)</i>")
                .contains("Corroder <i>(strength 3)</i> — hosts: The Personal Touch")
                .contains("Djinn — hosts: Datasucker");
        assertThat(html).doesNotContain("virus 2").doesNotContain("Parasite, ");
    }

    @Test
    void whatAnEffectGaveAnIceForTheTurnShowsOnItAndEndsWithTheTurn() throws IOException {
        Texts.setLocale(Locale.ENGLISH);
        Rules[] rules = new Rules[1];
        GameState s = load(rules);
        CardInstance wall = s.servers().stream().filter(v -> v.name().equals("hq")).findFirst().orElseThrow().ice().get(0);
        GameState given = Zones.update(s, wall.id(), c -> c.withUntilTurnEnds(new TurnModifier(s.turnKey(), 3, true)));
        BoardModel.Card card = server(AnrBoards.of("anr", given, rules[0], Lang.EN), "hq").ice().get(0);
        assertThat(card.detail()).contains("barrier", "code gate", "sentry").endsWith("strength 2");
        assertThat(card.facts()).contains("+3 strength until the end of this turn");
        GameState later = Zones.update(s, wall.id(), c -> c.withUntilTurnEnds(new TurnModifier(s.turnKey() - 1, 3, true)));
        BoardModel.Card old = server(AnrBoards.of("anr", later, rules[0], Lang.EN), "hq").ice().get(0);
        assertThat(old.detail()).doesNotContain("sentry").endsWith("strength -1");
        assertThat(old.facts()).noneMatch(f -> f.contains("this turn"));
    }

    @Test
    void theWhyNotReasonsForCardsInHandAndThePaymentGroupExistInEveryLanguage() throws IOException {
        for (String suffix : List.of("", "_fr", "_de")) {
            Properties p = new Properties();
            try (var in = AnrBoardsHostedTest.class.getResourceAsStream("TimingStrings" + suffix + ".properties")) {
                p.load(new java.io.InputStreamReader(in, java.nio.charset.StandardCharsets.UTF_8));
            }
            for (String key : List.of("whynot.reason.cannot-play", "whynot.reason.cannot-install", "group.pay",
                    "explain.pay", "counter.agenda", "counter.credits", "fact.hosted", "state.hosts")) {
                assertThat(p.getProperty(key)).as(suffix + " " + key).isNotBlank();
            }
        }
        Texts.setLocale(Locale.GERMAN);
        assertThat(Texts.get("whynot.reason.cannot-play")).isNotEqualTo(Texts.get("whynot.reason.other"));
        var pay = new org.runbook.engine.game.GameSession.Choice("pay:cyberfeeder=1+pool=1",
                new org.runbook.engine.Text("fr", "en", "de"));
        assertThat(Narration.groups(List.of(pay), "anr").get(0).title()).isEqualTo("Zahlen mit");
    }
}
