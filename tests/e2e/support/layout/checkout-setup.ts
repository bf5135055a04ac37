import type { Page } from "@playwright/test";
import { choose } from "../checkout";
import { expect } from "../fixtures";
import type { RouteContext } from "./route-entry";

/** Waits for the recalculation a choice starts (JavaScript on): its answer sets the checkout cookie the visits carry. */
async function settleCheckout(page: Page, jsEnabled: boolean) {
  if (jsEnabled) await page.waitForLoadState("networkidle");
}

export type Delivery = "courier" | "pickupPoint" | "store";

/** Chooses a delivery (and the first interval, point or shop) and the first payment method for the visitor's basket. */
export function checkout(delivery: Delivery) {
  return async ({ page, jsEnabled }: RouteContext) => {
    await page.goto("/order/");
    await expect(page.getByRole("region", { name: "Доставка" })).toBeVisible();
    if (delivery === "courier") {
      await choose(page, jsEnabled, "Способ доставки", /^Курьер/);
      await page.getByLabel("Улица").fill("ул. Тверская");
      await page.getByLabel("Дом").fill("1");
      if (!jsEnabled) await page.getByRole("button", { name: "Пересчитать" }).click();
      await choose(page, jsEnabled, "Интервал доставки", /./);
    } else if (delivery === "pickupPoint") {
      await choose(page, jsEnabled, "Способ доставки", /^Пункт выдачи/);
      await choose(page, jsEnabled, "Пункт выдачи", /./);
      await choose(page, jsEnabled, "День получения", /./);
    } else {
      await choose(page, jsEnabled, "Способ доставки", /^Самовывоз из магазина/);
      await choose(page, jsEnabled, "Магазин", /./);
    }
    await choose(page, jsEnabled, "Способ оплаты", /./);
    await settleCheckout(page, jsEnabled);
  };
}

export const CHECKOUT_CONTENT: Record<Delivery, (page: Page) => Promise<void>> = {
  courier: async (page) => {
    await expect(page.getByLabel("Улица")).toBeVisible();
    await expect(page.getByRole("group", { name: "Интервал доставки" })).toBeVisible();
  },
  pickupPoint: async (page) => expect(page.getByRole("group", { name: "Пункт выдачи" })).toBeVisible(),
  store: async (page) => expect(page.getByRole("group", { name: "Магазин" })).toBeVisible(),
};

/** Puts a digital gift certificate (and nothing else) into the visitor's empty basket: its checkout needs no delivery. */
export async function digitalCertificateOnly({ page }: RouteContext) {
  await page.goto("/certificate/digital/");
  await page.getByLabel("Имя получателя").fill("Мария");
  await page.getByLabel("E-mail получателя").fill("maria@example.ru");
  await page.getByRole("button", { name: "В корзину" }).click();
  await expect(page.getByRole("link", { name: /^Корзина: 1 товар/ })).toBeAttached();
}

/** The product page's buy form: the first size that can be bought, then 'В корзину'. */
export async function addToBasket(page: Page, size?: RegExp) {
  const buy = page.locator("form.buy--page");
  const sizes = buy.locator("label.size:not(.size--sold-out)");
  await (size ? sizes.filter({ hasText: size }) : sizes).first().click();
  await buy.getByRole("button", { name: "В корзину" }).click();
  await expect(buy.getByRole("button", { name: "В корзине" })).toBeVisible();
}
