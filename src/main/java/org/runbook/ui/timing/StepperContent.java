package org.runbook.ui.timing;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.function.BiConsumer;
import java.util.function.Consumer;
import java.util.function.Supplier;

import javax.swing.SwingUtilities;

import org.runbook.corpus.ContentLocation;
import org.runbook.engine.cards.CardCatalog;
import org.runbook.engine.game.GameSession;
import org.runbook.scenario.CardLoader;
import org.runbook.scenario.GameSessions;
import org.runbook.scenario.nr96.Nr96Cards;

/**
 * What the stepper reads from the content folder, once and off the event thread: the folder itself, the engine's
 * card catalog and the scenario that plays each FAQ ruling; and, from them, the loader of a scenario file as a
 * session of its game.
 */
final class StepperContent {

    /** Each game's own example, relative to the content folder. */
    static final Map<String, String> EXAMPLES = Map.of(
            "anr", Examples.RULEBOOK,
            "nr96", "scenarios/nr96/01-two-ice-jack-out.yaml",
            "vr", "scenarios/vr/01-full-turn.yaml");

    /**
     * The content folder and what the board editors offer from it.
     *
     * @param cards       Android: Netrunner's card catalog
     * @param nr96Cards   the generic cards of Netrunner (1996), or null when the content has none
     * @param vrDistricts the boroughs of Neo Paris, district by district (empty when the content has no map)
     */
    record Context(Path contentDir, CardCatalog cards, CardCatalog nr96Cards, Map<String, List<String>> vrDistricts) {
    }

    private final CompletableFuture<Context> context = new CompletableFuture<>();
    /** The scenario that plays each FAQ ruling ({@code ruling:} of content/scenarios/GAME/faq/*.yaml), once read. */
    private volatile Map<String, Path> rulings = Map.of();

    /** The content folder the app would use: {@code --content}, else the built-in one. */
    static Supplier<Path> located() {
        return () -> {
            try {
                return ContentLocation.resolve(null, null).contentDir();
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        };
    }

    /** Reads the content of {@code where} on a background thread; {@code done} runs on the event thread. */
    void load(Supplier<Path> where, BiConsumer<Context, Throwable> done) {
        CompletableFuture.supplyAsync(() -> {
            Path dir = where.get();
            rulings = RulingScenarios.read(dir);
            return new Context(dir, CardLoader.load(dir), nr96Cards(dir), districts(dir));
        }).whenComplete((c, e) -> SwingUtilities.invokeLater(() -> {
            if (e != null) {
                Throwable cause = e instanceof CompletionException && e.getCause() != null ? e.getCause() : e;
                done.accept(null, cause);
                context.completeExceptionally(cause);
                return;
            }
            done.accept(c, null);
            context.complete(c);
        }));
    }

    /** The content once read, else null. */
    Context now() {
        return context.getNow(null);
    }

    /** True once the content is read, or could not be. */
    boolean done() {
        return context.isDone();
    }

    private static CardCatalog nr96Cards(Path dir) {
        return java.nio.file.Files.exists(dir.resolve(Nr96Cards.FILE)) ? Nr96Cards.load(dir) : null;
    }

    /** The {@code districts:} of the Virtual Revolution map, in file order. */
    @SuppressWarnings("unchecked")
    static Map<String, List<String>> districts(Path dir) {
        Path map = dir.resolve("engine/vr/map.yaml");
        if (!java.nio.file.Files.exists(map)) {
            return Map.of();
        }
        try (java.io.InputStream in = java.nio.file.Files.newInputStream(map)) {
            Map<String, Object> y = new com.fasterxml.jackson.dataformat.yaml.YAMLMapper().readValue(in, Map.class);
            Map<String, List<String>> out = new java.util.LinkedHashMap<>();
            if (y.get("districts") instanceof Map<?, ?> d) {
                d.forEach((k, v) -> out.put(String.valueOf(k), v instanceof List<?> l
                        ? l.stream().map(String::valueOf).toList() : List.of()));
            }
            return out;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Runs {@code then} on the event thread once the content is read. */
    void whenReady(Consumer<Context> then) {
        context.thenAccept(c -> SwingUtilities.invokeLater(() -> then.accept(c)));
    }

    /** The example of {@code game} in the content folder {@code c}. */
    static Path example(Context c, String game) {
        return c.contentDir().resolve(EXAMPLES.getOrDefault(game, Examples.RULEBOOK));
    }

    /** The scenario file that plays the ruling of entry {@code entryId}, or null. */
    Path ruling(String entryId) {
        return rulings.get(entryId);
    }

    /** Reads a scenario on the engine thread; the catalog is waited for there, never on the event thread. */
    Supplier<GameSession> loader(Path file, String editionOverride) {
        CompletableFuture<Context> ctx = context;
        return () -> {
            Context c;
            try {
                c = ctx.join();
            } catch (CompletionException e) {
                throw e.getCause() instanceof RuntimeException r ? r : e;
            }
            return new GameSessions(c.contentDir(), c.cards()).open(file, editionOverride);
        };
    }
}
