import { afterAll, beforeAll, expect, it } from "vitest";
import { startStorefront, type RunningStorefront } from "./support/storefront";

/**
 * The view beacon behind the product page's `<noscript>` image: it keeps a guest's «Вы ранее просматривали» without
 * JavaScript in a private answer. What a shopper then sees is tests/e2e/viewed-no-js.spec.ts's.
 */
let storefront: RunningStorefront;
beforeAll(async () => {
  storefront = await startStorefront();
});
afterAll(() => storefront.stop());

const get = (path: string, headers: Record<string, string> = {}) =>
  fetch(`${storefront.url}${path}`, { headers, redirect: "manual" });

it("the view beacon answers privately, keeps the list bounded, and ignores bad ids and other sites", async () => {
  const beacon = await get("/viewed/52/", { Cookie: "viewed=92.261" });
  expect(beacon.status).toBe(200);
  expect(beacon.headers.get("content-type")).toBe("image/gif");
  expect(beacon.headers.get("cache-control")).toBe("private, no-store");
  expect(beacon.headers.get("set-cookie")).toMatch(/^viewed=52\.92\.261; .*SameSite=Strict; Secure/);

  const full = Array.from({ length: 12 }, (_, index) => index + 1).join(".");
  const bounded = await get("/viewed/52/", { Cookie: `viewed=${full}` });
  expect(bounded.headers.get("set-cookie")).toMatch(/^viewed=52\.1\.2\.3\.4\.5\.6\.7\.8\.9\.10\.11; /);

  // A malformed list counts as none (zod), as everywhere the cookie is read.
  const malformed = await get("/viewed/52/", { Cookie: "viewed=1.x.<script>" });
  expect(malformed.headers.get("set-cookie")).toMatch(/^viewed=52; /);

  for (const bad of ["abc", "0", "1234567890123", "-5"]) {
    const response = await get(`/viewed/${bad}/`);
    expect(response.status, bad).toBe(404);
    expect(response.headers.get("set-cookie"), bad).toBeNull();
  }

  const crossSite = await get("/viewed/52/", { "Sec-Fetch-Site": "cross-site" });
  expect(crossSite.status).toBe(200);
  expect(crossSite.headers.get("set-cookie")).toBeNull();
});
