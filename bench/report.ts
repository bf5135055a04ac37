/**
 * One run as Markdown: printed to stdout and written to bench/results/<ISO time>.md, which git ignores. Runs stay out
 * of docs/: docs/performance.md says what each figure means and keeps one table of the latest figures by hand.
 */
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import type { AssetFile, PageAssets } from "./assets";
import { BUSY_MACHINE } from "./cpu-share";
import { count, fixed, kb, pct } from "./format";
import type { LoadResult } from "./load";
import type { BenchRun } from "./results";
import { PAGE_NAMES } from "./results";
import { median, ratio } from "./stats";
import { latencyFloorMs, nameOf, TARGETS, type TargetCheck } from "./targets";
import type { TtfbSample } from "./ttfb";
import { upstreamScaleSection } from "./upstream-scale";

/** Where runs are saved; listed in .gitignore. */
export const RESULTS_DIR = "bench/results";

export function formatReport(run: BenchRun, checks: readonly TargetCheck[]): string {
  const m = run.machine;
  const s = run.settings;
  const date = `${run.date.toISOString().slice(0, 16).replace("T", " ")} UTC`;
  const lines = [
    `### ${date} · ${m.commit}${run.quick ? " · quick run (BENCH_QUICK=1)" : ""}`,
    "",
    `Machine: ${m.cpu} × ${m.cores}, ${fixed(m.memoryGb, 1)} GB, Node ${m.node}, ${m.os}; 1-minute load average ${fixed(m.loadAverage, 2)} at the start, ${fixed(run.loadAverageEnd, 2)} at the end.`,
    busyLine(run.busyElsewhere),
    `Load: ${s.connections} connections, ${s.durationSec} s per target (${s.rounds} turns of ${fixed(s.durationSec / s.rounds, 1)} s, the targets alternating) after ${s.warmupRequests} warm-up requests; autocannon in its own process; a shopper's mobile Chrome user agent; the ${count(s.smallSeed)}-product seed unless said.`,
    "",
    "#### Throughput and latency",
    "",
    "| target | path | req/s | p50 ms | p99 ms | errors / non-2xx | of the ceiling | main thread ms / answer |",
    "|---|---|--:|--:|--:|--:|--:|--:|",
    loadRow("ceiling (one-route Remix 2.17.5)", "/", run.load.ceiling, run.load.ceiling.rps),
    ...PAGE_NAMES.map((name) => loadRow(name, run.pages[name], run.load[name], run.load.ceiling.rps)),
    loadRow("control (the store's health answer)", "/healthz", run.control, run.load.ceiling.rps),
    "",
    controlLine(run),
    "",
    floorLine(run),
    "",
    "#### Section page by catalogue size",
    "",
    "| seed | req/s | p50 ms | p99 ms | errors / non-2xx |",
    "|--:|--:|--:|--:|--:|",
    seedRow(s.smallSeed, run.load.section),
    seedRow(s.largeSeed, run.largeSection),
    "",
    `${count(s.largeSeed)} vs ${count(s.smallSeed)} products: p50 ×${fixed(ratio(run.largeSection.p50, run.load.section.p50), 2)}, req/s ×${fixed(ratio(run.largeSection.rps, run.load.section.rps), 2)}.`,
    "",
    ...upstreamScaleSection(run.upstreamScale, s.smallSeed, s.largeSeed),
    "#### Product page's first byte, related products slowed by 1 s",
    "",
    "| upstream | first byte p50 ms | first byte max ms | last byte p50 ms | requests |",
    "|---|--:|--:|--:|--:|",
    ttfbRow("as is", run.ttfb.plain),
    ttfbRow("related +1 s", run.ttfb.slowed),
    "",
    `The slowed call was played ${run.ttfb.faultsPlayed} times for ${run.ttfb.slowed.length} requests; each request is a product of the section not requested before on that server.`,
    "",
    "#### First visit: gzipped JavaScript and CSS",
    "",
    "| page | path | JS KB | scripts | CSS KB | stylesheets | HTML KB (gzipped) |",
    "|---|---|--:|--:|--:|--:|--:|",
    assetsRow("ceiling (reference)", run.ceilingAssets),
    ...run.assets.map((page) => assetsRow(nameOf(run, page.path), page)),
    "",
    "<details><summary>Files (KB gzipped)</summary>",
    "",
    ...run.assets.map((page) => `- ${nameOf(run, page.path)}: ${fileList(page.files)}`),
    "",
    "</details>",
    "",
    ...lighthouseSection(run),
    "#### Targets",
    "",
    "| target | figure | result |",
    "|---|--:|---|",
    ...checks.map(
      (check) =>
        `| ${check.target} | ${check.figure} | ${check.pass === undefined ? "not measured" : check.pass ? "pass" : "**miss**"} |`,
    ),
    "",
  ];
  return lines.join("\n");
}

function assetsRow(name: string, page: PageAssets): string {
  const scripts = page.files.filter((file) => file.kind === "script").length;
  return `| ${name} | \`${page.path}\` | ${kb(page.jsGzipBytes)} | ${scripts} | ${kb(page.cssGzipBytes)} | ${page.files.length - scripts} | ${kb(page.htmlBytes)} (${kb(page.htmlGzipBytes)}) |`;
}

