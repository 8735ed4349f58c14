package org.runbook.engine.timing;

import static org.runbook.engine.timing.Window.PAID_ABILITIES;
import static org.runbook.engine.timing.Window.REZ_ICE;
import static org.runbook.engine.timing.Window.REZ_NON_ICE;
import static org.runbook.engine.timing.Window.SCORE_AGENDAS;

import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;

import org.runbook.engine.Text;

/** A small builder so that the charts of the Netrunner editions (in their games' packages) read like the charts. */
public final class Steps {
    public static final Set<Window> NONE = Set.of();
    public static final Set<Window> P = EnumSet.of(PAID_ABILITIES);
    public static final Set<Window> PR = EnumSet.of(PAID_ABILITIES, REZ_NON_ICE);
    public static final Set<Window> PRS = EnumSet.of(PAID_ABILITIES, REZ_NON_ICE, SCORE_AGENDAS);
    public static final Set<Window> ICE_PR = EnumSet.of(REZ_ICE, PAID_ABILITIES, REZ_NON_ICE);

    private final Scope scope;
    private final List<StepDef> out = new ArrayList<>();

    public Steps(Scope scope) {
        this.scope = scope;
    }

    public Builder step(String number, String fr, String en, String de) {
        return new Builder(this, number, Text.of(fr, en, de));
    }

    public List<StepDef> build() {
        return out;
    }

    public static Next go(Cond c, String target) {
        return new Next(c, target);
    }

    public static Next then(String target) {
        return new Next(Cond.ALWAYS, target);
    }

    public static final class Builder {
        private final Steps owner;
        private final String number;
        private final Text label;
        private String suffix = "";
        private Set<Window> windows = NONE;
        private final List<Entry> entry = new ArrayList<>();
        private DecisionKind decision = DecisionKind.NONE;

        Builder(Steps owner, String number, Text label) {
            this.owner = owner;
            this.number = number;
            this.label = label;
        }

        public Builder part(String s) {
            suffix = "#" + s;
            return this;
        }

        public Builder windows(Set<Window> w) {
            windows = w;
            return this;
        }

        public Builder does(Entry... e) {
            entry.addAll(List.of(e));
            return this;
        }

        public Builder asks(DecisionKind d) {
            decision = d;
            return this;
        }

        public void next(Next... n) {
            owner.out.add(new StepDef(owner.scope.word() + "-" + number + suffix, owner.scope, number, label, windows,
                    entry, decision, List.of(n)));
        }
    }
}
