import cluster, { type Worker } from "node:cluster";
import type { Server } from "node:http";
import type { ServerEnv } from "./env";
import { log } from "./log";
import { serveMetrics } from "./metrics/endpoint";
import { prepareStorefront } from "./prepare";
import { onStopSignal } from "./stop-signal";
import { workerEnv } from "./worker-settings";

/** A worker that dies on its own is replaced, but no more than this many times a minute: a crash loop stops the store. */
const MAX_RESTARTS = 5;
const RESTART_WINDOW_MS = 60_000;
/** After the workers' own shutdown timeout, this long more before the primary kills what is left. */
const KILL_GRACE_MS = 5_000;

/**
 * WEB_CONCURRENCY > 1: this process starts the embedded upstream and decides the session secret once, then runs the
 * workers (server/worker.ts) that share PORT, replaces a worker that dies, serves the workers' metrics aggregated,
 * and on SIGTERM drains every worker before closing the upstream.
 */
export async function runPrimary(env: ServerEnv) {
  const upstream = await prepareStorefront(env);
  let stopping = false;
  let metrics: Server | undefined;
  const restarts: number[] = [];
  const fork = () => cluster.fork(workerEnv(upstream?.url));

  const stopAll = async () => {
    stopping = true;
    const workers = Object.values(cluster.workers ?? {}).filter((w): w is Worker => w !== undefined);
    const exited = workers.map((worker) => new Promise((resolve) => worker.once("exit", resolve)));
    for (const worker of workers) worker.process.kill("SIGTERM");
    const kill = setTimeout(() => {
      log({ level: "warn", msg: "workers did not stop in time; killing them" });
      for (const worker of workers) worker.process.kill("SIGKILL");
    }, env.SHUTDOWN_TIMEOUT_MS + KILL_GRACE_MS);
    await Promise.all(exited);
    clearTimeout(kill);
    metrics?.close();
    await upstream?.close();
  };

  cluster.on("exit", (worker, code, signal) => {
    if (stopping) return;
    log({ level: "error", msg: "worker died", pid: worker.process.pid, code, signal });
    const now = Date.now();
    while (restarts.length > 0 && restarts[0]! < now - RESTART_WINDOW_MS) restarts.shift();
    if (restarts.length >= MAX_RESTARTS) {
      log({ level: "fatal", msg: `workers died ${MAX_RESTARTS + 1} times within a minute; stopping` });
      void stopAll().finally(() => process.exit(1));
      return;
    }
    restarts.push(now);
    fork();
  });

  log({ level: "info", msg: "starting workers", workers: env.WEB_CONCURRENCY });
  for (let i = 0; i < env.WEB_CONCURRENCY; i++) fork();
  if (env.METRICS_PORT !== undefined)
    metrics = await serveMetrics({ port: env.METRICS_PORT, host: env.METRICS_HOST, cluster: true, log });
  onStopSignal(stopAll);
}
