import { expect, test } from "./support/fixtures";
import { waitForHydration } from "./support/hydrated";
import { logIn } from "./support/login";
import { upstreamData, upstreamLogin } from "./support/upstream-api";

test.describe("header", () => {
  test("shows the default city, and basket and wishlist links that work without JavaScript", async ({ page }) => {
    await page.goto("/");
    const banner = page.getByRole("banner");
    await expect(banner.getByRole("link", { name: /Ваш город: Москва/ })).toBeVisible();
    await expect(banner.getByRole("link", { name: /^Корзина/ })).toHaveAttribute("href", "/order/");
    await expect(banner.getByRole("link", { name: /^Избранное/ })).toHaveAttribute("href", "/personal/wishlist/");
    await expect(banner.getByRole("link", { name: "Войти" })).toHaveAttribute("href", "/login/?redirectTo=%2F");
  });

  test("choosing a city sets the strict 7-day cookies, shows it and says so in a toast", async ({
    page,
    context,
    jsEnabled,
  }) => {
    await page.goto("/");
    await page.getByRole("link", { name: /Ваш город: Москва/ }).click();
    const dialog = page.getByRole("dialog", { name: "Выберите город" });
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: /Казань/ }).click();

    await expect(page.getByRole("link", { name: /Ваш город: Казань/ })).toBeVisible();
    const toast = page.getByRole("status").getByText("Ваш город: Казань");
    await expect(toast).toBeVisible();
    expect(new URL(page.url()).searchParams.get("modal")).toBeNull();

    const cookies = await context.cookies();
    const city = cookies.find((c) => c.name === "city");
    expect(city).toMatchObject({ sameSite: "Strict", secure: true, path: "/" });
    const days = (city!.expires * 1000 - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThanOrEqual(7);
    expect(cookies.find((c) => c.name === "city_confirmed")).toBeTruthy();
    // Confirmed: no more 'Ваш город — …?' question.
    await expect(page.getByText("Ваш город — Казань?")).toHaveCount(0);

    if (jsEnabled) {
      // Spec §4: toasts are removed after 3000 ms.
      await expect(toast).toBeHidden({ timeout: 5000 });
    }
  });

  test("confirming the suggested city hides the question", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByText("Ваш город — Москва?")).toBeVisible();
    // With JavaScript the question goes at once, while the answer is still on its way: the reload waits for it.
    const stored = page.waitForResponse(
      (response) => new URL(response.url()).pathname === "/location/" && response.request().method() === "POST",
    );
    await page.getByRole("button", { name: "Да" }).click();
    await expect(page.getByText("Ваш город — Москва?")).toHaveCount(0);
    await stored;
    await page.reload();
    await expect(page.getByText("Ваш город — Москва?")).toHaveCount(0);
  });

  test("the city can be reset", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("link", { name: /Ваш город: Москва/ }).click();
    await page
      .getByRole("dialog", { name: "Выберите город" })
      .getByRole("button", { name: /Санкт-Петербург/ })
      .click();
    await expect(page.getByRole("link", { name: /Ваш город: Санкт-Петербург/ })).toBeVisible();
    await page.getByRole("link", { name: /Ваш город: Санкт-Петербург/ }).click();
    await page.getByRole("button", { name: "Сбросить выбор города" }).click();
    await expect(page.getByRole("link", { name: /Ваш город: Москва/ })).toBeVisible();
    await expect(page.getByText("Ваш город — Москва?")).toBeVisible();
  });

  test("with JavaScript, a basket and wishlist changed on another device show 3 s after load, with no reload", async ({
    page,
    jsEnabled,
    a11y,
  }) => {
    test.skip(!jsEnabled, "the startup refresh (spec §4) is the page's script");
    await page.setViewportSize({ width: 390, height: 844 });
    const phone = await logIn(page);
    const otherDevice = await upstreamLogin(`+7${phone}`);
    await page.goto("/catalog/odezhda/");
    await waitForHydration(page);
    const banner = page.getByRole("banner");
    await expect(banner.getByRole("link", { name: "Корзина: 0 товаров" })).toBeVisible();
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));

    // Within the 3 s after load, the same shopper adds a size and a heart on another device.
    const card = page.locator("article.card").first();
    const productId = Number((await card.getAttribute("id"))?.replace("product-", ""));
    const offer = Number(await card.locator("input[name=offer]:not([disabled])").first().getAttribute("value"));
    await upstreamData(`/api/basket/${productId}`, otherDevice, { offer, city: "moscow" });
    await upstreamData(`/api/catalog/${productId}/wishlist`, otherDevice, {});

    await expect(banner.getByRole("link", { name: "Корзина: 1 товар" })).toBeVisible({ timeout: 10_000 });
    await expect(banner.getByRole("link", { name: /^Избранное: 1 товар/ })).toBeVisible();
    await expect(card.getByRole("button", { name: /^Удалить из избранного/ })).toHaveAttribute("aria-pressed", "true");
    expect(await page.evaluate(() => "sameDocument" in window), "the page was not reloaded").toBe(true);
    await a11y();
  });
});