/** The files of 1 KB and more, largest first; the rest summed up. */
function fileList(files: readonly AssetFile[]): string {
  const sorted = [...files].sort((a, b) => b.gzipBytes - a.gzipBytes);
  const large = sorted.filter((file) => file.gzipBytes >= 1024);
  const small = sorted.slice(large.length);
  const rest = small.length
    ? [`${small.length} smaller files ${kb(small.reduce((sum, file) => sum + file.gzipBytes, 0))}`]
    : [];
  return [...large.map((file) => `\`${file.url}\` ${kb(file.gzipBytes)}`), ...rest].join(", ");
}

function busyLine(share: number): string {
  const warning =
    share > BUSY_MACHINE
      ? " **A busy machine: every request also waited for a core, which flattens the ratios; compare this run only with runs as busy.**"
      : "";
  return `Other processes took ${pct(share)} of the machine's CPU during the load turns.${warning}`;
}

function controlLine(run: BenchRun): string {
  const factor = ratio(run.control.rps, run.load.ceiling.rps);
  const verdict =
    factor >= TARGETS.controlFactor
      ? "the generator had room, so the ratios are the servers'."
      : `**under ${TARGETS.controlFactor}×: the generator may have been the limit, so the ratios to the ceiling may be too high.**`;
  return `Control: \`/healthz\` at ${count(run.control.rps)} req/s, ${fixed(factor, 1)}× the ceiling's — ${verdict}`;
}

function loadRow(name: string, path: string, load: LoadResult, ceilingRps: number): string {
  return `| ${name} | \`${path}\` | ${count(load.rps)} | ${fixed(load.p50, 0)} | ${fixed(load.p99, 0)} | ${load.errors} / ${load.non2xx} | ${pct(ratio(load.rps, ceilingRps))} | ${fixed(load.mainThreadMs, 1)} |`;
}

/** What the main thread's time per answer allows at this many connections, whatever the scheduling. */
function floorLine(run: BenchRun): string {
  const n = run.settings.connections;
  const floors = PAGE_NAMES.map((name) => `${name} ${fixed(latencyFloorMs(run, name), 0)} ms`).join(", ");
  return `Latency floor: one thread renders every answer, so with ${n} connections in a closed loop an answer waits for the others' turns — a mean latency of at least ${n} × the main thread's ms per answer: ${floors}. A p99 under ${TARGETS.p99Ms} ms needs this floor well under ${TARGETS.p99Ms} ms.`;
}

function seedRow(seed: number, load: LoadResult): string {
  return `| ${count(seed)} | ${count(load.rps)} | ${fixed(load.p50, 0)} | ${fixed(load.p99, 0)} | ${load.errors} / ${load.non2xx} |`;
}

function ttfbRow(name: string, samples: readonly TtfbSample[]): string {
  const firstBytes = samples.map((sample) => sample.firstByte);
  const statuses = [...new Set(samples.map((sample) => sample.status))].filter((status) => status !== 200);
  return `| ${name}${statuses.length ? ` (status ${statuses.join(", ")})` : ""} | ${fixed(median(firstBytes), 0)} | ${fixed(Math.max(...firstBytes), 0)} | ${fixed(median(samples.map((sample) => sample.complete)), 0)} | ${samples.length} |`;
}

function lighthouseSection(run: BenchRun): string[] {
  if (!run.lighthouse) return ["#### Lighthouse", "", "Skipped (BENCH_LIGHTHOUSE=0).", ""];
  const rows = run.lighthouse.map((r) => {
    const agent = r.agent === "lighthouse" ? "Lighthouse (crawler path)" : "shopper (streamed)";
    return `| ${nameOf(run, r.path)} | ${agent} | ${fixed(r.performance, 0)} | ${fixed(r.accessibility, 0)} | ${fixed(r.bestPractices, 0)} | ${fixed(r.seo, 0)} | ${fixed(r.fcp / 1000, 1)} | ${fixed(r.lcp / 1000, 1)} | ${fixed(r.tbt, 0)} | ${fixed(r.cls, 3)} |`;
  });
  const notes = run.lighthouse
    .filter((r) => r.failedAudits.length || r.warnings.length)
    .map(
      (r) =>
        `- ${nameOf(run, r.path)}, ${r.agent}: ${[...r.failedAudits.map((id) => `\`${id}\``), ...r.warnings].join("; ")}`,
    );
  return [
    "#### Lighthouse (mobile preset)",
    "",
    "| page | user agent | performance | accessibility | best practices | SEO | FCP s | LCP s | TBT ms | CLS |",
    "|---|---|--:|--:|--:|--:|--:|--:|--:|--:|",
    ...rows,
    "",
    ...(notes.length
      ? ["Audits that cost accessibility, best-practices or SEO points, and Lighthouse's warnings:", "", ...notes, ""]
      : []),
  ];
}

/** The file a run started at `date` is saved to: its ISO time, with `-` for `:` so that every file system takes it. */
export function resultPath(date: Date, quick: boolean): string {
  const stamp = date.toISOString().replace(/:/g, "-");
  return path.join(RESULTS_DIR, `${stamp}${quick ? "-quick" : ""}.md`);
}

/** Writes the run to its own file under RESULTS_DIR and returns that file's path. */
export async function saveReport(report: string, date: Date, quick: boolean): Promise<string> {
  const file = resultPath(date, quick);
  await mkdir(RESULTS_DIR, { recursive: true });
  await writeFile(file, report);
  return file;
}
