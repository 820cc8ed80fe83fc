package dev.albert.admin.portability;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.albert.api.Json;
import dev.albert.client.AlbertClient;
import dev.albert.clikit.CommandContext;
import dev.albert.clikit.ConnectionOptions;
import dev.albert.clikit.Converters;
import dev.albert.clikit.ExitCode;
import dev.albert.clikit.OutputOptions;
import dev.albert.clikit.Text;
import dev.albert.clikit.VerboseOption;
import dev.albert.clikit.VersionProvider;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

import java.io.BufferedReader;
import java.io.BufferedWriter;
import java.io.FilterInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.io.OutputStreamWriter;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.concurrent.Callable;

/**
 * {@code albert-admin export --to <file>}: streams an export to disk, never holding it in memory; written to a
 * temporary file beside the destination and renamed into place when complete and (for ndjson and md) verified.
 */
@Command(name = "export",
        mixinStandardHelpOptions = true,
        versionProvider = VersionProvider.class,
        description = {
                "Export memories, relationships and workspaces to a file (needs memory.export).",
                "Formats: ndjson (albert-export-ndjson-v1, streamed, checksummed; the default), albert-export-v1 (the contract's single JSON document) and md (Markdown for people: one section per memory; cannot be imported). The file is written beside the destination under a temporary name, mode 0600, and renamed when complete; an existing file is only replaced with --force. Progress on stderr on a terminal; a summary line always.",
        },
        footerHeading = "%nExamples:%n",
        footer = {
                "  albert-admin export --to albert-export.ndjson",
                "  albert-admin export --workspace 5f0c2a9e-1b7d-4c3e-8a2f-6d9e0b1c4a7f \\",
                "      --format albert-export-v1 --to main.json",
                "  albert-admin export --format md --to memories.md --force",
        })
public final class ExportCommand implements Callable<Integer> {
    private static final ObjectMapper JSON = Json.mapper();

    private final CommandContext context;

    @Spec
    CommandSpec spec;

    @Mixin
    ConnectionOptions connection;

    @Mixin
    OutputOptions output;

    @Mixin
    VerboseOption verbose;

    @Option(names = "--to", paramLabel = "<file>", required = true, description = "The file to write (refused if it exists, unless --force).")
    String to;

    @Option(names = "--format", paramLabel = "<format>", converter = ExportFormat.Converter.class,
            completionCandidates = ExportFormat.Converter.class, defaultValue = "ndjson",
            description = "${COMPLETION-CANDIDATES} (default: ${DEFAULT-VALUE}).")
    ExportFormat format;

    @Option(names = "--workspace", paramLabel = "<id>", converter = Converters.UuidConverter.class,
            description = "Only this workspace (default: everything the key can see).")
    UUID workspace;

    @Option(names = "--force", description = "Replace the file if it exists.")
    boolean force;

    public ExportCommand(CommandContext context) {
        this.context = context;
    }

    /** What was written; on stdout with --output json. */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    public record ExportSummary(String file, String format, long bytes, Long workspaces, Long memories, Long relationships) {
    }

    @Override
    public Integer call() {
        Progress progress = new Progress(context, "exporting");
        ExportSummary summary;
        try (Destination destination = Destination.open(spec, context.streams().workingDirectory(), to, force);
             AlbertClient client = connection.connect()) {
            JsonNode counts = null;
            try (CountingOutput file = new CountingOutput(destination.output(), progress)) {
                switch (format) {
                    case ALBERT_EXPORT_V1 -> client.export(workspace, body -> body.transferTo(file));
                    case NDJSON -> {
                        StreamCheck check = new StreamCheck();
                        client.exportStream(workspace, body -> {
                            byte[] buffer = new byte[64 * 1024];
                            for (int n; (n = body.read(buffer)) > 0; ) {
                                check.update(buffer, 0, n);
                                file.write(buffer, 0, n);
                            }
                        });
                        counts = check.verify();
                    }
                    case MD -> {
                        StreamCheck check = new StreamCheck();
                        client.exportStream(workspace, body -> markdown(new Checked(body, check), file));
                        counts = check.verify();
                    }
                }
            } catch (UncheckedIOException e) {
                throw new ParameterException(spec.commandLine(), "cannot write " + destination.target() + ": " + e.getCause().getMessage());
            }
            progress.done();
            destination.commit(spec);
            summary = new ExportSummary(destination.target().toString(), format.wireName(), progress.bytes,
                    count(counts, "workspaces"), count(counts, "memories"), count(counts, "relationships"));
        }
        context.note(describe(summary));
        if (output.renderer().structured()) {
            output.renderer().render(summary, () -> "", () -> "");
        }
        return ExitCode.OK.code();
    }

    private static Long count(JsonNode counts, String name) {
        return counts == null || !counts.has(name) ? null : counts.get(name).asLong();
    }

    private static String describe(ExportSummary summary) {
        String what = summary.memories() == null ? "the " + summary.format() + " bundle"
                : summary.memories() + " memories, " + summary.relationships() + " relationships and "
                + summary.workspaces() + " workspaces";
        return "Exported " + what + " to " + summary.file() + " (" + Progress.size(summary.bytes()) + ", " + summary.format() + ")";
    }

