package dev.albert.hook;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Where the hook's log lines go, and when they must not bring a removed data folder back. */
class HookLogTest {
    @TempDir
    Path home;

    private Map<String, String> env() {
        return Map.of("HOME", home.toString());
    }

    private Path dataFolder() {
        return HookPaths.dataDirectory(env());
    }

    @Test
    void aHookCreatesItsLogFolderToSayWhatFailed() throws Exception {
        HookLog.write(env(), "hook failed: example");
        assertTrue(Files.readString(HookPaths.logFile(env())).contains("hook failed: example"));
    }

    @Test
    void aDeliveryRoundsLinesDoNotBringARemovedDataFolderBack() {
        // Delivery logs through write(); inside the agent's round the folder the user removed stays removed
        Map<String, String> unusable = Map.of("HOME", home.toString(), "ALBERT_PROFILE", "nowhere");
        HookLog.keepingRemovedDataFolder(() -> Delivery.config(unusable, "/"));
        HookLog.keepingRemovedDataFolder(() -> HookLog.write(env(), "delivery: example"));
        assertFalse(Files.exists(dataFolder()), "the round wrote the removed data folder back");
    }

    @Test
    void aRoundWritesItsLinesWhileTheDataFolderExists() throws Exception {
        Files.createDirectories(dataFolder());
        HookLog.keepingRemovedDataFolder(() -> HookLog.write(env(), "delivery: example"));
        assertTrue(Files.readString(HookPaths.logFile(env())).contains("delivery: example"));
    }

    @Test
    void theRoundsRuleEndsWithTheRound() throws Exception {
        HookLog.keepingRemovedDataFolder(() -> { });
        HookLog.write(env(), "hook failed: after a round");
        assertTrue(Files.readString(HookPaths.logFile(env())).contains("after a round"));
    }
}
