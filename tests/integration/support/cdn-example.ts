import { randomBytes } from "node:crypto";
import { isbot } from "isbot";
import { expect } from "vitest";
import { formPostHeaders, readCatalogue, type BuyableProduct } from "../../../bench/catalogue";
import { cookieHeader, keepCookies, type CookieJar } from "../../../bench/cookie-jar";
import type { RunningCache } from "./cache-process";
import { freePort, startStorefront, type RunningStorefront } from "./storefront";

const RELATED_CALL = "/api/catalog/products/related";
/** The related strip's slider (tests/integration/streaming.test.ts): only in the strip itself. */
export const RELATED_STRIP = 'class="slider related__slider"';
/** React marks a boundary whose content is still to be streamed `<!--$?-->`; a complete page has none. */
export const PENDING_BOUNDARY = "<!--$?-->";

/** Ten browsers as they say who they are: each a different User-Agent, none of them a crawler. */
export const BROWSERS = [
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36",
  "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/125.0.0.0 Safari/537.36",
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:127.0) Gecko/20100101 Firefox/127.0",
  "Mozilla/5.0 (X11; Ubuntu; Linux x86_64; rv:126.0) Gecko/20100101 Firefox/126.0",
  "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15",
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1",
  "Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.6478.71 Mobile Safari/537.36",
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 Edg/126.0.0.0",
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 YaBrowser/24.6.0.0 Safari/537.36",
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 OPR/111.0.0.0",
];
export const CRAWLERS = [
  "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
  "Mozilla/5.0 (compatible; YandexBot/3.0; +http://yandex.com/bots)",
  "Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)",
];

/** Analytics cookies as Google Analytics, Yandex.Metrica and Facebook's pixel leave them: different for every guest. */
export function analyticsCookies(): string {
  const id = () => String(randomBytes(4).readUInt32BE());
  const now = Math.floor(Date.now() / 1000);
  return `_ga=GA1.1.${id()}.${now}; _gid=GA1.1.${id()}.${now}; _ym_uid=${now}${id()}; _ym_d=${now}; _fbp=fb.1.${now}.${id()}`;
}

/** An answer through the cache: how the cache served it (its `X-Cache`, or a hit told by Varnish's `X-Varnish`). */
export type Answer = {
  method: "GET" | "POST";
  path: string;
  status: number;
  cache: string;
  vary: string;
  setCookies: string[];
  body: string;
};
/** How a cache says a copy came from it. */
export const FROM_CACHE = new Set(["HIT", "STALE", "UPDATING", "REVALIDATED"]);

/** A visitor: a browser (User-Agent), extra cookies it always sends (analytics), and the store's cookies it keeps. */
export class Visitor {
  readonly jar: CookieJar = {};
  readonly answers: Answer[] = [];
  constructor(
    readonly cache: RunningCache,
    readonly userAgent: string,
    readonly extraCookies = "",
  ) {}

  async request(path: string, form?: string): Promise<Answer> {
    const cookie = [this.extraCookies, cookieHeader(this.jar)].filter(Boolean).join("; ");
    const response = await fetch(`${this.cache.url}${path}`, {
      method: form === undefined ? "GET" : "POST",
      headers: {
        "user-agent": this.userAgent,
        accept: "text/html,application/xhtml+xml,*/*;q=0.8",
        ...(cookie && { cookie }),
        ...(form !== undefined && formPostHeaders(this.cache.url)),
      },
      body: form,
      redirect: "manual",
    });
    const setCookies = response.headers.getSetCookie();
    keepCookies(this.jar, setCookies);
    const varnishHit = /^\d+ \d+$/.test(response.headers.get("x-varnish") ?? "") ? "HIT" : "MISS";
    const answer: Answer = {
      method: form === undefined ? "GET" : "POST",
      path,
      status: response.status,
      cache: response.headers.get("x-cache") ?? varnishHit,
      vary: response.headers.get("vary") ?? "",
      setCookies,
      body: await response.text(),
    };
    this.answers.push(answer);
    return answer;
  }
}

/** The share of answers that came from the cache, as printed: `hits/all (percent)`. */
export function hitRatio(label: string, answers: Answer[]): number {
  const hits = answers.filter((a) => FROM_CACHE.has(a.cache)).length;
  console.log(`${label}: ${hits}/${answers.length} hits (${Math.round((hits / answers.length) * 100)} %)`);
  return hits / answers.length;
}

/** The header's basket link as the page's HTML has it: «Корзина: » (visually hidden), then the badge. */
export const basketCounter = (count: number) => `Корзина: </span><span class="counter">${count}</span>`;

export type Store = { storefront: RunningStorefront; products: BuyableProduct[]; pages: string[] };

/** The built store with its embedded upstream, whose public origin is the cache on `cachePort`, and pages to visit. */
export async function startStore(cachePort: number): Promise<Store> {
  const storefront = await startStorefront({
    SESSION_SECRET: randomBytes(32).toString("hex"),
    PUBLIC_ORIGIN: `http://127.0.0.1:${cachePort}`,
    // The related products come after the page's shell, so a shopper's product page streams them.
    UPSTREAM_FAULTS: "1",
    UPSTREAM_FAULT_RULES: JSON.stringify([{ path: RELATED_CALL, latencyMs: 300 }]),
  });
  const { sections, products } = await readCatalogue(storefront.upstreamUrl, 4);
  // A product page streams its related products (deferred, 300 ms late): the page a crawler must get whole.
  const pages = ["/", sections[0], products[0].link, "/information/delivery/"];
  return { storefront, products, pages };
}

/** Ports for a cache, then the store, then the cache in front of it. */
export async function withStoreBehind(start: (port: number, storefrontPort: number) => Promise<RunningCache>) {
  const port = await freePort();
  const store = await startStore(port);
  const cache = await start(port, Number(new URL(store.storefront.url).port));
  return { store, cache };
}

/** Every visitor in `browsers` asks for every page `rounds` times; the answers in order. */
export async function browseAll(visitors: Visitor[], pages: string[], rounds: number): Promise<Answer[]> {
  const answers: Answer[] = [];
  for (let round = 0; round < rounds; round++)
    for (const visitor of visitors) for (const page of pages) answers.push(await visitor.request(page));
  expect(answers.filter((a) => a.status !== 200).map((a) => `${a.path} ${a.status}`)).toEqual([]);
  return answers;
}

/** Sanity of the lists above: the browsers are no crawlers to isbot, the crawlers are. */
export function checkUserAgents(): void {
  expect(BROWSERS.filter((ua) => isbot(ua))).toEqual([]);
  expect(new Set(BROWSERS).size).toBe(10);
  expect(CRAWLERS.filter((ua) => !isbot(ua))).toEqual([]);
}
