import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startStorefront, type RunningStorefront } from "../support/storefront";
import { eventually, offerInStock, setFaults, Shopper, upstreamData } from "./http";

/**
 * Partial upstream faults on the built server, its embedded upstream in test mode (docs/upstream-api.md, "Faults";
 * docs/reliability.md, "Partial faults"): each page's main data failing in each way gives the error page with 502/503
 * and a Russian message within the timeout; secondary data failing leaves the page (200) without that part; the
 * process stays up and logs each failed upstream call once.
 */
const TIMEOUT_MS = 1500;
/** Room for the rest of the page's work on a slow machine; a hung call would take far longer. */
const SLACK_MS = 3000;
/** A test that plays every fault on many pages takes a while (each timeout waits TIMEOUT_MS). */
const LONG_MS = 300_000;

/** Each way an upstream call can fail, and what the shopper sees when it carries a page's main data. */
const FAULTS = [
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

const PRODUCT_ID = 52;
const PRODUCT = `/catalog/odezhda/bluzki-i-rubashki/rubashki/${PRODUCT_ID}/`;

let storefront: RunningStorefront;
/** A guest with no cookie, a guest with a basket (a guest token), a logged-in shopper with a basket. */
let guest: Shopper;
let basketGuest: Shopper;
let member: Shopper;
let newsId: number;
let suiteCode: string;

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

type Probe = { status: number; body: string; ms: number; location: string | null };

/** A page as a shopper gets it, timed to its last byte. */
async function visit(shopper: Shopper, path: string): Promise<Probe> {
  const started = performance.now();
  const response = await shopper.get(path);
  const body = await response.text();
  return { status: response.status, body, ms: performance.now() - started, location: response.headers.get("Location") };
}

const failedCalls = (path: string) =>
  storefront.logs.filter((entry) => entry.msg === "upstream call failed" && entry.path === path).length;

/**
 * Visits `page` while `rule` plays on each of `paths`; checks the process wrote one fault line per failed call (`calls`
 * of them for a path the page asks more than once) and is still healthy after.
 */
async function underFault(
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

function expectErrorPage(probe: Probe, fault: (typeof FAULTS)[number], what: string) {
  expect(probe.status, `${what}, ${fault.name}`).toBe(fault.status);
  expect(probe.body, `${what}, ${fault.name}`).toContain(fault.message);
  expect(probe.body).toContain("К сожалению, произошла непредвиденная ошибка");
  expect(probe.body).not.toMatch(/at .+\(.+:\d+:\d+\)|node_modules|\/work\//);
  expect(probe.ms).toBeLessThan(TIMEOUT_MS + SLACK_MS);
}

function expectPageWithout(probe: Probe, marker: string | null, what: string, status = 200) {
  expect(probe.status, what).toBe(status);
  expect(probe.body).toContain("<h1");
  expect(probe.body).toContain("</html>");
  if (marker) expect(probe.body, what).not.toContain(marker);
  expect(probe.ms).toBeLessThan(TIMEOUT_MS + SLACK_MS);
}

/** What the home page shows from its secondary data (the menu is in every page). */
const HOME_PARTS = [
  { path: "/v1/catalog/sections", marker: 'class="top-nav__item"', calls: 1 },
  { path: "/api/content/banners", marker: 'class="hero', calls: 1 },
  // Two strips, two calls: new arrivals and sale.
  { path: "/v1/catalog/products", marker: "Новинки", calls: 2 },
];

describe("reference data (kept in the process) failing on its first fill", () => {
  // These run first, while the storefront's reference cache is cold. A failed fill keeps nothing, so each fault in
  // turn meets a cold cache, as long as nothing else on the page fills it: what must stay cold for a later test
  // fails along (the menu here).
  it(
    "the whole upstream failing at once: every page the error page, the process up",
    async () => {
      const pages = [
        "/",
        PRODUCT,
        "/catalog/odezhda/platya/",
        "/search/?q=%D0%BF%D0%BB%D0%B0%D1%82%D1%8C%D0%B5",
        "/about/company/",
        "/order/",
      ];
      for (const fault of FAULTS) {
        await setFaults(storefront, [{ path: "/*", ...fault.rule }]);
        try {
          const probes = await Promise.all(pages.map((page) => visit(page === "/order/" ? basketGuest : guest, page)));
          probes.forEach((probe, i) => expectErrorPage(probe, fault, pages[i]));
        } finally {
          await setFaults(storefront, []);
        }
        expect((await fetch(`${storefront.url}/healthz`)).status).toBe(200);
        expect(storefront.alive(), `alive after ${fault.name}`).toBe(true);
      }
    },
    LONG_MS,
  );

  it(
    "the store's data and the city (every page's main data): the error page for every fault",
    async () => {
      const paths = ["/api/init", "/api/location", "/v1/catalog/sections"];
      for (const fault of FAULTS) {
        for (const page of ["/about/company/", PRODUCT])
          expectErrorPage(await underFault(guest, page, paths, fault.rule), fault, page);
      }
    },
    LONG_MS,
  );

  it(
    "the menu, banners and the home page's strips: the page without them, for every fault",
    async () => {
      const paths = HOME_PARTS.map((part) => part.path);
      const calls = Object.fromEntries(HOME_PARTS.map((part) => [part.path, part.calls]));
      for (const fault of FAULTS) {
        const probe = await underFault(guest, "/", paths, fault.rule, calls);
        for (const { marker } of HOME_PARTS) expectPageWithout(probe, marker, `home without ${marker}, ${fault.name}`);
      }
      const whole = await visit(guest, "/");
      for (const { marker } of HOME_PARTS) expect(whole.body).toContain(marker);
    },
    LONG_MS,
  );

  const COLD = [
    { what: "the shops of a city", page: "/about/shops/kazan/", path: "/api/shops/kazan" },
    { what: "an information page", page: "/information/payment/", path: "/api/content/information/payment" },
    { what: "an editorial page", page: "/initiatives/", path: "/api/content/pages/initiatives" },
    { what: "a catalogue section", page: "/catalog/odezhda/platya/", path: "/v1/catalog/section" },
  ];
  for (const { what, page, path } of COLD) {
    it(
      `${what}: the error page for every fault, then the page once the upstream answers`,
      async () => {
        for (const fault of FAULTS) expectErrorPage(await underFault(guest, page, path, fault.rule), fault, what);
        expect((await visit(guest, page)).status).toBe(200);
      },
      LONG_MS,
    );
  }
});

describe("main data failing", () => {
  const MAIN = () => [
    { what: "product", who: guest, page: PRODUCT, path: `/v1/catalog/products/${PRODUCT_ID}` },
    { what: "section listing", who: guest, page: "/catalog/odezhda/platya/", path: "/v1/catalog/products" },
    {
      what: "search",
      who: guest,
      page: "/search/?q=%D0%BF%D0%BB%D0%B0%D1%82%D1%8C%D0%B5",
      path: "/v1/catalog/products",
    },
    { what: "basket", who: basketGuest, page: "/order/", path: "/api/basket" },
    { what: "news", who: guest, page: "/about/news/", path: "/api/content/news" },
    { what: "news item", who: guest, page: `/about/news/${newsId}/`, path: `/api/content/news/${newsId}` },
    { what: "vacancies", who: guest, page: "/about/vacancy/", path: "/api/content/vacancies" },
    { what: "outfits", who: guest, page: "/outfits/", path: "/api/catalog/suites" },
    { what: "an outfit", who: guest, page: `/suite/${suiteCode}/`, path: `/api/catalog/suites/${suiteCode}` },
    { what: "gift certificates", who: guest, page: "/certificate/digital/", path: "/api/certificates/options" },
    { what: "account: the shopper", who: member, page: "/personal/profile/", path: "/api/user" },
    { what: "account: orders", who: member, page: "/personal/orders/status/all/", path: "/api/user/orders" },
    { what: "account: Love Card", who: member, page: "/personal/card/", path: "/api/user/loyalty" },
    { what: "account: addresses", who: member, page: "/personal/delivery/", path: "/api/user/addresses" },
  ];

  it(
    "each page answers the error page with 502/503 and a Russian message, for every fault",
    async () => {
      for (const { what, who, page, path } of MAIN()) {
        for (const fault of FAULTS) {
          expectErrorPage(await underFault(who, page, path, fault.rule), fault, what);
        }
        expect((await visit(who, page)).status, `${what} recovered`).toBe(200);
      }
    },
    LONG_MS,
  );

  it(
    "a page whose upstream says 'not found' is the 404 page",
    async () => {
      for (const { who, page, path } of MAIN().filter((entry) =>
        ["product", "news item", "an outfit"].includes(entry.what),
      )) {
        // A refusal is an answer, not a fault: nothing is logged.
        const probe = await underFault(who, page, path, { fault: "error", status: 404 }, { [path]: 0 });
        expect(probe.status, page).toBe(404);
        expect(probe.body).toContain("Извините, страница не найдена");
      }
    },
    LONG_MS,
  );
});

describe("secondary data failing", () => {
  const SECONDARY = () => [
    {
      what: "related products",
      who: guest,
      page: PRODUCT,
      path: "/api/catalog/products/related",
      marker: "related__slider",
    },
    {
      what: "recently viewed",
      who: viewer(),
      page: "/about/company/x/",
      path: "/v1/catalog/products",
      marker: '/160/"',
    },
    {
      what: "filters",
      who: guest,
      page: "/catalog/odezhda/platya/?priceMin=1000&modal=catalogFilter",
      path: "/v1/catalog/filters",
      marker: 'id="filter-size-0"',
    },
    {
      what: "the basket count",
      who: member,
      page: "/about/company/",
      path: "/api/basket",
      marker: "Корзина, товаров: 1",
    },
    {
      what: "the wishlist",
      who: member,
      page: "/about/company/",
      path: "/api/catalog/wishlist",
      marker: "Избранное, товаров: 1",
    },
    {
      what: "the shopper's name",
      who: member,
      page: "/about/company/",
      path: "/api/user",
      marker: "header__tool--account",
    },
    { what: "notices", who: member, page: "/personal/profile/", path: "/api/user/notice", marker: null },
    {
      what: "other news",
      who: guest,
      page: `/about/news/${newsId}/`,
      path: "/api/content/news",
      marker: "Другие новости",
    },
    { what: "the checkout draft", who: member, page: "/order/", path: "/api/order", marker: null },
  ];

  it(
    "each page renders (200) without that part, for every fault",
    async () => {
      for (const { what, who, page, path, marker } of SECONDARY()) {
        const whole = await visit(who, page);
        if (marker) expect(whole.body, `${what} shown without a fault`).toContain(marker);
        for (const fault of FAULTS) {
          const probe = await underFault(who, page, path, fault.rule);
          expectPageWithout(probe, marker, `${what}, ${fault.name}`, page.endsWith("/x/") ? 404 : 200);
        }
      }
    },
    LONG_MS,
  );

  it(
    "search suggestions: an empty answer, never cached",
    async () => {
      for (const fault of FAULTS) {
        const before = failedCalls("/v1/catalog/search/suggest");
        await setFaults(storefront, [{ path: "/v1/catalog/search/suggest", ...fault.rule }]);
        const started = performance.now();
        const response = await guest.get("/search/suggest/?q=%D0%BF%D0%BB%D0%B0");
        await setFaults(storefront, []);
        expect(response.status).toBe(200);
        expect(response.headers.get("Cache-Control")).toBe("no-store");
        expect(await response.json()).toMatchObject({ sections: [], products: [] });
        expect(performance.now() - started).toBeLessThan(TIMEOUT_MS + SLACK_MS);
        await eventually(() => failedCalls("/v1/catalog/search/suggest") > before, "the suggest fault logged");
      }
    },
    LONG_MS,
  );
});

/** A guest who viewed two products (the strip shows on the 404 page, whose main data is nothing upstream). */
function viewer(): Shopper {
  const shopper = new Shopper(storefront);
  shopper.set("viewed", "160.92");
  return shopper;
}

describe("many faults at once", () => {
  it(
    "keeps the process up and answering: 30 pages in parallel while a third of the calls time out",
    async () => {
      await setFaults(storefront, [
        { path: "/api/catalog/products/related", fault: "timeout" },
        { path: "/v1/catalog/products/*", fault: "refused", times: 5 },
      ]);
      try {
        const started = performance.now();
        const pages = await Promise.all(
          Array.from({ length: 30 }, (_, i) =>
            visit(new Shopper(storefront), i % 3 === 0 ? PRODUCT : "/about/company/"),
          ),
        );
        expect(pages.every((page) => [200, 503].includes(page.status))).toBe(true);
        expect(performance.now() - started).toBeLessThan(TIMEOUT_MS + 4 * SLACK_MS);
      } finally {
        await setFaults(storefront, []);
      }
      expect((await fetch(`${storefront.url}/healthz`)).status).toBe(200);
      expect(storefront.alive()).toBe(true);
    },
    LONG_MS,
  );
});
