import path from "node:path";
import type { ServerEnv } from "./env";
import { originNotes } from "./forwarded";
import { log } from "./log";
import { sessionSecret } from "./session-secret";
import { parseStartRules } from "./upstream/faults/rules";
import { startUpstream } from "./upstream/index";

export type EmbeddedUpstream = Awaited<ReturnType<typeof startUpstream>>;

/**
 * What is decided once per storefront, before any server answers (in the only process, or a cluster's primary, whose
 * workers inherit its environment): the session secret (SESSION_SECRET) and the upstream (API_URL) — the embedded one
 * started here when API_URL is unset.
 */
export async function prepareStorefront(env: ServerEnv): Promise<EmbeddedUpstream | undefined> {
  const origin = { publicOrigin: env.PUBLIC_ORIGIN, trustForwardedHost: env.TRUST_FORWARDED_HOST === "1" };
  for (const note of originNotes(origin)) log(note);
  process.env.SESSION_SECRET = sessionSecret({
    fromEnv: env.SESSION_SECRET,
    dataDir: path.resolve(env.DATA_DIR),
    warn: log,
  });
  if (env.API_URL) return undefined;
  // The embedded upstream is the default backend (spec: demo and test backend on SQLite).
  const upstream = await startUpstream({
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
    unpaidOrderMinutes: env.UNPAID_ORDER_MINUTES,
    log,
  });
  process.env.API_URL = upstream.url;
  log({ level: "info", msg: "embedded upstream started", url: upstream.url });
  return upstream;
}