    /** Renders the NDJSON stream as Markdown, line by line: one section per memory. */
    private static void markdown(InputStream body, OutputStream file) throws IOException {
        BufferedReader lines = new BufferedReader(new InputStreamReader(body, StandardCharsets.UTF_8));
        Writer out = new BufferedWriter(new OutputStreamWriter(file, StandardCharsets.UTF_8));
        Map<String, String> workspaces = new HashMap<>();
        boolean first = true;
        for (String line; (line = lines.readLine()) != null; ) {
            if (line.isBlank()) {
                continue;
            }
            JsonNode record = JSON.readTree(line);
            if (first) {
                first = false;
                out.write("# Albert export: " + Text.oneLine(record.path("organization_name").asText("")) + "\n\n");
                out.write("Exported at " + record.path("exported_at").asText("") + " (" + record.path("format_version").asText("") + ").\n");
                continue;
            }
            switch (record.path("kind").asText()) {
                case "workspace" -> workspaces.put(record.path("ref").asText(), record.path("name").asText());
                case "memory" -> memory(record, workspaces, out);
                default -> {
                }
            }
        }
        out.flush();
    }

    private static void memory(JsonNode memory, Map<String, String> workspaces, Writer out) throws IOException {
        String subject = Text.oneLine(memory.path("subject").asText("")).strip();
        out.write("\n## " + (subject.isEmpty() ? "(no subject)" : subject) + "\n\n");
        List<String> facts = new ArrayList<>();
        facts.add("type: " + memory.path("memory_type").asText("fact"));
        JsonNode trust = memory.path("metadata").path("trust");
        if (trust.isTextual()) {
            facts.add("trust: " + trust.asText());
        }
        facts.add("sensitivity: " + memory.path("sensitivity").asText("internal"));
        if (memory.hasNonNull("confidence")) {
            facts.add("confidence: " + memory.get("confidence").asText());
        }
        if (memory.hasNonNull("workspace_ref")) {
            facts.add("workspace: " + Text.oneLine(workspaces.getOrDefault(memory.get("workspace_ref").asText(), memory.get("workspace_ref").asText())));
        }
        if (memory.hasNonNull("valid_from")) {
            facts.add("valid from: " + memory.get("valid_from").asText());
        }
        if (memory.hasNonNull("valid_until")) {
            facts.add("valid until: " + memory.get("valid_until").asText());
        }
        facts.add("id: " + memory.path("ref").asText());
        out.write("_" + String.join(" · ", facts) + "_\n\n");
        String content = memory.path("content").asText("").strip();
        out.write(content + "\n");
    }

    /** Feeds every byte read to the stream check. */
    private static final class Checked extends FilterInputStream {
        private final StreamCheck check;

        Checked(InputStream in, StreamCheck check) {
            super(in);
            this.check = check;
        }

        @Override
        public int read() throws IOException {
            byte[] one = new byte[1];
            int n = read(one, 0, 1);
            return n <= 0 ? -1 : one[0] & 0xff;
        }

        @Override
        public int read(byte[] buffer, int offset, int length) throws IOException {
            int n = super.read(buffer, offset, length);
            if (n > 0) {
                check.update(buffer, offset, n);
            }
            return n;
        }
    }

    /** The local file: counts bytes for progress, and turns write failures into unchecked ones (not network failures). */
    private static final class CountingOutput extends OutputStream {
        private final OutputStream out;
        private final Progress progress;

        CountingOutput(OutputStream out, Progress progress) {
            this.out = out;
            this.progress = progress;
        }

        @Override
        public void write(int b) {
            write(new byte[] {(byte) b}, 0, 1);
        }

        @Override
        public void write(byte[] buffer, int offset, int length) {
            try {
                out.write(buffer, offset, length);
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
            progress.add(length);
        }

        @Override
        public void flush() {
            try {
                out.flush();
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }

        @Override
        public void close() {
            try {
                out.close();
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
    }

    /**
     * Bytes written so far, shown on stderr at most four times a second, only on a terminal. (Streams knows
     * whether stdin and stdout are terminals; a console is taken as stderr being one too.)
     */
    static final class Progress {
        private final CommandContext context;
        private final String doing;
        private final boolean shown;
        private long bytes;
        private long lastShown;
        private boolean printed;

        Progress(CommandContext context, String doing) {
            this.context = context;
            this.doing = doing;
            this.shown = context.streams().stdinIsTerminal() && context.streams().stdoutIsTerminal();
        }

        void add(long written) {
            at(bytes + written);
        }

        void at(long total) {
            bytes = total;
            if (shown) {
                long now = System.nanoTime();
                if (now - lastShown > 250_000_000L) {
                    lastShown = now;
                    printed = true;
                    context.streams().err().print("\r" + doing + "… " + size(bytes) + "   ");
                    context.streams().err().flush();
                }
            }
        }

        void done() {
            if (printed) {
                context.streams().err().print("\r\033[K");
                context.streams().err().flush();
            }
        }

        static String size(long bytes) {
            if (bytes < 1024) {
                return bytes + " B";
            }
            if (bytes < 1024 * 1024) {
                return String.format(java.util.Locale.ROOT, "%.1f KB", bytes / 1024.0);
            }
            return String.format(java.util.Locale.ROOT, "%.1f MB", bytes / (1024.0 * 1024));
        }
    }
}
