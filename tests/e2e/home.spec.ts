import { expect, SAME_WITHOUT_JS, test } from "./support/fixtures";

test.describe("home page", () => {
  test("banners and strips of new arrivals and sale from the upstream", SAME_WITHOUT_JS, async ({ page }) => {
    const response = await page.goto("/");
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("region", { name: "Акции и новинки" }).getByRole("link").first()).toBeVisible();

    const fresh = page.getByRole("region", { name: "Новинки" });
    const tiles = fresh.getByRole("article");
    expect(await tiles.count()).toBeGreaterThanOrEqual(4);
    const first = tiles.first();
    await expect(first.getByRole("heading")).not.toBeEmpty();
    await expect(first.locator(".price__current")).toHaveText(/^\d{1,3}(\u00a0\d{3})*\u00a0₽$/);
    const href = await first.getByRole("link").first().getAttribute("href");
    expect(href).toMatch(/^\/catalog\/.+\/$/);
    const pictured = fresh.locator("article:has(picture source)").first();
    const media = await pictured
      .locator("picture source")
      .evaluateAll((els) => els.map((e) => e.getAttribute("media")));
    expect(media).toEqual(["(max-width: 374px)", "(min-width: 375px) and (max-width: 799px)", "(min-width: 800px)"]);

    const sale = page.getByRole("region", { name: "Sale" });
    await expect(sale.locator(".price__old").first()).toBeVisible();
  });

  test("the hero carousel works with the keyboard when JavaScript is on, and scrolls without it", async ({
    page,
    jsEnabled,
  }) => {
    await page.goto("/");
    const hero = page.getByRole("region", { name: "Акции и новинки" });
    if (jsEnabled) {
      await hero.getByRole("button", { name: "Следующий слайд" }).click();
      await expect(hero.getByRole("button", { name: "Слайд 2" })).toHaveAttribute("aria-current", "true");
    } else {
      await expect(hero.getByRole("button")).toHaveCount(0);
      // Without JavaScript the slides form a horizontally scrolling, snapping row.
      const viewport = hero.locator(".hero__viewport");
      expect(await viewport.evaluate((el) => getComputedStyle(el).overflowX)).toBe("auto");
      expect(await hero.getByRole("group").count()).toBeGreaterThanOrEqual(3);
    }
  });

  test("client navigation keeps the page working and scrolls to the top", async ({ page, jsEnabled }) => {
    await page.goto("/");
    await page.mouse.wheel(0, 2000);
    await page.getByRole("contentinfo").getByRole("link", { name: "О нас" }).click();
    await expect(page).toHaveURL(/\/about\/company\/$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    if (jsEnabled) await expect(page.getByRole("banner")).toBeVisible();
  });
});
