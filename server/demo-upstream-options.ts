import path from "node:path";
import type { ServerEnv } from "./env";
import { log } from "./log";
import { parseStartRules } from "./demo-upstream/faults/rules";
import type { startUpstream } from "./demo-upstream/index";

/** The embedded upstream as the storefront holds it: in this thread or another (server/demo-upstream-thread.ts). */
export type EmbeddedUpstream = { url: string; close(): Promise<void> };

/** The embedded upstream's settings, from the storefront's environment. */
export function embeddedUpstreamOptions(env: ServerEnv): Parameters<typeof startUpstream>[0] {
  return {
    port: env.UPSTREAM_PORT,
    host: env.UPSTREAM_HOST,
    dataDir: path.resolve(env.DATA_DIR),
    seedProducts: env.SEED_PRODUCTS,
    // Its pictures, videos and payment page as paths of the storefront's own origin (upstream-public.ts), or an image CDN.
    publicUrl: "",
    mediaUrl: env.IMAGE_ORIGIN,
    storeUrl: env.PUBLIC_ORIGIN,
    faults: env.UPSTREAM_FAULTS === "1" ? { rules: parseStartRules(env.UPSTREAM_FAULT_RULES) } : undefined,
    demoCodes: env.DEMO_CODES === "1",
    specMinimal: env.UPSTREAM_SPEC_MINIMAL === "1",
    unpaidOrderMinutes: env.UNPAID_ORDER_MINUTES,
    clock: env.UPSTREAM_FAULTS === "1" && env.UPSTREAM_CLOCK_START ? clockFrom(env.UPSTREAM_CLOCK_START) : undefined,
    log,
  };
}

/** A clock that shows `start` now and runs on at the real pace (a test's fixed time of day). */
function clockFrom(start: string): () => number {
  const offset = Date.parse(start) - Date.now();
  return () => Date.now() + offset;
}
