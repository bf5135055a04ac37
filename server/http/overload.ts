import { performance } from "node:perf_hooks";
import type { RequestHandler } from "express";
import { clientNetwork } from "../../app/contract/client-network";
import { HEALTH_PATHS } from "../health";
import { log } from "../log";
import { sampleEventLoopLag } from "./event-loop-lag";
import { InFlightBound } from "./in-flight-bound";
import { type Refusal, refuse } from "./refusal-page";

/**
 * Lag thresholds, ms: page requests (GET, HEAD) are refused from `pageDelayMs` on, form posts and other mutations only
 * from `postDelayMs` (higher: a basket add is never lost before a page view); 0 never refuses for lag. Page requests
 * are refused too while `maxInFlight` requests (of any kind) are being answered, form posts only from twice as many
 * (0: no bound) — the lag alone lets a crowd in whenever it dips, and the crowd then waits seconds. With `targetMs`
 * the bound adapts below `maxInFlight` so that page requests are answered within about that time
 * (server/http/in-flight-bound.ts); 0 keeps it fixed.
 */
export type OverloadLimits = { pageDelayMs: number; postDelayMs: number; maxInFlight: number; targetMs: number };
/** What the server is doing when a request arrives; `pageBound`: the adaptive in-flight bound of pages, if any. */
export type Load = { lagMs: number; inFlight: number; pageBound?: number };
/**
 * Who is asking. `greedy`: the client (its address, an IPv6 /64: app/contract/client-network.ts) holds at least its
 * fair share of the requests in flight (`clientShare`). `shopper`: the request carries the `token` cookie (logged in,
 * or a guest with a basket) — only its presence, this layer reads no cookie.
 */
export type Client = { greedy: boolean; shopper: boolean };
/** The client nothing is known of: refused at the first tier's thresholds, as every request was before tiers. */
const ANYONE: Client = { greedy: true, shopper: false };

/** The limits from the environment (server/env.ts): posts at 3 × the pages' lag unless OVERLOAD_POST_DELAY_MS says. */
export function overloadLimits(env: {
  OVERLOAD_DELAY_MS: number;
  OVERLOAD_POST_DELAY_MS?: number;
  OVERLOAD_MAX_IN_FLIGHT: number;
  OVERLOAD_TARGET_MS?: number;
}): OverloadLimits {
  return {
    pageDelayMs: env.OVERLOAD_DELAY_MS,
    postDelayMs: env.OVERLOAD_POST_DELAY_MS ?? 3 * env.OVERLOAD_DELAY_MS,
    maxInFlight: env.OVERLOAD_MAX_IN_FLIGHT,
    targetMs: env.OVERLOAD_TARGET_MS ?? 0,
  };
}

/**
 * The adaptive bound never goes below this many requests at once: a few browsers' bursts pass even on a slow, busy
 * machine (on 2 cores at 100 connections the bound settled around 30–45 by itself).
 */
const MIN_IN_FLIGHT = 16;
/** How often the adaptive bound looks at the answers and the event loop, ms. */
const ADJUST_EVERY_MS = 500;

/** Seconds a refused shopper is asked to wait (`Retry-After`). */
const RETRY_AFTER_SECONDS = 5;

const OVERLOAD: Refusal = {
  status: 503,
  reason: "overload",
  title: "Магазин перегружен",
  text: "Сейчас слишком много покупателей. Попробуйте через несколько секунд.",
};

/**
 * `saturated`: past the bound at which even form posts are refused (OVERLOAD_POST_DELAY_MS of lag, twice
 * OVERLOAD_MAX_IN_FLIGHT in flight) — the process takes nothing new, so readiness fails (server/health.ts). A read of
 * two numbers.
 */
type Saturation = { saturated(): boolean };
export type OverloadGuard = RequestHandler & Saturation;

const isPageRequest = (method: string) => method === "GET" || method === "HEAD";

/**
 * Whether a request arriving under this load is refused. Health checks never are. The rest in tiers, the clients
 * taking the most first:
 * 1. a greedy client's page request: from `pageDelayMs` of lag, or `maxInFlight` (the adaptive bound) in flight;
 * 2. another guest's page request: from twice that lag (at most `postDelayMs`), or 1.5 × the bound;
 * 3. a shopper's page request (`token` cookie) that is not greedy, and any form post: from `postDelayMs`, or twice
 *    the fixed `maxInFlight` — a basket add or a logged-in shopper's page is the last refused.
 * With one client alone, it is greedy as soon as it holds anything: tiers 1 and 3, as before there were tiers.
 */
export function shouldShed(
  request: { method: string; path: string },
  load: Load,
  limits: OverloadLimits,
  client: Client = ANYONE,
): boolean {
  if (HEALTH_PATHS.includes(request.path)) return false;
  const pageBound = load.pageBound ?? limits.maxInFlight;
  const [delayMs, inFlightBound] = !isPageRequest(request.method)
    ? [limits.postDelayMs, 2 * limits.maxInFlight]
    : client.greedy
      ? [limits.pageDelayMs, pageBound]
      : client.shopper
        ? [limits.postDelayMs, 2 * limits.maxInFlight]
        : [guestDelayMs(limits), Math.ceil(1.5 * pageBound)];
  return (delayMs > 0 && load.lagMs >= delayMs) || (inFlightBound > 0 && load.inFlight >= inFlightBound);
}

