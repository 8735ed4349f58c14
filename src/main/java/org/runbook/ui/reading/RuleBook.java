package org.runbook.ui.reading;

import org.runbook.corpus.Citation;
import org.runbook.corpus.Corpus;
import org.runbook.corpus.Entry;
import org.runbook.corpus.Kind;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The rules read as books: one book per game and edition (the rules of a game, each edition's timing charts), its
 * sections in the order of the source (page, then the source's section number, then the order of the content files).
 * No Swing.
 */
public final class RuleBook {

    /** A book: its id ({@code anr}, {@code anr/anr-2017}...), its game, its edition (or null) and its sections. */
    public record Book(String id, String game, String edition, List<Entry> sections) {
    }

    private static final Pattern LEADING_NUMBER = Pattern.compile("^\\s*(\\d+)");
    private final Map<String, Book> books = new LinkedHashMap<>();
    private final Map<String, Book> bookOf = new LinkedHashMap<>();

    public RuleBook(Corpus corpus) {
        Map<String, List<Entry>> byBook = new LinkedHashMap<>();
        Map<Entry, Integer> order = new java.util.HashMap<>();
        for (Entry e : corpus.entries()) {
            if (e.kind() == Kind.RULE || e.kind() == Kind.STEP) {
                order.put(e, order.size());
                byBook.computeIfAbsent(id(e.game(), e.edition()), k -> new ArrayList<>()).add(e);
            }
        }
        List<String> ids = new ArrayList<>(byBook.keySet());
        ids.sort(Comparator.comparingInt(RuleBook::gameRank).thenComparing(id -> id));
        for (String id : ids) {
            List<Entry> sections = new ArrayList<>(byBook.get(id));
            sections.sort(Comparator.comparingInt(RuleBook::page).thenComparingInt(RuleBook::sectionNumber)
                    .thenComparingInt(order::get));
            Entry first = sections.get(0);
            Book book = new Book(id, first.game(), first.edition(), List.copyOf(sections));
            books.put(id, book);
            sections.forEach(s -> bookOf.put(s.id(), book));
        }
    }

    static String id(String game, String edition) {
        return edition == null ? game : game + "/" + edition;
    }

    private static int gameRank(String id) {
        return id.startsWith("anr") ? 0 : id.startsWith("nr96") ? 1 : 2;
    }

    private static int page(Entry e) {
        return e.sources().stream().mapToInt(Citation::page).filter(p -> p > 0).findFirst().orElse(Integer.MAX_VALUE);
    }

    private static int sectionNumber(Entry e) {
        for (Citation c : e.sources()) {
            Matcher m = LEADING_NUMBER.matcher(c.section());
            if (m.find() && m.group(1).length() < 6) {
                return Integer.parseInt(m.group(1));
            }
        }
        return Integer.MAX_VALUE;
    }

    public List<Book> books() {
        return List.copyOf(books.values());
    }

    public Optional<Book> book(String id) {
        return Optional.ofNullable(books.get(id));
    }

    /** The book a section belongs to. */
    public Optional<Book> bookOf(String entryId) {
        return Optional.ofNullable(bookOf.get(entryId));
    }

    /** The section before ({@code step} -1) or after (+1) an entry in its book. */
    public Optional<Entry> neighbour(String entryId, int step) {
        return bookOf(entryId).flatMap(b -> {
            List<String> ids = b.sections().stream().map(Entry::id).toList();
            int i = ids.indexOf(entryId) + step;
            return i >= 0 && i < ids.size() ? Optional.of(b.sections().get(i)) : Optional.empty();
        });
    }
}
