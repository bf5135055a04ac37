import { BROKEN_PORT } from "../../playwright.config";
import { expect, test } from "./support/fixtures";

test.describe("operator endpoints and caching", () => {
  test("health and readiness", async ({ request }) => {
    expect((await request.get("/healthz")).status()).toBe(200);
    expect((await request.get("/readyz")).status()).toBe(200);
    expect((await request.get(`http://localhost:${BROKEN_PORT}/healthz`)).status()).toBe(200);
    // Readiness is the process's own: a storefront whose upstream is down stays in the balancer (its own error pages).
    expect((await request.get(`http://localhost:${BROKEN_PORT}/readyz`)).status()).toBe(200);
  });

  test("a guest page in the default city is publicly cacheable; a personalised one is private", async ({ request }) => {
    const shared = await request.get("/", { headers: { Cookie: "" } });
    expect(shared.headers()["cache-control"]).toMatch(/^public, .*s-maxage=\d+/);
    expect(shared.headers()["set-cookie"]).toBeUndefined();
    const personal = await request.get("/", { headers: { Cookie: "city=anything" } });
    expect(personal.headers()["cache-control"]).toBe("private, no-store");
  });

  test("build assets are immutable for a year and pages are compressed", async ({ request }) => {
    // The server's HTML names the scripts to preload (the browser drops those links once the page is hydrated).
    const script = /<link rel="modulepreload" href="(\/build\/[^"]+)"/.exec(await (await request.get("/")).text())?.[1];
    expect(script).toBeDefined();
    const asset = await request.get(script!);
    expect(asset.headers()["cache-control"]).toMatch(/max-age=31536000.*immutable|immutable.*max-age=31536000/);
    const html = await request.get("/", { headers: { "Accept-Encoding": "gzip" } });
    expect(html.headers()["content-encoding"]).toBe("gzip");
  });
});
