package org.runbook.search;

import org.apache.lucene.search.Explanation;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** Boils a Lucene explanation down to its strongest matching clauses, e.g. {@code body_fr:debranch 41%}. */
final class ExplainSummary {

    private static final Pattern WEIGHT = Pattern.compile("weight\\(([^ )]+(?: [^ )]+)*?)(?: in \\d+)?\\)");
    private static final Pattern CONSTANT = Pattern.compile("ConstantScore\\((.*)\\)");

    private ExplainSummary() {
    }

    static List<String> of(Explanation root) {
        List<Explanation> leaves = new ArrayList<>();
        collect(root, leaves);
        float total = root.getValue().floatValue();
        return leaves.stream()
                .sorted(Comparator.comparingDouble((Explanation e) -> e.getValue().doubleValue()).reversed())
                .limit(6)
                .map(e -> label(e) + String.format(Locale.ROOT, " %.0f%%",
                        total <= 0 ? 0 : 100 * e.getValue().floatValue() / total))
                .toList();
    }

    private static void collect(Explanation e, List<Explanation> leaves) {
        String d = e.getDescription();
        if (d.startsWith("weight(") || d.startsWith("ConstantScore(")) {
            leaves.add(e);
            return;
        }
        for (Explanation child : e.getDetails()) {
            if (child.isMatch()) {
                collect(child, leaves);
            }
        }
        if (e.getDetails().length == 0 && e.isMatch() && e.getValue().floatValue() > 0) {
            leaves.add(e);
        }
    }

    private static String label(Explanation e) {
        Matcher w = WEIGHT.matcher(e.getDescription());
        if (w.find()) {
            return w.group(1);
        }
        Matcher c = CONSTANT.matcher(e.getDescription());
        if (c.find()) {
            String inner = c.group(1);
            return inner.length() > 80 ? inner.substring(0, 77) + "..." : inner;
        }
        String d = e.getDescription();
        return d.length() > 80 ? d.substring(0, 77) + "..." : d;
    }
}
