import type { Page } from "@playwright/test";
import { expect, test } from "./support/fixtures";

/**
 * Stock that is true for the shopper's city. Products of the deterministic seed (300 products):
 * - product 4, size 44: its last unit is in a shop in Уфа, nothing in the warehouse;
 * - product 27, size 52: one unit in Moscow's flagship shop, which takes no online orders; size 48: 1 in the warehouse;
 * - product 2, size 44: 1 in the warehouse, 8 more in shops of other cities (the basket let «+» go past 1);
 * - product 7, size 39: one unit in a Moscow pickup shop only; product 1, size 48: warehouse only.
 */
const LAST_IN_UFA = { path: "/catalog/odezhda/platya/platya-mini/4/", offer: "15" };
const FLAGSHIP_ONLY = { path: "/catalog/odezhda/platya/platya-midi/27/", offer: "117", lastOnline: "115" };
const ONE_SHIPS = { path: "/catalog/odezhda/platya/platya-mini/2/", offer: "6", name: "Платье-рубашка мини с поясом" };
const SHOP_SHELF = { path: "/catalog/obuv/botinki/7/", offer: "33", name: "Ботинки на шнуровке из замши", size: "39" };
const WAREHOUSE = {
  path: "/catalog/odezhda/platya/platya-mini/1/",
  offer: "4",
  name: "Платье-рубашка мини с поясом",
  size: "48",
};

/** The label of one size on the product page (the radio's own <label>). */
const sizeLabel = (page: Page, offer: string) =>
  page.locator("form.buy--page label.size", { has: page.locator(`input[value="${offer}"]`) });

async function addFromProductPage(page: Page, path: string, offer: string, jsEnabled: boolean) {
  await page.goto(path);
  const buy = page.locator("form.buy--page");
  await sizeLabel(page, offer).click();
  await buy.getByRole("button", { name: "В корзину" }).click();
  if (jsEnabled) {
    const modal = page.getByRole("dialog", { name: "Товар добавлен в корзину" });
    await expect(modal).toBeVisible();
    await modal.getByRole("button", { name: "Продолжить покупки" }).click();
  } else {
    await expect(page.getByRole("status").getByText("Товар добавлен в корзину")).toBeVisible();
  }
  await expect(buy.getByRole("button", { name: "В корзине" })).toBeDisabled();
}

