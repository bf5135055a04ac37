/**
 * The traffic of `npm run bench:load`: every autocannon connection plays guests' visits one after another — a content
 * page, a section, a product, a search, a basket add (the product form as a browser without JavaScript posts it,
 * same-origin), the basket page, another product and a section sorted by price, the last three with the guest token the
 * add gave. Each visit is a new guest (autocannon gives every round of the requests a fresh context). The pages and
 * products are picked at random from the catalogue.
 */
import autocannon from "autocannon";
import { basketAddForm, type Catalogue, CONTENT_PAGES, formPostHeaders, SEARCH_WORDS } from "./catalogue";
import { cookieHeader, keepCookies, type CookieJar } from "./cookie-jar";
import { percentile } from "./stats";
import { BROWSER_HEADERS } from "./user-agents";

export interface MixResult {
  seconds: number;
  requests: number;
  rps: number;
  /** Latency to the last byte of every answer, ms. */
  p50: number;
  p99: number;
  basketAdds: number;
  /** Connection errors, timeouts included. */
  errors: number;
  timeouts: number;
  /** Answers by status class: 2xx, 3xx (redirects after a form post), 4xx, 5xx. */
  byClass: Record<"2xx" | "3xx" | "4xx" | "5xx", number>;
}

type Context = { jar?: CookieJar };
type Step = { method: "GET" | "POST"; path: () => string; body?: () => string };

const any = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)];

function visit(catalogue: Catalogue, origin: string): autocannon.Request[] {
  const steps: Step[] = [
    { method: "GET", path: () => any(CONTENT_PAGES) },
    { method: "GET", path: () => any(catalogue.sections) },
    { method: "GET", path: () => any(catalogue.products).link },
    { method: "GET", path: () => `/search/?q=${encodeURIComponent(any(SEARCH_WORDS))}` },
    { method: "POST", path: () => "/basket/", body: () => basketAddForm(any(catalogue.products)) },
    { method: "GET", path: () => "/order/" },
    { method: "GET", path: () => any(catalogue.products).link },
    { method: "GET", path: () => `${any(catalogue.sections)}?sort=price_asc` },
  ];
  return steps.map((step) => ({
    method: step.method,
    setupRequest: (request: autocannon.Request, context: object) => {
      const cookie = cookieHeader((context as Context).jar ?? {});
      const headers = {
        ...BROWSER_HEADERS,
        ...(step.method === "POST" && formPostHeaders(origin)),
        ...(cookie && { cookie }),
      };
      return { ...request, method: step.method, path: step.path(), headers, body: step.body?.() };
    },
    onResponse: (_status: number, _body: string, context: object, headers: autocannon.Request["headers"]) => {
      const setCookie = Object.entries(headers ?? {}).find(([name]) => name.toLowerCase() === "set-cookie")?.[1];
      if (!setCookie) return;
      const jar = ((context as Context).jar ??= {});
      keepCookies(jar, Array.isArray(setCookie) ? setCookie : [setCookie]);
    },
  }));
}

/** Runs the mix on `connections` for `seconds` (or `amount` requests) and tallies every answer. */
export function runMix(
  origin: string,
  catalogue: Catalogue,
  options: { connections: number; seconds?: number; amount?: number },
): Promise<MixResult> {
  const latencies: number[] = [];
  const byClass: MixResult["byClass"] = { "2xx": 0, "3xx": 0, "4xx": 0, "5xx": 0 };
  let basketAdds = 0;
  const requests = visit(catalogue, origin);
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url: origin,
        connections: options.connections,
        ...(options.amount ? { amount: options.amount } : { duration: options.seconds }),
        timeout: 10,
        requests,
      },
      (error: unknown, result: autocannon.Result) => {
        if (error) return reject(error instanceof Error ? error : new Error(String(error)));
        const answered = latencies.length;
        resolve({
          seconds: result.duration,
          requests: answered,
          rps: result.duration > 0 ? answered / result.duration : Number.NaN,
          p50: percentile(latencies, 0.5),
          p99: percentile(latencies, 0.99),
          basketAdds,
          errors: result.errors,
          timeouts: result.timeouts,
          byClass,
        });
      },
    );
    instance.on("response", (_client, status, _bytes, ms) => {
      latencies.push(ms);
      const statusClass = `${Math.floor(status / 100)}xx`;
      if (statusClass in byClass) byClass[statusClass as keyof typeof byClass]++;
      // The only 303s of the mix answer its basket form.
      if (status === 303) basketAdds++;
    });
  });
}
