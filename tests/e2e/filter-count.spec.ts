import type { ElementHandle, Locator, Page } from "@playwright/test";
import { expect, test } from "./support/fixtures";
import { onScreen } from "./support/screens";

/**
 * The filter modal's button says how many products the choices would show — «Показать N товаров», updated as they
 * change (JavaScript: a debounced count request, one at a time), «Ничего не найдено» and off with the reason beside it
 * when none; without JavaScript «Показать товары», and the count beside the filters once applied. At a phone's width
 * (touch) and a desktop's.
 */

/** 8 maxi dresses; one of them white in size 46 (deterministic seed). */
const SECTION = "/catalog/odezhda/platya/platya-maksi/";

const press = (locator: Locator, phone: boolean) => (phone ? locator.tap() : locator.click());

async function openFilters(page: Page, phone: boolean) {
  await page.goto(SECTION);
  await press(page.getByRole("link", { name: "Фильтры" }), phone);
  const dialog = page.getByRole("dialog", { name: "Фильтры" });
  await expect(dialog).toBeVisible();
  return dialog;
}

for (const phone of [true, false]) {
  test.describe(phone ? "on a 390 px phone" : "on a desktop", () => {
    onScreen(phone);

    test("the button counts the choices; none is said and cannot be pressed; the count shows beside the filters", async ({
      page,
      jsEnabled,
      a11y,
    }) => {
      const dialog = await openFilters(page, phone);
      const button = dialog.locator(".filters__actions button[type=submit]");
      await expect(button).toHaveText(jsEnabled ? "Показать 8 товаров" : "Показать товары");

      await dialog.getByRole("checkbox", { name: "46", exact: true }).click();
      await dialog.getByRole("checkbox", { name: /^Белый/ }).click();
      if (jsEnabled) {
        await expect(button).toHaveText("Показать 1 товар");
        // Nothing at that price: the button says so and is off, the reason beside it.
        await dialog.getByLabel("от", { exact: true }).fill("900000");
        await expect(button).toHaveText("Ничего не найдено");
        await expect(button).toBeDisabled();
        await expect(dialog.getByText("С этими фильтрами товаров нет — измените их или сбросьте.")).toBeVisible();
        await expect(button).toHaveAttribute("aria-describedby", "filters-none");
        await a11y(page, { include: "dialog[open]" });
        await dialog.getByLabel("от", { exact: true }).fill("");
        await expect(button).toHaveText("Показать 1 товар");
      } else {
        await a11y(page, { include: "dialog[open]" });
        await expect(button).toHaveText("Показать товары");
      }
      await press(button, phone);

      await expect(page).toHaveURL(/\?sizes=46&colors=ffffff$/);
      const found = page.locator(".listing__toolbar").getByText("Найдено: 1 товар");
      await expect(found).toBeVisible();
      // Beside the filter button, not somewhere far down the page.
      const filterButton = await page.getByRole("link", { name: /^Фильтры/ }).boundingBox();
      const foundBox = await found.boundingBox();
      expect(Math.abs(foundBox!.y - filterButton!.y)).toBeLessThan(200);
    });
  });
}

test("with JavaScript, quick changes ask for the count once they pause, and a late answer never overwrites a newer one", async ({
  page,
  jsEnabled,
}) => {
  test.skip(!jsEnabled, "the count is asked for by the browser's script");
  const asked: string[] = [];
  let delayFirst = true;
  await page.route("**/listing/count/**", async (route) => {
    asked.push(route.request().url());
    if (delayFirst) {
      delayFirst = false;
      // The first answer comes late, after the shopper has changed the filters again.
      await new Promise((resolve) => setTimeout(resolve, 1500));
    }
    await route.continue().catch(() => {});
  });
  const dialog = await openFilters(page, false);
  const button = dialog.locator(".filters__actions button[type=submit]");

  await dialog.getByRole("checkbox", { name: "46", exact: true }).click();
  await expect.poll(() => asked.length).toBe(1);
  // Five quick changes: one request for all of them, once they pause (the late first answer is dropped). They are
  // made in one task of the page, as quick as a shopper's whatever the machine's load (clicks sent one by one took
  // longer than the pause on a busy machine).
  const size = (await dialog
    .getByRole("checkbox", { name: "46", exact: true })
    .elementHandle()) as ElementHandle<HTMLInputElement>;
  const white = (await dialog
    .getByRole("checkbox", { name: /^Белый/ })
    .elementHandle()) as ElementHandle<HTMLInputElement>;
  await page.evaluate(
    ([sizeBox, whiteBox]) => {
      for (let i = 0; i < 4; i++) sizeBox.click();
      whiteBox.click();
    },
    [size, white] as const,
  );
  await expect(button).toHaveText("Показать 1 товар");
  await page.waitForTimeout(2000);
  expect(asked.length).toBe(2);
  expect(new URL(asked[1]).searchParams.get("colors")).toBe("ffffff");
  await expect(button).toHaveText("Показать 1 товар");
});
