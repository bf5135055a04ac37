import type { Page } from "@playwright/test";
import { loginInCheckout } from "./support/checkout";
import { expect, SAME_WITHOUT_JS, test } from "./support/fixtures";

/**
 * The store opened by an address other than `localhost` (here its IP): pictures, videos and the payment page all come
 * through that one origin — the embedded upstream behind it is never asked by the browser.
 */
const ORIGIN = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 3100)}`;
test.use({ baseURL: ORIGIN });

const PRODUCT = "/catalog/odezhda/bluzki-i-rubashki/rubashki/52/";
const NBSP = "\u00A0";

/** Every request the page makes to another origin (none should be). */
function foreignRequests(page: Page): string[] {
  const foreign: string[] = [];
  page.on("request", (request) => {
    const url = request.url();
    if (!url.startsWith(`${ORIGIN}/`) && !url.startsWith("data:")) foreign.push(url);
  });
  return foreign;
}

test.describe("one public origin", () => {
  test("a product's pictures load from the address the store was opened by", SAME_WITHOUT_JS, async ({ page }) => {
    const foreign = foreignRequests(page);
    await page.goto(PRODUCT);
    const picture = page.locator(".product-gallery img").first();
    await expect(picture).toBeVisible();
    await expect
      .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);
    expect(await picture.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(
      new RegExp(`^${ORIGIN}/images/products/52/`),
    );
    expect(await page.content()).not.toMatch(/localhost/);
    expect(foreign).toEqual([]);
  });

  test("an order is paid on the payment page of the same origin, and the shopper comes back to it", async ({
    page,
    jsEnabled,
  }) => {
    const foreign = foreignRequests(page);
    await page.goto("/certificate/digital/");
    await page.getByRole("group", { name: "Дизайн" }).getByRole("radio", { name: "Спасибо" }).check();
    await page
      .getByRole("group", { name: "Номинал" })
      .getByRole("radio", { name: `1${NBSP}000${NBSP}₽` })
      .check();
    await page.getByLabel("Имя получателя").fill("Ирина");
    await page.getByLabel("E-mail получателя").fill("irina@example.ru");
    await page.getByRole("button", { name: "В корзину" }).click();
    if (jsEnabled) await expect(page.getByRole("dialog", { name: "Сертификат добавлен в корзину" })).toBeVisible();
    else await expect(page.getByRole("status").getByText("Сертификат добавлен в корзину")).toBeVisible();

    await loginInCheckout(page);
    const customer = page.getByRole("region", { name: "Покупатель" });
    await customer.getByLabel("Имя").fill("Ольга");
    await customer.getByLabel("Фамилия").fill("Петрова");
    await customer.getByLabel("Email").fill("olga@example.ru");
    const payments = page.getByRole("group", { name: "Способ оплаты" });
    await payments.getByRole("radio", { name: /^Картой онлайн/ }).check();
    if (!jsEnabled) await page.getByRole("button", { name: "Пересчитать" }).click();
    await expect(payments.getByRole("radio", { name: /^Картой онлайн/ })).toBeChecked();

    await page.getByRole("button", { name: "Оформить заказ" }).click();
    await expect(page).toHaveURL(new RegExp(`^${ORIGIN}/pay/[0-9a-f]{32}$`));
    await page.getByRole("button", { name: /^Оплатить/ }).click();
    await expect(page).toHaveURL(new RegExp(`^${ORIGIN}/payment/[0-9a-f]{32}/$`));
    await expect(page.getByRole("heading", { name: "Оплата прошла успешно" })).toBeVisible();
    expect(foreign).toEqual([]);
  });
});
