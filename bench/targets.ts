/** The targets of issues 10 and 23, checked against one run of `npm run bench`. */
import type { LighthouseResult } from "./lighthouse";
import type { BenchRun } from "./results";
import { PAGE_NAMES } from "./results";
import { count, fixed, pct } from "./format";
import { ratio } from "./stats";

export interface TargetCheck {
  target: string;
  figure: string;
  /** undefined: not measured in this run. */
  pass: boolean | undefined;
}

export const TARGETS = {
  shareOfCeiling: 0.15,
  /** The control's req/s over the ceiling's: below this, the generator may have been the limit. */
  controlFactor: 3,
  p99Ms: 100,
  largeSeedFactor: 1.2,
  jsKb: 110,
  lighthouse: { performance: 95, accessibility: 95, bestPractices: 100, seo: 100 },
} as const;

export function checkTargets(run: BenchRun): TargetCheck[] {
  const control = ratio(run.control.rps, run.load.ceiling.rps);
  const checks: TargetCheck[] = [
    {
      target: `control /healthz: req/s ≥ ${TARGETS.controlFactor}× the ceiling's (the generator was not the limit)`,
      figure: `${fixed(control, 1)}×`,
      pass: control >= TARGETS.controlFactor,
    },
  ];
  for (const name of PAGE_NAMES) {
    const share = ratio(run.load[name].rps, run.load.ceiling.rps);
    checks.push({
      target: `${name}: req/s ≥ ${pct(TARGETS.shareOfCeiling)} of the ceiling's`,
      figure: pct(share),
      pass: share >= TARGETS.shareOfCeiling,
    });
  }
  for (const name of PAGE_NAMES) {
    const p99 = run.load[name].p99;
    checks.push({
      target: `${name}: p99 < ${TARGETS.p99Ms} ms`,
      figure: `${fixed(p99, 0)} ms`,
      pass: p99 < TARGETS.p99Ms,
    });
  }
  const loads = [run.load.ceiling, ...PAGE_NAMES.map((name) => run.load[name]), run.largeSection, run.control];
  const failed = loads.reduce((sum, load) => sum + load.errors + load.non2xx, 0);
  checks.push({ target: "every load run: no errors, no non-2xx", figure: String(failed), pass: failed === 0 });

  const slower = ratio(run.largeSection.p50, run.load.section.p50);
  const fewer = ratio(run.load.section.rps, run.largeSection.rps);
  const seed = count(run.settings.largeSeed);
  checks.push({
    target: `section at ${seed} products: p50 within ${TARGETS.largeSeedFactor}× of ${run.settings.smallSeed}`,
    figure: `${fixed(slower, 2)}×`,
    pass: slower <= TARGETS.largeSeedFactor,
  });
  checks.push({
    target: `section at ${seed} products: req/s within ${TARGETS.largeSeedFactor}× of ${run.settings.smallSeed}`,
    figure: `${fixed(fewer, 2)}×`,
    pass: fewer <= TARGETS.largeSeedFactor,
  });

  for (const page of run.assets) {
    const kb = page.jsGzipBytes / 1024;
    checks.push({
      target: `${nameOf(run, page.path)}: first-visit JS ≤ ${TARGETS.jsKb} KB gzipped`,
      figure: `${fixed(kb, 1)} KB`,
      pass: kb <= TARGETS.jsKb,
    });
  }

  for (const result of run.lighthouse ?? []) checks.push(lighthouseCheck(run, result));
  if (!run.lighthouse) checks.push({ target: "Lighthouse", figure: "skipped (BENCH_LIGHTHOUSE=0)", pass: undefined });
  return checks;
}

function lighthouseCheck(run: BenchRun, result: LighthouseResult): TargetCheck {
  const t = TARGETS.lighthouse;
  const scores = [result.performance, result.accessibility, result.bestPractices, result.seo];
  return {
    target: `${nameOf(run, result.path)}, ${result.agent === "lighthouse" ? "Lighthouse's" : "a shopper's"} UA: performance ≥ ${t.performance}, accessibility ≥ ${t.accessibility}, best practices ${t.bestPractices}, SEO ${t.seo}`,
    figure: scores.map((score) => fixed(score, 0)).join(" / "),
    pass:
      result.performance >= t.performance &&
      result.accessibility >= t.accessibility &&
      result.bestPractices >= t.bestPractices &&
      result.seo >= t.seo,
  };
}

/** The page's name (home, section, product) for its path. */
export function nameOf(run: BenchRun, path: string): string {
  return PAGE_NAMES.find((name) => run.pages[name] === path) ?? path;
}
