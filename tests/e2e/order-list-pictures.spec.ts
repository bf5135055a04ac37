import { expectFits } from "./support/layout/fit";
import { expect, test } from "./support/fixtures";
import { freshPhone, logIn } from "./support/login";
import { placeOrderOf, placeUnpaidOrders } from "./support/upstream-api";

/** Five sizes of five products no other spec orders, plenty online (deterministic seed): one order of them per run. */
const FIVE_GOODS = [
  { productId: 180, offerId: 854 },
  { productId: 83, offerId: 410 },
  { productId: 77, offerId: 378 },
  { productId: 94, offerId: 445 },
  { productId: 69, offerId: 333 },
];
/** Plenty online (also the unpaid-orders cap's filler). */
const ONE_GOOD = { productId: 289, offerId: 1320 };
/** «Картой или наличными при получении»: nothing to pay now, no deadline. */
const ON_RECEIPT = 2;

for (const viewport of [
  { name: "on a 320 px phone", size: { width: 320, height: 800 } },
  { name: "on a desktop", size: { width: 1280, height: 900 } },
]) {
  test.describe(viewport.name, () => {
    test.use({ viewport: viewport.size });

    test("the order list shows each order's goods as small pictures, four at most and «+N», named, within the screen", async ({
      page,
      a11y,
    }) => {
      test.slow(); // two orders placed, the list, an order page and axe-core
      const phone = freshPhone();
      await placeOrderOf(phone, FIVE_GOODS, { paymentId: ON_RECEIPT });
      await placeUnpaidOrders(phone, 1, ONE_GOOD, ON_RECEIPT);
      await logIn(page, phone);

      await page.goto("/personal/orders/status/all/");
      const rows = page.getByRole("table", { name: "Заказы" }).locator("tbody tr");
      await expect(rows).toHaveCount(2);
      // Newest first: the one-line order, then the five-line one.
      const [single, five] = [rows.nth(0), rows.nth(1)];
      await expect(single.getByRole("img")).toHaveCount(1);
      await expect(single.locator(".order-pictures__more")).toHaveCount(0);
      const pictures = five.getByRole("img");
      await expect(pictures).toHaveCount(4);
      await expect(five.locator(".order-pictures__more")).toHaveText(/^\+1\s*и ещё 1 товар$/);
      await expect(five).toContainText("5 товаров");

      for (const picture of [...(await single.getByRole("img").all()), ...(await pictures.all())]) {
        await picture.scrollIntoViewIfNeeded();
        await expect(picture).toHaveAttribute("alt", /\S/);
        await expect
          .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
          .toBe(true);
        const box = (await picture.boundingBox())!;
        expect(box.x + box.width).toBeLessThanOrEqual(viewport.size.width);
      }
      await page.evaluate(() => window.scrollTo(0, 0));
      await expectFits(page, { label: `/personal/orders/status/all/ at ${viewport.size.width} px` });
      await a11y();

      // The same pictures, by the same URL rules, as the order's own page: named by its goods, in its order.
      const listed = await Promise.all(
        (await pictures.all()).map(async (img) => [await img.getAttribute("src"), await img.getAttribute("alt")]),
      );
      await five.getByRole("link").first().click();
      await expect(page).toHaveURL(/\/personal\/orders\/\d+\/$/);
      const items = page.getByRole("table", { name: /^Товары заказа/ }).locator("tbody tr");
      await expect(items).toHaveCount(5);
      const detail = await Promise.all(
        (await items.all()).map(async (row) => [
          await row.locator(".order-items__image img").getAttribute("src"),
          (await row.getByRole("rowheader").innerText()).trim(),
        ]),
      );
      expect(listed).toEqual(detail.slice(0, 4));
    });
  });
}
