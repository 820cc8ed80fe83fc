package dev.albert.capture.queue;

/** The result of authenticating every stored record: how many passed, how many were moved aside. */
public record VerifyReport(int authenticated, int movedAside) {
}
