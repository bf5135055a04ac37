import { expect, test } from "./support/fixtures";
import { freshPhone, logIn } from "./support/login";
import { placeUnpaidOrders } from "./support/upstream-api";

/** Plenty online (also the unpaid-orders cap's filler): one unit per run. */
const OFFER = { productId: 289, offerId: 1320 };
/** «Картой или наличными при получении». */
const ON_RECEIPT = 2;

test("an order paid on receipt reads «Оплата при получении», not a red «Не оплачен», in the list and on its page", async ({
  page,
  a11y,
}) => {
  const phone = freshPhone();
  await placeUnpaidOrders(phone, 1, OFFER, ON_RECEIPT);
  await logIn(page, phone);

  await page.goto("/personal/orders/");
  const row = page.getByRole("table", { name: "Заказы" }).getByRole("row").nth(1);
  await expect(row).toContainText("Оплата при получении");
  await expect(row).not.toContainText("Не оплачен");
  await a11y();

  await row.getByRole("link").first().click();
  await expect(page).toHaveURL(/\/personal\/orders\/\d+\/$/);
  await expect(page.locator(".pay-state")).toHaveText("Оплата при получении");
  await expect(page.getByText("Картой или наличными при получении")).toBeVisible();
});
