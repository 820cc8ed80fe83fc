package dev.albert.hook;

import com.sun.net.httpserver.HttpServer;
import org.junit.jupiter.api.Assumptions;

import java.io.IOException;
import java.io.OutputStream;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;
import java.util.function.Function;

/**
 * What the real-host tests share: npm installs cached under target/real-hosts (with npm's own download
 * cache there too), skipped with one clear line when npm or the registry is unreachable; a launcher
 * that runs our real entry point from the test class path; and a stand-in model endpoint that
 * records what the host sent.
 */
final class RealHosts {
    static final Path DIR = Path.of("target", "real-hosts").toAbsolutePath();

    private RealHosts() {
    }

    /**
     * {@code npm install <spec>} into target/real-hosts/<folder> unless {@code check} is already there;
     * aborts the test (skipped, one line) when npm or the registry is unavailable.
     */
    static Path npmInstall(String folder, String spec, String relative, Map<String, String> env) throws Exception {
        Path dir = DIR.resolve(folder);
        Path result = dir.resolve(relative);
        if (Files.exists(result)) {
            return result;
        }
        Files.createDirectories(DIR);
        Path log = DIR.resolve(folder + "-npm.log");
        Process npm;
        try {
            ProcessBuilder pb = new ProcessBuilder("npm", "install", "--no-audit", "--no-fund", "--cache", DIR.resolve("npm-cache").toString(),
                    "--prefix", dir.toString(), spec).redirectErrorStream(true).redirectOutput(log.toFile());
            pb.environment().putAll(env);
            npm = pb.start();
        } catch (IOException e) {
            Assumptions.abort("npm is not available (" + e.getMessage() + "); skipping the real-host test for " + spec);
            return null;
        }
        if (!npm.waitFor(900, TimeUnit.SECONDS) || npm.exitValue() != 0 || !Files.exists(result)) {
            npm.destroyForcibly();
            Assumptions.abort("npm could not install " + spec + " (registry unreachable?); see " + log);
        }
        return result;
    }

    /** bin/albert-hook as the hosts run it, but on the test class path (the code under test, not an installed jar). */
    static Path launcher(Path root) throws IOException {
        Path bin = Files.createDirectories(root.resolve("albert/bin"));
        Path launcher = bin.resolve("albert-hook");
        String java = ProcessHandle.current().info().command().orElseThrow();
        Files.writeString(launcher, "#!/bin/sh\nexec '" + java + "' -XX:TieredStopAtLevel=1 -XX:+UseSerialGC --enable-native-access=ALL-UNNAMED -cp '"
                + System.getProperty("java.class.path") + "' dev.albert.hook.HookClient \"$@\"\n");
        Files.setPosixFilePermissions(launcher, PosixFilePermissions.fromString("rwxr-xr-x"));
        return launcher;
    }

    /** A stand-in model endpoint: records each request body to {@code path}, answers with {@code reply(body)} as server-sent events. */
    record StandIn(HttpServer server, List<String> requests) {
        static StandIn start(String path, Function<String, String> reply) throws IOException {
            List<String> requests = new CopyOnWriteArrayList<>();
            HttpServer server = HttpServer.create(new InetSocketAddress("127.0.0.1", 0), 0);
            server.createContext("/", exchange -> {
                String body = new String(exchange.getRequestBody().readAllBytes(), StandardCharsets.UTF_8);
                if (!exchange.getRequestMethod().equals("POST") || !exchange.getRequestURI().getPath().equals(path)) {
                    exchange.sendResponseHeaders(404, -1);
                    exchange.close();
                    return;
                }
                requests.add(body);
                byte[] sse = reply.apply(body).getBytes(StandardCharsets.UTF_8);
                exchange.getResponseHeaders().set("Content-Type", "text/event-stream");
                exchange.sendResponseHeaders(200, sse.length);
                try (OutputStream out = exchange.getResponseBody()) {
                    out.write(sse);
                }
            });
            server.start();
            return new StandIn(server, requests);
        }

        String baseUrl() {
            return "http://127.0.0.1:" + server.getAddress().getPort();
        }

        void stop() {
            server.stop(0);
        }
    }

    /** Runs a host command to its end (bounded), returning its combined output; fails the test when it does not finish. */
    static String run(ProcessBuilder pb, long seconds) throws Exception {
        pb.redirectErrorStream(true).redirectInput(ProcessBuilder.Redirect.from(new java.io.File("/dev/null")));
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

    /** Stops the agent our hooks started in this environment. */
    static void stopAgent(Map<String, String> env) throws IOException {
        Path pid = HookPaths.agentDirectory(env).resolve("agent.pid");
        if (Files.exists(pid)) {
            ProcessHandle.of(Long.parseLong(Files.readString(pid).strip())).ifPresent(ProcessHandle::destroy);
        }
    }

    /** A closed local port: the "server down" address. */
    static String closedPort() throws IOException {
        try (java.net.ServerSocket s = new java.net.ServerSocket(0)) {
            return "http://127.0.0.1:" + s.getLocalPort();
        }
    }
}
