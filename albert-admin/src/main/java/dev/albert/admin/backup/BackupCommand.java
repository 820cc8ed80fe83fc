package dev.albert.admin.backup;

import dev.albert.admin.backup.BackupFormat.Header;
import dev.albert.client.AlbertClient;
import dev.albert.clikit.CommandContext;
import dev.albert.clikit.ConnectionOptions;
import dev.albert.clikit.ExitCode;
import dev.albert.clikit.OutputOptions;
import dev.albert.clikit.VerboseOption;
import dev.albert.clikit.VersionProvider;
import dev.albert.client.config.FilePermissions;
import dev.albert.client.config.Resolution;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.channels.Channels;
import java.nio.channels.FileChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.util.HexFormat;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import java.util.concurrent.FutureTask;

/**
 * {@code albert-admin backup --to <file>}: streams the server's snapshot ({@code GET /v1/admin/backup})
 * into an encrypted, checksummed {@code albert-admin-backup-v1} file, written beside the destination
 * and renamed into place only when complete.
 */
@Command(name = "backup",
        mixinStandardHelpOptions = true,
        versionProvider = VersionProvider.class,
        description = {
                "Back up the whole server (every tenant) into an encrypted file, and check or make backup keys.",
                "Encrypts to a recipient public key (--recipient-file; the backup host needs no secret) or with a passphrase (--passphrase-file or $ALBERT_BACKUP_PASSPHRASE; Argon2id). Needs an admin key of the server's operator organization. Keep the server's API-key pepper with the backup, separately.",
        },
        subcommands = {BackupVerifyCommand.class, BackupKeygenCommand.class},
        footerHeading = "%nExamples:%n",
        footer = {
                "  albert-admin backup keygen --identity-file ~/.albert/backup.key \\",
                "      --recipient-file backup.pub",
                "  albert-admin backup --to /backups/albert-$(date +%%F).albert-backup \\",
                "      --recipient-file backup.pub",
                "  ALBERT_BACKUP_PASSPHRASE=... albert-admin backup --to albert.albert-backup",
                "  albert-admin backup verify albert.albert-backup --identity-file \\",
                "      ~/.albert/backup.key",
        })
public final class BackupCommand implements Callable<Integer> {
    private final CommandContext context;

    @Spec
    CommandSpec spec;

    @Mixin
    ConnectionOptions connection;

    @Mixin
    OutputOptions output;

    @Mixin
    VerboseOption verbose;

    @Option(names = "--to", paramLabel = "<file>", description = "Where to write the encrypted backup (mode 0600).")
    String to;

    @Option(names = "--recipient-file", paramLabel = "<file>",
            description = "Encrypt to this recipient public key (from 'backup keygen').")
    Path recipientFile;

    @Option(names = "--passphrase-file", paramLabel = "<file>",
            description = "Encrypt with the passphrase on this file's first line (default: $ALBERT_BACKUP_PASSPHRASE).")
    Path passphraseFile;

    @Option(names = "--force", description = "Replace an existing file at --to.")
    boolean force;

    /** Hidden: smaller chunks make a small test database span several chunks. */
    @Option(names = "--chunk-size", hidden = true, paramLabel = "<bytes>")
    int chunkSize = BackupFormat.CHUNK_SIZE;

    public BackupCommand(CommandContext context) {
        this.context = context;
    }

    /** What a backup wrote. */
    public record Result(String file, String server, String mode, String recipientId, long plaintextSize,
                         String plaintextSha256, String serverSha256, long chunks, long ciphertextSize,
                         String ciphertextSha256, double seconds) {
    }

