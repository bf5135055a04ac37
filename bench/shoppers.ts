/**
 * Shoppers who wait when the store asks them to: each of `shoppers` guests plays bench/load-mix.ts's visit one request
 * at a time, as a browser does; a 503 with Retry-After (the store shedding load) makes that shopper wait as long and
 * ask again — a reload after the refusal page's advice — at most MAX_TRIES times, then the visit is given up. Unlike
 * autocannon's connections, which ask again at once, they say what shedding means to a shopper: how many visits end,
 * how long a page takes to arrive counting the waits, how many pages met a refusal first.
 */
import http from "node:http";
import { z } from "zod";
import type { Catalogue } from "./catalogue";
import { keepCookies, type CookieJar } from "./cookie-jar";
import { ask, type BenchAnswer, Figure } from "./http-ask";
import { runGenerator, stepHeaders, visitSteps, type VisitStep } from "./load-mix";
import { percentile } from "./stats";

/** Tries of one page before the shopper gives the visit up. */
export const MAX_TRIES = 3;
/** When a 503 says no Retry-After (it always does here), a shopper waits this long. */
const DEFAULT_WAIT_S = 5;

export const ShopperResultSchema = z.object({
  seconds: z.number(),
  shoppers: z.number(),
  /** Pages (and basket adds) served in the end, and per second. */
  served: z.number(),
  servedPerSecond: Figure,
  /** Of the served ones: the answer's latency (ms), and the time from the first try to it, waits included (ms). */
  answerP50: Figure,
  answerP99: Figure,
  pageP50: Figure,
  pageP99: Figure,
  /** Served pages that met a 503 first. */
  servedAfterRefusal: z.number(),
  refusals: z.number(),
  visitsDone: z.number(),
  visitsGivenUp: z.number(),
  /** Connection errors and timeouts, and answers ≥ 400 other than 503. */
  errors: z.number(),
  failed: z.number(),
  /** The errors by kind (`ECONNRESET`, `timeout`…). */
  errorKinds: z.record(z.number()),
});
export type ShopperResult = z.infer<typeof ShopperResultSchema>;

/** One page of a visit, picked once: a reload asks for the same one. */
type Page = { step: VisitStep; path: string; body: string | undefined };

const errorKind = (error: unknown) =>
  (error as NodeJS.ErrnoException | undefined)?.code ?? (error instanceof Error ? error.message : String(error));

/** Node's words for a reused keep-alive socket the server had closed meanwhile. */
const isStaleConnection = (error: unknown) =>
  (error as NodeJS.ErrnoException | undefined)?.code === "ECONNRESET" ||
  (error instanceof Error && error.message === "socket hang up");

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Runs `shoppers` shoppers against `origin` for `seconds` (a visit under way at the end is not counted). */
export async function runShoppers(
  originUrl: string,
  catalogue: Catalogue,
  options: { shoppers: number; seconds: number },
): Promise<ShopperResult> {
  const origin = new URL(originUrl);
  const agent = new http.Agent({ keepAlive: true, maxSockets: options.shoppers });
  const steps = visitSteps(catalogue);
  const end = performance.now() + options.seconds * 1000;
  const answers: number[] = [];
  const pages: number[] = [];
  const tally = { servedAfterRefusal: 0, refusals: 0, visitsDone: 0, visitsGivenUp: 0, errors: 0, failed: 0 };
  const errorKinds: Record<string, number> = {};

  /** One page until it is served: true, or false when the shopper gives the visit up. */
  async function page(step: VisitStep, jar: CookieJar): Promise<boolean> {
    const first = performance.now();
    const wanted: Page = { step, path: step.path(), body: step.body?.() };
    for (let tries = 1; tries <= MAX_TRIES && performance.now() < end; tries++) {
      let answer: BenchAnswer;
      try {
        // The headers of this try: a refused answer may have set a cookie.
        const headers = stepHeaders(wanted.step, origin.origin, jar);
        answer = await ask(agent, origin, { method: step.method, path: wanted.path, headers, body: wanted.body });
      } catch (error) {
        // A kept-alive connection the server closed as it was reused: a browser asks again on a new one.
        if (isStaleConnection(error) && tries < MAX_TRIES) continue;
        const kind = errorKind(error);
        errorKinds[kind] = (errorKinds[kind] ?? 0) + 1;
        tally.errors++;
        return false;
      }
      keepCookies(jar, answer.setCookie);
      if (answer.status === 503) {
        tally.refusals++;
        await sleep((answer.retryAfter ?? DEFAULT_WAIT_S) * 1000);
        continue;
      }
      if (answer.status >= 400) {
        tally.failed++;
        return false;
      }
      if (performance.now() > end) return false;
      answers.push(answer.ms);
      pages.push(performance.now() - first);
      if (tries > 1) tally.servedAfterRefusal++;
      return true;
    }
    return false;
  }

  async function shopper(): Promise<void> {
    while (performance.now() < end) {
      const jar: CookieJar = {};
      let done = true;
      for (const step of steps) {
        if (!(await page(step, jar))) {
          done = false;
          break;
        }
      }
      if (performance.now() > end) break;
      if (done) tally.visitsDone++;
      else tally.visitsGivenUp++;
    }
  }

  const started = performance.now();
  await Promise.all(Array.from({ length: options.shoppers }, shopper));
  agent.destroy();
  const seconds = (performance.now() - started) / 1000;
  return {
    seconds,
    shoppers: options.shoppers,
    served: pages.length,
    servedPerSecond: pages.length / options.seconds,
    answerP50: percentile(answers, 0.5),
    answerP99: percentile(answers, 0.99),
    pageP50: percentile(pages, 0.5),
    pageP99: percentile(pages, 0.99),
    ...tally,
    errorKinds,
  };
}

/** Runs the shoppers in the load generator's own process (bench/load-generator.ts). */
export function runShoppersProcess(
  origin: string,
  catalogue: Catalogue,
  options: { shoppers: number; seconds: number },
): Promise<ShopperResult> {
  return runGenerator({ kind: "shoppers", origin, catalogue, options }, ShopperResultSchema);
}
