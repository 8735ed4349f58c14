package org.runbook.ui.glossary;

import org.runbook.ui.html.Html;
import org.runbook.ui.i18n.Messages;

import java.util.List;

/** The page that spells out the letters the timing charts print in their steps (P, R, S, ice; T, A, V...). */
public final class ChartAbbreviations {

    /** Game, then its abbreviations with the key of their meaning. */
    private static final List<List<String>> ROWS = List.of(
            List.of("anr", "P", "paid"), List.of("anr", "R", "rezNonIce"), List.of("anr", "ice", "rezIce"),
            List.of("anr", "S", "score"),
            List.of("vr", "T", "title.vr"), List.of("vr", "A", "agent"), List.of("vr", "A+", "promote"),
            List.of("vr", "Rc", "recover"), List.of("vr", "V", "verse"), List.of("vr", "V\u21c4", "verseSwap"));

    private ChartAbbreviations() {
    }

    public static String page(Messages m) {
        StringBuilder b = new StringBuilder("<html><body><h1>").append(Html.esc(m.get("abbr.title"))).append("</h1>");
        b.append("<p>").append(Html.esc(m.get("abbr.intro"))).append("</p>");
        String game = null;
        for (List<String> row : ROWS) {
            if (!row.get(0).equals(game)) {
                b.append(game == null ? "" : "</table>").append("<h2>").append(Html.esc(m.get("game." + row.get(0))))
                        .append("</h2><table cellspacing='0' cellpadding='3'>");
                game = row.get(0);
            }
            b.append("<tr><td class='label'><b>").append(Html.esc(row.get(1))).append("</b></td><td>")
                    .append(Html.esc(m.get("abbr." + row.get(2)))).append("</td></tr>");
        }
        return b.append("</table></body></html>").toString();
    }
}
