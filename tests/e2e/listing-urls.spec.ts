import type { Page } from "@playwright/test";
import { expect, SAME_WITHOUT_JS, test } from "./support/fixtures";

/** One URL per listing: junk lands on the clean URL, campaign tags stay in the address and nowhere else. */

const pathOf = (url: string) => {
  const u = new URL(url);
  return u.pathname + u.search;
};

/** Every URL the page links or posts to, and every value a form sends back. */
const echoed = (page: Page) =>
  page.evaluate(() => [
    ...[...document.querySelectorAll("a[href], link[href]")].map((el) => el.getAttribute("href") ?? ""),
    ...[...document.querySelectorAll("form[action]")].map((el) => el.getAttribute("action") ?? ""),
    ...[...document.querySelectorAll("input[type=hidden]")].map((el) => el.getAttribute("value") ?? ""),
  ]);

const TAGS = /utm_|gclid|yclid|_openstat|zq\d|junk/;

test.describe("one URL per listing", () => {
  test(
    "a section URL with junk, duplicates and empty values lands on the clean one in one hop, tags kept",
    SAME_WITHOUT_JS,
    async ({ page, a11y }) => {
      const response = await page.goto(
        "/catalog/odezhda/platya/?zq1=&sizes=46&junk=1&sort=new&sizes=42&sort=price_asc&priceMin=&utm_source=mail",
      );
      expect(response?.status()).toBe(200);
      expect(response?.request().redirectedFrom()?.redirectedFrom()).toBeNull();
      expect(pathOf(page.url())).toBe("/catalog/odezhda/platya/?sort=new&sizes=42,46&utm_source=mail");
      const chips = page.getByRole("list", { name: "Выбранные фильтры" });
      await expect(chips.getByRole("link")).toHaveText([/Размер: 42/, /Размер: 46/]);
      await expect(page.getByRole("combobox", { name: "Сортировка" })).toHaveValue("new");
      expect((await echoed(page)).filter((value) => TAGS.test(value))).toEqual([]);
      await a11y();
    },
  );

  test("from a tagged landing, filters, sorting and pages lead to canonical URLs", async ({ page, jsEnabled }) => {
    await page.goto("/catalog/odezhda/?utm_source=mail&gclid=Cj0");
    expect(pathOf(page.url())).toBe("/catalog/odezhda/?utm_source=mail&gclid=Cj0");

    await page.getByRole("link", { name: "Фильтры" }).click();
    const dialog = page.getByRole("dialog", { name: "Фильтры" });
    await dialog.getByRole("checkbox", { name: "46", exact: true }).check();
    await dialog.getByRole("checkbox", { name: "42", exact: true }).check();
    await dialog.getByRole("button", { name: /^Показать \d* ?товар/ }).click();
    await expect(page).toHaveURL(/\/catalog\/odezhda\/\?sizes=42,46$/);
    // The address changes before the filtered list is on screen: the shopper sorts what the page shows.
    await expect(page.getByRole("list", { name: "Выбранные фильтры" }).getByRole("listitem")).toHaveCount(2);

    const select = page.getByRole("combobox", { name: "Сортировка" });
    await select.selectOption("price_asc");
    if (!jsEnabled) await page.getByRole("button", { name: "Применить" }).click();
    await expect(page).toHaveURL(/\/catalog\/odezhda\/\?sort=price_asc&sizes=42,46$/);

    const pages = page.getByRole("navigation", { name: "Страницы" });
    await expect(pages.getByRole("link", { name: "Страница 2" })).toHaveAttribute(
      "href",
      "/catalog/odezhda/?sort=price_asc&sizes=42,46&page=2",
    );
    await pages.getByRole("link", { name: "Страница 2" }).click();
    await expect(page).toHaveURL(/\/catalog\/odezhda\/\?sort=price_asc&sizes=42,46&page=2$/);
    await expect(page).toHaveTitle(/страница 2/);
    await expect(page.locator('link[rel="prev"]')).toHaveAttribute(
      "href",
      /\/catalog\/odezhda\/\?sort=price_asc&sizes=42,46$/,
    );
  });

  test("search: junk and a second query are dropped, page links keep the query", SAME_WITHOUT_JS, async ({ page }) => {
    await page.goto("/search/?zz=1&q=%D0%BF%D0%BB%D0%B0%D1%82%D1%8C%D0%B5&q=x&utm_campaign=fw23&sort=");
    expect(pathOf(page.url())).toBe("/search/?q=%D0%BF%D0%BB%D0%B0%D1%82%D1%8C%D0%B5&utm_campaign=fw23");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Результаты поиска: «платье»");
    expect((await echoed(page)).filter((value) => TAGS.test(value))).toEqual([]);
    const next = page.getByRole("navigation", { name: "Страницы" }).getByRole("link", { name: "Следующая →" });
    await expect(next).toHaveAttribute("href", "/search/?q=%D0%BF%D0%BB%D0%B0%D1%82%D1%8C%D0%B5&page=2");
  });

  test("looks: junk goes, a page past the last leads to the last, tags stay", SAME_WITHOUT_JS, async ({ page }) => {
    await page.goto("/outfits/?page=9&zz=1&utm_campaign=looks");
    expect(pathOf(page.url())).toBe("/outfits/?page=2&utm_campaign=looks");
    await expect(page).toHaveTitle("Образы | страница 2 | LOVE STORE");
    expect((await echoed(page)).filter((value) => TAGS.test(value))).toEqual([]);
  });
});
