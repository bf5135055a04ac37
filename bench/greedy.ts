/**
 * The fair-shedding scenario of `npm run bench:greedy` (bench/greedy-run.ts), played in the load generator's own
 * process (bench/load-generator.ts): one greedy client — every request from GREEDY_ADDRESS by `X-Forwarded-For`,
 * which the bench's store trusts from loopback — keeps `connections` requests for search pages going, each with a
 * random word and price range, so no cache answers them; meanwhile `shoppers` shoppers, each from its own address,
 * browse the home page, sections and products at a human pace (a page every 0.5–1.5 s), every other one logged in
 * first (the demo upstream's SMS code). Each side's page answers are tallied apart; a shopper does not ask again after
 * a 503.
 */
import http from "node:http";
import { z } from "zod";
import { type Catalogue, CONTENT_PAGES, formPostHeaders, SEARCH_WORDS } from "./catalogue";
import { cookieHeader, keepCookies, type CookieJar } from "./cookie-jar";
import { ask, type BenchAnswer, Figure } from "./http-ask";
import { runGenerator } from "./load-mix";
import { percentile } from "./stats";
import { BROWSER_HEADERS } from "./user-agents";

export const GREEDY_ADDRESS = "203.0.113.7";
const DEMO_CODE = "123456";

const SideSchema = z.object({
  requests: z.number(),
  /** 503s (the store shedding load). */
  refused: z.number(),
  /** Latency to the last byte of every answer, ms. */
  p50: Figure,
  p99: Figure,
  /** Connection errors and timeouts, and answers ≥ 400 other than 503. */
  errors: z.number(),
  failed: z.number(),
});
export const GreedyResultSchema = z.object({
  seconds: z.number(),
  greedy: SideSchema,
  shoppers: SideSchema,
  loggedInShoppers: SideSchema,
  loggedIn: z.number(),
});
export type GreedySide = z.infer<typeof SideSchema>;
export type GreedyResult = z.infer<typeof GreedyResultSchema>;
export type GreedyOptions = { connections: number; shoppers: number; seconds: number };

/** One side's answers as they come. */
class Tally {
  private readonly latencies: number[] = [];
  private refused = 0;
  private errors = 0;
  private failed = 0;

  /** An answer, or undefined for a connection error or a timeout. */
  record(answer: BenchAnswer | undefined): void {
    if (!answer) {
      this.errors++;
      return;
    }
    this.latencies.push(answer.ms);
    if (answer.status === 503) this.refused++;
    else if (answer.status >= 400) this.failed++;
  }

  result(): GreedySide {
    const { latencies, refused, errors, failed } = this;
    return {
      requests: latencies.length,
      refused,
      p50: percentile(latencies, 0.5),
      p99: percentile(latencies, 0.99),
      errors,
      failed,
    };
  }
}

const any = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)];
const between = (low: number, high: number) => low + Math.floor(Math.random() * (high - low));
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A search nobody asked before: a word of the seed's names and a random price range. */
function uncachedSearch(): string {
  const min = between(0, 5000);
  return `/search/?q=${encodeURIComponent(any(SEARCH_WORDS))}&priceMin=${min}&priceMax=${min + between(1000, 20_000)}`;
}

/** Logs in as the demo upstream lets anyone: a code asked for the phone, then the demo code. True once it is. */
async function logIn(agent: http.Agent, origin: URL, headers: Record<string, string>, jar: CookieJar, n: number) {
  const phone = `+7900${String(10_000_000 + n).slice(1)}`;
  const forms: Record<string, string>[] = [
    { intent: "code", phone },
    { intent: "login", phone, code: DEMO_CODE },
  ];
  for (const form of forms) {
    const body = new URLSearchParams(form).toString();
    const answer = await ask(agent, origin, {
      method: "POST",
      path: "/login/",
      headers: { ...headers, ...formPostHeaders(origin.origin) },
      body,
    }).catch(() => undefined);
    if (!answer || answer.status >= 400) return false;
    keepCookies(jar, answer.setCookie);
  }
  return "token" in jar;
}

/** Plays the scenario against `originUrl` for `seconds`. */
export async function runGreedy(
  originUrl: string,
  catalogue: Catalogue,
  options: GreedyOptions,
): Promise<GreedyResult> {
  const origin = new URL(originUrl);
  const end = performance.now() + options.seconds * 1000;
  const greedyAgent = new http.Agent({ keepAlive: true, maxSockets: options.connections });
  const shopperAgent = new http.Agent({ keepAlive: true, maxSockets: options.shoppers });
  const greedy = new Tally();
  const shoppers = new Tally();
  const loggedIn = new Tally();
  let loggedInCount = 0;

  async function greedyConnection(): Promise<void> {
    const headers = { ...BROWSER_HEADERS, "x-forwarded-for": GREEDY_ADDRESS };
    while (performance.now() < end)
      greedy.record(
        await ask(greedyAgent, origin, { method: "GET", path: uncachedSearch(), headers }).catch(() => undefined),
      );
  }

  async function shopper(n: number): Promise<void> {
    const address = { "x-forwarded-for": `198.51.100.${n + 1}` };
    const jar: CookieJar = {};
    const logged = n % 2 === 1 && (await logIn(shopperAgent, origin, { ...BROWSER_HEADERS, ...address }, jar, n));
    if (logged) loggedInCount++;
    const pages = [...CONTENT_PAGES.slice(0, 1), ...catalogue.sections, ...catalogue.products.map((p) => p.link)];
    while (performance.now() < end) {
      const cookie = cookieHeader(jar);
      const headers = { ...BROWSER_HEADERS, ...address, ...(cookie && { cookie }) };
      const answer = await ask(shopperAgent, origin, { method: "GET", path: any(pages), headers }).catch(
        () => undefined,
      );
      if (answer) keepCookies(jar, answer.setCookie);
      shoppers.record(answer);
      if (logged) loggedIn.record(answer);
      await sleep(between(500, 1500));
    }
  }

  const started = performance.now();
  await Promise.all([
    ...Array.from({ length: options.connections }, greedyConnection),
    ...Array.from({ length: options.shoppers }, (_, n) => shopper(n)),
  ]);
  greedyAgent.destroy();
  shopperAgent.destroy();
  return {
    seconds: (performance.now() - started) / 1000,
    greedy: greedy.result(),
    shoppers: shoppers.result(),
    loggedInShoppers: loggedIn.result(),
    loggedIn: loggedInCount,
  };
}

/** Runs the scenario in the load generator's own process (bench/load-generator.ts). */
export function runGreedyProcess(origin: string, catalogue: Catalogue, options: GreedyOptions): Promise<GreedyResult> {
  return runGenerator({ kind: "greedy", origin, catalogue, options }, GreedyResultSchema);
}
