package dev.albert.server.mcp;

import dev.albert.api.Json;
import dev.albert.server.auth.Authenticator;
import dev.albert.server.auth.Caller;
import dev.albert.server.http.ApiException;
import dev.albert.server.store.DatabaseBusyException;
import jakarta.servlet.ServletConfig;
import jakarta.servlet.ServletException;
import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;

import java.io.IOException;
import java.util.Map;

/**
 * {@code /mcp}: every request (initialize, each tool call, the event stream) authenticates its own
 * {@code Authorization: Bearer} key exactly as REST does, before the MCP transport sees it. Without a usable key:
 * 401 {@code {"detail": "Bearer API key required"}} (or the REST detail for a bad key) with
 * {@code WWW-Authenticate: Bearer}, as the contract's gateway answers.
 */
final class BearerGate extends HttpServlet {
    /** The request attribute holding the authenticated {@link Caller}. */
    static final String CALLER = "dev.albert.mcp.caller";

    private final transient Authenticator authenticator;
    private final HttpServlet transport;

    BearerGate(Authenticator authenticator, HttpServlet transport) {
        this.authenticator = authenticator;
        this.transport = transport;
    }

    @Override
    public void init(ServletConfig config) throws ServletException {
        super.init(config);
        transport.init(config);
    }

    @Override
    protected void service(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        Caller caller;
        try {
            caller = authenticator.authenticate(request.getHeader("Authorization"));
        } catch (ApiException refused) {
            if (refused.status() == 401) {
                response.setHeader("WWW-Authenticate", "Bearer");
            }
            detail(response, refused.status(), refused.detail());
            return;
        } catch (DatabaseBusyException busy) {
            detail(response, 503, Json.mapper().getNodeFactory().textNode(busy.getMessage()));
            return;
        }
        request.setAttribute(CALLER, caller);
        transport.service(request, response);
    }

    private static void detail(HttpServletResponse response, int status, Object detail) throws IOException {
        byte[] body = Json.mapper().writeValueAsBytes(Map.of("detail", detail));
        response.setStatus(status);
        response.setContentType("application/json");
        response.setContentLength(body.length);
        response.getOutputStream().write(body);
    }

    @Override
    public void destroy() {
        transport.destroy();
        super.destroy();
    }
}
