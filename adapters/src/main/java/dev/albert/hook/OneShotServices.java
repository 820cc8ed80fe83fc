package dev.albert.hook;

import dev.albert.capture.queue.CaptureQueue;
import dev.albert.capture.queue.QueueConfig;

import java.time.Instant;
import java.util.Map;

/** The fallback's services: one queue opened for this process, delivery inline within the budget. */
final class OneShotServices implements HookWork.Services, AutoCloseable {
    private final Budget budget;
    private CaptureQueue queue;

    OneShotServices(Budget budget) {
        this.budget = budget;
    }

    @Override
    public CaptureQueue queue(Map<String, String> env) {
        if (queue == null) {
            queue = CaptureQueue.open(QueueConfig.forUser(env));
        }
        return queue;
    }

    @Override
    public HookWork.Endpoint endpoint(Map<String, String> env, String cwd) {
        return Delivery.endpoint(env, cwd);
    }

    @Override
    public void deliver(Map<String, String> env, String cwd, long deadlineEpochMillis, boolean soon) {
        if (!budget.deliver() || queue == null) {
            return; // SessionEnd: hand off; the agent or a later hook delivers
        }
        long until = Math.min(deadlineEpochMillis - 150, System.currentTimeMillis() + 700);
        if (until - System.currentTimeMillis() < 100) {
            return;
        }
        Delivery.flush(queue, env, cwd, Instant.ofEpochMilli(until));
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
