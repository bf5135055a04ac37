import { expect, test } from "./support/fixtures";
import { addToBasket, choose, fillCustomer, loginInCheckout } from "./support/checkout";

/** Size 46 of this shirt is in stock online (deterministic seed). */
const SHIRT = { path: "/catalog/odezhda/bluzki-i-rubashki/rubashki/52/", size: /^46/ };

for (const viewport of [
  { name: "on a 390 px phone", size: { width: 390, height: 844 } },
  { name: "on a desktop", size: { width: 1280, height: 900 } },
]) {
  test.describe(viewport.name, () => {
    test.use({ viewport: viewport.size });

    test("a declined payment loses nothing: the goods go back into the basket in one tap, and the order can be repeated", async ({
      page,
      jsEnabled,
      a11y,
    }) => {
      test.slow(); // a whole checkout, the payment page and the account
      await addToBasket(page, SHIRT);
      await loginInCheckout(page);
      await fillCustomer(page);
      await choose(page, jsEnabled, "Способ доставки", /^Пункт выдачи/);
      await choose(page, jsEnabled, "Пункт выдачи", /./);
      await choose(page, jsEnabled, "День получения", /./);
      await choose(page, jsEnabled, "Способ оплаты", "Картой онлайн");
      await page.getByRole("button", { name: "Оформить заказ" }).click();
      await expect(page).toHaveURL(/\/pay\/[\w-]{32}$/);
      await page.getByRole("button", { name: "Отказаться" }).click();
      await expect(page.getByRole("heading", { level: 1, name: "Заказ отменён: не оплачен" })).toBeVisible();
      // The basket emptied with the order: the same goods come back from the result page.
      await a11y();
      await page.getByRole("button", { name: "Вернуть товары в корзину" }).click();
      await expect(page).toHaveURL(/\/order\/$/);
      await expect(page.getByText(/Товары заказа LS-\d+ — в корзине/)).toBeVisible();
      await expect(page.getByRole("banner").getByRole("link", { name: /^Корзина: 1 товар/ })).toBeVisible();

      // The cancelled order offers the same from its page; every order can be repeated.
      await page.goto("/personal/orders/status/all/");
      await page
        .getByRole("link", { name: /^LS-\d+$/ })
        .first()
        .click();
      await expect(page.getByRole("heading", { level: 1, name: /^Заказ LS-\d+$/ })).toBeVisible();
      await page.getByRole("button", { name: "Вернуть товары в корзину" }).click();
      await expect(page).toHaveURL(/\/order\/$/);
      await expect(page.getByRole("banner").getByRole("link", { name: /^Корзина: 2 товар/ })).toBeVisible();
      await a11y();
    });
  });
}
