package org.runbook.engine;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.runbook.engine.game.Lang;
import org.runbook.engine.session.Timeline;
import org.runbook.scenario.ScenarioLoader;

/**
 * The peer conformance suite (content/scenarios/anr/peer): the rulings of jinteki.net's tests of Core Set cards that we
 * turned into our own scenarios. Every scenario listed as {@code pass} in the checklist plays to its end, shows what
 * the peer's test asserts (lines below, in order) and matches its golden timeline; the checklist and the README agree
 * on the counts. Run with {@code -Dgolden.update=true} to rewrite the golden files (then review them).
 */
class PeerConformanceTest {
    static final Path DIR = Fixtures.content().resolve("scenarios/anr/peer");
    static final Path GOLDEN = Path.of("src/test/resources/org/runbook/engine/golden/peer");
    private static final Pattern ROW = Pattern.compile(
            "(?m)^  - \\{test: \"([^\"]+)\", card: \"(\\d{5})\", status: ([a-z-]+)(?:, scenario: ([a-z0-9-]+\\.yaml))?");

    /** What each scenario must show, in timeline order (English): the peer test's assertions, in our words. */
    static final Map<String, List<String>> SHOWS = Map.ofEntries(
            Map.entry("kate-mac-mccaffrey-digital-tinker-can-afford-only-with-the-discount", List.of("the install costs 1 less",
                    "Magnum Opus installed for 4", "Δ Runner credits: 4 → 0")),
            Map.entry("cyberfeeder-pay-credits-prompt-on-using-icebreaker", List.of("Corroder: +1 strength (now 3)",
                    "Corroder breaks subroutine 1", "Δ Runner credits: 1 → 0", "Δ Runner recurring credits: 1 → 0")),
            Map.entry("gordian-blade-automated-test", List.of("Gordian Blade: +1 strength until the run ends (now 3)",
                    "Gordian Blade: +1 strength until the run ends (now 7)", "Gordian Blade breaks subroutine 1",
                    "Δ Runner credits: 6 → 0")),
            Map.entry("aurora-automated-test", List.of("Aurora: +3 strength (now 4)", "Aurora: +3 strength (now 7)",
                    "Aurora breaks subroutine 1", "Aurora breaks subroutine 2", "Δ Runner credits: 8 → 0")),
            Map.entry("femme-fatale-automated-test", List.of("Femme Fatale: +1 strength (now 6)",
                    "Femme Fatale breaks subroutine 1", "Femme Fatale breaks subroutine 4", "Δ Runner credits: 12 → 0")),
            Map.entry("pipeline-automated-test", List.of("Pipeline: +1 strength until the run ends (now 4)",
                    "Pipeline breaks subroutine 1", "Δ Runner credits: 7 → 0")),
            Map.entry("yog-0-automated-test", List.of("Yog.0 breaks subroutine 1", "Yog.0 breaks subroutine 2",
                    "Every subroutine is broken")),
            Map.entry("mimic-automated-test", List.of("Mimic breaks subroutine 1", "Δ Runner credits: 1 → 0",
                    "Every subroutine is broken")),
            Map.entry("infiltration-gain-2", List.of("Infiltration played", "Choice 1 taken", "the Runner gains 2 credits",
                    "Δ Runner credits: 5 → 7")),
            Map.entry("infiltration-expose", List.of("Infiltration played", "Choice 2 taken",
                    "Ice Wall in HQ is exposed: the Runner looks at it, and it stays as it was")),
            Map.entry("sneakdoor-beta-sneakdoor-beta-effect-ends-at-end-of-run", List.of("Sneakdoor Beta ability used",
                    "Run on Archives initiated", "Sneakdoor Beta trashed", "Rototurret ends the run", "Run on Archives initiated",
                    "The run is successful", "Access to Archives")),
            Map.entry("sneakdoor-beta-sneakdoor-beta-trashed-during-run", List.of("Sneakdoor Beta ability used",
                    "Run on Archives initiated", "Sneakdoor Beta trashed", "the trace fails", "The run is successful",
                    "Sneakdoor Beta: the run counts as a successful run on HQ", "Hedge Fund is accessed from HQ")),
            Map.entry("ghost-branch", List.of("Ghost Branch is accessed", "decision corp: pay", "the Corp uses the ability",
                    "Ghost Branch has 2 advancement tokens", "The Runner takes 2 tags", "Δ tags: 0 → 2")),
            Map.entry("priority-requisition", List.of("Priority Requisition scored (3 points)",
                    "Condition met for Priority Requisition", "decision corp: pick:ice-wall", "Ice Wall rezzed at no cost")),
            Map.entry("parasite-basic-functionality-gain-1-counter-every-runner-turn", List.of(
                    "Parasite installed hosted on Hadrian's Wall for 2", "Turn of the Runner begins (turn 2)",
                    "1 virus counter on Parasite")),
            Map.entry("parasite-trashed-along-with-host-ice-when-its-strength-has-been-reduced-to-0", List.of(
                    "Parasite installed hosted on Enigma for 2", "1 virus counter on Parasite",
                    "Turn of the Runner begins (turn 2)", "1 virus counter on Parasite",
                    "Enigma is at strength 0 or less with Parasite on it: it is trashed",
                    "Parasite leaves play with the card that hosted it")),
            Map.entry("djinn-tutor-a-virus-program", List.of("Djinn ability used", "Parasite is found in the stack",
                    "Δ Runner credits: 3 → 2", "Δ Runner clicks: 3 → 2")),
            Map.entry("djinn-host-a-non-icebreaker-program", List.of("Datasucker installed hosted on Djinn for 1",
                    "Δ Runner credits: 3 → 2")),
            Map.entry("rabbit-hole", List.of("Rabbit Hole installed for 2",
                    "Rabbit Hole is found in the stack and shown to both players", "Rabbit Hole installed for 2",
                    "Rabbit Hole installed for 2", "Δ Runner credits: 9 → 3", "Δ Runner clicks: 3 → 2")),
            Map.entry("accelerated-beta-test", List.of("Accelerated Beta Test scored",
                    "The Corp looks at the top 3 cards of R&D",
                    "Enigma installed protecting HQ and rezzed, with no cost",
                    "The other 2 cards looked at are trashed", "Δ Archives cards: 0 → 2")),
            Map.entry("aggressive-negotiation", List.of("Hostile Takeover scored", "Aggressive Negotiation played",
                    "Hedge Fund is found in R&D and taken into HQ", "R&D is shuffled")),
            Map.entry("shipment-from-mirrormorph", List.of("Shipment from MirrorMorph played", "Ice installed protecting remote1 (tax 0): Ice Wall",
                    "Card installed in remote1: PAD Campaign", "Card installed in remote1: SanSan City Grid",
                    "Δ HQ cards: 4 → 0")),
            Map.entry("sansan-city-grid", List.of("SanSan City Grid rezzed for 6",
                    "AstroScript Pilot Program scored (2 points)", "2 advancement tokens removed")),
            Map.entry("tinkering", List.of("Tinkering played",
                    "Ice Wall is also a barrier, a code gate and a sentry until the end of the turn")),
            Map.entry("corporate-troubleshooter", List.of("Corporate Troubleshooter ability used",
                    "X is 5: the Corp pays 5 credits", "Corporate Troubleshooter trashed",
                    "Ice Wall has +5 strength until the end of the turn")),
            Map.entry("deja-vu", List.of("Déjà Vu played", "Sure Gamble goes from the heap back to the grip",
                    "Déjà Vu played", "Medium goes from the heap back to the grip",
                    "Datasucker goes from the heap back to the grip")),
            Map.entry("forged-activation-orders-corp-cannot-rez-the-ice", List.of("Forged Activation Orders played",
                    "decision corp: trash (only option)", "Ice Wall trashed")),
            Map.entry("forged-activation-orders-corp-chooses-to-rez-the-ice", List.of(
                    "Forged Activation Orders played", "decision corp: rez", "Ice Wall rezzed for 1")),
            Map.entry("forged-activation-orders-corp-chooses-to-trash-the-ice", List.of(
                    "Forged Activation Orders played", "decision corp: trash", "Ice Wall trashed")),
            Map.entry("special-order", List.of("Special Order played", "Corroder is found in the stack",
                    "the stack is shuffled")),
            Map.entry("modded", List.of("Modded played", "The Toolbox: the install costs 3 less", "The Toolbox installed for 6",
                    "Datasucker: the install costs 1 less", "Datasucker installed for 0")),
            Map.entry("grimoire", List.of("Grimoire installed for 3", "Datasucker installed for 1", "Condition met for Grimoire",
                    "1 virus counter on Datasucker")),
            Map.entry("the-personal-touch", List.of("The Personal Touch installed hosted on Corroder for 2",
                    "Wall of Static is encountered", "Corroder breaks subroutine 1")),
            Map.entry("precognition", List.of("Precognition played", "Hunter goes in place 1 from the top of R&D",
                    "Adonis Campaign goes in place 2", "Enigma goes in place 3", "Snare! goes in place 4")),
            Map.entry("shipment-from-kaguya", List.of("Shipment from Kaguya played",
                    "1 advancement token put on Ice Wall (now 1)", "1 advancement token put on Ghost Branch (now 1)")),
            Map.entry("psychographics", List.of("Psychographics played", "X is 4: the Corp pays 4 credits",
                    "4 advancement tokens put on Project Junebug (now 4)", "Δ Corp credits: 5 → 1")),
            Map.entry("red-herrings-cost-increase-even-when-trashed", List.of("Red Herrings is accessed", "Red Herrings trashed",
                    "Private Security Force stolen (2 points)")),
            Map.entry("archived-memories", List.of("Archived Memories played", "Hostile Takeover goes from Archives to HQ")),
            Map.entry("security-subcontract", List.of("Security Subcontract ability used", "Ice Wall trashed",
                    "the Corp gains 4 credits", "Δ Corp credits: 5 → 9", "Δ Archives cards: 0 → 1")),
            Map.entry("femme-fatale-bypass-functionality", List.of("Femme Fatale installed for 9",
                    "Femme Fatale chooses an unrezzed ice", "Ice Wall is encountered", "decision runner: bypass",
                    "Ice Wall is passed", "The run is successful")),
            Map.entry("femme-fatale-bypass-leaves-if-uninstalled", List.of("Rototurret is encountered",
                    "decision runner: decline", "Femme Fatale trashed", "Rototurret ends the run", "Rototurret is encountered",
                    "Rototurret ends the run")),
            Map.entry("femme-fatale-bypass-doesn-t-persist-if-ice-is-uninstalled-and-reinstalled", List.of(
                    "Femme Fatale chooses Ice Wall", "Ice Wall is uninstalled", "Ice installed protecting HQ (tax 0): Ice Wall",
                    "Ice Wall is encountered",
                    "Ice Wall ends the run")),
            Map.entry("stimhack", List.of("Stimhack played", "The Runner runs on HQ",
                    "The Runner gains 9 credits for this run only", "The Runner pays 5 to trash", "4 credits for this run only are lost",
                    "Condition met for Stimhack", "1 brain damage", "Δ brain damage: 0 → 1")),
            Map.entry("nisei-mk-ii", List.of("Nisei MK II scored", "1 agenda counter placed on Nisei MK II",
                    "Run on HQ initiated", "decision corp: use:nisei-mk-ii", "1 agenda counter removed as a cost",
                    "Nisei MK II ends the run", "The run ends unsuccessfully")),
            Map.entry("astroscript-pilot-program", List.of("1 agenda counter removed as a cost",
                    "1 advancement token placed on AstroScript Pilot Program (now 1)", "AstroScript Pilot Program scored",
                    "1 agenda counter placed on AstroScript Pilot Program", "1 agenda counter removed as a cost",
                    "1 advancement token placed on Ice Wall (now 1)", "Δ agenda counters: 1 → 0")),
            Map.entry("adonis-campaign", List.of("Adonis Campaign rezzed for 4", "12 credits placed on Adonis Campaign",
                    "Turn of the Corp begins", "the Corp takes 3 credits from Adonis Campaign", "Δ Corp credits: 1 → 4")),
            Map.entry("bank-job-choose-which-to-use-when-2-copies-are-installed", List.of("The run is successful",
                    "decision runner: first:bank-job-2", "Bank Job replaces the access: no card is accessed",
                    "the Runner takes 6 credits from Bank Job", "Δ Runner credits: 7 → 13", "Δ credits on cards: 12 → 6")),
            Map.entry("bank-job-trashing-when-empty-with-multiple-installed-bank-jobs", List.of("The run is successful",
                    "decision runner: first:bank-job", "the Runner takes 4 credits from Bank Job", "Bank Job trashed",
                    "Δ Runner credits: 7 → 11", "Δ heap cards: 0 → 1", "Δ credits on cards: 12 → 8")),
            Map.entry("crash-space-pay-credits-prompt", List.of("One tag removed",
                    "2 credits paid with: 2 recurring from Crash Space", "Δ tags: 1 → 0")),
            Map.entry("aggressive-secretary", List.of("Aggressive Secretary is accessed in the server",
                    "decision corp: pay", "the Corp pays 2",
                    "decision corp: trash:datasucker-2", "Datasucker is chosen to be trashed", "Datasucker trashed",
                    "Δ Corp credits: 5 → 3",
                    "Δ Runner installed cards: 3 → 2")),
            Map.entry("zaibatsu-loyalty", List.of("Lemuria Codecracker ability used", "decision corp: rez:zaibatsu-loyalty",
                    "Zaibatsu Loyalty prevents Ice Wall from being exposed", "Δ Corp credits: 5 → 4",
                    "Lemuria Codecracker ability used", "Zaibatsu Loyalty prevents Ice Wall from being exposed",
                    "Zaibatsu Loyalty trashed", "Δ Archives cards: 0 → 1")),
            Map.entry("inside-job", List.of("Inside Job played", "Ice Wall rezzed", "Ice Wall is encountered",
                    "Ice Wall is bypassed", "Ice Wall is passed", "The run is successful")),
            Map.entry("inside-job-only-bypasses-one-ice", List.of("Ice Wall is encountered", "Ice Wall is bypassed",
                    "Ice Wall is encountered", "Ice Wall ends the run")),
            Map.entry("account-siphon-use-ability", List.of("The run is successful",
                    "Account Siphon replaces the access: no card is accessed", "The Corp loses 5 credits; the Runner gains 10",
                    "The Runner takes 2 tags", "Δ Corp credits: 8 → 3", "Δ Runner credits: 5 → 15", "Δ tags: 0 → 2")),
            Map.entry("account-siphon-access", List.of("The run is successful", "The Runner accesses cards as usual",
                    "is accessed from HQ")),
            Map.entry("demolition-run", List.of("Demolition Run played", "Trashed at no cost (Demolition Run)",
                    "Trashed at no cost (Demolition Run)", "Δ Archives cards: 1 → 2")),
            Map.entry("breaking-news", List.of("Breaking News scored", "The Runner takes 2 tags", "Turn of the Corp ends",
                    "Condition met for Breaking News: when the turn ends", "The Runner loses 2 tags")),
            Map.entry("gabriel-santiago-consummate-professional", List.of("Run on R&D initiated", "The run ends (successful)",
                    "Run on HQ initiated", "Condition met for Gabriel Santiago", "the Runner gains 2 credits",
                    "Δ Runner credits: 5 → 7", "Run on HQ initiated", "The run is successful", "The run ends (successful)")),
            Map.entry("kate-mac-mccaffrey-digital-tinker-install-discount", List.of("the install costs 1 less",
                    "Magnum Opus installed for 4", "Δ Runner credits: 5 → 1")),
            Map.entry("kate-mac-mccaffrey-digital-tinker-no-discount-for-0-cost", List.of("the install costs 1 less",
                    "Datasucker installed for 0", "Magnum Opus installed for 5", "Δ Runner credits: 5 → 0")),
            Map.entry("ice-carver", List.of("Ice Wall is encountered", "Wyrm breaks subroutine 1", "Every subroutine is broken",
                    "The run ends (successful)")),
            Map.entry("experiential-data", List.of("Corroder: +1 strength (now 3)", "Corroder: +1 strength (now 4)",
                    "Corroder breaks subroutine 1")),
            Map.entry("sea-source", List.of("SEA Source played", "The Runner takes 1 tag", "Δ tags: 0 → 1")),
            Map.entry("neural-emp", List.of("Neural EMP played", "1 net damage", "Δ grip cards: 2 → 1")),
            Map.entry("datasucker", List.of("1 virus counter on Datasucker", "1 virus counter on Datasucker",
                    "Run on remote1", "The run ends (successful)", "Wall of Static rezzed", "Datasucker")),
            Map.entry("akamatsu-mem-chip", List.of("Akamatsu Mem Chip installed for 1", "Datasucker installed for 1")),
            Map.entry("sacrificial-construct", List.of("Rototurret", "Sacrificial Construct", "Sacrificial Construct trashed")),
            Map.entry("scorched-earth", List.of("Scorched Earth played", "4 meat damage", "Δ grip cards: 5 → 1")),
            Map.entry("scorched-earth-not-tagged", List.of("decision corp: gain-credit (only option)")),
            Map.entry("scorched-earth-flatline", List.of("Scorched Earth played", "4 meat damage", "flatline")),
            Map.entry("closed-accounts", List.of("Closed Accounts played", "The Runner loses all their credits (5)",
                    "Δ Runner credits: 5 → 0")),
            Map.entry("private-security-force", List.of("Private Security Force ability used", "1 meat damage",
                    "Private Security Force ability used", "1 meat damage", "Private Security Force ability used",
                    "1 meat damage", "flatline")),
            Map.entry("posted-bounty-forfeiting-takes-1-bad-publicity", List.of("Posted Bounty scored (1 point)",
                    "Posted Bounty is forfeited", "The Runner takes 1 tag", "The Corp takes 1 bad publicity",
                    "Δ tags: 0 → 1")),
            Map.entry("posted-bounty-choosing-not-to-forfeit-scores-normally", List.of("Posted Bounty scored (1 point)",
                    "Δ Corp score area: 0 → 1")),
            Map.entry("research-station", List.of("decision corp: discard:hedge-fund", "Δ HQ cards: 8 → 7")),
            Map.entry("sure-gamble", List.of("Sure Gamble played", "the Runner gains 9 credits", "Δ Runner credits: 5 → 9")),
            Map.entry("easy-mark", List.of("Easy Mark played", "the Runner gains 3 credits", "Δ Runner credits: 5 → 8")),
            Map.entry("diesel", List.of("Diesel played", "the Runner draws a card", "the Runner draws a card",
                    "the Runner draws a card", "Δ grip cards: 1 → 3")),
            Map.entry("hedge-fund", List.of("Hedge Fund played", "the Corp gains 9 credits", "Δ Corp credits: 5 → 9")),
            Map.entry("beanstalk-royalties", List.of("Beanstalk Royalties played", "Δ Corp credits: 5 → 8")),
            Map.entry("biotic-labor", List.of("Biotic Labor played", "the Corp gains 2 clicks", "Δ Corp credits: 5 → 1",
                    "Δ Corp clicks: 3 → 4")),
            Map.entry("anonymous-tip", List.of("Anonymous Tip played", "the Corp draws a card", "the Corp draws a card",
                    "the Corp draws a card", "Δ HQ cards: 1 → 3", "Δ Archives cards: 0 → 1")),
            Map.entry("melange-mining-corp", List.of("Melange Mining Corp.", "the Corp gains 7 credits",
                    "Δ Corp credits: 5 → 12", "Δ Corp clicks: 3 → 0")),
            Map.entry("jinteki-personal-evolution", List.of("Nisei MK II stolen (2 points)", "1 net damage",
                    "Δ grip cards: 3 → 2")),
            Map.entry("pad-campaign", List.of("Turn of the Corp begins", "Condition met for PAD Campaign",
                    "the Corp gains 1 credit", "Δ Corp credits: 5 → 6")),
            Map.entry("chum-all-broken-no-damage", List.of("Chum: the next ice encountered in this run will have +2",
                    "Ice Wall has +2 strength", "Corroder: +1 strength (now 3)", "Corroder breaks subroutine 1",
                    "Every subroutine is broken", "Ice Wall is passed", "The run ends (successful)")),
            Map.entry("chum-2-strength", List.of("Chum: the next ice encountered in this run will have +2",
                    "an unrezzed ice is passed", "Ice Wall is encountered", "Ice Wall has +2 strength",
                    "Corroder: +1 strength (now 3)", "Enigma is encountered", "Enigma ends the run")),
            Map.entry("mimic", List.of("Mimic breaks subroutine 1", "Mimic breaks subroutine 2", "Δ Runner credits: 2 → 0",
                    "Every subroutine is broken")),
            Map.entry("cell-portal-jack-out", List.of("Cell Portal is encountered", "The Runner goes back to the outermost ice",
                    "Cell Portal is derezzed", "The Runner jacks out", "jacked out")),
            Map.entry("cell-portal-run-on-centrals", List.of("The Runner goes back to the outermost ice",
                    "Cell Portal is derezzed", "an unrezzed ice is passed", "The run is successful")),
            Map.entry("red-herrings-trashed-from-hq", List.of("Private Security Force is accessed from HQ",
                    "Private Security Force stolen (2 points)")),
            Map.entry("magnum-opus", List.of("Magnum Opus installed for 5", "Magnum Opus ability used",
                    "the Runner gains 2 credits", "Δ Runner credits: 0 → 2")),
            Map.entry("cell-portal-run-on-servers", List.of("The Runner goes back to the outermost ice",
                    "Cell Portal is derezzed", "an unrezzed ice is passed", "The run is successful")),
            Map.entry("akitaro-watanabe", List.of("Wall of Static rezzed for 1", "Δ Corp credits: 10 → 9",
                    "Wall of Static rezzed for 3", "Δ Corp credits: 9 → 6")),
            Map.entry("noise-hacker-extraordinaire", List.of("Datasucker installed for 1", "Condition met for Noise",
                    "the top card of R&D is trashed, facedown in Archives", "Δ R&D cards: 5 → 4", "Sure Gamble played")),
            Map.entry("ice-wall", List.of("Ice Wall is encountered", "Ice Wall ends the run", "ended by a subroutine")),
            Map.entry("enigma", List.of("Subroutine 1 of Enigma", "The Runner loses 1 click", "Enigma ends the run",
                    "Δ Runner clicks: 3 → 2")),
            Map.entry("data-mine", List.of("1 net damage", "Data Mine is uninstalled: passed at once",
                    "Δ Archives cards: 0 → 1")),
            Map.entry("corroder", List.of("Corroder: +1 strength (now 3)", "Corroder breaks subroutine 1",
                    "Every subroutine is broken")),
            Map.entry("wyrm", List.of("Wyrm: the ice loses 1 strength", "Wyrm: the ice loses 1 strength")),
            Map.entry("red-herrings", List.of("Private Security Force is not stolen", "The Runner pays 5, the additional cost",
                    "Private Security Force stolen (2 points)", "Δ Runner credits: 5 → 0")),
            Map.entry("red-herrings-other-server", List.of("Private Security Force stolen (2 points)")),
            Map.entry("snare", List.of("Condition met for Snare!", "the Corp pays 4", "3 net damage", "The Runner takes 1 tag",
                    "Δ Corp credits: 7 → 3")),
            Map.entry("project-junebug", List.of("the Corp pays 1", "Project Junebug has 2 advancement tokens",
                    "4 net damage", "Δ heap cards: 0 → 4")),
            Map.entry("chum-passing-without-breaking", List.of("Chum: the next ice encountered in this run will have +2",
                    "Not every subroutine of Shadow was broken: 3 net damage", "Δ grip cards: 4 → 1")),
            Map.entry("decoy", List.of("the trace succeeds", "Decoy is trashed: 1 tag avoided")),
            Map.entry("hostile-takeover", List.of("Hostile Takeover scored", "the Corp gains 7 credits",
                    "The Corp takes 1 bad publicity", "Δ Corp credits: 5 → 12")),
            Map.entry("desperado", List.of("The run is successful", "the Runner gains 1 credit", "Δ Runner credits: 2 → 3")),
            Map.entry("crypsis-spends-a-counter", List.of("Crypsis breaks subroutine 1", "Ice Wall is passed",
                    "One virus counter removed from Crypsis")),
            Map.entry("crypsis-trashed-without-counter", List.of("Crypsis breaks subroutine 1", "Crypsis has no virus counter",
                    "Crypsis trashed")));

