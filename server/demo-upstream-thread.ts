import { parentPort, Worker } from "node:worker_threads";
import { z } from "zod";
import type { ServerEnv } from "./env";
import { log } from "./log";
import { stopTracing } from "./tracing";
import { startUpstream } from "./demo-upstream/index";
import { embeddedUpstreamOptions, type EmbeddedUpstream } from "./demo-upstream-options";

/**
 * The embedded upstream runs in a thread of its own, as a real one runs on another machine: its SQLite calls are
 * synchronous and would otherwise hold up the event loop that renders pages (the section page: 58 → 65 req/s, the
 * product page 73 → 83, docs/performance.md) or, in a cluster's primary, hands out connections and, on SIGTERM, must
 * close the port at once after the last worker.
 */
const Started = z.object({ url: z.string().url() });

/**
 * Starts the thread (this same script, server/index.ts) and resolves once its upstream listens. Should the thread die
 * later unasked (an error its code did not catch), the process stops with exit 1, as it did when the upstream shared
 * its thread: a store whose upstream is gone would only answer error pages, and its supervisor would not know.
 */
export function startUpstreamThread(): Promise<EmbeddedUpstream> {
  const script = process.argv[1];
  if (!script) throw new Error("no entry script to start the upstream's thread with");
  const thread = new Worker(script);
  let started = false;
  let closing = false;
  const exited = new Promise<void>((resolve) => thread.once("exit", () => resolve()));
  return new Promise((resolve, reject) => {
    thread.on("error", (error) => {
      if (!started) return reject(error);
      log({ level: "fatal", msg: "the embedded upstream failed", error: error.message, stack: error.stack });
    });
    thread.once("exit", (code) => {
      if (!started) return reject(new Error(`the upstream's thread exited (${code}) before it started`));
      if (closing) return;
      log({ level: "fatal", msg: `the embedded upstream's thread exited (${code}): the store stops` });
      process.exit(1);
    });
    thread.once("message", (message: unknown) => {
      const { url } = Started.parse(message);
      started = true;
      resolve({
        url,
        close: () => {
          closing = true;
          thread.postMessage("close");
          return exited;
        },
      });
    });
  });
}

/** In the thread: the upstream, until the primary says close. */
export async function runUpstreamThread(env: ServerEnv) {
  const port = parentPort;
  if (!port) throw new Error("not a thread");
  const upstream = await startUpstream(embeddedUpstreamOptions(env));
  port.postMessage({ url: upstream.url } satisfies z.infer<typeof Started>);
  port.once("message", () => {
    void upstream
      .close()
      .finally(stopTracing)
      .then(() => port.close());
  });
}
