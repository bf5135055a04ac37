import type { Locator, Page } from "@playwright/test";
import { putInBasket } from "./support/checkout";
import { atPhoneWidthOnly, desktopOnceWithJs, expect, test } from "./support/fixtures";
import { freshPhone, logIn } from "./support/login";

/**
 * Enter in a field of the basket's, the account's and the login's forms runs that field's own action — the form's
 * default button is the field's own, never another action's (a second button, a neighbouring form) — with JavaScript
 * and without, on a phone; the login also on a desktop, whose header opens it in a dialog. The checkout's own fields:
 * checkout-enter.spec.ts. The basket's lines have no text field (their quantity is − and + buttons), so nothing there
 * takes Enter.
 */

/** Size 44 of this shirt is in stock online (deterministic seed). */
const SHIRT = { path: "/catalog/odezhda/bluzki-i-rubashki/rubashki/52/", size: /^44/ };

const masked = (phone: string) =>
  `+7 (${phone.slice(0, 3)}) ${phone.slice(3, 6)}-${phone.slice(6, 8)}-${phone.slice(8)}`;
const toast = (page: Page, text: string | RegExp) => page.locator(".toasts").getByText(text);

/** Types into a field and sends it with Enter, as a shopper on a keyboard (or a phone's «Go» key) does. */
async function enterIn(field: Locator, value: string) {
  await field.fill(value);
  await field.press("Enter");
}

/** A phone typed over the profile's one: through the mask with JavaScript, as posted without it. */
async function typePhone(input: Locator, phone: string, jsEnabled: boolean) {
  if (jsEnabled) {
    await input.press("ControlOrMeta+a");
    await input.press("Backspace");
    await input.pressSequentially(phone);
    await expect(input).toHaveValue(masked(phone));
  } else await input.fill(phone);
}

