package dev.albert.server.portability;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.albert.api.Json;
import dev.albert.api.portability.ExportStreamEnd;
import dev.albert.api.portability.ExportStreamHeader;
import dev.albert.api.portability.MemoryExport;
import dev.albert.api.portability.RelationshipExport;
import dev.albert.api.portability.WorkspaceExport;
import dev.albert.server.http.ApiException;
import dev.albert.server.http.Body;
import dev.albert.server.http.Body.Presence;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.time.Instant;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;

/**
 * The {@code albert-export-ndjson-v1} framing (extension): a header line, one line per record with its
 * {@code kind}, and an end line with the record counts and the SHA-256 of every byte before it. The end
 * line is what tells a complete stream from one cut short.
 */
final class Ndjson {
    static final String MEDIA_TYPE = "application/x-ndjson";
    static final String WORKSPACE = "workspace";
    static final String MEMORY = "memory";
    static final String RELATIONSHIP = "relationship";
    /** One memory of 200,000 characters, every one escaped as {@code \\uXXXX}, still fits. */
    static final int MAX_LINE_BYTES = 16 * 1024 * 1024;

    private Ndjson() {
    }

    static MessageDigest sha256() {
        try {
            return MessageDigest.getInstance("SHA-256");
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("SHA-256 is required by every JDK", e);
        }
    }

    /** Writes a stream; every byte before the end line goes through the digest. */
    static final class Writer implements Exporter.Sink {
        private final OutputStream out;
        private final MessageDigest digest = sha256();

        Writer(OutputStream out) {
            this.out = out;
        }

        void header(ExportStreamHeader header) throws IOException {
            line(Json.mapper().valueToTree(header));
        }

        @Override
        public void workspace(WorkspaceExport workspace) throws IOException {
            record(WORKSPACE, workspace);
        }

        @Override
        public void memory(MemoryExport memory) throws IOException {
            record(MEMORY, memory);
        }

        @Override
        public void relationship(RelationshipExport relationship) throws IOException {
            record(RELATIONSHIP, relationship);
        }

        private void record(String kind, Object value) throws IOException {
            ObjectNode line = Json.mapper().createObjectNode().put("kind", kind);
            line.setAll((ObjectNode) Json.mapper().valueToTree(value));
            line(line);
        }

        private void line(JsonNode node) throws IOException {
            byte[] bytes = Json.mapper().writeValueAsBytes(node);
            digest.update(bytes);
            digest.update((byte) '\n');
            out.write(bytes);
            out.write('\n');
        }

        void end(Exporter.Counts counts) throws IOException {
            ExportStreamEnd end = new ExportStreamEnd(ExportStreamEnd.KIND, counts.asMap(),
                    HexFormat.of().formatHex(digest.digest()));
            out.write(Json.mapper().writeValueAsBytes(end));
            out.write('\n');
            out.flush();
        }
    }

    /** A line of the stream, numbered from 1, and whether a newline ended it. */
    record Line(long number, byte[] bytes, boolean terminated) {
    }

    /** Reads lines of at most {@link #MAX_LINE_BYTES}; null at the end of the input. */
    static final class LineReader {
        private final InputStream in;
        private long number;

        LineReader(InputStream in) {
            this.in = in;
        }

        Line next() throws IOException {
            ByteArrayOutputStream line = new ByteArrayOutputStream();
            int b;
            while ((b = in.read()) != -1) {
                if (b == '\n') {
                    return new Line(++number, line.toByteArray(), true);
                }
                if (line.size() >= MAX_LINE_BYTES) {
                    throw ApiException.unprocessable("Line " + (number + 1) + " is longer than " + MAX_LINE_BYTES
                            + " bytes");
                }
                line.write(b);
            }
            return line.size() == 0 ? null : new Line(++number, line.toByteArray(), false);
        }
    }

    static boolean blank(byte[] line) {
        for (byte b : line) {
            if (b != ' ' && b != '\t' && b != '\r') {
                return false;
            }
        }
        return true;
    }

    /** The line as a JSON object, or null when it is not one. */
    static ObjectNode object(byte[] line) {
        try {
            JsonNode node = Json.mapper().readTree(line);
            return node != null && node.isObject() ? (ObjectNode) node : null;
        } catch (JsonProcessingException e) {
            return null;
        } catch (IOException e) {
            return null;
        }
    }

    /** What the first pass learned from a complete, intact stream. */
    record Verified(String organizationName, Instant exportedAt, Map<String, Long> counts) {
    }

