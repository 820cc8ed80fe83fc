package dev.albert.admin.backup;

import dev.albert.admin.backup.BackupKeys.Unlock;
import dev.albert.clikit.CommandContext;
import dev.albert.clikit.ExitCode;
import dev.albert.clikit.OutputOptions;
import dev.albert.clikit.VerboseOption;
import dev.albert.clikit.VersionProvider;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import java.util.concurrent.Callable;

/** {@code albert-admin backup verify <file>}: checks a backup file without a server (exit 6 on any mismatch). */
@Command(name = "verify",
        mixinStandardHelpOptions = true,
        versionProvider = VersionProvider.class,
        description = {
                "Check a backup file without a server. Without a key: its structure and ciphertext checksum.",
                "With its key: also that every chunk decrypts and authenticates, the plaintext SHA-256 matches the manifest, the snapshot matches its own manifest, and the database passes PRAGMA integrity_check. Exit 6 on any mismatch, naming what failed.",
        },
        footerHeading = "%nExamples:%n",
        footer = {
                "  albert-admin backup verify albert.albert-backup",
                "  albert-admin backup verify albert.albert-backup --identity-file \\",
                "      ~/.albert/backup.key",
                "  albert-admin backup verify albert.albert-backup --passphrase-file \\",
                "      /run/secrets/backup-pass -o json",
        })
public final class BackupVerifyCommand implements Callable<Integer> {
    private final CommandContext context;

    @Spec
    CommandSpec spec;

    @Mixin
    OutputOptions output;

    @Mixin
    VerboseOption verbose;

    @Parameters(index = "0", paramLabel = "<file>", description = "The backup file.")
    Path file;

    @Mixin
    UnlockOptions keys;

    public BackupVerifyCommand(CommandContext context) {
        this.context = context;
    }

    @Override
    public Integer call() throws IOException {
        Path path = existingFile(spec, context, file);
        Unlock unlock = keys.unlock(context);
        BackupFiles.Report report;
        try {
            report = BackupFiles.verify(path, unlock, true);
        } catch (BackupFiles.WrongMode e) {
            throw new ParameterException(spec.commandLine(), e.getMessage());
        }
        String text = describe(report);
        output.renderer().render(report, () -> text, () -> text);
        return ExitCode.OK.code();
    }

    static String describe(BackupFiles.Report r) {
        if (!r.decrypted()) {
            return String.format(Locale.ROOT, "ok: %s: structure and ciphertext checksum (%d chunks, %s, sha256 %s); "
                            + "give its key to check decryption and contents",
                    r.file(), r.chunks(), Progress.human(r.ciphertextSize()), BackupFormat.abbrev(r.ciphertextSha256()));
        }
        return String.format(Locale.ROOT, "ok: %s: %d chunks decrypt and authenticate; snapshot of %s taken %s (schema %d, "
                        + "%s database, sha256 %s), integrity_check %s",
                r.file(), r.chunks(), r.serverVersion(), r.createdAt(), r.schemaVersion(),
                Progress.human(r.databaseSize()), BackupFormat.abbrev(r.databaseSha256()), r.integrityCheck());
    }

    static Path existingFile(CommandSpec spec, CommandContext context, Path file) {
        Path path = context.streams().workingDirectory().resolve(file);
        if (!Files.isRegularFile(path)) {
            throw new ParameterException(spec.commandLine(), file + (Files.exists(path) ? " is not a file" : ": no such file"));
        }
        return path;
    }
}
