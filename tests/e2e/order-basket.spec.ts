import type { Page } from "@playwright/test";
import { expect, test } from "./support/fixtures";
import { addFirstSize, BASKET_PRODUCTS, basketLink } from "./support/basket";

/** With JavaScript the basket forms run without a page load: a marker set on the window survives them. */
async function markWindow(page: Page, jsEnabled: boolean) {
  if (jsEnabled) await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
}
async function expectSameDocument(page: Page, jsEnabled: boolean) {
  if (jsEnabled)
    expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
}

test.describe("basket on /order/", () => {
  test("delay, bring back, remove; the header count follows; the empty basket at the end", async ({
    page,
    jsEnabled,
    a11y,
  }) => {
    test.slow(); // two product pages, four basket posts and two axe-core checks
    await addFirstSize(page, BASKET_PRODUCTS[0], jsEnabled, 1);
    await addFirstSize(page, BASKET_PRODUCTS[1], jsEnabled, 2);

    const response = await page.goto("/order/");
    expect(response?.status()).toBe(200);
    const basket = page.getByRole("region", { name: "Корзина", exact: true });
    const active = basket.getByRole("list", { name: "Товары в корзине" });
    await expect(active.getByRole("listitem")).toHaveCount(2);
    const [first, second] = (
      await active
        .getByRole("listitem")
        .evaluateAll((items) => items.map((item) => item.getAttribute("aria-labelledby")))
    ).map((id) => page.locator(`#${id}`));
    const firstName = (await first.textContent())!;
    const secondName = (await second.textContent())!;
    await expect(basket.getByText("2 товара").first()).toBeVisible();
    await expect(basket.getByText(/^Артикул/).first()).toBeVisible();
    await expect(basket.getByRole("group", { name: `Количество: ${firstName}`, exact: false })).toBeVisible();
    await a11y();
    await markWindow(page, jsEnabled);

    // Delay the first product: it moves to the delayed list and leaves the count.
    await active.getByRole("button", { name: `Отложить: ${firstName}` }).click();
    const delayed = basket.getByRole("list", { name: "Отложенные товары" });
    await expect(delayed.getByRole("listitem")).toHaveCount(1);
    await expect(delayed.getByRole("link", { name: firstName })).toBeVisible();
    await expect(active.getByRole("listitem")).toHaveCount(1);
    await expect(basketLink(page, 1)).toBeVisible();

    // Bring it back.
    await delayed.getByRole("button", { name: `Вернуть в корзину: ${firstName}` }).click();
    await expect(active.getByRole("listitem")).toHaveCount(2);
    await expect(delayed).toHaveCount(0);
    await expect(basketLink(page, 2)).toBeVisible();

    // Remove it.
    await active.getByRole("button", { name: `Удалить: ${firstName}` }).click();
    // The line's place holds its «Вернуть» row (tests/e2e/undo-basket.spec.ts).
    await expect(active.locator("li.basket-line")).toHaveCount(1);
    await expect(active.getByRole("link", { name: secondName })).toBeVisible();
    await expect(basketLink(page, 1)).toBeVisible();
    await expect(page.locator(".toasts").getByText("Товар удалён из корзины")).toBeVisible();

    // Remove the last one: the empty basket.
    await active.getByRole("button", { name: `Удалить: ${secondName}` }).click();
    await expect(page.getByRole("heading", { name: "В корзине пока пусто" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Новинки" }).last()).toHaveAttribute("href", "/catalog/new/");
    await expect(basketLink(page, 0)).toBeVisible();
    await expectSameDocument(page, jsEnabled);
    await a11y();
  });
});
