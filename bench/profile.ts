/**
 * `npm run bench:profile -- <path>`: profile before you optimise. Starts the production server under
 * `node --cpu-prof`, warms the page up, drives it with autocannon (a shopper's user agent) for some seconds, stops
 * the server and prints where the CPU time of that window went — the top functions by self time and the share per
 * package (a node_modules package, one of our folders, node core, GC, idle), each as a share of the window — as
 * Markdown. After the window, the control (`/healthz` under the same connections) shows the generator was not the
 * limit. Saves the run as JSON (bench/report.ts; BENCH_SAVE=0 only prints). docs/performance.md ("Where a page's time
 * goes") keeps the current findings. `--keep file.cpuprofile` keeps the profile for Chrome DevTools.
 */
import { copyFile, mkdtemp, readFile, realpath, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { z } from "zod";
import { buildStore } from "./build";
import { bundleModules } from "./bundle-modules";
import { onCleanup, runCommand } from "./cleanup";
import { CpuProfileSchema, summarizeProfile } from "./cpu-profile";
import { count, fixed, pct } from "./format";
import { measureTurns, warmUp } from "./load";
import { saveRun } from "./report";
import { startStore } from "./server";
import { readSettings } from "./settings";
import { ratio } from "./stats";

const USAGE =
  "npm run bench:profile -- <path> [--seconds 10] [--seed 300] [--connections 10] [--top 30] [--keep out.cpuprofile] [--no-build]";

const ArgsSchema = z.object({
  path: z.string().regex(/^\/\S*$/, "a path of the store, starting with /"),
  seconds: z.coerce.number().int().min(1).max(300),
  seed: z.coerce.number().int().min(10).max(1_000_000),
  connections: z.coerce.number().int().min(1).max(200),
  top: z.coerce.number().int().min(1).max(500),
  keep: z.string().optional(),
  build: z.boolean(),
});

function readArgs() {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      seconds: { type: "string", default: "10" },
      seed: { type: "string", default: "300" },
      connections: { type: "string", default: "10" },
      top: { type: "string", default: "30" },
      keep: { type: "string" },
      "no-build": { type: "boolean", default: false },
    },
  });
  const parsed = ArgsSchema.safeParse({ ...values, path: positionals[0], build: !values["no-build"] });
  if (!parsed.success || positionals.length !== 1)
    throw new Error(
      `usage: ${USAGE}\n${parsed.error?.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("\n") ?? ""}`,
    );
  return parsed.data;
}

/** The control target: the store's health answer, far cheaper than any page. */
const CONTROL_PATH = "/healthz";
/** The control's req/s over the page's: below this, the generator may have been the limit. */
const CONTROL_FACTOR = 3;

const nowMicros = () => Number(process.hrtime.bigint() / 1000n);

async function main(): Promise<void> {
  const args = readArgs();
  const settings = readSettings();
  const date = new Date();
  if (args.build) {
    console.error("building the store (npm run build)");
    await buildStore();
  }
  const dir = await mkdtemp(path.join(tmpdir(), "storefront-bench-profile-"));
  const removeDir = onCleanup(() => rm(dir, { recursive: true, force: true }));
  const profileFile = path.join(dir, "store.cpuprofile");
  console.error(`starting the store under --cpu-prof (${args.seed} products)`);
  const store = await startStore({
    name: "store-profile",
    port: settings.ports.profile,
    seedProducts: args.seed,
    nodeArgs: ["--cpu-prof", `--cpu-prof-dir=${dir}`, `--cpu-prof-name=${path.basename(profileFile)}`],
  });
  const url = `${store.origin}${args.path}`;
  console.error(
    `warming up ${args.path} (${settings.warmupRequests} requests), then ${args.seconds} s at ${args.connections} connections`,
  );
  await warmUp(url, { connections: args.connections, warmupRequests: settings.warmupRequests });
  const from = nowMicros();
  const { page: load } = await measureTurns(
    { page: url },
    { connections: args.connections, durationSec: args.seconds, rounds: 1 },
  );
  const to = nowMicros();
  // Outside the profile's window: the same connections on the health answer show what the generator can make.
  const controlUrl = `${store.origin}${CONTROL_PATH}`;
  await warmUp(controlUrl, { connections: args.connections, warmupRequests: settings.warmupRequests }, "ok");
  const { control } = await measureTurns(
    { control: controlUrl },
    { connections: args.connections, durationSec: Math.min(args.seconds, 5), rounds: 1 },
  );
  await store.stop(); // node writes the profile as it exits

  const profile = CpuProfileSchema.parse(JSON.parse(await readFile(profileFile, "utf8")));
  const bundles = new Map(
    await Promise.all(
      ["build/index.js", "build/server/index.js"].map(
        async (name) => [await realpath(name), { name, modules: bundleModules(await readFile(name, "utf8")) }] as const,
      ),
    ),
  );
  const summary = summarizeProfile(profile, bundles, { from, to }, args.top);
  if (args.keep) await copyFile(profileFile, args.keep);
  await removeDir();
  const factor = ratio(control.rps, load.rps);

  console.log(
    [
      `### Profile of \`GET ${args.path}\``,
      "",
      `${args.seconds} s at ${args.connections} connections, a shopper's user agent, ${count(args.seed)} products, after ${settings.warmupRequests} warm-up requests: ${count(load.rps)} req/s, p50 ${fixed(load.p50, 0)} ms, p99 ${fixed(load.p99, 0)} ms, ${load.errors + load.non2xx} errors or non-2xx. CPU profile of the server in that window: ${count(summary.windowMs)} ms in ${count(summary.samples)} samples (idle included).`,
      "",
      `Control: \`${CONTROL_PATH}\` at ${count(control.rps)} req/s, ${fixed(factor, 1)}× the page's — ${factor >= CONTROL_FACTOR ? "the generator had room." : `**under ${CONTROL_FACTOR}×: the generator may have been the limit.**`}`,
      "",
      "| package or folder | self ms | share |",
      "|---|--:|--:|",
      ...summary.categories.map((c) => `| ${c.category} | ${count(c.selfMs)} | ${pct(c.share)} |`),
      "",
      `Top ${args.top} functions by self time:`,
      "",
      "| function | where | package or folder | self ms | share |",
      "|---|---|---|--:|--:|",
      ...summary.functions.map(
        (f) => `| \`${f.name}\` | ${f.location} | ${f.category} | ${count(f.selfMs)} | ${pct(f.share)} |`,
      ),
      "",
      ...(args.keep ? [`The profile is kept in ${args.keep} (open it in Chrome DevTools, Performance tab).`, ""] : []),
    ].join("\n"),
  );
  const run = { date, path: args.path, seed: args.seed, connections: args.connections, load, control, summary };
  console.error(await saveRun("profile", run, { date, save: settings.save }));
}

runCommand(main);
