import type { Page } from "@playwright/test";
import { INFORMATION_PAGES as PAGES } from "../integration/support/information-pages";
import { expect, test } from "./support/fixtures";

/**
 * The information pages in a browser: the links that lead to them and the sidebar folding on a phone. Each page's
 * HTML (status, heading, title, canonical URL, robots, the current item, the 404s) is
 * tests/integration/information-pages.test.ts's; axe-core checks every page in the layout test.
 */

const sidebar = (page: Page) => page.getByRole("navigation", { name: "Информация для покупателей" });

async function expectPage(page: Page, { path, item, h1 }: (typeof PAGES)[number]) {
  await expect(page).toHaveURL(new RegExp(`${path}$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(h1);
  await expect(page.locator("h1")).toHaveCount(1);
  const current = sidebar(page).locator('[aria-current="page"]');
  await expect(current).toHaveCount(1);
  await expect(current).toHaveText(item);
}

test.describe("information pages", () => {
  test("every page opens from the sidebar", async ({ page }) => {
    await page.goto("/information/");
    for (const info of [...PAGES.slice(1), PAGES[0]]) {
      await sidebar(page).getByRole("link", { name: info.item, exact: true }).click();
      await expectPage(page, info);
    }
  });

  test("the index links to every page", async ({ page }) => {
    await page.goto("/information/");
    for (const info of PAGES.slice(1)) {
      await page.getByRole("main").getByRole("heading", { name: info.h1, exact: true }).getByRole("link").click();
      await expectPage(page, info);
      await page.goBack();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(PAGES[0].h1);
    }
  });

  test("the footer's links land on their pages", async ({ page }) => {
    const footer = [
      ["Доставка", PAGES[1]],
      ["Оплата", PAGES[4]],
      ["Возврат", PAGES[3]],
      ["Программа лояльности", PAGES[5]],
    ] as const;
    for (const [link, info] of footer) {
      await page.goto("/");
      await page.getByRole("contentinfo").getByRole("link", { name: link, exact: true }).click();
      await expectPage(page, info);
    }
  });

  test("the delivery page states the courier price and the sum from which it is free", async ({ page }) => {
    await page.goto("/information/delivery/");
    const prices = page.getByRole("region", { name: "Стоимость и сроки доставки" });
    await expect(prices.getByRole("columnheader")).toHaveText([
      "Способ получения",
      "Заказ до 5 000 ₽",
      "Заказ от 5 000 ₽",
      "Когда",
    ]);
    const courier = prices
      .getByRole("row")
      .filter({ has: page.getByRole("rowheader", { name: "Курьер", exact: true }) });
    await expect(courier.getByRole("cell")).toHaveText(["299 ₽", "Бесплатно", "Завтра или послезавтра"]);
    await expect(page.getByText(/бесплатно, если товары в корзине стоят 5\s000\s₽ или больше/)).toBeVisible();
    // The table is a labelled region the keyboard can reach (it scrolls sideways on a narrow phone).
    await expect(prices).toHaveAttribute("tabindex", "0");
  });
});

test.describe("information pages on a phone", () => {
  test.use({ viewport: { width: 320, height: 720 } });

  test("the sidebar folds into one line above the text, opens, and folds again after choosing a page", async ({
    page,
  }) => {
    await page.goto("/information/payment/");
    const toggle = sidebar(page).locator("summary");
    await expect(toggle).toHaveText(/Информация:\s*Оплата/);
    const link = sidebar(page).getByRole("link", { name: "Контакты", exact: true });
    await expect(link).toBeHidden();
    const toggleBox = (await toggle.boundingBox())!;
    const headingBox = (await page.getByRole("heading", { level: 1 }).boundingBox())!;
    expect(toggleBox.y + toggleBox.height).toBeLessThanOrEqual(headingBox.y);
    expect(toggleBox.width).toBeLessThanOrEqual(320);

    await toggle.click();
    await link.click();
    await expectPage(page, PAGES[10]);
    await expect(sidebar(page).getByRole("link", { name: "Оплата", exact: true })).toBeHidden();
    await expect(sidebar(page).locator("summary")).toHaveText(/Информация:\s*Контакты/);
  });
});
