package dev.albert.api.mcp;

/** A tool was called with arguments that cannot become its REST call (a missing id, a wrong type). */
public final class ToolArgumentException extends IllegalArgumentException {
    public ToolArgumentException(String message) {
        super(message);
    }
}
