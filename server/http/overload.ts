import type { RequestHandler } from "express";
import { HEALTH_PATHS } from "../health";
import { log } from "../log";
import { type LagSampler, sampleEventLoopLag } from "./event-loop-lag";
import { type Refusal, refuse } from "./refusal-page";

/**
 * Lag thresholds, ms: page requests (GET, HEAD) are refused from `pageDelayMs` on, form posts and other mutations only
 * from `postDelayMs` (higher: a basket add is never lost before a page view). 0 for pages turns shedding off, 0 for
 * posts never refuses them.
 */
export type OverloadLimits = { pageDelayMs: number; postDelayMs: number };

/** The limits from the environment (server/env.ts): posts at 3 × the pages' lag unless OVERLOAD_POST_DELAY_MS says. */
export function overloadLimits(env: { OVERLOAD_DELAY_MS: number; OVERLOAD_POST_DELAY_MS?: number }): OverloadLimits {
  return { pageDelayMs: env.OVERLOAD_DELAY_MS, postDelayMs: env.OVERLOAD_POST_DELAY_MS ?? 3 * env.OVERLOAD_DELAY_MS };
}

/** Seconds a refused shopper is asked to wait (`Retry-After`). */
export const RETRY_AFTER_SECONDS = 5;

export const OVERLOAD: Refusal = {
  status: 503,
  reason: "overload",
  title: "Магазин перегружен",
  text: "Сейчас слишком много покупателей. Попробуйте через несколько секунд.",
};

const isPageRequest = (method: string) => method === "GET" || method === "HEAD";

/** Whether a request arriving at this lag is refused. Health checks never are. */
export function shouldShed(request: { method: string; path: string }, lagMs: number, limits: OverloadLimits): boolean {
  if (limits.pageDelayMs <= 0 || HEALTH_PATHS.includes(request.path)) return false;
  const limit = isPageRequest(request.method) ? limits.pageDelayMs : limits.postDelayMs;
  return limit > 0 && lagMs >= limit;
}

/**
 * Sheds load while the event loop falls behind (server/http/event-loop-lag.ts): a new page request gets the short
 * Russian 503 with `Retry-After` and `no-store` at once instead of queueing behind everyone — so a CDN serves its stale
 * copy (`stale-if-error`, app/http/cache.server.ts) — and form posts go on until their own, higher threshold.
 * Registered after the health routes and static files, which keep answering. Refusals are counted, and the count is
 * logged at most once a second, not a line each.
 */
export function overloadGuard(limits: OverloadLimits, sampler?: LagSampler): RequestHandler {
  if (limits.pageDelayMs <= 0) return (_req, _res, next) => next();
  const lag = sampler ?? sampleEventLoopLag();
  const count = shedCounter(limits);
  log({ level: "info", msg: "overload shedding on", pageDelayMs: limits.pageDelayMs, postDelayMs: limits.postDelayMs });
  return (req, res, next) => {
    const lagMs = lag.lag();
    if (!shouldShed(req, lagMs, limits)) return next();
    count(isPageRequest(req.method) ? "pages" : "posts", lagMs);
    // The request's own log line is left out: the count above stands for it (server/log.ts).
    res.locals.counted = true;
    res.set("Retry-After", String(RETRY_AFTER_SECONDS));
    refuse(req, res, OVERLOAD);
  };
}

/** Counts refusals and writes one `warn` line a second at most while there are any. */
export function shedCounter(limits: OverloadLimits, write: typeof log = log) {
  let shed = { pages: 0, posts: 0, worstLagMs: 0 };
  let pending: NodeJS.Timeout | undefined;
  const flush = () => {
    pending = undefined;
    write({ level: "warn", msg: "overload: requests refused", ...shed, ...limits });
    shed = { pages: 0, posts: 0, worstLagMs: 0 };
  };
  return (kind: "pages" | "posts", lagMs: number) => {
    shed[kind]++;
    shed.worstLagMs = Math.max(shed.worstLagMs, Math.round(lagMs));
    if (!pending) pending = setTimeout(flush, 1000).unref();
  };
}
