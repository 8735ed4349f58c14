package org.runbook.ui.html;

import org.runbook.corpus.CardPrintings;
import org.runbook.corpus.Corpus;
import org.runbook.corpus.CorpusValidator;
import org.runbook.corpus.Entry;
import org.runbook.corpus.Kind;
import org.runbook.engine.game.Lang;
import org.runbook.corpus.Folding;

import java.util.Collections;
import java.util.HashMap;
import java.util.Map;
import java.util.Set;
import java.util.WeakHashMap;
import java.util.function.UnaryOperator;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Turns an entry's Markdown into Markdown whose references are links, once, when the entry is rendered: the written
 * {@code [[id|words]]} links, every step reference ("step 6", "étapes 2.2 et 4.2", "Schritt 3.1"), every bold card
 * name or glossary term, and the first mention of each card the entry names. A link to the page itself stays text.
 */
public final class Linker {

    private static final Map<Corpus, Linker> CACHE = Collections.synchronizedMap(new WeakHashMap<>());
    /** Markdown links already made: never linked again inside. */
    private static final Pattern MADE = Pattern.compile("\\[[^\\]]*]\\([^)]*\\)|`[^`]*`");
    private static final String NUMBER = "\\d+(?:\\.\\d+)*";
    private static final Pattern STEPS = Pattern.compile("(?<![\\p{L}\\p{N}])((?:steps?|étapes?|schritte?n?)\\s+)("
            + NUMBER + ")((?:\\s*(?:,|and|or|et|ou|und|oder|&)\\s*" + NUMBER + ")*)",
            Pattern.CASE_INSENSITIVE | Pattern.UNICODE_CASE);
    private static final Pattern MORE = Pattern.compile("(\\s*(?:,|and|or|et|ou|und|oder|&)\\s*)(" + NUMBER + ")",
            Pattern.CASE_INSENSITIVE);
    private static final Pattern BOLD = Pattern.compile("\\*\\*([^*\\[\\]\\n]{2,60}?)\\*\\*");

    private final Corpus corpus;
    private final Map<String, String> names = new HashMap<>();
    private final CardPrintings printings;

    private Linker(Corpus corpus) {
        this.corpus = corpus;
        this.printings = new CardPrintings(corpus);
        for (Entry e : corpus.entries()) {
            if (e.kind() == Kind.CARD || e.kind() == Kind.TERM) {
                e.names().values().forEach(list -> list.forEach(n -> names.putIfAbsent(e.game() + "|"
                        + Folding.fold(n), e.id())));
                e.titles().values().forEach(t -> names.putIfAbsent(e.game() + "|" + Folding.fold(t), e.id()));
            }
        }
    }

    /** The linker of a corpus (made once per corpus). */
    public static Linker of(Corpus corpus) {
        return CACHE.computeIfAbsent(corpus, Linker::new);
    }

    /** {@code text} (Markdown of {@code from}) with its references as {@code runbook:} links, none to {@code self}. */
    public String link(Entry from, String text, Lang lang, Set<String> self) {
        String out = written(text, lang, self);
        out = outsideLinks(out, s -> steps(from, s, self));
        out = outsideLinks(out, s -> bold(from, s, self));
        for (String code : from.cards()) {
            out = firstMention(out, code, lang, self);
        }
        return out;
    }

    /** The links written in the content, {@code [[id]]} or {@code [[id|words]]}. */
    private String written(String text, Lang lang, Set<String> self) {
        Matcher mt = CorpusValidator.INLINE_LINK.matcher(text);
        StringBuilder out = new StringBuilder();
        while (mt.find()) {
            String id = mt.group(1).trim();
            String shown = (mt.group(2) != null ? mt.group(2) : corpus.get(id).map(e -> e.title(lang)).orElse(id))
                    .replace("]", "");
            mt.appendReplacement(out, Matcher.quoteReplacement(self.contains(id) ? shown : md(shown, id)));
        }
        mt.appendTail(out);
        return out.toString();
    }

    private String steps(Entry from, String text, Set<String> self) {
        String[] context = stepContext(from);
        Matcher m = STEPS.matcher(text);
        StringBuilder out = new StringBuilder();
        while (m.find()) {
            StringBuilder r = new StringBuilder(step(context, m.group(1) + m.group(2), m.group(2), self));
            Matcher more = MORE.matcher(m.group(3));
            while (more.find()) {
                r.append(more.group(1)).append(step(context, more.group(2), more.group(2), self));
            }
            m.appendReplacement(out, Matcher.quoteReplacement(r.toString()));
        }
        m.appendTail(out);
        return out.toString();
    }

    private String step(String[] context, String words, String number, Set<String> self) {
        String id = "step:" + context[0] + "/" + context[1] + "-" + number;
        return corpus.get(id).isPresent() && !self.contains(id) ? md(words, id) : words;
    }

    /** The chart a step number refers to: the entry's own, else that of the first step it links to, else the run. */
    private static String[] stepContext(Entry from) {
        if (from.kind() == Kind.STEP) {
            return idParts(from.id());
        }
        for (String id : from.links()) {
            if (id.startsWith("step:")) {
                return idParts(id);
            }
        }
        String edition = from.edition() != null ? from.edition() : "anr".equals(from.game()) ? "anr-2017" : from.game();
        return new String[] {edition, "run"};
    }

    private static String[] idParts(String stepId) {
        String rest = stepId.substring("step:".length());
        int slash = rest.indexOf('/');
        String tail = rest.substring(slash + 1);
        int dash = tail.lastIndexOf('-');
        return new String[] {rest.substring(0, slash), dash < 0 ? tail : tail.substring(0, dash)};
    }

    private String bold(Entry from, String text, Set<String> self) {
        Matcher m = BOLD.matcher(text);
        StringBuilder out = new StringBuilder();
        while (m.find()) {
            String id = names.get(from.game() + "|" + Folding.fold(m.group(1)));
            String r = id == null || self.contains(id) || id.equals(from.id()) ? m.group()
                    : "**" + md(m.group(1), id) + "**";
            m.appendReplacement(out, Matcher.quoteReplacement(r));
        }
        m.appendTail(out);
        return out.toString();
    }

    /** Links the first mention of a card the entry names, when no printing of it is linked yet. */
    private String firstMention(String text, String code, Lang lang, Set<String> self) {
        Entry card = corpus.card(code).orElse(null);
        if (card == null) {
            return text;
        }
        if (printings.codes(code).stream().anyMatch(c -> self.contains("card:" + c) || text.contains(Html.SCHEME + "card:" + c + ")"))) {
            return text;
        }
        Pattern name = Pattern.compile("(?<![\\p{L}\\p{N}\\[])" + Pattern.quote(card.title(lang)) + "(?![\\p{L}\\p{N}])");
        boolean[] done = {false};
        return outsideLinks(text, s -> {
            if (done[0]) {
                return s;
            }
            Matcher m = name.matcher(s);
            if (!m.find()) {
                return s;
            }
            done[0] = true;
            return s.substring(0, m.start()) + md(m.group(), card.id()) + s.substring(m.end());
        });
    }

    /** Applies {@code change} to the parts of {@code text} that are not links or code already. */
    private static String outsideLinks(String text, UnaryOperator<String> change) {
        Matcher m = MADE.matcher(text);
        StringBuilder out = new StringBuilder();
        int at = 0;
        while (m.find()) {
            out.append(change.apply(text.substring(at, m.start()))).append(m.group());
            at = m.end();
        }
        return out.append(change.apply(text.substring(at))).toString();
    }

    private static String md(String words, String id) {
        return "[" + words + "](" + Html.SCHEME + id + ")";
    }
}
