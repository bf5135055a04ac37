import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SHOPPER_UA, startStorefront, type RunningStorefront } from "./support/storefront";

/**
 * The redirects of spec §2 and the canonical URL rules, over plain HTTP (a browser would add nothing): each answer's
 * status and `Location`, and where the chain ends when it is followed as a browser would.
 */
let storefront: RunningStorefront;
beforeAll(async () => {
  storefront = await startStorefront();
});
afterAll(() => storefront.stop());

const get = (path: string) =>
  fetch(`${storefront.url}${path}`, { headers: { "User-Agent": SHOPPER_UA }, redirect: "manual" });

/** Follows the redirects from `path`: the path (with query) of every hop and the last answer's status. */
async function follow(path: string): Promise<{ hops: string[]; status: number }> {
  const hops = [path];
  for (let i = 0; i < 10; i++) {
    const response = await get(hops.at(-1)!);
    const location = response.headers.get("Location");
    if (response.status < 300 || response.status >= 400 || !location) return { hops, status: response.status };
    const next = new URL(location, storefront.url);
    expect(next.origin, `${hops.at(-1)} redirects off-site`).toBe(storefront.url);
    hops.push(next.pathname + next.search);
  }
  throw new Error(`more than 10 redirects from ${path}`);
}

const ROUTE_TABLE: [from: string, to: string][] = [
  ["/about", "/about/company/"],
  ["/catalog", "/catalog/odezhda/"],
  ["/certificate", "/certificate/digital/"],
  ["/fw23", "/catalog/new/?utm_source=fw23&utm_medium=redirect"],
  ["/gift", "/personal/certificates/"],
  ["/love_2_0", "/initiatives/recycling/"],
  ["/about/shops", "/about/shops/st_petersburg/"],
  ["/shops", "/about/shops/st_petersburg/"],
  ["/personal/orders", "/personal/orders/status/all/"],
];

describe("redirects of spec §2", () => {
  it.each(ROUTE_TABLE)("%s → %s with one 301", async (from, to) => {
    const first = await get(from);
    expect(first.status).toBe(301);
    expect(first.headers.get("Location")).toBe(to);
    const { hops, status } = await follow(from);
    if (to.startsWith("/personal/")) {
      // A guarded target then sends a guest on to login, with the target to come back to.
      expect(hops.slice(1)).toEqual([to, `/login/?redirectTo=${encodeURIComponent(to)}`]);
    } else {
      expect(hops.slice(1)).toEqual([to]);
    }
    expect(status).toBe(200);
  });

  it("uppercase and a missing trailing slash go to the canonical path in one hop", async () => {
    const { hops, status } = await follow("/ABOUT/Shops");
    expect(hops.slice(1)).toEqual(["/about/shops/st_petersburg/"]);
    expect(status).toBe(200);
  });

  it("a path without a trailing slash gets one, keeping the query", async () => {
    const response = await get("/Some/Path?color=Red");
    expect(response.status).toBe(301);
    expect(response.headers.get("Location")).toBe("/some/path/?color=Red");
  });

  it("page 1 and lower is dropped from the URL, other parameters stay", async () => {
    expect((await follow("/?page=1&utm_source=mail")).hops.at(-1)).toBe("/?utm_source=mail");
    expect((await follow("/?page=0")).hops.at(-1)).toBe("/");
  });

  it("a campaign redirect keeps the shopper's other campaign tags and drops what the listing does not know", async () => {
    const response = await get("/fw23/?ref=banner&utm_campaign=spring&sort=new");
    expect(response.status).toBe(301);
    expect(response.headers.get("Location")).toBe(
      "/catalog/new/?sort=new&utm_source=fw23&utm_medium=redirect&utm_campaign=spring",
    );
  });

  it("never redirects off-site", async () => {
    for (const path of ["//evil.example", "//evil.example/", "/\\evil.example", "/%2F%2Fevil.example/"]) {
      const response = await get(path);
      const location = response.headers.get("Location");
      if (location) expect(location, path).toMatch(/^\/[^/\\]/);
    }
  });
});

describe("operator answers", () => {
  it("a guest page in the default city is publicly cacheable; a personalised one is private", async () => {
    const shared = await get("/");
    expect(shared.headers.get("Cache-Control")).toMatch(/^public, .*s-maxage=\d+/);
    expect(shared.headers.get("Set-Cookie")).toBeNull();
    const personal = await fetch(`${storefront.url}/`, { headers: { Cookie: "city=anything" } });
    expect(personal.headers.get("Cache-Control")).toBe("private, no-store");
  });

  it("build assets are immutable for a year and pages are compressed", async () => {
    // The server's HTML names the scripts to preload.
    const html = await fetch(`${storefront.url}/`, { headers: { "Accept-Encoding": "gzip" } });
    expect(html.headers.get("Content-Encoding")).toBe("gzip");
    const script = /<link rel="modulepreload" href="(\/build\/[^"]+)"/.exec(await html.text())?.[1];
    expect(script).toBeDefined();
    const asset = await get(script!);
    expect(asset.headers.get("Cache-Control")).toMatch(/max-age=31536000.*immutable|immutable.*max-age=31536000/);
  });
});
