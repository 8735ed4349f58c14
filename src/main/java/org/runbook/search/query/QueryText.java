package org.runbook.search.query;

/** Makes any typed string safe to analyze: no control characters, bounded length. Never throws. */
public final class QueryText {

    /** Longer input is cut: nobody types a ruling question of more than this many characters. */
    public static final int MAX_CHARS = 400;

    private QueryText() {
    }

    public static String clean(String raw) {
        if (raw == null) {
            return "";
        }
        StringBuilder out = new StringBuilder(Math.min(raw.length(), MAX_CHARS));
        boolean space = false;
        for (int i = 0; i < raw.length(); ) {
            int cp = raw.codePointAt(i);
            i += Character.charCount(cp);
            boolean blank = Character.isWhitespace(cp) || Character.isISOControl(cp)
                    || Character.getType(cp) == Character.FORMAT || Character.getType(cp) == Character.SURROGATE
                    || Character.getType(cp) == Character.PRIVATE_USE || Character.getType(cp) == Character.UNASSIGNED;
            if (blank) {
                space = out.length() > 0;
                continue;
            }
            int needed = (space ? 1 : 0) + Character.charCount(cp);
            if (out.length() + needed > MAX_CHARS) {
                break;
            }
            if (space) {
                out.append(' ');
                space = false;
            }
            out.appendCodePoint(cp);
        }
        return out.toString();
    }
}
