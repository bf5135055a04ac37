import cluster from "node:cluster";
import { isMainThread } from "node:worker_threads";
import { readServerEnv } from "./env";
import { log } from "./log";
import { runPrimary } from "./primary";
import { runSingleProcess } from "./single";
import { runUpstreamThread } from "./upstream-thread";
import { runWorker } from "./worker";

/**
 * The storefront for operators. WEB_CONCURRENCY=1 (the default): one process (server/single.ts). More: a primary
 * (server/primary.ts) with that many workers (server/worker.ts) on one port, and its embedded upstream in a thread
 * (server/upstream-thread.ts). The Express app is server/app.ts.
 */
function main() {
  const env = readServerEnv();
  if (!isMainThread) return runUpstreamThread(env);
  if (cluster.isWorker) return runWorker(env);
  return env.WEB_CONCURRENCY > 1 ? runPrimary(env) : runSingleProcess(env);
}

main().catch((error: unknown) => {
  log({ level: "fatal", msg: "failed to start", error: error instanceof Error ? error.stack : String(error) });
  process.exit(1);
});
