package dev.albert.admin.portability;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.albert.api.Json;
import dev.albert.api.portability.ExportBundle;
import dev.albert.api.portability.ExportStreamHeader;
import dev.albert.api.portability.ImportRequest;
import dev.albert.api.portability.ImportResult;
import dev.albert.client.AlbertClient;
import dev.albert.clikit.CommandContext;
import dev.albert.clikit.ConnectionOptions;
import dev.albert.clikit.Converters;
import dev.albert.clikit.ExitCode;
import dev.albert.clikit.OutputOptions;
import dev.albert.clikit.Table;
import dev.albert.clikit.VerboseOption;
import dev.albert.clikit.VersionProvider;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

import java.io.BufferedReader;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.UUID;
import java.util.concurrent.Callable;

/**
 * {@code albert-admin import <file>}: detects the format (an {@code albert-export-v1} JSON document →
 * {@code POST /v1/import}; an {@code albert-export-ndjson-v1} stream → {@code POST /v1/import/stream}, the file
 * sent as the body straight from disk) and reports what was created and skipped. Importing twice creates nothing.
 */
@Command(name = "import",
        mixinStandardHelpOptions = true,
        versionProvider = VersionProvider.class,
        description = {
                "Import a file written by export (needs memory.import).",
                "The format is detected: albert-export-v1 JSON or albert-export-ndjson-v1 (streamed from disk). Memories already imported are skipped, so importing twice creates nothing. The whole import is one transaction: a refused record rolls everything back.",
        },
        footerHeading = "%nExamples:%n",
        footer = {
                "  albert-admin import albert-export.ndjson",
                "  albert-admin import main.json --workspace \\",
                "      5f0c2a9e-1b7d-4c3e-8a2f-6d9e0b1c4a7f --output json",
        })
public final class ImportCommand implements Callable<Integer> {
    private static final ObjectMapper JSON = Json.mapper();
    private static final int FIRST_LINE_LIMIT = 64 * 1024;

    private final CommandContext context;

    @Spec
    CommandSpec spec;

    @Mixin
    ConnectionOptions connection;

    @Mixin
    OutputOptions output;

    @Mixin
    VerboseOption verbose;

    @Parameters(index = "0", paramLabel = "<file>", description = "The export file (from albert-admin export).")
    Path file;

    @Option(names = "--workspace", paramLabel = "<id>", converter = Converters.UuidConverter.class,
            description = "Import everything into this workspace (default: workspaces matched by name, created if missing).")
    UUID workspace;

    public ImportCommand(CommandContext context) {
        this.context = context;
    }

    @Override
    public Integer call() {
        Path source = context.streams().workingDirectory().resolve(file);
        if (!Files.isRegularFile(source)) {
            throw new ParameterException(spec.commandLine(), source + " is not a file");
        }
        boolean stream = isNdjsonStream(source);
        ExportBundle bundle = stream ? null : bundle(source);
        ImportResult result;
        try (AlbertClient client = connection.connect()) {
            if (stream) {
                ExportCommand.Progress progress = new ExportCommand.Progress(context, "importing");
                result = client.importStream(workspace, source, progress::at);
                progress.done();
            } else {
                result = client.importBundle(new ImportRequest(bundle, workspace));
            }
        }
        String summary = "Imported " + source.getFileName() + ": " + result.memoriesCreated() + " memories created, "
                + result.memoriesSkipped() + " skipped (already imported), " + result.relationshipsCreated()
                + " relationships created, " + result.workspacesCreated() + " workspaces created";
        output.renderer().render(result, () -> table(result), () -> summary);
        return ExitCode.OK.code();
    }

    private static String table(ImportResult result) {
        return Table.of("memories created", "memories skipped", "relationships created", "workspaces created")
                .row(result.memoriesCreated(), result.memoriesSkipped(), result.relationshipsCreated(), result.workspacesCreated())
                .render();
    }

    /** The first line is an {@code albert-export-ndjson-v1} header. */
    private boolean isNdjsonStream(Path source) {
        try (BufferedReader reader = Files.newBufferedReader(source, StandardCharsets.UTF_8)) {
            char[] buffer = new char[FIRST_LINE_LIMIT];
            int n = reader.read(buffer);
            if (n <= 0) {
                throw new ParameterException(spec.commandLine(), source + " is empty");
            }
            String start = new String(buffer, 0, n);
            int newline = start.indexOf('\n');
            if (newline < 0) {
                return false;
            }
            JsonNode header = JSON.readTree(start.substring(0, newline));
            return header != null && header.isObject()
                    && ExportStreamHeader.FORMAT_VERSION.equals(header.path("format_version").asText());
        } catch (IOException notJsonOrUnreadable) {
            if (notJsonOrUnreadable instanceof java.nio.charset.CharacterCodingException
                    || notJsonOrUnreadable instanceof com.fasterxml.jackson.core.JsonProcessingException) {
                return false;
            }
            throw new ParameterException(spec.commandLine(), "cannot read " + source + ": " + notJsonOrUnreadable.getMessage());
        }
    }

    /** A whole {@code albert-export-v1} document (the format is one JSON value, so it is read whole). */
    private ExportBundle bundle(Path source) {
        JsonNode document;
        try {
            document = JSON.readTree(source.toFile());
        } catch (IOException e) {
            throw new ParameterException(spec.commandLine(), source + " is not an Albert export (neither albert-export-v1 JSON nor an albert-export-ndjson-v1 stream; Markdown exports cannot be imported)");
        }
        if (document == null || !document.isObject() || !ExportBundle.FORMAT_VERSION.equals(document.path("format_version").asText())) {
            throw new ParameterException(spec.commandLine(), source + " is not an Albert export (format_version is not "
                    + ExportBundle.FORMAT_VERSION + " and it is not an albert-export-ndjson-v1 stream)");
        }
        try {
            return JSON.treeToValue(document, ExportBundle.class);
        } catch (com.fasterxml.jackson.core.JsonProcessingException | IllegalArgumentException e) {
            throw new ParameterException(spec.commandLine(), source + " is not a valid " + ExportBundle.FORMAT_VERSION + " bundle: "
                    + (e instanceof com.fasterxml.jackson.core.JsonProcessingException j ? j.getOriginalMessage() : e.getMessage()));
        }
    }
}
