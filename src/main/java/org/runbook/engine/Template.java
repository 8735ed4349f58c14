package org.runbook.engine;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.Function;

import org.runbook.engine.game.Lang;

/**
 * One text of the engine in one language, read once when its bundle is loaded. It holds plain words, arguments
 * {@code {0}}, {@code {1}}... and plural forms {@code {1,plural,one{# credit}other{# credits}}}: the form is picked by
 * the number given as that argument and the language's rule ({@link #isOne}), and {@code #} inside it stands for the
 * number. A form may hold arguments too ({@code {0,plural,one{# card from {1}}other{# cards from {1}}}}). Two
 * apostrophes {@code ''} give one (the bundles of Virtual Revolution are written that way); a single one is kept.
 */
public final class Template {
    private sealed interface Part permits Words, Arg, Count, Plural {
    }

    private record Words(String text) implements Part {
    }

    private record Arg(int index) implements Part {
    }

    /** The {@code #} of a plural form: the number of the argument that chose it. */
    private record Count(int index) implements Part {
    }

    private record Plural(int index, List<Part> one, List<Part> other) implements Part {
    }

    private final List<Part> parts;

    private Template(List<Part> parts) {
        this.parts = parts;
    }

    /**
     * Reads {@code text}; a plural form that is not {@code {N,plural,one{...}other{...}}} (an unknown form name, a
     * missing form, an unclosed brace) is an {@link IllegalArgumentException} saying where and what was expected.
     */
    public static Template parse(String text) {
        Reader r = new Reader(text);
        List<Part> parts = r.parts(-1);
        if (r.pos < text.length()) {
            throw r.error("a '}' that closes nothing");
        }
        return new Template(List.copyOf(parts));
    }

    /**
     * Whether {@code n} takes the singular form in {@code lang}: in English and German only 1; in French 0 and 1
     * too (the rule is on the size of the number, so -1 goes with 1).
     */
    public static boolean isOne(Lang lang, long n) {
        long size = Math.abs(n);
        return lang == Lang.FR ? size <= 1 : size == 1;
    }

    /** The arguments that choose a plural form (empty when the text has none). */
    public Set<Integer> pluralArguments() {
        Set<Integer> out = new TreeSet<>();
        collect(parts, out);
        return out;
    }

    private static void collect(List<Part> parts, Set<Integer> out) {
        for (Part p : parts) {
            if (p instanceof Plural pl) {
                out.add(pl.index());
                collect(pl.one(), out);
                collect(pl.other(), out);
            }
        }
    }

    /**
     * The text in {@code lang} with {@code args}, each written by {@code show}; an argument that is not given stays
     * as {@code {N}}. The argument of a plural form must be a number (or a string of digits).
     */
    public String format(Lang lang, List<Object> args, Function<Object, String> show) {
        StringBuilder out = new StringBuilder();
        write(parts, lang, args, show, out);
        return out.toString();
    }

    private static void write(List<Part> parts, Lang lang, List<Object> args, Function<Object, String> show,
                              StringBuilder out) {
        for (Part p : parts) {
            if (p instanceof Words w) {
                out.append(w.text());
            } else if (p instanceof Arg a) {
                out.append(a.index() < args.size() ? show.apply(args.get(a.index())) : "{" + a.index() + "}");
            } else if (p instanceof Count c) {
                out.append(c.index() < args.size() ? show.apply(args.get(c.index())) : "#");
            } else if (p instanceof Plural pl) {
                if (pl.index() >= args.size()) {
                    throw new IllegalArgumentException("argument {" + pl.index() + "} of a plural form is missing");
                }
                write(isOne(lang, number(args.get(pl.index()), pl.index())) ? pl.one() : pl.other(), lang, args,
                        show, out);
            }
        }
    }

    private static long number(Object a, int index) {
        if (a instanceof Number n) {
            return n.longValue();
        }
        if (a instanceof String s && s.matches("-?\\d{1,18}")) {
            return Long.parseLong(s);
        }
        throw new IllegalArgumentException("argument {" + index + "} of a plural form is not a number: " + a);
    }

    /** The parser: one pass over the text, a position and the plural form it is inside of. */
    private static final class Reader {
        private final String s;
        private int pos;

        Reader(String s) {
            this.s = s;
        }

        IllegalArgumentException error(String expected) {
            return new IllegalArgumentException("at character " + (pos + 1) + " of \"" + s + "\": " + expected);
        }

        /** Parts up to the end, or up to the '}' that closes the form of {@code plural} (-1: not in a form). */
        List<Part> parts(int plural) {
            List<Part> out = new ArrayList<>();
            StringBuilder words = new StringBuilder();
            while (pos < s.length()) {
                char c = s.charAt(pos);
                if (c == '}') {
                    break;
                }
                if (c == '\'' && pos + 1 < s.length() && s.charAt(pos + 1) == '\'') {
                    words.append('\'');
                    pos += 2;
                } else if (c == '#' && plural >= 0) {
                    flush(words, out);
                    out.add(new Count(plural));
                    pos++;
                } else if (c == '{') {
                    flush(words, out);
                    out.add(argument());
                } else {
                    words.append(c);
                    pos++;
                }
            }
            flush(words, out);
            return out;
        }

        private static void flush(StringBuilder words, List<Part> out) {
            if (!words.isEmpty()) {
                out.add(new Words(words.toString()));
                words.setLength(0);
            }
        }

        /** At a '{': {@code {N}} or {@code {N,plural,...}}. */
        private Part argument() {
            pos++;
            int start = pos;
            while (pos < s.length() && Character.isDigit(s.charAt(pos))) {
                pos++;
            }
            if (pos == start || pos - start > 2) {
                throw error("an argument number after '{'");
            }
            int index = Integer.parseInt(s.substring(start, pos));
            if (pos < s.length() && s.charAt(pos) == '}') {
                pos++;
                return new Arg(index);
            }
            if (!s.startsWith(",plural,", pos)) {
                throw error("'}' or ',plural,' after {" + index);
            }
            pos += ",plural,".length();
            List<Part> one = null;
            List<Part> other = null;
            while (true) {
                skipSpaces();
                if (pos >= s.length()) {
                    throw error("'}' closing the plural of {" + index + "}");
                }
                if (s.charAt(pos) == '}') {
                    pos++;
                    break;
                }
                int nameStart = pos;
                while (pos < s.length() && Character.isLetter(s.charAt(pos))) {
                    pos++;
                }
                String name = s.substring(nameStart, pos);
                if (!name.equals("one") && !name.equals("other")) {
                    pos = nameStart;
                    throw error("a form named 'one' or 'other' (or the '}' that ends the plural), not '"
                            + (name.isEmpty() ? s.substring(pos, pos + 1) : name) + "'");
                }
                if (name.equals("one") ? one != null : other != null) {
                    pos = nameStart;
                    throw error("the form '" + name + "' only once");
                }
                skipSpaces();
                if (pos >= s.length() || s.charAt(pos) != '{') {
                    throw error("'{' opening the form '" + name + "'");
                }
                pos++;
                List<Part> form = parts(index);
                if (pos >= s.length()) {
                    throw error("'}' closing the form '" + name + "'");
                }
                pos++;
                if (name.equals("one")) {
                    one = List.copyOf(form);
                } else {
                    other = List.copyOf(form);
                }
            }
            if (one == null || other == null) {
                pos--;
                throw error("both forms 'one' and 'other' in the plural of {" + index + "}");
            }
            return new Plural(index, one, other);
        }

        private void skipSpaces() {
            while (pos < s.length() && s.charAt(pos) == ' ') {
                pos++;
            }
        }
    }
}
