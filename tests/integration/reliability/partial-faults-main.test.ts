import { describe, expect, it } from "vitest";
import {
  LONG_MS,
  FAULTS,
  PRODUCT_ID,
  PRODUCT,
  guest,
  basketGuest,
  member,
  newsId,
  suiteCode,
  visit,
  underFault,
  expectErrorPage,
  withFaultyStorefront,
} from "./faulty-storefront";

withFaultyStorefront();

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
