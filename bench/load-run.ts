/**
 * `npm run bench:load`: the production server (`npm run build`, or the existing build with BENCH_BUILD=0) under 100
 * connections of guests browsing and adding to their baskets (bench/load-mix.ts) for 60 s, then a 5-minute soak of the
 * same traffic with the server's memory sampled every 30 s after a full garbage collection. Prints req/s, p50/p99,
 * connection errors and answers other than 2xx/3xx (target: 0), the memory before and after and its trend (target: no
 * growth). Under overload the store sheds page requests with 503 (server/http/overload.ts): the p99 of the answers
 * served (2xx, 3xx) is printed apart, with the share shed and the p99 of the 503s. The load generator is its own
 * process (bench/load-generator.ts). Last, as many shoppers who honour the 503's Retry-After (bench/shoppers.ts) play
 * the same visits for a minute: what shedding means to a shopper. LOAD_SECONDS, SOAK_SECONDS, SOAK_SAMPLE_SECONDS,
 * SHOPPER_SECONDS and LOAD_CONNECTIONS change the run; BENCH_PORT the ports (it and the next one); OVERLOAD_DELAY_MS, OVERLOAD_POST_DELAY_MS, OVERLOAD_MAX_IN_FLIGHT and OVERLOAD_TARGET_MS reach the server (0:
 * no shedding, the control). A benchmark, not a test: it fails only when it cannot measure. One greedy client against
 * shoppers (fair shedding) is its own run: `npm run bench:greedy` (bench/greedy-run.ts).
 */
import { loadavg } from "node:os";
import { z } from "zod";
import { runCommand } from "./cleanup";
import { count, fixed, pct } from "./format";
import { GROWTH, isGrowing, memoryTrend, startProbedStore, type MemorySample } from "./load-memory";
import { type MixResult, runMixProcess, runMixSampling } from "./load-mix";
import { describeMachine } from "./machine";
import { assertUserAgentPaths } from "./user-agents";
import { progressLog } from "./progress";
import { MAX_TRIES, runShoppersProcess, type ShopperResult } from "./shoppers";

const seconds = (fallback: number) => z.coerce.number().int().min(1).max(3600).default(fallback);
const Settings = z.object({
  LOAD_CONNECTIONS: z.coerce.number().int().min(1).max(1000).default(100),
  LOAD_SECONDS: seconds(60),
  SOAK_SECONDS: seconds(300),
  SOAK_SAMPLE_SECONDS: seconds(30),
  SHOPPER_SECONDS: seconds(60),
  BENCH_BUILD: z.enum(["0", "1"]).optional(),
  BENCH_PORT: z.coerce.number().int().min(1024).max(65_000).default(3200),
  OVERLOAD_DELAY_MS: z.string().optional(),
  OVERLOAD_POST_DELAY_MS: z.string().optional(),
  OVERLOAD_MAX_IN_FLIGHT: z.string().optional(),
  OVERLOAD_TARGET_MS: z.string().optional(),
});

const MB = 1024 * 1024;
const WARMUP_REQUESTS = 400;
const IDLE_WAIT_MS = 15_000;

/**
 * The server's answers above 3xx by status and path (query left out), server errors first, then by count; requests
 * the client gave up on (its 10 s timeout, the end of a run) are counted apart.
 */
function failedRequests(log: string): string[] {
  const tally = new Map<string, number>();
  for (const line of log.split("\n")) {
    if (!line.includes('"msg":"request"') || !line.includes('"aborted"')) continue;
    const entry = JSON.parse(line) as { method: string; path: string; status: number; aborted: boolean };
    if (entry.status < 400 && !entry.aborted) continue;
    const key = `${entry.aborted ? "aborted by the client" : entry.status} ${entry.method} ${entry.path.split("?")[0]}`;
    tally.set(key, (tally.get(key) ?? 0) + 1);
  }
  const rank = (key: string) => (key.startsWith("5") ? 0 : key.startsWith("aborted") ? 2 : 1);
  return [...tally].sort((x, y) => rank(x[0]) - rank(y[0]) || y[1] - x[1]).map(([key, n]) => `${n} × ${key}`);
}

