import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./support/fixtures";
import { logIn } from "./support/login";
import { onScreen } from "./support/screens";

/**
 * The shopper's place is kept. Without JavaScript every form on a product card comes back (PRG) to that card — the
 * redirect carries its fragment (`#product-139`) — with its message or new state in view; the product page's own forms
 * come back to its buy block. With JavaScript (fetchers) nothing moves. At a phone's width (touch) and a desktop's.
 */

const SECTION = "/catalog/odezhda/";
const PRODUCT = "/catalog/odezhda/bluzki-i-rubashki/rubashki/52/";

/** A card far down the section (its last row) with several sizes to choose from. */
async function farCard(page: Page): Promise<{ card: Locator; id: string }> {
  const cards = page.locator("article.card");
  await expect(cards).toHaveCount(24);
  for (let index = 23; index >= 16; index--) {
    const card = cards.nth(index);
    if ((await card.locator("input[name=offer]:not([disabled])").count()) > 1) {
      return { card, id: (await card.getAttribute("id"))! };
    }
  }
  throw new Error("no card with several sizes in the last rows");
}

/** Without JavaScript a strip that came after its time budget stays a placeholder: ask the page again (bounded). */
async function askUntilAttached(page: Page, target: Locator) {
  await expect(async () => {
    if ((await target.count()) === 0) await page.reload();
    await expect(target).toBeAttached({ timeout: 1000 });
  }).toPass({ timeout: 30_000 });
}

const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));

