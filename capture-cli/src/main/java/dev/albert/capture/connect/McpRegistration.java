package dev.albert.capture.connect;

import dev.albert.api.identity.KeyCreated;
import dev.albert.client.AlbertClient;
import dev.albert.client.AlbertException;
import dev.albert.client.ClientConfig;
import dev.albert.clikit.CommandContext;
import dev.albert.clikit.ExitCode;
import dev.albert.clikit.Failures;
import dev.albert.clikit.OutputOptions;
import dev.albert.client.config.Resolution;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;

/**
 * {@code connect|disconnect <host> --mcp}: the host's MCP configuration ({@link McpInstaller}) and the dedicated key
 * ({@link McpKey}) change together. Connect issues the key before it writes the host's file and revokes it again when
 * the file cannot be written; disconnect removes our server entry, then revokes the key (or, when the server cannot
 * be asked, says so and forgets it) and deletes its files.
 */
final class McpRegistration {
    private McpRegistration() {
    }

    static int connect(CommandContext context, OutputOptions output, HostInstaller host, ClaudeCode.Scope scope, boolean dryRun,
                       Path albert, List<String> capabilities, Resolution resolution, java.util.function.Function<Resolution, AlbertClient> clients) {
        String url = resolution.config().baseUrl();
        McpKey.KeyFiles files = McpKey.KeyFiles.of(context.configResolver().configDirectory(), host.id(), scope);
        McpEntry entry = new McpEntry(albert.toString(), url, files.key());
        McpInstaller installer = new McpInstaller(host, entry, List.of());
        try {
            installer.plan(context.streams(), scope, entry.command()); // refuses a foreign "albert" before any key is issued
        } catch (HostInstaller.Refused e) {
            context.streams().err().println("error: " + e.getMessage());
            return e.exitCode;
        }
        if (dryRun) {
            return ConnectCommand.apply(context, output, installer, scope, true, entry.command(), true);
        }
        McpKey.State existing = McpKey.read(files);
        boolean reuse = existing != null && McpKey.keyPresent(files) && url.equals(existing.url())
                && existing.capabilities() != null
                && new java.util.TreeSet<>(existing.capabilities()).equals(new java.util.TreeSet<>(capabilities));
        KeyCreated issued = null;
        List<String> notes = new ArrayList<>();
        if (!reuse) {
            try (AlbertClient client = clients.apply(resolution)) {
                issued = McpKey.issue(client, host.id(), scope, capabilities);
                McpKey.store(files, issued, new McpKey.State(host.id(), scope.label(), url, issued.id(), issued.prefix(),
                        issued.principalId(), McpKey.principalName(host.id()), issued.capabilities(), issued.createdAt()));
            } catch (IOException e) {
                revoke(context, clients, resolution, url, issued.id(), issued.prefix());
                McpKey.forget(files);
                context.streams().err().println("error: cannot write " + files.key() + ": " + SettingsFile.reason(e) + "; the key was revoked, nothing was changed");
                return ExitCode.UNAVAILABLE.code();
            }
            notes.add("key: " + issued.prefix() + "… for the agent principal " + McpKey.principalName(host.id()) + " with "
                    + String.join(", ", issued.capabilities()) + "; in " + files.key() + " (0600), never in the host's configuration");
        }
        int code = ConnectCommand.apply(context, output, new McpInstaller(host, entry, notes), scope, false, entry.command(), true);
        if (code != ExitCode.OK.code() && issued != null) {
            revoke(context, clients, resolution, url, issued.id(), issued.prefix());
            McpKey.forget(files);
            return code;
        }
        if (issued != null && existing != null && existing.keyId() != null) {
            // A reconnect that needed a new key (another server or other capabilities): the old one is of no use.
            revoke(context, clients, resolution, existing.url(), existing.keyId(), existing.keyPrefix());
        }
        return code;
    }

    static int disconnect(CommandContext context, OutputOptions output, HostInstaller host, ClaudeCode.Scope scope, boolean dryRun,
                          java.util.function.Supplier<Resolution> resolution, java.util.function.Function<Resolution, AlbertClient> clients) {
        int code = ConnectCommand.apply(context, output, new McpInstaller(host, null, List.of()), scope, dryRun, null, true);
        if (code != ExitCode.OK.code() || dryRun) {
            return code;
        }
        McpKey.KeyFiles files = McpKey.KeyFiles.of(context.configResolver().configDirectory(), host.id(), scope);
        McpKey.State state = McpKey.read(files);
        if (state != null && state.keyId() != null) {
            Resolution resolved;
            try {
                resolved = resolution.get();
            } catch (AlbertException e) {
                context.warn("cannot revoke the MCP key " + state.keyPrefix() + "… (" + Failures.message(e) + "); revoke it with: albert-admin keys revoke " + state.keyId());
                resolved = null;
            }
            if (resolved != null) {
                revoke(context, clients, resolved, state.url(), state.keyId(), state.keyPrefix());
            }
        }
        if (state != null || McpKey.keyPresent(files)) {
            List<String> left = McpKey.forget(files);
            if (left.isEmpty()) {
                context.note("deleted the MCP key file " + files.key());
            } else {
                context.warn("could not delete " + String.join(", ", left));
            }
        }
        return code;
    }

    /** Revokes a key on the server it belongs to; a failure is a warning naming how to do it by hand. */
    private static void revoke(CommandContext context, java.util.function.Function<Resolution, AlbertClient> clients, Resolution resolution,
                               String url, UUID keyId, String prefix) {
        ClientConfig c = resolution.config();
        Resolution onItsServer = new Resolution(new ClientConfig(url, c.apiKey(), c.timeouts(), c.retry(), c.userAgent()),
                resolution.profile(), resolution.urlSource(), resolution.keySource(), resolution.configFile(), resolution.warnings());
        try (AlbertClient client = clients.apply(onItsServer)) {
            client.revokeKey(keyId);
            context.note("revoked the MCP key " + prefix + "… (" + keyId + ")");
        } catch (AlbertException e) {
            context.warn("could not revoke the MCP key " + prefix + "… (" + Failures.message(e) + "); revoke it with: albert-admin keys revoke " + keyId);
        }
    }
}