async function main(): Promise<void> {
  const settings = Settings.parse(process.env);
  assertUserAgentPaths();
  const machine = describeMachine();
  const step = progressLog();

  const { store, catalogue, sample } = await startProbedStore({
    name: "load",
    port: settings.BENCH_PORT,
    build: settings.BENCH_BUILD !== "0",
    warmupRequests: WARMUP_REQUESTS,
    step,
  });
  const before = await sample();

  step(`load: ${settings.LOAD_CONNECTIONS} connections for ${settings.LOAD_SECONDS} s`);
  const load = await runMixProcess(store.origin, catalogue, {
    connections: settings.LOAD_CONNECTIONS,
    seconds: settings.LOAD_SECONDS,
  });

  step(`soak: ${settings.SOAK_SECONDS} s more, memory every ${settings.SOAK_SAMPLE_SECONDS} s`);
  const first = await sample();
  const { result: soak, samples: during } = await runMixSampling(
    store.origin,
    catalogue,
    { connections: settings.LOAD_CONNECTIONS, seconds: settings.SOAK_SECONDS },
    settings.SOAK_SAMPLE_SECONDS,
    sample,
  );
  const samples: MemorySample[] = [first, ...during];
  samples.push(await sample());
  // Requests the load gave up on (timeouts) may still be running: the idle figure comes once they are done.
  await new Promise((resolve) => setTimeout(resolve, IDLE_WAIT_MS));
  const after = await sample();
  const failures = failedRequests(await store.log());

  step(`shoppers: ${settings.LOAD_CONNECTIONS} who wait Retry-After, for ${settings.SHOPPER_SECONDS} s`);
  const shoppers = await runShoppersProcess(store.origin, catalogue, {
    shoppers: settings.LOAD_CONNECTIONS,
    seconds: settings.SHOPPER_SECONDS,
  });
  await store.stop();

  console.log(report({ settings, machine, load, soak, before, samples, after, failures, shoppers }));
}

function report(run: {
  settings: z.infer<typeof Settings>;
  machine: ReturnType<typeof describeMachine>;
  load: MixResult;
  soak: MixResult;
  before: MemorySample;
  samples: MemorySample[];
  after: MemorySample;
  failures: string[];
  shoppers: ShopperResult;
}): string {
  const { settings, machine: m, load, soak, before, samples, after } = run;
  const trend = memoryTrend(samples);
  const mb = (bytes: number) => fixed(bytes / MB, 1);
  const t0 = samples[0].time;
  return [
    `### ${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC · ${m.commit}`,
    "",
    `Machine: ${m.cpu} × ${m.cores}, Node ${m.node}, ${m.os}; load and server share it; load average ${fixed(m.loadAverage, 2)} at the start, ${fixed(loadavg()[0], 2)} at the end. ${settings.LOAD_CONNECTIONS} connections of guests' visits (bench/load-mix.ts: 1 request in 8 a basket add), generated by autocannon in its own process. Shedding (server/http/overload.ts): ${shedding(settings)}.`,
    "",
    "| run | s | requests | basket adds | req/s | p50 ms | p99 ms | served p50 ms | served p99 ms | shed (503) | shed p99 ms | posts shed | errors (timeouts) | 4xx / 5xx |",
    "|---|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|",
    mixRow("load", load),
    mixRow("soak", soak),
    "",
    "| memory after GC | RSS MB | heap used MB | heap total MB | external MB |",
    "|---|--:|--:|--:|--:|",
    `| before the load | ${mb(before.rss)} | ${mb(before.heapUsed)} | ${mb(before.heapTotal)} | ${mb(before.external)} |`,
    ...samples.map(
      (s, i) =>
        `| soak ${i === samples.length - 1 ? "end" : `+${fixed((s.time - t0) / 1000, 0)} s`} | ${mb(s.rss)} | ${mb(s.heapUsed)} | ${mb(s.heapTotal)} | ${mb(s.external)} |`,
    ),
    `| idle, ${IDLE_WAIT_MS / 1000} s after the soak | ${mb(after.rss)} | ${mb(after.heapUsed)} | ${mb(after.heapTotal)} | ${mb(after.external)} |`,
    "",
    `Trend over the soak (least squares, ${samples.length} samples): heap ${signed(trend.heapMbPerMin)} MB/min (r² ${fixed(trend.heapR2, 2)}, ${pct(trend.heapGrowthShare)} of the first sample over the soak), RSS ${signed(trend.rssMbPerMin)} MB/min; heap ${mb(before.heapUsed)} → ${mb(after.heapUsed)} MB idle before the load and idle after the soak.`,
    `Verdict: ${isGrowing(trend) ? "**the heap grows**" : "no growth trend"} (growth means a line adding ≥ ${pct(GROWTH.share)} that explains r² ≥ ${GROWTH.r2}).`,
    `Answers above 3xx or cut off, from the server's log: ${run.failures.length === 0 ? "none" : run.failures.slice(0, 10).join("; ")}.`,
    "",
    shopperReport(run.shoppers),
  ].join("\n");
}

