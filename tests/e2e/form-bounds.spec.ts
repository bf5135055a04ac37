import { addToBasket } from "./support/checkout";
import { expect, test } from "./support/fixtures";
import { expectFits } from "./support/layout/fit";

/**
 * In Chromium: a form of 1,000 fields posted to the basket is refused with the Russian 413 page (or, through the
 * store's own fetcher, the error page with the same message), at once, and the store's real basket form works right
 * after. JavaScript on and off.
 */

/** Size 44 of this shirt is in the warehouse (deterministic seed). */
const SHIRT = { path: "/catalog/odezhda/bluzki-i-rubashki/rubashki/52/", size: /^44/ };
const FIELDS = 1_000;

test("a forged form of 1,000 fields gets the Russian 413 page; the real basket form works after it", async ({
  page,
  baseURL,
  a11y,
}) => {
  // A page of the store's own origin (so the post is same-origin) with a form no page of the store has.
  const forged = new URL("/forged-form/", baseURL).href;
  const inputs = Array.from({ length: FIELDS }, (_, i) => `<input type="hidden" name="f${i}" value="">`).join("");
  await page.route(forged, (route) =>
    route.fulfill({
      contentType: "text/html; charset=utf-8",
      body: `<!DOCTYPE html><html lang="ru"><head><title>Форма</title></head><body><main><h1>Форма</h1><form method="post" action="/basket/"><input type="hidden" name="intent" value="basket-add"><input type="hidden" name="productId" value="52">${inputs}<button>Отправить</button></form></main></body></html>`,
    }),
  );
  await page.goto(forged);
  const answered = page.waitForResponse(
    (response) => response.url().endsWith("/basket/") && response.request().method() === "POST",
  );
  const start = Date.now();
  await page.getByRole("button", { name: "Отправить" }).click();
  expect((await answered).status()).toBe(413);
  expect(Date.now() - start).toBeLessThan(2_000);
  await expect(page).toHaveTitle("Слишком много полей | LOVE STORE");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Слишком много полей");
  await expect(page.getByText("В отправленной форме слишком много полей")).toBeVisible();
  await page.setViewportSize({ width: 320, height: 800 });
  await expectFits(page, { basket: false, label: "the 413 page at 320 px" });
  await a11y();

  await addToBasket(page, SHIRT);
});

test("with JavaScript, the buy form carrying 1,000 extra fields shows the error page with the message", async ({
  page,
  jsEnabled,
}) => {
  test.skip(!jsEnabled, "the store's fetcher runs with JavaScript only");
  await page.goto(SHIRT.path);
  const buy = page.locator("form.buy--page");
  await buy.locator("label.size", { hasText: SHIRT.size }).click();
  await buy.evaluate((form, count) => {
    for (let i = 0; i < count; i++) form.insertAdjacentHTML("beforeend", `<input type="hidden" name="f${i}" value="">`);
  }, FIELDS);
  const answered = page.waitForResponse(
    (response) => response.url().includes("/basket/") && response.request().method() === "POST",
  );
  await buy.getByRole("button", { name: "В корзину" }).click();
  expect((await answered).status()).toBe(413);
  await expect(page.getByText("В отправленной форме слишком много полей")).toBeVisible();

  await addToBasket(page, SHIRT);
});
