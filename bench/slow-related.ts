/**
 * The product page's first byte while the upstream's related-products call is slowed by 1 s. A store in test mode
 * (UPSTREAM_FAULTS=1) is warmed up on one product, timed on fresh products as is, then — the fault layer set to delay
 * the very path the storefront calls (app/upstream/product.server.ts) — on other fresh products, so no per-product
 * cache can hide the slowed call. The upstream's log says how often the fault was really played.
 */
import { z } from "zod";
import type { LoadSettings } from "./load";
import { warmUp } from "./load";
import { findProducts } from "./products";
import type { BenchRun } from "./results";
import { startStore } from "./server";
import { measureTtfb } from "./ttfb";

const PlayedFault = z.object({ msg: z.literal("fault played"), path: z.string() });

export const RELATED_PATH = "/api/catalog/products/related";
const SLOWED_BY_MS = 1000;

export async function measureSlowRelated(options: {
  port: number;
  seedProducts: number;
  sectionPath: string;
  requests: number;
  load: Pick<LoadSettings, "connections" | "warmupRequests">;
}): Promise<BenchRun["ttfb"]> {
  const store = await startStore({
    name: "store-faults",
    port: options.port,
    seedProducts: options.seedProducts,
    faults: true,
  });
  try {
    const [warm, ...fresh] = await findProducts(store.origin, options.sectionPath, 1 + 2 * options.requests);
    await warmUp(`${store.origin}${warm}`, options.load);
    const plain = await measureTtfb(fresh.slice(0, options.requests).map((path) => `${store.origin}${path}`));
    await setFaults(store.upstreamOrigin, [{ path: RELATED_PATH, latencyMs: SLOWED_BY_MS }]);
    const before = countPlayedFaults(await store.log(), RELATED_PATH);
    const slowed = await measureTtfb(fresh.slice(options.requests).map((path) => `${store.origin}${path}`));
    const faultsPlayed = countPlayedFaults(await store.log(), RELATED_PATH) - before;
    return { plain, slowed, faultsPlayed };
  } finally {
    await store.stop();
  }
}

async function setFaults(upstreamOrigin: string, rules: unknown[]): Promise<void> {
  const response = await fetch(`${upstreamOrigin}/__faults`, {
    method: "PUT",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ rules }),
    signal: AbortSignal.timeout(10_000),
  });
  if (!response.ok) throw new Error(`the upstream's fault layer answered ${response.status}: ${await response.text()}`);
}

/** How many `fault played` lines for `path` a server's JSON-lines log holds. */
export function countPlayedFaults(log: string, path: string): number {
  let played = 0;
  for (const line of log.split("\n")) {
    if (!line.includes('"fault played"')) continue;
    const entry = PlayedFault.safeParse(parseJson(line));
    if (entry.success && entry.data.path === path) played++;
  }
  return played;
}

function parseJson(line: string): unknown {
  try {
    return JSON.parse(line);
  } catch {
    return undefined;
  }
}
