import { Socket } from "node:net";
import type { ServerEnv } from "./env";
import { log } from "./log";
import { serveStorefront } from "./serve";
import { stopOnce } from "./stop-signal";
import { stateThroughPrimary } from "./worker-shared";
import { CONNECTION, embeddedUpstreamOfWorker, STOP, WORKER_READY } from "./worker-settings";

/**
 * A cluster's worker: answers the connections its primary hands it, with the primary's upstream and session secret
 * (inherited in its environment) and the one-time claims and per-client limits the primary keeps. It drains as the
 * single process does, and exits, when the primary says STOP (node:cluster ends a worker whose primary is gone). A stop signal of its own (a terminal's
 * Ctrl-C reaches the whole process group) is left to the primary: stopping on it could drop a connection the primary
 * is handing over at that moment.
 */
export async function runWorker(env: ServerEnv) {
  const started = serveStorefront(env, embeddedUpstreamOfWorker(), false, stateThroughPrimary());
  // Listening from the start: a STOP sent while this worker starts is not lost.
  const shutdown = stopOnce(async () => (await started).stop());
  process.on("message", (message: unknown) => {
    if (message === STOP) shutdown("primary");
  });
  for (const signal of ["SIGTERM", "SIGINT"] as const)
    process.on(signal, () => log({ level: "info", msg: "stop signal left to the primary", signal }));
  const storefront = await started;
  process.on("message", (message: unknown, handle: unknown) => {
    if (message === CONNECTION && handle instanceof Socket) storefront.answer(handle);
  });
  process.send?.(WORKER_READY);
  log({ level: "info", msg: "worker ready" });
}
