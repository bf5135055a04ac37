/**
 * `npm run bench:greedy`: fair shedding (server/http/overload.ts). The production server (`npm run build`, or the
 * existing build with BENCH_BUILD=0) with its shedding (OVERLOAD_* or the defaults), one greedy client keeping
 * GREEDY_CONNECTIONS (20) requests for uncached search pages going from one address, and GREEDY_SHOPPERS (10)
 * shoppers, each from its own address and half of them logged in, browsing at a human pace (bench/greedy.ts), for
 * GREEDY_SECONDS (30). Prints each side's requests, refusals (503) and their share, p50/p99; the goal is under 5 % of
 * the shoppers' pages refused. OVERLOAD_DELAY_MS, OVERLOAD_POST_DELAY_MS, OVERLOAD_MAX_IN_FLIGHT and
 * OVERLOAD_TARGET_MS reach the server: `OVERLOAD_DELAY_MS=0 OVERLOAD_MAX_IN_FLIGHT=0` is the control without
 * shedding. BENCH_PORT: the ports (it and the next one). A benchmark, not a test: it fails only when it cannot measure.
 */
import { loadavg } from "node:os";
import { z } from "zod";
import { buildStore } from "./build";
import { readCatalogue } from "./catalogue";
import { runCommand } from "./cleanup";
import { count, fixed, pct } from "./format";
import { GREEDY_ADDRESS, type GreedySide, runGreedyProcess } from "./greedy";
import { describeMachine } from "./machine";
import { progressLog } from "./progress";
import { startStore } from "./server";

const Settings = z.object({
  GREEDY_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
  GREEDY_CONNECTIONS: z.coerce.number().int().min(1).max(1000).default(20),
  GREEDY_SHOPPERS: z.coerce.number().int().min(1).max(250).default(10),
  BENCH_BUILD: z.enum(["0", "1"]).optional(),
  BENCH_PORT: z.coerce.number().int().min(1024).max(65_000).default(3200),
});

/** The shoppers' share refused that the scenario aims below. */
const GOAL = 0.05;

async function main(): Promise<void> {
  const settings = Settings.parse(process.env);
  const machine = describeMachine();
  const step = progressLog();
  if (settings.BENCH_BUILD !== "0") {
    step("building the store (npm run build)");
    await buildStore();
  }
  step("starting the production server with its embedded upstream (300 products)");
  const store = await startStore({ name: "greedy", port: settings.BENCH_PORT, seedProducts: 300, shedding: true });
  const catalogue = await readCatalogue(store.upstreamOrigin, 20);
  step(
    `greedy: ${settings.GREEDY_CONNECTIONS} connections from ${GREEDY_ADDRESS}, ${settings.GREEDY_SHOPPERS} shoppers, for ${settings.GREEDY_SECONDS} s`,
  );
  const run = await runGreedyProcess(store.origin, catalogue, {
    connections: settings.GREEDY_CONNECTIONS,
    shoppers: settings.GREEDY_SHOPPERS,
    seconds: settings.GREEDY_SECONDS,
  });
  await store.stop();

  const shedding = ["OVERLOAD_DELAY_MS", "OVERLOAD_POST_DELAY_MS", "OVERLOAD_MAX_IN_FLIGHT", "OVERLOAD_TARGET_MS"]
    .map((name) => `${name}=${process.env[name] ?? "default"}`)
    .join(", ");
  const share = (side: GreedySide) => (side.requests > 0 ? side.refused / side.requests : Number.NaN);
  const row = (name: string, side: GreedySide) =>
    `| ${name} | ${count(side.requests)} | ${count(side.refused)} (${pct(share(side))}) | ${fixed(side.p50, 0)} | ${fixed(side.p99, 0)} | ${side.errors} | ${side.failed} |`;
  console.log(
    [
      `### ${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC · ${machine.commit} · greedy client`,
      "",
      `Machine: ${machine.cpu} × ${machine.cores}, Node ${machine.node}; load and server share it; load average ${fixed(loadavg()[0], 2)} at the end. ${fixed(run.seconds, 0)} s; shedding: ${shedding}.`,
      "",
      "| client | requests | refused (503) | p50 ms | p99 ms | errors | other 4xx/5xx |",
      "|---|--:|--:|--:|--:|--:|--:|",
      row(`greedy, ${settings.GREEDY_CONNECTIONS} connections of searches`, run.greedy),
      row(`${settings.GREEDY_SHOPPERS} shoppers`, run.shoppers),
      row(`of them ${run.loggedIn} logged in`, run.loggedInShoppers),
      "",
      `Shoppers refused: ${pct(share(run.shoppers))} (goal: under ${pct(GOAL)}).`,
    ].join("\n"),
  );
}

runCommand(main);
