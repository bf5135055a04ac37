import { expect, test } from "./support/fixtures";

/**
 * One URL per listing, as a shopper walks it: from a tagged landing, filters, sorting and pages lead to canonical URLs.
 * What a dirty URL lands on and what the clean page shows are read over HTTP (tests/integration/listing-urls.test.ts).
 */

const pathOf = (url: string) => {
  const u = new URL(url);
  return u.pathname + u.search;
};

test.describe("one URL per listing", () => {
  test("from a tagged landing, filters, sorting and pages lead to canonical URLs", async ({
    page,
    jsEnabled,
    a11y,
  }) => {
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
    await a11y();

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
});
