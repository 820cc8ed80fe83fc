package dev.albert.admin.backup;

import dev.albert.admin.backup.BackupKeys.Unlock;
import dev.albert.clikit.CommandContext;
import org.bouncycastle.crypto.params.X25519PrivateKeyParameters;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.ParameterException;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;

/** Reads keys and passphrases for the backup commands; a missing or malformed one is a usage error (exit 2). */
final class KeyInputs {
    static final String PASSPHRASE_ENV = "ALBERT_BACKUP_PASSPHRASE";

    private KeyInputs() {
    }

    static Path resolve(CommandContext context, Path file) {
        return context.streams().workingDirectory().resolve(file);
    }

    /** The passphrase from the file's first line, else from the environment; null when neither is given. */
    static byte[] passphrase(CommandSpec spec, CommandContext context, Path file) {
        String text;
        if (file != null) {
            try {
                String content = Files.readString(resolve(context, file), StandardCharsets.UTF_8);
                int newline = content.indexOf('\n');
                text = newline >= 0 ? content.substring(0, newline) : content;
                if (text.endsWith("\r")) {
                    text = text.substring(0, text.length() - 1);
                }
            } catch (IOException e) {
                throw new ParameterException(spec.commandLine(), "cannot read --passphrase-file " + file + ": " + reason(e));
            }
            if (text.isEmpty()) {
                throw new ParameterException(spec.commandLine(), "--passphrase-file " + file + " holds an empty passphrase");
            }
        } else {
            text = context.streams().env(PASSPHRASE_ENV);
            if (text == null) {
                return null;
            }
        }
        return text.getBytes(StandardCharsets.UTF_8);
    }

    /** The --recipient-file key as its 32 bytes, read and checked without loading Bouncy Castle. */
    static byte[] recipientRaw(CommandSpec spec, CommandContext context, Path file) {
        try {
            return BackupKeys.readRecipientRaw(resolve(context, file));
        } catch (IOException e) {
            throw new ParameterException(spec.commandLine(), "cannot read --recipient-file " + file + ": " + reason(e));
        } catch (IllegalArgumentException e) {
            throw new ParameterException(spec.commandLine(), e.getMessage());
        }
    }

    static X25519PrivateKeyParameters identity(CommandSpec spec, CommandContext context, Path file) {
        try {
            return BackupKeys.readIdentity(resolve(context, file));
        } catch (IOException e) {
            throw new ParameterException(spec.commandLine(), "cannot read --identity-file " + file + ": " + reason(e));
        } catch (IllegalArgumentException e) {
            throw new ParameterException(spec.commandLine(), e.getMessage());
        }
    }

    /** The key that opens a backup: --identity-file, else --passphrase-file, else $ALBERT_BACKUP_PASSPHRASE; null if none. */
    static Unlock unlock(CommandSpec spec, CommandContext context, Path identityFile, Path passphraseFile) {
        if (identityFile != null && passphraseFile != null) {
            throw new ParameterException(spec.commandLine(), "give --identity-file or --passphrase-file, not both");
        }
        if (identityFile != null) {
            return new Unlock(identity(spec, context, identityFile), null);
        }
        byte[] passphrase = passphrase(spec, context, passphraseFile);
        return passphrase == null ? null : new Unlock(null, passphrase);
    }

    static String reason(IOException e) {
        if (e instanceof NoSuchFileException) {
            return "no such file";
        }
        return e.getClass().getSimpleName() + (e.getMessage() == null ? "" : " " + e.getMessage());
    }
}
