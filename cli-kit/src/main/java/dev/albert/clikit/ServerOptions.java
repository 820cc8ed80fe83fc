package dev.albert.clikit;

import dev.albert.client.AlbertClient;
import dev.albert.client.Version;
import dev.albert.client.config.ConnectionFlags;
import dev.albert.client.config.Resolution;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

import java.nio.file.Path;
import java.time.Duration;

/** {@code --url}, {@code --profile}, {@code --timeout}: which server, for commands that need no key (bootstrap). */
public final class ServerOptions {
    private final CommandContext context;

    @Spec(Spec.Target.MIXEE)
    CommandSpec mixee;

    @Option(names = "--url", paramLabel = "<url>",
            description = "Albert's base URL (default: $ALBERT_API_URL, the profile's url, else http://127.0.0.1:8080).")
    String url;

    @Option(names = "--profile", paramLabel = "<name>",
            description = "Profile of the config file to use (default: $ALBERT_PROFILE, else the file's current_profile).")
    String profile;

    @Option(names = "--timeout", paramLabel = "<duration>", converter = Converters.DurationConverter.class,
            description = "Give up on a call after this long, retries included, e.g. 10s or 500ms (default: 60s).")
    Duration timeout;

    public ServerOptions(CommandContext context) {
        this.context = context;
    }

    /** Resolves the configuration (flags > environment > profile > default), printing its warnings. */
    public Resolution resolve(Path apiKeyFile) {
        return resolve(apiKeyFile, null);
    }

    /** As {@link #resolve(Path)}, with {@code fallbackUrl} where no {@code --url} was given. */
    public Resolution resolve(Path apiKeyFile, String fallbackUrl) {
        Resolution resolution = context.configResolver().resolve(
                new ConnectionFlags(url != null ? url : fallbackUrl, profile, apiKeyFile, timeout));
        resolution.warnings().forEach(context::warn);
        context.debug(resolution.describe());
        return resolution;
    }

    /** A client for the resolved server, without a key. */
    public AlbertClient connectWithoutKey() {
        return connect(resolve(null), false);
    }

    AlbertClient connect(Resolution resolution, boolean withKey) {
        var config = resolution.config().withUserAgent(userAgent());
        return context.client(withKey ? config : config.withApiKey(null));
    }

    private String userAgent() {
        String name = mixee == null ? "albert" : mixee.root().name();
        return name + "/" + Version.current();
    }
}
