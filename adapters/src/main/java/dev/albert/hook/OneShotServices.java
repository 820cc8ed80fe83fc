package dev.albert.hook;

import dev.albert.capture.queue.CaptureQueue;
import dev.albert.capture.queue.QueueConfig;

import java.util.Map;

/**
 * The one-shot drainer's services ({@link HookDrain}): one queue opened for this process; delivery
 * requests are ignored because the drainer flushes once, after draining.
 */
final class OneShotServices implements HookWork.Services, AutoCloseable {
    private CaptureQueue queue;

    @Override
    public CaptureQueue queue(Map<String, String> env) {
        if (queue == null) {
            queue = CaptureQueue.open(QueueConfig.forUser(env));
        }
        return queue;
    }

    @Override
    public void queueFailed(Map<String, String> env) {
        close();
        queue = null;
    }

    @Override
    public HookWork.Endpoint endpoint(Map<String, String> env, String cwd) {
        return null; // no recall when draining
    }

    @Override
    public dev.albert.client.policy.LeanHttp http(HookWork.Endpoint endpoint) {
        throw new IllegalStateException("the drainer never recalls");
    }

    @Override
    public void deliver(Map<String, String> env, String cwd, long deadlineEpochMillis, boolean soon) {
        // the drainer flushes once after draining
    }

    @Override
    public void close() {
        if (queue != null) {
            try {
                queue.close();
            } catch (RuntimeException ignored) {
                // closing a broken queue
            }
        }
    }
}
