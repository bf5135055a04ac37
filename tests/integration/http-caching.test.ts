import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CRAWLER_UA, SHOPPER_UA, startStorefront, type RunningStorefront } from "./support/storefront";

/**
 * The CDN contract on the built server: a guest's plain page views set no cookie and stay public, and pages and their
 * data carry an ETag of what they show — the same while that is the same, though every response has its own script
 * nonce — which If-None-Match turns into a 304.
 */
let storefront: RunningStorefront;
beforeAll(async () => {
  storefront = await startStorefront();
});
afterAll(() => storefront.stop());

const get = (path: string, headers: Record<string, string> = {}) =>
  fetch(`${storefront.url}${path}`, { headers: { "User-Agent": SHOPPER_UA, ...headers }, redirect: "manual" });

/** One page of every kind a guest can land on. */
const GUEST_PAGES = [
  "/",
  "/catalog/odezhda/",
  "/catalog/odezhda/platya/?sort=price_asc&page=2",
  "/catalog/odezhda/bluzki-i-rubashki/rubashki/52/",
  "/search/?q=%D0%BF%D0%BB%D0%B0%D1%82%D1%8C%D0%B5",
  "/about/company/",
  "/about/news/",
  "/about/shops/moscow/",
  "/information/delivery/",
  "/outfits/",
  "/certificate/digital/",
  "/sitemap/",
  "/location/",
];

describe("a guest's plain page view", () => {
  it("sets no cookie and is publicly cacheable, on every kind of page", async () => {
    for (const path of GUEST_PAGES) {
      const response = await get(path);
      expect(response.status, path).toBe(200);
      expect(response.headers.get("Set-Cookie"), path).toBeNull();
      expect(response.headers.get("Cache-Control"), path).toBe(
        "public, max-age=0, s-maxage=60, stale-while-revalidate=600, stale-if-error=86400",
      );
      expect(response.headers.get("Vary"), path).toMatch(/Cookie.*User-Agent/);
      const html = await response.text();
      expect(html, path).not.toContain('name="nonce"');
    }
  });

  it("sets no cookie on the 404 page either", async () => {
    const response = await get("/no/such/page/");
    expect(response.status).toBe(404);
    expect(response.headers.get("Set-Cookie")).toBeNull();
    expect(response.headers.get("Cache-Control")).toMatch(/^public/);
  });
});

describe("ETag and 304", () => {
  it("tags a page by what it shows, not by its per-response nonce, and answers 304 to If-None-Match", async () => {
    const path = "/catalog/odezhda/";
    const [first, second] = [await get(path), await get(path)];
    const etag = first.headers.get("ETag");
    expect(etag).toMatch(/^W\/"[\w-]+"$/);
    expect(second.headers.get("ETag")).toBe(etag);
    const nonce = (html: string) => /<script[^>]* nonce="([^"]+)"/.exec(html)?.[1];
    expect(nonce(await first.text())).not.toBe(nonce(await second.text()));

    const revalidated = await get(path, { "If-None-Match": etag! });
    expect(revalidated.status).toBe(304);
    expect(await revalidated.text()).toBe("");
    expect(revalidated.headers.get("ETag")).toBe(etag);
    expect(revalidated.headers.get("Cache-Control")).toBe(
      "public, max-age=0, s-maxage=60, stale-while-revalidate=600, stale-if-error=86400",
    );
    expect(revalidated.headers.get("Vary")).toMatch(/Cookie.*User-Agent/);
    expect((await get(path, { "If-None-Match": `W/"other", ${etag}` })).status).toBe(304);
    expect((await get(path, { "If-None-Match": 'W/"other"' })).status).toBe(200);
  });

  it("gives other pages, other queries and a crawler's page other tags", async () => {
    const tag = async (path: string, userAgent = SHOPPER_UA) =>
      (await get(path, { "User-Agent": userAgent })).headers.get("ETag");
    const section = await tag("/catalog/odezhda/");
    const tags = [
      section,
      await tag("/catalog/odezhda/?page=2"),
      await tag("/catalog/obuv/"),
      await tag("/catalog/odezhda/", CRAWLER_UA),
    ];
    expect(new Set(tags).size).toBe(tags.length);
    expect((await get("/catalog/odezhda/", { "User-Agent": CRAWLER_UA, "If-None-Match": section! })).status).toBe(200);
  });

  it("tags Remix data responses too", async () => {
    const path = "/catalog/odezhda/?_data=routes%2Fcatalog.%24";
    const first = await get(path);
    const etag = first.headers.get("ETag");
    expect(etag).toMatch(/^W\/"[\w-]+"$/);
    expect((await get(path)).headers.get("ETag")).toBe(etag);
    const revalidated = await get(path, { "If-None-Match": etag! });
    expect(revalidated.status).toBe(304);
    expect(await revalidated.text()).toBe("");
  });

  it("never answers 304 to a change", async () => {
    const path = "/catalog/odezhda/bluzki-i-rubashki/rubashki/52/";
    const etag = (await get(path)).headers.get("ETag")!;
    const post = await fetch(`${storefront.url}${path}`, {
      method: "POST",
      headers: {
        "User-Agent": SHOPPER_UA,
        "If-None-Match": etag,
        Origin: storefront.url,
        "Content-Type": "application/x-www-form-urlencoded",
      },
      body: new URLSearchParams({ intent: "wishlist", productId: "52", wishlisted: "true" }),
      redirect: "manual",
    });
    expect(post.status).toBe(303);
  });
});
