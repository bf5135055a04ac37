import type { Page } from "@playwright/test";
import { expect, SAME_WITHOUT_JS, test } from "./support/fixtures";
import { hydrated } from "./support/hydrated";

const looks = (page: Page) => page.getByRole("list", { name: "Образы" }).getByRole("article");

test.describe("outfits", () => {
  test(
    "page 2 of the looks: title suffix, canonical, prev and next; past the last page leads to the last",
    SAME_WITHOUT_JS,
    async ({ page, baseURL, a11y }) => {
      const response = await page.goto("/outfits/?page=2");
      expect(response?.status()).toBe(200);
      await expect(page).toHaveTitle("Образы | страница 2 | LOVE STORE");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Образы");
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${baseURL}/outfits/?page=2`);
      await expect(page.locator('link[rel="prev"]')).toHaveAttribute("href", `${baseURL}/outfits/`);
      await expect(page.locator('link[rel="next"]')).toHaveCount(0);
      await expect(looks(page)).toHaveCount(6);
      // Each look: its picture, its name and how many products it holds, in Russian plural forms.
      for (const look of await looks(page).all()) {
        await expect(look.locator("img")).toHaveCount(1);
        await expect(look.getByRole("heading", { level: 2 })).toHaveText(/^[А-ЯЁ]/);
        await expect(look.locator(".outfit-card__count")).toHaveText(/^[2-5] товара$|^5 товаров$/);
      }
      await a11y();

      const pages = page.getByRole("navigation", { name: "Страницы" });
      await pages.getByRole("link", { name: "← Предыдущая" }).click();
      await expect(page).toHaveURL(/\/outfits\/$/);
      await expect(page).toHaveTitle("Образы | LOVE STORE");
      await expect(page.locator('link[rel="next"]')).toHaveAttribute("href", `${baseURL}/outfits/?page=2`);
      await expect(page.locator('link[rel="prev"]')).toHaveCount(0);
      await expect(looks(page)).toHaveCount(12);
      await expect(pages.getByRole("link", { name: "Следующая →" })).toHaveAttribute("href", "/outfits/?page=2");

      // Past the last page: a 301 to the last one.
      expect((await page.goto("/outfits/?page=3"))?.status()).toBe(200);
      await expect(page).toHaveURL(/\/outfits\/\?page=2$/);
      await expect(looks(page)).toHaveCount(6);
    },
  );

  test(
    "a look: its pictures, name, description and products, in the 'new' layout; an unknown look is a 404",
    SAME_WITHOUT_JS,
    async ({ page, a11y }) => {
      await page.goto("/outfits/");
      const first = looks(page).first();
      const name = (await first.getByRole("heading", { level: 2 }).textContent())!;
      const count = Number(/^\d+/.exec((await first.locator(".outfit-card__count").textContent())!)![0]);
      await first.getByRole("link", { name }).click();

      await expect(page).toHaveURL(/\/suite\/[a-z0-9-]+\/$/);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
      await expect(page).toHaveTitle(`Образ «${name}» | LOVE STORE`);
      await expect(page.locator("header.header--overlay")).toHaveCount(1);
      await expect(
        page.getByRole("navigation", { name: "Навигационная цепочка" }).getByRole("link", { name: "Образы" }),
      ).toHaveAttribute("href", "/outfits/");
      // The whole look first, then each product as worn in it.
      const gallery = page.getByRole("group", { name: `Фотографии образа «${name}»` });
      await expect(gallery.locator("img")).toHaveCount(count + 1);
      await expect(page.locator(".outfit__description")).toHaveText(/^[А-ЯЁ].{60,}\.$/);
      const products = page.getByRole("list", { name: `Вещи образа «${name}»` }).getByRole("article");
      await expect(products).toHaveCount(count);
      await expect(page.locator(".outfit__summary")).toHaveText(
        new RegExp(`^${count} товар(а|ов) на [\\d\\u00A0]+\\u00A0₽$`),
      );
      await a11y();

      expect((await page.goto("/suite/net-takogo-obraza/"))?.status()).toBe(404);
      await expect(page.getByText("Извините, страница не найдена")).toBeVisible();
    },
  );

  test("a product of the look goes into the basket with the chosen size", async ({ page, jsEnabled }) => {
    await page.goto("/outfits/");
    await looks(page).first().locator(".outfit-card__name a").click();
    await expect(page).toHaveURL(/\/suite\/[a-z0-9-]+\/$/);
    const look = page.url();
    await hydrated(page, jsEnabled);
    await expect(page.getByRole("link", { name: /^Корзина: 0 товар/ })).toBeVisible();

    const card = page
      .locator("article.card")
      .filter({ has: page.locator("input[name=offer]:not([disabled])") })
      .first();
    const name = (await card.locator(".card__name").textContent())!;
    await card.locator("summary").click();
    const size = card.locator("label.size:not(.size--sold-out)").first();
    await size.click();
    await card.getByRole("button", { name: "В корзину" }).click();
    if (jsEnabled) {
      const modal = page.getByRole("dialog", { name: "Товар добавлен в корзину" });
      await expect(modal).toBeVisible();
      await expect(modal).toContainText(name);
      await modal.getByRole("button", { name: "Продолжить покупки" }).click();
    } else {
      await expect(page.getByRole("status").getByText("Товар добавлен в корзину")).toBeVisible();
    }
    // Back on the look (without JavaScript through the basket's redirect, at the card), with the size in the basket.
    expect(page.url()).toBe(jsEnabled ? look : `${look}#${await card.getAttribute("id")}`);
    await expect(page.getByRole("link", { name: /^Корзина: 1 товар/ })).toBeVisible();
    await expect(card.getByRole("button", { name: "В корзине" })).toBeDisabled();
  });

  test("the product page's «Образ целиком» leads to its look", async ({ page }) => {
    await page.goto("/outfits/");
    await looks(page).first().locator(".outfit-card__name a").click();
    await expect(page).toHaveURL(/\/suite\/[a-z0-9-]+\/$/);
    const look = new URL(page.url()).pathname;
    await page.locator("article.card .card__name a").first().click();
    await expect(page).toHaveURL(/\/catalog\/.+\/\d+\/$/);
    await page.getByRole("region", { name: "Образ целиком" }).getByRole("link", { name: "Смотреть образ" }).click();
    await expect(page).toHaveURL(new RegExp(`${look}$`));
  });
});
