package dev.albert.clikit;

import dev.albert.client.AlbertClient;
import dev.albert.client.ClientConfig;
import dev.albert.client.cli.Streams;
import dev.albert.client.config.ConfigResolver;

import java.time.Clock;
import java.util.Objects;
import java.util.function.Function;

/**
 * What one run of an executable shares between its commands and mixins: the process's streams and
 * environment, the clock, how clients are made, and whether {@code --verbose} was given. Commands
 * receive it through their constructor (see {@link ContextFactory}); nothing is static.
 */
public final class CommandContext {
    private final Streams streams;
    private final Clock clock;
    private final Function<ClientConfig, AlbertClient> clients;
    private boolean verbose;

    public CommandContext(Streams streams, Clock clock, Function<ClientConfig, AlbertClient> clients) {
        this.streams = Objects.requireNonNull(streams);
        this.clock = Objects.requireNonNull(clock);
        this.clients = Objects.requireNonNull(clients);
    }

    public static CommandContext of(Streams streams) {
        return new CommandContext(streams, Clock.systemUTC(), AlbertClient::create);
    }

    /** The same clock and client factory over other streams (a command run from inside another, e.g. the shell). */
    public CommandContext withStreams(Streams other) {
        return new CommandContext(other, clock, clients);
    }

    public Streams streams() {
        return streams;
    }

    public Clock clock() {
        return clock;
    }

    public ConfigResolver configResolver() {
        return new ConfigResolver(streams.env(), streams.workingDirectory());
    }

    public AlbertClient client(ClientConfig config) {
        return clients.apply(config);
    }

    public boolean verbose() {
        return verbose;
    }

    void verbose(boolean verbose) {
        this.verbose = verbose;
    }

    /** A warning on stderr: {@code warning: …}. */
    public void warn(String message) {
        streams.err().println("warning: " + Text.oneLine(message));
    }

    /** Progress or confirmation for people, on stderr so stdout stays data. */
    public void note(String message) {
        streams.err().println(Text.sanitize(message));
    }

    /** A diagnostic shown only with {@code --verbose}. */
    public void debug(String message) {
        if (verbose) {
            streams.err().println("debug: " + Text.oneLine(message));
        }
    }
}
