/**
 * Throughput and latency with autocannon at a fixed number of connections, every request with a shopper's browser
 * headers. Each target first gets a warm-up of a few hundred requests (JIT; not counted). Then the targets take turns
 * in short slices until each has had its full duration, so a change in the shared machine's background load falls on
 * all of them alike and their ratios stay fair.
 */
import autocannon from "autocannon";
import { percentile } from "./stats";
import { BROWSER_HEADERS } from "./user-agents";

export interface LoadSettings {
  connections: number;
  durationSec: number;
  warmupRequests: number;
  /** Turns the duration is cut into. */
  rounds: number;
}

export interface LoadResult {
  url: string;
  rps: number;
  /** Latency to the last byte, ms (2xx responses). */
  p50: number;
  p99: number;
  responses: number;
  /** Connection errors and timeouts. */
  errors: number;
  non2xx: number;
}

interface Tally {
  latencies: number[];
  responses: number;
  seconds: number;
  errors: number;
  non2xx: number;
}

/** Warms every target up, then measures them taking turns. */
export async function measureLoads<K extends string>(
  targets: Record<K, string>,
  settings: LoadSettings,
): Promise<Record<K, LoadResult>> {
  for (const url of Object.values<string>(targets)) await warmUp(url, settings);
  return measureTurns(targets, settings);
}

/** Measures targets already warmed up: `rounds` turns each, `durationSec` in all per target. */
export async function measureTurns<K extends string>(
  targets: Record<K, string>,
  settings: Omit<LoadSettings, "warmupRequests">,
): Promise<Record<K, LoadResult>> {
  const keys = Object.keys(targets) as K[];
  const tallies = new Map<K, Tally>(
    keys.map((key) => [key, { latencies: [], responses: 0, seconds: 0, errors: 0, non2xx: 0 }]),
  );
  const slice = settings.durationSec / settings.rounds;
  for (let round = 0; round < settings.rounds; round++) {
    // Each round starts with the next target, so none is always first after a pause.
    for (let i = 0; i < keys.length; i++) {
      const key = keys[(round + i) % keys.length];
      await runSlice(targets[key], settings.connections, slice, tallies.get(key)!);
    }
  }
  return Object.fromEntries(
    keys.map((key) => {
      const tally = tallies.get(key)!;
      const result: LoadResult = {
        url: targets[key],
        rps: tally.seconds > 0 ? tally.responses / tally.seconds : Number.NaN,
        p50: percentile(tally.latencies, 0.5),
        p99: percentile(tally.latencies, 0.99),
        responses: tally.responses,
        errors: tally.errors,
        non2xx: tally.non2xx,
      };
      return [key, result];
    }),
  ) as Record<K, LoadResult>;
}

/** Checks the URL serves a page, then sends it the warm-up requests (not counted anywhere). */
export async function warmUp(
  url: string,
  settings: Pick<LoadSettings, "connections" | "warmupRequests">,
): Promise<void> {
  await assertServesPage(url);
  await run({ url, connections: settings.connections, amount: settings.warmupRequests }, 120_000);
}

/** A target that redirects or fails would measure something else: it must answer 200 with HTML. */
async function assertServesPage(url: string): Promise<void> {
  const response = await fetch(url, {
    headers: BROWSER_HEADERS,
    redirect: "manual",
    signal: AbortSignal.timeout(30_000),
  });
  const body = await response.text();
  if (response.status !== 200 || !body.includes("<h1"))
    throw new Error(
      `${url} answered ${response.status}${body.includes("<h1") ? "" : " without a heading"}: not a page to measure`,
    );
}

async function runSlice(url: string, connections: number, seconds: number, tally: Tally): Promise<void> {
  const result = await run({ url, connections, duration: seconds }, (seconds + 60) * 1000, (status, ms) => {
    tally.responses++;
    if (status >= 200 && status < 300) tally.latencies.push(ms);
  });
  tally.seconds += result.duration;
  tally.errors += result.errors;
  tally.non2xx += result.non2xx;
}

/** One autocannon run, stopped (with what it has so far) if it outlives `maxMs`. */
function run(
  options: { url: string; connections: number; amount?: number; duration?: number },
  maxMs: number,
  onResponse?: (status: number, ms: number) => void,
): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      { ...options, headers: BROWSER_HEADERS, timeout: 10 },
      (error: unknown, result: autocannon.Result) => {
        clearTimeout(timer);
        if (error) reject(error instanceof Error ? error : new Error(String(error)));
        else resolve(result);
      },
    );
    if (onResponse) instance.on("response", (_client, status, _bytes, ms) => onResponse(status, ms));
    const timer = setTimeout(() => instance.stop(), maxMs);
  });
}
