import type { BrowserContext, Locator, Page } from "@playwright/test";
import { atPhoneWidthOnly, expect, ruleTestAtPhoneWidth, test } from "./support/fixtures";
import { waitForHydration } from "./support/hydrated";
import { onScreen, PHONE } from "./support/screens";

/**
 * The catalogue and its modals as a phone shopper uses them. A sort or filters chosen before the page came alive are
 * applied; Back closes an open filter sheet or photo viewer (the page and the choices stay), and a modal left by a link
 * leaves no entry behind; colour counts follow the size chosen; every kind of 404 shows the products viewed. At a
 * 390 px phone's width (touch) and a desktop's, JavaScript on and off where it means something.
 */

/** 8 maxi dresses (deterministic seed). */
const SECTION = "/catalog/odezhda/platya/platya-maksi/";
const OTHER_SECTION = "/catalog/odezhda/platya/platya-midi/";
/** Five photos in the seed. */
const FIVE_PHOTOS = "/catalog/odezhda/platya/platya-midi/137/";
const ANOTHER = "/catalog/odezhda/yubki/yubki-midi/160/";
/** A product with sizes in stock in the deterministic seed (as in product.spec.ts). */
const IN_STOCK = "/catalog/odezhda/bluzki-i-rubashki/rubashki/52/";

const press = (locator: Locator, phone: boolean) => (phone ? locator.tap() : locator.click());
const filterDialog = (page: Page) => page.getByRole("dialog", { name: "Фильтры" });
const showButton = (dialog: Locator) => dialog.locator(".filters__actions button[type=submit]");
const prices = (page: Page) =>
  page
    .locator(".product-grid > li .price__current")
    .evaluateAll((cells) => cells.map((cell) => Number((cell.textContent ?? "").replace(/\D/g, ""))));
/** The colours' counts in the filter form, added up (each product has one main colour). */
const colourTotal = (dialog: Locator) =>
  dialog
    .locator(".filters__color .filters__count")
    .evaluateAll((counts) =>
      counts.reduce((sum, count) => sum + Number(/(\d+)\s*$/.exec(count.textContent ?? "")![1]), 0),
    );
const countIn = (text: string | null) => Number(/(\d+)/.exec(text ?? "")?.[1] ?? NaN);

/**
 * Holds the app's scripts until `release` is called: the page is shown and can be used, but is not live yet, as on a
 * slow phone network in its first seconds.
 */
async function holdScripts(page: Page) {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/build\/.*\.js(\?.*)?$/, async (route) => {
    await released;
    await route.continue().catch(() => {});
  });
  return release;
}

const viewedCookie = async (context: BrowserContext) =>
  (await context.cookies()).find((cookie) => cookie.name === "viewed")?.value;

