import { describe, expect, it } from "vitest";
import type { LoadResult } from "../../../bench/load";
import { formatReport, resultPath, runJson } from "../../../bench/report";
import type { BenchRun } from "../../../bench/results";
import { checkTargets } from "../../../bench/targets";

const load = (rps: number, p50: number, p99: number, non2xx = 0): LoadResult => ({
  url: "http://127.0.0.1/",
  rps,
  p50,
  p99,
  responses: rps * 10,
  errors: 0,
  non2xx,
});

function benchRun(overrides: Partial<BenchRun> = {}): BenchRun {
  return {
    date: new Date("2026-11-25T10:00:00Z"),
    quick: false,
    machine: {
      cpu: "AMD EPYC",
      cores: 2,
      memoryGb: 23.5,
      node: "v20.20.2",
      os: "Debian GNU/Linux 12 (bookworm)",
      loadAverage: 1,
      commit: "abc1234",
    },
    loadAverageEnd: 1,
    settings: { connections: 10, durationSec: 10, rounds: 5, warmupRequests: 300, smallSeed: 300, largeSeed: 50_000 },
    pages: { home: "/", section: "/catalog/odezhda/", product: "/catalog/odezhda/platya/52/" },
    load: {
      ceiling: load(1000, 5, 16),
      home: load(200, 40, 99),
      section: load(199, 45, 100),
      product: load(250, 30, 80),
    },
    largeSection: load(170, 54, 120),
    control: load(3000, 2, 8),
    assets: [
      { path: "/", files: [], jsGzipBytes: 110 * 1024, cssGzipBytes: 10_000, htmlBytes: 50_000, htmlGzipBytes: 9_000 },
      {
        path: "/catalog/odezhda/",
        files: [],
        jsGzipBytes: 110 * 1024 + 1,
        cssGzipBytes: 10_000,
        htmlBytes: 150_000,
        htmlGzipBytes: 16_000,
      },
    ],
    ceilingAssets: {
      path: "/",
      files: [],
      jsGzipBytes: 70 * 1024,
      cssGzipBytes: 0,
      htmlBytes: 2_000,
      htmlGzipBytes: 800,
    },
    ...overrides,
  };
}

const result = (run: BenchRun, start: string) => checkTargets(run).find((check) => check.target.startsWith(start));

describe("checkTargets", () => {
  const run = benchRun();

  it("passes a page at exactly 15 % of the ceiling and misses one below", () => {
    const edge = benchRun({ load: { ...run.load, home: load(150, 40, 99), section: load(149, 45, 100) } });
    expect(result(edge, "home: req/s")).toMatchObject({ figure: "15 %", pass: true });
    expect(result(edge, "section: req/s")).toMatchObject({ pass: false });
  });

  it("flags a run whose control is not at least 3× the ceiling: the generator may have been the limit", () => {
    expect(result(run, "control /healthz")).toMatchObject({ figure: "3.0×", pass: true });
    const capped = benchRun({ control: load(2999, 2, 8) });
    expect(result(capped, "control /healthz")).toMatchObject({ pass: false });
    expect(formatReport(capped, checkTargets(capped))).toContain("the generator may have been the limit");
  });

  it("wants p99 strictly below 100 ms", () => {
    expect(result(run, "home: p99")).toMatchObject({ figure: "99 ms", pass: true });
    expect(result(run, "section: p99")).toMatchObject({ figure: "100 ms", pass: false });
  });

  it("compares the section page at 50,000 products with 300 by p50 and by req/s", () => {
    expect(result(run, "section at 50,000 products: p50")).toMatchObject({ figure: "1.20×", pass: true });
    expect(result(run, "section at 50,000 products: req/s")).toMatchObject({ figure: "1.17×", pass: true });
  });

  it("allows 110 KB of JavaScript and not a byte more", () => {
    expect(result(run, "home: first-visit JS")?.pass).toBe(true);
    expect(result(run, "section: first-visit JS")?.pass).toBe(false);
  });

  it("counts errors and non-2xx answers of every load run", () => {
    const failing = benchRun({ largeSection: load(170, 54, 120, 3) });
    expect(result(failing, "every load run")).toMatchObject({ figure: "3", pass: false });
  });

  it("says Lighthouse was not measured when it was skipped, and checks every score when it ran", () => {
    expect(result(run, "Lighthouse")).toMatchObject({ pass: undefined });
    const scored = benchRun({
      lighthouse: [
        {
          path: "/",
          agent: "shopper",
          performance: 95,
          accessibility: 95,
          bestPractices: 100,
          seo: 99,
          fcp: 1000,
          lcp: 1500,
          tbt: 0,
          cls: 0,
          failedAudits: [],
          warnings: [],
        },
      ],
    });
    expect(result(scored, "home, a shopper's UA")).toMatchObject({ figure: "95 / 95 / 100 / 99", pass: false });
  });
});

describe("formatReport", () => {
  it("writes every section, the ratios to the ceiling and each target's result", () => {
    const run = benchRun();
    const report = formatReport(run, checkTargets(run));
    expect(report).toContain("### 2026-11-25 10:00 UTC · abc1234");
    expect(report).toContain("| home | `/` | 200 | 40 | 99 | 0 / 0 | 20 % |");
    expect(report).toContain("| control (the store's health answer) | `/healthz` | 3,000 | 2 | 8 | 0 / 0 | 300 % |");
    expect(report).toContain("Control: `/healthz` at 3,000 req/s, 3.0× the ceiling's — the generator had room");
    expect(report).toContain("| 50,000 | 170 | 54 | 120 | 0 / 0 |");
    expect(report).toContain("50,000 vs 300 products: p50 ×1.20, req/s ×0.85.");
    expect(report).toContain("| section: p99 < 100 ms | 100 ms | **miss** |");
    expect(report).toContain("| ceiling (reference) | `/` | 70.0 | 0 | 0.0 | 0 | 2.0 (0.8) |");
    expect(report).toContain("Skipped (BENCH_LIGHTHOUSE=0).");
  });
});

describe("saving a run", () => {
  const date = new Date("2026-11-25T10:00:00.123Z");

  it("names the file by the run's ISO time and entry point, with `-` for `:`, under bench/results", () => {
    expect(resultPath(date, "bench")).toBe("bench/results/2026-11-25T10-00-00.123Z-bench.json");
    expect(resultPath(date, "load", true)).toBe("bench/results/2026-11-25T10-00-00.123Z-load-quick.json");
  });

  it("writes JSON with a missing figure as null, not as a number", () => {
    const saved = JSON.parse(runJson("bench", { date, load: load(Number.NaN, 1, 2) })) as Record<string, unknown>;
    expect(saved).toMatchObject({ entry: "bench", date: "2026-11-25T10:00:00.123Z", load: { rps: null, p50: 1 } });
  });
});
