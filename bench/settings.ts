import { z } from "zod";

const flag = z.enum(["0", "1"]).optional();

const EnvSchema = z.object({
  /** Short durations and fewer samples, to try the bench out; its file in bench/results/ ends in `-quick.md`. */
  BENCH_QUICK: flag,
  /** `0` skips Lighthouse (the slowest part). */
  BENCH_LIGHTHOUSE: flag,
  /** `0` only prints the run, without saving it to bench/results/. */
  BENCH_SAVE: flag,
  /** `0` measures the existing build instead of running `npm run build` first. */
  BENCH_BUILD: flag,
  /** First of the bench's ports: it uses this one and up to 41 after it. */
  BENCH_PORT: z.coerce.number().int().min(1024).max(65_000).default(3200),
  /** Seconds the load turns may wait for other processes to leave the CPU (default: 600, quick runs 0). */
  BENCH_QUIET_WAIT: z.coerce.number().int().min(0).max(3600).optional(),
  BENCH_LARGE_SEED: z.coerce.number().int().min(10).max(1_000_000).default(50_000),
  CHROME_PATH: z.string().min(1).default("/usr/bin/chromium"),
});

export type BenchSettings = ReturnType<typeof readSettings>;

export function readSettings(env: NodeJS.ProcessEnv = process.env) {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success)
    throw new Error(
      `bench settings: ${parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ")}`,
    );
  const e = parsed.data;
  const quick = e.BENCH_QUICK === "1";
  return {
    quick,
    lighthouse: e.BENCH_LIGHTHOUSE !== "0",
    save: e.BENCH_SAVE !== "0",
    build: e.BENCH_BUILD !== "0",
    connections: 10,
    durationSec: quick ? 3 : 10,
    rounds: quick ? 3 : 5,
    warmupRequests: quick ? 100 : 300,
    ttfbRequests: quick ? 3 : 10,
    /** Passes over the upstream's section, search and suggest paths at each seed (bench/upstream-scale.ts). */
    upstreamRounds: quick ? 5 : 30,
    quietWaitSec: e.BENCH_QUIET_WAIT ?? (quick ? 0 : 600),
    smallSeed: 300,
    largeSeed: e.BENCH_LARGE_SEED,
    chromePath: e.CHROME_PATH,
    ports: {
      store: e.BENCH_PORT,
      ceiling: e.BENCH_PORT + 10,
      largeStore: e.BENCH_PORT + 20,
      faultStore: e.BENCH_PORT + 30,
      profile: e.BENCH_PORT + 40,
    },
  };
}