    /**
     * Copies the stream to {@code spool} while checking its framing: a valid header first, known kinds,
     * an end line last whose counts and checksum match what came before. Anything else is a 422, and
     * nothing has been written to the database yet.
     */
    static Verified spoolAndVerify(InputStream in, OutputStream spool) throws IOException {
        LineReader lines = new LineReader(in);
        MessageDigest digest = sha256();
        Line first = nextNonBlank(lines, spool, digest);
        if (first == null) {
            throw ApiException.unprocessable("Stream is empty: expected a header line");
        }
        ObjectNode headerNode = object(first.bytes());
        if (headerNode == null) {
            throw ApiException.unprocessable(first.terminated() ? "Line 1 is not a JSON object" : TRUNCATED);
        }
        Body header = Body.detached(headerNode, List.of("body", first.number())).screenedAs(Importer.SCREENED_AS);
        header.literal("format_version", Presence.REQUIRED, null, List.of(ExportStreamHeader.FORMAT_VERSION));
        Instant exportedAt = header.instant("exported_at", Presence.REQUIRED);
        String organization = header.string("organization_name", Presence.REQUIRED, null, 1, BundleItems.NAME_MAX);
        header.finish();
        consume(first, spool, digest);
        long workspaces = 0;
        long memories = 0;
        long relationships = 0;
        Line line;
        while ((line = lines.next()) != null) {
            if (blank(line.bytes())) {
                consume(line, spool, digest);
                continue;
            }
            ObjectNode node = object(line.bytes());
            if (node == null) {
                throw ApiException.unprocessable(line.terminated() ? "Line " + line.number() + " is not a JSON object"
                        : TRUNCATED);
            }
            String kind = node.path("kind").isTextual() ? node.path("kind").asText() : null;
            if (ExportStreamEnd.KIND.equals(kind)) {
                Map<String, Long> counts = Map.of("workspaces", workspaces, "memories", memories,
                        "relationships", relationships);
                checkEnd(node, line, digest, counts);
                spool.write(line.bytes());
                spool.write('\n');
                expectNothingAfter(lines, line.number());
                return new Verified(organization, exportedAt, counts);
            }
            switch (kind == null ? "" : kind) {
                case WORKSPACE -> workspaces++;
                case MEMORY -> memories++;
                case RELATIONSHIP -> relationships++;
                default -> throw ApiException.unprocessable("Line " + line.number() + " has an unknown kind (expected "
                        + "workspace, memory, relationship or end)");
            }
            consume(line, spool, digest);
        }
        throw ApiException.unprocessable(TRUNCATED);
    }

    static final String TRUNCATED = "Stream is truncated: it has no end record";

    /**
     * The second pass, over a spool that {@link #spoolAndVerify} accepted: validates each record like a
     * bundle entry (issues are located at {@code ["body", <line>, <field>]}) and hands it to the importer.
     */
    static void apply(InputStream spool, Importer importer) throws IOException, java.sql.SQLException {
        LineReader lines = new LineReader(spool);
        nextNonBlank(lines, OutputStream.nullOutputStream(), sha256());
        Line line;
        while ((line = lines.next()) != null) {
            if (blank(line.bytes())) {
                continue;
            }
            ObjectNode node = object(line.bytes());
            String kind = node.path("kind").asText();
            Body record = Body.detached(node, List.of("body", line.number())).screenedAs(Importer.SCREENED_AS);
            switch (kind) {
                case WORKSPACE -> {
                    BundleItems.WorkspaceItem item = BundleItems.workspace(record);
                    record.finish();
                    importer.workspace(item);
                }
                case MEMORY -> {
                    BundleItems.MemoryItem item = BundleItems.memory(record);
                    record.finish();
                    importer.memory(item);
                }
                case RELATIONSHIP -> {
                    BundleItems.RelationshipItem item = BundleItems.relationship(record);
                    record.finish();
                    importer.relationship(item);
                }
                default -> {
                    return;
                }
            }
        }
    }

    private static Line nextNonBlank(LineReader lines, OutputStream spool, MessageDigest digest) throws IOException {
        Line line;
        while ((line = lines.next()) != null && blank(line.bytes())) {
            consume(line, spool, digest);
        }
        return line;
    }

    private static void consume(Line line, OutputStream spool, MessageDigest digest) throws IOException {
        digest.update(line.bytes());
        spool.write(line.bytes());
        if (line.terminated()) {
            digest.update((byte) '\n');
        }
        // The spool is always newline-terminated, so the second pass reads the same lines.
        spool.write('\n');
    }

    private static void checkEnd(ObjectNode node, Line line, MessageDigest digest, Map<String, Long> seen) {
        Body end = Body.detached(node, List.of("body", line.number())).notStored("sha256");
        ObjectNode counts = end.object("counts", null, Presence.REQUIRED);
        String sha256 = end.string("sha256", Presence.REQUIRED, null, 64, 64);
        end.finish();
        String actual = HexFormat.of().formatHex(digest.digest());
        if (!actual.equalsIgnoreCase(sha256)) {
            throw ApiException.unprocessable("Stream checksum does not match its end record: the stream was altered"
                    + " or damaged");
        }
        for (Map.Entry<String, Long> count : seen.entrySet()) {
            JsonNode declared = counts.get(count.getKey());
            if (declared == null || !declared.canConvertToLong() || declared.asLong() != count.getValue()) {
                throw ApiException.unprocessable("Stream record counts do not match its end record");
            }
        }
    }

    private static void expectNothingAfter(LineReader lines, long endLine) throws IOException {
        Line extra;
        while ((extra = lines.next()) != null) {
            if (!blank(extra.bytes())) {
                throw ApiException.unprocessable("Unexpected data after the end record on line " + endLine);
            }
        }
    }
}
