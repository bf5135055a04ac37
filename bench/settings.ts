/** The environment every entry point of the bench reads (`npm run bench`, `bench:load`, `bench:profile`). */
import { z } from "zod";

const flag = z.enum(["0", "1"]).optional();

const EnvSchema = z.object({
  /** Short durations and fewer warm-up requests, to try `npm run bench` out; its saved file ends in `-quick.json`. */
  BENCH_QUICK: flag,
  /** `0` skips Lighthouse (the slowest part of `npm run bench`). */
  BENCH_LIGHTHOUSE: flag,
  /** `0` only prints the run, without saving it to bench/results/. */
  BENCH_SAVE: flag,
  /** `0` measures the existing build instead of running `npm run build` first. */
  BENCH_BUILD: flag,
  /** First of the bench's ports: it uses this one and up to 41 after it. */
  BENCH_PORT: z.coerce.number().int().min(1024).max(65_000).default(3200),
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
    smallSeed: 300,
    largeSeed: e.BENCH_LARGE_SEED,
    chromePath: e.CHROME_PATH,
    ports: {
      store: e.BENCH_PORT,
      ceiling: e.BENCH_PORT + 10,
      largeStore: e.BENCH_PORT + 20,
      profile: e.BENCH_PORT + 40,
    },
  };
}
