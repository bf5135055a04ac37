import { registerLoveCard } from "./support/checkout";
import { expect, test } from "./support/fixtures";
import { logIn } from "./support/login";

/**
 * The Love Card's welcome bonuses come once per phone, ever. A shopper who deletes the account and registers a card
 * again with the same phone gets the card without them, and is told why. (The upstream keeps a keyed hash of the phone
 * and the card number: tests/integration/demo-upstream/account-deletion.test.ts.)
 */
test("a card registered again after the account's deletion gets no welcome bonuses, and says why", async ({
  page,
  a11y,
}) => {
  // Two logins with one phone: the second waits out the upstream's 30 s between codes.
  test.setTimeout(120_000);
  const phone = await logIn(page);
  await registerLoveCard(page);
  await expect(page.getByText("Карта Love Card оформлена. Начислено 500 приветственных бонусов")).toBeVisible();

  await page.goto("/personal/profile/delete/");
  await page.getByLabel(/^Я понимаю/).check();
  await page.getByRole("button", { name: "Удалить аккаунт" }).click();
  await expect(page).toHaveURL(/\/$/);

  await logIn(page, phone);
  await registerLoveCard(page);
  await expect(
    page.getByText(
      "Карта Love Card оформлена. Приветственные бонусы не начислены: на этот номер телефона их уже получали раньше",
    ),
  ).toBeVisible();
  await expect(page.getByText("Начислено 500 приветственных бонусов")).toHaveCount(0);
  await a11y();
});
