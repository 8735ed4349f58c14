package org.runbook.cli;

import org.runbook.corpus.CardPrintings;
import org.runbook.corpus.Corpus;
import org.runbook.corpus.Entry;
import org.runbook.corpus.Kind;
import org.runbook.engine.game.Lang;
import org.runbook.search.index.IndexBuilder;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.ArrayList;

import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code runbook show ID [--lang L] [--json]}: one entry in full. */
@picocli.CommandLine.Command(name = "show")
final class ShowCommand implements Command {

    @Option(names = "--json")
    boolean json;
    @Option(names = "--lang", paramLabel = "LANG")
    String langCode;
    @Parameters
    List<String> ids = new ArrayList<>();

    @Override
    public String name() {
        return "show";
    }

    @Override
    public String langOption() {
        return langCode;
    }

    @Override
    public int run(CliContext context) throws Exception {
        if (ids.size() != 1) {
            throw new UsageException(CliTexts.get(says(), "show.oneId"), says());
        }
        // the language asked with --lang, else the command line's own (saved, else the system's, else English)
        Lang lang = langCode == null ? says() : Options.lang(langCode, says());
        Corpus corpus = Workspace.corpus(context);
        String id = ids.get(0).trim();
        if (id.matches("\\d{5}")) {
            id = "card:" + id;
        }
        Entry entry = corpus.get(id).orElse(null);
        if (entry == null) {
            context.err().println("runbook show: " + CliTexts.get(says(), "show.noEntry", id));
            return 1;
        }
        Lang shown = entry.bestLanguage(lang);
        String text = IndexBuilder.plainText(corpus, entry, shown);
        CardPrintings printings = new CardPrintings(corpus);
        String cardCode = entry.kind() == Kind.CARD ? CardPrintings.code(entry) : null;
        if (json) {
            Map<String, Object> o = new LinkedHashMap<>();
            o.put("id", entry.id());
            o.put("kind", entry.kind().code());
            o.put("game", entry.game());
            o.put("edition", entry.edition());
            o.put("lang", shown.code());
            o.put("title", entry.title(shown));
            entry.nameOnlyIn(lang).ifPresent(name -> o.put("name", name));
            o.put("text", text);
            o.put("markdown", entry.texts().get(shown));
            o.put("source", entry.sources().stream().map(c -> c.display()).toList());
            o.put("links", entry.links());
            o.put("cards", entry.cards());
            o.put("file", entry.file() + ":" + entry.line());
            if (cardCode != null) {
                o.put("printings", printings.printings(cardCode).stream().map(p -> pair("code", CardPrintings.code(p),
                        "printing", CardPrintings.printing(p, shown))).toList());
                o.put("rulings", printings.rulings(cardCode).stream().map(r -> pair("id", r.id(),
                        "title", r.title(shown))).toList());
            }
            context.out().println(Json.line(o));
            return 0;
        }
        Lang says = says();
        context.out().println(entry.title(shown) + "  [" + entry.kind().code() + ", " + entry.game()
                + (entry.edition() == null ? "" : ", " + entry.edition()) + ", " + shown.code() + "]");
        context.out().println(entry.id());
        entry.nameOnlyIn(lang).ifPresent(name -> context.out().println(lang.code() + ": " + name));
        if (shown != lang) {
            context.out().println(CliTexts.get(says, "show.notWritten", CliTexts.get(says, "lang." + lang.code()),
                    CliTexts.get(says, "lang." + shown.code())));
        }
        context.out().println();
        context.out().println(text);
        if (!entry.sources().isEmpty()) {
            context.out().println();
            entry.sources().forEach(c -> context.out().println(CliTexts.get(says, "show.source", c.display())));
        }
        if (!entry.links().isEmpty()) {
            context.out().println(CliTexts.get(says, "show.seeAlso", String.join(", ", entry.links())));
        }
        if (!entry.cards().isEmpty()) {
            context.out().println(CliTexts.get(says, "show.cards", String.join(", ", entry.cards().stream()
                    .map(code -> corpus.card(code).map(c -> c.title(shown) + " (" + code + ")").orElse(code))
                    .toList())));
        }
        if (cardCode != null) {
            context.out().println();
            context.out().println(CliTexts.get(says, "show.printings"));
            printings.printings(cardCode).forEach(p -> context.out().println("  " + CardPrintings.code(p) + "  "
                    + CardPrintings.printing(p, shown)));
            var rulings = printings.rulings(cardCode);
            context.out().println(rulings.isEmpty() ? CliTexts.get(says, "show.noRuling")
                    : CliTexts.get(says, "show.rulings", rulings.size()));
            rulings.forEach(r -> context.out().println("  " + r.id() + "  " + r.title(shown)));
        }
        return 0;
    }

    private static Map<String, Object> pair(String k1, String v1, String k2, String v2) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put(k1, v1);
        m.put(k2, v2);
        return m;
    }
}
