import path from "node:path";
import { demoNotes } from "./demo-notice";
import type { ServerEnv } from "./env";
import { originNotes } from "./forwarded";
import { log } from "./log";
import { sessionSecret } from "./session-secret";
import type { EmbeddedUpstream } from "./demo-upstream-options";
import { startUpstreamThread } from "./demo-upstream-thread";

/**
 * What is decided once per storefront, before any server answers (in the only process, or a cluster's primary, whose
 * workers inherit its environment): the session secret (SESSION_SECRET) and the upstream (API_URL) — the embedded one
 * started here when API_URL is unset, in a thread of its own (server/demo-upstream-thread.ts).
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
  for (const note of demoNotes(env)) log(note);
  // The embedded upstream is the default backend (spec: demo and test backend on SQLite).
  const upstream = await startUpstreamThread();
  process.env.API_URL = upstream.url;
  log({ level: "info", msg: "embedded upstream started", url: upstream.url });
  return upstream;
}
