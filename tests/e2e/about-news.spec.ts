import { expect, test } from "./support/fixtures";

/** The About news list and items, JavaScript on and off. */

// Several pages per test. axe-core runs on the states the layout test does not check (each page as it arrives).
test.describe.configure({ timeout: 120_000 });

test.describe("About: news", () => {
  test("the list pages by ?page=N with prev/next links and the title suffix; page 1 has no parameter", async ({
    page,
    baseURL,
  }) => {
    await page.goto("/about/news/");
    await expect(page).toHaveTitle(/^Новости \| LOVE STORE$/);
    const list = page.getByRole("list", { name: "Новости" });
    await expect(list.getByRole("listitem")).toHaveCount(10);
    await expect(list.getByRole("listitem").first().locator("time")).toHaveText(/^\d{2}\.\d{2}\.\d{4}$/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${baseURL}/about/news/`);
    await expect(page.locator('link[rel="prev"]')).toHaveCount(0);
    await expect(page.locator('link[rel="next"]')).toHaveAttribute("href", `${baseURL}/about/news/?page=2`);

    await page.getByRole("navigation", { name: "Страницы" }).getByRole("link", { name: "Следующая →" }).click();
    await expect(page).toHaveURL(/\/about\/news\/\?page=2$/);
    await expect(page).toHaveTitle(/^Новости \| страница 2 \| LOVE STORE$/);
    await expect(list.getByRole("listitem")).not.toHaveCount(10);
    await expect(list.getByRole("listitem").first()).toBeVisible();
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${baseURL}/about/news/?page=2`);
    await expect(page.locator('link[rel="prev"]')).toHaveAttribute("href", `${baseURL}/about/news/`);
    await expect(page.locator('link[rel="next"]')).toHaveCount(0);
    await expect(page.getByRole("link", { name: "← Предыдущая" })).toHaveAttribute("href", "/about/news/");

    // Page 1 spelled out is the list's own address; a page past the last one does not exist.
    await page.goto("/about/news/?page=1");
    await expect(page).toHaveURL(/\/about\/news\/$/);
    const beyond = await page.goto("/about/news/?page=3");
    expect(beyond?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "404" })).toBeVisible();
  });

  test("an item: date, title, paragraphs, picture, other news and the way back; an unknown or malformed id is a 404", async ({
    page,
    a11y,
  }) => {
    await page.goto("/about/news/");
    const first = page.getByRole("list", { name: "Новости" }).getByRole("listitem").nth(2);
    const title = (await first.getByRole("heading").textContent())!.trim();
    const date = (await first.locator("time").textContent())!.trim();
    await first.getByRole("link", { name: title }).click();

    await expect(page).toHaveURL(/\/about\/news\/\d+\/$/);
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
    await expect(page).toHaveTitle(`${title} | LOVE STORE`);
    const article = page.getByRole("article");
    await expect(article.locator("time")).toHaveText(date);
    expect(await article.locator("p").count()).toBeGreaterThanOrEqual(3);
    await expect(article.getByRole("img")).toHaveCount(1);
    const others = page.getByRole("list", { name: "Другие новости" });
    await expect(others.getByRole("listitem")).toHaveCount(3);
    await expect(others.getByRole("heading", { name: title })).toHaveCount(0);
    await expect(
      page.getByRole("navigation", { name: "Разделы о компании" }).getByRole("link", { name: "Новости" }),
    ).toHaveAttribute("aria-current", "true");
    await a11y();

    await article.getByRole("link", { name: "← Все новости" }).click();
    await expect(page).toHaveURL(/\/about\/news\/$/);

    for (const path of ["/about/news/999999/", "/about/news/first/"]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(page.getByText("Извините, страница не найдена")).toBeVisible();
    }
  });
});
