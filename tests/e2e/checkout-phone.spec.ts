import type { Locator, Page } from "@playwright/test";
import { putInBasket, fillCustomer, loginInCheckout, registerLoveCardOverHttp } from "./support/checkout";
import { expect, SAME_WITHOUT_JS, test } from "./support/fixtures";
import { PHONE } from "./support/screens";

/**
 * The checkout as a phone shopper uses it: a delivery method's fields show as soon as it is chosen (without JavaScript
 * too, no request); a refused «Оформить заказ» comes back at a summary above the form whose links lead to the fields;
 * «Списать бонусы» applies by itself with JavaScript; on a phone the total and «Оформить заказ» stay at the bottom of
 * the screen, within 320 px, out of the way while a field is typed in.
 */

/** Size 44 of this shirt is in stock online (deterministic seed); it costs less than free delivery asks. */
const SHIRT = { path: "/catalog/odezhda/bluzki-i-rubashki/rubashki/52/", size: /^44/ };

const methods = (page: Page) => page.getByRole("group", { name: "Способ доставки" });
const courier = (page: Page) => methods(page).getByRole("radio", { name: /^Курьер(?! до)/ });
const summaryOf = (page: Page) =>
  page.getByRole("alert").filter({ has: page.getByRole("heading", { name: "Проверьте заказ" }) });
const bar = (page: Page) => page.locator(".checkout-bar");

/** With JavaScript: every submission answered (a choice made while the page takes an answer may be redrawn). */
async function settled(page: Page, jsEnabled: boolean) {
  if (jsEnabled) await expect(page.locator("form.checkout")).toHaveAttribute("aria-busy", "false");
}

/** Counts the page's form posts from now on. */
function postsFrom(page: Page): () => number {
  let posts = 0;
  page.on("request", (request) => {
    if (request.method() === "POST") posts++;
  });
  return () => posts;
}

/** No part of the page is wider than the screen. */
async function noSidewaysScroll(page: Page) {
  const [scroll, client] = await page.evaluate(() => [
    document.documentElement.scrollWidth,
    document.documentElement.clientWidth,
  ]);
  expect(scroll).toBeLessThanOrEqual(client);
}

/** What the screen shows at the middle of an element is that element (nothing fixed lies over it). */
async function uncovered(target: Locator) {
  const hit = await target.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return top === element || element.contains(top);
  });
  expect(hit).toBe(true);
}

