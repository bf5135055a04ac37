/** The store's memory during `npm run bench:load`, sampled through bench/memory-probe.cjs, and its trend. */
import { readFile } from "node:fs/promises";
import path from "node:path";
import { z } from "zod";
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
