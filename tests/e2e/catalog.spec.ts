import type { Page } from "@playwright/test";
import { expect, SAME_WITHOUT_JS, test } from "./support/fixtures";

/** Product links in grid order (colour variants share a name, not a link). */
const links = (page: Page) =>
  page
    .locator(".product-grid > li")
    .evaluateAll((cells) =>
      cells.map((cell) => cell.querySelector("a[href*='/catalog/']")?.getAttribute("href") ?? ""),
    );

/** Selling price of every card: the lowest rouble amount it shows (the crossed-out price is higher). */
const prices = (page: Page) =>
  page
    .locator(".product-grid > li")
    .evaluateAll((cells) =>
      cells.map((cell) =>
        Math.min(
          ...[...(cell.textContent ?? "").matchAll(/(\d[\d\s\u00a0]*)\s*₽/g)].map((m) =>
            Number(m[1].replace(/\D/g, "")),
          ),
        ),
      ),
    );

const count = (page: Page) => page.locator(".listing__count");

test.describe("catalogue section", () => {
  test("lists the count, the products, breadcrumbs and subsection links", SAME_WITHOUT_JS, async ({ page, a11y }) => {
    const response = await page.goto("/catalog/odezhda/yubki/");
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1, name: "Юбки" })).toBeVisible();
    await expect(count(page)).toHaveText("17 товаров");
    await expect(page.locator(".product-grid > li")).toHaveCount(17);
    await expect(page).toHaveTitle("Юбки | LOVE STORE");
    await expect(page.locator('link[rel="canonical"]')).toHaveCount(0);
    await expect(page.getByRole("navigation", { name: "Страницы" })).toHaveCount(0);

    const trail = page.getByRole("navigation", { name: "Навигационная цепочка" });
    await expect(trail.getByRole("link", { name: "Одежда" })).toHaveAttribute("href", "/catalog/odezhda/");
    const ld = JSON.parse((await trail.locator('script[type="application/ld+json"]').textContent()) ?? "{}");
    expect(ld["@type"]).toBe("BreadcrumbList");
    expect(ld.itemListElement.map((i: { name: string }) => i.name)).toEqual(["Главная", "Одежда", "Юбки"]);
    expect(ld.itemListElement[2].item).toMatch(/^http:\/\/[^/]+\/catalog\/odezhda\/yubki\/$/);

    await page
      .getByRole("navigation", { name: "Подразделы" })
      .getByRole("link", { name: /Юбки мини/ })
      .click();
    await expect(page).toHaveURL(/\/catalog\/odezhda\/yubki\/yubki-mini\/$/);
    await expect(page.getByRole("heading", { level: 1, name: "Юбки мини" })).toBeVisible();
    await expect(count(page)).toHaveText("3 товара");
    await expect(
      page.getByRole("navigation", { name: "Навигационная цепочка" }).getByRole("link", { name: "Юбки" }),
    ).toHaveAttribute("href", "/catalog/odezhda/yubki/");
    await a11y();
  });

  test("filters by a size and a colour in the modal: shareable URL, new count, removable chips", async ({
    page,
    jsEnabled,
    a11y,
  }) => {
    await page.goto("/catalog/odezhda/platya/platya-maksi/");
    await expect(count(page)).toHaveText("8 товаров");
    await page.getByRole("link", { name: "Фильтры" }).click();
    const dialog = page.getByRole("dialog", { name: "Фильтры" });
    await expect(dialog).toBeVisible();
    if (!jsEnabled) expect(new URL(page.url()).searchParams.get("modal")).toBe("catalogFilter");
    await a11y();

    await dialog.getByRole("checkbox", { name: "46", exact: true }).check();
    await dialog.getByRole("checkbox", { name: /^Белый/ }).check();
    // With JavaScript the button counts what the choices would show; without it the count comes once applied.
    await dialog.getByRole("button", { name: jsEnabled ? "Показать 1 товар" : "Показать товары" }).click();

    await expect(page).toHaveURL(/\/catalog\/odezhda\/platya\/platya-maksi\/\?sizes=46&colors=ffffff$/);
    await expect(page.getByRole("dialog", { name: "Фильтры" })).toHaveCount(0);
    await expect(count(page)).toHaveText("1 товар");
    await expect(page.locator(".product-grid > li")).toHaveCount(1);
    const chips = page.getByRole("list", { name: "Выбранные фильтры" });
    await expect(chips.getByRole("link")).toHaveCount(2);
    await expect(chips.getByRole("link", { name: "Убрать фильтр Цвет: Белый" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Фильтры 2" })).toBeVisible();

    await chips.getByRole("link", { name: "Убрать фильтр Размер: 46" }).click();
    await expect(page).toHaveURL(/\/catalog\/odezhda\/platya\/platya-maksi\/\?colors=ffffff$/);
    await expect(count(page)).toHaveText("2 товара");
    await expect(page.getByRole("list", { name: "Выбранные фильтры" }).getByRole("link")).toHaveCount(1);
  });

  test(
    "page 2: title suffix, rel=prev, other products; past the last page leads to the last",
    SAME_WITHOUT_JS,
    async ({ page, baseURL, a11y }) => {
      await page.goto("/catalog/odezhda/platya/platya-midi/");
      await expect(page.locator('link[rel="next"]')).toHaveAttribute(
        "href",
        `${baseURL}/catalog/odezhda/platya/platya-midi/?page=2`,
      );
      await expect(page.locator('link[rel="prev"]')).toHaveCount(0);
      const first = await links(page);
      await page.getByRole("navigation", { name: "Страницы" }).getByRole("link", { name: "Страница 2" }).click();
      await expect(page).toHaveURL(/\/catalog\/odezhda\/platya\/platya-midi\/\?page=2$/);
      await expect(page).toHaveTitle("Платья миди | страница 2 | LOVE STORE");
      await expect(page.locator('link[rel="prev"]')).toHaveAttribute(
        "href",
        `${baseURL}/catalog/odezhda/platya/platya-midi/`,
      );
      await expect(page.getByRole("navigation", { name: "Страницы" }).locator('[aria-current="page"]')).toHaveText(/2/);
      await expect(page.locator(".product-grid > li")).toHaveCount(1);
      await page.waitForLoadState("load");
      const second = await links(page);
      expect(first).toHaveLength(24);
      expect(second[0]).toMatch(/^\/catalog\/odezhda\/platya\/platya-midi\/\d+\/$/);
      expect(first).not.toContain(second[0]);
      await a11y();

      // Past the last page: a 301 to the last one.
      const response = await page.goto("/catalog/odezhda/platya/platya-midi/?page=3");
      expect(response?.status()).toBe(200);
      await expect(page).toHaveURL(/\/catalog\/odezhda\/platya\/platya-midi\/\?page=2$/);
      await expect(page.locator(".product-grid > li")).toHaveCount(1);
    },
  );

  test("sorts by price ascending, without JavaScript through the form's button", async ({ page, jsEnabled }) => {
    await page.goto("/catalog/odezhda/?page=2");
    const select = page.getByRole("combobox", { name: "Сортировка" });
    await expect(select).toHaveValue("popular");
    // With JavaScript the button goes once the page is hydrated and a change navigates by itself.
    if (jsEnabled) await expect(page.getByRole("button", { name: "Применить" })).toHaveCount(0);
    await select.selectOption({ label: "Сначала дешевле" });
    if (!jsEnabled) await page.getByRole("button", { name: "Применить" }).click();
    // Changing the sort goes back to page 1.
    await expect(page).toHaveURL(/\/catalog\/odezhda\/\?sort=price_asc$/);
    await expect(page.getByRole("combobox", { name: "Сортировка" })).toHaveValue("price_asc");
    // The address changes a moment before the new grid is rendered.
    // (A longer wait: early in the full suite this is a cold server's first client navigation beside the other worker.)
    await expect
      .poll(
        async () => {
          const list = await prices(page);
          return list.length === 24 && list.every((price, i) => i === 0 || list[i - 1] <= price);
        },
        { timeout: 15_000 },
      )
      .toBe(true);
  });

  test("an empty result offers to reset the filters", async ({ page, a11y }) => {
    await page.goto("/catalog/odezhda/platya/?priceMin=9000000");
    await expect(count(page)).toHaveText("0 товаров");
    await expect(page.getByText("Нет товаров с выбранными фильтрами")).toBeVisible();
    await expect(page.getByRole("list", { name: "Выбранные фильтры" }).getByRole("link")).toHaveText(
      /Цена от 9\s000\s000\s₽/,
    );
    await a11y();
    await page.getByRole("main").getByRole("link", { name: "Сбросить фильтры" }).first().click();
    await expect(page).toHaveURL(/\/catalog\/odezhda\/platya\/$/);
    await expect(count(page)).toHaveText("50 товаров");
  });
});
