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
    public String langOption() {
        return langCode;
    }

    @Override
    public String queryText() {
        return words.isEmpty() ? null : String.join(" ", words);
    }

    @Override
    public boolean takesFreeText() {
        return true;
    }

    @Override
    public int run(CliContext context) throws Exception {
        String query = words.isEmpty() ? null : String.join(" ", words);
        // the options that need no search data are checked before it is opened, a mistake told in says()
        Lang early = says();
        Lang lang = Options.lang(langCode, early);
        Options.range("--limit", limit, 1, 1000, early);
        Options.oneOf("--kind", kind, Arrays.stream(Kind.values()).map(Kind::code).toList(), early);
        try (CliData data = CliData.open(context)) {
            SearchService service = data.service();
            // the values indexed are known now, and so is the query's language as the search data reads it
            Lang says = lang != null ? lang : query == null ? early : service.languageOf(query).orElse(early);
            Options.oneOf("--game", game, data.values(Fields.GAME), says);
            Options.oneOf("--edition", edition, data.values(Fields.EDITION), says);
            if (query != null) {
                answer(service, query, lang, context);
                return 0;
            }
            BufferedReader reader = new BufferedReader(new InputStreamReader(context.in(), StandardCharsets.UTF_8));
            for (String line = reader.readLine(); line != null; line = reader.readLine()) {
                answer(service, line, lang, context);
            }
            return 0;
        }
    }

    private void answer(SearchService service, String query, Lang lang, CliContext context) throws Exception {
        SearchRequest request = new SearchRequest(query, lang, game, kind, edition, limit);
        SearchResponse response = service.search(request);
        SearchService.Explanation why = explain ? shown(service.explain(request), response) : null;
        if (json) {
            Map<String, Object> o = toJson(response);
            if (why != null) {
                o.put("explain", why);
            }
            context.out().println(Json.line(o));
            context.out().flush();
            return;
        }
        print(response, why, readerLang(service, query, lang), context);
    }

    /** The explanation of the hits shown only (it is worked out on more candidates than are shown). */
    private static SearchService.Explanation shown(SearchService.Explanation why, SearchResponse response) {
        Map<String, List<String>> hits = new LinkedHashMap<>();
        response.hits().forEach(h -> {
            if (why.hits().containsKey(h.id())) {
                hits.put(h.id(), why.hits().get(h.id()));
            }
        });
        return new SearchService.Explanation(why.concepts(), why.step(), hits);
    }

    /**
     * The language the reader reads in, for the lines around the hits: the one asked with --lang, else the one the
     * query is typed in (the one its hits are shown in), else the command line's usual one
     * ({@link CliLanguage#fallback}), as for the errors.
     */
    static Lang readerLang(SearchService service, String query, Lang asked) throws Exception {
        return asked != null ? asked : service.languageOf(query).orElseGet(CliLanguage::fallback);
    }

    /** The hits as lines, the words around them in {@code says}. */
    static void print(SearchResponse response, SearchService.Explanation why, Lang says, CliContext context) {
        context.out().println(CliTexts.get(says, "search.header", response.hits().size(), response.query(),
                response.tookMs()));
        if (response.didYouMean() != null) {
            context.out().println(CliTexts.get(says, "search.didYouMean", response.didYouMean()));
        }
        if (why != null) {
            String concepts = why.concepts().isEmpty() ? CliTexts.get(says, "search.recognisedNothing")
                    : String.join(", ", why.concepts().stream().map(c -> ExplainWords.concept(c, says)).toList());
            context.out().println(why.step() == null ? CliTexts.get(says, "search.recognised", concepts)
                    : CliTexts.get(says, "search.recognisedStep", concepts, why.step()));
        }
        int n = 1;
        for (SearchHit hit : response.hits()) {
            context.out().printf("%2d. %s  [%s, %s, %s]  %s%n", n++, hit.title(), hit.kind(), hit.game(), hit.lang(),
                    hit.id());
            context.out().println("    " + Snippets.plain(hit.snippet(), "*", "*"));
            if (why != null && why.hits().containsKey(hit.id())) {
                context.out().println("    " + CliTexts.get(says, "search.why", String.join("; ",
                        why.hits().get(hit.id()).stream().map(c -> ExplainWords.clause(c, says)).toList())));
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
