/**
 * The embedded upstream's own catalogue answers by catalogue size: section pages, search pages and search suggestions,
 * asked of the small store's upstream and of the large one's in turn, one request at a time (the upstream's time, not
 * a queue's), after a warm-up pass that counts nowhere. What counts is the ratio of the medians, large over small.
 */
import { z } from "zod";
import { count, fixed } from "./format";
import { median, ratio } from "./stats";

const q = (text: string) => `q=${encodeURIComponent(text)}`;

/** Paths that exist at both sizes (the 300-product seed has a few pages per section). */
export const UPSTREAM_QUERIES = {
  "section page": [
    "/v1/catalog/products?section=odezhda",
    "/v1/catalog/products?section=odezhda/platya&sort=price_asc&page=2",
    "/v1/catalog/products?section=obuv&sort=new",
    "/v1/catalog/products?section=sale&sort=discount",
  ],
  // The same section pages filtered by sizes the shopper's city can buy (a shops-only city, Pskov, and Moscow).
  "city size filter": [
    "/v1/catalog/products?section=odezhda&sizes=44&city=pskov",
    "/v1/catalog/products?section=odezhda/platya&sort=price_asc&page=2&sizes=44,M&city=moscow",
    "/v1/catalog/products?section=obuv&sort=new&sizes=38&city=pskov",
    "/v1/catalog/products?section=sale&sort=discount&sizes=46&city=moscow",
  ],
  "search page": ["платье миди", "джинсы", "пальто шерсти", "кроссовки", "сумка кожи"].map(
    (text) => `/v1/catalog/products?${q(text)}`,
  ),
  // The same searches, each with a typo the upstream corrects (one or two letters): within 2× of the exact ones.
  "corrected search": ["плаье миди", "джынсы", "пальтто шерсти", "кросовкы", "сумкк кожи"].map(
    (text) => `/v1/catalog/products?${q(text)}`,
  ),
  suggestions: ["пла", "джин", "кроссовки", "сум"].map((text) => `/v1/catalog/search/suggest?${q(text)}`),
} as const;

export type UpstreamAnswer = keyof typeof UPSTREAM_QUERIES;

export interface UpstreamScaleRow {
  answer: UpstreamAnswer;
  /** Requests timed per size. */
  requests: number;
  /** Median ms per request (to the last byte of the JSON). */
  small: number;
  large: number;
}

const Envelope = z.object({ status: z.literal(200) });

async function timeOne(url: string): Promise<number> {
  const started = performance.now();
  const response = await fetch(url, { signal: AbortSignal.timeout(30_000) });
  const body: unknown = await response.json();
  const elapsed = performance.now() - started;
  if (!response.ok || !Envelope.safeParse(body).success) throw new Error(`${url} answered ${response.status}`);
  return elapsed;
}

/** `rounds` passes over every path; in each, the two sizes take turns going first. */
export async function measureUpstreamScale(
  upstream: { small: string; large: string },
  rounds: number,
): Promise<UpstreamScaleRow[]> {
  const answers = Object.keys(UPSTREAM_QUERIES) as UpstreamAnswer[];
  const times = new Map(answers.map((answer) => [answer, { small: [] as number[], large: [] as number[] }]));
  for (let round = -1; round < rounds; round++) {
    const order = round % 2 === 0 ? (["small", "large"] as const) : (["large", "small"] as const);
    for (const answer of answers) {
      for (const path of UPSTREAM_QUERIES[answer]) {
        for (const size of order) {
          const ms = await timeOne(`${upstream[size]}${path}`);
          if (round >= 0) times.get(answer)![size].push(ms);
        }
      }
    }
  }
  return answers.map((answer) => {
    const { small, large } = times.get(answer)!;
    return { answer, requests: small.length, small: median(small), large: median(large) };
  });
}

/** The report's section (bench/report.ts). */
export function upstreamScaleSection(rows: readonly UpstreamScaleRow[], smallSeed: number, largeSeed: number) {
  return [
    "#### The upstream's own answers by catalogue size",
    "",
    `| answer | requests per size | ${count(smallSeed)} p50 ms | ${count(largeSeed)} p50 ms | ${count(largeSeed)} vs ${count(smallSeed)} |`,
    "|---|--:|--:|--:|--:|",
    ...rows.map(
      (row) =>
        `| ${row.answer} | ${row.requests} | ${fixed(row.small, 1)} | ${fixed(row.large, 1)} | ×${fixed(ratio(row.large, row.small), 2)} |`,
    ),
    "",
    ...correctedVsExact(rows, largeSeed),
    ...citySizesVsUnfiltered(rows, largeSeed),
  ];
}

/** The section pages filtered by the city's sizes against the unfiltered ones at the large size. */
function citySizesVsUnfiltered(rows: readonly UpstreamScaleRow[], largeSeed: number): string[] {
  const [unfiltered, filtered] = (["section page", "city size filter"] as const).map((answer) =>
    rows.find((row) => row.answer === answer),
  );
  if (!unfiltered || !filtered) return [];
  return [
    `A section page filtered by the city's sizes at ${count(largeSeed)} products takes ×${fixed(ratio(filtered.large, unfiltered.large), 2)} of an unfiltered one.`,
    "",
  ];
}

/** The corrected search against the exact one at the large size (target: within 2×, issue 22). */
function correctedVsExact(rows: readonly UpstreamScaleRow[], largeSeed: number): string[] {
  const [exact, corrected] = (["search page", "corrected search"] as const).map((answer) =>
    rows.find((row) => row.answer === answer),
  );
  if (!exact || !corrected) return [];
  const times = ratio(corrected.large, exact.large);
  return [
    `A corrected search at ${count(largeSeed)} products takes ×${fixed(times, 2)} of an exact one (target: within ×2${times <= 2 ? ", met" : ", missed"}).`,
    "",
  ];
}
