import { expect, test } from "./support/fixtures";

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

const pathOf = (url: string) => {
  const u = new URL(url);
  return u.pathname + u.search;
};

test.describe("redirects of spec §2", () => {
  for (const [from, to] of ROUTE_TABLE) {
    test(`${from} → ${to} with one 301`, async ({ page, request }) => {
      const first = await request.get(from, { maxRedirects: 0 });
      expect(first.status()).toBe(301);
      expect(first.headers().location).toBe(to);
      const response = await page.goto(from);
      const hops = [];
      for (let r = response!.request().redirectedFrom(); r; r = r.redirectedFrom()) hops.push(r.url());
      // Guarded targets (/personal/…) then send a guest on to login, with the target to come back to.
      if (to.startsWith("/personal/")) {
        expect(pathOf(page.url())).toBe(`/login/?redirectTo=${encodeURIComponent(to)}`);
      } else {
        expect(pathOf(page.url())).toBe(to);
        expect(hops).toHaveLength(1);
      }
    });
  }

  test("uppercase and a missing trailing slash go to the canonical path in one hop", async ({ page }) => {
    const response = await page.goto("/ABOUT/Shops");
    expect(pathOf(page.url())).toBe("/about/shops/st_petersburg/");
    expect(response!.request().redirectedFrom()?.redirectedFrom()).toBeNull();
  });

  test("a path without a trailing slash gets one, keeping the query", async ({ request }) => {
    const response = await request.get("/Some/Path?color=Red", { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(response.headers().location).toBe("/some/path/?color=Red");
  });

  test("page 1 and lower is dropped from the URL, other parameters stay", async ({ page }) => {
    await page.goto("/?page=1&utm_source=mail");
    expect(pathOf(page.url())).toBe("/?utm_source=mail");
    await page.goto("/?page=0");
    expect(pathOf(page.url())).toBe("/");
  });

  test("campaign redirect keeps the shopper's other campaign tags, and drops what the listing does not know", async ({
    request,
  }) => {
    const response = await request.get("/fw23/?ref=banner&utm_campaign=spring&sort=new", { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(response.headers().location).toBe(
      "/catalog/new/?sort=new&utm_source=fw23&utm_medium=redirect&utm_campaign=spring",
    );
  });

  test("never redirects off-site", async ({ request, baseURL }) => {
    const response = await request.get(`${baseURL}//evil.example`, { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(response.headers().location ?? "/").toMatch(/^\/[^/\\]/);
  });
});
