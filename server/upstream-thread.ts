import { parentPort, Worker } from "node:worker_threads";
import { z } from "zod";
import type { ServerEnv } from "./env";
import { startUpstream } from "./upstream/index";
import { embeddedUpstreamOptions, type EmbeddedUpstream } from "./upstream-options";

/**
 * The embedded upstream runs in a thread of its own, as a real one runs on another machine: its SQLite calls are
 * synchronous and would otherwise hold up the event loop that renders pages (the section page: 58 → 65 req/s, the
 * product page 73 → 83, docs/performance.md) or, in a cluster's primary, hands out connections and, on SIGTERM, must
 * close the port at once after the last worker.
 */
const Started = z.object({ url: z.string().url() });

/** Starts the thread (this same script, server/index.ts) and resolves once its upstream listens. */
export function startUpstreamThread(): Promise<EmbeddedUpstream> {
  const script = process.argv[1];
  if (!script) throw new Error("no entry script to start the upstream's thread with");
  const thread = new Worker(script);
  const exited = new Promise<void>((resolve) => thread.once("exit", () => resolve()));
  return new Promise((resolve, reject) => {
    thread.once("error", reject);
    thread.once("exit", (code) => reject(new Error(`the upstream's thread exited (${code}) before it started`)));
    thread.once("message", (message: unknown) => {
      const { url } = Started.parse(message);
      resolve({
        url,
        close: () => {
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
  port.once("message", () => void upstream.close().then(() => port.close()));
}
