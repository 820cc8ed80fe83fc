package dev.albert.client;

import dev.albert.api.ToolkitVersion;

/** The toolkit version (one source: {@link ToolkitVersion}). */
public final class Version {
    private Version() {
    }

    public static String current() {
        return ToolkitVersion.current();
    }
}
