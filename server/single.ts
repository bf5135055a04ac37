import type { ServerEnv } from "./env";
import { log } from "./log";
import { serveMetrics } from "./metrics/endpoint";
import { prepareStorefront } from "./prepare";
import { serveStorefront } from "./serve";
import { onStopSignal } from "./stop-signal";

/** WEB_CONCURRENCY=1: one process serves, with its embedded upstream and its own metrics. */
export async function runSingleProcess(env: ServerEnv) {
  const upstream = await prepareStorefront(env);
  const storefront = await serveStorefront(env, upstream?.url, true);
  const metrics =
    env.METRICS_PORT === undefined
      ? undefined
      : await serveMetrics({ port: env.METRICS_PORT, host: env.METRICS_HOST, cluster: false, log });
  // Graceful shutdown: stop accepting, let in-flight requests finish, then close the upstream.
  onStopSignal(async () => {
    await storefront.stop();
    metrics?.close();
    await upstream?.close();
  });
}