    record Row(String test, String card, String status, String scenario) {
    }

    static List<Row> rows() throws IOException {
        List<Row> out = new ArrayList<>();
        Matcher m = ROW.matcher(Files.readString(DIR.resolve("checklist.yaml")));
        while (m.find()) {
            out.add(new Row(m.group(1), m.group(2), m.group(3), m.group(4)));
        }
        return out;
    }

    static Stream<String> passing() throws IOException {
        return rows().stream().filter(r -> r.status().equals("pass")).map(r -> r.scenario().replace(".yaml", ""));
    }

    static Session play(String name) {
        ScenarioLoader.Loaded l = new ScenarioLoader(Fixtures.content(), Fixtures.cards()).load(DIR.resolve(name + ".yaml"));
        return Session.start(l.scenario(), l.cards());
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("passing")
    void showsWhatThePeerTestAsserts(String name) {
        String en = Timeline.render(play(name).timeline(), Lang.EN);
        assertThat(SHOWS).as("expectations for " + name).containsKey(name);
        assertThat(en).containsSubsequence(SHOWS.get(name));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("passing")
    void timelineMatchesTheGoldenFile(String name) throws IOException {
        Session s = play(name);
        String actual = "# " + s.scenario().title().get(Lang.EN) + "\n" + Timeline.render(s.timeline(), Lang.EN)
                + "# " + s.status() + "\n";
        org.runbook.testing.GoldenFiles.assertMatches(GOLDEN.resolve(name + ".en.txt"), actual);
    }

    @Test
    void everyScenarioOfTheFolderIsListedOnceAsPassing() throws IOException {
        List<String> files;
        try (Stream<Path> l = Files.list(DIR)) {
            files = l.map(p -> p.getFileName().toString()).filter(n -> n.endsWith(".yaml") && !n.equals("checklist.yaml"))
                    .sorted().toList();
        }
        assertThat(rows().stream().filter(r -> r.scenario() != null).map(Row::scenario).sorted().toList())
                .containsExactlyElementsOf(files);
        assertThat(rows()).extracting(Row::test).doesNotHaveDuplicates();
        assertThat(rows()).extracting(Row::status)
                .allMatch(st -> List.of("pass", "not-modelled", "other-cards", "not-translated-yet").contains(st));
        assertThat(rows()).allMatch(r -> r.status().equals("pass") == (r.scenario() != null));
    }

    @Test
    void theReadmeGivesTheCountsOfTheChecklist() throws IOException {
        Map<String, Integer> n = new TreeMap<>();
        rows().forEach(r -> n.merge(r.status(), 1, Integer::sum));
        String readme = Files.readString(Path.of("README.md")).replaceAll("\\s+", " ");
        assertThat(readme).contains("the " + rows().size() + " peer tests of Core Set cards");
        assertThat(readme).contains(n.get("pass") + " pass");
        assertThat(readme).contains(n.getOrDefault("not-modelled", 0) + " not modelled");
        assertThat(readme).contains(n.getOrDefault("other-cards", 0) + " need other cards");
        assertThat(readme).contains(n.getOrDefault("not-translated-yet", 0) + " not translated yet");
    }
}
