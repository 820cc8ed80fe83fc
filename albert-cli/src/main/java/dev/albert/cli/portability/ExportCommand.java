package dev.albert.cli.portability;

import dev.albert.client.AlbertClient;
import dev.albert.clikit.CommandContext;
import dev.albert.clikit.ConnectionOptions;
import dev.albert.clikit.ExitCode;
import dev.albert.clikit.VerboseOption;
import dev.albert.clikit.VersionProvider;
import dev.albert.client.config.FilePermissions;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.concurrent.Callable;

/**
 * {@code albert export}: the key's own workspace as one {@code albert-export-v1} document ({@code GET /v1/export}),
 * to stdout or to a private file. Operators exporting a whole organization use {@code albert-admin export}.
 */
@Command(name = "export",
        mixinStandardHelpOptions = true,
        versionProvider = VersionProvider.class,
        description = {
                "Export your key's own workspace (its active memories and explicit relationships) as one albert-export-v1 JSON document; needs memory.export.",
                "Writes to stdout, or with --to to a file created with mode 0600 and renamed into place when complete; an existing file is only replaced with --force.",
        },
        footerHeading = "%nExamples:%n",
        footer = {
                "  albert export --to shop.json",
                "  albert export | jq '.memories | length'",
                "  albert import shop.json --profile staging",
        })
public final class ExportCommand implements Callable<Integer> {
    private final CommandContext context;

    @Spec
    CommandSpec spec;

    @Mixin
    ConnectionOptions connection;

    @Mixin
    VerboseOption verbose;

    @Option(names = "--to", paramLabel = "<file>", description = "Write to this file instead of stdout.")
    Path to;

    @Option(names = "--force", description = "Replace the file given with --to if it exists.")
    boolean force;

    public ExportCommand(CommandContext context) {
        this.context = context;
    }

    @Override
    public Integer call() throws IOException {
        if (to == null) {
            try (AlbertClient client = connection.connect()) {
                client.export(null, body -> copy(body, context.streams().out()));
            }
            context.streams().out().flush();
            return ExitCode.OK.code();
        }
        Path file = context.streams().workingDirectory().resolve(to).toAbsolutePath().normalize();
        if (Files.exists(file) && !force) {
            throw new ParameterException(spec.commandLine(), file + " exists; give --force to replace it");
        }
        Path directory = file.getParent();
        if (!Files.isDirectory(directory)) {
            throw new ParameterException(spec.commandLine(), "no such directory: " + directory);
        }
        Path temporary = Files.createTempFile(directory, "." + file.getFileName(), ".part",
                PosixFilePermissions.asFileAttribute(FilePermissions.PRIVATE_FILE));
        long[] bytes = new long[1];
        try {
            try (AlbertClient client = connection.connect()) {
                client.export(null, body -> {
                    try (OutputStream out = Files.newOutputStream(temporary)) {
                        bytes[0] = copy(body, out);
                    }
                });
            }
            Files.move(temporary, file, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
        } finally {
            Files.deleteIfExists(temporary);
        }
        context.note("Exported " + bytes[0] + " bytes to " + file);
        return ExitCode.OK.code();
    }

    private static long copy(InputStream in, OutputStream out) throws IOException {
        return in.transferTo(out);
    }
}
