package org.runbook.engine.session;

/** One scripted decision of a scenario file: the option, the step it is taken at (null: the next decision), its line. */
public interface ScriptLine {

    String choose();

    String step();

    int line();
}
