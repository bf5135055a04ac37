import { describe, expect, it } from "vitest";
import { eventually, setFaults, Shopper } from "./http";
import {
  TIMEOUT_MS,
  SLACK_MS,
  LONG_MS,
  FAULTS,
  PRODUCT,
  storefront,
  guest,
  member,
  newsId,
  visit,
  failedCalls,
  underFault,
  expectPageWithout,
  withFaultyStorefront,
} from "./faulty-storefront";

withFaultyStorefront();

/** A guest who viewed two products (the strip shows on the 404 page, whose main data is nothing upstream). */
function viewer(): Shopper {
  const shopper = new Shopper(storefront);
  shopper.set("viewed", "160.92");
  return shopper;
}

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
      marker: 'Корзина: </span><span class="counter">1</span>',
    },
    {
      what: "the wishlist",
      who: member,
      page: "/about/company/",
      path: "/api/catalog/wishlist",
      marker: 'Избранное: </span><span class="counter">1</span>',
    },
    {
      what: "the shopper's name",
      who: member,
      page: "/about/company/",
      path: "/api/user",
      marker: "header__tool--account",
    },
    {
      what: "other news",
      who: guest,
      page: `/about/news/${newsId}/`,
      path: "/api/content/news",
      marker: "Другие новости",
    },
    // The checkout: the storefront keeps the shopper's input and has it calculated on every view of /order/.
    { what: "the checkout's calculation", who: member, page: "/order/", path: "/api/order/calculate", marker: null },
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

  it(
    "notices (client only, lazy): the browser's read answers none, privately",
    async () => {
      for (const fault of FAULTS) {
        const before = failedCalls("/api/user/notice");
        await setFaults(storefront, [{ path: "/api/user/notice", ...fault.rule }]);
        const started = performance.now();
        const response = await member.get("/shopper/notices/");
        await setFaults(storefront, []);
        expect(response.status).toBe(200);
        expect(response.headers.get("Cache-Control")).toBe("private, no-store");
        expect(await response.json()).toEqual({ notices: [] });
        expect(performance.now() - started).toBeLessThan(TIMEOUT_MS + SLACK_MS);
        await eventually(() => failedCalls("/api/user/notice") > before, "the notices fault logged");
      }
    },
    LONG_MS,
  );
});