for (const phone of [true, false]) {
  test.describe(phone ? "on a 390 px phone" : "on a desktop", () => {
    const ruleTest = ruleTestAtPhoneWidth(phone);
    onScreen(phone);

    test("a sort chosen before the page is live is applied once it is", async ({ page, jsEnabled }) => {
      test.skip(!jsEnabled, "without JavaScript the sort is applied by its «Применить» button (catalog.spec.ts)");
      const release = await holdScripts(page);
      await page.goto("/catalog/odezhda/", { waitUntil: "commit" });
      const select = page.getByRole("combobox", { name: "Сортировка" });
      await expect(select).toHaveValue("popular");
      // Not live yet: the form's own button is there.
      await expect(page.getByRole("button", { name: "Применить" })).toBeVisible();
      await select.selectOption({ label: "Сначала дешевле" });
      await expect(page).toHaveURL(/\/catalog\/odezhda\/$/);
      release();

      await expect(page).toHaveURL(/\/catalog\/odezhda\/\?sort=price_asc$/, { timeout: 20_000 });
      await expect(select).toHaveValue("price_asc");
      await expect
        .poll(async () => {
          const list = await prices(page);
          return list.length === 24 && list.every((price, i) => i === 0 || list[i - 1] <= price);
        })
        .toBe(true);
      await expect(page.getByRole("button", { name: "Применить" })).toHaveCount(0);
    });

    test("Back closes the filter sheet: the page stays, and so do the choices not applied yet", async ({
      page,
      jsEnabled,
      a11y,
    }) => {
      await page.goto(OTHER_SECTION);
      await page.goto(SECTION);
      const heading = await page.getByRole("heading", { level: 1 }).textContent();
      await press(page.getByRole("link", { name: "Фильтры" }), phone);
      const dialog = filterDialog(page);
      await expect(dialog).toBeVisible();
      const size = dialog.getByRole("checkbox", { name: "46", exact: true });
      await size.check();
      await a11y(page, { include: "dialog[open]" });

      await page.goBack();
      await expect(dialog).toBeHidden();
      await expect(page).toHaveURL(new RegExp(`${SECTION}$`));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading!);
      if (!jsEnabled) return; // without JavaScript the sheet is a page of its own, and Back its browser's

      // Opened again: the size is still ticked, and counted.
      await press(page.getByRole("link", { name: "Фильтры" }), phone);
      await expect(dialog).toBeVisible();
      await expect(size).toBeChecked();
      await expect(showButton(dialog)).not.toHaveText("Показать 8 товаров");
      // Closed by its ✕, the sheet's entry goes too: the next Back leaves the page, as it would have.
      await press(dialog.getByRole("link", { name: "Закрыть" }), phone);
      await expect(dialog).toBeHidden();
      await expect(page).toHaveURL(new RegExp(`${SECTION}$`));
      await page.goBack();
      await expect(page).toHaveURL(new RegExp(`${OTHER_SECTION}$`));
    });

    // Counting is the same with a tap and a click; the sheet's own controls are the two tests above.
    atPhoneWidthOnly(phone)("the colours' counts follow the size chosen", async ({ page, jsEnabled }) => {
      await page.goto(SECTION);
      await press(page.getByRole("link", { name: "Фильтры" }), phone);
      const dialog = filterDialog(page);
      const size = dialog.getByRole("checkbox", { name: "46", exact: true });
      await expect(size).toBeVisible();
      expect(await colourTotal(dialog)).toBe(8);
      await size.check();
      let found: number;
      if (jsEnabled) {
        // Counted as the choice is made: every colour with that size.
        await expect(showButton(dialog)).not.toHaveText("Показать 8 товаров");
        found = countIn(await showButton(dialog).textContent());
        await expect.poll(() => colourTotal(dialog)).toBe(found);
      } else {
        await press(showButton(dialog), phone);
        await expect(page).toHaveURL(/\?sizes=46$/);
        found = countIn(await page.locator(".listing__found").textContent());
        await press(page.getByRole("link", { name: /^Фильтры/ }), phone);
        await expect(filterDialog(page).getByRole("checkbox", { name: "46", exact: true })).toBeChecked();
        expect(await colourTotal(filterDialog(page))).toBe(found);
      }
      expect(found).toBeGreaterThan(0);
      expect(found).toBeLessThan(8);
    });

    ruleTest("every kind of 404 shows the products viewed", async ({ page, context, jsEnabled, a11y }) => {
      const names: string[] = [];
      for (const path of [FIVE_PHOTOS, ANOTHER]) {
        await page.goto(path);
        names.unshift((await page.getByRole("heading", { level: 1 }).textContent())!);
        const id = path.split("/").at(-2);
        await expect.poll(() => viewedCookie(context)).toMatch(new RegExp(`^${id}\\b`));
      }
      for (const [index, path] of [
        "/about/news/abc/",
        "/catalog/no-such-section/",
        "/catalog/odezhda/platya/abc/",
      ].entries()) {
        const response = await page.goto(path);
        expect(response?.status(), path).toBe(404);
        await expect(page.getByRole("heading", { level: 1, name: "404" })).toBeVisible();
        const strip = page.getByRole("region", { name: "Вы ранее просматривали" });
        await expect(strip.getByRole("heading", { level: 3 })).toHaveText(names);
        await expect(page.getByText("Здесь появятся товары", { exact: false })).toHaveCount(0);
        if (index === 0) {
          if (phone) await strip.scrollIntoViewIfNeeded();
          expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
            page.viewportSize()!.width,
          );
          await a11y();
        }
      }
      if (!jsEnabled) return;
      // Reached inside the app too: a client-side navigation gets the 404 as data, the strip with it.
      await page.goto(SECTION);
      await page.evaluate(() =>
        (window as unknown as { __remixRouter: { navigate: (to: string) => Promise<void> } }).__remixRouter.navigate(
          "/about/news/abc/",
        ),
      );
      await expect(page.getByRole("heading", { level: 1, name: "404" })).toBeVisible();
      await expect(
        page.getByRole("region", { name: "Вы ранее просматривали" }).getByRole("heading", { level: 3 }),
      ).toHaveText(names);
    });
  });
}

