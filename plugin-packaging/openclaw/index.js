// Albert memory for OpenClaw. Plain JavaScript, no build step, no dependencies.
//
// OpenClaw's agent-turn hooks are in-process callbacks, so this plugin is the bridge to albert-hook:
// before_prompt_build and agent_end each run `<hookCommand> openclaw <event>` with a JSON envelope on
// stdin (version 1, docs/hooks.md) and a hard timeout. before_prompt_build injects the recalled block
// as prependContext; agent_end only captures. Whatever goes wrong (no command, a crash, a timeout,
// garbage on stdout) the handler returns undefined: memory must never break or slow down the gateway
// beyond the timeout, and never throws into it.
import { spawn } from "node:child_process";

export const ENVELOPE_VERSION = 1;
const DEFAULT_TIMEOUT_MS = 4000;
const MAX_STDOUT = 1 << 20;
const MAX_TEXT = 100_000;

/** Runs albert-hook once; resolves to its stdout (string) or null on any failure. Never rejects. */
export function runHook(command, event, envelope, timeoutMs) {
  return new Promise((resolve) => {
    let settled = false;
    const done = (value) => {
      if (!settled) {
        settled = true;
        clearTimeout(timer);
        resolve(value);
      }
    };
    let child;
    const timer = setTimeout(() => {
      try {
        child?.kill("SIGKILL");
      } catch {
        // already gone
      }
      done(null);
    }, timeoutMs);
    try {
      child = spawn(command, ["openclaw", event], { stdio: ["pipe", "pipe", "ignore"], windowsHide: true });
    } catch {
      done(null);
      return;
    }
    const chunks = [];
    let size = 0;
    child.on("error", () => done(null));
    child.stdin.on("error", () => {}); // the hook may exit before reading everything
    child.stdout.on("data", (chunk) => {
      size += chunk.length;
      if (size <= MAX_STDOUT) {
        chunks.push(chunk);
      }
    });
    child.on("close", (code) => done(code === 0 && size <= MAX_STDOUT ? Buffer.concat(chunks).toString("utf8") : null));
    try {
      child.stdin.end(JSON.stringify(envelope));
    } catch {
      done(null);
    }
  });
}

function clip(text) {
  return typeof text === "string" && text.length > MAX_TEXT ? text.slice(0, MAX_TEXT) : text;
}

/** The text of a message: its string content, or its text parts joined. */
function textOf(message) {
  const content = message?.content;
  if (typeof content === "string") {
    return content;
  }
  if (Array.isArray(content)) {
    return content.filter((p) => p && p.type === "text" && typeof p.text === "string").map((p) => p.text).join("\n");
  }
  return "";
}

/** This run's messages: from the last user message on, as {role, content} with text only. */
export function runTail(messages) {
  if (!Array.isArray(messages)) {
    return [];
  }
  let start = 0;
  for (let i = messages.length - 1; i >= 0; i--) {
    if (messages[i]?.role === "user") {
      start = i;
      break;
    }
  }
  return messages.slice(start).map((m) => ({ role: String(m?.role ?? ""), content: clip(textOf(m)) }));
}

function common(event, ctx, name) {
  return {
    version: ENVELOPE_VERSION,
    host: "openclaw",
    event: name,
    agentId: ctx?.agentId ?? null,
    sessionKey: ctx?.sessionKey ?? null,
    sessionId: ctx?.sessionId ?? null,
    runId: ctx?.runId ?? event?.runId ?? null,
    workspaceDir: ctx?.workspaceDir ?? null,
    channel: ctx?.messageProvider ?? ctx?.channelId ?? null,
  };
}

/** The plugin's handlers, for a config ({hookCommand, timeoutMs}); exported for tests. */
export function handlers(config) {
  const command = typeof config?.hookCommand === "string" && config.hookCommand ? config.hookCommand : null;
  const timeoutMs = Number.isInteger(config?.timeoutMs) ? config.timeoutMs : DEFAULT_TIMEOUT_MS;
  const ended = new Set(); // agent_end can fire more than once per run

  async function beforePromptBuild(event, ctx) {
    try {
      if (!command) {
        return undefined;
      }
      const envelope = {
        ...common(event, ctx, "before_prompt_build"),
        prompt: clip(typeof event?.prompt === "string" ? event.prompt : null),
        currentUserMessage: clip(typeof event?.currentUserMessage === "string" ? event.currentUserMessage : null),
      };
      const out = await runHook(command, "before_prompt_build", envelope, timeoutMs);
      if (!out || !out.trim()) {
        return undefined;
      }
      const reply = JSON.parse(out);
      return reply && typeof reply.prependContext === "string" && reply.prependContext ? { prependContext: reply.prependContext } : undefined;
    } catch {
      return undefined;
    }
  }

  async function agentEnd(event, ctx) {
    try {
      if (!command) {
        return undefined;
      }
      const runId = ctx?.runId ?? event?.runId;
      if (runId) {
        if (ended.has(runId)) {
          return undefined;
        }
        ended.add(runId);
        if (ended.size > 1000) {
          ended.delete(ended.values().next().value);
        }
      }
      const envelope = {
        ...common(event, ctx, "agent_end"),
        success: event?.success === true,
        durationMs: Number.isFinite(event?.durationMs) ? event.durationMs : null,
        messages: runTail(event?.messages),
      };
      await runHook(command, "agent_end", envelope, timeoutMs);
    } catch {
      // nothing to tell the gateway
    }
    return undefined;
  }

  return { beforePromptBuild, agentEnd };
}

export default {
  id: "albert",
  name: "Albert memory",
  description: "Recalls Albert memory before each prompt and captures each run through albert-hook.",
  register(api) {
    try {
      const { beforePromptBuild, agentEnd } = handlers(api?.pluginConfig ?? {});
      api.on("before_prompt_build", beforePromptBuild);
      api.on("agent_end", agentEnd);
    } catch {
      // a plugin that cannot register must not stop the gateway
    }
  },
};
