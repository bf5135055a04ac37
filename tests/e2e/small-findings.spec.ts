import type { Page } from "@playwright/test";
import { addToBasket } from "./support/checkout";
import { expect, SAME_WITHOUT_JS, test } from "./support/fixtures";
import { logIn, logInThroughPage } from "./support/login";

/**
 * Small checks of layout and legibility: a phone shopper sees every account section and the active one, a long address
 * comment wraps, a certificate number never splits, «В корзине» and the size labels are legible, and the size table
 * says it scrolls.
 */
const widthOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** WCAG contrast of an element's text colour on its own background colour (both opaque). */
const contrastOf = (page: Page, selector: string) =>
  page.locator(selector).evaluate((element) => {
    const channels = (color: string) =>
      color
        .match(/\d+(\.\d+)?/g)!
        .slice(0, 3)
        .map(Number);
    const luminance = (color: string) => {
      const [r, g, b] = channels(color).map((value) => {
        const c = value / 255;
        return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * r + 0.7152 * g + 0.0722 * b;
    };
    const style = getComputedStyle(element);
    const [light, dark] = [luminance(style.color), luminance(style.backgroundColor)].sort((a, b) => b - a);
    return (light + 0.05) / (dark + 0.05);
  });

test.describe("small findings on a phone", () => {
  test.use({ viewport: { width: 320, height: 640 }, hasTouch: true, isMobile: true });

  test(
    "the account's sections all fit, the active one in view; a long address comment wraps",
    SAME_WITHOUT_JS,
    async ({ page, a11y }) => {
      await logIn(page);
      await page.goto("/personal/delivery/");
      const nav = page.getByRole("navigation", { name: "Личный кабинет" });
      // On a phone the sections are one «Разделы» line naming the active one; opened, every one is in view.
      await nav.getByText("Разделы: Адреса доставки").click();
      await expect(nav.getByRole("link")).toHaveCount(8);
      for (const link of await nav.getByRole("link").all()) await expect(link).toBeInViewport({ ratio: 1 });
      await expect(nav.getByRole("link", { name: "Адреса доставки" })).toHaveAttribute("aria-current", "page");

      const add = page.locator("form.address-form");
      await add.getByLabel("Город").selectOption({ label: "Москва" });
      await add.getByLabel("Улица").fill("ул. Тверская");
      await add.getByLabel(/^Дом/).fill("7");
      const link = `https://yandex.ru/maps/?ll=37.611347%2C55.760241&z=17&pt=37.611347,55.760241,pm2rdm${"0".repeat(80)}`;
      await add.getByLabel("Комментарий для курьера").fill(link);
      await add.getByRole("button", { name: "Добавить адрес" }).click();
      await expect(page.getByRole("list", { name: "Сохранённые адреса" })).toContainText("pm2rdm");
      expect(await widthOverflow(page)).toBe(0);
      await a11y();
    },
  );

  test("a certificate number stays on one line", SAME_WITHOUT_JS, async ({ page }) => {
    // Demo user 1's certificate (tests/e2e/account-orders.spec.ts reads it too).
    await logInThroughPage(page, "9990000001");
    await page.goto("/personal/certificates/3398-7460-1527-0842/");
    const number = page.getByRole("heading", { level: 1 }).locator(".nowrap");
    await expect(number).toHaveText(/^\d{4}-\d{4}-\d{4}-\d{4}$/);
    expect(await number.evaluate((element) => element.getClientRects().length)).toBe(1);
    expect(await widthOverflow(page)).toBe(0);
  });

  test("the size table says it scrolls sideways and keeps the sizes column", async ({ page, jsEnabled }) => {
    await page.goto("/catalog/odezhda/platya/platya-mini/");
    await page.locator(".card__name a").first().click();
    await page.getByRole("link", { name: "Таблица размеров" }).click();
    const dialog = jsEnabled ? page.getByRole("dialog", { name: "Таблица размеров" }) : page.locator("body");
    await expect(dialog.getByText("Таблица шире экрана: прокрутите её вбок")).toBeVisible();
    const table = dialog.getByRole("region").filter({ has: page.locator("table") });
    const firstColumn = table.locator("tbody th").first();
    const before = await firstColumn.boundingBox();
    await table.evaluate((element) => element.scrollBy(200, 0));
    await expect.poll(async () => Math.abs((await firstColumn.boundingBox())!.x - before!.x)).toBeLessThanOrEqual(1);
  });
});

test(
  "«В корзине» and the size labels are legible: contrast at least 4.5:1, text at least 12 px",
  SAME_WITHOUT_JS,
  async ({ page }) => {
    const product = { path: "/catalog/odezhda/dzhinsy/284/", size: /^46/ };
    await addToBasket(page, product);
    const inBasket = "form.buy--page button:disabled";
    expect(await contrastOf(page, inBasket)).toBeGreaterThanOrEqual(4.5);
    const sizes = page.locator("form.buy--page .size__label");
    for (const label of await sizes.all())
      expect(
        Number.parseFloat(await label.evaluate((element) => getComputedStyle(element).fontSize)),
      ).toBeGreaterThanOrEqual(12);
  },
);

test("the size table hint is for phones only", async ({ page, jsEnabled }) => {
  test.skip(!jsEnabled, "The same CSS without JavaScript: the phone test covers the no-JS page");
  await page.goto("/catalog/odezhda/platya/platya-mini/");
  await page.locator(".card__name a").first().click();
  await page.getByRole("link", { name: "Таблица размеров" }).click();
  await expect(page.getByRole("dialog", { name: "Таблица размеров" }).getByText("Таблица шире экрана")).toBeHidden();
});

test("a product video shows the product's photo until it plays, with or without JavaScript", async ({ page }) => {
  await page.goto("/catalog/obuv/botinki/23/");
  const video = page.locator(".product-gallery video");
  await expect(video).toHaveAttribute("poster", /^\/images\/products\/23\//);
  const poster = await video.getAttribute("poster");
  expect((await page.request.get(poster!)).status()).toBe(200);
});
