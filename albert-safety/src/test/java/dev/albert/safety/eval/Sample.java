package dev.albert.safety.eval;

/**
 * One generated evaluation sample.
 *
 * @param family   what it is: an injection reason code or secret kind for positives, a hard-negative
 *                 family ({@code security_article}, {@code uuid}, …) for negatives
 * @param template the template (sentence structure) it was generated from, e.g. {@code override/t3}
 * @param source   the carrier it was wrapped in (e-mail, code comment, issue body, …)
 * @param positive whether a scanner should report it
 * @param heldOut  whether its template and its source both belong to the held-out part
 * @param text     the text to screen
 */
public record Sample(String family, String template, String source, boolean positive, boolean heldOut, String text) {
    @Override
    public String toString() {
        return (positive ? "+" : "-") + family + " " + template + " in " + source + (heldOut ? " (held out)" : "");
    }
}
