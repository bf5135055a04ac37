import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { basketAddForm, formPostHeaders, readCatalogue, type BuyableProduct } from "../../bench/catalogue";
import { cookieHeader, keepCookies, type CookieJar } from "../../bench/cookie-jar";
import { logged, scrape, total } from "./support/metrics";
import { rawRequest } from "./support/raw-request";
import { freePort, startStorefront, type RunningStorefront } from "./support/storefront";

/**
 * WEB_CONCURRENCY=2: two workers (node:cluster) answer on one port, with one embedded upstream started by the primary
 * and one session secret, and the primary's METRICS_PORT serves both workers' metrics added up.
 */
let store: RunningStorefront;
let metricsPort: number;
/** Each request on a connection of its own, so the primary hands them to the workers in turn. */
const ROUNDS = 12;

type Line = { msg?: string; path?: string; worker?: number; aborted?: boolean };
const servedBy = (path: string) =>
  new Set((store.logs as Line[]).filter((l) => l.msg === "request" && l.path === path).map((l) => l.worker));

beforeAll(async () => {
  metricsPort = await freePort();
  store = await startStorefront({
    WEB_CONCURRENCY: "2",
    METRICS_PORT: String(metricsPort),
    UPSTREAM_TIMEOUT_MS: "30000",
  });
  await logged(store.logs, "worker ready", 2);
}, 120_000);
afterAll(() => store?.stop());

describe("workers", () => {
  it("runs two worker processes on one port, with the embedded upstream started once, in the primary", async () => {
    for (let i = 0; i < ROUNDS; i++)
      expect((await rawRequest(`${store.url}/robots.txt`, { headers: { connection: "close" } })).status).toBe(200);
    const workers = servedBy("/robots.txt");
    expect(workers.size).toBe(2);
    expect([...workers].every((pid) => typeof pid === "number" && pid !== store.child.pid)).toBe(true);
    const started = store.logs.filter((l) => l.msg === "embedded upstream started");
    expect(started).toHaveLength(1);
    expect(started[0]!.worker).toBeUndefined();
  });

  it("adds up both workers' metrics on the primary's metrics port", async () => {
    const samples = await scrape(`http://127.0.0.1:${metricsPort}`);
    expect(
      total(samples, "http_request_duration_seconds_count", { route: "routes/robots[.]txt", status_class: "2xx" }),
    ).toBe(ROUNDS);
  });

  it("keeps a session made in one worker valid in the other: one session secret", async () => {
    const [product] = (await readCatalogue(store.upstreamUrl, 1)).products as [BuyableProduct];
    const jar: CookieJar = {};
    const added = await rawRequest(`${store.url}/basket/`, {
      method: "POST",
      headers: { ...formPostHeaders(store.url), connection: "close" },
      body: basketAddForm(product),
    });
    expect(added.status).toBe(303);
    keepCookies(jar, added.headers["set-cookie"] ?? []);
    expect(Object.keys(jar)).toContain("token");
    for (let i = 0; i < 4; i++) {
      const basket = await rawRequest(`${store.url}/order/`, {
        headers: { cookie: cookieHeader(jar)!, connection: "close" },
      });
      expect(basket.status).toBe(200);
      // The signed token cookie was read (a cookie signed with another secret is none: an empty basket, a new token).
      expect(basket.body).toContain(`href="${product.link}"`);
      expect(basket.headers["set-cookie"]?.some((c) => c.startsWith("token=")) ?? false).toBe(false);
    }
    expect(servedBy("/order/").size).toBe(2);
  });

  it("adds a basket form posted twice (a double click without JavaScript) once, though each worker got a copy", async () => {
    const [first, second] = (await readCatalogue(store.upstreamUrl, 2)).products as [BuyableProduct, BuyableProduct];
    const jar: CookieJar = {};
    const post = (product: BuyableProduct) =>
      rawRequest(`${store.url}/basket/`, {
        method: "POST",
        headers: {
          ...formPostHeaders(store.url),
          connection: "close",
          ...(jar.token && { cookie: cookieHeader(jar)! }),
        },
        body: basketAddForm(product),
      });
    // A shopper with a basket already (the token is part of what makes a submission the same).
    keepCookies(jar, (await post(first)).headers["set-cookie"] ?? []);
    const before = store.logs.length;
    const copies = [await post(second), await post(second)];
    expect(copies.map((copy) => copy.status)).toEqual([303, 303]);
    const posts = (store.logs.slice(before) as Line[]).filter((l) => l.msg === "request" && l.path === "/basket/");
    expect(new Set(posts.map((l) => l.worker)).size).toBe(2);

    const shopper = await rawRequest(`${store.url}/shopper/`, {
      headers: { cookie: cookieHeader(jar)!, accept: "application/json", connection: "close" },
    });
    expect(JSON.parse(shopper.body)).toMatchObject({ basketOffers: [first.offer, second.offer], basketCount: 2 });
  });

  it("counts a client's tries once for both workers: the 11th login code request is refused", async () => {
    const before = store.logs.length;
    const statuses = [];
    for (let i = 0; i < 11; i++) {
      const asked = await rawRequest(`${store.url}/login/`, {
        method: "POST",
        // One client behind the trusted proxy (loopback); a new phone each time (the upstream limits phones itself).
        headers: { ...formPostHeaders(store.url), connection: "close", "x-forwarded-for": "203.0.113.50" },
        body: new URLSearchParams({ intent: "code", phone: `+7999444${String(i).padStart(4, "0")}` }).toString(),
      });
      statuses.push(asked.status);
      if (asked.status === 429) expect(asked.body).toContain("Слишком много запросов кода");
    }
    expect(statuses).toEqual([...Array(10).fill(200), 429]);
    const posts = (store.logs.slice(before) as Line[]).filter((l) => l.msg === "request" && l.path === "/login/");
    expect(new Set(posts.map((l) => l.worker)).size).toBe(2);
  });

  it("replaces a worker that dies", async () => {
    const [victim] = store.logs.filter((l) => l.msg === "worker ready").map((l) => l.worker as number);
    process.kill(victim!, "SIGKILL");
    await logged(store.logs, "worker died", 1);
    await logged(store.logs, "worker ready", 3);
    expect(store.logs.find((l) => l.msg === "worker died")).toMatchObject({ pid: victim, signal: "SIGKILL" });
    for (let i = 0; i < 4; i++)
      expect((await rawRequest(`${store.url}/healthz`, { headers: { connection: "close" } })).status).toBe(200);
    expect(store.alive()).toBe(true);
  });
});
