package dev.albert.server.screening;

import com.fasterxml.jackson.databind.JsonNode;
import dev.albert.server.http.ApiException;
import dev.albert.safety.Redaction;
import dev.albert.safety.SecretScanner;

/**
 * Refuses writes that carry credential-shaped text (contract §8), naming the rule that matched but
 * never the secret. Nothing refused here is stored or logged.
 */
public final class CredentialScreen {
    private final SecretScanner scanner;

    public CredentialScreen(SecretScanner scanner) {
        this.scanner = scanner;
    }

    /** Throws 422 when the text holds a credential; {@code what} is e.g. {@code Content}. */
    public void check(String what, String text) {
        if (text == null || text.isEmpty()) {
            return;
        }
        scanner.firstFinding(text).ifPresent(finding -> {
            throw ApiException.unprocessable(what + " appears to contain a credential or secret (rule: "
                    + finding.rule() + ")");
        });
    }

    /**
     * The text with every credential replaced by {@code [REDACTED:<rule>]}, for writes that must keep the rest
     * (captured events: refusing one would lose it). The findings name rules and positions, never the secret.
     */
    public Redaction redact(String text) {
        return scanner.redact(text == null ? "" : text);
    }

    /** Checks a JSON value as serialized, like the Python service's {@code json.dumps}, plus its raw strings. */
    public void check(String what, JsonNode json) {
        if (json == null || json.isNull() || json.isEmpty() && json.isContainerNode()) {
            return;
        }
        check(what, json.toString());
        checkLeaves(what, json);
    }

    private void checkLeaves(String what, JsonNode json) {
        // A serialized string escapes newlines, which would hide a multi-line private key block.
        if (json.isTextual()) {
            check(what, json.asText());
        } else if (json.isContainerNode()) {
            json.fieldNames().forEachRemaining(name -> check(what, name));
            for (JsonNode child : json) {
                checkLeaves(what, child);
            }
        }
    }
}
