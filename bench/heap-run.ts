/**
 * `npm run bench:heap`: what the store's heap holds under load, and whether any of it grows. The production server
 * (with its embedded upstream, 300 products) plays bench/load-mix.ts's guests on HEAP_CONNECTIONS connections for
 * HEAP_SECONDS; a heap snapshot of the main thread is written after a full garbage collection once warmed up, HEAP_SNAPSHOTS
 * times under load, at its end and idle 15 s later (bench/memory-probe.cjs). Each is summed up by constructor
 * (bench/heap-snapshot.ts) and the report compares them: the first snapshot under load with the last (a leak grows
 * there, under the same traffic), the warm-up with idle after. Writing a snapshot stops the server for a few seconds,
 * so this run's latency figures mean nothing; bench:load has them. HEAP_KEEP=1 keeps the snapshots (for Chrome
 * DevTools). A benchmark, not a test: it fails only when it cannot measure.
 */
import { z } from "zod";
import { runCommand } from "./cleanup";
import { count, fixed } from "./format";
import { heapChanges, heapTotal, largestGroups, summarizeHeapSnapshot, type HeapSummary } from "./heap-snapshot";
import { startProbedStore, type MemorySample } from "./load-memory";
import { runMixSampling } from "./load-mix";
import { describeMachine } from "./machine";
import { progressLog } from "./progress";

const Settings = z.object({
  HEAP_CONNECTIONS: z.coerce.number().int().min(1).max(1000).default(100),
  HEAP_SECONDS: z.coerce.number().int().min(30).max(7200).default(600),
  HEAP_SNAPSHOTS: z.coerce.number().int().min(2).max(10).default(3),
  HEAP_KEEP: z.enum(["0", "1"]).optional(),
  BENCH_BUILD: z.enum(["0", "1"]).optional(),
  BENCH_PORT: z.coerce.number().int().min(1024).max(65_000).default(3200),
});

const MB = 1024 * 1024;
const WARMUP_REQUESTS = 400;
const IDLE_WAIT_MS = 15_000;
const TOP = 12;

type Snapshot = { label: string; sample: MemorySample; summary: HeapSummary };

async function main(): Promise<void> {
  const settings = Settings.parse(process.env);
  const machine = describeMachine();
  const step = progressLog();
  const { store, catalogue, dir, sample } = await startProbedStore({
    name: "heap",
    port: settings.BENCH_PORT,
    build: settings.BENCH_BUILD !== "0",
    warmupRequests: WARMUP_REQUESTS,
    snapshots: true,
    keepDir: settings.HEAP_KEEP === "1",
    step,
  });
  const warm = await sample();
  const every = settings.HEAP_SECONDS / settings.HEAP_SNAPSHOTS;
  step(
    `load: ${settings.HEAP_CONNECTIONS} connections for ${settings.HEAP_SECONDS} s, a snapshot every ${fixed(every, 0)} s`,
  );
  const { result, samples } = await runMixSampling(
    store.origin,
    catalogue,
    { connections: settings.HEAP_CONNECTIONS, seconds: settings.HEAP_SECONDS },
    every,
    async (secondsIn) => ({ secondsIn, sample: await sample() }),
  );
  const end = await sample();
  await new Promise((resolve) => setTimeout(resolve, IDLE_WAIT_MS));
  const idle = await sample();
  await store.stop();

  const taken = [
    { label: "warmed up, before the load", sample: warm },
    ...samples.map((s) => ({ label: `under load, +${s.secondsIn.toFixed(0)} s`, sample: s.sample })),
    { label: "end of the load", sample: end },
    { label: `idle, ${IDLE_WAIT_MS / 1000} s after`, sample: idle },
  ];
  const snapshots: Snapshot[] = [];
  for (const [index, { label, sample: memory }] of taken.entries()) {
    if (!memory.snapshot) throw new Error("the server wrote no heap snapshot (BENCH_HEAP_SNAPSHOT_DIR)");
    step(`reading snapshot ${index + 1} of ${taken.length}`);
    snapshots.push({ label, sample: memory, summary: await summarizeHeapSnapshot(memory.snapshot) });
  }
  console.log(report(settings, machine, snapshots, `${count(result.requests)} answers, ${fixed(result.rps, 0)}/s`));
  if (settings.HEAP_KEEP === "1") console.log(`\nThe snapshots are kept in ${dir}.`);
}

function report(
  settings: z.infer<typeof Settings>,
  machine: ReturnType<typeof describeMachine>,
  snapshots: Snapshot[],
  load: string,
): string {
  const mb = (bytes: number) => fixed(bytes / MB, 1);
  const loaded = snapshots.filter((s) => s.label.startsWith("under load"));
  const [first, last] = [loaded[0], loaded[loaded.length - 1]];
  const [warm, idle] = [snapshots[0], snapshots[snapshots.length - 1]];
  const changes = (before: Snapshot, after: Snapshot) => [
    `| group | objects before → after | MB before → after | change MB |`,
    "|---|--:|--:|--:|",
    ...heapChanges(before.summary, after.summary, TOP).map(
      ({ key, before: b, after: a }) =>
        `| ${cell(key)} | ${count(b.count)} → ${count(a.count)} | ${mb(b.bytes)} → ${mb(a.bytes)} | ${signed((a.bytes - b.bytes) / MB)} |`,
    ),
  ];
  return [
    `### ${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC · ${machine.commit} · heap snapshots`,
    "",
    `Machine: ${machine.cpu} × ${machine.cores}, Node ${machine.node}. ${settings.HEAP_CONNECTIONS} connections of guests' visits (bench/load-mix.ts) for ${settings.HEAP_SECONDS} s (${load}); snapshots of the main thread after a full GC (the embedded upstream's thread has its own heap, not in them).`,
    "",
    "| snapshot | RSS MB | heap used MB | in the snapshot MB | objects |",
    "|---|--:|--:|--:|--:|",
    ...snapshots.map(
      (s) =>
        `| ${s.label} | ${mb(s.sample.rss)} | ${mb(s.sample.heapUsed)} | ${mb(heapTotal(s.summary))} | ${count([...s.summary.values()].reduce((n, g) => n + g.count, 0))} |`,
    ),
    "",
    `Largest groups under load (${last.label}):`,
    "",
    "| group | objects | MB |",
    "|---|--:|--:|",
    ...largestGroups(last.summary, TOP).map(([key, g]) => `| ${cell(key)} | ${count(g.count)} | ${mb(g.bytes)} |`),
    "",
    `What changed under the same load, ${first.label} → ${last.label} (a leak grows here):`,
    "",
    ...changes(first, last),
    "",
    `What the load left behind, ${warm.label} → ${idle.label}:`,
    "",
    ...changes(warm, idle),
  ].join("\n");
}

const signed = (value: number) => `${value >= 0 ? "+" : ""}${fixed(value, 2)}`;
/** A group's name as a table cell: its pipes escaped, long names (a closure's source) cut. */
const cell = (text: string) =>
  `\`${(text.length > 60 ? `${text.slice(0, 57)}…` : text).replace(/\|/g, "\\|").replace(/`/g, "'")}\``;

runCommand(main);
