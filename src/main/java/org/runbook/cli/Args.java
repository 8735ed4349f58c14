package org.runbook.cli;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Options of a command: {@code --name value} options, {@code --flag} switches and positional words.
 * Unknown options are usage errors.
 */
public final class Args {

    private final Map<String, String> values = new HashMap<>();
    private final Set<String> flags = new HashSet<>();
    private final List<String> positional = new ArrayList<>();

    private Args() {
    }

    /** A command line that cannot be understood; the message says why. */
    public static final class UsageException extends Exception {
        private static final long serialVersionUID = 1L;

        public UsageException(String message) {
            super(message);
        }
    }

    /**
     * Parses {@code args}; {@code valued} are the options taking a value, {@code switches} those that do not.
     * {@code --} ends the options.
     */
    public static Args parse(List<String> args, Set<String> valued, Set<String> switches) throws UsageException {
        Args a = new Args();
        boolean options = true;
        for (int i = 0; i < args.size(); i++) {
            String arg = args.get(i);
            if (options && arg.equals("--")) {
                options = false;
            } else if (options && arg.startsWith("--")) {
                String name = arg.substring(2);
                String inline = null;
                int eq = name.indexOf('=');
                if (eq > 0) {
                    inline = name.substring(eq + 1);
                    name = name.substring(0, eq);
                }
                if (valued.contains(name)) {
                    if (inline == null) {
                        if (i + 1 >= args.size()) {
                            throw new UsageException("option --" + name + " needs a value");
                        }
                        inline = args.get(++i);
                    }
                    a.values.put(name, inline);
                } else if (switches.contains(name) && inline == null) {
                    a.flags.add(name);
                } else {
                    throw new UsageException("unknown option --" + name);
                }
            } else {
                a.positional.add(arg);
            }
        }
        return a;
    }

    public String value(String name) {
        return values.get(name);
    }

    public String value(String name, String fallback) {
        return values.getOrDefault(name, fallback);
    }

    public int intValue(String name, int fallback, int min, int max) throws UsageException {
        String v = values.get(name);
        if (v == null) {
            return fallback;
        }
        try {
            int n = Integer.parseInt(v.trim());
            if (n < min || n > max) {
                throw new UsageException("--" + name + " must be between " + min + " and " + max);
            }
            return n;
        } catch (NumberFormatException e) {
            throw new UsageException("--" + name + " must be a whole number, not '" + v + "'");
        }
    }

    public boolean flag(String name) {
        return flags.contains(name);
    }

    public List<String> positional() {
        return positional;
    }
}
