package dev.albert.safety;

/**
 * One place where a text tries to steer the agent reading it. Holds no excerpt of the text.
 *
 * @param reason the reason code, e.g. {@link ReasonCode#INSTRUCTION_OVERRIDE}
 * @param line   1-based line of the match in the input as given
 * @param column 1-based column (in UTF-16 code units) on that line
 * @param ruleId the rule that matched, e.g. {@code ignore-previous-instructions}
 */
public record InjectionFinding(ReasonCode reason, int line, int column, String ruleId) {
}
