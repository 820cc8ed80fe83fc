package dev.albert.capture.connect;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.function.Predicate;

/**
 * All-or-nothing replacement of the files one {@code connect}/{@code disconnect} changes (a host can
 * need several: Codex's hooks.json and config.toml). Everything that cannot be written is refused
 * before the first write. Each file is then replaced the way {@link SettingsFile} does it (backup as
 * {@code <file>.albert-backup}, temporary file, fsync, atomic rename, read back). When any step of any
 * file fails, every file touched so far — the files, their backups, and folders created for them — is
 * put back as it was, newest first.
 */
public final class FileTransaction {
    /** Test seam: a fault in the write step of the files it matches (running as root ignores file modes). */
    static volatile Predicate<Path> failWriteOf = path -> false;

    private FileTransaction() {
    }

    /** One thing done, with what it takes to undo it. */
    private record Undo(Path file, byte[] before) {
    }

    /** Applies the changes that change something; returns the backups written. */
    public static List<Path> commit(List<FileChange> changes) {
        List<FileChange> real = changes.stream().filter(FileChange::changes).toList();
        for (FileChange c : real) {
            SettingsFile.refuseReadOnly(c.file(), c.before());
        }
        Deque<Undo> undo = new ArrayDeque<>();
        Deque<Path> createdDirs = new ArrayDeque<>();
        List<Path> backups = new ArrayList<>();
        for (FileChange c : real) {
            try {
                createParents(c.file().toAbsolutePath().getParent(), createdDirs);
                Path backup = null;
                if (c.before() != null) {
                    backup = SettingsFile.backupOf(c.file());
                    undo.push(new Undo(backup, SettingsFile.read(backup)));
                }
                undo.push(new Undo(c.file(), c.before()));
                if (failWriteOf.test(c.file())) {
                    throw new SettingsFile.Failure("cannot write " + c.file() + ": injected write failure");
                }
                Path written = SettingsFile.replace(c.file(), c.before(), c.after());
                if (written != null) {
                    backups.add(written);
                }
            } catch (SettingsFile.Failure | IOException e) {
                String restored = rollback(undo, createdDirs);
                String message = e.getMessage();
                if (real.size() > 1) {
                    message = message.replaceFirst("; (nothing was changed|the previous content was restored)$", "")
                            + "; " + (restored == null ? "every file was restored as it was (" + real.size() + " files)" : restored);
                } else if (restored != null) {
                    message = message + "; " + restored;
                }
                throw new SettingsFile.Failure(message);
            }
        }
        return backups;
    }

    private static void createParents(Path dir, Deque<Path> created) throws IOException {
        List<Path> missing = new ArrayList<>();
        for (Path p = dir; p != null && !Files.exists(p); p = p.getParent()) {
            missing.add(0, p);
        }
        for (Path p : missing) {
            Files.createDirectory(p);
            created.push(p);
        }
    }

    /** Puts everything back, newest first; null when all went back, else what could not be restored. */
    private static String rollback(Deque<Undo> undo, Deque<Path> createdDirs) {
        List<String> failed = new ArrayList<>();
        while (!undo.isEmpty()) {
            Undo u = undo.pop();
            try {
                byte[] now = SettingsFile.read(u.file());
                if (java.util.Arrays.equals(now, u.before())) {
                    continue;
                }
                if (u.before() == null) {
                    Files.deleteIfExists(u.file());
                } else {
                    SettingsFile.restore(u.file(), u.before());
                }
            } catch (IOException | RuntimeException e) {
                failed.add(u.file().toString());
            }
        }
        while (!createdDirs.isEmpty()) {
            try {
                Files.deleteIfExists(createdDirs.pop());
            } catch (IOException notEmpty) {
                // something else is in it now
            }
        }
        return failed.isEmpty() ? null : "could not restore " + String.join(", ", failed) + " (see the .albert-backup files)";
    }
}
