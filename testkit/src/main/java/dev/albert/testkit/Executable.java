package dev.albert.testkit;

import dev.albert.client.cli.Streams;

/** An executable's real entry point: what {@code main} calls before {@code System.exit}. */
@FunctionalInterface
public interface Executable {
    int execute(String[] args, Streams streams);
}
