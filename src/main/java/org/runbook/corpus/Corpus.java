package org.runbook.corpus;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/** The whole validated corpus, read-only, with look-ups by id and by card code. */
public final class Corpus {

    private final List<Entry> entries;
    private final Map<String, Entry> byId;
    private final Map<String, List<Entry>> byCard;

    private Corpus(List<Entry> entries) {
        this.entries = List.copyOf(entries);
        Map<String, Entry> ids = new LinkedHashMap<>();
        Map<String, List<Entry>> cards = new HashMap<>();
        for (Entry e : entries) {
            ids.put(e.id(), e);
            for (String code : e.cards()) {
                cards.computeIfAbsent(code, k -> new ArrayList<>()).add(e);
            }
        }
        this.byId = Collections.unmodifiableMap(ids);
        cards.replaceAll((k, v) -> List.copyOf(v));
        this.byCard = Map.copyOf(cards);
    }

    /**
     * Reads and validates every entry below {@code contentDir}.
     *
     * @throws ContentException listing every problem (file, line, reason) when anything is wrong
     */
    public static Corpus load(Path contentDir) throws IOException, ContentException {
        ContentLoader.Result read = ContentLoader.readAll(contentDir);
        List<ContentProblem> problems = new ArrayList<>(read.problems());
        problems.addAll(CorpusValidator.validate(read.entries()));
        for (Entry e : read.entries()) {
            if (e.scenario() != null && !java.nio.file.Files.isRegularFile(
                    contentDir.resolve("scenarios").resolve(e.scenario()))) {
                problems.add(new ContentProblem(e.file(), e.lineOf("scenario"), "scenario '" + e.scenario()
                        + "' is not a file under content/scenarios/"));
            }
        }
        if (!problems.isEmpty()) {
            throw new ContentException(problems);
        }
        return new Corpus(read.entries());
    }

    /** A corpus from entries already checked, for tests. */
    public static Corpus of(List<Entry> entries) throws ContentException {
        List<ContentProblem> problems = CorpusValidator.validate(entries);
        if (!problems.isEmpty()) {
            throw new ContentException(problems);
        }
        return new Corpus(entries);
    }

    /**
     * A corpus of entries that were validated when they were first loaded (a snapshot written from a validated
     * corpus): the cross-entry checks are not run again.
     */
    public static Corpus validated(List<Entry> entries) {
        return new Corpus(entries);
    }

    public List<Entry> entries() {
        return entries;
    }

    public Optional<Entry> get(String id) {
        return Optional.ofNullable(byId.get(id));
    }

    /** The card of a code such as {@code 01012}. */
    public Optional<Entry> card(String code) {
        return get("card:" + code);
    }

    /** Entries other than the card itself that name the card. */
    public List<Entry> naming(String code) {
        return byCard.getOrDefault(code, List.of());
    }

    public int size() {
        return entries.size();
    }
}
