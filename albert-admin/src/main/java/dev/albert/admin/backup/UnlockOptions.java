package dev.albert.admin.backup;

import dev.albert.clikit.CommandContext;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

import java.nio.file.Path;

/** How a command that reads a backup opens it: the recipient's private key, or the passphrase (verify, restore). */
final class UnlockOptions {
    @Spec(Spec.Target.MIXEE)
    CommandSpec command;

    @Option(names = "--identity-file", paramLabel = "<file>", description = "The private key of a recipient-key backup.")
    Path identityFile;

    @Option(names = "--passphrase-file", paramLabel = "<file>",
            description = "The passphrase of a passphrase backup (default: $ALBERT_BACKUP_PASSPHRASE).")
    Path passphraseFile;

    /** The key the options give, or null when none was given ({@link KeyInputs#unlock}). */
    BackupKeys.Unlock unlock(CommandContext context) {
        return KeyInputs.unlock(command, context, identityFile, passphraseFile);
    }
}
