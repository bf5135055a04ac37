import type { Page } from "@playwright/test";
import { fillCustomer, loginInCheckout } from "./support/checkout";
import { expect, SAME_WITHOUT_JS, test } from "./support/fixtures";

const NBSP = "\u00A0";
const rub = (amount: string) => `${amount.replace(" ", NBSP)}${NBSP}₽`;

type Certificate = {
  design: string;
  nominal: string | { custom: string };
  recipient?: { name: string; email: string; message?: string };
};

/** Fills the certificate page's form and sends it; waits for the feedback (the basketSuccess modal, or the toast after the redirect). */
async function addCertificate(page: Page, jsEnabled: boolean, kind: "digital" | "plastic", certificate: Certificate) {
  await page.goto(`/certificate/${kind}/`);
  await page.getByRole("group", { name: "Дизайн" }).getByRole("radio", { name: certificate.design }).check();
  const nominal = page.getByRole("group", { name: "Номинал" });
  if (typeof certificate.nominal === "string") {
    await nominal.getByRole("radio", { name: rub(certificate.nominal) }).check();
  } else {
    await nominal.getByRole("radio", { name: "Другая сумма" }).check();
    await page.getByLabel("Сумма, ₽").fill(certificate.nominal.custom);
  }
  if (certificate.recipient) {
    await page.getByLabel("Имя получателя").fill(certificate.recipient.name);
    await page.getByLabel("E-mail получателя").fill(certificate.recipient.email);
    if (certificate.recipient.message) await page.getByLabel("Поздравление").fill(certificate.recipient.message);
  }
  await page.getByRole("button", { name: "В корзину" }).click();
  if (jsEnabled) {
    const dialog = page.getByRole("dialog", { name: "Сертификат добавлен в корзину" });
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: "Продолжить покупки" }).click();
  } else {
    await expect(page.getByRole("status").getByText("Сертификат добавлен в корзину")).toBeVisible();
    expect(new URL(page.url()).pathname).toBe(`/certificate/${kind}/`);
  }
}

