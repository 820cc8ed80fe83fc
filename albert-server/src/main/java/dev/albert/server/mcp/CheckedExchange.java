package dev.albert.server.mcp;

import com.fasterxml.jackson.databind.JsonNode;
import dev.albert.api.Json;
import dev.albert.server.http.Uploads;
import jakarta.servlet.ReadListener;
import jakarta.servlet.ServletInputStream;
import jakarta.servlet.ServletOutputStream;
import jakarta.servlet.WriteListener;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletRequestWrapper;
import jakarta.servlet.http.HttpServletResponse;
import jakarta.servlet.http.HttpServletResponseWrapper;

import java.io.BufferedReader;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;

/**
 * Keeps the MCP transport's edge as strict as the REST routes': a POST body must be one JSON-RPC message (an
 * object with {@code "jsonrpc": "2.0"}) before the transport sees it, else 400 with a {@code detail}; and a 5xx the
 * transport would answer (its body is a serialized exception) is replaced by {@code {"detail": "Internal Server
 * Error"}}, so no stack trace leaves the server.
 */
final class CheckedExchange {
    private CheckedExchange() {
    }

    /** Why this body is not one JSON-RPC message, or null when it is. */
    static String problem(byte[] body) {
        JsonNode message;
        try {
            message = Json.mapper().readTree(body);
        } catch (IOException e) {
            return "Request body is not valid JSON";
        }
        if (message == null || !message.isObject()) {
            return "Request body must be one JSON-RPC 2.0 message (a JSON object)";
        }
        if (!"2.0".equals(message.path("jsonrpc").asText(null))) {
            return "Request body must be a JSON-RPC 2.0 message (\"jsonrpc\": \"2.0\")";
        }
        return null;
    }

    /** Reads the body, at most {@code limit} bytes; null when it is longer (the rest is then read and dropped). */
    static byte[] readBody(HttpServletRequest request, long limit) throws IOException {
        try (InputStream in = request.getInputStream()) {
            byte[] bytes = in.readNBytes((int) Math.min(Integer.MAX_VALUE - 8, limit + 1));
            if (bytes.length > limit) {
                Uploads.discardRest(in); // the 413 reaches a client still sending, as on the REST routes
                return null;
            }
            return bytes;
        }
    }

    /** The request with its already-read body replayed to the transport. */
    static HttpServletRequest replaying(HttpServletRequest request, byte[] body) {
        return new HttpServletRequestWrapper(request) {
            @Override
            public ServletInputStream getInputStream() {
                ByteArrayInputStream bytes = new ByteArrayInputStream(body);
                return new ServletInputStream() {
                    @Override
                    public boolean isFinished() {
                        return bytes.available() == 0;
                    }

                    @Override
                    public boolean isReady() {
                        return true;
                    }

                    @Override
                    public void setReadListener(ReadListener listener) {
                        throw new IllegalStateException("the body was read already");
                    }

                    @Override
                    public int read() {
                        return bytes.read();
                    }

                    @Override
                    public int read(byte[] b, int off, int len) {
                        return bytes.read(b, off, len);
                    }
                };
            }

            @Override
            public BufferedReader getReader() {
                return new BufferedReader(new InputStreamReader(new ByteArrayInputStream(body), StandardCharsets.UTF_8));
            }

            @Override
            public int getContentLength() {
                return body.length;
            }

            @Override
            public long getContentLengthLong() {
                return body.length;
            }
        };
    }

    /** A response that turns the transport's 5xx into a plain {@code detail}. */
    static final class ScrubbedResponse extends HttpServletResponseWrapper {
        private boolean failed;

        ScrubbedResponse(HttpServletResponse response) {
            super(response);
        }

        @Override
        public void setStatus(int status) {
            if (status >= 500) {
                failed = true;
            }
            super.setStatus(status);
        }

        @Override
        public void sendError(int status, String message) throws IOException {
            setStatus(status);
        }

        @Override
        public void sendError(int status) throws IOException {
            setStatus(status);
        }

        @Override
        public ServletOutputStream getOutputStream() throws IOException {
            return failed ? DISCARD : super.getOutputStream();
        }

        @Override
        public PrintWriter getWriter() throws IOException {
            return failed ? new PrintWriter(OutputStream.nullOutputStream()) : super.getWriter();
        }

        /** After the transport returned: writes the detail in place of what it tried to send. */
        void finish() throws IOException {
            if (failed && !isCommitted()) {
                HttpServletResponse response = (HttpServletResponse) getResponse();
                response.resetBuffer();
                byte[] body = Json.mapper().writeValueAsBytes(java.util.Map.of("detail", "Internal Server Error"));
                response.setContentType("application/json");
                response.setContentLength(body.length);
                response.getOutputStream().write(body);
            }
        }

        boolean failed() {
            return failed;
        }

        private static final ServletOutputStream DISCARD = new ServletOutputStream() {
            @Override
            public boolean isReady() {
                return true;
            }

            @Override
            public void setWriteListener(WriteListener listener) {
            }

            @Override
            public void write(int b) {
            }
        };
    }
}
