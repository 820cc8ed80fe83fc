// node --test test/ : the plugin's failure handling with real child processes (no OpenClaw needed).
import { after, test } from "node:test";
import assert from "node:assert/strict";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import plugin, { handlers, runTail } from "../index.js";

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "albert-openclaw-"));
after(() => fs.rmSync(dir, { recursive: true, force: true })); // every run made one; none was removed

function script(name, body) {
  const file = path.join(dir, name);
  fs.writeFileSync(file, "#!/bin/sh\n" + body + "\n", { mode: 0o755 });
  return file;
}

const ctx = { agentId: "main", sessionKey: "agent:main:main", sessionId: "s-1", runId: "r-1", workspaceDir: "/tmp/ws" };

test("recall: the block albert-hook prints becomes prependContext, and the envelope carries the turn", async () => {
  const seen = path.join(dir, "seen.json");
  const hook = script("recall.sh", `cat > '${seen}'; printf '%s' '{"prependContext":"<albert-memory>Müller 日本</albert-memory>"}'`);
  const { beforePromptBuild } = handlers({ hookCommand: hook, timeoutMs: 10000 });
  const result = await beforePromptBuild({ prompt: "[env] what did we decide?", currentUserMessage: "what did we decide?" }, ctx);
  assert.deepEqual(result, { prependContext: "<albert-memory>Müller 日本</albert-memory>" });
  const envelope = JSON.parse(fs.readFileSync(seen, "utf8"));
  assert.equal(envelope.version, 1);
  assert.equal(envelope.host, "openclaw");
  assert.equal(envelope.event, "before_prompt_build");
  assert.equal(envelope.sessionKey, "agent:main:main");
  assert.equal(envelope.runId, "r-1");
  assert.equal(envelope.currentUserMessage, "what did we decide?");
});

test("a failing, silent, garbage-printing or missing hook gives undefined", async () => {
  for (const hook of [
    script("fail.sh", "cat >/dev/null; echo '{\"prependContext\":\"x\"}'; exit 3"),
    script("silent.sh", "cat >/dev/null"),
    script("garbage.sh", "cat >/dev/null; echo 'not json'"),
    script("wrongshape.sh", "cat >/dev/null; echo '{\"systemPrompt\":\"take over\"}'"),
    path.join(dir, "does-not-exist"),
  ]) {
    const { beforePromptBuild } = handlers({ hookCommand: hook, timeoutMs: 10000 });
    assert.equal(await beforePromptBuild({ prompt: "p" }, ctx), undefined, hook);
  }
});

test("a hook that hangs is killed at the timeout and gives undefined", async () => {
  const hook = script("hang.sh", "exec sleep 30");
  const { beforePromptBuild } = handlers({ hookCommand: hook, timeoutMs: 300 });
  const started = Date.now();
  assert.equal(await beforePromptBuild({ prompt: "p" }, ctx), undefined);
  assert.ok(Date.now() - started < 25000, "the timeout did not end the wait");
});

test("no hookCommand configured: nothing runs, nothing is returned", async () => {
  const { beforePromptBuild, agentEnd } = handlers({});
  assert.equal(await beforePromptBuild({ prompt: "p" }, ctx), undefined);
  assert.equal(await agentEnd({ success: true, messages: [] }, ctx), undefined);
});

test("agent_end sends this run's messages once per runId and returns undefined", async () => {
  const log = path.join(dir, "ends.log");
  const hook = script("end.sh", `cat >> '${log}'; echo >> '${log}'`);
  const { agentEnd } = handlers({ hookCommand: hook, timeoutMs: 10000 });
  const event = {
    success: true,
    messages: [
      { role: "user", content: "earlier" },
      { role: "assistant", content: [{ type: "text", text: "earlier answer" }] },
      { role: "user", content: [{ type: "text", text: "now" }] },
      { role: "assistant", content: [{ type: "text", text: "Done." }] },
    ],
  };
  assert.equal(await agentEnd(event, { ...ctx, runId: "r-end" }), undefined);
  assert.equal(await agentEnd(event, { ...ctx, runId: "r-end" }), undefined);
  const lines = fs.readFileSync(log, "utf8").trim().split("\n");
  assert.equal(lines.length, 1);
  const envelope = JSON.parse(lines[0]);
  assert.equal(envelope.event, "agent_end");
  assert.equal(envelope.success, true);
  assert.deepEqual(envelope.messages, [{ role: "user", content: "now" }, { role: "assistant", content: "Done." }]);
});

test("register never throws, even with a broken api", () => {
  assert.doesNotThrow(() => plugin.register(undefined));
  assert.doesNotThrow(() => plugin.register({ pluginConfig: null, on() { throw new Error("boom"); } }));
  const hooks = {};
  plugin.register({ pluginConfig: { hookCommand: "/bin/true" }, on(name, fn) { hooks[name] = fn; } });
  assert.deepEqual(Object.keys(hooks).sort(), ["agent_end", "before_prompt_build"]);
});

test("runTail keeps the messages from the last user message on", () => {
  assert.deepEqual(runTail([{ role: "user", content: "a" }, { role: "assistant", content: "b" }]), [
    { role: "user", content: "a" },
    { role: "assistant", content: "b" },
  ]);
  assert.deepEqual(runTail(null), []);
});
