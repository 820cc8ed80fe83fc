package dev.albert.capture.queue;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.albert.api.Json;
import dev.albert.api.capture.CaptureEventClass;

import java.io.IOException;
import java.time.Instant;
import java.util.Arrays;
import javax.crypto.AEADBadTagException;

/**
 * Turns a payload into a record's ciphertext and back: JSON, then {@link RecordCipher}. Opening tells
 * a record that is intact from one that cannot be trusted, and why.
 */
final class RecordSealer {
    private final RecordCipher cipher;
    private final ObjectMapper json = Json.mapper();

    RecordSealer(RecordCipher cipher) {
        this.cipher = cipher;
    }

    /** The fingerprint of the sealing key, stored with each record. */
    byte[] keyId() {
        return cipher.keyId();
    }

    /** The payload as it is sealed; {@link #seal} wipes it. */
    byte[] plaintext(EventPayload payload) {
        try {
            return json.writeValueAsBytes(payload);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("event payload cannot be serialized", e);
        }
    }

    RecordCipher.Sealed seal(byte[] plaintext, RecordCipher.RecordHeader header) {
        try {
            return cipher.seal(plaintext, header);
        } finally {
            Arrays.fill(plaintext, (byte) 0);
        }
    }

    /** What authenticating a stored record found. */
    sealed interface Opened {
    }

    record Intact(QueuedEvent event) implements Opened {
    }

    record Untrusted(TamperReason reason) implements Opened {
    }

    Opened open(StoredRecord r) {
        CaptureEventClass eventClass;
        try {
            eventClass = CaptureEventClass.fromWire(r.eventClass());
        } catch (IllegalArgumentException e) {
            return new Untrusted(TamperReason.AUTHENTICATION_FAILED);
        }
        RecordCipher.RecordHeader header = new RecordCipher.RecordHeader(r.eventId(), r.host(), r.sessionKey(),
                eventClass, r.createdAt());
        byte[] plaintext;
        try {
            plaintext = cipher.open(r.format(), r.nonce(), r.ciphertext(), header);
        } catch (AEADBadTagException e) {
            return new Untrusted(cipher.sameKey(r.keyId()) ? TamperReason.AUTHENTICATION_FAILED : TamperReason.KEY_CHANGED);
        }
        try {
            EventPayload payload = json.readValue(plaintext, EventPayload.class);
            return new Intact(new QueuedEvent(r.eventId(), r.host(), r.sessionKey(), eventClass,
                    Instant.ofEpochMilli(r.createdAt()), r.attempts(), r.size(), payload));
        } catch (IOException e) {
            return new Untrusted(TamperReason.UNREADABLE);
        } finally {
            Arrays.fill(plaintext, (byte) 0);
        }
    }
}
