import { expect, test } from "./support/fixtures";
import {
  putInBasket,
  choose,
  fillCustomer,
  loginInCheckout,
  loginInCheckoutForm,
  registerLoveCardOverHttp,
} from "./support/checkout";

/** Size 44 of this shirt is in stock online (deterministic seed). */
const SHIRT = { path: "/catalog/odezhda/bluzki-i-rubashki/rubashki/52/", size: /^44/ };
/** Size 48 of this puffer is in stock online and in the Moscow shop in ТЦ «Атриум». */
const PUFFER = { path: "/catalog/odezhda/verkhnyaya-odezhda/pukhoviki/49/", size: /^48/ };

test.describe("checkout", () => {
  test("courier: a missing building is refused with a message and no order, then the order is saved and paid", async ({
    page,
    jsEnabled,
    a11y,
  }) => {
    await putInBasket(page, SHIRT);
    // The checkout's own login block, with and without JavaScript; the other journeys log in over HTTP.
    await loginInCheckoutForm(page);
    await fillCustomer(page);
    await choose(page, jsEnabled, "Способ доставки", /^Курьер/);
    await page.getByLabel("Улица").fill("ул. Тверская");
    if (!jsEnabled) await page.getByRole("button", { name: "Пересчитать" }).click();
    await choose(page, jsEnabled, "Интервал доставки", /^Завтра, 10:00/);
    await choose(page, jsEnabled, "Способ оплаты", "Картой онлайн");
    await a11y();

    await page.getByRole("button", { name: "Оформить заказ" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "Укажите дом" })).toBeVisible();
    expect(new URL(page.url()).pathname).toBe("/order/");

    await page.getByLabel("Дом").fill("1");
    if (!jsEnabled) await page.getByRole("button", { name: "Пересчитать" }).click();
    await choose(page, jsEnabled, "Интервал доставки", /^Завтра, 10:00/);
    await page.getByRole("button", { name: "Оформить заказ" }).click();
    // «Картой онлайн»: straight from the saved order to its payment page.
    await expect(page).toHaveURL(/\/pay\/[\w-]{32}$/);
    await page.getByRole("button", { name: "Оплатить" }).click();
    await expect(page).toHaveURL(/\/payment\/[0-9a-f]{32}\/$/);
    await expect(page.getByRole("heading", { name: "Оплата прошла успешно" })).toBeVisible();
    await expect(page.locator(".payment-result__lead")).toHaveText("Спасибо! Мы получили оплату и уже собираем заказ.");
  });

  test("store pickup and a good and a bad coupon", async ({ page, jsEnabled }) => {
    await putInBasket(page, PUFFER);
    await loginInCheckout(page);
    await fillCustomer(page);

    await page.getByLabel("Промокод").fill("NOSUCHCOUPON");
    await page.getByRole("button", { name: "Применить", exact: true }).click();
    // Told at the field, not in a toast, so the shopper sees what to fix.
    await expect(page.locator("#coupon-error")).toHaveText("Купон не найден");
    await page.getByLabel("Промокод").fill("LOVE10");
    await page.getByRole("button", { name: "Применить", exact: true }).click();
    await expect(page.locator(".discount__applied")).toContainText("Купон LOVE10 применён");

    await choose(page, jsEnabled, "Способ доставки", /^Самовывоз из магазина (?!сегодня)/);
    await choose(page, jsEnabled, "Магазин", /Атриум/);
    await choose(page, jsEnabled, "Способ оплаты", /^Картой или наличными/);
    await page.getByRole("button", { name: "Оформить заказ" }).click();
    await expect(page.getByRole("heading", { name: "Спасибо за заказ!" })).toBeVisible();
  });

  test("pickup point with a day, paid with a gift certificate", async ({ page, jsEnabled }) => {
    await putInBasket(page, SHIRT);
    await loginInCheckout(page);
    await fillCustomer(page);
    await choose(page, jsEnabled, "Способ доставки", /^Пункт выдачи/);
    await choose(page, jsEnabled, "Пункт выдачи", /./);
    await choose(page, jsEnabled, "День получения", /./);

    const number = jsEnabled ? "3056-8842-1179-6325" : "9618-2754-4403-0197";
    await page.getByLabel("Номер сертификата").fill(number);
    await page.getByLabel("Код", { exact: true }).fill(jsEnabled ? "48391726" : "05273964");
    await page.getByRole("button", { name: "Применить сертификат" }).click();
    await expect(page.getByText(new RegExp(`Сертификат ${number}: −`))).toBeVisible();
    await choose(page, jsEnabled, "Способ оплаты", /./);
    await page.getByRole("button", { name: "Оформить заказ" }).click();
    // The certificate covers all (thank-you page) or the rest is paid by card online (straight to the payment page).
    await expect(page).toHaveURL(/\/order\/confirm\/\?orderId=\d+$|\/pay\/[\w-]{32}$/);
  });

  test("Love Card bonuses are offered and spent", async ({ page, jsEnabled }) => {
    await putInBasket(page, SHIRT);
    await loginInCheckout(page);
    // A fresh user registers a card and gets welcome bonuses.
    await registerLoveCardOverHttp(page);

    await page.goto("/order/");
    await fillCustomer(page);
    await expect(page.getByText(/На карте 500 бонусов/)).toBeVisible();
    await page.getByLabel("Сколько бонусов списать").fill("300");
    await page.getByLabel("Списать бонусы").check();
    // With JavaScript ticking the box applies them; without, «Применить бонусы» does.
    if (!jsEnabled) await page.getByRole("button", { name: "Применить бонусы" }).click();
    await expect(page.locator(".order-summary").getByText("−300")).toBeVisible();
    expect(jsEnabled || new URL(page.url()).pathname === "/order/").toBe(true);
  });
});
