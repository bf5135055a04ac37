import type { ServerEnv } from "./env";
import { serveStorefront } from "./serve";
import { onStopSignal } from "./stop-signal";
import { embeddedUpstreamOfWorker } from "./worker-settings";

/**
 * A cluster's worker: serves on the shared port with the primary's upstream and session secret (inherited in its
 * environment); on SIGTERM from the primary it drains as the single process does, and exits.
 */
export async function runWorker(env: ServerEnv) {
  const storefront = await serveStorefront(env, embeddedUpstreamOfWorker());
  onStopSignal(() => storefront.stop());
}