test.describe("on a 390 px phone, with JavaScript", () => {
  test.use(PHONE);

  test("filters ticked before the page is live are kept and counted once it is", async ({ page, jsEnabled }) => {
    test.skip(!jsEnabled, "without JavaScript the choices are applied by the form's button");
    const release = await holdScripts(page);
    await page.goto(`${SECTION}?modal=catalogFilter`, { waitUntil: "commit" });
    const dialog = filterDialog(page);
    await expect(dialog).toBeVisible();
    await dialog.getByRole("checkbox", { name: "46", exact: true }).tap();
    await dialog.getByRole("checkbox", { name: /^Белый/ }).tap();
    release();
    await waitForHydration(page);
    await expect(showButton(dialog)).toHaveText("Показать 1 товар", { timeout: 20_000 });
    await expect(dialog.getByRole("checkbox", { name: "46", exact: true })).toBeChecked();
  });

  test("a size chosen before the page is live is the one added, and reads «В корзине» once it is", async ({
    page,
    jsEnabled,
  }) => {
    test.skip(!jsEnabled, "without JavaScript the post comes back as the page (product.spec.ts)");
    const release = await holdScripts(page);
    await page.goto(IN_STOCK, { waitUntil: "commit" });
    const buy = page.locator("form.buy--page");
    const size = buy.locator("label.size:not(.size--sold-out)").first();
    const value = (await size.locator(".size__value").textContent())!.trim();
    await size.tap();
    release();
    await waitForHydration(page);
    await expect(buy.locator("summary")).toHaveText(`Размер: ${value}`);
    await buy.getByRole("button", { name: "В корзину" }).tap();
    await expect(page.getByRole("dialog", { name: "Товар добавлен в корзину" })).toContainText(`Размер: ${value}`);
    await expect(buy.getByRole("button", { name: "В корзине" })).toBeVisible();
  });

  test("Back closes the photo viewer; closed by its ✕, the next Back leaves the product", async ({
    page,
    jsEnabled,
  }) => {
    test.skip(!jsEnabled, "without JavaScript the photos are a page of their own (photo-viewer.spec.ts)");
    await page.goto(SECTION);
    await page.goto(FIVE_PHOTOS);
    await expect(page.locator(".product-gallery").getByRole("button", { name: "Слайд 1" })).toBeVisible();
    const photo = page.getByRole("link", { name: "Фото 1 из 5: открыть крупно" });
    const viewer = page.getByRole("dialog", { name: /^Фото: / });
    await photo.tap();
    await expect(viewer).toBeVisible();
    await page.goBack();
    await expect(viewer).toBeHidden();
    await expect(page).toHaveURL(new RegExp(`${FIVE_PHOTOS}$`));

    await photo.tap();
    await expect(viewer).toBeVisible();
    await viewer.getByRole("link", { name: "Закрыть" }).tap();
    await expect(viewer).toBeHidden();
    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`${SECTION}$`));
  });

  test("a link in the menu leaves no entry that opens the menu again on the way back", async ({ page, jsEnabled }) => {
    test.skip(!jsEnabled, "without JavaScript the menu is a page of its own");
    await page.goto(SECTION);
    await page.goto("/");
    await page.getByRole("link", { name: "Открыть меню" }).tap();
    const menu = page.getByRole("dialog", { name: "Каталог" });
    await expect(menu).toBeVisible();
    await menu.getByText("Одежда", { exact: true }).tap();
    await menu.getByText("Платья", { exact: true }).tap();
    await menu.getByRole("link", { name: "Платья миди" }).tap();
    await expect(page).toHaveURL(new RegExp(`${OTHER_SECTION}$`));

    await page.goBack();
    await expect(page).toHaveURL(/\/$/);
    await expect(menu).toBeHidden();
    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`${SECTION}$`));
  });
});
