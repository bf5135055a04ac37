import { desktopOnceWithJs, expect, test } from "./support/fixtures";
import { addFirstSize, BASKET_PRODUCTS, basketLink } from "./support/basket";

/**
 * «Вернуть» after removing a basket line. The line's place shows what was removed and «Вернуть» (focused, with
 * JavaScript); «Вернуть» brings the same size back with the same quantity, and the totals as before. A forged or stale
 * undo gets a Russian message, never a 500.
 */
for (const width of [390, 1280]) {
  test.describe(`«Вернуть» a removed basket line at ${width} px`, desktopOnceWithJs(width > 480), () => {
    test.use({ viewport: { width, height: 900 } });

    test("the row stands in the line's place; «Вернуть» brings the size and quantity back, totals as before", async ({
      page,
      jsEnabled,
      a11y,
    }) => {
      test.slow(); // two product pages, four basket posts, axe twice
      await addFirstSize(page, BASKET_PRODUCTS[0], jsEnabled, 1);
      await addFirstSize(page, BASKET_PRODUCTS[1], jsEnabled, 2);
      await page.goto("/order/");
      const active = page.getByRole("list", { name: "Товары в корзине" });
      const lines = active.locator("li.basket-line");
      await expect(lines).toHaveCount(2);
      const first = lines.first();
      const name = (await first.locator(".basket-line__name").textContent())!;
      const size = (await first.locator(".basket-line__props dd").first().textContent())!;
      const total = page.locator(".basket-summary .summary__row--total");
      const totalOfOne = (await total.textContent())!;
      await first.getByRole("button", { name: `Увеличить количество: ${name}` }).click();
      await expect(first.locator(".stepper__value")).toHaveText("2");
      await expect(basketLink(page, 3)).toBeVisible();
      // The summary is read once it shows the new quantity (the counter and the stepper may come first).
      await expect(total).not.toHaveText(totalOfOne);
      const totalBefore = (await total.textContent())!;

      await first.getByRole("button", { name: `Удалить: ${name}, размер ${size}` }).click();
      const label = `${name}, размер ${size}`;
      const row = active.locator("li.undo-row");
      await expect(row.getByRole("status")).toHaveText(`${label} — удалён из корзины`);
      await expect(lines).toHaveCount(1);
      // In the removed line's place: the first item of the list.
      await expect(active.getByRole("listitem").first()).toHaveClass(/undo-row/);
      await expect(total).not.toHaveText(totalBefore);
      const restore = row.getByRole("button", { name: `Вернуть: ${label}` });
      if (jsEnabled) await expect(restore).toBeFocused();
      await a11y();

      await restore.click();
      await expect(row).toHaveCount(0);
      await expect(lines).toHaveCount(2);
      const back = lines.filter({ hasText: name });
      await expect(back.locator(".basket-line__props dd").first()).toHaveText(size);
      await expect(back.locator(".stepper__value")).toHaveText("2");
      await expect(total).toHaveText(totalBefore);
      await expect(basketLink(page, 3)).toBeVisible();
      await a11y();
    });

    test("removing the last line leaves the row above the empty basket; «Вернуть» fills it again", async ({
      page,
      jsEnabled,
    }) => {
      await addFirstSize(page, BASKET_PRODUCTS[0], jsEnabled, 1);
      await page.goto("/order/");
      await page.getByRole("button", { name: /^Удалить: / }).click();
      await expect(page.getByRole("heading", { name: "В корзине пока пусто" })).toBeVisible();
      await page.getByRole("button", { name: /^Вернуть: / }).click();
      await expect(page.getByRole("list", { name: "Товары в корзине" }).locator("li.basket-line")).toHaveCount(1);
      await expect(basketLink(page, 1)).toBeVisible();
    });
  });
}

test("a forged or stale «Вернуть» gets a Russian message, not a 500, and adds nothing", async ({ page, jsEnabled }) => {
  await addFirstSize(page, BASKET_PRODUCTS[0], jsEnabled, 1);
  for (const undo of ["forged.signature", "eyJleHAiOjEsInBheWxvYWQiOnt9fQ.AAAA", "x".repeat(5000)]) {
    const plain = await page.request.post("/basket/", {
      form: { intent: "basket-restore", undo, redirectTo: "/order/" },
      maxRedirects: 0,
    });
    expect(plain.status()).toBe(303);
    const fetched = await page.request.post("/basket/", { form: { intent: "basket-restore", undo, via: "fetcher" } });
    expect(fetched.status()).toBe(400);
    expect(JSON.stringify(await fetched.json())).toContain("Не удалось вернуть товар");
  }
  await page.goto("/order/");
  await expect(
    page.locator(".toasts").getByText(/^Не удалось вернуть товар: прошло слишком много времени/),
  ).toBeVisible();
  await expect(basketLink(page, 1)).toBeVisible();
});

/** Product 2, size 44: one unit can ship (tests/e2e/trust-stock.spec.ts). */
const ONE_SHIPS = { path: "/catalog/odezhda/platya/platya-mini/2/", productId: "2", offer: "6" };

test("«Вернуть» when the size can no longer be had: a Russian message next to the row, the basket as it was", async ({
  page,
  jsEnabled,
}) => {
  await page.goto(ONE_SHIPS.path);
  await page.locator("form.buy--page label.size", { has: page.locator(`input[value="${ONE_SHIPS.offer}"]`) }).click();
  await page.locator("form.buy--page").getByRole("button", { name: "В корзину" }).click();
  await expect(basketLink(page, 1)).toBeVisible();
  await page.goto("/order/");
  await page.getByRole("button", { name: /^Удалить: / }).click();
  const restore = page.getByRole("button", { name: /^Вернуть: / });
  await expect(restore).toBeVisible();
  // Meanwhile (another tab) the last unit is taken into the basket again.
  const added = await page.request.post("/basket/", {
    form: { intent: "basket-add", productId: ONE_SHIPS.productId, offer: ONE_SHIPS.offer, nonce: `tab-${Date.now()}` },
  });
  expect(added.ok()).toBe(true);

  await restore.click();
  const message = page.locator(".undo-row .field-error");
  await expect(message).toHaveText("Не удалось вернуть товар: Больше нет в наличии: можно заказать не больше 1 шт.");
  await expect(page.getByRole("button", { name: /^Вернуть: / })).toHaveAttribute("aria-describedby", /-error$/);
  if (!jsEnabled) await expect(page.locator(".toasts").getByText(/^Не удалось вернуть/)).toHaveCount(0);
  await page.goto("/order/");
  await expect(page.locator(".stepper__value")).toHaveText("1");
});
