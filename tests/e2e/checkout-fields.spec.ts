import type { Page } from "@playwright/test";
import { putInBasket, fillCustomer, loginInCheckout } from "./support/checkout";
import { expect, SAME_WITHOUT_JS, test } from "./support/fixtures";
import { onScreen } from "./support/screens";

/**
 * A refused coupon or certificate is told at its field (linked by aria-describedby, aria-invalid), not in a toast, and
 * stays until the field changes; every typed input has a maxlength and an over-long value posted anyway gets its own
 * message; a basket of gift certificates only has no coupon, certificate or bonus fields. At a phone's width (touch),
 * JavaScript on and off; the desktop's layout of the same fields is the layout test's.
 */

const SHIRT = { path: "/catalog/odezhda/bluzki-i-rubashki/rubashki/52/", size: /^44/ };
/** A demo certificate (seed) and one whose time is over. */
const CERTIFICATE = "3056-8842-1179-6325";
const EXPIRED = { number: "2583-0417-7962-5109", code: "27450618" };

/** The message at a field: the element its input names in aria-describedby. */
async function describedError(page: Page, inputId: string) {
  const input = page.locator(`#${inputId}`);
  await expect(input).toHaveAttribute("aria-invalid", "true");
  const ids = ((await input.getAttribute("aria-describedby")) ?? "").split(" ");
  const errorId = ids.find((id) => id.endsWith("-error"));
  expect(errorId).toBeTruthy();
  return page.locator(`#${errorId}`);
}

/** No toast repeats it (toasts show 300 ms after an answer: waited for). */
async function noToast(page: Page, text: string) {
  await page.waitForTimeout(600);
  await expect(page.locator(".toast").filter({ hasText: text })).toHaveCount(0);
}

// What a field says does not change with the width: the phone's, in both modes.
test.describe("on a 390 px phone", () => {
  onScreen(true);

  test("a wrong coupon and a wrong or expired certificate are told at their fields and stay; over-long values too", async ({
    page,
    jsEnabled,
    a11y,
  }) => {
    await putInBasket(page, SHIRT);
    await loginInCheckout(page);
    await fillCustomer(page);
    // Every typed input of the checkout carries a maxlength.
    const unbounded = await page
      .locator("form.checkout")
      .locator("input:not([type=hidden]):not([type=radio]):not([type=checkbox]):not([type=number])")
      .evaluateAll((inputs) => inputs.filter((input) => !input.hasAttribute("maxlength")).map((input) => input.id));
    expect(unbounded).toEqual([]);

    const coupon = page.getByLabel("Промокод");
    await coupon.fill("NOSUCHCOUPON");
    await page.getByRole("button", { name: "Применить", exact: true }).click();
    await expect(await describedError(page, "coupon")).toHaveText("Купон не найден");
    await expect(page.getByLabel("Промокод")).toHaveValue("NOSUCHCOUPON");
    await noToast(page, "Купон не найден");
    await a11y();
    if (jsEnabled) {
      // Typing elsewhere saves the draft: the coupon's message stays until the coupon itself changes.
      await page.getByRole("region", { name: "Покупатель" }).getByLabel("Имя").fill("Анна-Мария");
      await page.waitForTimeout(1500);
      await expect(page.locator("#coupon-error")).toHaveText("Купон не найден");
      await page.getByLabel("Промокод").fill("NOSUCHCOUPO");
      await expect(page.locator("#coupon-error")).toHaveCount(0);
      await expect(page.getByLabel("Промокод")).not.toHaveAttribute("aria-invalid", "true");
    }

    // A 5,000-character coupon sent anyway (the maxlength taken off): told at the field, not the form's refusal.
    await page.getByLabel("Промокод").evaluate((input) => input.removeAttribute("maxlength"));
    await page.getByLabel("Промокод").fill("A".repeat(5000));
    await page.getByRole("button", { name: "Применить", exact: true }).click();
    await expect(await describedError(page, "coupon")).toHaveText("Купон не найден");
    await expect(page.getByText(/Не удалось отправить форму/)).toHaveCount(0);
    await page.getByLabel("Промокод").fill("");

    await page.getByLabel("Номер сертификата").fill(CERTIFICATE);
    await page.getByLabel("Код", { exact: true }).fill("00000000");
    await page.getByRole("button", { name: "Применить сертификат" }).click();
    const wrong = await describedError(page, "certificateNumber");
    await expect(wrong).toContainText(/код/i);
    await expect(page.getByLabel("Код", { exact: true })).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByLabel("Номер сертификата")).toHaveValue(CERTIFICATE);

    await page.getByLabel("Номер сертификата").fill(EXPIRED.number);
    await page.getByLabel("Код", { exact: true }).fill(EXPIRED.code);
    await page.getByRole("button", { name: "Применить сертификат" }).click();
    await expect(await describedError(page, "certificateNumber")).toHaveText("Срок действия сертификата истёк");
    await noToast(page, "Срок действия сертификата истёк");
    // Still there after a toast's lifetime.
    await page.waitForTimeout(4000);
    await expect(page.locator("#certificateNumber-error")).toHaveText("Срок действия сертификата истёк");
  });

  test(
    "a basket of gift certificates only has no coupon, certificate or bonus fields",
    SAME_WITHOUT_JS,
    async ({ page, jsEnabled, a11y }) => {
      await page.goto("/certificate/digital/");
      await page.getByRole("group", { name: "Дизайн" }).getByRole("radio").first().check();
      await page.getByRole("group", { name: "Номинал" }).getByRole("radio").first().check();
      await page.getByLabel("Имя получателя").fill("Мария");
      await page.getByLabel("E-mail получателя").fill("maria@example.ru");
      await page.getByRole("button", { name: "В корзину" }).click();
      if (jsEnabled) await expect(page.getByRole("dialog", { name: "Сертификат добавлен в корзину" })).toBeVisible();
      else await expect(page.getByRole("status").getByText("Сертификат добавлен в корзину")).toBeVisible();
      await loginInCheckout(page);
      const discounts = page.getByRole("region", { name: "Скидки и бонусы" });
      await expect(discounts).toContainText("промокод, другой сертификат и бонусы Love Card к ним не применяются");
      await expect(page.getByLabel("Промокод")).toHaveCount(0);
      await expect(page.getByLabel("Номер сертификата")).toHaveCount(0);
      await expect(discounts.getByRole("heading", { name: "Бонусы Love Card" })).toHaveCount(0);
      await expect(discounts.getByRole("heading", { name: "Подарочные сертификаты" })).toHaveCount(0);
      await a11y();
    },
  );
});
