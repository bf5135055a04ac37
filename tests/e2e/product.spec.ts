import { expect, SAME_WITHOUT_JS, test } from "./support/fixtures";

/** A product with several sizes in stock in the deterministic seed. */
const PRODUCT = "/catalog/odezhda/bluzki-i-rubashki/rubashki/52/";

test.describe("product page", () => {
  test("shows the product with its sizes, details and structured data", SAME_WITHOUT_JS, async ({ page, a11y }) => {
    const response = await page.goto(PRODUCT);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByText(/^Артикул: /)).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Навигационная цепочка" })).toBeVisible();
    const sizes = page.getByRole("group", { name: /^Размер:/ }).getByRole("radio");
    expect(await sizes.count()).toBeGreaterThan(2);
    // Each size says how it reaches a shopper in Москва (the default city), or that it does not.
    const buy = page.locator("form.buy--page");
    await expect(buy.locator("label.size", { hasText: /^44/ })).toContainText("Онлайн");
    await expect(buy.locator("label.size", { hasText: /^50/ })).toContainText("Нет в наличии");
    const ld = await page.locator('script[type="application/ld+json"]').allTextContents();
    const product = ld.map((text) => JSON.parse(text)).find((data) => data["@type"] === "Product");
    expect(product.offers.length).toBe(await sizes.count());
    expect(product.offers[0].priceCurrency).toBe("RUB");
    await a11y();
  });

  test("add to basket: size required, then 'В корзине' disabled and the header count", async ({ page, jsEnabled }) => {
    await page.goto(PRODUCT);
    const buy = page.locator("form.buy--page");
    await buy.getByRole("button", { name: "В корзину" }).click();
    if (jsEnabled) {
      // JavaScript opens the size picker and focuses the first size instead of posting.
      await expect(buy.getByRole("radio").first()).toBeVisible();
    } else {
      await expect(buy.getByRole("alert")).toHaveText("Выберите размер");
    }
    await expect(page.getByRole("link", { name: /^Корзина: 0 товар/ })).toBeVisible();

    await buy.locator("label.size:not(.size--sold-out)").first().click();
    await buy.getByRole("button", { name: "В корзину" }).click();
    if (jsEnabled) {
      const modal = page.getByRole("dialog", { name: "Товар добавлен в корзину" });
      await expect(modal).toBeVisible();
      await modal.getByRole("button", { name: "Продолжить покупки" }).click();
      const events = await page.evaluate(() => (window.dataLayer ?? []).map((e) => e.event));
      expect(events).toContain("add_to_cart");
    } else {
      await expect(page.getByRole("status").getByText("Товар добавлен в корзину")).toBeVisible();
    }
    await expect(page.getByRole("link", { name: /^Корзина: 1 товар/ })).toBeVisible();
    await expect(buy.getByRole("button", { name: "В корзине" })).toBeDisabled();
    await expect(buy.getByRole("link", { name: "Перейти в корзину" })).toHaveAttribute("href", "/order/");
  });

  test("wishlist: add and remove from the product page", async ({ page }) => {
    await page.goto(PRODUCT);
    const add = page.locator(".product__wishlist").getByRole("button", { name: /^Добавить в избранное/ });
    await add.click();
    await expect(page.getByRole("link", { name: /^Избранное: 1 товар/ })).toBeVisible();
    const remove = page.locator(".product__wishlist").getByRole("button", { name: /^Удалить из избранного/ });
    await expect(remove).toHaveAttribute("aria-pressed", "true");
    await remove.click();
    await expect(page.getByRole("link", { name: /^Избранное: 0 товар/ })).toBeVisible();
  });

  test("size table, back-in-stock subscription with a bad then a good email", async ({ page, a11y }) => {
    // Back in stock offers sold-out sizes only: this one has two.
    await page.goto("/catalog/odezhda/yubki/yubki-midi/160/");
    await page.getByRole("link", { name: "Таблица размеров" }).click();
    await expect(page.getByRole("dialog", { name: "Таблица размеров" }).getByRole("table")).toBeVisible();
    await page.getByRole("dialog", { name: "Таблица размеров" }).getByRole("link", { name: "Закрыть" }).click();

    await page.getByRole("link", { name: /Сообщить о поступлении/ }).click();
    const dialog = page.getByRole("dialog", { name: "Сообщить о поступлении" });
    await dialog.getByLabel("Размер").selectOption({ index: 1 });
    await dialog.getByLabel("Email").fill("not-an-email");
    await dialog.getByRole("button", { name: "Подписаться" }).click();
    await expect(
      page.getByRole("dialog", { name: "Сообщить о поступлении" }).getByText("Введите корректный email"),
    ).toBeVisible();
    await a11y();
    await page.getByRole("dialog", { name: "Сообщить о поступлении" }).getByLabel("Размер").selectOption({ index: 1 });
    await page.getByRole("dialog", { name: "Сообщить о поступлении" }).getByLabel("Email").fill("shopper@example.ru");
    await page
      .getByRole("dialog", { name: "Сообщить о поступлении" })
      .getByRole("button", { name: "Подписаться" })
      .click();
    await expect(page.getByText("Мы сообщим вам, когда размер появится в наличии")).toBeVisible();
  });

  test("a guest's page view sets no cookie (the page stays public); the browser or, without JavaScript, the view beacon keeps the viewed list", async ({
    page,
    context,
  }) => {
    const response = await page.goto(PRODUCT);
    expect(response?.headers()["set-cookie"]).toBeUndefined();
    expect(response?.headers()["cache-control"]).toMatch(/^public/);
    const viewed = async () => (await context.cookies()).find((cookie) => cookie.name === "viewed");
    await expect.poll(async () => (await viewed())?.value).toBe("52");
    expect(await viewed()).toMatchObject({ sameSite: "Strict", secure: true, path: "/" });
  });

  test(
    "recently viewed: the strip lists viewed products, most recent first",
    SAME_WITHOUT_JS,
    async ({ page, context, jsEnabled }) => {
      if (!jsEnabled) {
        // Without JavaScript the browser cannot keep the list, and a guest's plain view sets no cookie: the server keeps
        // it once the shopper has a cookie of theirs — here, the city confirmed.
        await page.goto("/");
        await page.getByRole("button", { name: "Да" }).click();
        await expect(page.getByText("Ваш город — Москва?")).toHaveCount(0);
      }
      // With JavaScript the browser records a view once the page is hydrated: wait for it before moving on.
      const recorded = async (id: number) => {
        if (jsEnabled)
          await expect
            .poll(async () => (await context.cookies()).find((cookie) => cookie.name === "viewed")?.value)
            .toMatch(new RegExp(`^${id}\\b`));
      };
      await page.goto("/catalog/odezhda/verkhnyaya-odezhda/palto/92/");
      const first = await page.getByRole("heading", { level: 1 }).textContent();
      await recorded(92);
      await page.goto("/catalog/odezhda/verkhnyaya-odezhda/kurtki/261/");
      const second = await page.getByRole("heading", { level: 1 }).textContent();
      await recorded(261);
      await page.goto(PRODUCT);
      const third = await page.getByRole("heading", { level: 1 }).textContent();
      const strip = page.getByRole("region", { name: "Вы ранее просматривали" });
      await expect(strip.getByRole("heading", { level: 3 })).toHaveText([second!, first!]);
      // The 404 page shows the same strip, now with the last product first.
      await page.goto("/no-such-page/");
      await expect(
        page.getByRole("region", { name: "Вы ранее просматривали" }).getByRole("heading", { level: 3 }),
      ).toHaveText([third!, second!, first!]);
    },
  );

  test(
    "an unknown product is a 404 and a wrong path moves to the product's link",
    SAME_WITHOUT_JS,
    async ({ page, request }) => {
      const missing = await page.goto("/catalog/odezhda/999999/");
      expect(missing?.status()).toBe(404);
      const moved = await request.get("/catalog/obuv/52/", { maxRedirects: 0 });
      expect(moved.status()).toBe(301);
      expect(moved.headers().location).toBe(PRODUCT);
    },
  );
});
