package dev.albert.hook;

import dev.albert.client.policy.LeanHttp;
import dev.albert.client.policy.RequestPolicy;

import java.time.Instant;

/**
 * {@code POST /v1/context/session-start} for the agent, over the hook path's one transport and policy
 * ({@link LeanHttp}, {@link RequestPolicy}): the agent keeps one client per server and key, so calls
 * reuse kept-alive connections, and each call is bounded by a hard deadline (a server that dribbles its
 * answer is abandoned when the time is up).
 */
final class RecallClient {
    static final String PATH = "v1/context/session-start";
    private static final int MAX_BODY = 1 << 20;

    private RecallClient() {
    }

    /** The body of a 200 answer, or why there is none (for the log: never content). */
    record Recalled(byte[] body, String problem) {
    }

    static Recalled post(LeanHttp http, byte[] body, long timeoutMillis) {
        if (timeoutMillis < 20) {
            return new Recalled(null, "no time left for recall");
        }
        LeanHttp.Result result = http.post(PATH, body, Instant.now().plusMillis(timeoutMillis));
        if (result instanceof LeanHttp.Failed failed) {
            return new Recalled(null, "recall failed: " + failed.reason());
        }
        LeanHttp.Answer answer = (LeanHttp.Answer) result;
        if (answer.status() != 200) {
            return new Recalled(null, "recall answered HTTP " + answer.status()
                    + (answer.outcome() == RequestPolicy.Outcome.NOT_SUPPORTED ? " (server without /v1/context/session-start)" : ""));
        }
        if (answer.body().length > MAX_BODY) {
            return new Recalled(null, "recall answer larger than 1 MiB");
        }
        return new Recalled(answer.body(), null);
    }
}
