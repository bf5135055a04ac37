import { expect, test } from "./support/fixtures";

test.describe("SEO tags", () => {
  test("home: title with the store name, robots, canonical", async ({ page, baseURL }) => {
    await page.goto("/");
    await expect(page).toHaveTitle(/LOVE STORE$/);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "index, follow");
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${baseURL}/`);
    await expect(page.locator('link[rel="prev"]')).toHaveCount(0);
    await expect(page.locator("html")).toHaveAttribute("lang", "ru");
  });

  test("page 2 adds the title suffix, keeps it in canonical and links prev", async ({ page, baseURL }) => {
    await page.goto("/?page=2");
    await expect(page).toHaveTitle(/ \| страница 2 \| LOVE STORE$/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${baseURL}/?page=2`);
    await expect(page.locator('link[rel="prev"]')).toHaveAttribute("href", `${baseURL}/`);
  });

  test("canonical leaves out the modal and debug parameters", async ({ page, baseURL }) => {
    await page.goto("/?modal=menu");
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${baseURL}/`);
  });

  test("error pages carry robots and their message in the title", async ({ page, a11y }) => {
    await page.goto("/no-such-page/");
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "index, follow");
    await expect(page).toHaveTitle("Page not found: /no-such-page/ | LOVE STORE");
    await a11y();
  });
});
