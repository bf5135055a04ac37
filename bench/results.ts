/** What one run of `npm run bench` measured: the input of the targets and the report. */
import type { PageAssets } from "./assets";
import type { LighthouseResult } from "./lighthouse";
import type { LoadResult } from "./load";
import type { Machine } from "./machine";
import type { TtfbSample } from "./ttfb";
import type { UpstreamScaleRow } from "./upstream-scale";

export type PageName = "home" | "section" | "product";

export interface BenchRun {
  date: Date;
  quick: boolean;
  machine: Machine;
  /** 1-minute load average when the run ended. */
  loadAverageEnd: number;
  /** Share of the machine's CPU other processes took during the load turns (NaN where /proc is missing). */
  busyElsewhere: number;
  settings: {
    connections: number;
    durationSec: number;
    rounds: number;
    warmupRequests: number;
    smallSeed: number;
    largeSeed: number;
  };
  pages: Record<PageName, string>;
  load: { ceiling: LoadResult } & Record<PageName, LoadResult>;
  /** The section page on the large seed (the small one is `load.section`). */
  largeSection: LoadResult;
  /**
   * The control: the store's `/healthz` under the same load. It must run several times faster than the ceiling, or
   * the load generator, not the servers, was the limit and every ratio to the ceiling is too high.
   */
  control: LoadResult;
  /** The embedded upstream's section, search and suggest answers at the small and the large seed. */
  upstreamScale: UpstreamScaleRow[];
  ttfb: {
    plain: TtfbSample[];
    slowed: TtfbSample[];
    /** How many times the upstream played the slowed related-products call during `slowed`. */
    faultsPlayed: number;
  };
  assets: PageAssets[];
  /** The ceiling app's first visit: the framework's own floor, for reference. */
  ceilingAssets: PageAssets;
  /** Absent when BENCH_LIGHTHOUSE=0. */
  lighthouse?: LighthouseResult[];
}

export const PAGE_NAMES: readonly PageName[] = ["home", "section", "product"];
