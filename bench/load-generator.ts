/**
 * The load generator of `npm run bench:load` as its own process (started by bench/load-mix.ts `runGenerator`): runs
 * the job given as one JSON argument — autocannon's connections playing the mix, shoppers who honour Retry-After
 * (bench/shoppers.ts), or one greedy client against shoppers (bench/greedy.ts) — and prints its result as one JSON line.
 */
import { z } from "zod";
import type { Catalogue } from "./catalogue";
import { runGreedy } from "./greedy";
import { runMix } from "./load-mix";
import { runShoppers } from "./shoppers";

// Read by bench/catalogue.ts from the upstream and handed over as is by the parent.
const catalogue = z.custom<Catalogue>((value) => typeof value === "object" && value !== null);
const Job = z.discriminatedUnion("kind", [
  z.object({
    kind: z.literal("connections"),
    origin: z.string().url(),
    catalogue,
    options: z.object({
      connections: z.number().int().positive(),
      seconds: z.number().positive().optional(),
      amount: z.number().int().positive().optional(),
    }),
  }),
  z.object({
    kind: z.literal("shoppers"),
    origin: z.string().url(),
    catalogue,
    options: z.object({ shoppers: z.number().int().positive(), seconds: z.number().positive() }),
  }),
  z.object({
    kind: z.literal("greedy"),
    origin: z.string().url(),
    catalogue,
    options: z.object({
      connections: z.number().int().positive(),
      shoppers: z.number().int().positive(),
      seconds: z.number().positive(),
    }),
  }),
]);
const job = Job.parse(JSON.parse(process.argv[2] ?? "{}"));
const result =
  job.kind === "connections"
    ? runMix(job.origin, job.catalogue, job.options)
    : job.kind === "shoppers"
      ? runShoppers(job.origin, job.catalogue, job.options)
      : runGreedy(job.origin, job.catalogue, job.options);
result.then(
  (value) => process.stdout.write(`${JSON.stringify(value)}\n`),
  (error: unknown) => {
    console.error(error instanceof Error ? (error.stack ?? error.message) : String(error));
    process.exit(1);
  },
);
