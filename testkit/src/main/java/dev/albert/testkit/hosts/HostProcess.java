package dev.albert.testkit.hosts;

import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.TimeUnit;

/** Runs a host's command to its end, bounded, with stdin from /dev/null (hosts must never wait on a terminal). */
public final class HostProcess {
    private HostProcess() {
    }

    /** Combined stdout and stderr of a run that exited 0; an {@link AssertionError} with the output otherwise. */
    public static String run(ProcessBuilder pb, long seconds) throws IOException, InterruptedException {
        pb.redirectErrorStream(true).redirectInput(ProcessBuilder.Redirect.from(new File("/dev/null")));
        Process p = pb.start();
        StringBuilder out = new StringBuilder();
        Thread reader = Thread.ofVirtual().start(() -> {
            try {
                out.append(new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8));
            } catch (IOException ignored) {
                // the process went away
            }
        });
        if (!p.waitFor(seconds, TimeUnit.SECONDS)) {
            p.destroyForcibly();
            reader.join(2_000);
            throw new AssertionError(pb.command().get(0) + " did not finish within " + seconds + " s:\n" + out);
        }
        reader.join(10_000);
        if (p.exitValue() != 0) {
            throw new AssertionError(String.join(" ", pb.command()) + " exited " + p.exitValue() + ":\n" + out);
        }
        return out.toString();
    }
}
