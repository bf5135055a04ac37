import { log } from "~/logging/log.server";

export type Method = "GET" | "POST" | "PATCH" | "PUT" | "DELETE";

/**
 * One line per failed upstream call (docs/reliability.md): no answer (`timeout`, `network`: the metric's outcomes), an
 * answer that is not the envelope (`malformed`, or `error` with the HTTP status), a 5xx, or data of the wrong shape.
 * The URL's query is left out: it may hold what a shopper typed.
 */
export function logFault(
  method: Method,
  url: string,
  reason: "timeout" | "network" | "malformed" | "error" | "wrong-shape",
  status?: number,
  issues?: unknown,
) {
  const path = url.startsWith("/") ? url : new URL(url).pathname;
  log({ level: "warn", msg: "upstream call failed", method, path, reason, status, issues });
}
