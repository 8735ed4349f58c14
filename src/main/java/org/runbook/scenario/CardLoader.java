package org.runbook.scenario;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Stream;

import org.runbook.engine.Side;
import org.runbook.engine.Text;
import org.runbook.engine.cards.Ability;
import org.runbook.engine.cards.AbilityKind;
import org.runbook.engine.cards.CardCatalog;
import org.runbook.engine.cards.CardDef;
import org.runbook.engine.cards.CardType;
import org.runbook.engine.cards.DamageType;
import org.runbook.engine.cards.Effect;
import org.runbook.engine.cards.Trigger;
import org.runbook.engine.cards.TriggerEvent;

/** Reads the engine's card files ({@code content/engine/anr/cards/*.yaml}) into the engine's records. */
public final class CardLoader {
    private static final String[] CARD_KEYS = {"code", "name", "type", "side", "subtypes", "cost", "strength",
            "trash-cost", "advancement", "points", "memory", "link", "recurring", "recurring-for", "rez-discount-ice",
            "subroutines", "abilities", "triggers", "on-play", "note", "advanceable", "strength-per-advancement",
            "steal-cost", "play-if", "corp-hand-size", "first-install-discount", "ice-strength-here",
            "encountered-ice-strength", "free-trash-on-access", "successful-run-as", "rez-forfeit-agenda", "install-on",
            "host-strength", "host-strength-per-virus", "trash-host-at-zero", "hosts-programs-mu", "advancement-here",
            "install-credit-for", "install-in"};
    /** The conditions a card may put on playing it or using an ability. */
    private static final java.util.Set<String> CONDITIONS = java.util.Set.of("tagged", "ran-last-turn",
            "successful-run-last-turn", "rezzed-ice", "run", "first-net-damage-this-turn", "marked-this-turn",
            "scored-agenda-this-turn");

    private CardLoader() {
    }

    /** Loads every card file below {@code contentDir/engine/anr/cards}. */
    public static CardCatalog load(Path contentDir) {
        Path dir = contentDir.resolve("engine/anr/cards");
        List<CardDef> all = new ArrayList<>();
        try (Stream<Path> files = Files.list(dir)) {
            for (Path f : files.filter(p -> p.toString().endsWith(".yaml")).sorted().toList()) {
                all.addAll(loadFile(f, shown(contentDir, f)));
            }
        } catch (IOException e) {
            throw new org.runbook.engine.ScenarioException(dir.toString(), 1, "cannot list card files: " + e.getMessage());
        }
        return new CardCatalog(all);
    }

    static String shown(Path contentDir, Path f) {
        Path base = contentDir.toAbsolutePath().normalize().getParent();
        Path abs = f.toAbsolutePath().normalize();
        return base != null && abs.startsWith(base) ? base.relativize(abs).toString() : f.toString();
    }

    /** The path of {@code f} as shown in messages (relative to the content folder's parent when inside it). */
    public static String shownPath(Path contentDir, Path f) {
        return shown(contentDir, f);
    }

    /** Loads one card file; {@code shown} names it in error messages. */
    public static List<CardDef> loadFile(Path f, String shown) {
        YNode root = YNode.read(f, shown);
        root.only("cards");
        List<CardDef> out = new ArrayList<>();
        Set<String> seen = new HashSet<>();
        for (YNode n : root.list("cards")) {
            CardDef c = card(n);
            if (!seen.add(c.code())) {
                throw n.error("card '" + c.code() + "' is defined twice");
            }
            out.add(c);
        }
        return out;
    }

