import { expect, test } from "./support/fixtures";

/** LOVE Initiatives, JavaScript on and off. */

// Several pages per test. axe-core is the layout test's: it checks each of these pages as it arrives.
test.describe.configure({ timeout: 120_000 });

test.describe("LOVE Initiatives", () => {
  test("the initiatives and LOVE 2.0 pages, their link to the shopper's hand-ins, and the main menu's «LOVE 2.0»", async ({
    page,
    baseURL,
  }) => {
    await page.goto("/initiatives/");
    await expect(page).toHaveTitle(/^LOVE Initiatives \| LOVE STORE$/);
    await expect(page.getByRole("heading", { level: 1, name: "LOVE Initiatives" })).toBeVisible();
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${baseURL}/initiatives/`);
    for (const heading of [
      "Инициативы в цифрах",
      "LOVE 2.0 — одежда на переработку",
      "Вторая жизнь вещей",
      "Меньше упаковки",
      "Бережный уход",
    ]) {
      await expect(page.getByRole("heading", { level: 2, name: heading })).toBeVisible();
    }
    await expect(page.getByRole("article").getByRole("link", { name: "Мои сдачи LOVE 2.0" })).toHaveAttribute(
      "href",
      "/personal/recycling/",
    );

    await page.getByRole("link", { name: "Как работает LOVE 2.0" }).click();
    await expect(page).toHaveURL(/\/initiatives\/recycling\/$/);
    await expect(page).toHaveTitle(/^LOVE 2.0 \| LOVE STORE$/);
    await expect(page.getByRole("heading", { level: 1, name: "LOVE 2.0" })).toBeVisible();
    for (const heading of [
      "LOVE 2.0 в цифрах",
      "Как сдать вещи",
      "Что мы принимаем",
      "Что не принимаем",
      "Что происходит с вещами",
      "Купон и бонусы",
    ]) {
      await expect(page.getByRole("heading", { level: 2, name: heading })).toBeVisible();
    }
    await expect(page.getByRole("region", { name: "Купон и бонусы" })).toContainText("купон на скидку 10%");
    await expect(
      page.getByRole("navigation", { name: "Навигационная цепочка" }).getByRole("link", { name: "LOVE Initiatives" }),
    ).toHaveAttribute("href", "/initiatives/");

    // A guest following «Мои сдачи LOVE 2.0» is asked to log in (the page exists; it is the shopper's own).
    await page.getByRole("link", { name: "Мои сдачи LOVE 2.0" }).click();
    await expect(page).toHaveURL(/\/login\/\?redirectTo=%2Fpersonal%2Frecycling%2F$/);

    await page.goto("/?modal=menu");
    await page.getByRole("dialog", { name: "Каталог" }).getByRole("link", { name: "LOVE 2.0" }).click();
    await expect(page).toHaveURL(/\/initiatives\/recycling\/$/);
    await expect(page.getByRole("heading", { level: 1, name: "LOVE 2.0" })).toBeVisible();

    const redirected = await page.goto("/love_2_0/");
    expect(redirected?.status()).toBe(200);
    await expect(page).toHaveURL(/\/initiatives\/recycling\/$/);
  });
});
