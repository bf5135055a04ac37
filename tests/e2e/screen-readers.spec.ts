import { expect, test } from "./support/fixtures";

/**
 * What screen readers read in Chromium, at a phone's and a desktop's width: icon links named in text, one size label
 * and one button state per card, a basket add's message after the header. What text browsers read (lynx, w3m) is
 * tests/integration/text-browsers.test.ts's.
 */
const SECTION = "/catalog/odezhda/platya/";

test.describe("what screen readers read", () => {
  for (const width of [390, 1280]) {
    test(`${width} px: icon links named in text, one size label and one button state, messages after the header`, async ({
      page,
      jsEnabled,
      a11y,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(SECTION);
      const banner = page.getByRole("banner");
      await expect(banner.getByRole("link", { name: "Корзина: 0 товаров" })).toBeVisible();
      await expect(banner.getByRole("link", { name: "Избранное: 0 товаров" })).toBeVisible();
      if (width > 480) await expect(banner.getByRole("link", { name: "Войти" })).toBeVisible();

      const card = page.locator("article.card").first();
      const name = (await card.locator(".card__name").innerText()).trim();
      // Narrow screens shorten the one label to «Размер» (CSS), wide ones read «Выберите размер».
      await expect(card.locator(".size-picker__summary")).toHaveText(width < 800 ? "Размер" : "Выберите размер", {
        useInnerText: true,
      });
      await expect(card.getByRole("button", { name: `Добавить в избранное: ${name}` })).toBeVisible();
      await expect(card.getByRole("button", { name: "В корзину" })).toHaveCount(1);
      await expect(card.getByRole("button", { name: "В корзине" })).toHaveCount(0);
      await expect(card.getByRole("link", { name: "Перейти в корзину" })).toHaveCount(0);

      await card.locator(".size-picker__summary").click();
      await card.locator("label.size:not(.size--sold-out)").first().click();
      await card.getByRole("button", { name: "В корзину" }).click();
      if (jsEnabled) {
        const modal = page.getByRole("dialog", { name: "Товар добавлен в корзину" });
        await modal.getByRole("button", { name: "Продолжить покупки" }).click();
      } else {
        await expect(page.getByRole("status").getByText("Товар добавлен в корзину")).toBeVisible();
        // The message sits between the header and the page's content in the document.
        const order = await page.evaluate(() => {
          const toasts = document.querySelector(".toasts")!;
          const follows = (a: Element, b: Element) =>
            Boolean(a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING);
          return {
            afterHeader: follows(document.querySelector("header")!, toasts),
            beforeMain: follows(toasts, document.querySelector("main")!),
          };
        });
        expect(order).toEqual({ afterHeader: true, beforeMain: true });
      }
      await expect(banner.getByRole("link", { name: "Корзина: 1 товар" })).toBeVisible();
      const added = page.locator("article.card", { has: page.getByRole("heading", { name, exact: true }) }).first();
      await expect(added.getByRole("button", { name: "В корзине" })).toBeDisabled();
      await expect(added.getByRole("link", { name: "Перейти в корзину" })).toBeVisible();
      await expect(added.getByRole("button", { name: "В корзину" })).toHaveCount(0);
      await a11y(page, { legacyMode: true });
    });
  }
});
