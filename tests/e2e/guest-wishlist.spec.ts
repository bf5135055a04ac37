import type { Page } from "@playwright/test";
import { expect, test } from "./support/fixtures";
import { freshPhone } from "./support/login";
import { onScreen } from "./support/screens";

/**
 * The guest's wishlist explains itself. The heart confirms, phones keep the wishlist in the header, the login page
 * reached from it says what waits there, and after login the shopper lands on it with the products. At a phone's width
 * (touch) and a desktop's, JavaScript on and off.
 */

const SHIRT = { path: "/catalog/odezhda/bluzki-i-rubashki/rubashki/52/", name: "Рубашка оверсайз из поплина" };

const wishlistLink = (page: Page, count: number) =>
  page.getByRole("banner").getByRole("link", { name: new RegExp(`^Избранное: ${count} товар`) });

for (const phone of [true, false]) {
  test.describe(phone ? "on a 390 px phone" : "on a desktop", () => {
    onScreen(phone);

    test("the heart confirms, the header's wishlist leads to a login that explains, and the login lands on the wishlist", async ({
      page,
      jsEnabled,
      a11y,
    }) => {
      await page.goto(SHIRT.path);
      const heart = page.locator(".product__wishlist").getByRole("button", { name: /^Добавить в избранное/ });
      if (phone) await heart.tap();
      else await heart.click();
      await expect(page.getByRole("status").getByText("Добавлено в избранное")).toBeVisible();
      await expect(
        page.locator(".product__wishlist").getByRole("button", { name: /^Удалить из избранного/ }),
      ).toHaveAttribute("aria-pressed", "true");
      // The wishlist stays in the phone's header bar, next to the basket.
      const link = wishlistLink(page, 1);
      await expect(link).toBeVisible();
      await a11y();

      if (phone) await link.tap();
      else await link.click();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Вход в личный кабинет");
      expect(new URL(page.url()).searchParams.get("redirectTo")).toBe("/personal/wishlist/");
      await expect(page.getByText("Войдите, чтобы увидеть избранное: сохранён 1 товар.")).toBeVisible();
      await a11y();

      await page.getByLabel("Номер телефона").fill(freshPhone());
      await page.getByRole("button", { name: "Получить код" }).click();
      await page.getByLabel("Код из SMS").fill("123456");
      await page.getByRole("button", { name: "Войти" }).click();
      await expect(page).toHaveURL(/\/personal\/wishlist\/$/);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Избранное");
      const cards = page.getByRole("list", { name: "Избранные товары" }).getByRole("listitem");
      await expect(cards).toHaveCount(1);
      await expect(cards.first()).toContainText(SHIRT.name);
      await expect(wishlistLink(page, 1)).toBeVisible();
      if (!jsEnabled) await expect(page.getByRole("status").getByText("Добавлено в избранное")).toHaveCount(0);
      await a11y();
    });

    test("removing says so too, and a guest with nothing saved is asked to log in without a count", async ({
      page,
    }) => {
      await page.goto(SHIRT.path);
      await page
        .locator(".product__wishlist")
        .getByRole("button", { name: /^Добавить в избранное/ })
        .click();
      await expect(wishlistLink(page, 1)).toBeVisible();
      await page
        .locator(".product__wishlist")
        .getByRole("button", { name: /^Удалить из избранного/ })
        .click();
      await expect(page.getByRole("status").getByText("Удалено из избранного")).toBeVisible();
      await expect(wishlistLink(page, 0)).toBeVisible();
      await wishlistLink(page, 0).click();
      await expect(page.getByText("Войдите, чтобы увидеть избранное.", { exact: true })).toBeVisible();
    });
  });
}
