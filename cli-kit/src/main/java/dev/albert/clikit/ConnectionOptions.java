package dev.albert.clikit;

import dev.albert.client.AlbertClient;
import dev.albert.client.config.Resolution;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

import java.nio.file.Path;

/**
 * Which server and which key. There is deliberately no flag taking the key itself, because command
 * lines are visible to every user in {@code ps}: use {@code ALBERT_API_KEY}, {@code --api-key-file}
 * or a profile.
 */
public final class ConnectionOptions {
    @Mixin
    ServerOptions server;

    @Option(names = "--api-key-file", paramLabel = "<file>",
            description = "Read the API key from the first line of this file (default: $ALBERT_API_KEY, else the profile's key).")
    Path apiKeyFile;

    public Resolution resolve() {
        return server.resolve(apiKeyFile);
    }

    /**
     * As {@link #resolve()}, but this server and key file stand in for {@code --url} and {@code --api-key-file} where
     * those were not given (flags still win): a key registered for one purpose, e.g. the MCP bridge's.
     */
    public Resolution resolvePreferring(String url, Path apiKeyFile) {
        return server.resolve(this.apiKeyFile != null ? this.apiKeyFile : apiKeyFile, url);
    }

    /** A client for a resolution made earlier with {@link #resolve()} (so its warnings print once). */
    public AlbertClient connect(Resolution resolution) {
        return server.connect(resolution, true);
    }

    /** A client for the resolved server and key. */
    public AlbertClient connect() {
        return server.connect(resolve(), true);
    }
}
