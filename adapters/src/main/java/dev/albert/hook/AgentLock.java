package dev.albert.hook;

import dev.albert.client.config.FilePermissions;

import java.io.IOException;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.channels.OverlappingFileLockException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;

/**
 * One agent per socket: an exclusive lock on {@code agent.lock} in the socket's directory, and
 * {@code agent.pid} for people and {@code albert-capture disconnect}. The directory is 0700, both files
 * 0600 (also when an older version left them wider).
 */
final class AgentLock implements AutoCloseable {
    static final String LOCK_FILE = "agent.lock";
    static final String PID_FILE = "agent.pid";

    private final Path directory;
    private final FileChannel channel;
    private final FileLock lock;

    private AgentLock(Path directory, FileChannel channel, FileLock lock) {
        this.directory = directory;
        this.channel = channel;
        this.lock = lock;
    }

    /** The lock of this directory, or null when another agent holds it. */
    static AgentLock acquire(Path directory) throws IOException {
        FilePermissions.ensurePrivateDirectory(directory);
        Path file = directory.resolve(LOCK_FILE);
        FileChannel channel = FileChannel.open(file, java.util.Set.of(StandardOpenOption.CREATE, StandardOpenOption.WRITE),
                FilePermissions.privateFileAttributes(directory));
        FilePermissions.restrictToOwner(file);
        FileLock lock;
        try {
            lock = channel.tryLock();
        } catch (OverlappingFileLockException sameJvm) {
            lock = null;
        }
        if (lock == null) {
            channel.close();
            return null;
        }
        return new AgentLock(directory, channel, lock);
    }

    /** Records this process's id (0600), for people and scripts that want to stop the agent. */
    void writePid() {
        try {
            FilePermissions.writePrivateFile(directory.resolve(PID_FILE),
                    (ProcessHandle.current().pid() + "\n").getBytes(StandardCharsets.US_ASCII));
        } catch (IOException ignored) {
            // only informational
        }
    }

    @Override
    public void close() {
        try {
            Files.deleteIfExists(directory.resolve(PID_FILE));
        } catch (IOException ignored) {
            // stale pid files are checked against the lock by readers
        }
        try {
            lock.release();
            channel.close();
        } catch (IOException ignored) {
            // the process ends anyway
        }
    }
}
