package dev.albert.admin.backup;

import dev.albert.admin.backup.BackupKeys.Unlock;
import dev.albert.api.backup.RestoreResult;
import dev.albert.client.AlbertClient;
import dev.albert.clikit.CommandContext;
import dev.albert.clikit.ConnectionOptions;
import dev.albert.clikit.ExitCode;
import dev.albert.clikit.OutputOptions;
import dev.albert.clikit.Prompter;
import dev.albert.clikit.VerboseOption;
import dev.albert.clikit.VersionProvider;
import dev.albert.client.config.Resolution;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

import java.io.IOException;
import java.nio.file.Path;
import java.util.Locale;
import java.util.concurrent.Callable;

/**
 * {@code albert-admin restore <file>}: verifies a backup fully, then replaces the server's whole database
 * with it ({@code POST /v1/admin/restore?confirm=<sha256>}). Needs --yes, or the server URL typed at a terminal.
 */
@Command(name = "restore",
        mixinStandardHelpOptions = true,
        versionProvider = VersionProvider.class,
        description = {
                "Replace EVERY tenant on the server with a backup.",
                "The backup is verified completely (every chunk, checksums, the database's integrity) before anything is sent. Needs --yes, or typing the server URL at a terminal; the server keeps the database it replaces as <db>.pre-restore.",
        },
        footerHeading = "%nExamples:%n",
        footer = {
                "  albert-admin restore albert.albert-backup --identity-file \\",
                "      ~/.albert/backup.key",
                "  ALBERT_BACKUP_PASSPHRASE=... albert-admin restore albert.albert-backup \\",
                "      --yes --output json",
        })
public final class RestoreCommand implements Callable<Integer> {
    private final CommandContext context;

    @Spec
    CommandSpec spec;

    @Mixin
    ConnectionOptions connection;

    @Mixin
    OutputOptions output;

    @Mixin
    VerboseOption verbose;

    @Parameters(index = "0", paramLabel = "<file>", description = "The backup file (from 'albert-admin backup').")
    Path file;

    @Mixin
    UnlockOptions keys;

    @Option(names = "--yes", description = "Confirm: replace everything on the server without asking.")
    boolean yes;

    public RestoreCommand(CommandContext context) {
        this.context = context;
    }

    @Override
    public Integer call() throws IOException {
        Path path = BackupVerifyCommand.existingFile(spec, context, file);
        Unlock unlock = keys.unlock(context);
        if (unlock == null) {
            throw new ParameterException(spec.commandLine(), "restore verifies the backup first and needs its key: "
                    + "--identity-file, --passphrase-file or " + KeyInputs.PASSPHRASE_ENV);
        }
        Resolution resolution = connection.resolve();
        String url = resolution.config().baseUrl();
        if (!yes && !context.streams().stdinIsTerminal()) {
            throw new ParameterException(spec.commandLine(), "restore replaces every tenant on " + url
                    + "; confirm with --yes (there is no terminal to ask on)");
        }
        BackupFiles.Report report;
        try {
            report = BackupFiles.verify(path, unlock, true);
        } catch (BackupFiles.WrongMode e) {
            throw new ParameterException(spec.commandLine(), e.getMessage());
        }
        context.note("restore: " + BackupVerifyCommand.describe(report));
        if (!yes) {
            context.note("This replaces EVERY tenant on " + url + " with the snapshot taken " + report.createdAt() + ".");
            String typed;
            try (Prompter prompter = Prompter.open(context.streams())) {
                typed = prompter.ask("Type the server URL to continue: ");
            }
            if (typed == null || !trimSlash(typed.strip()).equals(trimSlash(url))) {
                throw new ParameterException(spec.commandLine(), "not confirmed: the typed text is not " + url
                        + "; nothing was restored");
            }
        }
        RestoreResult result;
        try (AlbertClient client = connection.connect(resolution)) {
            result = client.restore(report.databaseSha256(), report.plaintextSize(),
                    out -> BackupFiles.decryptTo(path, unlock, out));
        }
        String text = String.format(Locale.ROOT, "restored %s into %s: %d organizations, %d memories, %d episodes, "
                        + "%d relationships, %d keys (schema %d, sha256 %s)",
                file, url, result.organizations(), result.memories(), result.episodes(), result.relationships(),
                result.keys(), result.schemaVersion(), BackupFormat.abbrev(result.sha256()));
        output.renderer().render(result, () -> text, () -> text);
        return ExitCode.OK.code();
    }

    private static String trimSlash(String url) {
        return url.endsWith("/") ? url.substring(0, url.length() - 1) : url;
    }
}