test.describe("checkout on a 390 px phone", () => {
  test.use(PHONE);

  test("choosing the courier shows the address at once, without a request, and «Пересчитать» sits under the choice", async ({
    page,
    jsEnabled,
    a11y,
  }) => {
    test.skip(jsEnabled, "with JavaScript a choice recalculates at once");
    await putInBasket(page, SHIRT);
    await loginInCheckout(page);
    await expect(page.getByLabel("Улица")).toBeHidden();
    const posts = postsFrom(page);

    await courier(page).check();
    await expect(page.getByLabel("Улица")).toBeVisible();
    await expect(page.getByLabel("Дом")).toBeVisible();
    await expect(page.getByLabel("Квартира / офис")).toBeVisible();
    // The calculation on the page is not the courier's yet: the page says what «Пересчитать» will bring.
    await expect(page.getByText("Нажмите «Пересчитать»: цена доставки, интервалы и итог обновятся")).toBeVisible();
    await expect(bar(page).getByText("Нужен пересчёт")).toBeVisible();
    const recalc = page.getByRole("button", { name: "Пересчитать" });
    const recalcBox = (await recalc.boundingBox())!;
    const payment = (await page.getByRole("region", { name: "Оплата" }).boundingBox())!;
    expect(recalcBox.y).toBeGreaterThan((await page.getByLabel("Дом").boundingBox())!.y);
    expect(recalcBox.y).toBeLessThan(payment.y);

    // Another method: its own fields, the courier's hidden.
    await methods(page)
      .getByRole("radio", { name: /^Пункт выдачи/ })
      .first()
      .check();
    await expect(page.getByLabel("Улица")).toBeHidden();
    await expect(page.getByRole("group", { name: "Пункт выдачи" })).toBeVisible();
    expect(posts()).toBe(0);
    await a11y(page, { withoutJs: true });

    // The address typed at once is calculated with «Пересчитать»: the intervals come.
    await courier(page).check();
    await page.getByLabel("Улица").fill("ул. Тверская");
    await page.getByLabel("Дом").fill("1");
    await recalc.click();
    await expect(courier(page)).toBeChecked();
    await expect(page.getByLabel("Улица")).toHaveValue("ул. Тверская");
    await expect(page.getByRole("group", { name: "Интервал доставки" }).getByRole("radio").first()).toBeVisible();
    await expect(bar(page).getByText("Нужен пересчёт")).toBeHidden();
  });

  test("a refused «Оформить заказ» lands at the summary above the form; its links lead to the fields", async ({
    page,
    jsEnabled,
    a11y,
  }) => {
    await putInBasket(page, SHIRT);
    await loginInCheckout(page);
    await fillCustomer(page);
    await courier(page).check();
    await page.getByLabel("Улица").fill("ул. Тверская");
    await settled(page, jsEnabled);
    await page.getByRole("group", { name: "Способ оплаты" }).getByRole("radio", { name: "Картой онлайн" }).check();
    await settled(page, jsEnabled);
    await page.getByRole("button", { name: "Оформить заказ" }).click();

    const summary = summaryOf(page);
    await expect(summary).toBeVisible();
    await expect(summary).toBeInViewport();
    await expect(summary).toBeFocused();
    await expect(summary.getByRole("link", { name: "Укажите дом" })).toHaveAttribute("href", "#building");
    await expect(summary.getByRole("link", { name: "Выберите интервал доставки" })).toBeVisible();
    await expect(page.locator("#building-error")).toHaveText("Укажите дом");
    if (!jsEnabled) {
      // The courier was chosen without «Пересчитать»: its price was not in the total the shopper saw, and the summary says so.
      await expect(summary.getByRole("link", { name: /^Заказ не оформлен: итого теперь .+ вместо/ })).toHaveAttribute(
        "href",
        "#checkout-total",
      );
    }
    await a11y();

    await summary.getByRole("link", { name: "Укажите дом" }).click();
    const building = page.getByLabel("Дом");
    await expect(building).toBeFocused();
    await expect(building).toBeInViewport();
    await uncovered(building);
    await building.fill("1");
    if (!jsEnabled) await page.getByRole("button", { name: "Пересчитать" }).click();
    await settled(page, jsEnabled);
    await page.getByRole("group", { name: "Интервал доставки" }).getByRole("radio").first().check();
    await settled(page, jsEnabled);
    await page.getByRole("button", { name: "Оформить заказ" }).click();
    await expect(page).toHaveURL(/\/pay\/[\w-]{32}$/);
  });

  test("the total and «Оформить заказ» stay at the bottom of the screen, never over a field being typed in", async ({
    page,
    jsEnabled,
    a11y,
  }) => {
    await putInBasket(page, SHIRT);
    await loginInCheckout(page);
    for (const width of [390, 320]) {
      await page.setViewportSize({ width, height: 700 });
      const save = bar(page).getByRole("button", { name: "Оформить заказ" });
      await expect(bar(page)).toContainText(/^Итого.*₽/);
      await expect(save).toBeInViewport({ ratio: 1 });
      const box = (await bar(page).boundingBox())!;
      expect(Math.round(box.y + box.height)).toBe(700);
      expect(box.width).toBeLessThanOrEqual(width);
      await noSidewaysScroll(page);
      await a11y(page, { label: `${width} px` });

      // Typing: the bar leaves the bottom of the screen, the field stays in sight.
      await courier(page).check();
      const street = page.getByLabel("Улица");
      await street.click();
      await expect(street).toBeFocused();
      await expect(bar(page)).not.toBeInViewport();
      await uncovered(street);
      await street.blur();
      await expect(save).toBeInViewport({ ratio: 1 });

      // At the end of the page the bar covers nothing: the page ends above it.
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      const total = page.getByRole("region", { name: "Ваш заказ" });
      await expect(total.getByText("Товары", { exact: true })).toBeInViewport();
      await uncovered(total.getByText("Товары", { exact: true }));
      const sectionEnd = await total.evaluate((element) => element.getBoundingClientRect().bottom);
      expect(sectionEnd).toBeLessThanOrEqual((await bar(page).boundingBox())!.y);
      if (!jsEnabled) await page.goto("/order/");
    }
  });

  test("«Списать бонусы» applies by itself with JavaScript, and every tick counts", async ({ page, jsEnabled }) => {
    test.skip(!jsEnabled, "without JavaScript «Применить бонусы» applies them (checkout.spec.ts)");
    await putInBasket(page, SHIRT);
    await loginInCheckout(page);
    // A fresh user registers a card and gets welcome bonuses.
    await registerLoveCardOverHttp(page);

    await page.goto("/order/");
    const box = page.getByLabel("Списать бонусы");
    const bonusRow = page.locator(".order-summary").getByText("Бонусы", { exact: true });
    await expect(page.getByRole("button", { name: "Применить бонусы" })).toHaveCount(0);
    await expect(bonusRow).toHaveCount(0);
    await page.getByLabel("Сколько бонусов списать").fill("200");
    // The tick itself ends the typing: it lands before the sticky bar comes back to the bottom.
    await box.check();
    await expect(bonusRow).toBeVisible();
    await expect(page.locator(".order-summary").getByText("−200")).toBeVisible();
    await expect(box).toBeEnabled();

    await box.uncheck();
    await expect(bonusRow).toHaveCount(0);
    await expect(box).not.toBeChecked();

    // A tick while another calculation is under way waits its turn: it is not lost, and no answer undoes it.
    await page.getByRole("group", { name: "Способ оплаты" }).getByRole("radio", { name: "Картой онлайн" }).check();
    await box.check();
    await expect(bonusRow).toBeVisible();
    await expect(page.locator("form.checkout")).toHaveAttribute("aria-busy", "false");
    await expect(box).toBeChecked();
    await expect(box).toBeEnabled();
  });
});

test.describe("checkout on a desktop", () => {
  test("«Оформить заказ» ends «Ваш заказ» in its place, with the total", SAME_WITHOUT_JS, async ({ page, a11y }) => {
    await putInBasket(page, SHIRT);
    await loginInCheckout(page);
    const total = page.getByRole("region", { name: "Ваш заказ" });
    await expect(total.locator(".checkout-bar")).toHaveCSS("position", "static");
    await expect(total.getByRole("button", { name: "Оформить заказ" })).toBeVisible();
    await expect(total.locator(".order-summary__total")).toContainText("Итого без доставки");
    await a11y();
  });
});
