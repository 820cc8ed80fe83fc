package dev.albert.safety;

/**
 * Decides whether a candidate a rule's expression found is a credential. Expressions find the shape;
 * checks do what RE2 cannot (no look-around) or should not (entropy, placeholders, checksums).
 */
@FunctionalInterface
interface MatchCheck {
    MatchCheck ANY = c -> true;

    boolean accept(Candidate candidate);

    default MatchCheck and(MatchCheck other) {
        return c -> accept(c) && other.accept(c);
    }

    default MatchCheck or(MatchCheck other) {
        return c -> accept(c) || other.accept(c);
    }
}
