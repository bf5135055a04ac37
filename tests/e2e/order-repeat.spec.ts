import { expect, test } from "./support/fixtures";
import { freshPhone, logIn } from "./support/login";
import { placeOrderOf } from "./support/upstream-api";

/** Size 52 of a jacket: 30 units online and no other spec orders it (deterministic seed); each run buys one. */
const JACKET = { productId: 136, offerId: 657 };

/** The code of the payment attempt whose page is open: `/pay/{code}`. */
const attemptOf = (url: string) => new URL(url).pathname.split("/").pop()!;

// What a declined payment keeps does not change with the width: the phone's, in both modes.
test.describe("on a 390 px phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test("a declined payment loses nothing: «Оплатить ещё раз» pays the same order, which can then be repeated", async ({
    page,
    baseURL,
    a11y,
  }) => {
    test.slow(); // the account, the payment page twice and axe-core
    // Placed by card online (the checkout's own flow is checkout*.spec.ts'); the payment page returns to this store.
    const phone = freshPhone();
    await placeOrderOf(phone, [JACKET], { returnUrl: new URL(baseURL!).origin });
    await logIn(page, phone);
    await page.goto("/personal/orders/status/all/");
    await page
      .getByRole("link", { name: /^LS-\d+$/ })
      .first()
      .click();
    await page.getByRole("link", { name: "Оплатить", exact: true }).click();
    await expect(page).toHaveURL(/\/pay\/[0-9a-f]{32}$/);
    const declined = attemptOf(page.url());
    await page.getByRole("button", { name: "Отказаться" }).click();

    // The order is kept: pay again (the main action, in view at once), another way, or the goods back into the basket.
    await expect(page).toHaveURL(new RegExp(`/payment/${declined}/$`));
    await expect(page.getByRole("heading", { level: 1, name: "Оплата не прошла" })).toBeVisible();
    await expect(page).toHaveTitle(/^Оплата не прошла \| /);
    await expect(page.getByText(/Деньги не списаны, а заказ сохранён и ждёт оплаты/)).toBeVisible();
    await expect(page.getByRole("heading", { name: "Заказ отменён: не оплачен" })).toHaveCount(0);
    const again = page.getByRole("link", { name: /^Оплатить ещё раз/ });
    await expect(again).toBeInViewport();
    await expect(page.getByRole("form", { name: "Другой способ оплаты" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Вернуть товары в корзину" })).toBeVisible();
    await a11y();

    // A new attempt of the same order, with a code of its own.
    await again.tap();
    await expect(page).toHaveURL(/\/pay\/[0-9a-f]{32}$/);
    const retry = attemptOf(page.url());
    expect(retry).not.toBe(declined);
    await page.getByRole("button", { name: /^Оплатить/ }).click();
    await expect(page).toHaveURL(new RegExp(`/payment/${retry}/$`));
    await expect(page.getByRole("heading", { level: 1, name: "Оплата прошла успешно" })).toBeVisible();
    await a11y();

    // Paid, nothing more to pay; like every order, it can be repeated from its page.
    await page.getByRole("link", { name: "Перейти к заказу" }).click();
    await expect(page.getByRole("heading", { level: 1, name: /^Заказ LS-\d+$/ })).toBeVisible();
    await expect(page.locator(".pay-state")).toHaveText("Оплачен");
    await expect(page.getByRole("link", { name: "Оплатить" })).toHaveCount(0);
    await page.getByRole("button", { name: "Повторить заказ" }).click();
    await expect(page).toHaveURL(/\/order\/$/);
    await expect(page.getByText(/Товары заказа LS-\d+ — в корзине/)).toBeVisible();
    await expect(page.getByRole("banner").getByRole("link", { name: /^Корзина: 1 товар/ })).toBeVisible();
  });
});
