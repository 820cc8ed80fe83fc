package dev.albert.server.mcp;

import com.fasterxml.jackson.databind.node.TextNode;
import dev.albert.api.Json;
import dev.albert.server.auth.Authenticator;
import dev.albert.server.auth.Caller;
import dev.albert.server.http.ApiException;
import dev.albert.server.http.HttpApi;
import dev.albert.server.store.DatabaseBusyException;
import jakarta.servlet.ServletConfig;
import jakarta.servlet.ServletException;
import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import java.io.IOException;
import java.util.Map;

/**
 * {@code /mcp}: every request (initialize, each tool call, the event stream) authenticates its own
 * {@code Authorization: Bearer} key exactly as REST does, before the MCP transport sees it. Without a usable key:
 * 401 {@code {"detail": "Bearer API key required"}} (or the REST detail for a bad key) with
 * {@code WWW-Authenticate: Bearer}, as the contract's gateway answers. What is not one JSON-RPC message is refused
 * before the transport sees it ({@link CheckedExchange}).
 */
final class BearerGate extends HttpServlet {
    /** The request attribute holding the authenticated {@link Caller}. */
    static final String CALLER = "dev.albert.mcp.caller";
    private static final Logger LOG = LoggerFactory.getLogger(BearerGate.class);

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
            detail(response, 503, TextNode.valueOf(busy.getMessage()));
            return;
        }
        request.setAttribute(CALLER, caller);
        HttpServletRequest checked = request;
        if ("POST".equals(request.getMethod())) {
            byte[] body = CheckedExchange.readBody(request, HttpApi.MAX_REQUEST_BYTES);
            if (body == null) {
                detail(response, 413, TextNode.valueOf("Request body too large (limit " + HttpApi.MAX_REQUEST_BYTES + " bytes)"));
                return;
            }
            String problem = CheckedExchange.problem(body);
            if (problem != null) {
                detail(response, 400, TextNode.valueOf(problem));
                return;
            }
            checked = CheckedExchange.replaying(request, body);
        }
        CheckedExchange.ScrubbedResponse scrubbed = new CheckedExchange.ScrubbedResponse(response);
        transport.service(checked, scrubbed);
        if (scrubbed.failed()) {
            LOG.warn("the MCP transport failed on a {} to {}; answered 500", request.getMethod(), McpGateway.PATH);
        }
        scrubbed.finish();
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
