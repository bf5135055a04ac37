import { BROKEN_PORT } from "../../playwright.config";
import { expect, SAME_WITHOUT_JS, test } from "./support/fixtures";

test.describe("error pages", () => {
  test("unknown path: 404 page with menu and recently viewed strip", SAME_WITHOUT_JS, async ({ page, a11y }) => {
    const response = await page.goto("/no/such/page/");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "404" })).toBeVisible();
    await expect(page.getByText("Извините, страница не найдена")).toBeVisible();
    await expect(
      page.getByRole("navigation", { name: "Разделы магазина" }).getByRole("link", { name: "Новинки" }),
    ).toBeVisible();
    await expect(page.getByRole("heading", { name: "Вы ранее просматривали" })).toBeVisible();
    await expect(page).toHaveTitle("Page not found: /no/such/page/ | LOVE STORE");
    await a11y();
  });

  test("?debug shows the status and message, and no stack in production", SAME_WITHOUT_JS, async ({ page }) => {
    await page.goto("/missing/?debug");
    await expect(page.getByRole("heading", { level: 1, name: "404" })).toBeVisible();
    await expect(page.getByText("Page not found: /missing/")).toBeVisible();
    await expect(page.locator(".error-page__stack")).toHaveCount(0);
  });

  test("upstream down: the fatal view with status 503 and a working refresh button", async ({ page, a11y }) => {
    const response = await page.goto(`http://localhost:${BROKEN_PORT}/`);
    expect(response?.status()).toBe(503);
    await expect(page.getByRole("heading", { name: "Ошибка" })).toBeVisible();
    await expect(page.getByText("К сожалению, произошла непредвиденная ошибка")).toBeVisible();
    await expect(page.getByRole("main").getByText("Сервер магазина недоступен. Попробуйте позже.")).toBeVisible();
    await expect(page).toHaveTitle(/^Сервер магазина недоступен\. Попробуйте позже\. \| LOVE STORE$/);
    // The reference a shopper quotes to support: the start of the request id that the answer and the logs carry.
    const requestId = (await response?.allHeaders())?.["x-request-id"] ?? "";
    const head = requestId.slice(0, 8).toUpperCase();
    await expect(page.getByText(`Код обращения: ${head.slice(0, 4)}-${head.slice(4)}`)).toBeVisible();
    await a11y();
    await page.getByRole("button", { name: "Обновить страницу" }).click();
    await expect(page.getByRole("heading", { name: "Ошибка" })).toBeVisible();
    expect(new URL(page.url()).pathname).toBe("/");
  });

  test("a stack trace never reaches a production page", SAME_WITHOUT_JS, async ({ page }) => {
    await page.goto(`http://localhost:${BROKEN_PORT}/?debug`);
    await expect(page.getByRole("heading", { level: 1, name: "503" })).toBeVisible();
    await expect(page.locator(".error-page__stack")).toHaveCount(0);
    expect(await page.content()).not.toMatch(/at .+\.js:\d+/);
  });
});
