package org.runbook.engine.state;

import java.util.List;

/** The Corp's side of the table. HQ is {@code hand}, R&D is {@code deck} (top first), Archives is {@code archives}. */
public record CorpState(CardInstance identity, int credits, int clicks, int allotment, List<CardInstance> hand, List<CardInstance> deck, List<CardInstance> archives, List<CardInstance> score, int badPublicity, int handSize) {
    public CorpState {
        hand = List.copyOf(hand);
        deck = List.copyOf(deck);
        archives = List.copyOf(archives);
        score = List.copyOf(score);
    }

    public CorpState withIdentity(CardInstance v) {
        return new CorpState(v, credits, clicks, allotment, hand, deck, archives, score, badPublicity, handSize);
    }

    public CorpState withCredits(int v) {
        return new CorpState(identity, v, clicks, allotment, hand, deck, archives, score, badPublicity, handSize);
    }

    public CorpState withClicks(int v) {
        return new CorpState(identity, credits, v, allotment, hand, deck, archives, score, badPublicity, handSize);
    }

    public CorpState withAllotment(int v) {
        return new CorpState(identity, credits, clicks, v, hand, deck, archives, score, badPublicity, handSize);
    }

    public CorpState withHand(List<CardInstance> v) {
        return new CorpState(identity, credits, clicks, allotment, v, deck, archives, score, badPublicity, handSize);
    }

    public CorpState withDeck(List<CardInstance> v) {
        return new CorpState(identity, credits, clicks, allotment, hand, v, archives, score, badPublicity, handSize);
    }

    public CorpState withArchives(List<CardInstance> v) {
        return new CorpState(identity, credits, clicks, allotment, hand, deck, v, score, badPublicity, handSize);
    }

    public CorpState withScore(List<CardInstance> v) {
        return new CorpState(identity, credits, clicks, allotment, hand, deck, archives, v, badPublicity, handSize);
    }

    public CorpState withBadPublicity(int v) {
        return new CorpState(identity, credits, clicks, allotment, hand, deck, archives, score, v, handSize);
    }

    public CorpState withHandSize(int v) {
        return new CorpState(identity, credits, clicks, allotment, hand, deck, archives, score, badPublicity, v);
    }
}
