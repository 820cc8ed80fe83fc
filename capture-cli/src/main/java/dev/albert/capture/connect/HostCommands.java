package dev.albert.capture.connect;

import dev.albert.client.cli.Streams;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * Runs a host's own commands (OpenClaw's CLI) as one step of a connect: each with a hard timeout, its
 * output kept for the error line. When one fails, the files they change ({@code guarded}) are put back
 * byte-for-byte as they were before the first command.
 */
final class HostCommands {
    static final long TIMEOUT_SECONDS = 180;

    private HostCommands() {
    }

    static void run(Streams streams, List<HostInstaller.Step> steps, List<Path> guarded) {
        if (steps.isEmpty()) {
            return;
        }
        List<byte[]> before = new ArrayList<>();
        for (Path p : guarded) {
            before.add(SettingsFile.read(p));
        }
        for (HostInstaller.Step step : steps) {
            String problem = runOne(streams, step);
            if (problem != null) {
                String restored = restore(guarded, before);
                throw new SettingsFile.Failure("`" + String.join(" ", step.argv().subList(0, Math.min(3, step.argv().size())))
                        + "` failed (" + problem + "); " + restored);
            }
        }
    }

    /** Null when the command succeeded, else a one-line reason. */
    private static String runOne(Streams streams, HostInstaller.Step step) {
        try {
            ProcessBuilder builder = new ProcessBuilder(step.argv())
                    .directory(streams.workingDirectory().toFile())
                    .redirectErrorStream(true);
            builder.environment().clear();
            builder.environment().putAll(streams.env());
            if (step.stdin() == null) {
                builder.redirectInput(ProcessBuilder.Redirect.from(new java.io.File("/dev/null")));
            }
            Process p = builder.start();
            if (step.stdin() != null) {
                try (OutputStream in = p.getOutputStream()) {
                    in.write(step.stdin().getBytes(StandardCharsets.UTF_8));
                }
            }
            Thread drain = Thread.ofVirtual().start(() -> {
                try {
                    p.getInputStream().transferTo(OutputStream.nullOutputStream());
                } catch (IOException ignored) {
                    // the process went away
                }
            });
            if (!p.waitFor(TIMEOUT_SECONDS, TimeUnit.SECONDS)) {
                p.destroyForcibly();
                return "no answer within " + TIMEOUT_SECONDS + " s";
            }
            drain.join(1_000);
            return p.exitValue() == 0 ? null : "exit code " + p.exitValue();
        } catch (IOException e) {
            return SettingsFile.reason(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return "interrupted";
        }
    }

    private static String restore(List<Path> guarded, List<byte[]> before) {
        List<String> failed = new ArrayList<>();
        for (int i = 0; i < guarded.size(); i++) {
            try {
                byte[] now = SettingsFile.read(guarded.get(i));
                if (java.util.Arrays.equals(now, before.get(i))) {
                    continue;
                }
                if (before.get(i) == null) {
                    java.nio.file.Files.deleteIfExists(guarded.get(i));
                } else {
                    SettingsFile.restore(guarded.get(i), before.get(i));
                }
            } catch (IOException | RuntimeException e) {
                failed.add(guarded.get(i).toString());
            }
        }
        return failed.isEmpty() ? "the configuration was restored as it was" : "could not restore " + String.join(", ", failed);
    }
}
