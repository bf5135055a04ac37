/**
 * Lighthouse scores of a page: the lighthouse package (Debian's Chromium through chrome-launcher, the default mobile
 * preset), one run per page and user agent, each in a fresh Chromium. Lighthouse runs in a plain `node` child (its
 * CLI, attached to the Chromium launched here): under tsx its in-page functions gain esbuild's `__name` helper,
 * which the page does not have, so the Node API fails there.
 */
import { execFile } from "node:child_process";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import { z } from "zod";
import { onCleanup } from "./cleanup";

export interface LighthouseResult {
  path: string;
  agent: "lighthouse" | "shopper";
  /** 0–100; NaN when Lighthouse could not score the category. */
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  /** ms */
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  /** Audits that cost accessibility, best practices or SEO points. */
  failedAudits: string[];
  /** Lighthouse's runtime error or warnings, if any. */
  warnings: string[];
}

const CHROME_FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];
const RUN_TIMEOUT_MS = 240_000;

/** The part of Lighthouse's JSON report (LHR) the bench reads. */
const ReportSchema = z.object({
  categories: z.record(
    z.object({ score: z.number().nullable(), auditRefs: z.array(z.object({ id: z.string(), weight: z.number() })) }),
  ),
  audits: z.record(z.object({ score: z.number().nullable(), numericValue: z.number().optional() })),
  runtimeError: z.object({ code: z.string(), message: z.string() }).optional(),
  runWarnings: z.array(z.string()).default([]),
});

interface LighthouseOptions {
  origin: string;
  path: string;
  agent: LighthouseResult["agent"];
  userAgent: string;
  chromePath: string;
}

/** Runs of one page and user agent, at most: a run Lighthouse itself could not record is run again. */
const ATTEMPTS = 3;

/**
 * Lighthouse is the flakiest part: on 2026-11-27 about one run in five failed to record its trace (`NO_NAVSTART`,
 * "Please run Lighthouse again"), as often for the build before as for the day's, so a failed run is run again, up
 * to ATTEMPTS in all, and the report says so. A page that fails every time is reported as failed, not the end of the
 * whole bench.
 */
export async function runLighthouse(options: LighthouseOptions): Promise<LighthouseResult> {
  const failures: string[] = [];
  for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
    try {
      const result = await lighthouseRun(options);
      const retried = failures.length ? [`scored on attempt ${attempt}; before: ${failures.join("; ")}`] : [];
      return { ...result, warnings: [...retried, ...result.warnings] };
    } catch (error) {
      failures.push(failureMessage(error));
    }
  }
  return failedRun(options, failures);
}

/** Lighthouse's own last words (its stderr's last line), or the error's first line. */
function failureMessage(error: unknown): string {
  const lines = (error instanceof Error ? error.message : String(error)).split("\n").filter((line) => line.trim());
  return lines[lines.length - 1] ?? "";
}

function failedRun(options: LighthouseOptions, failures: readonly string[]): LighthouseResult {
  const none = Number.NaN;
  return {
    path: options.path,
    agent: options.agent,
    performance: none,
    accessibility: none,
    bestPractices: none,
    seo: none,
    fcp: none,
    lcp: none,
    tbt: none,
    cls: none,
    failedAudits: [],
    warnings: [`${failures.length} runs failed: ${failures.join("; ")}`],
  };
}

async function lighthouseRun(options: LighthouseOptions): Promise<LighthouseResult> {
  const dir = await mkdtemp(path.join(tmpdir(), "storefront-bench-lighthouse-"));
  const removeDir = onCleanup(() => rm(dir, { recursive: true, force: true }));
  const chrome = await chromeLauncher.launch({
    chromePath: options.chromePath,
    chromeFlags: CHROME_FLAGS,
    logLevel: "silent",
  });
  const kill = onCleanup(async () => chrome.kill());
  try {
    const output = path.join(dir, "report.json");
    await lighthouseCli([
      `${options.origin}${options.path}`,
      `--port=${chrome.port}`,
      "--output=json",
      `--output-path=${output}`,
      `--only-categories=${CATEGORIES.join(",")}`,
      `--emulated-user-agent=${options.userAgent}`,
      "--quiet",
    ]);
    const { categories, audits, runtimeError, runWarnings } = ReportSchema.parse(
      JSON.parse(await readFile(output, "utf8")),
    );
    const score = (id: string) => {
      const value = categories[id]?.score;
      return value == null ? Number.NaN : Math.round(value * 100);
    };
    const metric = (id: string) => audits[id]?.numericValue ?? Number.NaN;
    return {
      path: options.path,
      agent: options.agent,
      performance: score("performance"),
      accessibility: score("accessibility"),
      bestPractices: score("best-practices"),
      seo: score("seo"),
      fcp: metric("first-contentful-paint"),
      lcp: metric("largest-contentful-paint"),
      tbt: metric("total-blocking-time"),
      cls: metric("cumulative-layout-shift"),
      failedAudits: ["accessibility", "best-practices", "seo"].flatMap((id) =>
        (categories[id]?.auditRefs ?? [])
          .filter((ref) => ref.weight > 0 && (audits[ref.id]?.score ?? 1) < 1)
          .map((ref) => ref.id),
      ),
      warnings: [...(runtimeError ? [`${runtimeError.code}: ${runtimeError.message}`] : []), ...runWarnings],
    };
  } finally {
    await kill();
    await removeDir();
  }
}

function lighthouseCli(args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = execFile(
      process.execPath,
      [require.resolve("lighthouse/cli/index.js"), ...args],
      {
        timeout: RUN_TIMEOUT_MS,
        killSignal: "SIGKILL",
        maxBuffer: 16 * 1024 * 1024,
        env: { ...process.env, NODE_OPTIONS: "" },
      },
      (error, _stdout, stderr) => {
        void stop();
        if (error) reject(new Error(`lighthouse ${args[0]} failed: ${error.message}\n${stderr.slice(-4000)}`));
        else resolve();
      },
    );
    const stop = onCleanup(async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
    });
  });
}
