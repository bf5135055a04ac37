import cluster from "node:cluster";
import { isMainThread } from "node:worker_threads";
import { readServerEnv } from "./env";
import { log } from "./log";
import { runPrimary } from "./primary";
import { runSingleProcess } from "./single";
import { startTracing } from "./tracing";
import { runUpstreamThread } from "./demo-upstream-thread";
import { runWorker } from "./worker";

/**
 * The storefront for operators. WEB_CONCURRENCY=1 (the default): one process (server/single.ts). More: a primary
 * (server/primary.ts) with that many workers (server/worker.ts) on one port, and its embedded upstream in a thread
 * (server/demo-upstream-thread.ts). The Express app is server/app.ts.
 */
async function main() {
  const env = readServerEnv();
  // Before any server listens (off, and nothing loaded, without OTEL_EXPORTER_OTLP_ENDPOINT: server/tracing.ts).
  await startTracing(isMainThread ? "storefront" : "upstream", log);
  if (!isMainThread) return runUpstreamThread(env);
  if (cluster.isWorker) return runWorker(env);
  return env.WEB_CONCURRENCY > 1 ? runPrimary(env) : runSingleProcess(env);
}

main().catch((error: unknown) => {
  log({ level: "fatal", msg: "failed to start", error: error instanceof Error ? error.stack : String(error) });
  process.exit(1);
});
