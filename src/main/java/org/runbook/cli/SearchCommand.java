package org.runbook.cli;

import org.runbook.engine.game.Lang;
import org.runbook.search.SearchHit;
import org.runbook.search.SearchRequest;
import org.runbook.search.SearchResponse;
import org.runbook.search.SearchService;
import org.runbook.search.Snippets;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.ArrayList;
import java.util.Arrays;

import org.runbook.corpus.Kind;
import org.runbook.search.analysis.Fields;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code runbook search [--json] [--lang L] [--game G] [--kind K] [--edition E] [--limit N] [QUERY]}. */
@picocli.CommandLine.Command(name = "search")
final class SearchCommand implements Command {

    @Option(names = "--json")
    boolean json;
    @Option(names = "--explain")
    boolean explain;
    @Option(names = "--lang", paramLabel = "LANG")
    String langCode;
    @Option(names = "--game", paramLabel = "GAME")
    String game;
    @Option(names = "--kind", paramLabel = "KIND")
    String kind;
    @Option(names = "--edition", paramLabel = "EDITION")
    String edition;
    @Option(names = "--limit", paramLabel = "N")
    int limit = 10;
    @Parameters
    List<String> words = new ArrayList<>();

    @Override
    public String name() {
        return "search";
    }

    @Override
    public String summary() {
        return "search the rules, FAQ, glossary and cards (queries from standard input when none is given)";
    }

    @Override
    public String usage() {
        return """
                usage: runbook search [--json] [--lang fr|en|de] [--game anr|nr96|vr] [--kind KIND]
                                      [--edition EDITION] [--limit N] [QUERY...]
                  Without QUERY, reads one query per line from standard input and answers each.
                  --json   one JSON object per query: {"query","took_ms","hits":[{"id","kind","game","lang",
                           "title","snippet","text","cards","source","score"}]}
                  --lang   show hits in this language when the entry has it
                  --explain  why each hit ranks where it does (concepts, cards, fields)""";
    }

    @Override
    public boolean takesFreeText() {
        return true;
    }

    @Override
    public int run(CliContext context) throws Exception {
        Lang lang = Options.lang(langCode);
        Options.range("--limit", limit, 1, 1000);
        Options.oneOf("--kind", kind, Arrays.stream(Kind.values()).map(Kind::code).toList());
        try (CliData data = CliData.open(context)) {
            Options.oneOf("--game", game, data.values(Fields.GAME));
            Options.oneOf("--edition", edition, data.values(Fields.EDITION));
            SearchService service = data.service();
            if (!words.isEmpty()) {
                String query = String.join(" ", words);
                SearchRequest request = request(query, lang);
                SearchResponse response = service.search(request);
                print(response, json, explain ? service.explain(request) : null, context);
                return 0;
            }
            BufferedReader reader = new BufferedReader(new InputStreamReader(context.in(), StandardCharsets.UTF_8));
            for (String line = reader.readLine(); line != null; line = reader.readLine()) {
                SearchRequest request = request(line, lang);
                print(service.search(request), json, explain ? service.explain(request) : null, context);
            }
            return 0;
        }
    }

    private SearchRequest request(String query, Lang lang) {
        return new SearchRequest(query, lang, game, kind, edition, limit);
    }

    private static void print(SearchResponse response, boolean json, SearchService.Explanation why,
                              CliContext context) {
        if (json) {
            Map<String, Object> o = toJson(response);
            if (why != null) {
                o.put("explain", why);
            }
            context.out().println(Json.line(o));
            context.out().flush();
            return;
        }
        int hits = response.hits().size();
        context.out().printf("%d %s for \"%s\" in %d ms%n", hits, hits == 1 ? "hit" : "hits", response.query(),
                response.tookMs());
        if (response.didYouMean() != null) {
            context.out().println("Did you mean: " + response.didYouMean());
        }
        if (why != null) {
            context.out().println("Recognised: " + (why.concepts().isEmpty() ? "nothing" : String.join(", ",
                    why.concepts())) + (why.step() == null ? "" : "; step " + why.step()));
        }
        int n = 1;
        for (SearchHit hit : response.hits()) {
            context.out().printf("%2d. %s  [%s, %s, %s]  %s%n", n++, hit.title(), hit.kind(), hit.game(), hit.lang(),
                    hit.id());
            context.out().println("    " + Snippets.plain(hit.snippet(), "*", "*"));
            if (why != null && why.hits().containsKey(hit.id())) {
                context.out().println("    why: " + String.join("; ", why.hits().get(hit.id())));
            }
        }
        context.out().flush();
    }

    static Map<String, Object> toJson(SearchResponse response) {
        Map<String, Object> o = new LinkedHashMap<>();
        o.put("query", response.query());
        o.put("took_ms", response.tookMs());
        o.put("hits", response.hits().stream().map(SearchCommand::toJson).toList());
        if (response.didYouMean() != null) {
            o.put("did_you_mean", response.didYouMean());
        }
        return o;
    }

    private static Map<String, Object> toJson(SearchHit hit) {
        Map<String, Object> o = new LinkedHashMap<>();
        o.put("id", hit.id());
        o.put("kind", hit.kind());
        o.put("game", hit.game());
        o.put("lang", hit.lang());
        o.put("title", hit.title());
        o.put("snippet", hit.snippet());
        o.put("text", hit.text());
        o.put("cards", hit.cards());
        o.put("source", hit.source());
        o.put("score", hit.score());
        return o;
    }
}
