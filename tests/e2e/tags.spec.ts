import { expect, SAME_WITHOUT_JS, test } from "./support/fixtures";
import { hydrated } from "./support/hydrated";

/** A product with sizes in stock in the deterministic seed (as in product.spec.ts). */
const PRODUCT = "/catalog/odezhda/bluzki-i-rubashki/rubashki/52/";

test.describe("tags", () => {
  test(
    "a page view asks no other host for anything (no tag-manager id is configured)",
    SAME_WITHOUT_JS,
    async ({ page, baseURL }) => {
      const host = new URL(baseURL!).hostname;
      const elsewhere: string[] = [];
      page.on("request", (request) => {
        const url = new URL(request.url());
        if (url.protocol !== "data:" && url.hostname !== host) elsewhere.push(request.url());
      });
      for (const path of ["/", "/catalog/odezhda/", PRODUCT, "/outfits/", "/sitemap/"]) {
        await page.goto(path);
        await page.waitForLoadState("networkidle");
      }
      expect(elsewhere).toEqual([]);
      await expect(page.locator('script[src*="googletagmanager"]')).toHaveCount(0);
    },
  );

  test("the data layer gets a page view with the retargeting level, spot and brand on every page view", async ({
    page,
    jsEnabled,
  }) => {
    test.skip(!jsEnabled, "the data layer is filled by scripts");
    const views = () => page.evaluate(() => (window.dataLayer ?? []).filter((entry) => entry.event === "page_view"));
    await page.goto("/");
    await hydrated(page, true);
    expect(await views()).toEqual([
      { event: "page_view", pagePath: "/", retargetingLevel: 0, spot: "desktop", brand: "LOVE STORE" },
    ]);

    // Client-side navigations: a section, then a product.
    await page
      .getByRole("navigation", { name: "Разделы каталога" })
      .getByRole("link", { name: "Одежда", exact: true })
      .click();
    await expect(page).toHaveURL(/\/catalog\/odezhda\/$/);
    await expect
      .poll(async () => (await views()).at(-1))
      .toMatchObject({ pagePath: "/catalog/odezhda/", retargetingLevel: 1, spot: "desktop", brand: "LOVE STORE" });
    await page.locator("article.card .card__name a").first().click();
    await expect(page).toHaveURL(/\/catalog\/.+\/\d+\/$/);
    await expect
      .poll(async () => (await views()).at(-1))
      .toMatchObject({ retargetingLevel: 2, spot: "desktop", brand: "LOVE STORE" });
    // One entry per page view; a page without a level says null.
    await page.getByRole("contentinfo").getByRole("link", { name: "Образы" }).click();
    await expect(page).toHaveURL(/\/outfits\/$/);
    await expect.poll(async () => (await views()).map((view) => view.retargetingLevel)).toEqual([0, 1, 2, null]);
  });
});
