import { expect, ownClient, test } from "./support/fixtures";
import { logIn } from "./support/login";

/** The storefront rate-limits login codes per client address; it trusts X-Forwarded-For, so each worker is a client of its own. */
test.use({ extraHTTPHeaders: { "X-Forwarded-For": `10.${rand(256)}.${rand(256)}.${1 + rand(254)}` } });

function rand(n: number) {
  return Math.floor(Math.random() * n);
}

test.describe("order confirmation and payment result", () => {
  test("thank-you page of an order (guest → login), then the payment result: pending, declined (payable again)", async ({
    page,
    browser,
    a11y,
    jsEnabled,
  }, testInfo) => {
    test.slow(); // login, four pages and three axe-core checks
    const guest = await page.goto("/order/confirm/?orderId=1");
    expect(guest?.ok()).toBe(true);
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe(
      `/login/?redirectTo=${encodeURIComponent("/order/confirm/?orderId=1")}`,
    );

    // The two projects run in parallel: each has its own demo user (both have unpaid new orders).
    await logIn(page, testInfo.project.name === "js-on" ? "9990000001" : "9990000002");
    await page.goto("/personal/orders/status/new/");
    const href = await page.locator(".order-table tbody a").first().getAttribute("href");
    const orderId = Number(/\/personal\/orders\/(\d+)\//.exec(href ?? "")?.[1]);
    expect(orderId).toBeGreaterThan(0);

    const response = await page.goto(`/order/confirm/?orderId=${orderId}`);
    expect(response?.status()).toBe(200);
    expect(response?.headers()["cache-control"]).toBe("private, no-store");
    await expect(page).toHaveTitle(/^Заказ оформлен \| /);
    await expect(page.getByRole("heading", { level: 1, name: "Спасибо за заказ!" })).toBeVisible();
    await expect(page.getByText(/^Номер заказа: LS-\d+$/)).toBeVisible();
    await expect(page.getByRole("heading", { name: "Что дальше" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Заказ в личном кабинете" })).toHaveAttribute(
      "href",
      `/personal/orders/${orderId}/`,
    );
    await expect(page.getByRole("contentinfo")).toHaveCount(0); // no-footer layout
    const pay = page.getByRole("link", { name: "Оплатить заказ" });
    const payUrl = new URL((await pay.getAttribute("href"))!, page.url());
    expect(payUrl.pathname).toMatch(/^\/pay\/[\w-]{8,128}$/);
    const code = payUrl.pathname.split("/").pop()!;
    await a11y();

    // The shopper comes back from the payment page cross-site: no cookies at all.
    const context = await browser.newContext(ownClient({ javaScriptEnabled: jsEnabled, locale: "ru-RU" }));
    try {
      const stranger = await context.newPage();
      const result = await stranger.goto(new URL(`/payment/${code}/`, page.url()).toString());
      expect(result?.status()).toBe(200);
      expect(result?.headers()["cache-control"]).toBe("private, no-store");
      await expect(stranger.getByRole("heading", { level: 1, name: "Ожидаем подтверждения оплаты" })).toBeVisible();
      await expect(stranger).toHaveTitle(/^Ожидаем подтверждения оплаты \| /);
      await expect(stranger.getByRole("link", { name: "Обновить" })).toHaveAttribute("href", `/payment/${code}/`);
      await a11y(stranger);

      // Decline on the demo payment page; it may send the shopper back here itself (when it knows the shop's URL).
      await stranger.goto(payUrl.toString());
      await stranger.getByRole("button", { name: "Отказаться" }).click();
      await stranger.waitForLoadState();
      if (!new URL(stranger.url()).pathname.startsWith("/payment/"))
        await stranger.goto(new URL(`/payment/${code}/`, page.url()).toString());
      // A declined payment leaves the order payable. Without the session the page cannot offer the owner's order
      // itself: it leads to the order's page and to login, which brings them back here.
      await expect(stranger.getByRole("heading", { level: 1, name: "Оплата не прошла" })).toBeVisible();
      await expect(stranger.getByRole("link", { name: "Попробовать ещё раз" })).toHaveAttribute(
        "href",
        `/personal/orders/${orderId}/`,
      );
      await expect(stranger.getByRole("link", { name: "Войти и выбрать другой способ оплаты" })).toHaveAttribute(
        "href",
        `/login/?redirectTo=${encodeURIComponent(`/payment/${code}/`)}`,
      );
      await expect(stranger.getByRole("link", { name: /^Оплатить ещё раз/ })).toHaveCount(0);
      await a11y(stranger);

      // The owner, signed in, pays again in one tap, or chooses another way.
      await page.goto(`/payment/${code}/`);
      await expect(page.getByRole("heading", { level: 1, name: "Оплата не прошла" })).toBeVisible();
      await expect(page.getByRole("link", { name: /^Оплатить ещё раз/ })).toHaveAttribute(
        "href",
        /\/pay\/[0-9a-f]{32}$/,
      );
      expect(await page.getByRole("link", { name: /^Оплатить ещё раз/ }).getAttribute("href")).not.toContain(code);
      await expect(page.getByRole("form", { name: "Другой способ оплаты" })).toBeVisible();
      await a11y();

      const missing = await stranger.goto(new URL(`/payment/${"x".repeat(32)}/`, page.url()).toString());
      expect(missing?.status()).toBe(404);
    } finally {
      await context.close();
    }
  });
});