test.describe("gift certificates to buy", () => {
  test(
    "the pages: /certificate/ lands on the digital one, tabs lead between the kinds, a guest's view sets no cookie",
    SAME_WITHOUT_JS,
    async ({ page, request, a11y }) => {
      await page.goto("/certificate/");
      await expect(page).toHaveURL(/\/certificate\/digital\/$/);
      await expect(page.getByRole("heading", { level: 1, name: "Электронный подарочный сертификат" })).toBeVisible();
      const tabs = page.getByRole("navigation", { name: "Вид сертификата" });
      await expect(tabs.getByRole("link", { name: "Электронный" })).toHaveAttribute("aria-current", "page");
      await expect(page.getByRole("group", { name: "Дизайн" }).getByRole("radio")).toHaveCount(6);
      await expect(
        page.getByRole("group", { name: "Номинал" }).getByRole("radio", { name: rub("1 000") }),
      ).toBeChecked();
      await expect(page.getByText("Срок действия — 12 месяцев со дня оплаты заказа.")).toBeVisible();
      await a11y();

      await tabs.getByRole("link", { name: "Пластиковый" }).click();
      await expect(page).toHaveURL(/\/certificate\/plastic\/$/);
      await expect(page.getByRole("heading", { level: 1, name: "Пластиковый подарочный сертификат" })).toBeVisible();
      await expect(page.getByRole("group", { name: "Дизайн" }).getByRole("radio")).toHaveCount(3);
      await expect(page.getByRole("radio", { name: "Другая сумма" })).toHaveCount(0);
      await expect(page.getByLabel("Имя получателя")).toHaveCount(0);
      await a11y();

      // The main menu's and the footer's «Подарочные сертификаты» lead here.
      await page.goto("/");
      await expect(page.locator('footer a[href="/certificate/digital/"]')).toHaveText("Подарочные сертификаты");
      const guest = await request.get("/certificate/digital/");
      expect(guest.status()).toBe(200);
      expect(guest.headers()["set-cookie"]).toBeUndefined();
      expect(guest.headers()["cache-control"]).toMatch(/^public/);
      expect((await request.get("/certificate/paper/")).status()).toBe(404);
    },
  );

  test("a custom nominal out of limits is refused next to its field; then a preset and a custom one go into the basket and out again", async ({
    page,
    jsEnabled,
    a11y,
  }) => {
    await page.goto("/certificate/digital/");
    await page.getByRole("group", { name: "Дизайн" }).getByRole("radio", { name: "Новый год" }).check();
    await page.getByRole("radio", { name: "Другая сумма" }).check();
    await page.getByLabel("Сумма, ₽").fill("60 000");
    await page.getByLabel("Имя получателя").fill("Мария");
    await page.getByLabel("E-mail получателя").fill("maria@example");
    await page.getByRole("button", { name: "В корзину" }).click();

    const amount = page.getByLabel("Сумма, ₽");
    await expect(page.locator("#customNominal-error")).toHaveText(`Номинал — от ${rub("1 000")} до ${rub("50 000")}`);
    await expect(amount).toHaveAttribute("aria-invalid", "true");
    await expect(page.locator("#recipientEmail-error")).toHaveText("Введите корректный email");
    // What was typed and chosen stays.
    await expect(amount).toHaveValue("60 000");
    await expect(page.getByLabel("Имя получателя")).toHaveValue("Мария");
    await expect(page.getByRole("radio", { name: "Новый год" })).toBeChecked();
    if (jsEnabled) await expect(amount).toBeFocused();
    await a11y();
    await expect(page.getByRole("link", { name: /^Корзина: 0 товар/ })).toBeAttached();

    await addCertificate(page, jsEnabled, "digital", {
      design: "Новый год",
      nominal: { custom: "7 500" },
      recipient: { name: "Мария", email: "maria@example.ru", message: "С Новым годом!" },
    });
    await addCertificate(page, jsEnabled, "digital", {
      design: "Спасибо",
      nominal: "3 000",
      recipient: { name: "Ирина", email: "irina@example.ru" },
    });
    await expect(page.getByRole("link", { name: /^Корзина: 2 товар/ })).toBeAttached();

    await page.goto("/order/");
    const lines = page.getByRole("list", { name: "Подарочные сертификаты в корзине" }).getByRole("listitem");
    await expect(lines).toHaveCount(2);
    await expect(lines.first()).toContainText("Электронный подарочный сертификат");
    await expect(lines.first()).toContainText("Новый год");
    await expect(lines.first()).toContainText("Мария, maria@example.ru");
    await expect(lines.first()).toContainText("С Новым годом!");
    await expect(lines.first()).toContainText(rub("7 500"));
    await expect(page.locator(".basket__count")).toHaveText("2 сертификата");
    await expect(page.locator(".order-summary__total")).toContainText(rub("10 500"));
    await a11y();

    await lines
      .first()
      .getByRole("button", { name: /^Удалить/ })
      .click();
    await expect(lines).toHaveCount(1);
    await expect(lines.first()).toContainText("Ирина");
    await lines
      .first()
      .getByRole("button", { name: /^Удалить/ })
      .click();
    await expect(page.getByRole("heading", { name: "В корзине пока пусто" })).toBeVisible();
  });

  test("a digital certificate goes through checkout without delivery to the payment page, and is sent once paid", async ({
    page,
    jsEnabled,
    a11y,
  }) => {
    await addCertificate(page, jsEnabled, "digital", {
      design: "С днём рождения",
      nominal: "2 000",
      recipient: { name: "Мария", email: "maria@example.ru" },
    });
    await loginInCheckout(page);
    await fillCustomer(page, { name: "Ольга", email: "olga@example.ru" });
    const delivery = page.getByRole("region", { name: "Доставка" });
    await expect(delivery).toContainText(
      "Электронный сертификат придёт на e-mail получателя сразу после оплаты заказа — доставка не нужна.",
    );
    await expect(page.getByRole("group", { name: "Способ доставки" })).toHaveCount(0);
    const payments = page.getByRole("group", { name: "Способ оплаты" });
    await expect(payments.getByRole("radio")).toHaveCount(3);
    await expect(payments.getByRole("radio", { name: /при получении/ })).toHaveCount(0);
    await payments.getByRole("radio", { name: /^Картой онлайн/ }).check();
    if (!jsEnabled) await page.getByRole("button", { name: "Пересчитать" }).click();
    await expect(payments.getByRole("radio", { name: /^Картой онлайн/ })).toBeChecked();
    await expect(page.getByRole("region", { name: "Ваш заказ" })).toContainText("не нужна");
    await expect(page.locator(".order-summary__total")).toContainText(rub("2 000"));
    await a11y();

    await page.getByRole("button", { name: "Оформить заказ" }).click();
    await expect(page).toHaveURL(/\/pay\/[0-9a-f]{32}$/);
    await page.getByRole("button", { name: /^Оплатить/ }).click();
    await expect(page).toHaveURL(/\/payment\/[0-9a-f]{32}\/$/);
    await expect(page.getByRole("heading", { name: "Оплата прошла успешно" })).toBeVisible();
    // Nothing to pack: the page says where the certificate went, not «уже собираем заказ».
    await expect(page.locator(".payment-result__lead")).toHaveText(
      "Спасибо! Мы получили оплату и отправили сертификат с номером и кодом активации на e-mail получателя.",
    );

    await page.getByRole("link", { name: "Перейти к заказу" }).click();
    await expect(page.getByRole("heading", { level: 1, name: /^Заказ LS-/ })).toBeVisible();
    const certificates = page.getByRole("region", { name: "Подарочные сертификаты" });
    await expect(certificates).toContainText("Электронный подарочный сертификат");
    await expect(certificates).toContainText("Отправлен на maria@example.ru");
    await expect(page.getByRole("region", { name: "Доставка" })).toContainText("Электронная доставка");
    await expect(page.getByRole("region", { name: "Товары" })).toHaveCount(0);
  });

  test("a plastic certificate asks for delivery and is paid online only", async ({ page, jsEnabled }) => {
    await addCertificate(page, jsEnabled, "plastic", { design: "Классический", nominal: "5 000" });
    await loginInCheckout(page);
    await fillCustomer(page, { name: "Ольга", email: "olga@example.ru" });
    const shipments = page.getByRole("group", { name: "Способ доставки" });
    await expect(shipments.getByRole("radio", { name: /^Курьер/ }).first()).toBeVisible();
    await expect(shipments.getByRole("radio", { name: /^Самовывоз из магазина/ }).first()).toBeVisible();

    await page.getByRole("group", { name: "Способ оплаты" }).getByRole("radio", { name: /^СБП/ }).first().check();
    await page.getByRole("button", { name: "Оформить заказ" }).click();
    await expect(
      page.getByRole("group", { name: "Способ доставки" }).getByText("Выберите способ доставки"),
    ).toBeVisible();
    expect(new URL(page.url()).pathname).toBe("/order/");

    await shipments.getByRole("radio", { name: /^Самовывоз из магазина(?! сегодня)/ }).check();
    if (!jsEnabled) await page.getByRole("button", { name: "Пересчитать" }).click();
    await expect(page.getByRole("group", { name: "Магазин" })).toBeVisible();
    await expect(
      page.getByRole("group", { name: "Способ оплаты" }).getByRole("radio", { name: /при получении/ }),
    ).toHaveCount(0);
  });
});
