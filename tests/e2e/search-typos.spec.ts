import { expect, ruleTestAtPhoneWidth, test } from "./support/fixtures";

/**
 * Search forgives typos. «плаье», «платте», «платьев» find the dresses with «Возможно, вы имели в виду «платье»?», a
 * real link to the corrected search (JavaScript on and off); suggestions while typing forgive too.
 */
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };
const search = (q: string) => `/search/?${new URLSearchParams({ q })}`;
const searchUrl = (q: string) => new RegExp(`/search/\\?q=${encodeURIComponent(q)}$`);

for (const [width, viewport] of [
  ["390 px", PHONE],
  ["desktop", DESKTOP],
] as const) {
  test.describe(`search with a typo at ${width}`, () => {
    test.use({ viewport, hasTouch: viewport === PHONE });
    const ruleTest = ruleTestAtPhoneWidth(viewport === PHONE);

    ruleTest("finds the dresses and offers the corrected search as a link", async ({ page, a11y }) => {
      for (const typo of ["плаье", "платте", "платьев"]) {
        await page.goto(search(typo));
        await expect(page.getByRole("heading", { level: 1, name: `Результаты поиска: «${typo}»` })).toBeVisible();
        await expect(page.locator(".listing__count")).toHaveText(/^Найдено: \d+ товар/);
        const notice = page.locator(".search-page__switched");
        await expect(notice).toHaveText("Возможно, вы имели в виду «платье»? Показаны результаты по этому запросу.");
      }
      await page.waitForLoadState("load");
      const cards = page.locator(".product-grid > li");
      expect(await cards.count()).toBeGreaterThan(0);
      for (const text of await cards.allTextContents()) expect(text.toLowerCase()).toContain("плать");
      await a11y();

      await page.locator(".search-page__switched").getByRole("link", { name: "платье" }).click();
      await expect(page).toHaveURL(searchUrl("платье"));
      await expect(page.getByRole("heading", { level: 1, name: "Результаты поиска: «платье»" })).toBeVisible();
      await expect(page.locator(".search-page__switched")).toHaveCount(0);
    });

    ruleTest("an exact match is searched as typed, and a far-off query still finds nothing", async ({ page }) => {
      await page.goto(search("платки"));
      await expect(page.locator(".listing__count")).toHaveText(/^Найдено: \d+ товар/);
      await expect(page.locator(".search-page__switched")).toHaveCount(0);
      await page.goto(search("абракадабра"));
      await expect(page.locator(".listing__count")).toHaveText("Ничего не найдено");
      await expect(page.getByText("Возможно, вы имели в виду")).toHaveCount(0);
      // The wrong keyboard layout still works, and says so in its own words.
      await page.goto(search("gkfnmt"));
      await expect(page.getByText("Показаны результаты по запросу «платье»")).toBeVisible();
    });

    ruleTest("the corrected search keeps its sort and filters", async ({ page, jsEnabled }) => {
      await page.goto(search("плаье"));
      const select = page.getByRole("combobox", { name: "Сортировка" });
      await select.selectOption("price_asc");
      if (!jsEnabled) await page.getByRole("button", { name: "Применить" }).click();
      await expect(page).toHaveURL(/\/search\/\?q=[^&]+&sort=price_asc$/);
      await expect(page.locator(".search-page__switched")).toContainText("Возможно, вы имели в виду «платье»?");
      await expect(page.locator(".listing__count")).toHaveText(/^Найдено: \d+ товар/);
    });

    test("suggestions while typing forgive too (JavaScript)", async ({ page, jsEnabled, a11y }) => {
      test.skip(!jsEnabled, "suggestions appear while typing, with JavaScript only; without it the form asks /search/");
      await page.goto("/?modal=search");
      const dialog = page.getByRole("dialog", { name: "Поиск" });
      const box = dialog.getByRole("combobox", { name: "Поиск по каталогу" });
      await box.pressSequentially("плаье", { delay: 30 });
      const list = dialog.getByRole("listbox", { name: "Подсказки" });
      await expect(list.getByRole("option", { name: /Платья/ }).first()).toBeVisible();
      await expect(list.getByRole("option", { name: "Все результаты по запросу «платье»" })).toBeVisible();
      const notice = dialog.locator(".search-box__switched");
      await expect(notice).toContainText("Возможно, вы имели в виду «платье»?");
      await a11y();
      await notice.getByRole("link", { name: "платье" }).click();
      await expect(page).toHaveURL(searchUrl("платье"));
      await expect(page.getByRole("dialog", { name: "Поиск" })).toHaveCount(0);
      await expect(page.locator(".search-page__switched")).toHaveCount(0);
    });
  });
}

test("without JavaScript the header's search form leads to the forgiving search page", async ({ page, jsEnabled }) => {
  test.skip(jsEnabled, "the no-JavaScript path of the modal's form");
  await page.setViewportSize(PHONE);
  await page.goto("/?modal=search");
  const dialog = page.getByRole("dialog", { name: "Поиск" });
  await dialog.getByLabel("Поиск по каталогу").fill("платте");
  await dialog.getByRole("button", { name: "Найти" }).click();
  await expect(page.locator(".search-page__switched")).toContainText("Возможно, вы имели в виду «платье»?");
  await expect(page.locator(".product-grid > li").first()).toBeVisible();
});
