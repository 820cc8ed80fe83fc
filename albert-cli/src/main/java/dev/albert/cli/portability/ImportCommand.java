package dev.albert.cli.portability;

import dev.albert.api.Json;
import dev.albert.api.portability.ExportBundle;
import dev.albert.api.portability.ImportRequest;
import dev.albert.api.portability.ImportResult;
import dev.albert.cli.output.Output;
import dev.albert.client.AlbertClient;
import dev.albert.clikit.CommandContext;
import dev.albert.clikit.ConnectionOptions;
import dev.albert.clikit.Details;
import dev.albert.clikit.ExitCode;
import dev.albert.clikit.Text;
import dev.albert.clikit.VerboseOption;
import dev.albert.clikit.VersionProvider;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.concurrent.Callable;

/** {@code albert import <file|->}: an {@code albert-export-v1} document into the key's own workspace. */
@Command(name = "import",
        mixinStandardHelpOptions = true,
        versionProvider = VersionProvider.class,
        description = {
                "Import an albert-export-v1 document (what albert export writes) into your key's own workspace; needs memory.import.",
                "Importing the same document twice creates nothing new (memories_skipped counts them). The whole import is one transaction: a refused memory (exit 3) imports nothing.",
        },
        footerHeading = "%nExamples:%n",
        footer = {
                "  albert import shop.json",
                "  albert export --profile old | albert import - --profile new --output json",
        })
public final class ImportCommand implements Callable<Integer> {
    private final CommandContext context;

    @Spec
    CommandSpec spec;

    @Mixin
    ConnectionOptions connection;

    @Mixin
    Output output;

    @Mixin
    VerboseOption verbose;

    @Parameters(index = "0", paramLabel = "<file|->", description = "The albert-export-v1 document, or - for stdin.")
    String source;

    public ImportCommand(CommandContext context) {
        this.context = context;
    }

    @Override
    public Integer call() {
        output.expect(ImportResult.class);
        ExportBundle bundle = read();
        ImportResult result;
        try (AlbertClient client = connection.connect()) {
            result = client.importBundle(new ImportRequest(bundle, null));
        }
        output.render(result, () -> Details.of()
                .field("memories created", result.memoriesCreated())
                .field("memories skipped", result.memoriesSkipped())
                .field("relationships created", result.relationshipsCreated())
                .field("workspaces created", result.workspacesCreated()).render(),
                () -> result.memoriesCreated() + "\t" + result.memoriesSkipped() + "\t" + result.relationshipsCreated()
                        + "\t" + result.workspacesCreated());
        return ExitCode.OK.code();
    }

    private ExportBundle read() {
        String where = "-".equals(source) ? "stdin" : source;
        try (InputStream in = "-".equals(source) ? context.streams().in()
                : Files.newInputStream(context.streams().workingDirectory().resolve(Path.of(source)))) {
            ExportBundle bundle = Json.mapper().readValue(in, ExportBundle.class);
            if (bundle == null || bundle.formatVersion() == null) {
                throw new ParameterException(spec.commandLine(), where + " is not an albert-export-v1 document");
            }
            return bundle;
        } catch (NoSuchFileException e) {
            throw new ParameterException(spec.commandLine(), "no such file: " + source);
        } catch (com.fasterxml.jackson.core.JacksonException e) {
            throw new ParameterException(spec.commandLine(), where + " is not an albert-export-v1 document ("
                    + Text.oneLine(e.getOriginalMessage()) + ")");
        } catch (IOException e) {
            throw new ParameterException(spec.commandLine(), "cannot read " + where + ": " + Text.oneLine(e.getMessage()));
        }
    }
}
