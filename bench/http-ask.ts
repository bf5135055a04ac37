import http from "node:http";
import { z } from "zod";

/** A figure in a child's JSON result: NaN travels as null (JSON has no NaN) and comes back as NaN. */
export const Figure = z.union([z.number(), z.null()]).transform((value) => value ?? Number.NaN);

export type BenchRequest = { method: string; path: string; headers: Record<string, string>; body?: string };
export type BenchAnswer = { status: number; retryAfter: number | undefined; setCookie: string[]; ms: number };

const TIMEOUT_MS = 10_000;

/**
 * One request of a load generator's visitor: the answer read to its end (a browser's would be), not decoded, with its
 * status, Retry-After, cookies and time. Rejects on a network error or after 10 s of silence.
 */
export function ask(agent: http.Agent, origin: URL, wanted: BenchRequest): Promise<BenchAnswer> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        agent,
        host: origin.hostname,
        port: origin.port,
        method: wanted.method,
        path: wanted.path,
        headers: { ...wanted.headers, ...(wanted.body && { "content-length": Buffer.byteLength(wanted.body) }) },
        timeout: TIMEOUT_MS,
      },
      (response) => {
        response.resume();
        response.once("end", () => {
          const header = Number(response.headers["retry-after"]);
          resolve({
            status: response.statusCode ?? 0,
            retryAfter: Number.isFinite(header) && header >= 0 ? header : undefined,
            setCookie: response.headers["set-cookie"] ?? [],
            ms: performance.now() - started,
          });
        });
        response.once("error", reject);
      },
    );
    request.once("timeout", () => request.destroy(new Error("timeout")));
    request.once("error", reject);
    request.end(wanted.body);
  });
}
