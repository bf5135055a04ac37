import type { Page } from "@playwright/test";
import { expect, SAME_WITHOUT_JS, test } from "./support/fixtures";
import { logIn } from "./support/login";

/**
 * The storefront allows 10 code requests per client address per 10 minutes; it trusts X-Forwarded-For
 * (it runs behind a proxy), so each worker of this file is a client of its own.
 */
test.use({ extraHTTPHeaders: { "X-Forwarded-For": `10.${rand(256)}.${rand(256)}.${1 + rand(254)}` } });

function rand(n: number) {
  return Math.floor(Math.random() * n);
}

/** A phone no other test uses (`+7 999 2xx-xx-xx`): a fresh user without orders, card or certificates. */
const freshPhone = () => `9992${String(rand(1e6)).padStart(6, "0")}`;

const toast = (page: Page, text: string | RegExp) => page.locator(".toasts").getByText(text);

/** With JavaScript, form posts run without a full page load: a marker set on the window survives them. */
async function markWindow(page: Page, jsEnabled: boolean) {
  if (jsEnabled) await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
}
async function expectSameDocument(page: Page, jsEnabled: boolean) {
  if (jsEnabled)
    expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
}

test.describe("personal account: orders, Love Card, certificates", () => {
  test(
    "seeded orders: list, page 2, a status tab, an order; card and certificates of a demo user",
    SAME_WITHOUT_JS,
    async ({ page, jsEnabled }) => {
      // axe-core is the layout test's here: it checks each of these pages for the same demo user (its "anna").
      // The two projects run in parallel: each has its own demo user (both have 14 seeded orders).
      await logIn(page, jsEnabled ? "9990000001" : "9990000002");

      await page.goto("/personal/orders/");
      await expect(page).toHaveURL(/\/personal\/orders\/status\/all\/$/);
      await expect(page).toHaveTitle(/^Мои заказы \| /);
      await expect(page.getByRole("heading", { level: 1, name: "Мои заказы" })).toBeVisible();
      const tabs = page.getByRole("navigation", { name: "Статусы заказов" });
      await expect(tabs.getByRole("link").first()).toHaveText("Все заказы (14)");
      await expect(tabs.getByRole("link", { name: "Все заказы (14)" })).toHaveAttribute("aria-current", "page");
      const rows = page.locator("table.order-table tbody tr");
      await expect(rows).toHaveCount(10);
      await expect(rows.first().getByRole("link")).toHaveText(/^LS-\d+$/);
      await expect(rows.first().locator("td").first()).toHaveText(/^\d{2}\.\d{2}\.\d{4}$/);
      await expect(rows.first()).toContainText(/Оплачен|Не оплачен/);
      await expect(rows.first()).toContainText("₽");

      await page.getByRole("navigation", { name: "Страницы" }).getByRole("link", { name: "Следующая →" }).click();
      await expect(page).toHaveURL(/\/personal\/orders\/status\/all\/\?page=2$/);
      await expect(page).toHaveTitle(/^Мои заказы \| страница 2 \| /);
      await expect(rows).toHaveCount(4);
      await expect(page.getByRole("link", { name: "← Предыдущая" })).toHaveAttribute(
        "href",
        "/personal/orders/status/all/",
      );

      await tabs.getByRole("link", { name: "Выполнен (5)" }).click();
      await expect(page).toHaveURL(/\/personal\/orders\/status\/done\/$/);
      await expect(rows).toHaveCount(5);
      for (const row of await rows.all()) await expect(row.locator("td").nth(1)).toHaveText("Выполнен");
      await expect(page.getByRole("navigation", { name: "Страницы" })).toHaveCount(0);

      const number = (await rows.first().getByRole("link").textContent())!.trim();
      await rows.first().getByRole("link").click();
      await expect(page).toHaveURL(/\/personal\/orders\/\d+\/$/);
      await expect(page).toHaveTitle(new RegExp(`^Заказ ${number} \\| `));
      await expect(page.getByRole("heading", { level: 1, name: `Заказ ${number}` })).toBeVisible();
      await expect(page.locator("table.order-items tbody tr").first().getByRole("link")).toHaveAttribute(
        "href",
        /^\/catalog\//,
      );
      await expect(page.getByRole("heading", { name: "Доставка" })).toBeVisible();
      await expect(page.locator(".summary__row--total")).toContainText("₽");
      await expect(page.getByRole("link", { name: "Оплатить" })).toHaveCount(0); // a done order is paid

      expect((await page.goto("/personal/orders/status/lost/"))?.status()).toBe(404);
      expect((await page.goto("/personal/orders/999999/"))?.status()).toBe(404);

      await page.goto("/personal/card/");
      await expect(page).toHaveTitle(/^Love Card \| /);
      if (jsEnabled) {
        // Demo user 1 has a card.
        await expect(page.locator(".love-card__number")).toHaveText(/^2000 0000 000\d \d$/);
        await expect(page.locator(".love-card__balance")).toHaveText(/бонус/);
        await page.getByRole("link", { name: "История бонусов" }).click();
        await expect(page).toHaveURL(/\/personal\/card\/history\/$/);
        await expect(page.locator("table.bonus-history tbody tr").first()).toContainText(/[+−]\d/);

        await page.goto("/personal/certificates/completed/");
        const completed = page.locator("table.certificate-table tbody");
        await expect(completed.getByRole("row", { name: /5186-0923-6754-3319/ })).toContainText("Использован");
        await expect(completed.getByRole("row", { name: /8043-2659-7318-6024/ })).toContainText("Срок истёк");

        await page.goto("/personal/certificates/3398-7460-1527-0842/");
        await expect(page.locator(".certificate__balance")).toHaveText(/Остаток: 1\s200\s₽ из 3\s000\s₽/);
        await page.getByRole("link", { name: "История операций" }).click();
        await expect(page.locator("table.certificate-history").getByRole("link", { name: /^LS-\d+$/ })).toHaveAttribute(
          "href",
          /^\/personal\/orders\/\d+\/$/,
        );
      } else {
        await expect(page.getByRole("link", { name: "Оформить карту" })).toBeVisible();
      }
    },
  );

  test("Love Card: a wrong birthday is refused next to the field, then the card is issued", async ({
    page,
    a11y,
    jsEnabled,
  }) => {
    await logIn(page, freshPhone());
    await page.goto("/personal/card/");
    await expect(page.getByText("У вас пока нет карты Love Card.")).toBeVisible();
    await a11y();
    await page.getByRole("link", { name: "Оформить карту" }).click();
    await expect(page).toHaveURL(/\/personal\/card\/register\/$/);
    await expect(page).toHaveTitle(/^Оформление карты \| /);
    await markWindow(page, jsEnabled);

    await page.getByLabel("Имя").fill("Ольга");
    await page.getByLabel("Фамилия").fill("Петрова");
    await page.getByLabel("Дата рождения").fill("31.02.1990");
    await page.getByLabel("Email").fill("olga@example.ru");
    await page.getByRole("button", { name: "Оформить карту" }).click();
    await expect(page.locator("#card-birthday-error")).toHaveText("Такой даты не существует");
    await expect(page.locator("#card-agreement-error")).toHaveText("Необходимо согласие с правилами программы");
    await expect(page.getByLabel("Дата рождения")).toHaveAttribute("aria-describedby", "card-birthday-error");
    await expect(page.getByLabel("Имя")).toHaveValue("Ольга");
    await a11y();

    await page.getByLabel("Дата рождения").fill("12.04.1990");
    await page.getByLabel("Я согласен(-на) с правилами программы Love Card").check();
    await page.getByRole("button", { name: "Оформить карту" }).click();
    await expect(page).toHaveURL(/\/personal\/card\/$/);
    await expect(toast(page, /Карта Love Card оформлена/)).toBeVisible();
    await expect(page.locator(".love-card__balance")).toHaveText("500 бонусов");
    await expect(page.getByText(/До уровня Gold/)).toBeVisible();
    await expectSameDocument(page, jsEnabled);

    await page.goto("/personal/card/register/");
    await expect(page).toHaveURL(/\/personal\/card\/$/);
    await page.getByRole("link", { name: "История бонусов" }).click();
    await expect(page.locator("table.bonus-history tbody tr")).toHaveCount(1);
    await expect(page.locator("table.bonus-history tbody tr")).toContainText("+500");
  });

  test("certificate activation: a wrong code, then the right one; no completed ones yet", async ({
    page,
    a11y,
    jsEnabled,
  }) => {
    const [number, code] = jsEnabled ? ["4817-2093-5561-0374", "58204173"] : ["7350-1648-2297-8815", "91736420"];
    await logIn(page, freshPhone());
    await page.goto("/personal/certificates/");
    await expect(page).toHaveTitle(/^Подарочные сертификаты \| /);
    await expect(page.getByText("У вас нет активных сертификатов.")).toBeVisible();
    await a11y();

    await page.getByRole("link", { name: "Активировать сертификат" }).click();
    await expect(page).toHaveURL(/\/personal\/certificates\/activation\/$/);
    await expect(page.getByRole("heading", { level: 1, name: "Активация сертификата" })).toBeVisible();
    await markWindow(page, jsEnabled);
    await page.getByLabel("Номер сертификата").fill(number);
    await page.getByLabel("Код активации").fill("00000000");
    await page.getByRole("button", { name: "Активировать" }).click();
    await expect(page.locator("#certificate-code-error")).toHaveText("Неверный номер или код сертификата");
    await expect(page.getByLabel("Номер сертификата")).toHaveValue(number);
    await a11y();

    await page.getByLabel("Код активации").fill(code);
    await page.getByRole("button", { name: "Активировать" }).click();
    await expect(page).toHaveURL(new RegExp(`/personal/certificates/${number}/$`));
    await expect(page).toHaveTitle(new RegExp(`^Сертификат ${number} \\| `));
    await expect(toast(page, "Сертификат активирован")).toBeVisible();
    await expectSameDocument(page, jsEnabled);
    await expect(page.locator(".certificate__balance")).toContainText(
      jsEnabled ? "3\u00A0000\u00A0₽" : "5\u00A0000\u00A0₽",
    );
    await a11y();

    await page.getByRole("link", { name: "История операций" }).click();
    await expect(page.locator("table.certificate-history tbody tr")).toHaveCount(1);

    await page.goto("/personal/certificates/");
    await expect(page.getByRole("link", { name: number })).toBeVisible();
    await page.getByRole("link", { name: "Использованные и истёкшие" }).click();
    await expect(page.getByText("Использованных и истёкших сертификатов нет.")).toBeVisible();
    await a11y();
  });
});
