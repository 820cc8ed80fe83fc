package dev.albert.api;

/**
 * The toolkit version, the one source every executable's {@code --version}, the server's health answer and
 * the clients' User-Agent read. Maven writes it into {@code ToolkitBuild} at build time (a constant: no resource to
 * look up on the class path); a build that did not filter the template (an IDE's own) reports {@code 0.0.0-dev}.
 */
public final class ToolkitVersion {
    public static final String UNKNOWN = "0.0.0-dev";

    private static final String VERSION = ToolkitBuild.VERSION.isBlank() || ToolkitBuild.VERSION.startsWith("${")
            ? UNKNOWN : ToolkitBuild.VERSION;

    private ToolkitVersion() {
    }

    public static String current() {
        return VERSION;
    }
}
