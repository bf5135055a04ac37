import { expect, test } from "./support/fixtures";
import { onScreen } from "./support/screens";

/**
 * The cards' links (~/components/link) and forms (~/forms/fetcher-post-form) skip resolving their targets against the
 * route tree, which cost server time on pages with many cards (docs/performance.md). What a shopper relies on stays: a
 * link navigates in the page with JavaScript (no new document) and plainly without; a modified click is the browser's;
 * the heart and 'В корзину' post through their fetchers with JavaScript and as plain forms without it. At a phone's
 * width and a desktop's.
 */

const SECTION = "/catalog/odezhda/";
const SHIRT = { id: 52, name: "Рубашка оверсайз из поплина", path: "/catalog/odezhda/bluzki-i-rubashki/rubashki/52/" };

for (const phone of [true, false]) {
  test.describe(phone ? "on a 390 px phone" : "on a desktop", () => {
    onScreen(phone);

    test("a card's name leads to the product, in the page with JavaScript, and back", async ({
      page,
      jsEnabled,
      a11y,
    }) => {
      await page.goto(SECTION);
      await a11y();
      if (jsEnabled) await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
      const name = page.locator(`#product-${SHIRT.id}`).getByRole("link", { name: SHIRT.name });
      await expect(name).toHaveAttribute("href", SHIRT.path);
      if (phone) await name.tap();
      else await name.click();
      await expect(page).toHaveURL(new RegExp(`${SHIRT.path}$`));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(SHIRT.name);
      if (jsEnabled)
        expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
      await page.goBack();
      await expect(page).toHaveURL(new RegExp(`${SECTION}$`));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Одежда");
    });

    test("the heart and 'В корзину' of a card post, through the fetcher with JavaScript", async ({
      page,
      jsEnabled,
    }) => {
      await page.goto(SECTION);
      const card = page.locator(`#product-${SHIRT.id}`);
      const heart = card.getByRole("button", { name: `Добавить в избранное: ${SHIRT.name}` });
      if (phone) await heart.tap();
      else await heart.click();
      await expect(card.getByRole("button", { name: `Удалить из избранного: ${SHIRT.name}` })).toHaveAttribute(
        "aria-pressed",
        "true",
      );
      await expect(page).toHaveURL(new RegExp(`${SECTION}(#product-${SHIRT.id})?$`));

      await card.getByText("Выберите размер").click();
      await card.getByRole("radio", { name: "44" }).check();
      await card.getByRole("button", { name: "В корзину" }).click();
      // With JavaScript the fetcher's answer opens the basketSuccess modal (its upstream message is also a toast).
      if (jsEnabled)
        await expect(page.getByRole("dialog").getByRole("heading", { name: "Товар добавлен в корзину" })).toBeVisible();
      await expect(card.getByRole("button", { name: "В корзине" })).toBeVisible();
      await expect(page.getByRole("banner").getByRole("link", { name: /^Корзина: 1 товар/ })).toBeVisible();
    });
  });
}

test("a modified click on a card's link is the browser's: a new tab, this page stays", async ({
  page,
  context,
  jsEnabled,
}) => {
  test.skip(!jsEnabled, "without JavaScript every click is the browser's");
  await page.goto(SECTION);
  const name = page.locator(`#product-${SHIRT.id}`).getByRole("link", { name: SHIRT.name });
  const opened = context.waitForEvent("page");
  await name.click({ modifiers: ["Control"] });
  const tab = await opened;
  await tab.waitForLoadState();
  expect(new URL(tab.url()).pathname).toBe(SHIRT.path);
  await tab.close();
  await expect(page).toHaveURL(new RegExp(`${SECTION}$`));
});
