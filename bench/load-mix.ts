/**
 * The traffic of `npm run bench:load`: every autocannon connection plays guests' visits one after another — a content
 * page, a section, a product, a search, a basket add (the product form as a browser without JavaScript posts it,
 * same-origin), the basket page, another product and a section sorted by price, the last three with the guest token the
 * add gave. Each visit is a new guest (autocannon gives every round of the requests a fresh context). The pages and
 * products are picked at random from the catalogue. The control plays the same visits with every request a GET of
 * `/healthz` (far cheaper than any page), so it shows how many requests the generator itself can make. The generator
 * runs as its own process (bench/load-generator.ts, started by `runMixProcess`), so it never shares an event loop with
 * the bench that reads its figures.
 */
import { spawn } from "node:child_process";
import autocannon from "autocannon";
import { z } from "zod";
import { basketAddForm, type Catalogue, CONTENT_PAGES, formPostHeaders, SEARCH_WORDS } from "./catalogue";
import { onCleanup } from "./cleanup";
import { cookieHeader, keepCookies, type CookieJar } from "./cookie-jar";
import { percentile } from "./stats";
import { BROWSER_HEADERS } from "./user-agents";

const Figure = z.union([z.number(), z.null()]).transform((value) => value ?? Number.NaN);
const MixResultSchema = z.object({
  seconds: z.number(),
  requests: z.number(),
  rps: Figure,
  /** Latency to the last byte of every answer, ms. */
  p50: Figure,
  p99: Figure,
  /** The same of the answers served (2xx, 3xx), ms. */
  servedP50: Figure,
  servedP99: Figure,
  /** Answers the store shed under overload (503 with Retry-After), and their p99, ms. */
  shed: z.number(),
  shedP99: Figure,
  basketAdds: z.number(),
  /** Basket adds (form posts) the store shed. */
  shedPosts: z.number(),
  /** Connection errors, timeouts included. */
  errors: z.number(),
  timeouts: z.number(),
  /** Answers by status class: 2xx, 3xx (redirects after a form post), 4xx, 5xx. */
  byClass: z.object({ "2xx": z.number(), "3xx": z.number(), "4xx": z.number(), "5xx": z.number() }),
});
export type MixResult = z.infer<typeof MixResultSchema>;
export type MixOptions = {
  connections: number;
  seconds?: number;
  amount?: number;
  /** Every request a GET of CONTROL_PATH instead of the visit's page. */
  control?: boolean;
};

/** The control's target: the store's health answer. */
export const CONTROL_PATH = "/healthz";

type Context = { jar?: CookieJar };
/** One request of a visit: its method, a path picked when it is made, a form body for a post. */
type VisitStep = { method: "GET" | "POST"; path: () => string; body?: () => string };

const any = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)];

/** A guest's visit, request by request (the module's comment says what it plays); the control's, all /healthz. */
function visitSteps(catalogue: Catalogue, control = false): VisitStep[] {
  const steps: VisitStep[] = [
    { method: "GET", path: () => any(CONTENT_PAGES) },
    { method: "GET", path: () => any(catalogue.sections) },
    { method: "GET", path: () => any(catalogue.products).link },
    { method: "GET", path: () => `/search/?q=${encodeURIComponent(any(SEARCH_WORDS))}` },
    { method: "POST", path: () => "/basket/", body: () => basketAddForm(any(catalogue.products)) },
    { method: "GET", path: () => "/order/" },
    { method: "GET", path: () => any(catalogue.products).link },
    { method: "GET", path: () => `${any(catalogue.sections)}?sort=price_asc` },
  ];
  return control ? steps.map(() => ({ method: "GET", path: () => CONTROL_PATH })) : steps;
}

/** The headers of a visit's request: a browser's, a same-origin form post's, the visit's cookies. */
function stepHeaders(step: VisitStep, origin: string, jar: CookieJar): Record<string, string> {
  const cookie = cookieHeader(jar);
  return { ...BROWSER_HEADERS, ...(step.method === "POST" && formPostHeaders(origin)), ...(cookie && { cookie }) };
}

function visit(catalogue: Catalogue, origin: string, control: boolean, onShedPost: () => void): autocannon.Request[] {
  return visitSteps(catalogue, control).map((step) => ({
    method: step.method,
    setupRequest: (request: autocannon.Request, context: object) => {
      const headers = stepHeaders(step, origin, (context as Context).jar ?? {});
      return { ...request, method: step.method, path: step.path(), headers, body: step.body?.() };
    },
    onResponse: (status: number, _body: string, context: object, headers: autocannon.Request["headers"]) => {
      if (status === 503 && step.method === "POST") onShedPost();
      const setCookie = Object.entries(headers ?? {}).find(([name]) => name.toLowerCase() === "set-cookie")?.[1];
      if (!setCookie) return;
      const jar = ((context as Context).jar ??= {});
      keepCookies(jar, Array.isArray(setCookie) ? setCookie : [setCookie]);
    },
  }));
}

/**
 * Runs the mix in its own process (bench/load-generator.ts under tsx) and reads its result, a JSON line on stdout.
 * autocannon's CLI cannot play the mix (a cookie jar per visit, random pages, form posts), so the child runs its API.
 */
export function runMixProcess(origin: string, catalogue: Catalogue, options: MixOptions): Promise<MixResult> {
  return new Promise((resolve, reject) => {
    const job = JSON.stringify({ origin, catalogue, options });
    const child = spawn(process.execPath, ["--import", "tsx", "bench/load-generator.ts", job], {
      stdio: ["ignore", "pipe", "inherit"],
    });
    const forget = onCleanup(async () => void child.kill("SIGKILL"));
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.once("error", reject);
    child.once("exit", (code) => {
      void forget();
      if (code !== 0) return reject(new Error(`the load generator exited with ${code}`));
      try {
        resolve(MixResultSchema.parse(JSON.parse(output)));
      } catch (error) {
        reject(error instanceof Error ? error : new Error(String(error)));
      }
    });
  });
}

/** Runs the mix on `connections` for `seconds` (or `amount` requests) in this process and tallies every answer. */
export function runMix(origin: string, catalogue: Catalogue, options: MixOptions): Promise<MixResult> {
  const latencies: number[] = [];
  const served: number[] = [];
  const shed: number[] = [];
  const byClass: MixResult["byClass"] = { "2xx": 0, "3xx": 0, "4xx": 0, "5xx": 0 };
  let basketAdds = 0;
  let shedPosts = 0;
  const requests = visit(catalogue, origin, options.control ?? false, () => shedPosts++);
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
          servedP50: percentile(served, 0.5),
          servedP99: percentile(served, 0.99),
          shed: shed.length,
          shedP99: percentile(shed, 0.99),
          basketAdds,
          shedPosts,
          errors: result.errors,
          timeouts: result.timeouts,
          byClass,
        });
      },
    );
    instance.on("response", (_client, status, _bytes, ms) => {
      latencies.push(ms);
      if (status < 400) served.push(ms);
      if (status === 503) shed.push(ms);
      const statusClass = `${Math.floor(status / 100)}xx`;
      if (statusClass in byClass) byClass[statusClass as keyof typeof byClass]++;
      // The only 303s of the mix answer its basket form.
      if (status === 303) basketAdds++;
    });
  });
}
