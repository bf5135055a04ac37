import { log } from "./log";

/** Whether the upstream answered its health check, since when (ms since the epoch), and why not. */
export type UpstreamState = { up: boolean; since: number; reason?: string };

/** How often the upstream is asked, and how long an answer may take. */
export const UPSTREAM_PROBE = { everyMs: 5000, timeoutMs: 1000 };

let state: UpstreamState = { up: true, since: Date.now() };

/**
 * The upstream as the last background probe found it (`watchUpstream`): for metrics and status answers only. It never
 * decides readiness — while the upstream is away the storefront stays in the balancer and answers its own error pages.
 */
export function upstreamState(): UpstreamState {
  return state;
}

/**
 * Asks `GET {apiUrl}/api/health` now and then every `everyMs` (the next only after the last answered), recording
 * up or down and writing one `warn` line on each change. Until the first answer the upstream counts as up.
 */
export function watchUpstream(apiUrl: string, probe = UPSTREAM_PROBE, write: typeof log = log): { stop(): void } {
  const target = new URL("api/health", apiUrl.endsWith("/") ? apiUrl : `${apiUrl}/`);
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  const record = (reason: string | undefined) => {
    const up = reason === undefined;
    if (up === state.up) return;
    state = { up, since: Date.now(), ...(reason === undefined ? {} : { reason }) };
    write({ level: "warn", msg: up ? "upstream is back" : "upstream unreachable", url: target.origin, reason });
  };
  const ask = async () => {
    try {
      const answer = await fetch(target, { signal: AbortSignal.timeout(probe.timeoutMs) });
      await answer.body?.cancel();
      record(answer.ok ? undefined : `status ${answer.status}`);
    } catch (error) {
      record(error instanceof Error && error.name === "TimeoutError" ? "timeout" : "network");
    }
    if (!stopped) timer = setTimeout(() => void ask(), probe.everyMs).unref();
  };
  void ask();
  return {
    stop() {
      stopped = true;
      clearTimeout(timer);
    },
  };
}
