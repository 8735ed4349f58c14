package org.runbook.engine.state;

import java.util.List;

/**
 * The Runner's side of the table, rig included. {@code lastRunKey} and {@code lastSuccessKey} are the keys
 * ({@link GameState#turnKey()}) of the turns of the Runner's latest run and latest successful run, 0 for none;
 * {@code netDamageKey} the key of the turn in which net damage was last dealt to the Runner (prevented or not).
 */
public record RunnerState(CardInstance identity, int credits, int clicks, int allotment, List<CardInstance> hand, List<CardInstance> stack, List<CardInstance> heap, List<CardInstance> score, int tags, int brainDamage, int baseHandSize, int baseMemory, List<CardInstance> programs, List<CardInstance> hardware, List<CardInstance> resources, int lastRunKey, int lastSuccessKey, int netDamageKey) {
    public RunnerState {
        hand = List.copyOf(hand);
        stack = List.copyOf(stack);
        heap = List.copyOf(heap);
        score = List.copyOf(score);
        programs = List.copyOf(programs);
        hardware = List.copyOf(hardware);
        resources = List.copyOf(resources);
    }

    public RunnerState(CardInstance identity, int credits, int clicks, int allotment, List<CardInstance> hand, List<CardInstance> stack, List<CardInstance> heap, List<CardInstance> score, int tags, int brainDamage, int baseHandSize, int baseMemory, List<CardInstance> programs, List<CardInstance> hardware, List<CardInstance> resources) {
        this(identity, credits, clicks, allotment, hand, stack, heap, score, tags, brainDamage, baseHandSize, baseMemory, programs, hardware, resources, 0, 0, 0);
    }

    public RunnerState withIdentity(CardInstance v) {
        return new RunnerState(v, credits, clicks, allotment, hand, stack, heap, score, tags, brainDamage, baseHandSize, baseMemory, programs, hardware, resources, lastRunKey, lastSuccessKey, netDamageKey);
    }

    public RunnerState withCredits(int v) {
        return new RunnerState(identity, v, clicks, allotment, hand, stack, heap, score, tags, brainDamage, baseHandSize, baseMemory, programs, hardware, resources, lastRunKey, lastSuccessKey, netDamageKey);
    }

    public RunnerState withClicks(int v) {
        return new RunnerState(identity, credits, v, allotment, hand, stack, heap, score, tags, brainDamage, baseHandSize, baseMemory, programs, hardware, resources, lastRunKey, lastSuccessKey, netDamageKey);
    }

    public RunnerState withAllotment(int v) {
        return new RunnerState(identity, credits, clicks, v, hand, stack, heap, score, tags, brainDamage, baseHandSize, baseMemory, programs, hardware, resources, lastRunKey, lastSuccessKey, netDamageKey);
    }

    public RunnerState withHand(List<CardInstance> v) {
        return new RunnerState(identity, credits, clicks, allotment, v, stack, heap, score, tags, brainDamage, baseHandSize, baseMemory, programs, hardware, resources, lastRunKey, lastSuccessKey, netDamageKey);
    }

    public RunnerState withStack(List<CardInstance> v) {
        return new RunnerState(identity, credits, clicks, allotment, hand, v, heap, score, tags, brainDamage, baseHandSize, baseMemory, programs, hardware, resources, lastRunKey, lastSuccessKey, netDamageKey);
    }

    public RunnerState withHeap(List<CardInstance> v) {
        return new RunnerState(identity, credits, clicks, allotment, hand, stack, v, score, tags, brainDamage, baseHandSize, baseMemory, programs, hardware, resources, lastRunKey, lastSuccessKey, netDamageKey);
    }

    public RunnerState withScore(List<CardInstance> v) {
        return new RunnerState(identity, credits, clicks, allotment, hand, stack, heap, v, tags, brainDamage, baseHandSize, baseMemory, programs, hardware, resources, lastRunKey, lastSuccessKey, netDamageKey);
    }

    public RunnerState withTags(int v) {
        return new RunnerState(identity, credits, clicks, allotment, hand, stack, heap, score, v, brainDamage, baseHandSize, baseMemory, programs, hardware, resources, lastRunKey, lastSuccessKey, netDamageKey);
    }

    public RunnerState withBrainDamage(int v) {
        return new RunnerState(identity, credits, clicks, allotment, hand, stack, heap, score, tags, v, baseHandSize, baseMemory, programs, hardware, resources, lastRunKey, lastSuccessKey, netDamageKey);
    }

    public RunnerState withBaseHandSize(int v) {
        return new RunnerState(identity, credits, clicks, allotment, hand, stack, heap, score, tags, brainDamage, v, baseMemory, programs, hardware, resources, lastRunKey, lastSuccessKey, netDamageKey);
    }

    public RunnerState withBaseMemory(int v) {
        return new RunnerState(identity, credits, clicks, allotment, hand, stack, heap, score, tags, brainDamage, baseHandSize, v, programs, hardware, resources, lastRunKey, lastSuccessKey, netDamageKey);
    }

    public RunnerState withPrograms(List<CardInstance> v) {
        return new RunnerState(identity, credits, clicks, allotment, hand, stack, heap, score, tags, brainDamage, baseHandSize, baseMemory, v, hardware, resources, lastRunKey, lastSuccessKey, netDamageKey);
    }

    public RunnerState withHardware(List<CardInstance> v) {
        return new RunnerState(identity, credits, clicks, allotment, hand, stack, heap, score, tags, brainDamage, baseHandSize, baseMemory, programs, v, resources, lastRunKey, lastSuccessKey, netDamageKey);
    }

    public RunnerState withResources(List<CardInstance> v) {
        return new RunnerState(identity, credits, clicks, allotment, hand, stack, heap, score, tags, brainDamage, baseHandSize, baseMemory, programs, hardware, v, lastRunKey, lastSuccessKey, netDamageKey);
    }

    public RunnerState withLastRunKey(int v) {
        return new RunnerState(identity, credits, clicks, allotment, hand, stack, heap, score, tags, brainDamage, baseHandSize, baseMemory, programs, hardware, resources, v, lastSuccessKey, netDamageKey);
    }

    public RunnerState withLastSuccessKey(int v) {
        return new RunnerState(identity, credits, clicks, allotment, hand, stack, heap, score, tags, brainDamage, baseHandSize, baseMemory, programs, hardware, resources, lastRunKey, v, netDamageKey);
    }

    public RunnerState withNetDamageKey(int v) {
        return new RunnerState(identity, credits, clicks, allotment, hand, stack, heap, score, tags, brainDamage, baseHandSize, baseMemory, programs, hardware, resources, lastRunKey, lastSuccessKey, v);
    }
}
