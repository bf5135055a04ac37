/**
 * One autocannon run as its own process (the CLI with `--json`), so the load generator never shares an event loop
 * with the bench: run inside the bench's Node process, autocannon topped out near 500 req/s on a one-route Remix app
 * that serves 1,700+ when the generator runs apart (docs/performance.md, "An honest generator").
 */
import { spawn } from "node:child_process";
import { createRequire } from "node:module";
import { z } from "zod";
import { onCleanup } from "./cleanup";

const CLI = createRequire(import.meta.url).resolve("autocannon");

/** Latency percentiles autocannon reports (`p97_5` is the 97.5th), as [quantile 0…1, ms]. */
const PERCENTILE_KEYS = ["p1", "p2_5", "p10", "p25", "p50", "p75", "p90", "p97_5", "p99", "p99_9", "p99_99"] as const;

const ResultSchema = z.object({
  duration: z.number(),
  errors: z.number(),
  timeouts: z.number(),
  non2xx: z.number(),
  latency: z.object({ min: z.number(), max: z.number() }).and(z.record(z.string(), z.unknown())),
  requests: z.object({ total: z.number() }),
});

export interface AutocannonSummary {
  /** Seconds the run lasted. */
  seconds: number;
  /** Completed responses, whatever their status. */
  responses: number;
  /** Connection errors and timeouts. */
  errors: number;
  non2xx: number;
  /** The latency distribution (ms, to the last byte) by its reported points: [quantile, ms], from [0, min] to [1, max]. */
  latency: [number, number][];
}

export interface AutocannonRun {
  url: string;
  connections: number;
  headers: Record<string, string>;
  /** Either a number of requests or a duration in seconds. */
  amount?: number;
  durationSec?: number;
  /** The child is killed, and the run fails, when it outlives this. */
  maxMs: number;
}

export async function runAutocannon(run: AutocannonRun): Promise<AutocannonSummary> {
  const args = [CLI, "--json", "-n", "-c", String(run.connections), "-t", "10"];
  if (run.amount !== undefined) args.push("-a", String(run.amount));
  else args.push("-d", String(run.durationSec ?? 10));
  for (const [name, value] of Object.entries(run.headers)) args.push("-H", `${name}=${value}`);
  args.push(run.url);
  const stdout = await runChild(args, run.maxMs);
  const parsed = ResultSchema.safeParse(JSON.parse(stdout));
  if (!parsed.success) throw new Error(`autocannon's --json output for ${run.url}: ${parsed.error.message}`);
  const result = parsed.data;
  const points: [number, number][] = PERCENTILE_KEYS.map((key) => [
    Number(key.slice(1).replace("_", ".")) / 100,
    z.number().parse(result.latency[key]),
  ]);
  return {
    seconds: result.duration,
    responses: result.requests.total,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    latency: [[0, result.latency.min], ...points, [1, result.latency.max]],
  };
}

function runChild(args: string[], maxMs: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { stdio: ["ignore", "pipe", "pipe"] });
    const forget = onCleanup(async () => void child.kill("SIGKILL"));
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    child.stdout.on("data", (chunk: Buffer) => out.push(chunk));
    child.stderr.on("data", (chunk: Buffer) => err.push(chunk));
    const timer = setTimeout(() => child.kill("SIGKILL"), maxMs);
    child.on("error", reject);
    child.on("close", (code, signal) => {
      clearTimeout(timer);
      void forget();
      if (code === 0) resolve(Buffer.concat(out).toString("utf8"));
      else
        reject(
          new Error(
            `autocannon ${args.at(-1)} ended with ${signal ?? `code ${code}`}${signal ? ` after ${maxMs} ms` : ""}: ${Buffer.concat(err).toString("utf8").trim()}`,
          ),
        );
    });
  });
}
