package dev.albert.server.http;

import io.javalin.http.Context;

import java.io.BufferedInputStream;
import java.io.FilterInputStream;
import java.io.IOException;
import java.io.InputStream;

/**
 * Request bodies read as streams (NDJSON import, restore), past the size limit that applies to bodies read
 * whole. A read that fails — the client hung up or sent less than it announced — is the client's problem,
 * answered 400 instead of surfacing as a server error.
 */
public final class Uploads {
    public static final String INTERRUPTED = "The request body could not be read to the end (upload interrupted)";
    private static final int BUFFER = 64 * 1024;

    private Uploads() {
    }

    /** How much of an unread body is dropped before an early refusal; beyond it the connection just closes. */
    static final long DISCARD_LIMIT = 64L * 1024 * 1024;

    /**
     * Runs a handler that reads its body as a stream. When it refuses the request before reading the body to
     * the end, what is left is read and dropped first (up to {@link #DISCARD_LIMIT}): a client still sending
     * would otherwise meet a closed connection instead of the answer.
     */
    public static void handle(Context ctx, io.javalin.http.Handler handler) throws Exception {
        try {
            handler.handle(ctx);
        } catch (RuntimeException e) {
            discardRest(ctx);
            throw e;
        }
    }

    /** Reads and drops what is left of the body, up to {@link #DISCARD_LIMIT}; also after a 413 (see HttpApi). */
    static void discardRest(Context ctx) {
        try {
            discardRest(ctx.bodyInputStream());
        } catch (RuntimeException ignored) {
            // the body is unreadable: nothing left to protect
        }
    }

    /**
     * Reads and drops what is left of a request body, up to {@link #DISCARD_LIMIT}, so that a client still sending
     * reads the refusal instead of a reset; the MCP endpoint's 413 uses it too, as it reads its bodies itself.
     */
    public static void discardRest(InputStream in) {
        byte[] buffer = new byte[BUFFER];
        long dropped = 0;
        try {
            int n;
            while (dropped < DISCARD_LIMIT && (n = in.read(buffer)) > 0) {
                dropped += n;
            }
        } catch (IOException | RuntimeException ignored) {
            // the client is gone or the body is unreadable: nothing left to protect
        }
    }

    public static InputStream body(Context ctx) {
        return new BufferedInputStream(new FilterInputStream(ctx.bodyInputStream()) {
            @Override
            public int read() {
                try {
                    return super.read();
                } catch (IOException e) {
                    throw new ApiException(400, INTERRUPTED);
                }
            }

            @Override
            public int read(byte[] b, int off, int len) {
                try {
                    return super.read(b, off, len);
                } catch (IOException e) {
                    throw new ApiException(400, INTERRUPTED);
                }
            }
        }, BUFFER);
    }
}
