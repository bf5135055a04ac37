import { BROKEN_PORT } from "../../playwright.config";
import { expect, test } from "./support/fixtures";

test.describe("error pages", () => {
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
});