/** The server's shedding settings as the run gave them (0: off), its defaults otherwise. */
function shedding(settings: z.infer<typeof Settings>): string {
  type Name = "OVERLOAD_DELAY_MS" | "OVERLOAD_POST_DELAY_MS" | "OVERLOAD_MAX_IN_FLIGHT" | "OVERLOAD_TARGET_MS";
  const given = (name: Name, fallback: string) => `${name}=${settings[name] ?? `${fallback} (default)`}`;
  return [
    given("OVERLOAD_DELAY_MS", "500"),
    given("OVERLOAD_POST_DELAY_MS", "3×"),
    given("OVERLOAD_MAX_IN_FLIGHT", "64"),
    given("OVERLOAD_TARGET_MS", "500"),
  ].join(", ");
}

/** What the same number of shoppers who honour Retry-After got (bench/shoppers.ts). */
function shopperReport(r: ShopperResult): string {
  return [
    `Then ${r.shoppers} shoppers who wait as a 503's Retry-After says and ask again (at most ${MAX_TRIES} tries a page, then the visit is given up), for ${fixed(r.seconds, 0)} s:`,
    "",
    "| pages served | served/s | answer p50 ms | answer p99 ms | page p50 ms (waits included) | page p99 ms | served after a refusal | refusals | visits done | visits given up | errors | other 4xx/5xx |",
    "|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|",
    `| ${count(r.served)} | ${fixed(r.servedPerSecond, 0)} | ${fixed(r.answerP50, 0)} | ${fixed(r.answerP99, 0)} | ${fixed(r.pageP50, 0)} | **${fixed(r.pageP99, 0)}** | ${count(r.servedAfterRefusal)} (${pct(r.served > 0 ? r.servedAfterRefusal / r.served : Number.NaN)}) | ${count(r.refusals)} | ${count(r.visitsDone)} | ${count(r.visitsGivenUp)} | ${r.errors}${
      r.errors > 0
        ? ` (${Object.entries(r.errorKinds)
            .map(([kind, n]) => `${n} × ${kind}`)
            .join(", ")})`
        : ""
    } | ${r.failed} |`,
  ].join("\n");
}

const signed = (value: number) => `${value >= 0 ? "+" : ""}${fixed(value, 2)}`;

function mixRow(name: string, r: MixResult): string {
  const shedShare = pct(r.requests > 0 ? r.shed / r.requests : Number.NaN);
  return `| ${name} | ${fixed(r.seconds, 0)} | ${count(r.requests)} | ${count(r.basketAdds)} | ${fixed(r.rps, 0)} | ${fixed(r.p50, 0)} | ${fixed(r.p99, 0)} | ${fixed(r.servedP50, 0)} | **${fixed(r.servedP99, 0)}** | ${count(r.shed)} (${shedShare}) | ${fixed(r.shedP99, 0)} | ${r.shedPosts} | ${r.errors} (${r.timeouts}) | ${r.byClass["4xx"]} / ${r.byClass["5xx"]} |`;
}

runCommand(main);
