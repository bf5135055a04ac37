import cluster, { type Worker } from "node:cluster";
import { once } from "node:events";
import type { Server } from "node:http";
import { createServer } from "node:net";
import type { ServerEnv } from "./env";
import { log } from "./log";
import { serveMetrics } from "./metrics/endpoint";
import { workerRestarts } from "./metrics/worker-restarts";
import { prepareStorefront } from "./prepare";
import { onStopSignal } from "./stop-signal";
import { keepSharedStateOf, primaryState } from "./worker-shared";
import { CONNECTION, STOP, WORKER_READY, workerEnv } from "./worker-settings";

/** A worker that dies on its own is replaced, but no more than this many times a minute: a crash loop stops the store. */
const MAX_RESTARTS = 5;
const RESTART_WINDOW_MS = 60_000;
/** After the workers' own shutdown timeout, this long more before the primary kills what is left. */
const KILL_GRACE_MS = 5_000;

/**
 * WEB_CONCURRENCY > 1: this process starts the embedded upstream and decides the session secret once, runs the workers
 * (server/worker.ts) and keeps their one-time claims and per-client limits (server/worker-shared.ts), replaces a
 * worker that dies, serves the workers' metrics added up, and listens on PORT itself, handing each connection to the
 * next worker. Listening here (not node:cluster's shared port) lets SIGTERM close the port at once, as the single
 * process does: node:cluster's primary keeps accepting until the last worker stops and then resets the connections it
 * has not handed out yet. Then every worker is told to drain (after the connections already sent to it), then the
 * upstream closes.
 */
export async function runPrimary(env: ServerEnv) {
  const upstream = await prepareStorefront(env);
  let stopping = false;
  let metrics: Server | undefined;
  const ready: Worker[] = [];
  const restarts: number[] = [];
  const shared = primaryState();
  const fork = () => {
    const worker = cluster.fork(workerEnv(upstream?.url));
    keepSharedStateOf(worker, shared);
    worker.on("message", (message: unknown) => {
      if (message === WORKER_READY) ready.push(worker);
    });
    return worker;
  };

  let turn = 0;
  const listener = createServer({ pauseOnConnect: true }, (socket) => {
    const worker = ready[turn++ % ready.length];
    if (!worker) return socket.destroy();
    worker.send(CONNECTION, socket, (error) => error && socket.destroy());
  });

  const stopAll = async () => {
    stopping = true;
    listener.close();
    const workers = Object.values(cluster.workers ?? {}).filter((w): w is Worker => w !== undefined);
    const exited = workers.map((worker) => new Promise((resolve) => worker.once("exit", resolve)));
    for (const worker of workers) if (worker.isConnected()) worker.send(STOP);
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
    const index = ready.indexOf(worker);
    if (index >= 0) ready.splice(index, 1);
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
    workerRestarts.inc();
    fork();
  });

  log({ level: "info", msg: "starting workers", workers: env.WEB_CONCURRENCY });
  const started = Array.from({ length: env.WEB_CONCURRENCY }, () => fork());
  await Promise.all(started.map((worker) => waitReady(worker)));
  listener.listen(env.PORT, env.HOST);
  await once(listener, "listening");
  const address = listener.address();
  const port = typeof address === "object" && address ? address.port : env.PORT;
  log({ level: "info", msg: "storefront listening", url: `http://localhost:${port}`, workers: ready.length });
  if (env.METRICS_PORT !== undefined)
    metrics = await serveMetrics({ port: env.METRICS_PORT, host: env.METRICS_HOST, cluster: true, log });
  onStopSignal(stopAll);
}

/** Until the worker says it answers connections; a worker that dies before is an error at start. */
function waitReady(worker: Worker): Promise<void> {
  return new Promise((resolve, reject) => {
    const onExit = (code: number) => reject(new Error(`a worker exited (${code}) before it was ready`));
    worker.once("exit", onExit);
    worker.on("message", (message: unknown) => {
      if (message !== WORKER_READY) return;
      worker.off("exit", onExit);
      resolve();
    });
  });
}
