import type { Page } from "@playwright/test";
import { putInBasket, choose, fillCustomer, loginInCheckout } from "./support/checkout";
import { expect, ownClient, SAME_WITHOUT_JS, test } from "./support/fixtures";
import { freshPhone, logIn } from "./support/login";
import { placeUnpaidOrders } from "./support/upstream-api";

/**
 * Stock is held only while payment can happen; a customer may have at most 3 orders awaiting online payment. A declined
 * payment fails only that attempt — the order keeps its units and can still be paid. (Expiry by time, which cancels the
 * order and puts its units back on sale, runs on a clock the integration tests move:
 * tests/integration/demo-upstream/unpaid-orders.test.ts.)
 *
 * Deterministic seed: the last unit (online, no shop has it) of a size, one product per project, no other spec uses them.
 */
const LAST_UNIT = {
  "js-on": { path: "/catalog/odezhda/bluzki-i-rubashki/rubashki/154/", offer: "726", size: /^40/ },
  "js-off": { path: "/catalog/odezhda/bluzki-i-rubashki/bluzki/250/", offer: "1137", size: /^44/ },
};
/** Plenty online: the orders that fill the cap (26 units), and what the next one would buy. */
const CAP_FILLER = { productId: 289, offerId: 1320 };
const NEXT = {
  "js-on": { path: "/catalog/odezhda/dzhinsy/284/", size: /^48/ },
  "js-off": { path: "/catalog/odezhda/yubki/yubki-midi/296/", size: /^50/ },
};

const CAP_MESSAGE =
  "Не больше 3 неоплаченных заказов одновременно, при любом способе оплаты. Оплатите один из них в «Моих заказах» или дождитесь его получения";

/** The size's own label on the product page. */
const sizeLabel = (page: Page, offer: string) =>
  page.locator("form.buy--page label.size", { has: page.locator(`input[value="${offer}"]`) });

/** Pickup point, its first day, card online. */
async function choosePickupPointAndCard(page: Page, jsEnabled: boolean) {
  await choose(page, jsEnabled, "Способ доставки", /^Пункт выдачи/);
  await choose(page, jsEnabled, "Пункт выдачи", /./);
  await choose(page, jsEnabled, "День получения", /./);
  await choose(page, jsEnabled, "Способ оплаты", "Картой онлайн");
}

test.describe("stock is held only while payment can happen", () => {
  test("a declined payment keeps the order and its last unit: «Оплата не прошла», paid later from the order's page", async ({
    page,
    jsEnabled,
    a11y,
  }, testInfo) => {
    test.slow(); // a whole checkout, the payment page twice, the account and axe-core
    const product = LAST_UNIT[testInfo.project.name as keyof typeof LAST_UNIT];
    await page.goto(product.path);
    await expect(sizeLabel(page, product.offer)).toContainText("Последний");

    await putInBasket(page, product);
    await loginInCheckout(page);
    await fillCustomer(page);
    await choosePickupPointAndCard(page, jsEnabled);
    await page.getByRole("button", { name: "Оформить заказ" }).click();
    // (Without JavaScript the form's own fragment may ride along the redirect.)
    await expect(page).toHaveURL(/\/pay\/[0-9a-f]{32}(#[\w-]*)?$/);
    await expect(page.getByText(/^Оплатите до \d\d:\d\d по московскому времени/)).toBeVisible();
    const payUrl = page.url();
    const code = new URL(payUrl).pathname.split("/").pop()!;

    // Held for the order while it may be paid: nobody else can buy the unit, before or after the decline.
    const other = await page
      .context()
      .browser()!
      .newContext(ownClient({ javaScriptEnabled: jsEnabled, locale: "ru-RU" }));
    try {
      const shopper = await other.newPage();
      await shopper.goto(new URL(product.path, payUrl).toString());
      await expect(sizeLabel(shopper, product.offer)).toContainText("Нет в наличии");
      await expect(sizeLabel(shopper, product.offer).getByRole("radio")).toBeDisabled();

      await page.getByRole("button", { name: "Отказаться" }).click();
      await expect(page).toHaveURL(new RegExp(`/payment/${code}/(#[\\w-]*)?$`));
      await expect(page.getByRole("heading", { level: 1, name: "Оплата не прошла" })).toBeVisible();
      await expect(page.getByRole("link", { name: /^Оплатить ещё раз/ })).toBeVisible();
      await a11y();

      await shopper.reload();
      await expect(sizeLabel(shopper, product.offer)).toContainText("Нет в наличии");
    } finally {
      await other.close();
    }

    // The declined attempt's own page is never paid again: it leads to a new attempt.
    await page.goto(payUrl);
    await expect(page.getByRole("heading", { level: 1, name: "Оплата не прошла" })).toBeVisible();
    await expect(page.getByRole("button", { name: /Оплатить/ })).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Оплатить ещё раз" })).toHaveAttribute("href", /\/pay\/[0-9a-f]{32}$/);
    await a11y();

    // The account shows it alive and unpaid, with «Оплатить»; paid from there, it is paid.
    await page.goto("/personal/orders/status/all/");
    const row = page.locator(".order-table tbody tr").first();
    await expect(row).toContainText("Новый");
    await expect(row).toContainText("Не оплачен");
    await row.getByRole("link").first().click();
    await expect(page).toHaveURL(/\/personal\/orders\/\d+\/$/);
    const orderUrl = page.url();
    await expect(page.locator(".order__status")).toHaveText("Новый");
    await a11y();
    await page.getByRole("link", { name: "Оплатить", exact: true }).click();
    await expect(page).toHaveURL(/\/pay\/[0-9a-f]{32}$/);
    expect(page.url()).not.toContain(code);
    await page.getByRole("button", { name: /^Оплатить/ }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Оплата прошла успешно" })).toBeVisible();
    await page.goto(orderUrl);
    await expect(page.locator(".pay-state")).toHaveText("Оплачен");
    await expect(page.getByRole("link", { name: "Оплатить", exact: true })).toHaveCount(0);
  });

  test(
    "a customer with 3 orders awaiting online payment is told why «Оформить» places no 4th, next to the payment choice",
    SAME_WITHOUT_JS,
    async ({ page, jsEnabled, a11y }, testInfo) => {
      test.slow();
      const phone = freshPhone();
      const links = await placeUnpaidOrders(phone, 3, CAP_FILLER);
      for (const link of links) expect(link).toMatch(/\/pay\/[0-9a-f]{32}$/);
      await logIn(page, phone);
      await putInBasket(page, NEXT[testInfo.project.name as keyof typeof NEXT]);
      await page.goto("/order/");
      await choosePickupPointAndCard(page, jsEnabled);
      await page.getByRole("button", { name: "Оформить заказ" }).click();

      const payment = page.getByRole("group", { name: "Способ оплаты" });
      await expect(payment.locator("#payment-error")).toHaveText(CAP_MESSAGE);
      expect(new URL(page.url()).pathname).toBe("/order/");
      await expect(page.getByRole("list", { name: "Товары в корзине" }).getByRole("listitem")).toHaveCount(1);
      await a11y();
    },
  );
});
