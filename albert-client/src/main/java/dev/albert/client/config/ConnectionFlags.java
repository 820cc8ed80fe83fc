package dev.albert.client.config;

import java.nio.file.Path;
import java.time.Duration;

/**
 * What the command line said about the connection; every field may be null.
 *
 * @param url        {@code --url}
 * @param profile    {@code --profile}
 * @param apiKeyFile {@code --api-key-file} (a key on the command line would leak into {@code ps})
 * @param timeout    {@code --timeout}: bounds each whole call
 */
public record ConnectionFlags(String url, String profile, Path apiKeyFile, Duration timeout) {
    public static final ConnectionFlags NONE = new ConnectionFlags(null, null, null, null);
}
