package dev.albert.hook;

import dev.albert.client.cli.Streams;

/**
 * {@link HookClient#run} with the toolkit's {@link Streams}, so tests drive {@code albert-hook}
 * through its real entry point like every other executable (testkit {@code ExecutableRun}). Not
 * used by the launcher: the hook's main class stays free of albert-client.
 */
public final class HookMain {
    private HookMain() {
    }

    public static int execute(String[] args, Streams streams) {
        return HookClient.run(args, streams.in(), streams.out(), streams.err(), streams.env(), streams.workingDirectory().toString(),
                System.currentTimeMillis());
    }
}
