package dev.albert.capture.connect;

import java.nio.file.Path;
import java.util.Arrays;

/**
 * One file an installer wants changed.
 *
 * @param file   the file (absolute)
 * @param before its content now, or null when it does not exist
 * @param after  the content it should have
 */
public record FileChange(Path file, byte[] before, byte[] after) {
    public boolean changes() {
        return !Arrays.equals(before, after);
    }
}
