package dev.albert.server;

import dev.albert.api.ToolkitVersion;

/** This server's name and version (the toolkit's, from {@link ToolkitVersion}). */
public final class ServerVersion {
    public static final String SERVER_NAME = "albert-embedded";
    public static final String VERSION = ToolkitVersion.current();

    private ServerVersion() {
    }
}
