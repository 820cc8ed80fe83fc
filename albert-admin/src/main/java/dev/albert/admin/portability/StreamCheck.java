package dev.albert.admin.portability;

import com.fasterxml.jackson.databind.JsonNode;
import dev.albert.api.Json;
import dev.albert.api.portability.ExportStreamEnd;
import dev.albert.clikit.Failures;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;

/**
 * Watches the bytes of an {@code albert-export-ndjson-v1} stream as they pass, holding only the current line:
 * at the end, the last line must be the end line, and its SHA-256 must cover every byte before it. A stream
 * cut short (no end line) or altered is an integrity failure (exit 6) and the export is not kept.
 */
final class StreamCheck {
    private final MessageDigest digest = sha256();
    private MessageDigest beforeLastLine = sha256();
    private final ByteArrayOutputStream line = new ByteArrayOutputStream();
    private byte[] lastLine;
    private long bytes;
    private long lines;

    void update(byte[] buffer, int offset, int length) {
        bytes += length;
        int start = offset;
        for (int i = offset; i < offset + length; i++) {
            if (buffer[i] == '\n') {
                line.write(buffer, start, i + 1 - start);
                completeLine();
                start = i + 1;
            }
        }
        line.write(buffer, start, offset + length - start);
    }

    private void completeLine() {
        try {
            beforeLastLine = (MessageDigest) digest.clone();
        } catch (CloneNotSupportedException e) {
            throw new IllegalStateException(e);
        }
        lastLine = line.toByteArray();
        digest.update(lastLine);
        line.reset();
        lines++;
    }

    long bytes() {
        return bytes;
    }

    long lines() {
        return lines;
    }

    /** The end line's counts once the stream is complete and intact; an {@link Failures.IntegrityFailure} otherwise. */
    JsonNode verify() {
        if (line.size() > 0 || lastLine == null) {
            throw new Failures.IntegrityFailure("the export stream ended early (no end line); nothing was written, try again");
        }
        JsonNode end;
        try {
            end = Json.mapper().readTree(lastLine);
        } catch (IOException e) {
            end = null;
        }
        if (end == null || !end.isObject() || !ExportStreamEnd.KIND.equals(end.path("kind").asText())) {
            throw new Failures.IntegrityFailure("the export stream ended early (no end line); nothing was written, try again");
        }
        String expected = end.path("sha256").asText();
        String actual = HexFormat.of().formatHex(beforeLastLine.digest());
        if (!actual.equals(expected)) {
            throw new Failures.IntegrityFailure("the export stream does not match its checksum (sha256 " + actual
                    + ", end line says " + expected + "); nothing was written, try again");
        }
        return end.path("counts");
    }

    private static MessageDigest sha256() {
        try {
            return MessageDigest.getInstance("SHA-256");
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }
}
