package org.runbook.engine.cards;

import java.util.List;

import org.runbook.engine.RunDsl;
import org.runbook.engine.state.CardInstance;

/** Small boards the card tests start from: a Runner's turn facing HQ's ice, and a Corp's turn with a remote. */
final class CardBoards {
    private CardBoards() {
    }

    /** The Runner at step 1.6 with {@code grip}, {@code rig}, {@code stack}, and {@code ice} protecting HQ. */
    static RunDsl.Probe runner(String grip, String rig, String stack, String ice, int credits) {
        return RunDsl.scenario("""
                edition: anr-2017
                seed: 3
                start: runner-1.6
                until: wait
                corp: {credits: 5, rd: [Hedge Fund, Hedge Fund], hq: [Hedge Fund]}
                runner: {credits: %d, clicks: 4, grip: [%s], rig: [%s], stack: [%s]}
                servers:
                  hq:
                    ice: [%s]
                """.formatted(credits, grip, rig, stack, ice));
    }

    /** The Corp at step 2.2 with HQ, R&D, a score area, one remote's root and the Runner's tags. */
    static RunDsl.Probe corp(String hq, String rd, String remote, int tags, String score) {
        return RunDsl.scenario("""
                edition: anr-2017
                seed: 3
                start: corp-2.2
                until: wait
                corp: {credits: 8, clicks: 3, rd: [%s], hq: [%s], score: [%s]}
                runner: {tags: %d}
                servers:
                  remote1:
                    root: [%s]
                """.formatted(rd, hq, score, tags, remote));
    }

    /** The English names of {@code cards}. */
    static List<String> names(RunDsl.Probe p, List<CardInstance> cards) {
        return cards.stream().map(c -> p.session().interpreter().rules().def(c).name().en()).toList();
    }
}
