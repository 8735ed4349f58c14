package org.runbook.scenario;

import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.runbook.engine.cards.CardType;
import org.runbook.engine.cards.CardWork;
import org.runbook.engine.cards.ConstantAbilities;
import org.runbook.engine.cards.Effect;

/**
 * Reads the words of {@link CardWork} (searching, arranging, installing and advancing from a card) and the keys of
 * {@link ConstantAbilities} (hosting, modifiers of other cards' numbers). An unknown value is an error naming the
 * file and line.
 */
final class CardWorkLoader {
    /** The card keys read here. */
    static final List<String> CONSTANT_KEYS = List.of("install-on", "host-strength", "host-strength-per-virus",
            "trash-host-at-zero", "hosts-programs-mu", "advancement-here", "install-credit-for", "install-in");
    private static final List<String> INSTALL_ON = List.of("ice", "icebreaker");
    private static final List<String> SEARCHABLE = List.of("icebreaker", "virus", "program");

    private CardWorkLoader() {
    }

    /** The word, or null when {@code word} is not one of this family. */
    static Effect scalar(String word) {
        return switch (word) {
            case "search-stack-install-copy" -> new CardWork.SearchStackInstallCopy();
            case "search-rd" -> new CardWork.SearchRd();
            case "advance-per-tag" -> new CardWork.AdvancePerTag();
            case "virus-counter-on-installed" -> new CardWork.VirusCounterOnInstalled();
            case "strengthen-ice-here" -> new CardWork.StrengthenIceHere();
            case "all-ice-subtypes" -> new CardWork.AllIceSubtypes();
            case "heap-to-grip" -> new CardWork.HeapToGrip();
            case "corp-rezzes-or-trashes-ice" -> new CardWork.RezOrTrashIce();
            default -> null;
        };
    }

    /** The word written as a mapping, or null when its key is not one of this family. */
    static Effect mapping(YNode e) {
        Map<String, YNode> m = e.map();
        if (m.containsKey("search-stack")) {
            e.only("search-stack");
            String what = e.text("search-stack", "");
            if (!SEARCHABLE.contains(what)) {
                throw m.get("search-stack").error("unknown card kind '" + what + "' to search for (expected one of: "
                        + String.join(", ", SEARCHABLE) + ")");
            }
            return new CardWork.SearchStack(what);
        }
        if (m.containsKey("install-from-grip")) {
            e.only("install-from-grip", "discount");
            Set<CardType> types = new HashSet<>();
            for (String t : e.text("install-from-grip", "").split("-or-", -1)) {
                switch (t) {
                    case "program" -> types.add(CardType.PROGRAM);
                    case "hardware" -> types.add(CardType.HARDWARE);
                    case "resource" -> types.add(CardType.RESOURCE);
                    default -> throw m.get("install-from-grip").error("unknown card type '" + t
                            + "' to install (expected program, hardware or resource, joined by -or-)");
                }
            }
            return new CardWork.InstallFromGrip(types, e.count("discount", 0));
        }
        if (m.size() != 1) {
            return null;
        }
        String k = m.keySet().iterator().next();
        return switch (k) {
            case "arrange-top-of-rd" -> new CardWork.ArrangeTopOfRd(m.get(k).integer(1, 10));
            case "install-ice-from-top-of-rd" -> new CardWork.InstallIceFromTopOfRd(m.get(k).integer(1, 10));
            case "install-from-hq" -> new CardWork.InstallFromHq(m.get(k).integer(1, 10));
            case "advance-installed" -> new CardWork.AdvanceInstalled(m.get(k).integer(1, 10));
            default -> null;
        };
    }

    /** The constant abilities of the card entry {@code n}. */
    static ConstantAbilities constants(YNode n) {
        String on = n.text("install-on", "");
        if (!on.isEmpty() && !INSTALL_ON.contains(on)) {
            throw n.get("install-on").error("unknown host '" + on + "' (expected one of: " + String.join(", ", INSTALL_ON) + ")");
        }
        String credit = n.text("install-credit-for", "");
        if (!credit.isEmpty() && !credit.equals("virus")) {
            throw n.get("install-credit-for").error("unknown program subtype '" + credit + "' (expected: virus)");
        }
        return new ConstantAbilities(on, n.integer("host-strength", 0), n.integer("host-strength-per-virus", 0),
                n.bool("trash-host-at-zero", false), n.integer("hosts-programs-mu", 0), n.integer("advancement-here", 0),
                credit, installIn(n));
    }

    private static String installIn(YNode n) {
        String v = n.text("install-in", "");
        if (!v.isEmpty() && !List.of("hq", "rd", "archives").contains(v)) {
            throw n.get("install-in").error("unknown server '" + v + "' (expected one of: hq, rd, archives)");
        }
        return v;
    }
}
