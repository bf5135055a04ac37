/** What one run of `npm run bench` measured: the input of the targets and the report. */
import type { PageAssets } from "./assets";
import type { LighthouseResult } from "./lighthouse";
import type { LoadResult } from "./load";
import type { Machine } from "./machine";

export type PageName = "home" | "section" | "product";

export interface BenchRun {
  date: Date;
  quick: boolean;
  machine: Machine;
  /** 1-minute load average when the run ended. */
  loadAverageEnd: number;
  settings: {
    connections: number;
    durationSec: number;
    rounds: number;
    warmupRequests: number;
    smallSeed: number;
    largeSeed: number;
  };
  pages: Record<PageName, string>;
  /** Each page's throughput and latency, and the ceiling's: the trivial route of the same framework they are a share of. */
  load: { ceiling: LoadResult } & Record<PageName, LoadResult>;
  /** The section page on the large seed (the small one is `load.section`): the same page at another size. */
  largeSection: LoadResult;
  /**
   * The control: the store's `/healthz` under the same load. It must run several times faster than the ceiling, or
   * the load generator, not the servers, was the limit and every ratio to the ceiling is too high.
   */
  control: LoadResult;
  assets: PageAssets[];
  /** The ceiling app's first visit: the framework's own floor, for reference. */
  ceilingAssets: PageAssets;
  /** Absent when BENCH_LIGHTHOUSE=0. */
  lighthouse?: LighthouseResult[];
}

export const PAGE_NAMES: readonly PageName[] = ["home", "section", "product"];