/** Twice the pages' lag threshold, never past the posts' (a guest's page is not kept longer than a shopper's). */
const guestDelayMs = ({ pageDelayMs, postDelayMs }: OverloadLimits) =>
  postDelayMs > 0 ? Math.min(2 * pageDelayMs, postDelayMs) : 2 * pageDelayMs;

/**
 * Whether a client holding `held` of the `inFlight` requests, spread over `activeClients` clients, holds at least its
 * fair share: one with nothing in flight is greedy only when nobody is being answered.
 */
export function isGreedy(held: number, inFlight: number, activeClients: number): boolean {
  return held >= Math.ceil(inFlight / Math.max(1, activeClients));
}

/** Whether a Cookie header carries the storefront's session cookie (`token`, app/cookies.server.ts). */
export const hasSessionCookie = (cookie: string | undefined) => cookie !== undefined && SESSION_COOKIE.test(cookie);
const SESSION_COOKIE = /(?:^|;)\s*token=/;

/**
 * Sheds load while the event loop falls behind (server/http/event-loop-lag.ts): a new page request gets the short
 * Russian 503 with `Retry-After` and `no-store` at once instead of queueing behind everyone — so a CDN serves its stale
 * copy (`stale-if-error`, app/http/cache.server.ts) — and form posts go on until their own, higher threshold; the
 * clients holding the most requests are refused first (`shouldShed`). Registered after the health routes and static
 * files, which keep answering. Refusals are counted, and the count is logged at most once a second, not a line each.
 */
export function overloadGuard(limits: OverloadLimits): OverloadGuard {
  if (limits.pageDelayMs <= 0 && limits.postDelayMs <= 0 && limits.maxInFlight <= 0)
    return Object.assign<RequestHandler, Saturation>((_req, _res, next) => next(), { saturated: () => false });
  const lag = sampleEventLoopLag();
  const bound = limits.maxInFlight > 0 && limits.targetMs > 0 ? adaptiveBound(limits) : undefined;
  const count = shedCounter(limits);
  let inFlight = 0;
  // Requests in flight by client; an entry lives while its client has one, so there are at most `inFlight` entries.
  const held = new Map<string, number>();
  log({ level: "info", msg: "overload shedding on", ...limits });
  const saturated = () => shouldShed({ method: "POST", path: "" }, { lagMs: lag.lag(), inFlight }, limits);
  const guard: RequestHandler = (req, res, next) => {
    const page = isPageRequest(req.method);
    // The adaptive bound is the pages'; form posts keep twice the fixed maximum (a basket add is the last refused).
    const load = { lagMs: lag.lag(), inFlight, pageBound: bound?.current ?? limits.maxInFlight };
    const key = clientNetwork(req.ip ?? "");
    const mine = held.get(key) ?? 0;
    const client = { greedy: isGreedy(mine, inFlight, held.size), shopper: hasSessionCookie(req.headers.cookie) };
    if (!shouldShed(req, load, limits, client)) {
      inFlight++;
      held.set(key, mine + 1);
      res.once("close", () => {
        inFlight--;
        const left = (held.get(key) ?? 1) - 1;
        if (left > 0) held.set(key, left);
        else held.delete(key);
      });
      if (bound && page) {
        const start = performance.now();
        res.once("finish", () => bound.served(performance.now() - start));
      }
      return next();
    }
    count(page ? "pages" : "posts", load.lagMs, load.pageBound, client.greedy);
    // The request's own log line is left out: the count above stands for it (server/log.ts).
    res.locals.counted = true;
    res.set("Retry-After", String(RETRY_AFTER_SECONDS));
    refuse(req, res, OVERLOAD);
  };
  return Object.assign(guard, { saturated });
}

/** The in-flight bound adapting to the answers' time and the event loop's utilisation over each interval. */
function adaptiveBound(limits: OverloadLimits): InFlightBound {
  const bound = new InFlightBound({
    targetMs: limits.targetMs,
    min: Math.min(MIN_IN_FLIGHT, limits.maxInFlight),
    max: limits.maxInFlight,
  });
  let since = performance.eventLoopUtilization();
  setInterval(() => {
    const now = performance.eventLoopUtilization();
    bound.adjust(performance.eventLoopUtilization(now, since).utilization);
    since = now;
  }, ADJUST_EVERY_MS).unref();
  return bound;
}

/**
 * Counts refusals and writes one `warn` line a second at most while there are any, with the bound of the moment and
 * how many of the refused were greedy clients' (`shouldShed`'s first tier).
 */
export function shedCounter(limits: OverloadLimits, write: typeof log = log) {
  let shed = { pages: 0, posts: 0, greedy: 0, worstLagMs: 0, inFlightBound: limits.maxInFlight };
  let pending: NodeJS.Timeout | undefined;
  const flush = () => {
    pending = undefined;
    write({ level: "warn", msg: "overload: requests refused", ...limits, ...shed });
    shed = { pages: 0, posts: 0, greedy: 0, worstLagMs: 0, inFlightBound: limits.maxInFlight };
  };
  return (kind: "pages" | "posts", lagMs: number, inFlightBound = limits.maxInFlight, greedy = false) => {
    shed[kind]++;
    if (greedy) shed.greedy++;
    shed.worstLagMs = Math.max(shed.worstLagMs, Math.round(lagMs));
    shed.inFlightBound = inFlightBound;
    if (!pending) pending = setTimeout(flush, 1000).unref();
  };
}
