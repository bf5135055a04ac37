import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { SHOPPER_UA } from "./support/storefront";
import {
  guests,
  PRIVATE_PAGES,
  seen,
  a,
  b,
  cdn,
  Visitor,
  buyer,
  shoppers,
  publicPages,
  secrets,
  basketCounter,
  cityButton,
  browse,
  withCdn,
} from "./support/cdn-fixture";

withCdn();

describe("behind nginx's shared cache, two storefronts, guests and two shoppers at once", () => {
  it("serves public pages from the cache and never one visitor's data to another", { timeout: 240_000 }, async () => {
    await Promise.all([
      ...guests.map((guest, i) => browse(guest, [...publicPages, "/order/", "/personal/"], 3, i * 3)),
      browse(buyer, [...publicPages, "/order/", "/shopper/"], 2, 5),
      ...shoppers.map((shopper, i) => browse(shopper.visitor, [...publicPages, ...PRIVATE_PAGES], 2, i * 4)),
    ]);

    expect(seen.filter((s) => s.status >= 500).map((s) => `${s.visitor} ${s.path} ${s.status}`)).toEqual([]);
    // Both storefront processes answered.
    expect(new Set(seen.map((s) => s.upstream).filter(Boolean))).toEqual(
      new Set([a.url, b.url].map((url) => url.replace("http://", ""))),
    );

    // Guests' public pages come from the cache, and a guest's page view sets no cookie.
    const fromGuests = seen.filter((s) => s.visitor.startsWith("guest-") && s.visitor !== buyer.name);
    for (const path of publicPages)
      expect(
        fromGuests.filter((s) => s.path === path).map((s) => s.cache),
        path,
      ).toContain("HIT");
    expect(fromGuests.filter((s) => s.setCookies.length > 0).map((s) => s.path)).toEqual([]);

    // Whatever carried a visitor's cookies was answered for that visitor alone: private, never from the cache.
    const withCookies = seen.filter(
      (s) => s.visitor === buyer.name || shoppers.some((sh) => sh.visitor.name === s.visitor),
    );
    expect(withCookies.filter((s) => s.cache === "HIT").map((s) => `${s.visitor} ${s.path}`)).toEqual([]);
    expect(
      withCookies
        .filter((s) => s.method === "GET" && !/private|no-store/.test(s.cacheControl))
        .map((s) => `${s.visitor} ${s.path}: ${s.cacheControl}`),
    ).toEqual([]);

    // Each visitor's secrets show up in its own answers (so the check below can fail), and in nobody else's.
    for (const shopper of shoppers) {
      const own = seen.filter((s) => s.visitor === shopper.visitor.name).map((s) => s.body);
      for (const needle of [...shopper.spoken, cityButton(shopper.city.name), basketCounter(shopper.products.length)]) {
        expect(
          own.some((body) => body.includes(needle)),
          `${shopper.visitor.name} sees ${needle}`,
        ).toBe(true);
      }
    }
    // A CSRF token (or any such per-visitor form field) a private page may carry joins its owner's secrets; none may
    // sit in a page served from the cache.
    const formSecrets = (body: string) =>
      [...body.matchAll(/name="[^"]*(?:csrf|token)[^"]*" value="([^"]{8,})"/gi)].map((m) => m[1]);
    expect(seen.filter((s) => s.cache === "HIT" && formSecrets(s.body).length > 0).map((s) => s.path)).toEqual([]);
    for (const secret of secrets)
      secret.needles.push(...seen.filter((s) => s.visitor === secret.owner).flatMap((s) => formSecrets(s.body)));
    const leaks = seen.flatMap((s) =>
      secrets
        .filter((secret) => secret.owner !== s.visitor)
        .flatMap((secret) =>
          secret.needles.filter((needle) => s.body.includes(needle) || s.setCookies.some((c) => c.includes(needle))),
        )
        .map((needle) => `${s.visitor} ${s.path} (${s.cache}): ${needle}`),
    );
    expect(leaks).toEqual([]);
  });
});

describe("campaign tags and junk behind the shared cache", () => {
  const visitor = new Visitor("campaign");
  const withoutNonce = (html: string) => html.replace(/nonce="[^"]*"/g, 'nonce=""');

  it(
    "a listing with campaign tags shares one cache entry with any other tags; junk is a 301 that keeps each shopper's tags",
    { timeout: 60_000 },
    async () => {
      const page = "/catalog/odezhda/platya/?sort=new";
      const plain = await visitor.request("GET", page);
      expect(plain.status).toBe(200);

      const first = await visitor.request("GET", `${page}&utm_source=mail&utm_campaign=fw23`);
      const other = await visitor.request("GET", `${page}&utm_source=ya&gclid=Cj0&yclid=7`);
      expect([first.status, other.status]).toEqual([200, 200]);
      // The second set of tags is served the entry the first one filled: junk in the tags cannot multiply entries.
      expect(other.cache).toBe("HIT");
      expect(other.body).toBe(first.body);
      expect(withoutNonce(first.body)).toBe(withoutNonce(plain.body));
      expect(first.body).not.toMatch(/utm_|gclid|yclid/);
      // A URL with tags never gets the entry of the URL without them (nor the other way round).
      expect((await visitor.request("GET", page)).body).toBe(plain.body);

      // Junk: a 301 to the clean URL, stored for the URL without tags (a HIT the second time)…
      const junk = "/catalog/odezhda/platya/?zq1=&zq2=x&sort=new";
      expect(await visitor.request("GET", junk)).toMatchObject({ status: 301, cacheControl: "public, max-age=3600" });
      const again = await visitor.request("GET", junk);
      expect([again.status, again.cache]).toEqual([301, "HIT"]);
      // …but never one shopper's tags for another's: a redirect under a cut key is not stored.
      for (const source of ["mail", "ya", "vk"]) {
        const response = await fetch(`${cdn.url}${junk}&utm_source=${source}`, {
          headers: { "user-agent": SHOPPER_UA },
          redirect: "manual",
        });
        expect(response.status, source).toBe(301);
        expect(response.headers.get("location"), source).toBe(`/catalog/odezhda/platya/?sort=new&utm_source=${source}`);
        expect(response.headers.get("x-cache-status"), source).not.toBe("HIT");
      }
    },
  );

  it("a flood of junk variants gets small redirects, not pages", { timeout: 60_000 }, async () => {
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        fetch(`${cdn.url}/catalog/odezhda/?${"z".repeat(i + 1)}=${randomBytes(4).toString("hex")}`, {
          redirect: "manual",
          headers: { "user-agent": SHOPPER_UA },
        }),
      ),
    );
    const bodies = await Promise.all(answers.map((response) => response.text()));
    expect(answers.map((response) => response.status)).toEqual(answers.map(() => 301));
    expect(answers.map((response) => response.headers.get("location"))).toEqual(answers.map(() => "/catalog/odezhda/"));
    expect(Math.max(...bodies.map((body) => body.length))).toBeLessThan(200);
  });
});
