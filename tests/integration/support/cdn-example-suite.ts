import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { basketAddForm, type BuyableProduct } from "../../../bench/catalogue";
import type { RunningCache } from "./cache-process";
import {
  analyticsCookies,
  basketCounter,
  browseAll,
  BROWSERS,
  checkUserAgents,
  CRAWLERS,
  FROM_CACHE,
  hitRatio,
  Visitor,
  withStoreBehind,
  PENDING_BOUNDARY,
  RELATED_STRIP,
  type Store,
} from "./cdn-example";

type StartCache = (port: number, storefrontPort: number) => Promise<RunningCache>;

async function addToBasket(visitor: Visitor, products: BuyableProduct[]) {
  for (const product of products) expect((await visitor.request("/basket/", basketAddForm(product))).status).toBe(303);
}

/** The login form of /login/ without JavaScript: the code step, then the demo code (docs/upstream-api.md). */
async function logIn(visitor: Visitor, phone: string) {
  expect((await visitor.request("/login/", new URLSearchParams({ intent: "code", phone }).toString())).status).toBe(
    200,
  );
  const form = new URLSearchParams({ intent: "login", phone, code: "123456", redirectTo: "/personal/" });
  expect((await visitor.request("/login/", form.toString())).status).toBe(303);
  expect(visitor.jar.token).toBeTruthy();
}

/**
 * The shipped example configuration of a shared cache (docs/cdn/) in front of the built store: browsers, guests with
 * analytics cookies, crawlers and shoppers with the store's cookies, one after another against one store.
 */
export function exampleCacheSuite(name: string, start: StartCache): void {
  describe(`${name} with the shipped example configuration in front of the store`, () => {
    let store: Store;
    let cache: RunningCache;
    beforeAll(async () => {
      ({ store, cache } = await withStoreBehind(start));
    }, 120_000);
    afterAll(async () => {
      await cache?.stop();
      await store?.storefront.stop();
    });

    it("gives ten different browsers one copy of each public page", async () => {
      checkUserAgents();
      const answers = await browseAll(
        BROWSERS.map((ua) => new Visitor(cache, ua)),
        store.pages,
        2,
      );
      hitRatio(`${name} example, ten browsers twice`, answers);
      // Only each page's very first request reached the store; the store varied on the bot flag alone.
      expect(answers.filter((a) => !FROM_CACHE.has(a.cache)).map((a) => a.path)).toEqual(store.pages);
      expect(answers.filter((a) => !/\bX-Bot\b/i.test(a.vary) || /User-Agent/i.test(a.vary))).toEqual([]);
    });

    it("gives guests with analytics cookies the guests' copy", async () => {
      const answers = await browseAll(
        BROWSERS.map((ua) => new Visitor(cache, ua, analyticsCookies())),
        store.pages,
        1,
      );
      hitRatio(`${name} example, ten guests with analytics cookies`, answers);
      expect(answers.filter((a) => !FROM_CACHE.has(a.cache)).map((a) => `${a.path} ${a.cache}`)).toEqual([]);
    });

    it("keeps a complete copy for crawlers apart from the shoppers' streamed one", async () => {
      const product = store.pages[2];
      const crawlers = CRAWLERS.map((ua) => new Visitor(cache, ua));
      // The browsers' copy is cached already: the first crawler still goes to the store, the others share its copy.
      expect((await crawlers[0].request(product)).cache).toBe("MISS");
      for (const crawler of crawlers.slice(1))
        expect(FROM_CACHE.has((await crawler.request(product)).cache)).toBe(true);
      // A crawler that runs no script would find the browsers' related products hidden at the end of the page,
      // after a placeholder; its own copy has them in place.
      const browsers = await new Visitor(cache, BROWSERS[3]).request(product);
      expect(FROM_CACHE.has(browsers.cache)).toBe(true);
      expect(browsers.body).toContain(PENDING_BOUNDARY);
      for (const { body } of crawlers.flatMap((c) => c.answers)) {
        expect(body).not.toContain(PENDING_BOUNDARY);
        expect(body).toContain(RELATED_STRIP);
      }
    });

    it("never serves a shopper from the cache, nor one visitor's data to another", async () => {
      const [one, two, anna] = [
        new Visitor(cache, BROWSERS[0]),
        new Visitor(cache, BROWSERS[1], analyticsCookies()),
        new Visitor(cache, BROWSERS[2], analyticsCookies()),
      ];
      await addToBasket(one, store.products.slice(0, 1));
      await addToBasket(two, store.products.slice(1, 3));
      await logIn(anna, "+79990000001");
      await addToBasket(anna, store.products.slice(0, 3));
      const shoppers = [
        { visitor: one, pages: store.pages, secrets: [basketCounter(1)] },
        { visitor: two, pages: store.pages, secrets: [basketCounter(2)] },
        { visitor: anna, pages: [...store.pages, "/personal/profile/"], secrets: [basketCounter(3), "Смирнова"] },
      ];
      for (const shopper of shoppers) await browseAll([shopper.visitor], shopper.pages, 2);
      const guests = BROWSERS.slice(0, 3).map((ua, i) => new Visitor(cache, ua, i > 0 ? analyticsCookies() : ""));
      const guestAnswers = await browseAll(guests, store.pages, 1);
      expect(guestAnswers.filter((a) => !FROM_CACHE.has(a.cache)).map((a) => a.path)).toEqual([]);

      for (const { visitor, secrets } of shoppers) {
        const gets = visitor.answers.filter((a) => a.method === "GET");
        // Passed to the store every time (nginx: BYPASS, Varnish: PASS), and its own data shows, so the check below
        // can fail.
        expect(new Set(gets.map((a) => a.cache))).toEqual(new Set([name === "nginx" ? "BYPASS" : "PASS"]));
        for (const secret of secrets)
          expect(
            gets.some((a) => a.body.includes(secret)),
            secret,
          ).toBe(true);
      }
      const everyone = [...shoppers.map((s) => s.visitor), ...guests];
      const leaks = everyone.flatMap((visitor) =>
        shoppers
          .filter((shopper) => shopper.visitor !== visitor)
          .flatMap((shopper) => [...shopper.secrets, shopper.visitor.jar.token])
          .filter((secret) =>
            visitor.answers.some((a) => a.body.includes(secret) || a.setCookies.join().includes(secret)),
          ),
      );
      expect(leaks).toEqual([]);
      // Logging in and basket adds set cookies; no copy the cache served carries one.
      const answers = everyone.flatMap((v) => v.answers);
      expect(answers.some((a) => a.setCookies.length > 0)).toBe(true);
      expect(answers.filter((a) => FROM_CACHE.has(a.cache) && a.setCookies.length > 0)).toEqual([]);
    });
  });
}
