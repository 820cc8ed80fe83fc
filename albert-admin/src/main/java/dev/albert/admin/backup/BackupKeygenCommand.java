package dev.albert.admin.backup;

import dev.albert.clikit.CommandContext;
import dev.albert.clikit.ExitCode;
import dev.albert.clikit.VerboseOption;
import dev.albert.clikit.VersionProvider;
import dev.albert.client.config.FilePermissions;
import org.bouncycastle.crypto.params.X25519PrivateKeyParameters;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.HexFormat;
import java.util.concurrent.Callable;

/** {@code albert-admin backup keygen}: a new X25519 key pair for recipient-key backups. */
@Command(name = "keygen",
        mixinStandardHelpOptions = true,
        versionProvider = VersionProvider.class,
        description = "Make an X25519 key pair for backups: the recipient (public) file goes to the host that runs 'backup --recipient-file'; the identity (private) file, mode 0600, is needed only to verify and restore.",
        footerHeading = "%nExamples:%n",
        footer = {"  albert-admin backup keygen --identity-file ~/.albert/backup.key --recipient-file backup.pub"})
public final class BackupKeygenCommand implements Callable<Integer> {
    private final CommandContext context;

    @Spec
    CommandSpec spec;

    @Mixin
    VerboseOption verbose;

    @Option(names = "--identity-file", required = true, paramLabel = "<file>", description = "Where to write the private key (0600).")
    Path identityFile;

    @Option(names = "--recipient-file", required = true, paramLabel = "<file>", description = "Where to write the public key.")
    Path recipientFile;

    @Option(names = "--force", description = "Replace existing files.")
    boolean force;

    public BackupKeygenCommand(CommandContext context) {
        this.context = context;
    }

    @Override
    public Integer call() throws IOException {
        Path identity = KeyInputs.resolve(context, identityFile);
        Path recipient = KeyInputs.resolve(context, recipientFile);
        if (identity.normalize().equals(recipient.normalize())) {
            throw new ParameterException(spec.commandLine(), "--identity-file and --recipient-file must differ");
        }
        for (Path p : new Path[] {identity, recipient}) {
            if (Files.isDirectory(p)) {
                throw new ParameterException(spec.commandLine(), p + " is a directory");
            }
            if (Files.exists(p) && !force) {
                throw new ParameterException(spec.commandLine(), p + " exists; use --force to replace it");
            }
        }
        X25519PrivateKeyParameters pair = X25519Keys.generate();
        write(identity, BackupKeys.identityText(pair));
        write(recipient, BackupKeys.recipientText(pair.generatePublicKey()));
        context.note("backup keygen: wrote identity " + identityFile + " (keep it secret) and recipient " + recipientFile
                + " (id " + BackupCrypto.recipientId(X25519Keys.publicRaw(pair)) + ")");
        return ExitCode.OK.code();
    }

    private void write(Path target, String text) throws IOException {
        Path temp = target.toAbsolutePath().resolveSibling("." + target.getFileName() + ".partial-"
                + HexFormat.of().formatHex(BackupCrypto.random(6)));
        try {
            Files.createFile(temp, FilePermissions.privateFileAttributes(temp.getParent()));
            Files.writeString(temp, text, StandardCharsets.UTF_8);
            Files.move(temp, target, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
        } finally {
            Files.deleteIfExists(temp);
        }
    }
}
