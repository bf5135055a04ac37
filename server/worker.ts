import { Socket } from "node:net";
import type { ServerEnv } from "./env";
import { log } from "./log";
import { serveStorefront } from "./serve";
import { onStopSignal } from "./stop-signal";
import { stateThroughPrimary } from "./worker-shared";
import { CONNECTION, embeddedUpstreamOfWorker, WORKER_READY } from "./worker-settings";

/**
 * A cluster's worker: answers the connections its primary hands it, with the primary's upstream and session secret
 * (inherited in its environment) and the one-time claims and per-client limits the primary keeps; on SIGTERM from
 * the primary it drains as the single process does, and exits.
 */
export async function runWorker(env: ServerEnv) {
  const storefront = await serveStorefront(env, embeddedUpstreamOfWorker(), false, stateThroughPrimary());
  process.on("message", (message: unknown, handle: unknown) => {
    if (message === CONNECTION && handle instanceof Socket) storefront.answer(handle);
  });
  onStopSignal(() => storefront.stop());
  process.send?.(WORKER_READY);
  log({ level: "info", msg: "worker ready" });
}
