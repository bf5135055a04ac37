import cluster from "node:cluster";
import { currentRequestId } from "./request-scope.server";

/** A cluster's worker names itself in each line (WEB_CONCURRENCY > 1); the single process's lines do not. */
const worker = cluster.isWorker ? { worker: process.pid } : {};

/**
 * The one way the store logs, server and app alike: one JSON object a line on stdout, with `time`, `level` (given by
 * the caller) and, while a request is served, its `requestId`.
 */
export function log(entry: Record<string, unknown>) {
  const requestId = currentRequestId();
  const line = { time: new Date().toISOString(), ...worker, ...(requestId ? { requestId } : {}), ...entry };
  process.stdout.write(`${JSON.stringify(line)}\n`);
}
