/**
 * The load generator of `npm run bench:load` as its own process (started by bench/load-mix.ts `runMixProcess`): runs
 * the mix given as one JSON argument — { origin, catalogue, options } — and prints its result as one JSON line.
 */
import { z } from "zod";
import type { Catalogue } from "./catalogue";
import { runMix } from "./load-mix";

const Job = z.object({
  origin: z.string().url(),
  // Read by bench/catalogue.ts from the upstream and handed over as is by the parent.
  catalogue: z.custom<Catalogue>((value) => typeof value === "object" && value !== null),
  options: z.object({
    connections: z.number().int().positive(),
    seconds: z.number().positive().optional(),
    amount: z.number().int().positive().optional(),
  }),
});
const { origin, catalogue, options } = Job.parse(JSON.parse(process.argv[2] ?? "{}"));
runMix(origin, catalogue, options).then(
  (result) => process.stdout.write(`${JSON.stringify(result)}\n`),
  (error: unknown) => {
    console.error(error instanceof Error ? (error.stack ?? error.message) : String(error));
    process.exit(1);
  },
);
