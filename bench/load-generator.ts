/**
 * The load generator of `npm run bench:load` as its own process (started by bench/load-mix.ts `runMixProcess`): plays
 * the guests' mix (or its control) on autocannon's connections as the job given as one JSON argument says, and prints
 * its result as one JSON line.
 */
import { z } from "zod";
import type { Catalogue } from "./catalogue";
import { runMix } from "./load-mix";

// Read by bench/catalogue.ts from the upstream and handed over as is by the parent.
const catalogue = z.custom<Catalogue>((value) => typeof value === "object" && value !== null);
const Job = z.object({
  origin: z.string().url(),
  catalogue,
  options: z.object({
    connections: z.number().int().positive(),
    seconds: z.number().positive().optional(),
    amount: z.number().int().positive().optional(),
    control: z.boolean().optional(),
  }),
});
const job = Job.parse(JSON.parse(process.argv[2] ?? "{}"));
runMix(job.origin, job.catalogue, job.options).then(
  (value) => process.stdout.write(`${JSON.stringify(value)}\n`),
  (error: unknown) => {
    console.error(error instanceof Error ? (error.stack ?? error.message) : String(error));
    process.exit(1);
  },
);
