package dev.albert.hook;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.List;
import java.util.Locale;

/**
 * Where a hook event happened, without ever sending an absolute path: the project identity
 * {@code prj_…} and the branch. Read from the files of the repository ({@code .git/config},
 * {@code .git/HEAD}), never by running git.
 * <p>The identity: the normalized URL of the remote {@code origin} (else the first remote) — scheme,
 * credentials and a trailing {@code .git} or {@code /} stripped, scp-style {@code host:path} turned into
 * {@code host/path}, the host lower-cased — e.g. {@code github.com/acme/shop}; without a remote,
 * {@code folder:<name of the repository's or working folder>}. The reference is {@code prj_} plus the first
 * 16 hex digits of SHA-256 of that identity, so every clone of a repository shares it.
 *
 * @param projectRef {@code prj_…}, or null when there is no working folder
 * @param branch     the checked-out branch, or null (detached head, no repository)
 */
public record Provenance(String projectRef, String branch) {
    static final Provenance NONE = new Provenance(null, null);

    public static Provenance of(Path projectDir) {
        if (projectDir == null || !projectDir.isAbsolute()) {
            return NONE;
        }
        try {
            Path root = projectDir;
            Path gitDir = null;
            for (Path p = projectDir; p != null; p = p.getParent()) {
                Path dotGit = p.resolve(".git");
                if (Files.isDirectory(dotGit)) {
                    gitDir = dotGit;
                    root = p;
                    break;
                }
                if (Files.isRegularFile(dotGit)) { // a worktree or submodule: "gitdir: <path>"
                    String line = Files.readString(dotGit, StandardCharsets.UTF_8).strip();
                    if (line.startsWith("gitdir:")) {
                        gitDir = p.resolve(line.substring(7).strip()).normalize();
                        root = p;
                    }
                    break;
                }
            }
            if (gitDir == null) {
                return new Provenance(ref(folderIdentity(projectDir)), null);
            }
            String branch = branch(gitDir);
            Path common = gitDir;
            Path commondir = gitDir.resolve("commondir");
            if (Files.isRegularFile(commondir)) {
                common = gitDir.resolve(Files.readString(commondir, StandardCharsets.UTF_8).strip()).normalize();
            }
            String remote = remoteUrl(common.resolve("config"));
            String identity = remote == null ? null : normalizeRemote(remote);
            return new Provenance(ref(identity == null ? folderIdentity(root) : identity), branch);
        } catch (IOException | RuntimeException e) {
            return new Provenance(ref(folderIdentity(projectDir)), null);
        }
    }

    static String folderIdentity(Path dir) {
        Path name = dir.getFileName();
        return "folder:" + (name == null ? "/" : name.toString());
    }

    static String branch(Path gitDir) throws IOException {
        Path head = gitDir.resolve("HEAD");
        if (!Files.isRegularFile(head)) {
            return null;
        }
        String text = Files.readString(head, StandardCharsets.UTF_8).strip();
        if (text.startsWith("ref:")) {
            String ref = text.substring(4).strip();
            return ref.startsWith("refs/heads/") ? ref.substring("refs/heads/".length()) : ref;
        }
        return null; // detached
    }

    /** The url of remote "origin", else of the first remote, from a git config file. */
    static String remoteUrl(Path config) throws IOException {
        if (!Files.isRegularFile(config)) {
            return null;
        }
        List<String> lines = Files.readAllLines(config, StandardCharsets.UTF_8);
        String section = null;
        String first = null;
        for (String raw : lines) {
            String line = raw.strip();
            if (line.startsWith("[")) {
                section = line;
                continue;
            }
            if (section != null && section.startsWith("[remote ") && line.startsWith("url")) {
                int eq = line.indexOf('=');
                if (eq < 0) {
                    continue;
                }
                String url = line.substring(eq + 1).strip();
                if (section.equals("[remote \"origin\"]")) {
                    return url;
                }
                if (first == null) {
                    first = url;
                }
            }
        }
        return first;
    }

    /**
     * {@code https://user:tok@GitHub.com/Acme/Shop.git} and {@code git@github.com:Acme/Shop.git} both
     * become {@code github.com/Acme/Shop}: no scheme, credentials, port separator quirks or {@code .git};
     * the host is lower-cased, the path kept as is.
     */
    public static String normalizeRemote(String url) {
        String s = url.strip();
        int scheme = s.indexOf("://");
        boolean scp = false;
        if (scheme >= 0) {
            s = s.substring(scheme + 3);
        } else if (s.matches("^[^/]*@?[^/]+:.*") && !s.startsWith("/")) {
            scp = true;
        }
        int at = s.indexOf('@');
        int slash = s.indexOf('/');
        if (at >= 0 && (slash < 0 || at < slash)) {
            s = s.substring(at + 1);
        }
        if (scp) {
            int colon = s.indexOf(':');
            if (colon > 0) {
                s = s.substring(0, colon) + "/" + s.substring(colon + 1);
            }
        }
        while (s.endsWith("/")) {
            s = s.substring(0, s.length() - 1);
        }
        if (s.endsWith(".git")) {
            s = s.substring(0, s.length() - 4);
        }
        int hostEnd = s.indexOf('/');
        String host = hostEnd < 0 ? s : s.substring(0, hostEnd);
        String path = hostEnd < 0 ? "" : s.substring(hostEnd);
        if (host.endsWith(":22")) {
            host = host.substring(0, host.length() - 3);
        }
        return host.toLowerCase(Locale.ROOT) + path;
    }

    /** {@code prj_} + the first 16 hex digits of SHA-256 of the identity. */
    public static String ref(String identity) {
        try {
            byte[] digest = MessageDigest.getInstance("SHA-256").digest(identity.getBytes(StandardCharsets.UTF_8));
            return "prj_" + HexFormat.of().formatHex(digest, 0, 8);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }
}