    static CardDef card(YNode n) {
        n.only(CARD_KEYS);
        if (!n.has("code")) {
            throw n.error("a card needs a 'code'");
        }
        String code = n.get("code").text();
        YNode nameNode = n.get("name");
        if (nameNode == null) {
            throw n.error("card '" + code + "' needs a 'name' with en, fr and de");
        }
        nameNode.only("en", "fr", "de");
        String en = nameNode.text("en", code);
        Text name = Text.of(nameNode.text("fr", en), en, nameNode.text("de", en));
        CardType type = enumOf(CardType.class, n.get("type"), "type");
        Side side = type.side();
        if (side == null) {
            side = enumOf(Side.class, n.has("side") ? n.get("side") : n, "side");
        }
        Set<String> subtypes = new HashSet<>();
        for (YNode s : n.list("subtypes")) {
            subtypes.add(s.text());
        }
        List<List<Effect>> subs = new ArrayList<>();
        for (YNode s : n.list("subroutines")) {
            subs.add(s.isList() ? effects(s) : List.of(effect(s)));
        }
        List<Ability> abilities = new ArrayList<>();
        for (YNode a : n.list("abilities")) {
            abilities.add(ability(a));
        }
        List<Trigger> triggers = new ArrayList<>();
        for (YNode t : n.list("triggers")) {
            t.only("on", "filter", "effects");
            TriggerEvent on = enumOf(TriggerEvent.class, t.get("on"), "on");
            triggers.add(new Trigger(on, t.text("filter", ""), effects(t.get("effects"))));
        }
        List<Effect> onPlay = n.has("on-play") ? effects(n.get("on-play")) : List.of();
        return new CardDef(code, name, type, side, subtypes, n.integer("cost", 0), n.integer("strength", 0),
                n.integer("trash-cost", -1), n.integer("advancement", 0), n.integer("points", 0), n.integer("memory", 0),
                n.integer("link", 0), n.integer("recurring", 0), n.text("recurring-for", ""),
                n.integer("rez-discount-ice", 0), subs, abilities, triggers, onPlay, n.bool("advanceable", false),
                n.integer("strength-per-advancement", 0), n.text("note", ""), n.integer("steal-cost", 0),
                condition(n, "play-if"), n.integer("corp-hand-size", 0), n.integer("first-install-discount", 0),
                n.integer("ice-strength-here", 0), n.integer("encountered-ice-strength", 0),
                n.bool("free-trash-on-access", false), successfulRunAs(n), n.bool("rez-forfeit-agenda", false),
                CardWorkLoader.constants(n));
    }

    private static String successfulRunAs(YNode n) {
        String v = n.text("successful-run-as", "");
        if (!v.isEmpty() && !List.of("hq", "rd", "archives").contains(v)) {
            throw n.get("successful-run-as").error("unknown server '" + v + "' (expected one of: hq, rd, archives)");
        }
        return v;
    }

    /** A condition word ({@code tagged}); an unknown one is an error naming the file and line. */
    private static String condition(YNode n, String key) {
        if (!n.has(key)) {
            return "";
        }
        String v = n.text(key, "");
        if (!CONDITIONS.contains(v)) {
            throw n.get(key).error("unknown condition '" + v + "' for '" + key + "' (expected one of: "
                    + String.join(", ", new java.util.TreeSet<>(CONDITIONS)) + ")");
        }
        return v;
    }

    private static Ability ability(YNode a) {
        a.only("break", "boost", "weaken", "prevent-trash", "avoid-tag", "prevent-damage", "prevent-expose", "credits", "clicks", "subtype",
                "effects", "trash-self", "lasts", "max-ice-strength", "virus", "if", "agenda", "power", "forfeit-agenda",
                "once-per-turn");
        int credits = a.integer("credits", 0);
        int clicks = a.integer("clicks", 0);
        String subtype = a.text("subtype", "");
        Ability.Duration lasts = a.has("lasts") ? enumOf(Ability.Duration.class, a.get("lasts"), "lasts")
                : Ability.Duration.ENCOUNTER;
        Integer maxIce = a.has("max-ice-strength") ? a.integer("max-ice-strength", 0) : null;
        int virus = a.integer("virus", 0);
        if (a.has("break")) {
            return new Ability(AbilityKind.BREAK, credits, clicks, a.integer("break", 1), subtype, List.of(), false,
                    lasts, maxIce, virus);
        }
        if (a.has("boost")) {
            return new Ability(AbilityKind.BOOST, credits, clicks, a.integer("boost", 1), subtype, List.of(), false,
                    lasts, null, virus);
        }
        if (a.has("weaken")) {
            return new Ability(AbilityKind.WEAKEN_ICE, credits, clicks, a.integer("weaken", 1), subtype, List.of(),
                    false, lasts, null, virus);
        }
        if (a.has("prevent-trash")) {
            return new Ability(AbilityKind.PREVENT_TRASH, credits, clicks, 1, subtype, List.of(), true);
        }
        if (a.has("avoid-tag")) {
            return new Ability(AbilityKind.AVOID_TAG, credits, clicks, 1, subtype, List.of(), true);
        }
        Ability.Extra extra = new Ability.Extra(a.integer("agenda", 0), a.integer("power", 0),
                a.bool("forfeit-agenda", false), a.bool("once-per-turn", false));
        if (a.has("prevent-damage")) {
            // {prevent-damage: 1, subtype: net}: prevent up to N damage of that type
            DamageType type = enumOf(DamageType.class, a.get("subtype"), "damage type ('subtype' net, meat or brain)");
            return new Ability(AbilityKind.PREVENT_DAMAGE, credits, clicks, a.integer("prevent-damage", 1),
                    type.name().toLowerCase(), List.of(), a.bool("trash-self", false), lasts, null, 0, condition(a, "if"),
                    extra);
        }
        if (a.has("prevent-expose")) {
            return new Ability(AbilityKind.PREVENT_EXPOSE, credits, clicks, a.integer("prevent-expose", 1), "", List.of(),
                    a.bool("trash-self", false), lasts, null, 0, "", extra);
        }
        if (!a.has("effects")) {
            throw a.error("an ability needs one of: break, boost, weaken, prevent-trash, avoid-tag, prevent-damage, "
                    + "prevent-expose, effects");
        }
        return new Ability(AbilityKind.EFFECT, credits, clicks, 0, subtype, effects(a.get("effects")),
                a.bool("trash-self", false), lasts, null, virus, condition(a, "if"), extra);
    }

