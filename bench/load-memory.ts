/** The store's memory during `npm run bench:load`, sampled through bench/memory-probe.cjs, and its trend. */
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { z } from "zod";
import { buildStore } from "./build";
import { type Catalogue, readCatalogue } from "./catalogue";
import { onCleanup } from "./cleanup";
import { runMixProcess } from "./load-mix";
import { startStore } from "./server";
import { linearTrend } from "./stats";

export const MEMORY_PROBE = path.resolve("bench/memory-probe.cjs");

const Sample = z.object({
  time: z.number(),
  rss: z.number(),
  heapUsed: z.number(),
  heapTotal: z.number(),
  external: z.number(),
  /** The heap snapshot written with the sample (BENCH_HEAP_SNAPSHOT_DIR), its path. */
  snapshot: z.string().optional(),
});
export type MemorySample = z.infer<typeof Sample>;

/** Node arguments that load the probe into the server. */
export const probeNodeArgs = ["--expose-gc", "--require", MEMORY_PROBE];

async function samples(file: string): Promise<MemorySample[]> {
  const text = await readFile(file, "utf8").catch(() => "");
  return text
    .split("\n")
    .filter(Boolean)
    .map((line) => Sample.parse(JSON.parse(line)));
}

/** Asks the server (SIGUSR2) for one sample after a full garbage collection, and waits for it. */
export async function sampleMemory(pid: number, file: string): Promise<MemorySample> {
  const known = (await samples(file)).length;
  process.kill(pid, "SIGUSR2");
  const deadline = Date.now() + 120_000;
  // A heap snapshot of a loaded server takes several seconds to write.
  while (Date.now() < deadline) {
    const all = await samples(file);
    if (all.length > known) return all[all.length - 1];
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error("the server did not report its memory within 120 s (is bench/memory-probe.cjs loaded?)");
}

export interface MemoryTrend {
  /** MB per minute, over the samples' time. */
  heapMbPerMin: number;
  rssMbPerMin: number;
  heapR2: number;
  /** What the heap's trend adds over the whole soak, as a share of its first sample. */
  heapGrowthShare: number;
}

const MB = 1024 * 1024;

export function memoryTrend(samples: readonly MemorySample[]): MemoryTrend {
  const minutes = (s: MemorySample) => (s.time - samples[0].time) / 60_000;
  const heap = linearTrend(samples.map((s) => ({ x: minutes(s), y: s.heapUsed / MB })));
  const rss = linearTrend(samples.map((s) => ({ x: minutes(s), y: s.rss / MB })));
  const span = minutes(samples[samples.length - 1]);
  return {
    heapMbPerMin: heap.slope,
    rssMbPerMin: rss.slope,
    heapR2: heap.r2,
    heapGrowthShare: (heap.slope * span) / (samples[0].heapUsed / MB),
  };
}

/**
 * No growth trend: over the soak the heap's line adds less than 5 % of where it started, or the line explains
 * little of the samples (r² < 0.5: the heap goes up and down, it does not climb).
 */
export const GROWTH = { share: 0.05, r2: 0.5 };

export function isGrowing(trend: MemoryTrend): boolean {
  return trend.heapGrowthShare >= GROWTH.share && trend.heapR2 >= GROWTH.r2;
}

/** The store under a memory probe, with its catalogue read and warmed up: what bench:load and bench:heap start from. */
export type ProbedStore = {
  store: Awaited<ReturnType<typeof startStore>>;
  catalogue: Catalogue;
  /** A folder of the run's own, removed at the end. */
  dir: string;
  /** A memory sample after a full GC (and a heap snapshot when `snapshots` was asked). */
  sample: () => Promise<MemorySample>;
};

/**
 * Builds the store unless BENCH_BUILD=0, starts the production server with its embedded upstream (300 products) and
 * the memory probe, reads 20 buyable products and plays `warmupRequests` of the guests' mix on 10 connections.
 */
export async function startProbedStore(options: {
  name: string;
  port: number;
  build: boolean;
  warmupRequests: number;
  snapshots?: boolean;
  keepDir?: boolean;
  step: (message: string) => void;
}): Promise<ProbedStore> {
  const { step } = options;
  if (options.build) {
    step("building the store (npm run build)");
    await buildStore();
  }
  const dir = await mkdtemp(path.join(tmpdir(), `storefront-bench-${options.name}-`));
  if (!options.keepDir) onCleanup(() => rm(dir, { recursive: true, force: true }));
  const memoryFile = path.join(dir, "memory.jsonl");
  step("starting the production server with its embedded upstream (300 products)");
  const store = await startStore({
    name: options.name,
    port: options.port,
    seedProducts: 300,
    nodeArgs: probeNodeArgs,
    env: { BENCH_MEMORY_FILE: memoryFile, ...(options.snapshots && { BENCH_HEAP_SNAPSHOT_DIR: dir }) },
    shedding: true,
  });
  const catalogue = await readCatalogue(store.upstreamOrigin, 20);
  step(`warm-up: ${options.warmupRequests} requests`);
  await runMixProcess(store.origin, catalogue, { connections: 10, amount: options.warmupRequests });
  return { store, catalogue, dir, sample: () => sampleMemory(store.pid, memoryFile) };
}