    @Override
    public Integer call() throws IOException {
        if (to == null) {
            throw new ParameterException(spec.commandLine(), "missing --to <file> (or a command: verify, keygen)");
        }
        Path target = safeDestination(to);
        if (recipientFile != null && passphraseFile != null) {
            throw new ParameterException(spec.commandLine(), "give --recipient-file or --passphrase-file, not both");
        }
        // The inputs are read and checked here, before any request; the file key is derived on a thread of its own
        // (Bouncy Castle's classes and jar verification, X25519 or Argon2id: 0.2-0.5 s) while the server takes its
        // snapshot, which the first byte of the stream waits for anyway.
        Callable<BackupKeys.Sealing> derive;
        String mode;
        if (recipientFile != null) {
            byte[] recipient = KeyInputs.recipientRaw(spec, context, recipientFile);
            derive = () -> BackupKeys.toRecipient(X25519Keys.publicKey(recipient));
            mode = "x25519";
        } else {
            byte[] passphrase = KeyInputs.passphrase(spec, context, passphraseFile);
            if (passphrase == null) {
                throw new ParameterException(spec.commandLine(), "backups are always encrypted: give --recipient-file, "
                        + "--passphrase-file or " + KeyInputs.PASSPHRASE_ENV);
            }
            derive = () -> BackupKeys.withPassphrase(passphrase);
            mode = "passphrase";
        }
        if (chunkSize < 1024 || chunkSize > 16 * 1024 * 1024) {
            throw new ParameterException(spec.commandLine(), "--chunk-size must be between 1024 and 16777216");
        }
        String createdAt = context.clock().instant().toString();
        FutureTask<Keyed> keyed = new FutureTask<>(() -> {
            BackupKeys.Sealing sealing = derive.call();
            return new Keyed(sealing, BackupFormat.newHeader(sealing, createdAt, chunkSize));
        });
        Background.start("backup-keys", keyed);
        Resolution resolution = connection.resolve();
        String server = resolution.config().baseUrl();
        long started = System.nanoTime();
        Path temp = target.resolveSibling("." + target.getFileName() + ".partial-"
                + HexFormat.of().formatHex(BackupCrypto.random(6)));
        Result result;
        try (FileChannel channel = FileChannel.open(temp, java.util.Set.of(StandardOpenOption.CREATE_NEW, StandardOpenOption.WRITE),
                FilePermissions.privateFileAttributes(temp.getParent()))) {
            OutputStream file = new java.io.BufferedOutputStream(Channels.newOutputStream(channel), BackupFiles.BUFFER);
            SealingSink writer = new SealingSink(file, keyed);
            SnapshotCheck snapshot = new SnapshotCheck();
            Progress progress = new Progress(context, "backup");
            // The snapshot's two hashes on one thread, sealing and the file's hash on another, reading on this one.
            try (AlbertClient client = connection.connect(resolution);
                 FanOutStream checkAndSeal = new FanOutStream(List.of(snapshot, writer), "backup")) {
                client.backup(new OutputStream() {
                    @Override
                    public void write(int b) throws IOException {
                        write(new byte[] {(byte) b}, 0, 1);
                    }

                    @Override
                    public void write(byte[] b, int off, int len) throws IOException {
                        checkAndSeal.write(b, off, len);
                        progress.add(len);
                    }
                });
                checkAndSeal.finish();
            }
            progress.done();
            snapshot.finish();
            Manifest manifest = Manifest.of(server, snapshot.manifest(), context.clock().instant().toString(),
                    snapshot.size(), snapshot.sha256());
            Header header = writer.header();
            BackupFormat.Sealed sealed = writer.writer().finish(manifest);
            Trailer trailer = sealed.trailer();
            channel.force(true);
            double seconds = (System.nanoTime() - started) / 1e9;
            result = new Result(target.toString(), server, mode, header.key().recipientId(),
                    snapshot.size(), snapshot.sha256(), snapshot.manifest().sha256(),
                    sealed.manifest().chunks(), trailer.size(), trailer.sha256(), seconds);
        } catch (IOException | RuntimeException | Error e) {
            Files.deleteIfExists(temp);
            throw e;
        }
        try {
            if (force) {
                Files.move(temp, target, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
            } else if (Files.exists(target)) {
                throw new ParameterException(spec.commandLine(), to + " appeared while the backup ran; rerun with --force to replace it");
            } else {
                Files.move(temp, target, StandardCopyOption.ATOMIC_MOVE);
            }
        } finally {
            Files.deleteIfExists(temp);
        }
        context.note(String.format(Locale.ROOT, "backup: wrote %s (%s encrypted, %d chunks, %s) from %s in %.1f s; "
                        + "snapshot sha256 %s",
                to, Progress.human(result.ciphertextSize()), result.chunks(),
                mode.equals("x25519") ? "to recipient " + result.recipientId() : "with a passphrase",
                server, result.seconds(), BackupFormat.abbrev(result.serverSha256())));
        if (output.renderer().structured()) {
            output.renderer().render(result, () -> "", () -> "");
        }
        return ExitCode.OK.code();
    }

    /** The file key and the header that names it. */
    private record Keyed(BackupKeys.Sealing sealing, Header header) {
    }

    /**
     * The sealing side of the fan-out: the backup format's writer, made at the first byte (on the sealing worker) once
     * the file key derived beside the request is ready.
     */
    private static final class SealingSink extends OutputStream {
        private final OutputStream file;
        private final FutureTask<Keyed> keyed;
        private BackupFormat.Writer writer;
        private Header header;

        SealingSink(OutputStream file, FutureTask<Keyed> keyed) {
            this.file = file;
            this.keyed = keyed;
        }

        @Override
        public void write(int b) throws IOException {
            write(new byte[] {(byte) b}, 0, 1);
        }

        @Override
        public void write(byte[] bytes, int offset, int length) throws IOException {
            writer().write(bytes, offset, length);
        }

        BackupFormat.Writer writer() throws IOException {
            if (writer == null) {
                Keyed k = keys();
                header = k.header();
                writer = new BackupFormat.Writer(file, k.header(), k.sealing().keys());
            }
            return writer;
        }

        Header header() throws IOException {
            writer();
            return header;
        }

        private Keyed keys() throws IOException {
            return Background.await(keyed, "the file key was derived");
        }
    }

    /** Refuses "", "/", ".", "..", a directory, and an existing file without --force. */
    private Path safeDestination(String raw) {
        String trimmed = raw.strip();
        if (trimmed.isEmpty() || trimmed.endsWith("/") || trimmed.equals(".") || trimmed.equals("..")
                || trimmed.endsWith("/.") || trimmed.endsWith("/..")) {
            throw new ParameterException(spec.commandLine(), "--to '" + raw + "' is not a file path; name the backup file");
        }
        Path target = context.streams().workingDirectory().resolve(trimmed).normalize();
        if (target.getFileName() == null || target.getParent() == null) {
            throw new ParameterException(spec.commandLine(), "--to '" + raw + "' is not a file path; name the backup file");
        }
        if (Files.isDirectory(target)) {
            throw new ParameterException(spec.commandLine(), "--to " + raw + " is a directory; name a file inside it");
        }
        if (!Files.isDirectory(target.getParent())) {
            throw new ParameterException(spec.commandLine(), "--to " + raw + ": directory " + target.getParent() + " does not exist");
        }
        if (Files.exists(target, java.nio.file.LinkOption.NOFOLLOW_LINKS) && !force) {
            throw new ParameterException(spec.commandLine(), "--to " + raw + " exists; use --force to replace it");
        }
        return target;
    }
}
