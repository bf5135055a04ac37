import { describe, it } from "vitest";
import { HOSTILE, OFF_SITE, random, XSS } from "./hostile-input";
import { Shopper } from "./http";
import { PRODUCT_ID, LONG_MS, storefront, expectClean, member, withFuzzStorefront } from "./fuzz-storefront";

withFuzzStorefront();

// ——— pages ———

/** Hostile values as a URL carries them (bounded: the server may refuse longer URLs). */
const IN_URL = HOSTILE.filter((value) => value.length <= 2000);
/** Per parameterised page: markup, and a sample of the rest. */
const PER_URL = 8;

const PARAMETERISED = [
  (x: string) => `/catalog/${x}/`,
  (x: string) => `/catalog/odezhda/${x}/`,
  (x: string) => `/catalog/odezhda/bluzki-i-rubashki/rubashki/${x}/`,
  (x: string) => `/about/news/${x}/`,
  (x: string) => `/about/shops/${x}/`,
  (x: string) => `/suite/${x}/`,
  (x: string) => `/payment/${x}/`,
  (x: string) => `/certificate/${x}/`,
  (x: string) => `/information/${x}/`,
  (x: string) => `/personal/orders/${x}/`,
  (x: string) => `/personal/orders/status/${x}/`,
  (x: string) => `/personal/certificates/${x}/`,
  (x: string) => `/personal/certificates/${x}/history/`,
  (x: string) => `/personal/delivery/${x}/`,
  (x: string) => `/sitemap-${x}.xml`,
  (x: string) => `/catalog/odezhda/platya/?page=${x}`,
  (x: string) => `/catalog/odezhda/platya/?sort=${x}`,
  (x: string) => `/catalog/odezhda/platya/?sizes=${x}&colors=${x}`,
  (x: string) => `/catalog/odezhda/platya/?priceMin=${x}&priceMax=${x}`,
  (x: string) => `/catalog/odezhda/platya/?page=2&page=${x}&sort=new&sort=${x}`,
  (x: string) => `/search/?q=${x}`,
  (x: string) => `/search/?q=${x}&page=${x}`,
  (x: string) => `/search/suggest/?q=${x}`,
  (x: string) => `/location/cities/?cityQuery=${x}`,
  (x: string) => `/?modal=${x}`,
  (x: string) => `/?modal=location&cityQuery=${x}`,
  (x: string) => `/about/vacancy/?city=${x}&vacancy=${x}`,
  (x: string) => `/about/news/?page=${x}`,
  (x: string) => `/outfits/?page=${x}`,
  (x: string) => `/order/confirm/?orderId=${x}`,
  (x: string) => `/personal/orders/status/all/?page=${x}`,
  (x: string) => `/personal/card/history/?page=${x}`,
  (x: string) => `/personal/certificates/?state=${x}`,
  (x: string) => `/${x}/?debug`,
];

describe("every parameterised page, with hostile params and query strings", () => {
  for (const who of ["guest", "member"] as const) {
    it(
      `as a ${who}`,
      async () => {
        const shopper = who === "guest" ? new Shopper(storefront) : await member();
        const rng = random(who === "guest" ? 7 : 11);
        for (const url of PARAMETERISED) {
          for (const value of new Set([...XSS, ...rng.sample(IN_URL, PER_URL)])) {
            const path = url(encodeURIComponent(value));
            await expectClean(await shopper.get(path), `${who} GET ${path.slice(0, 120)}`);
          }
        }
      },
      LONG_MS,
    );
  }

  it("keeps on the site for paths that look like another host", async () => {
    for (const path of [
      "//evil.example/",
      "//evil.example",
      "///evil.example/",
      "//evil.example/%2e%2e/",
      "/%2F%2Fevil.example/",
      "/%5Cevil.example",
      "//Evil.Example//x",
    ]) {
      await expectClean(await new Shopper(storefront).get(path), `GET ${path}`);
    }
  });

  it(
    "never redirects off the site, whatever `redirectTo` or `back` says",
    async () => {
      const shopper = await member();
      for (const target of OFF_SITE) {
        for (const path of [
          `/login/?redirectTo=${encodeURIComponent(target)}`,
          `/location/?back=${encodeURIComponent(target)}`,
        ]) {
          await expectClean(await shopper.get(path), `GET ${path}`);
          await expectClean(await new Shopper(storefront).get(path), `guest GET ${path}`);
        }
        for (const [action, fields] of [
          ["/location/", { intent: "set", city: "kazan", redirectTo: target }],
          ["/basket/", { intent: "basket-add", productId: String(PRODUCT_ID), offer: "", redirectTo: target }],
          ["/logout/", { redirectTo: target }],
        ] as const) {
          const response = await new Shopper(storefront).post(action, fields);
          await expectClean(response, `POST ${action} redirectTo=${target}`);
        }
      }
    },
    LONG_MS,
  );
});
