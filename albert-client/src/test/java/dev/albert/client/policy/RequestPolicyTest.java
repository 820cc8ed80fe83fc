package dev.albert.client.policy;

import org.junit.jupiter.api.Test;

import static dev.albert.client.policy.RequestPolicy.Outcome.AUTHENTICATION;
import static dev.albert.client.policy.RequestPolicy.Outcome.NOT_SUPPORTED;
import static dev.albert.client.policy.RequestPolicy.Outcome.REFUSED;
import static dev.albert.client.policy.RequestPolicy.Outcome.SUCCESS;
import static dev.albert.client.policy.RequestPolicy.Outcome.TRANSIENT;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

class RequestPolicyTest {
    @Test
    void everyStatusHasOneMeaning() {
        assertEquals(SUCCESS, RequestPolicy.classify(200));
        assertEquals(SUCCESS, RequestPolicy.classify(201));
        for (int s : new int[] {401, 403}) {
            assertEquals(AUTHENTICATION, RequestPolicy.classify(s), "" + s);
        }
        for (int s : new int[] {404, 405, 501}) {
            assertEquals(NOT_SUPPORTED, RequestPolicy.classify(s), "" + s);
        }
        for (int s : new int[] {408, 425, 429, 500, 502, 503, 504}) {
            assertEquals(TRANSIENT, RequestPolicy.classify(s), "" + s);
        }
        for (int s : new int[] {400, 409, 413, 422}) {
            assertEquals(REFUSED, RequestPolicy.classify(s), "" + s);
        }
    }

    @Test
    void whatIsRetriedAtOnceIsTransientAndNeverARefusalOrAServerBug() {
        for (int s = 100; s < 600; s++) {
            if (RequestPolicy.retryAtOnce(s)) {
                assertEquals(TRANSIENT, RequestPolicy.classify(s), "" + s);
            }
        }
        for (int s : new int[] {429, 502, 503, 504}) {
            assertTrue(RequestPolicy.retryAtOnce(s), "" + s);
        }
        for (int s : new int[] {200, 400, 401, 404, 409, 422, 500, 501}) {
            assertFalse(RequestPolicy.retryAtOnce(s), "" + s);
        }
    }

    @Test
    void aMissingKeySendsNoAuthorization() {
        assertNull(RequestPolicy.authorization(null));
        assertNull(RequestPolicy.authorization(" "));
        assertEquals("Bearer alb_x", RequestPolicy.authorization("alb_x"));
    }
}
