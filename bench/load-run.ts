/**
 * `npm run bench:load`: the production server (`npm run build`, or the existing build with BENCH_BUILD=0), its load
 * shedding on (server/http/overload.ts), under LOAD_CONNECTIONS (100) connections of guests browsing and adding to
 * their baskets (bench/load-mix.ts) for LOAD_SECONDS (60; 10 with BENCH_QUICK=1). The load generator is autocannon in
 * its own process (bench/load-generator.ts); the control — the same generator, every request `/healthz` — runs first
 * and must make several times the mix's req/s, or the generator was the limit. Prints req/s (and its share of the
 * control's), p50/p99 of every answer and of the answers served (2xx, 3xx), the share shed (503), connection errors
 * and answers other than 2xx/3xx (target: 0), the server's answers above 3xx from its log, and its memory after a full
 * garbage collection before the load and idle after it (bench/memory-probe.cjs), as a ratio. Saves the run as JSON
 * (bench/report.ts; BENCH_SAVE=0 only prints). OVERLOAD_DELAY_MS, OVERLOAD_POST_DELAY_MS, OVERLOAD_MAX_IN_FLIGHT and
 * OVERLOAD_TARGET_MS reach the server (0: no shedding); BENCH_PORT moves the ports (it and the next one). A benchmark,
 * not a test: it fails only when it cannot measure.
 */
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { loadavg, tmpdir } from "node:os";
import path from "node:path";
import { z } from "zod";
import { buildStore } from "./build";
import { readCatalogue } from "./catalogue";
import { onCleanup, runCommand } from "./cleanup";
import { count, fixed, pct } from "./format";
import { CONTROL_PATH, type MixResult, runMixProcess } from "./load-mix";
import { describeMachine, type Machine } from "./machine";
import { progressLog } from "./progress";
import { saveRun } from "./report";
import { startStore } from "./server";
import { readSettings } from "./settings";
import { ratio } from "./stats";
import { assertUserAgentPaths } from "./user-agents";

const seconds = z.coerce.number().int().min(1).max(3600);
const Settings = z.object({
  LOAD_CONNECTIONS: z.coerce.number().int().min(1).max(1000).default(100),
  LOAD_SECONDS: seconds.optional(),
  OVERLOAD_DELAY_MS: z.string().optional(),
  OVERLOAD_POST_DELAY_MS: z.string().optional(),
  OVERLOAD_MAX_IN_FLIGHT: z.string().optional(),
  OVERLOAD_TARGET_MS: z.string().optional(),
});
type Settings = z.infer<typeof Settings>;

const MB = 1024 * 1024;
const WARMUP_REQUESTS = 400;
/** The control's duration at most: it only has to show the generator's room. */
const CONTROL_SECONDS = 10;
/** Requests the load gave up on (timeouts) may still be running: the idle figure comes once they are done. */
const IDLE_WAIT_MS = 15_000;
/** The control's req/s over the mix's: below this, the generator may have been the limit. */
const CONTROL_FACTOR = 3;
const MEMORY_PROBE = path.resolve("bench/memory-probe.cjs");

const MemorySample = z.object({ time: z.number(), rss: z.number(), heapUsed: z.number() });
type MemorySample = z.infer<typeof MemorySample>;

interface LoadRun {
  date: Date;
  machine: Machine;
  loadAverageEnd: number;
  connections: number;
  shedding: string;
  control: MixResult;
  load: MixResult;
  before: MemorySample;
  after: MemorySample;
  failures: string[];
}

async function main(): Promise<void> {
  const settings = Settings.parse(process.env);
  const bench = readSettings();
  const loadSeconds = settings.LOAD_SECONDS ?? (bench.quick ? 10 : 60);
  const connections = settings.LOAD_CONNECTIONS;
  assertUserAgentPaths();
  const date = new Date();
  const machine = describeMachine();
  const step = progressLog();

  if (bench.build) {
    step("building the store (npm run build)");
    await buildStore();
  }
  const dir = await mkdtemp(path.join(tmpdir(), "storefront-bench-load-"));
  onCleanup(() => rm(dir, { recursive: true, force: true }));
  const memoryFile = path.join(dir, "memory.jsonl");
  step(`starting the production server with its embedded upstream (${bench.smallSeed} products), shedding on`);
  const store = await startStore({
    name: "load",
    port: bench.ports.store,
    seedProducts: bench.smallSeed,
    nodeArgs: ["--expose-gc", "--require", MEMORY_PROBE],
    env: { BENCH_MEMORY_FILE: memoryFile },
    shedding: true,
  });
  const catalogue = await readCatalogue(store.upstreamOrigin, 20);
  step(`warm-up: ${WARMUP_REQUESTS} requests of the mix`);
  await runMixProcess(store.origin, catalogue, { connections: 10, amount: WARMUP_REQUESTS });
  const before = await sampleMemory(store.pid, memoryFile);

  const controlSeconds = Math.min(CONTROL_SECONDS, loadSeconds);
  step(`control: ${connections} connections of ${CONTROL_PATH} for ${controlSeconds} s`);
  const control = await runMixProcess(store.origin, catalogue, { connections, seconds: controlSeconds, control: true });
  step(`load: ${connections} connections of the mix for ${loadSeconds} s`);
  const load = await runMixProcess(store.origin, catalogue, { connections, seconds: loadSeconds });
  step(`idle for ${IDLE_WAIT_MS / 1000} s, then the memory once more`);
  await new Promise((resolve) => setTimeout(resolve, IDLE_WAIT_MS));
  const after = await sampleMemory(store.pid, memoryFile);
  const failures = failedRequests(await store.log());
  await store.stop();

  const run: LoadRun = {
    date,
    machine,
    loadAverageEnd: loadavg()[0],
    connections,
    shedding: shedding(settings),
    control,
    load,
    before,
    after,
    failures,
  };
  console.log(report(run));
  step(await saveRun("load", run, { date, save: bench.save, quick: bench.quick }));
}