for (const phone of [true, false]) {
  test.describe(phone ? "on a 390 px phone" : "on a desktop", () => {
    onScreen(phone);
    const press = (target: Locator) => (phone ? target.tap() : target.click());

    test("a card far down a section: «В корзину» without a size, with one, and the heart keep the card in view", async ({
      page,
      jsEnabled,
      a11y,
    }) => {
      await page.goto(SECTION);
      const { card, id } = await farCard(page);
      expect(id).toMatch(/^product-\d+$/);
      await card.scrollIntoViewIfNeeded();
      const before = await scrollY(page);
      expect(before).toBeGreaterThan(1000);

      // No size chosen.
      await press(card.getByRole("button", { name: "В корзину" }));
      if (jsEnabled) {
        await expect(card.getByRole("radio").first()).toBeVisible();
      } else {
        await expect(page).toHaveURL(new RegExp(`#${id}$`));
        await expect(card.getByRole("alert")).toHaveText("Выберите размер");
        await expect(card.getByRole("alert")).toBeInViewport();
        await expect(card.getByRole("button", { name: "В корзину" })).toBeInViewport();
      }
      if (jsEnabled) expect(await scrollY(page)).toBe(before);

      // A size, then «В корзину»: the card says «В корзине». The open size list may have pushed the button below the
      // screen: the page is measured once the button is in view, as a shopper's press would find it.
      await press(card.locator("label.size:not(.size--sold-out)").first());
      const add = card.getByRole("button", { name: "В корзину" });
      await add.scrollIntoViewIfNeeded();
      const atAdd = await scrollY(page);
      await press(add);
      if (jsEnabled) {
        const modal = page.getByRole("dialog", { name: "Товар добавлен в корзину" });
        await expect(modal).toBeVisible();
        await press(modal.getByRole("button", { name: "Продолжить покупки" }));
        await expect(modal).toBeHidden();
        expect(await scrollY(page)).toBe(atAdd);
      } else {
        await expect(page).toHaveURL(new RegExp(`#${id}$`));
        await expect(page.getByRole("status").getByText("Товар добавлен в корзину")).toBeVisible();
      }
      await expect(card.getByRole("button", { name: "В корзине" })).toBeVisible();
      await expect(card.getByRole("button", { name: "В корзине" })).toBeInViewport();
      await expect(page.getByRole("link", { name: /^Корзина: 1 товар/ })).toBeAttached();

      // The heart fills, the card stays where it was.
      const heart = card.getByRole("button", { name: /^Добавить в избранное/ });
      await heart.scrollIntoViewIfNeeded();
      const atHeart = await scrollY(page);
      await press(heart);
      const filled = card.getByRole("button", { name: /^Удалить из избранного/ });
      await expect(filled).toHaveAttribute("aria-pressed", "true");
      await expect(filled).toBeInViewport();
      if (jsEnabled) expect(await scrollY(page)).toBe(atHeart);
      else await expect(page).toHaveURL(new RegExp(`#${id}$`));
      await a11y();
    });

    test("the product page's forms come back to its buy block, and a related card to itself", async ({
      page,
      jsEnabled,
      a11y,
    }) => {
      await page.goto(PRODUCT);
      const buy = page.locator("form.buy--page");
      await press(buy.getByRole("button", { name: "В корзину" }));
      if (!jsEnabled) {
        await expect(page).toHaveURL(/#buy$/);
        await expect(buy.getByRole("alert")).toHaveText("Выберите размер");
        await expect(page.getByRole("heading", { level: 1 })).toBeInViewport();
        await expect(buy.getByRole("alert")).toBeInViewport();
      }
      await press(page.locator(".product__wishlist").getByRole("button", { name: /^Добавить в избранное/ }));
      const heart = page.locator(".product__wishlist").getByRole("button", { name: /^Удалить из избранного/ });
      await expect(heart).toBeInViewport();

      // Cards of the related strip carry ids of their own (a product may also be one of the look's things).
      const related = page.getByRole("region", { name: "Вам может понравиться" }).locator("article.card").first();
      if (!jsEnabled) await askUntilAttached(page, related);
      const id = await related.getAttribute("id");
      expect(id).toMatch(/^related-\d+$/);
      const ids = await page.locator("[id]").evaluateAll((elements) => elements.map((element) => element.id));
      expect(ids.length).toBe(new Set(ids).size);
      await related.scrollIntoViewIfNeeded();
      const before = await scrollY(page);
      await press(related.getByRole("button", { name: /^Добавить в избранное/ }));
      const filled = related.getByRole("button", { name: /^Удалить из избранного/ });
      if (jsEnabled) {
        await expect(filled).toBeInViewport();
        expect(await scrollY(page)).toBe(before);
      } else {
        await expect(page).toHaveURL(new RegExp(`#${id}$`));
        await page.waitForLoadState("load");
        // The page it came back to may again have had the strip after its budget (a busy machine): then there is
        // no card to land on, and the heart's new state is checked on the page asked again.
        if ((await related.count()) > 0) await expect(filled).toBeInViewport();
        else {
          await askUntilAttached(page, related);
          await expect(filled).toHaveAttribute("aria-pressed", "true");
        }
      }
      await a11y();
    });
    test("search results and the wishlist: a card's form comes back to it, a heart that takes the card off to the next", async ({
      page,
      jsEnabled,
      a11y,
    }) => {
      await page.goto("/search/?q=платье");
      const found = page.locator("article.card");
      await expect(found.nth(11)).toBeAttached();
      const card = found.nth(11);
      const id = (await card.getAttribute("id"))!;
      await card.scrollIntoViewIfNeeded();
      const before = await scrollY(page);
      // The heart shows its new state before its post is answered; that answer sets the guest's token cookie, and must
      // not land after the login below, whose token it would replace.
      const answered = jsEnabled && page.waitForResponse((response) => response.request().method() === "POST");
      await press(card.getByRole("button", { name: /^Добавить в избранное/ }));
      await expect(card.getByRole("button", { name: /^Удалить из избранного/ })).toBeInViewport();
      if (jsEnabled) expect(await scrollY(page)).toBe(before);
      else await expect(page).toHaveURL(new RegExp(`#${id}$`));
      await answered;

      // The wishlist (most recently added first): the heart takes a card off the page, and brings the shopper back
      // to the card after it.
      await logIn(page);
      await page.goto(SECTION);
      const ids = await page
        .locator("article.card")
        .evaluateAll((cards) => cards.slice(0, 6).map((c) => c.id.replace("product-", "")));
      for (const productId of ids) {
        const added = await page.request.post(SECTION, {
          form: { intent: "wishlist", productId, wishlisted: "true", redirectTo: SECTION },
          maxRedirects: 0,
        });
        expect(added.status()).toBe(303);
      }
      await page.goto("/personal/wishlist/");
      const wished = page.getByRole("list", { name: "Избранные товары" }).locator("article.card");
      // With the one the guest wished before logging in (kept at login), unless it was one of these.
      await expect(wished.nth(5)).toBeAttached();
      const count = await wished.count();
      const leaving = wished.nth(count - 2);
      const next = (await wished.nth(count - 1).getAttribute("id"))!;
      await leaving.scrollIntoViewIfNeeded();
      const atWishlist = await scrollY(page);
      await press(leaving.getByRole("button", { name: /^Удалить из избранного/ }));
      await expect(wished).toHaveCount(count - 1);
      await expect(page.locator(`#${next}`)).toBeInViewport();
      if (jsEnabled) expect(await scrollY(page)).toBeLessThanOrEqual(atWishlist);
      else await expect(page).toHaveURL(new RegExp(`#${next}$`));
      await a11y();
    });
  });
}
