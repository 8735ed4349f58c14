package org.runbook.engine;

/** Languages of labels and messages. */
public enum Lang {
    FR, EN, DE;

    public static Lang parse(String s) {
        return switch (s == null ? "en" : s.toLowerCase()) {
            case "fr" -> FR;
            case "de" -> DE;
            default -> EN;
        };
    }

    public String code() {
        return name().toLowerCase();
    }
}
