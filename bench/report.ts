/**
 * What becomes of a run: `npm run bench`'s as Markdown (`formatReport`), printed to stdout; every entry point's
 * (`bench`, `bench:load`, `bench:profile`) saved as JSON by `saveRun` to bench/results/<ISO time>-<entry point>.json,
 * which git ignores (BENCH_SAVE=0 only prints). Runs stay out of docs/: docs/performance.md says what each figure
 * means and keeps the latest figures by hand.
 */
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import type { AssetFile, PageAssets } from "./assets";
import { count, fixed, kb, pct } from "./format";
import type { LoadResult } from "./load";
import type { BenchRun } from "./results";
import { PAGE_NAMES } from "./results";
import { ratio } from "./stats";
import { nameOf, TARGETS, type TargetCheck } from "./targets";

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
    `Load: ${s.connections} connections, ${s.durationSec} s per target (${s.rounds} turns of ${fixed(s.durationSec / s.rounds, 1)} s, the targets alternating) after ${s.warmupRequests} warm-up requests; autocannon in its own process; a shopper's mobile Chrome user agent; no page cache in front of the servers (every request is rendered); the ${count(s.smallSeed)}-product seed unless said.`,
    "",
    "#### Throughput and latency",
    "",
    "| target | path | req/s | p50 ms | p99 ms | errors / non-2xx | of the ceiling |",
    "|---|---|--:|--:|--:|--:|--:|",
    loadRow("ceiling (one-route Remix 2.17.5)", "/", run.load.ceiling, run.load.ceiling.rps),
    ...PAGE_NAMES.map((name) => loadRow(name, run.pages[name], run.load[name], run.load.ceiling.rps)),
    loadRow("control (the store's health answer)", "/healthz", run.control, run.load.ceiling.rps),
    "",
    controlLine(run),
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

function controlLine(run: BenchRun): string {
  const factor = ratio(run.control.rps, run.load.ceiling.rps);
  const verdict =
    factor >= TARGETS.controlFactor
      ? "the generator had room, so the ratios are the servers'."
      : `**under ${TARGETS.controlFactor}×: the generator may have been the limit, so the ratios to the ceiling may be too high.**`;
  return `Control: \`/healthz\` at ${count(run.control.rps)} req/s, ${fixed(factor, 1)}× the ceiling's — ${verdict}`;
}

function loadRow(name: string, path: string, load: LoadResult, ceilingRps: number): string {
  return `| ${name} | \`${path}\` | ${count(load.rps)} | ${fixed(load.p50, 0)} | ${fixed(load.p99, 0)} | ${load.errors} / ${load.non2xx} | ${pct(ratio(load.rps, ceilingRps))} |`;
}

function seedRow(seed: number, load: LoadResult): string {
  return `| ${count(seed)} | ${count(load.rps)} | ${fixed(load.p50, 0)} | ${fixed(load.p99, 0)} | ${load.errors} / ${load.non2xx} |`;
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

/** The file a run of `entry` started at `date` is saved to: its ISO time, with `-` for `:` so that every file system takes it. */
export function resultPath(date: Date, entry: string, quick = false): string {
  const stamp = date.toISOString().replace(/:/g, "-");
  return path.join(RESULTS_DIR, `${stamp}-${entry}${quick ? "-quick" : ""}.json`);
}

/** A run as JSON: a figure that is missing (NaN, infinite) becomes null rather than a misleading number. */
export function runJson(entry: string, run: object): string {
  const figures = (_key: string, value: unknown) =>
    typeof value === "number" && !Number.isFinite(value) ? null : value;
  return `${JSON.stringify({ entry, ...run }, figures, 2)}\n`;
}

/**
 * Saves a run of `entry` (bench, load, profile) to its own file under RESULTS_DIR and returns that file's path, or
 * only says it was not saved when `save` is false (BENCH_SAVE=0).
 */
export async function saveRun(
  entry: string,
  run: object,
  options: { date: Date; save: boolean; quick?: boolean },
): Promise<string> {
  if (!options.save) return "not saved (BENCH_SAVE=0)";
  const file = resultPath(options.date, entry, options.quick);
  await mkdir(RESULTS_DIR, { recursive: true });
  await writeFile(file, runJson(entry, run));
  return `saved to ${file}`;
}
