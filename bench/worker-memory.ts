/**
 * `npx tsx bench/worker-memory.ts`: the resident memory of each process of a store run with workers and an upstream
 * of its own, as an operator would run it (issue 23: "the steady-state RSS per worker"). Starts the upstream
 * (`build/server/upstream.js`, 300 products) and the store with API_URL and WEB_CONCURRENCY (WORKERS, default 2;
 * shedding as the server's defaults say), warms it up, then drives it with the guests' mix of `npm run bench:load`
 * (LOAD_CONNECTIONS, default 100, for LOAD_SECONDS, default 300, the generator its own process) and reads each
 * process's VmRSS from /proc every SAMPLE_SECONDS (default 30) — no garbage collection forced: what the operator's
 * graphs show — and once more 15 s after the load. BENCH_PORT moves the ports (it and the next two); BENCH_BUILD=0
 * measures the existing build. A benchmark: it fails only when it cannot measure.
 */
import { readFile } from "node:fs/promises";
import { z } from "zod";
import { buildStore } from "./build";
import { readCatalogue } from "./catalogue";
import { runCommand } from "./cleanup";
import { count, fixed, pct } from "./format";
import { runMixProcess, runMixSampling } from "./load-mix";
import { describeMachine } from "./machine";
import { startStore, startUpstreamServer } from "./server";
import { progressLog } from "./progress";

const Settings = z.object({
  WORKERS: z.coerce.number().int().min(1).max(64).default(2),
  LOAD_CONNECTIONS: z.coerce.number().int().min(1).max(1000).default(100),
  LOAD_SECONDS: z.coerce.number().int().min(10).max(7200).default(300),
  SAMPLE_SECONDS: z.coerce.number().int().min(1).max(600).default(30),
  BENCH_BUILD: z.enum(["0", "1"]).optional(),
  BENCH_PORT: z.coerce.number().int().min(1024).max(65_000).default(3200),
});

const IDLE_WAIT_MS = 15_000;
const WARMUP_REQUESTS = 400;

type Sample = { label: string; primary: number; workers: number[]; upstream: number };

async function rssMb(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, "utf8");
  const kb = Number(/^VmRSS:\s+(\d+) kB/m.exec(status)?.[1]);
  if (!Number.isFinite(kb)) throw new Error(`no VmRSS for ${pid}`);
  return kb / 1024;
}

/** The primary's children (its workers), in pid order. */
async function childPids(pid: number): Promise<number[]> {
  const children = await readFile(`/proc/${pid}/task/${pid}/children`, "utf8");
  return children
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .map(Number)
    .sort((a, b) => a - b);
}

async function sample(label: string, primary: number, upstream: number): Promise<Sample> {
  const workers = await childPids(primary);
  return {
    label,
    primary: await rssMb(primary),
    workers: await Promise.all(workers.map(rssMb)),
    upstream: await rssMb(upstream),
  };
}

async function main(): Promise<void> {
  const settings = Settings.parse(process.env);
  const step = progressLog();
  if (settings.BENCH_BUILD !== "0") {
    step("building the store (npm run build)");
    await buildStore();
  }
  step("starting the upstream (300 products), then the store with API_URL and its workers");
  const upstream = await startUpstreamServer({ port: settings.BENCH_PORT + 2, seedProducts: 300 });
  const store = await startStore({
    name: "store-workers",
    port: settings.BENCH_PORT,
    seedProducts: 300,
    shedding: true,
    env: { API_URL: upstream.origin, WEB_CONCURRENCY: String(settings.WORKERS) },
  });
  const catalogue = await readCatalogue(upstream.origin, 20);
  step(`warm-up: ${WARMUP_REQUESTS} requests`);
  await runMixProcess(store.origin, catalogue, { connections: 10, amount: WARMUP_REQUESTS });
  const samples = [await sample("after the warm-up", store.pid, upstream.pid)];

  step(
    `load: ${settings.LOAD_CONNECTIONS} connections for ${settings.LOAD_SECONDS} s, memory every ${settings.SAMPLE_SECONDS} s`,
  );
  const { result: load, samples: during } = await runMixSampling(
    store.origin,
    catalogue,
    { connections: settings.LOAD_CONNECTIONS, seconds: settings.LOAD_SECONDS },
    settings.SAMPLE_SECONDS,
    (at) => sample(`load +${at} s`, store.pid, upstream.pid),
  );
  samples.push(...during);
  await new Promise((resolve) => setTimeout(resolve, IDLE_WAIT_MS));
  samples.push(await sample(`idle, ${IDLE_WAIT_MS / 1000} s after`, store.pid, upstream.pid));
  await store.stop();
  await upstream.stop();

  const machine = describeMachine();
  const workerColumns = Array.from({ length: settings.WORKERS }, (_, i) => `worker ${i + 1}`);
  const under = samples.filter((s) => s.label.startsWith("load"));
  const perWorker = under.flatMap((s) => s.workers);
  console.log(
    [
      `### ${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC · RSS per worker, WEB_CONCURRENCY=${settings.WORKERS}, upstream apart`,
      "",
      `Machine: ${machine.cpu} × ${machine.cores}, Node ${process.version}. ${settings.LOAD_CONNECTIONS} connections of guests' visits (bench/load-mix.ts) for ${settings.LOAD_SECONDS} s: ${fixed(load.rps, 0)} req/s, served p99 ${fixed(load.servedP99, 0)} ms, ${count(load.shed)} shed (${pct(load.requests > 0 ? load.shed / load.requests : 0)}), ${load.errors} errors. VmRSS in MB, no GC forced.`,
      "",
      `| when | primary | ${workerColumns.join(" | ")} | upstream (its own process) |`,
      `|---|--:|${workerColumns.map(() => "--:").join("|")}|--:|`,
      ...samples.map(
        (s) =>
          `| ${s.label} | ${fixed(s.primary, 0)} | ${s.workers.map((w) => fixed(w, 0)).join(" | ")} | ${fixed(s.upstream, 0)} |`,
      ),
      "",
      `Under load, a worker held ${fixed(Math.min(...perWorker), 0)}–${fixed(Math.max(...perWorker), 0)} MB (median ${fixed(perWorker.sort((a, b) => a - b)[Math.floor(perWorker.length / 2)] ?? 0, 0)} MB).`,
    ].join("\n"),
  );
}

runCommand(main);