test.describe("stock for the shopper's city", () => {
  test("the product page offers only what can reach a Moscow shopper", async ({ page, a11y }) => {
    await page.goto(LAST_IN_UFA.path);
    // The last unit is in Уфа: not «Последний» here, and not orderable.
    await expect(sizeLabel(page, LAST_IN_UFA.offer)).toContainText("Нет в наличии");
    await expect(sizeLabel(page, LAST_IN_UFA.offer)).not.toContainText("Последний");
    await expect(sizeLabel(page, LAST_IN_UFA.offer).getByRole("radio")).toBeDisabled();

    await page.goto(FLAGSHIP_ONLY.path);
    await expect(sizeLabel(page, FLAGSHIP_ONLY.offer)).toContainText("Только в магазине в г. Москва");
    await expect(sizeLabel(page, FLAGSHIP_ONLY.offer).getByRole("radio")).toBeDisabled();
    await expect(sizeLabel(page, FLAGSHIP_ONLY.lastOnline)).toContainText("Последний");
    await expect(sizeLabel(page, FLAGSHIP_ONLY.lastOnline).getByRole("radio")).toBeEnabled();
    await a11y();
  });

  test("another city's shopper sees that city's stock, on the product page and on cards", async ({ page }) => {
    await page.goto(LAST_IN_UFA.path);
    await page.getByRole("link", { name: /Ваш город: Москва/ }).click();
    await page.getByRole("dialog", { name: "Выберите город" }).getByRole("button", { name: /Уфа/ }).click();
    await expect(page.getByRole("link", { name: /Ваш город: Уфа/ })).toBeVisible();
    await page.goto(LAST_IN_UFA.path);
    await expect(sizeLabel(page, LAST_IN_UFA.offer)).toContainText("Последний");
    await expect(sizeLabel(page, LAST_IN_UFA.offer).getByRole("radio")).toBeEnabled();
    // The Moscow flagship's unit is nothing to a shopper in Уфа.
    await page.goto(FLAGSHIP_ONLY.path);
    await expect(sizeLabel(page, FLAGSHIP_ONLY.offer)).toContainText("Нет в наличии");

    await page.goto("/catalog/odezhda/platya/platya-mini/");
    const card = page.locator("article.card", { has: page.locator(`.card__name a[href="${LAST_IN_UFA.path}"]`) });
    await expect(card.locator(`input[name="offer"][value="${LAST_IN_UFA.offer}"]`)).toBeEnabled();
  });

  test("a Moscow card does not offer a size whose last unit is in another city", async ({ page }) => {
    await page.goto("/catalog/odezhda/platya/platya-mini/");
    const card = page.locator("article.card", { has: page.locator(`.card__name a[href="${LAST_IN_UFA.path}"]`) });
    await expect(card.locator(`input[name="offer"][value="${LAST_IN_UFA.offer}"]`)).toBeDisabled();
  });

  test("the basket's «+» stops at what can be shipped, and the line says why", async ({ page, jsEnabled, a11y }) => {
    await addFromProductPage(page, ONE_SHIPS.path, ONE_SHIPS.offer, jsEnabled);
    await page.goto("/order/");
    const line = page
      .getByRole("list", { name: "Товары в корзине" })
      .getByRole("listitem")
      .filter({ hasText: ONE_SHIPS.name });
    await expect(line.getByText("Доступно: 1 шт.")).toBeVisible();
    await expect(line.getByRole("button", { name: /^Увеличить количество/ })).toBeDisabled();
    await expect(line.getByRole("status", { name: "Количество" }).or(line.locator("output"))).toHaveText("1");
    await a11y();
  });

  test("checkout names the lines that leave no delivery way, and «Отложить» there clears the way", async ({
    page,
    jsEnabled,
    a11y,
  }) => {
    await addFromProductPage(page, SHOP_SHELF.path, SHOP_SHELF.offer, jsEnabled);
    await addFromProductPage(page, WAREHOUSE.path, WAREHOUSE.offer, jsEnabled);
    await page.goto("/order/");
    await expect(page.getByText("Город доставки: Москва")).toBeVisible();
    const methods = page.getByRole("group", { name: "Способ доставки" });
    await expect(methods.getByText("Выберите город, чтобы увидеть способы доставки.")).toHaveCount(0);
    await expect(
      methods.getByText("Всю корзину нельзя получить в г. Москва одним способом.", { exact: false }),
    ).toBeVisible();
    const blocked = methods.getByRole("list");
    await expect(blocked.getByRole("listitem")).toHaveCount(2);
    const shelfLine = blocked
      .getByRole("listitem")
      .filter({ hasText: `${SHOP_SHELF.name}, размер ${SHOP_SHELF.size}` });
    await expect(shelfLine).toContainText("Есть только в магазине");
    await expect(
      shelfLine.getByRole("button", { name: `Удалить: ${SHOP_SHELF.name}, размер ${SHOP_SHELF.size}` }),
    ).toBeVisible();
    await a11y();

    await shelfLine.getByRole("button", { name: `Отложить: ${SHOP_SHELF.name}, размер ${SHOP_SHELF.size}` }).click();
    await expect(page.getByRole("list", { name: "Отложенные товары" })).toContainText(SHOP_SHELF.name);
    await expect(methods.getByRole("radio", { name: /^Курьер/ }).first()).toBeVisible();
    await expect(methods.getByRole("list")).toHaveCount(0);
  });

  test("with JavaScript, «В корзину» without a size opens the sizes and says «Выберите размер»", async ({
    page,
    jsEnabled,
  }) => {
    test.skip(
      !jsEnabled,
      "Without JavaScript the form posts and the page comes back with the message (product.spec.ts)",
    );
    await page.goto(FLAGSHIP_ONLY.path);
    const buy = page.locator("form.buy--page");
    await buy.getByRole("button", { name: "В корзину" }).click();
    await expect(buy.getByRole("alert")).toHaveText("Выберите размер");
    await expect(buy.getByRole("radio").and(page.locator(":focus"))).toHaveCount(1);

    await page.goto("/catalog/odezhda/platya/platya-mini/");
    const card = page.locator("article.card", { has: page.locator(`.card__name a[href="${ONE_SHIPS.path}"]`) });
    await card.getByRole("button", { name: "В корзину" }).click();
    await expect(card.getByRole("alert")).toHaveText("Выберите размер");
    await expect(card.getByRole("group", { name: /^Размер:/ })).toBeVisible();
    await expect(card.getByRole("radio").and(page.locator(":focus"))).toHaveCount(1);
    // Choosing a size takes the message away.
    await card.locator("label.size:not(.size--sold-out)").first().click();
    await expect(card.getByRole("alert")).toHaveCount(0);
  });
});
