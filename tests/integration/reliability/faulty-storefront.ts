import { afterAll, beforeAll, expect } from "vitest";
import { startStorefront, type RunningStorefront } from "../support/storefront";
import { eventually, offerInStock, setFaults, Shopper, upstreamData } from "./http";

/**
 * Partial upstream faults on the built server, its embedded upstream in test mode (docs/upstream-api.md, "Faults";
 * docs/reliability.md, "Partial faults"): each page's main data failing in each way gives the error page with 502/503
 * and a Russian message within the timeout; secondary data failing leaves the page (200) without that part; the
 * process stays up and logs each failed upstream call once.
 */
/**
 * The storefront's UPSTREAM_TIMEOUT_MS: every "timeout" fault waits it out (some fifty of them across these files),
 * while an upstream call that answers takes milliseconds, so it is short; reference-refresh.test.ts gets by with 800.
 */
export const TIMEOUT_MS = 1000;

/** Room for the rest of the page's work on a slow machine; a hung call would take far longer. */
export const SLACK_MS = 3000;

/** A test that plays every fault on many pages takes a while (each timeout waits TIMEOUT_MS). */
export const LONG_MS = 300_000;

/** Each way an upstream call can fail, and what the shopper sees when it carries a page's main data. */
export const FAULTS = [
  { name: "503", rule: { fault: "error" }, status: 503, message: "Сервис временно недоступен" },
  { name: "500", rule: { fault: "error", status: 500 }, status: 502, message: "Сервис временно недоступен" },
  { name: "timeout", rule: { fault: "timeout" }, status: 503, message: "Сервер магазина не ответил вовремя" },
  {
    name: "malformed JSON",
    rule: { fault: "malformed" },
    status: 502,
    message: "Сервер магазина вернул некорректный ответ",
  },
  {
    name: "wrong shape",
    rule: { fault: "wrong-shape" },
    status: 502,
    message: "Сервер магазина вернул некорректный ответ",
  },
  { name: "refused", rule: { fault: "refused" }, status: 503, message: "Сервер магазина недоступен" },
] as const;
export const PRODUCT_ID = 52;
export const PRODUCT = `/catalog/odezhda/bluzki-i-rubashki/rubashki/${PRODUCT_ID}/`;
export let storefront: RunningStorefront;

/** A guest with no cookie, a guest with a basket (a guest token), a logged-in shopper with a basket. */
export let guest: Shopper;
export let basketGuest: Shopper;
export let member: Shopper;
export let newsId: number;
export let suiteCode: string;
type Probe = { status: number; body: string; ms: number; location: string | null };

/** A page as a shopper gets it, timed to its last byte. */
export async function visit(shopper: Shopper, path: string): Promise<Probe> {
  const started = performance.now();
  const response = await shopper.get(path);
  const body = await response.text();
  return { status: response.status, body, ms: performance.now() - started, location: response.headers.get("Location") };
}
export const failedCalls = (path: string) =>
  storefront.logs.filter((entry) => entry.msg === "upstream call failed" && entry.path === path).length;

/**
 * Visits `page` while `rule` plays on each of `paths`; checks the process wrote one fault line per failed call (`calls`
 * of them for a path the page asks more than once) and is still healthy after.
 */
export async function underFault(
  shopper: Shopper,
  page: string,
  paths: string | string[],
  rule: Record<string, unknown>,
  calls: Record<string, number> = {},
): Promise<Probe> {
  const faulted = [paths].flat();
  const before = faulted.map(failedCalls);
  await setFaults(
    storefront,
    faulted.map((path) => ({ path, ...rule })),
  );
  let probe: Probe;
  try {
    probe = await visit(shopper, page);
  } finally {
    await setFaults(storefront, []);
  }
  const expected = faulted.map((path) => calls[path] ?? 1);
  await eventually(
    () => faulted.every((path, i) => failedCalls(path) - before[i] >= expected[i]),
    `log lines for the failed ${faulted.join(", ")}`,
  );
  // Another request's round trip: a duplicate written with the first would be in by now.
  expect((await fetch(`${storefront.url}/healthz`)).status).toBe(200);
  faulted.forEach((path, i) =>
    expect(failedCalls(path) - before[i], `log lines for ${path} on ${page}`).toBe(expected[i]),
  );
  expect(storefront.alive()).toBe(true);
  return probe;
}
export function expectErrorPage(probe: Probe, fault: (typeof FAULTS)[number], what: string) {
  expect(probe.status, `${what}, ${fault.name}`).toBe(fault.status);
  expect(probe.body, `${what}, ${fault.name}`).toContain(fault.message);
  expect(probe.body).toContain("К сожалению, произошла непредвиденная ошибка");
  expect(probe.body).not.toMatch(/at .+\(.+:\d+:\d+\)|node_modules|\/work\//);
  expect(probe.ms).toBeLessThan(TIMEOUT_MS + SLACK_MS);
}
export function expectPageWithout(probe: Probe, marker: string | null, what: string, status = 200) {
  expect(probe.status, what).toBe(status);
  expect(probe.body).toContain("<h1");
  expect(probe.body).toContain("</html>");
  if (marker) expect(probe.body, what).not.toContain(marker);
  expect(probe.ms).toBeLessThan(TIMEOUT_MS + SLACK_MS);
}

/** What the home page shows from its secondary data (the menu is in every page). */
export const HOME_PARTS = [
  { path: "/v1/catalog/sections", marker: 'class="top-nav__item"', calls: 1 },
  { path: "/api/content/banners", marker: 'class="hero', calls: 1 },
  // Two strips, two calls: new arrivals and sale.
  { path: "/v1/catalog/products", marker: "Новинки", calls: 2 },
];

/** Starts this test file's fixtures before its tests and stops them after. */
export function withFaultyStorefront(): void {
  beforeAll(async () => {
    storefront = await startStorefront({ UPSTREAM_FAULTS: "1", UPSTREAM_TIMEOUT_MS: String(TIMEOUT_MS) });
    guest = new Shopper(storefront);
    basketGuest = new Shopper(storefront);
    member = new Shopper(storefront);
    // Straight from the upstream: the storefront's reference data stays cold for the first tests.
    newsId = (await upstreamData<{ items: { id: number }[] }>(storefront, "/api/content/news")).items[0].id;
    suiteCode = (await upstreamData<{ items: { code: string }[] }>(storefront, "/api/catalog/suites")).items[0].code;
    // A basket for the guest (their token comes with the first add) and the member. Posts that redirect run no loader,
    // so no reference data is filled yet.
    const offer = await offerInStock(storefront, PRODUCT_ID);
    await member.logIn("+79990000777");
    for (const shopper of [basketGuest, member]) {
      expect(
        (await shopper.post("/basket/", { intent: "basket-add", productId: String(PRODUCT_ID), offer: String(offer) }))
          .status,
      ).toBe(303);
    }
    expect(
      (await member.post(PRODUCT, { intent: "wishlist", productId: String(PRODUCT_ID), wishlisted: "true" })).status,
    ).toBe(303);
  });
  afterAll(() => storefront.stop());
}