for (const viewport of [
  { name: "on a 390 px phone", size: { width: 390, height: 844 } },
  { name: "on a desktop", size: { width: 1280, height: 900 } },
]) {
  test.describe(viewport.name, desktopOnceWithJs(viewport.size.width > 480), () => {
    const phoneOnly = atPhoneWidthOnly(viewport.size.width <= 480);
    test.use({ viewport: viewport.size });
    // Several pages and posts per test, each checked by axe.
    test.describe.configure({ timeout: 120_000 });

    phoneOnly(
      "login: Enter in the phone asks for a code, Enter in the code logs in — never «Получить код ещё раз»",
      async ({ page, a11y }) => {
        await page.goto("/login/?redirectTo=%2Fpersonal%2Fdelivery%2F");
        await enterIn(page.getByLabel("Номер телефона"), freshPhone());
        const code = page.getByLabel("Код из SMS");
        await expect(code).toBeVisible();
        await expect(page.locator(".login").getByRole("status")).toContainText("введите код 123456");
        await a11y();

        await enterIn(code, "000000");
        await expect(page.getByRole("alert")).toHaveText("Неверный код. Осталось 4 попытки");
        // «Получить код ещё раз» would have sent a new code (and said so, or that the next one must wait).
        await expect(page.getByText(/новый код|Новый код/)).toHaveCount(0);
        await enterIn(code, "123456");
        await expect(page).toHaveURL(/\/personal\/delivery\/$/);
        await expect(page.getByRole("navigation", { name: "Личный кабинет" })).toBeVisible();
      },
    );

    test("login in the basket (and in the header's dialog): Enter runs the login's own step", async ({
      page,
      jsEnabled,
      a11y,
    }) => {
      // The header's «Войти» (a desktop's: a phone's bar leaves it to the menu) opens the dialog with JavaScript.
      if (jsEnabled && viewport.size.width >= 800) {
        await page.goto("/catalog/odezhda/");
        await page.getByRole("banner").getByRole("link", { name: "Войти" }).click();
        const dialog = page.getByRole("dialog", { name: "Вход в личный кабинет" });
        await enterIn(dialog.getByLabel("Номер телефона"), freshPhone());
        await enterIn(dialog.getByLabel("Код из SMS"), "123456");
        await expect(page.getByRole("banner").getByRole("link", { name: "Личный кабинет" })).toBeVisible();
        await expect(page).toHaveURL(/\/catalog\/odezhda\/$/);
        await page.context().clearCookies();
      }

      // The basket page holds the login form next to the checkout's form (whose own default button is «enter»). Its
      // code step is in place with JavaScript, on the login page (back to the basket afterwards) without.
      await putInBasket(page, SHIRT);
      await page.goto("/order/");
      await enterIn(page.getByRole("region", { name: "Вход" }).getByLabel("Номер телефона"), freshPhone());
      const code = page.getByLabel("Код из SMS");
      await expect(code).toBeVisible();
      await expect(page.getByText("Введите хотя бы 2 буквы названия города")).toHaveCount(0);
      await a11y();
      await enterIn(code, "123456");
      await expect(page).toHaveURL(/\/order\/$/);
      await expect(page.getByRole("region", { name: "Покупатель" })).toBeVisible();
      await expect(page.getByRole("region", { name: "Вход" })).toHaveCount(0);
    });

    phoneOnly(
      "profile: Enter in a field saves it; in the phone's code step Enter confirms the code, never resends it",
      async ({ page, jsEnabled, a11y }) => {
        await logIn(page);
        await page.goto("/personal/profile/edit/");
        await page.getByLabel(/^Имя/).fill("Ольга");
        await enterIn(page.getByLabel(/^Фамилия/), "Петрова");
        await expect(page).toHaveURL(/\/personal\/profile\/$/);
        await expect(toast(page, "Данные профиля сохранены")).toBeVisible();
        await expect(page.locator(".account-details")).toContainText("Петрова");

        await page.goto("/personal/profile/edit/");
        const newPhone = freshPhone();
        const phone = page.getByLabel(/^Телефон/);
        await typePhone(phone, newPhone, jsEnabled);
        await phone.press("Enter");
        await expect(page.getByRole("heading", { level: 1, name: "Подтверждение номера" })).toBeVisible();
        await a11y();

        const code = page.getByLabel("Код из SMS");
        await enterIn(code, "000000");
        await expect(page.locator("#phone-step-code-error")).toHaveText("Неверный код. Осталось 4 попытки");
        await expect(toast(page, "Мы отправили новый код")).toHaveCount(0);
        await enterIn(code, "123456");
        await expect(page).toHaveURL(/\/personal\/profile\/$/);
        await expect(toast(page, /^Номер телефона изменён/)).toBeVisible();
        await expect(page.locator(".account-details")).toContainText(masked(newPhone));
      },
    );

    phoneOnly(
      "delivery: Enter in the city search searches, Enter in an address field adds or saves the address",
      async ({ page, a11y }) => {
        await logIn(page);
        await page.goto("/personal/delivery/");
        const form = page.locator("form.address-form");
        await enterIn(page.getByLabel("Найти город"), "Каза");
        await expect(page.getByRole("status").filter({ hasText: /^Найдено: / })).toBeVisible();
        await expect(form.getByLabel("Город")).toHaveValue(/kazan/i);
        // Not the address form's «Добавить адрес»: nothing was checked there.
        await expect(form.getByText("Укажите улицу")).toHaveCount(0);
        await a11y();

        await form.getByLabel("Улица").fill("ул. Баумана");
        await enterIn(form.getByLabel(/^Дом/), "15");
        await expect(toast(page, "Адрес сохранён")).toBeVisible();
        const saved = page.getByRole("list", { name: "Сохранённые адреса" });
        await expect(saved).toContainText("ул. Баумана");

        await saved
          .getByRole("link", { name: /^Изменить адрес: / })
          .first()
          .click();
        await expect(page.getByRole("heading", { level: 1, name: "Редактирование адреса" })).toBeVisible();
        await enterIn(page.locator("form.address-form").getByLabel("Улица"), "ул. Пушкина");
        await expect(page).toHaveURL(/\/personal\/delivery\/$/);
        // Saved, not deleted: the edit page's «Удалить адрес» is a form of its own.
        await expect(toast(page, "Адрес сохранён")).toBeVisible();
        await expect(saved).toContainText("ул. Пушкина");
        await expect(saved).not.toContainText("ул. Баумана");
      },
    );

    phoneOnly(
      "Love Card and certificates: Enter in the last field registers the card, or activates the certificate",
      async ({ page, a11y }) => {
        await logIn(page);
        await page.goto("/personal/certificates/activation/");
        await page.getByLabel("Номер сертификата").fill("1111-2222-3333-4444");
        await enterIn(page.getByLabel("Код активации"), "12345678");
        await expect(page.getByText("Неверный номер или код сертификата")).toBeVisible();
        await a11y();

        await page.goto("/personal/card/register/");
        await page.getByLabel("Имя").fill("Ольга");
        await page.getByLabel("Фамилия").fill("Петрова");
        await page.getByLabel("Дата рождения").fill("05.03.1991");
        await page.getByLabel(/^Я согласен/).check();
        await enterIn(page.getByLabel("Email"), "olga.card@example.ru");
        await expect(page).toHaveURL(/\/personal\/card\/$/);
      },
    );
  });
}
