package dev.albert.testkit.hosts;

import org.junit.jupiter.api.Assumptions;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.concurrent.TimeUnit;

/**
 * The hosts the real-host tests run (Claude Code, Codex, OpenClaw, Node), installed from the npm registry once per
 * build tree: into {@code target/real-hosts/<folder>} of the repository root, with npm's download cache there too, so
 * every module's tests share one install (hundreds of MB) and {@code mvn clean} at the root removes it. When npm or the
 * registry is unavailable the test is skipped with one line, never failed.
 */
public final class NpmPackages {
    private static final long INSTALL_SECONDS = 900;

    private NpmPackages() {
    }

    /** {@code <repository root>/target/real-hosts}: the root is the nearest folder above the working directory with {@code mvnw}. */
    public static Path directory() {
        Path here = Path.of("").toAbsolutePath();
        for (Path dir = here; dir != null; dir = dir.getParent()) {
            if (Files.isRegularFile(dir.resolve("mvnw")) && Files.isRegularFile(dir.resolve("pom.xml"))) {
                return dir.resolve("target").resolve("real-hosts");
            }
        }
        return here.resolve("target").resolve("real-hosts");
    }

    /**
     * {@code npm install <spec>} into {@code <directory>/<folder>} unless {@code relative} (e.g.
     * {@code node_modules/.bin/claude}) is already there; returns that path. {@code env} is added to npm's environment.
     */
    public static Path install(String folder, String spec, String relative, Map<String, String> env) throws IOException, InterruptedException {
        Path dir = directory().resolve(folder);
        Path result = dir.resolve(relative);
        if (Files.exists(result)) {
            return result;
        }
        Files.createDirectories(directory());
        Path log = directory().resolve(folder + "-npm.log");
        Process npm;
        try {
            ProcessBuilder pb = new ProcessBuilder("npm", "install", "--no-audit", "--no-fund",
                    "--cache", directory().resolve("npm-cache").toString(), "--prefix", dir.toString(), spec)
                    .redirectErrorStream(true).redirectOutput(log.toFile());
            pb.environment().putAll(env);
            npm = pb.start();
        } catch (IOException e) {
            Assumptions.abort("npm is not available (" + e.getMessage() + "); skipping the real-host test for " + spec);
            return null;
        }
        if (!npm.waitFor(INSTALL_SECONDS, TimeUnit.SECONDS) || npm.exitValue() != 0 || !Files.exists(result)) {
            npm.destroyForcibly();
            Assumptions.abort("npm could not install " + spec + " (registry unreachable?); see " + log);
        }
        return result;
    }
}
