package dev.albert.server;

import java.io.IOException;
import java.io.InputStream;
import java.util.Properties;

/** This server's version, written into a resource at build time. */
public final class ServerVersion {
    public static final String SERVER_NAME = "albert-embedded";
    public static final String VERSION = load();

    private ServerVersion() {
    }

    private static String load() {
        try (InputStream in = ServerVersion.class.getResourceAsStream("version.properties")) {
            if (in == null) {
                return "0.0.0-dev";
            }
            Properties p = new Properties();
            p.load(in);
            String v = p.getProperty("version", "0.0.0-dev");
            return v.startsWith("${") ? "0.0.0-dev" : v;
        } catch (IOException e) {
            return "0.0.0-dev";
        }
    }
}
