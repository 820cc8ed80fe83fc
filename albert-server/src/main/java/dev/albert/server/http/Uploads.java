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