    static List<Effect> effects(YNode n) {
        List<Effect> out = new ArrayList<>();
        for (YNode e : n.list()) {
            out.add(effect(e));
        }
        return out;
    }

    static Effect effect(YNode e) {
        if (e.isScalar()) {
            return switch (e.text()) {
                case "end-run" -> new Effect.EndRun();
                case "trash-program" -> new Effect.TrashProgram();
                case "bypass-for-credits-per-subroutine" -> new Effect.OptionalBypass();
                case "approach-outermost" -> new Effect.ApproachOutermost();
                case "derez-self" -> new Effect.DerezSelf();
                case "remove-virus-or-trash-self" -> new Effect.RemoveVirusOrTrashSelf();
                case "uninstall-current-ice" -> new Effect.UninstallCurrentIce();
                case "tag-or-end-run" -> new Effect.TagOrEndRun();
                case "trash-self" -> new Effect.TrashSelf();
                case "trash-top-of-rd" -> new Effect.TrashTopOfRd();
                case "choose-access-per-extra-virus" -> new Effect.ChooseAccessPerExtraVirus();
                case "lose-all-credits" -> new Effect.LoseAllCredits();
                case "bypass" -> new Effect.BypassCurrentIce();
                case "choose-target-ice" -> new Effect.ChooseTargetIce();
                case "archives-to-hq" -> new Effect.ArchivesToHq();
                case "trash-rezzed-ice" -> new Effect.TrashRezzedIce();
                case "rez-ice-free" -> new Effect.RezIceFree();
                case "tags-per-advancement" -> new Effect.TagsPerAdvancement();
                case "expose" -> new Effect.Expose();
                case "place-advancement-token" -> new Effect.PlaceAdvancementToken();
                case "mark-turn" -> new Effect.MarkTurn();
                case "trash-programs-per-advancement" -> new Effect.TrashProgramsPerAdvancement(List.of());
                default -> java.util.Optional.ofNullable(CardWorkLoader.scalar(e.text()))
                        .orElseThrow(() -> e.error("unknown effect '" + e.text() + "'"));
            };
        }
        Map<String, YNode> m = e.map();
        if (m.containsKey("trace")) {
            e.only("trace", "success", "failure");
            return new Effect.Trace(e.integer("trace", 0), m.containsKey("success") ? effects(m.get("success")) : List.of(),
                    m.containsKey("failure") ? effects(m.get("failure")) : List.of());
        }
        if (m.containsKey("next-ice-encountered")) {
            e.only("next-ice-encountered");
            YNode n = m.get("next-ice-encountered");
            n.only("strength", "net-damage-unless-all-broken");
            return new Effect.NextIceEncountered(n.integer("strength", 0), n.integer("net-damage-unless-all-broken", 0));
        }
        if (m.containsKey("run")) {
            e.only("run");
            String sv = e.text("run", "");
            if (!java.util.List.of("hq", "rd", "archives", "any", "hq-or-rd").contains(sv)) {
                throw m.get("run").error("unknown run target '" + sv + "' (expected one of: hq, rd, archives, any, hq-or-rd)");
            }
            return new Effect.Run(sv);
        }
        if (m.containsKey("may-replace-access")) {
            e.only("may-replace-access");
            return new Effect.MayReplaceAccess(effects(m.get("may-replace-access")));
        }
        if (m.containsKey("drain-corp")) {
            e.only("drain-corp", "ratio");
            return new Effect.DrainCorp(e.integer("drain-corp", 0), e.integer("ratio", 1));
        }
        if (m.containsKey("may-forfeit-self")) {
            e.only("may-forfeit-self");
            return new Effect.MayForfeitSelf(effects(m.get("may-forfeit-self")));
        }
        if (m.containsKey("may-trash-own")) {
            e.only("may-trash-own");
            return new Effect.MayTrashOwn(effects(m.get("may-trash-own")));
        }
        if (m.containsKey("gain-credits")) {
            e.only("gain-credits", "who");
            Side who = e.has("who") ? enumOf(Side.class, e.get("who"), "who") : null;
            return new Effect.GainCredits(who, e.integer("gain-credits", 0));
        }
        if (m.containsKey("choose-one")) {
            e.only("choose-one");
            List<List<Effect>> options = new ArrayList<>();
            for (YNode o : m.get("choose-one").list()) {
                options.add(effects(o));
            }
            if (options.size() < 2) {
                throw m.get("choose-one").error("choose-one needs at least 2 lists of effects");
            }
            return new Effect.ChooseOne(options);
        }
        if (m.containsKey("may")) {
            // an optional ability with no cost: may-pay 0
            e.only("may", "who");
            Side who = e.has("who") ? enumOf(Side.class, e.get("who"), "who") : null;
            return new Effect.MayPay(who, 0, effects(m.get("may")));
        }
        if (m.containsKey("may-pay")) {
            e.only("may-pay", "who", "effects");
            Side who = e.has("who") ? enumOf(Side.class, e.get("who"), "who") : null;
            if (!m.containsKey("effects")) {
                throw e.error("may-pay needs 'effects' (what paying buys)");
            }
            return new Effect.MayPay(who, e.integer("may-pay", 0), effects(m.get("effects")));
        }
        Effect more = CardWorkLoader.mapping(e);
        if (more != null) {
            return more;
        }
        if (m.size() != 1) {
            throw e.error("an effect is one word or a one-key mapping such as {net-damage: 2}");
        }
        String k = m.keySet().iterator().next();
        int v = m.get(k).integer();
        return switch (k) {
            case "lose-click" -> new Effect.LoseClicks(v);
            case "net-damage" -> new Effect.Damage(DamageType.NET, v);
            case "meat-damage" -> new Effect.Damage(DamageType.MEAT, v);
            case "brain-damage" -> new Effect.Damage(DamageType.BRAIN, v);
            case "tag" -> new Effect.GiveTags(v);
            case "pay-or-end-run" -> new Effect.PayOrEndRun(v);
            case "power-counter" -> new Effect.AddPowerCounters(v);
            case "virus-counter" -> new Effect.AddVirusCounters(v);
            case "access-more" -> new Effect.AccessMore(v);
            case "bad-publicity" -> new Effect.BadPublicity(v);
            case "draw" -> new Effect.Draw(v);
            case "gain-clicks" -> new Effect.GainClicks(v);
            case "net-damage-per-advancement" -> new Effect.NetDamagePerAdvancement(v);
            case "lose-tags" -> new Effect.LoseTags(v);
            case "run-credits" -> new Effect.RunCredits(v);
            case "agenda-counter" -> new Effect.AddAgendaCounters(v);
            case "place-credits" -> new Effect.PlaceCredits(v);
            case "take-credits" -> new Effect.TakeCredits(v);
            default -> throw m.get(k).error("unknown effect '" + k + "'");
        };
    }

    static <E extends Enum<E>> E enumOf(Class<E> type, YNode n, String what) {
        if (n == null || !n.isScalar()) {
            throw (n == null ? new org.runbook.engine.ScenarioException("?", 0, "missing " + what) : n.error("missing " + what));
        }
        String v = n.text().trim().toUpperCase().replace('-', '_');
        try {
            return Enum.valueOf(type, v);
        } catch (IllegalArgumentException ex) {
            List<String> ok = new ArrayList<>();
            for (E x : type.getEnumConstants()) {
                ok.add(x.name().toLowerCase().replace('_', '-'));
            }
            throw n.error("unknown " + what + " '" + n.text() + "' (expected one of: " + String.join(", ", ok) + ")");
        }
    }
}
