package org.runbook.search.query;

import org.runbook.corpus.Corpus;
import org.runbook.engine.game.Lang;
import org.runbook.search.suggest.Suggester;

import java.util.ArrayList;
import java.util.Collection;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Players call an identity by its short name: "Noise", not "Noise: Hacker Extraordinaire"; "Kate" or "Mac", not
 * "Kate "Mac" McCaffrey: Digital Tinker". Adds to each identity card the part of its title before the colon, and for
 * a name with a quoted nickname the first name and the nickname, when no rules term and no other identity has it.
 */
final class IdentityNames {

    private static final Pattern NICKNAME = Pattern.compile("^(\\S+)\\s+[\"“«»„]\\s*([^\"”«»“]+?)\\s*[\"”«»“]");

    private IdentityNames() {
    }

    static List<Concept> withShortNames(Collection<Concept> cards, Corpus corpus, java.util.Set<String> termNames) {
        Map<String, Integer> owners = new HashMap<>();
        Map<Concept, List<String>> shortNames = new HashMap<>();
        for (Concept c : cards) {
            boolean identity = corpus.get(c.id()).flatMap(e -> e.fact("type")).map("identity"::equals).orElse(false);
            if (!identity) {
                continue;
            }
            List<String> found = new ArrayList<>();
            for (List<String> names : c.names().values()) {
                for (String name : names) {
                    int colon = name.indexOf(':');
                    if (colon <= 0) {
                        continue;
                    }
                    String prefix = name.substring(0, colon).strip();
                    add(found, prefix);
                    Matcher m = NICKNAME.matcher(prefix);
                    if (m.find()) {
                        add(found, m.group(1));
                        add(found, m.group(2));
                    }
                }
            }
            found.removeIf(n -> termNames.contains(Suggester.fold(n).strip())
                    || Suggester.fold(n).strip().length() < 3);
            found.forEach(n -> owners.merge(Suggester.fold(n).strip(), 1, Integer::sum));
            shortNames.put(c, found);
        }
        List<Concept> out = new ArrayList<>();
        for (Concept c : cards) {
            List<String> extra = shortNames.getOrDefault(c, List.of()).stream()
                    .filter(n -> owners.get(Suggester.fold(n).strip()) == 1).toList();
            if (extra.isEmpty()) {
                out.add(c);
                continue;
            }
            Map<Lang, List<String>> names = new EnumMap<>(Lang.class);
            c.names().forEach((l, n) -> names.put(l, new ArrayList<>(n)));
            List<String> en = names.computeIfAbsent(Lang.EN, k -> new ArrayList<>());
            extra.forEach(n -> {
                if (!en.contains(n)) {
                    en.add(n);
                }
            });
            names.replaceAll((l, n) -> List.copyOf(n));
            out.add(new Concept(c.id(), c.game(), true, c.codes(), names, c.links()));
        }
        return out;
    }

    private static void add(List<String> found, String name) {
        String n = name.strip();
        if (!n.isEmpty() && !found.contains(n)) {
            found.add(n);
        }
    }
}
