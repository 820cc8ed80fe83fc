package dev.albert.server.auth;

import dev.albert.api.auth.Capability;
import dev.albert.api.identity.WhoAmI;
import dev.albert.server.Services;
import dev.albert.server.http.Responses;
import dev.albert.server.store.Sql;
import io.javalin.config.RoutesConfig;
import io.javalin.http.Context;

import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.util.Comparator;


/**
 * {@code GET /v1/whoami} (extension): any valid key may ask what it is. Needs no capability, so a
 * least-privilege key can still be checked by {@code albert-admin doctor}; it reveals nothing the key
 * could not already use.
 */
public final class WhoAmIRoutes {
    private final Services s;

    public WhoAmIRoutes(Services services) {
        this.s = services;
    }

    public void register(RoutesConfig routes) {
        routes.get("/v1/whoami", this::whoAmI);
    }

    private void whoAmI(Context ctx) {
        Caller caller = s.caller(ctx);
        WhoAmI body = s.db().read(c -> {
            try (PreparedStatement q = c.prepareStatement("""
                    SELECT k.name AS key_name, k.prefix, k.expires_at, p.name AS principal_name,
                           o.name AS organization_name, w.name AS workspace_name
                      FROM api_keys k
                      JOIN principals p ON p.id = k.principal_id
                      JOIN organizations o ON o.id = p.organization_id
                      LEFT JOIN workspaces w ON w.id = p.workspace_id
                     WHERE k.id = ?""")) {
                q.setString(1, caller.keyId().toString());
                try (ResultSet rs = q.executeQuery()) {
                    rs.next(); // the key authenticated a moment ago, inside this same request
                    return new WhoAmI(caller.keyId(), rs.getString("key_name"), rs.getString("prefix"),
                            Sql.instant(rs, "expires_at"), caller.principalId(), rs.getString("principal_name"),
                            caller.principalType(), caller.organizationId(), rs.getString("organization_name"),
                            caller.workspaceId(), rs.getString("workspace_name"),
                            caller.capabilities().stream().sorted(Comparator.comparing(Capability::wireName))
                                    .map(Capability::wireName).toList(),
                            s.now());
                }
            }
        });
        Responses.json(ctx, 200, body);
    }

}
