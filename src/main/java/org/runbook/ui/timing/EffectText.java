package org.runbook.ui.timing;

import java.util.ArrayList;
import java.util.List;

import org.runbook.engine.cards.Effect;

/**
 * A card's effects in plain words of the interface language ({@code fx.*} keys of TimingStrings): "End the run",
 * "Do 2 net damage", "Trace 3: if successful, give 1 tag" — never the engine's effect records.
 */
final class EffectText {
    private EffectText() {
    }

    /** One subroutine (or ability) as a sentence: its effects joined. */
    static String of(List<Effect> effects) {
        List<String> parts = new ArrayList<>();
        for (Effect e : effects) {
            parts.add(of(e));
        }
        return String.join(Texts.get("fx.then"), parts);
    }

    static String of(Effect e) {
        if (e instanceof Effect.EndRun x) {
            return Texts.get("fx.end-run");
        }
        if (e instanceof Effect.LoseClicks x) {
            return Texts.get("fx.lose-clicks", x.n());
        }
        if (e instanceof Effect.GainCredits x) {
            return Texts.get("fx.gain-credits", x.n());
        }
        if (e instanceof Effect.Damage x) {
            return Texts.get("fx.damage." + x.type().name().toLowerCase(java.util.Locale.ROOT), x.n());
        }
        if (e instanceof Effect.GiveTags x) {
            return Texts.get("fx.tags", x.n());
        }
        if (e instanceof Effect.Trace x) {
            return Texts.get("fx.trace", x.base(), of(x.success()))
                    + (x.failure().isEmpty() ? "" : Texts.get("fx.trace.else", of(x.failure())));
        }
        if (e instanceof Effect.TrashProgram x) {
            return Texts.get("fx.trash-program");
        }
        if (e instanceof Effect.PayOrEndRun x) {
            return Texts.get("fx.pay-or-end", x.n());
        }
        if (e instanceof Effect.OptionalBypass x) {
            return Texts.get("fx.bypass");
        }
        if (e instanceof Effect.ApproachOutermost x) {
            return Texts.get("fx.outermost");
        }
        if (e instanceof Effect.DerezSelf x) {
            return Texts.get("fx.derez-self");
        }
        if (e instanceof Effect.AddPowerCounters x) {
            return Texts.get("fx.power", x.n());
        }
        if (e instanceof Effect.AddVirusCounters x) {
            return Texts.get("fx.virus", x.n());
        }
        if (e instanceof Effect.RemoveVirusOrTrashSelf x) {
            return Texts.get("fx.virus-or-trash");
        }
        if (e instanceof Effect.UninstallCurrentIce x) {
            return Texts.get("fx.uninstall-ice");
        }
        if (e instanceof Effect.TagOrEndRun x) {
            return Texts.get("fx.tag-or-end");
        }
        if (e instanceof Effect.TrashInstalled x) {
            return Texts.get("fx.trash-installed");
        }
        if (e instanceof Effect.TraceRunnerSpend x) {
            return Texts.get("fx.trace", x.trace().base(), of(x.trace().success()));
        }
        if (e instanceof Effect.AccessMore x) {
            return Texts.get("fx.access-more", x.n());
        }
        if (e instanceof Effect.TrashSelf x) {
            return Texts.get("fx.trash-self");
        }
        if (e instanceof Effect.Draw x) {
            return Texts.get("fx.draw", x.n());
        }
        if (e instanceof Effect.GainClicks x) {
            return Texts.get("fx.gain-clicks", x.n());
        }
        if (e instanceof Effect.BadPublicity x) {
            return Texts.get("fx.bad-publicity", x.n());
        }
        if (e instanceof Effect.NextIceEncountered x) {
            return Texts.get("fx.next-ice", x.strength(), x.netUnlessAllBroken());
        }
        return Texts.get("fx.other");
    }
}
