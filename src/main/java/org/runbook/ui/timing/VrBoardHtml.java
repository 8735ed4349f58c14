package org.runbook.ui.timing;

import java.util.ArrayList;
import java.util.List;

import org.runbook.engine.game.Lang;
import org.runbook.engine.game.vr.VrCatalog;
import org.runbook.engine.game.vr.VrPlayer;
import org.runbook.engine.game.vr.VrState;

/**
 * The board of a Virtual Revolution state, kept simple: round and turn, then one line per player (money and income,
 * influence, immunity, Servers, Agents, Verses, Titles).
 */
final class VrBoardHtml {
    private VrBoardHtml() {
    }

    static String render(VrState s, VrCatalog catalog, Lang lang) {
        StringBuilder sb = new StringBuilder("<html><body style='font-family:sans-serif'>");
        sb.append(Texts.get("vr.round", s.round(), s.turn())).append(" · ").append(Texts.get("vr.order",
                BoardHtml.esc(String.join(", ", s.order().stream().map(Texts::side).toList()))));
        if (s.cursor().startsWith("turn-") && s.turnState() != null && s.turnState().player() != null) {
            sb.append("<br>").append(Texts.get("vr.turnOf", Texts.side(s.turnState().player())));
            if (s.turnState().director() != null) {
                sb.append(" · ").append(Texts.get("vr.director", BoardHtml.esc(s.turnState().director())));
            }
        }
        for (VrPlayer p : s.players().values()) {
            int onBoard = s.influence().values().stream().filter(t -> t.owner().equals(p.id()))
                    .mapToInt(VrState.Tokens::count).sum();
            long servers = s.servers().values().stream().filter(p.id()::equals).count();
            sb.append("<p style='margin-top:4px;margin-bottom:0'><b>").append(BoardHtml.esc(Texts.side(p.id())))
                    .append("</b> — ").append(Texts.get("vr.money", p.money(), p.income())).append(", ")
                    .append(Texts.get("vr.influence", p.supply(), onBoard, p.recycled())).append(", ")
                    .append(Texts.get("vr.immunity", p.immunity())).append(", ")
                    .append(Texts.get("vr.servers", servers));
            if (p.vpTokens() > 0) {
                sb.append(", ").append(Texts.get("vr.vp", p.vpTokens() * 2));
            }
            sb.append("<br>").append(Texts.get("vr.agents")).append(Texts.colon());
            List<String> agents = new ArrayList<>();
            for (VrPlayer.AgentInService a : p.agents()) {
                agents.add(BoardHtml.esc(name(catalog.agents().get(a.card()), a.card(), lang))
                        + (a.tapped() ? " <i>(" + Texts.get("vr.tapped") + ")</i>" : ""));
            }
            sb.append(agents.isEmpty() ? "—" : String.join(", ", agents));
            sb.append(" · ").append(Texts.get("vr.verses")).append(Texts.colon());
            List<String> verses = new ArrayList<>();
            for (VrPlayer.OwnedVerse v : p.verses()) {
                verses.add(BoardHtml.esc(name(catalog.verses().get(v.card()), v.card(), lang)) + " <i>("
                        + Texts.get(v.online() ? "vr.online" : "vr.loading") + ")</i>");
            }
            sb.append(verses.isEmpty() ? "—" : String.join(", ", verses));
            if (!p.titles().isEmpty()) {
                sb.append(" · ").append(Texts.get("vr.titles")).append(Texts.colon())
                        .append(BoardHtml.esc(String.join(", ", p.titles())));
            }
            if (!p.corruption().isEmpty()) {
                sb.append(" · ").append(Texts.get("vr.corruption", p.corruption().size()));
            }
            sb.append("</p>");
        }
        return sb.append("</body></html>").toString();
    }

    private static String name(Object card, String id, Lang lang) {
        if (card instanceof VrCatalog.Agent a) {
            return a.name().get(lang);
        }
        if (card instanceof VrCatalog.Verse v) {
            return v.name().get(lang);
        }
        return id;
    }
}