/** Asks the server (SIGUSR2) for one sample after a full garbage collection, and waits for it. */
async function sampleMemory(pid: number, file: string): Promise<MemorySample> {
  const read = async () => (await readFile(file, "utf8").catch(() => "")).split("\n").filter(Boolean);
  const known = (await read()).length;
  process.kill(pid, "SIGUSR2");
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const lines = await read();
    if (lines.length > known) return MemorySample.parse(JSON.parse(lines[lines.length - 1]));
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error("the server did not report its memory within 60 s (is bench/memory-probe.cjs loaded?)");
}

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

/** The server's shedding settings as the run gave them (0: off), its defaults otherwise. */
function shedding(settings: Settings): string {
  type Name = "OVERLOAD_DELAY_MS" | "OVERLOAD_POST_DELAY_MS" | "OVERLOAD_MAX_IN_FLIGHT" | "OVERLOAD_TARGET_MS";
  const given = (name: Name, fallback: string) => `${name}=${settings[name] ?? `${fallback} (default)`}`;
  return [
    given("OVERLOAD_DELAY_MS", "500"),
    given("OVERLOAD_POST_DELAY_MS", "3×"),
    given("OVERLOAD_MAX_IN_FLIGHT", "64"),
    given("OVERLOAD_TARGET_MS", "500"),
  ].join(", ");
}

function report(run: LoadRun): string {
  const { machine: m, control, load, before, after } = run;
  const mb = (bytes: number) => fixed(bytes / MB, 1);
  const factor = ratio(control.rps, load.rps);
  const verdict =
    factor >= CONTROL_FACTOR
      ? "the generator had room, so the mix's figures are the server's."
      : `**under ${CONTROL_FACTOR}×: the generator may have been the limit.**`;
  return [
    `### ${run.date.toISOString().slice(0, 16).replace("T", " ")} UTC · ${m.commit}`,
    "",
    `Machine: ${m.cpu} × ${m.cores}, Node ${m.node}, ${m.os}; load and server share it; load average ${fixed(m.loadAverage, 2)} at the start, ${fixed(run.loadAverageEnd, 2)} at the end. ${run.connections} connections of guests' visits (bench/load-mix.ts: 1 request in 8 a basket add), generated by autocannon in its own process. Shedding (server/http/overload.ts): ${run.shedding}.`,
    "",
    "| run | s | requests | basket adds | req/s | of the control | p50 ms | p99 ms | served p50 ms | served p99 ms | shed (503) | shed p99 ms | posts shed | errors (timeouts) | 4xx / 5xx |",
    "|---|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|",
    mixRow(`control (\`${CONTROL_PATH}\`)`, control, control.rps),
    mixRow("guests' mix", load, control.rps),
    "",
    `Control: ${count(control.rps)} req/s, ${fixed(factor, 1)}× the mix's — ${verdict}`,
    "",
    "| memory after a full GC | RSS MB | heap used MB |",
    "|---|--:|--:|",
    `| before the load (warmed up) | ${mb(before.rss)} | ${mb(before.heapUsed)} |`,
    `| idle, ${IDLE_WAIT_MS / 1000} s after the load | ${mb(after.rss)} | ${mb(after.heapUsed)} |`,
    `| after / before | ×${fixed(ratio(after.rss, before.rss), 2)} | ×${fixed(ratio(after.heapUsed, before.heapUsed), 2)} |`,
    "",
    `Answers above 3xx or cut off, from the server's log: ${run.failures.length === 0 ? "none" : run.failures.slice(0, 10).join("; ")}.`,
    "",
  ].join("\n");
}

function mixRow(name: string, r: MixResult, controlRps: number): string {
  const shedShare = pct(ratio(r.shed, r.requests));
  return `| ${name} | ${fixed(r.seconds, 0)} | ${count(r.requests)} | ${count(r.basketAdds)} | ${fixed(r.rps, 0)} | ${pct(ratio(r.rps, controlRps))} | ${fixed(r.p50, 0)} | ${fixed(r.p99, 0)} | ${fixed(r.servedP50, 0)} | **${fixed(r.servedP99, 0)}** | ${count(r.shed)} (${shedShare}) | ${fixed(r.shedP99, 0)} | ${r.shedPosts} | ${r.errors} (${r.timeouts}) | ${r.byClass["4xx"]} / ${r.byClass["5xx"]} |`;
}

runCommand(main);
