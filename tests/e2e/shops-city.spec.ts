import type { Page } from "@playwright/test";
import { atPhoneWidthOnly, expect, test as base } from "./support/fixtures";
import { onScreen } from "./support/screens";

/**
 * Every shops link (the footer, the About tab, a content page's link) opens the shops of the city the shopper has
 * chosen when it has shops, St Petersburg's with a word that says so when it has none; `/about/shops/` itself still
 * opens St Petersburg's (spec §2). A page a CDN may share (no cookies) links to the default city's shops; a shopper's
 * city makes the page private. At a phone's width (touch), with JavaScript: the rule is the server's.
 */

const footerShops = (page: Page) =>
  page.getByRole("contentinfo").getByRole("navigation", { name: "О компании" }).getByRole("link", { name: "Магазины" });
const aboutTab = (page: Page) =>
  page.getByRole("navigation", { name: "Разделы о компании" }).getByRole("link", { name: "Магазины" });
const contentLink = (page: Page) =>
  page.getByRole("main").getByRole("link", { name: "Адреса и часы работы магазинов" });

/** Chooses a city on the `/location/` page (the header's picker is location-shops.spec.ts'), back on `/about/company/`. */
async function chooseCity(page: Page, jsEnabled: boolean, query: string, name: string) {
  await page.goto("/location/?back=/about/company/");
  await page.getByRole("searchbox", { name: "Найти город" }).fill(query);
  if (!jsEnabled) await page.getByRole("button", { name: "Найти", exact: true }).click();
  await page
    .getByRole("list", { name: `Города по запросу «${query}»` })
    .getByRole("button", { name: new RegExp(`^${name}`) })
    .click();
  await expect(page).toHaveURL(/\/about\/company\/$/);
  // A phone's bar keeps the city in the menu: the header's button is there, hidden.
  await expect(
    page.getByRole("banner").getByRole("link", { name: `Ваш город: ${name}. Изменить`, includeHidden: true }),
  ).toBeAttached();
}

for (const phone of [true, false]) {
  base.describe(phone ? "on a 390 px phone" : "on a desktop", () => {
    // Where a link leads is the server's rule; the desktop's layout of these pages is the layout test's.
    const test = atPhoneWidthOnly(phone);
    onScreen(phone);

    test("every shops link follows the chosen city; the page offers the other cities", async ({
      page,
      jsEnabled,
      a11y,
    }) => {
      // A guest who has chosen nothing: the default city's shops, on a page a CDN may share.
      const shared = await page.goto("/about/company/");
      expect(shared?.headers()["cache-control"]).toMatch(/^public/);
      for (const link of [footerShops(page), aboutTab(page), contentLink(page)])
        await expect(link).toHaveAttribute("href", "/about/shops/moscow/");

      await chooseCity(page, jsEnabled, "екатер", "Екатеринбург");
      for (const link of [footerShops(page), aboutTab(page), contentLink(page)])
        await expect(link).toHaveAttribute("href", "/about/shops/ekaterinburg/");
      // The shopper's page depends on the city cookie: never shared.
      const own = await page.request.get("/about/company/");
      expect(own.headers()["cache-control"]).toBe("private, no-store");

      if (phone) await contentLink(page).tap();
      else await contentLink(page).click();
      await expect(page).toHaveURL(/\/about\/shops\/ekaterinburg\/$/);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Магазины в г. Екатеринбург");
      await expect(aboutTab(page)).toHaveAttribute("aria-current", "page");
      await expect(page.getByText(/магазинов LOVE STORE пока нет/)).toHaveCount(0);
      const cities = page.getByRole("navigation", { name: "Города с магазинами" });
      await expect(cities.getByRole("link", { name: /^Екатеринбург/ })).toHaveAttribute("aria-current", "page");
      await a11y();
      const other = cities.getByRole("link", { name: /^Санкт-Петербург/ });
      if (phone) await other.tap();
      else await other.click();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Магазины в г. Санкт-Петербург");
      // Another city's page still offers the shopper's own.
      await expect(aboutTab(page)).toHaveAttribute("href", "/about/shops/ekaterinburg/");
    });

    test("a city without shops is sent to St Petersburg's, with a word that says so; /about/shops/ stays St Petersburg's", async ({
      page,
      jsEnabled,
      a11y,
    }) => {
      await chooseCity(page, jsEnabled, "омск", "Омск");
      await expect(footerShops(page)).toHaveAttribute("href", "/about/shops/st_petersburg/");
      if (phone) await footerShops(page).tap();
      else await footerShops(page).click();
      await expect(page).toHaveURL(/\/about\/shops\/st_petersburg\/$/);
      await expect(
        page.getByText("В г. Омск магазинов LOVE STORE пока нет — показываем магазины в г. Санкт-Петербург."),
      ).toBeVisible();
      await expect(page.getByRole("navigation", { name: "Города с магазинами" }).getByRole("link")).not.toHaveCount(0);
      await a11y();

      await chooseCity(page, jsEnabled, "казан", "Казань");
      await page.goto("/about/shops/");
      await expect(page).toHaveURL(/\/about\/shops\/st_petersburg\/$/);
      await expect(page.getByText(/магазинов LOVE STORE пока нет/)).toHaveCount(0);
      await expect(aboutTab(page)).toHaveAttribute("href", "/about/shops/kazan/");
    });
  });
}
