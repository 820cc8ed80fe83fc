package dev.albert.cli.locks;

import dev.albert.api.Limits;
import dev.albert.clikit.CommandContext;
import dev.albert.clikit.Converters;
import dev.albert.clikit.VerbatimValue;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Parameters;

import java.util.UUID;

/** Which lease {@code renew} and {@code release} act on: the lock id, its fence and its token. */
public final class LockLease {
    static final String TOKEN_ENV = "ALBERT_LOCK_TOKEN";

    @Parameters(index = "0", paramLabel = "<lock-id>", converter = Converters.UuidConverter.class, description = "The lock's id, as acquire printed it.")
    UUID id;

    @Option(names = "--fence", paramLabel = "<n>", required = true, description = "The fence acquire printed.")
    long fence;

    @Option(names = "--token", paramLabel = "<token>", parameterConsumer = VerbatimValue.class,
            description = "The token acquire printed (default: $ALBERT_LOCK_TOKEN, which keeps it out of ps).")
    String token;

    String token(CommandSpec spec, CommandContext context) {
        if (fence < 1) {
            throw new ParameterException(spec.commandLine(), "--fence must be at least 1 (was " + fence + ")");
        }
        String value = token != null ? token : context.streams().env(TOKEN_ENV);
        if (value == null || value.isBlank()) {
            throw new ParameterException(spec.commandLine(), "give --token or set " + TOKEN_ENV + " to the token acquire printed");
        }
        if (value.strip().length() < Limits.LOCK_TOKEN_MIN) {
            throw new ParameterException(spec.commandLine(), "the lock token is too short to be one acquire printed");
        }
        return value.strip();
    }
}
