import { expect, test } from "./support/fixtures";
import { putInBasket, loginInCheckout } from "./support/checkout";

/** Size 44 of this shirt is in stock online (deterministic seed). */
const SHIRT = { path: "/catalog/odezhda/bluzki-i-rubashki/rubashki/52/", size: /^44/ };
/** A certificate of the unactivated pool no other test spends (docs/upstream-api.md). */
const CERTIFICATE = { number: "5902-3317-6640-1488", code: "16840392" };

// What Enter does in a field does not change with the width: the phone's, in both modes.
test.describe("on a 390 px phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("Enter in the promo code, the certificate and the city search runs that field's own action", async ({
    page,
    a11y,
  }) => {
    await putInBasket(page, SHIRT);
    await loginInCheckout(page);
    const cityError = page.getByText("Введите хотя бы 2 буквы названия города");

    await page.getByLabel("Промокод").fill("LOVE10");
    await page.getByLabel("Промокод").press("Enter");
    await expect(page.locator(".discount__applied")).toContainText("Купон LOVE10 применён");
    await expect(cityError).toHaveCount(0);

    await page.getByLabel("Номер сертификата").fill(CERTIFICATE.number);
    await page.getByLabel("Код", { exact: true }).fill(CERTIFICATE.code);
    await page.getByLabel("Код", { exact: true }).press("Enter");
    await expect(page.getByText(new RegExp(`Сертификат ${CERTIFICATE.number}: −`))).toBeVisible();
    await expect(page.locator(".discount__applied")).toContainText("Купон LOVE10 применён");
    await expect(cityError).toHaveCount(0);

    await page.getByLabel("Другой город").fill("Каза");
    await page.getByLabel("Другой город").press("Enter");
    await expect(
      page.getByRole("group", { name: "Найденные города" }).or(page.getByRole("list", { name: "Найденные города" })),
    ).toContainText("Казань");
    await a11y();
  });
});
