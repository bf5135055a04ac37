import { expect, type Page } from "@playwright/test";

/** Two products with sizes in stock in the seed: a shirt and a coat. */
export const BASKET_PRODUCTS = [
  "/catalog/odezhda/bluzki-i-rubashki/rubashki/52/",
  "/catalog/odezhda/verkhnyaya-odezhda/palto/92/",
];

/** The header's basket link once it counts `count` items. */
export const basketLink = (page: Page, count: number) =>
  page.getByRole("link", { name: new RegExp(`^Корзина: ${count} товар`) });

/** Adds the first size in stock from the product page (JavaScript on: the success modal; off: the PRG toast). */
export async function addFirstSize(page: Page, url: string, jsEnabled: boolean, expected: number) {
  await page.goto(url);
  const buy = page.locator("form.buy--page");
  await buy.locator("label.size:not(.size--sold-out)").first().click();
  await buy.getByRole("button", { name: "В корзину" }).click();
  if (jsEnabled) {
    const modal = page.getByRole("dialog", { name: "Товар добавлен в корзину" });
    await expect(modal).toBeVisible();
    await modal.getByRole("button", { name: "Продолжить покупки" }).click();
  }
  await expect(basketLink(page, expected)).toBeVisible();
}
