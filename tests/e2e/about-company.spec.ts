import { expect, test } from "./support/fixtures";

/** The About company page, JavaScript on and off. */

// Several pages per test. axe-core is the layout test's: it checks each of these pages as it arrives.
test.describe.configure({ timeout: 120_000 });

test.describe("About: company", () => {
  test("/about/ lands on the company page: its sections, figures, links and the About sub-navigation", async ({
    page,
    baseURL,
  }) => {
    await page.goto("/about/");
    await expect(page).toHaveURL(/\/about\/company\/$/);
    await expect(page).toHaveTitle(/^О компании \| LOVE STORE$/);
    await expect(page.getByRole("heading", { level: 1, name: "О компании" })).toBeVisible();
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${baseURL}/about/company/`);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "index, follow");

    const figures = page.getByRole("region", { name: "История в цифрах" });
    await expect(figures).toContainText("2009");
    await expect(figures).toContainText(/\d+ магазин\S* в \d+ город/);
    for (const heading of [
      "Кто мы",
      "История",
      "Магазины",
      "Love Card",
      "LOVE 2.0",
      "Карьера",
      "Франчайзинг",
      "Для прессы",
    ]) {
      await expect(page.getByRole("heading", { level: 2, name: heading, exact: true })).toBeVisible();
    }
    const article = page.getByRole("article");
    // The shops of the shopper's city: a guest who chose none is in the default city, Москва.
    await expect(article.getByRole("link", { name: "Адреса и часы работы магазинов" })).toHaveAttribute(
      "href",
      "/about/shops/moscow/",
    );
    await expect(article.getByRole("link", { name: "Как работает LOVE 2.0" })).toHaveAttribute(
      "href",
      "/initiatives/recycling/",
    );
    await expect(article.getByRole("link", { name: "Открытые вакансии" })).toHaveAttribute("href", "/about/vacancy/");
    await expect(article.getByRole("link", { name: "Условия франчайзинга" })).toHaveAttribute(
      "href",
      "/about/franchising/",
    );
    await expect(article.getByRole("link", { name: "press@lovestore.ru" })).toHaveAttribute(
      "href",
      "mailto:press@lovestore.ru",
    );
    await expect(page.getByRole("img", { name: "Силуэт платья в фирменных цветах LOVE STORE" })).toBeVisible();

    const nav = page.getByRole("navigation", { name: "Разделы о компании" });
    await expect(nav.getByRole("link")).toHaveText(["О компании", "Магазины", "Новости", "Вакансии", "Франчайзинг"]);
    await expect(nav.getByRole("link", { name: "О компании" })).toHaveAttribute("aria-current", "page");

    await article.getByRole("link", { name: "Открытые вакансии" }).click();
    await expect(page).toHaveURL(/\/about\/vacancy\/$/);
    await nav.getByRole("link", { name: "Новости" }).click();
    await expect(page).toHaveURL(/\/about\/news\/$/);
    await expect(page.getByRole("heading", { level: 1, name: "Новости" })).toBeVisible();
  });
});
