import type { Page } from "@playwright/test";
import { expect, SAME_WITHOUT_JS, test } from "./support/fixtures";
import { logIn as logInOverHttp } from "./support/login";

/**
 * The storefront allows 10 code requests per client address per 10 minutes and trusts X-Forwarded-For
 * (it runs behind a proxy), so each worker of this file is a client of its own.
 */
test.use({ extraHTTPHeaders: { "X-Forwarded-For": `10.${rand(256)}.${rand(256)}.${1 + rand(254)}` } });

// Several pages per test, each checked by axe.
test.describe.configure({ timeout: 90_000 });

function rand(n: number) {
  return Math.floor(Math.random() * n);
}

/** A phone no other test uses (`+7 999 1xx-xx-xx`): a fresh, empty user (the upstream allows one code per phone per 30 s). */
const freshPhone = () => `9991${String(rand(1e6)).padStart(6, "0")}`;

/** Logs in (a fresh customer unless a phone is given); the login page itself is login.spec.ts's. */
const logIn = (page: Page, phone = freshPhone()) => logInOverHttp(page, phone);

const toast = (page: Page, text: string | RegExp) => page.locator(".toasts").getByText(text);

/** A product with several sizes (the seed is deterministic). */
const PRODUCT = "/catalog/odezhda/bluzki-i-rubashki/rubashki/52/";

test.describe("personal account: profile, addresses, subscriptions, LOVE 2.0, wishlist", () => {
  test("profile: a bad birthday is refused next to the field, a good one is saved and survives a reload", async ({
    page,
    a11y,
    jsEnabled,
  }) => {
    const phone = await logIn(page);
    await page.goto("/personal/profile/");
    await expect(page).toHaveTitle(/^Профиль \| /);
    await expect(page.getByRole("heading", { level: 1, name: "Профиль" })).toBeVisible();
    await a11y();

    await page.getByRole("link", { name: "Редактировать профиль" }).click();
    await expect(page).toHaveURL(/\/personal\/profile\/edit\/$/);
    await page.getByLabel(/^Имя/).fill("Ольга");
    await page.getByLabel("Фамилия").fill("Петрова");
    await page.getByLabel("Email").fill("olga.petrova@example.ru");
    const birthday = page.getByLabel("Дата рождения (ДД.ММ.ГГГГ)");
    await birthday.fill("31.02.1990");
    await page.getByRole("button", { name: "Сохранить" }).click();
    await expect(page.getByText("Такой даты не существует")).toBeVisible();
    await expect(birthday).toHaveAttribute("aria-invalid", "true");
    await expect(birthday).toHaveAttribute("aria-describedby", "profile-birthday-error");
    // What was typed stays in the fields, with or without JavaScript.
    await expect(page.getByLabel("Фамилия")).toHaveValue("Петрова");
    await expect(birthday).toHaveValue("31.02.1990");
    await a11y();

    await birthday.fill("05.03.1991");
    // Spec §3: a leading 8 becomes +7 (the mask drops it as it is typed; without JavaScript the server does).
    const phoneInput = page.getByLabel(/^Телефон/);
    await phoneInput.fill("");
    if (jsEnabled) await phoneInput.pressSequentially(`8${phone}`);
    else await phoneInput.fill(`8 ${phone}`);
    if (jsEnabled)
      await expect(phoneInput).toHaveValue(
        `+7 (${phone.slice(0, 3)}) ${phone.slice(3, 6)}-${phone.slice(6, 8)}-${phone.slice(8)}`,
      );
    await page.getByRole("button", { name: "Сохранить" }).click();
    await expect(page).toHaveURL(/\/personal\/profile\/$/);
    await expect(toast(page, "Данные профиля сохранены")).toBeVisible();
    await page.reload();
    const details = page.locator(".account-details");
    await expect(details).toContainText("05.03.1991");
    await expect(details).toContainText("Ольга");
    await expect(details).toContainText("olga.petrova@example.ru");
    await expect(details).toContainText(
      `+7 (${phone.slice(0, 3)}) ${phone.slice(3, 6)}-${phone.slice(6, 8)}-${phone.slice(8)}`,
    );
  });

  test("delivery: add (after a refused try), edit and delete addresses", async ({ page, a11y }) => {
    await logIn(page);
    await page.goto("/personal/delivery/");
    await expect(page).toHaveTitle(/^Адреса доставки \| /);
    await expect(page.getByText("У вас пока нет сохранённых адресов")).toBeVisible();
    await a11y();

    const add = page.locator("form.address-form");
    await add.getByLabel("Город").selectOption({ label: "Казань" });
    await add.getByLabel(/^Дом/).fill("12");
    await add.getByRole("button", { name: "Добавить адрес" }).click();
    await expect(page.locator("form.address-form").getByText("Укажите улицу")).toBeVisible();
    await expect(page.locator("form.address-form").getByLabel(/^Дом/)).toHaveValue("12");
    await a11y();

    await page.locator("form.address-form").getByLabel("Улица").fill("ул. Баумана");
    await page.locator("form.address-form").getByLabel("Квартира").fill("5");
    await page.locator("form.address-form").getByRole("button", { name: "Добавить адрес" }).click();
    await expect(toast(page, "Адрес сохранён")).toBeVisible();
    const list = page.getByRole("list", { name: "Сохранённые адреса" });
    await expect(list.getByRole("listitem")).toHaveCount(1);
    await expect(list).toContainText("ул. Баумана, д. 12, кв. 5");
    await expect(list).toContainText("Основной");
    // The form is empty again for the next address.
    await expect(page.locator("form.address-form").getByLabel("Улица")).toHaveValue("");

    await page.locator("form.address-form").getByLabel("Город").selectOption({ label: "Москва" });
    await page.locator("form.address-form").getByLabel("Улица").fill("ул. Тверская");
    await page.locator("form.address-form").getByLabel(/^Дом/).fill("7");
    await page.locator("form.address-form").getByRole("button", { name: "Добавить адрес" }).click();
    await expect(list.getByRole("listitem")).toHaveCount(2);

    await page.getByRole("link", { name: "Изменить адрес: Москва, ул. Тверская, д. 7" }).click();
    await expect(page).toHaveURL(/\/personal\/delivery\/\d+\/$/);
    await expect(page.getByRole("heading", { level: 1, name: "Редактирование адреса" })).toBeVisible();
    await expect(page.getByLabel("Улица")).toHaveValue("ул. Тверская");
    await a11y();
    await page.getByLabel("Улица").fill("ул. Арбат");
    await page.getByLabel("Комментарий для курьера").fill("Домофон 10");
    await page.getByLabel("Основной адрес доставки").check();
    await page.getByRole("button", { name: "Сохранить" }).click();
    await expect(page).toHaveURL(/\/personal\/delivery\/$/);
    await expect(list).toContainText("ул. Арбат, д. 7");
    await expect(list.getByRole("listitem").filter({ hasText: "ул. Арбат" })).toContainText("Основной");
    await expect(list.getByRole("listitem").filter({ hasText: "ул. Баумана" })).not.toContainText("Основной");

    // Deleted on its own page, and from the list.
    await page.getByRole("link", { name: "Изменить адрес: Москва, ул. Арбат, д. 7" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Редактирование адреса" })).toBeVisible();
    await page.getByRole("button", { name: "Удалить адрес", exact: true }).click();
    await expect(page).toHaveURL(/\/personal\/delivery\/$/);
    await expect(toast(page, "Адрес удалён")).toBeVisible();
    // The list offers «Вернуть» in its place, beside the one address left.
    await expect(list.locator(".undo-row")).toContainText("Адрес «Москва, ул. Арбат, д. 7» удалён");
    await expect(list.locator(".address-card")).toHaveCount(1);
    await page.getByRole("button", { name: "Удалить адрес: Казань, ул. Баумана, д. 12, кв. 5" }).click();
    await expect(page.getByText("У вас пока нет сохранённых адресов")).toBeVisible();

    const unknown = await page.goto("/personal/delivery/999999/");
    expect(unknown?.status()).toBe(404);
  });

  test("subscriptions: the SMS newsletter stays on after a reload; a back-in-stock subscription can be ended", async ({
    page,
    a11y,
  }) => {
    await logIn(page);
    await page.goto("/personal/subscribe/");
    await expect(page).toHaveTitle(/^Мои подписки \| /);
    await expect(page.getByText("Вы не подписаны на поступление товаров")).toBeVisible();
    await a11y();

    // No e-mail in a fresh profile: the upstream refuses the e-mail newsletter, next to its box.
    await page.getByLabel("Новости и акции по email").check();
    await page.getByRole("button", { name: "Сохранить" }).click();
    await expect(page.locator("#newsletter-email-error")).toHaveText(
      "Укажите e-mail в профиле, чтобы получать рассылку",
    );
    await expect(page.getByLabel("Новости и акции по email")).toHaveAttribute(
      "aria-describedby",
      /newsletter-email-error/,
    );
    await a11y();

    await page.getByLabel("Новости и акции по email").uncheck();
    await page.getByLabel("Новости и акции по SMS").check();
    await page.getByRole("button", { name: "Сохранить" }).click();
    await expect(toast(page, "Настройки рассылок сохранены")).toBeVisible();
    await page.reload();
    await expect(page.getByLabel("Новости и акции по SMS")).toBeChecked();
    await expect(page.getByLabel("Новости и акции по email")).not.toBeChecked();

    // Back in stock offers sold-out sizes only: this product has two.
    await page.goto("/catalog/odezhda/yubki/yubki-midi/160/");
    const name = (await page.getByRole("heading", { level: 1 }).textContent())!.trim();
    await page.getByRole("link", { name: /Сообщить о поступлении/ }).click();
    const dialog = page.getByRole("dialog", { name: "Сообщить о поступлении" });
    await dialog.getByLabel("Размер").selectOption({ index: 1 });
    await dialog.getByLabel("Email").fill("shopper@example.ru");
    await dialog.getByRole("button", { name: "Подписаться" }).click();
    await expect(page.getByText("Мы сообщим вам, когда размер появится в наличии")).toBeVisible();

    await page.goto("/personal/subscribe/");
    const subscriptions = page.getByRole("list", { name: "Подписки на поступление" });
    await expect(subscriptions.getByRole("listitem")).toHaveCount(1);
    await expect(subscriptions).toContainText(name);
    await a11y();
    await subscriptions.getByRole("button", { name: /^Отписаться: / }).click();
    await expect(page.getByText("Вы не подписаны на поступление товаров")).toBeVisible();
    await expect(toast(page, "Подписка на поступление отменена")).toBeVisible();
  });

  test(
    "wishlist: a product wished on its page is shown full width, and its heart removes it",
    SAME_WITHOUT_JS,
    async ({ page, a11y }) => {
      await logIn(page);
      await page.goto("/personal/wishlist/");
      await expect(page).toHaveTitle(/^Избранное \| /);
      await expect(page.getByText("В избранном пока ничего нет")).toBeVisible();
      await expect(page.getByRole("link", { name: "Смотреть новинки" })).toHaveAttribute("href", "/catalog/new/");

      await page.goto(PRODUCT);
      const name = (await page.getByRole("heading", { level: 1 }).textContent())!.trim();
      await page
        .locator(".product__wishlist")
        .getByRole("button", { name: /^Добавить в избранное/ })
        .click();
      await expect(page.getByRole("link", { name: /^Избранное: 1 товар/ })).toBeVisible();

      await page.goto("/personal/wishlist/");
      const grid = page.getByRole("list", { name: "Избранные товары" });
      await expect(grid.getByRole("article")).toHaveCount(1);
      await expect(grid.getByRole("heading", { name })).toBeVisible();
      // Full width: the account menu is left out.
      await expect(page.getByRole("navigation", { name: "Личный кабинет" })).toHaveCount(0);
      await a11y();

      await grid.getByRole("button", { name: `Удалить из избранного: ${name}` }).click();
      await expect(page.getByText("В избранном пока ничего нет")).toBeVisible();
      await expect(page.getByRole("link", { name: /^Избранное: 0 товар/ })).toBeVisible();
    },
  );

  test(
    "LOVE 2.0: the demo user's visits; a fresh user's empty state links to the initiative",
    SAME_WITHOUT_JS,
    async ({ page, a11y }) => {
      // Once per project: the demo user's code requests are limited.
      await logIn(page, "9990000001");
      await page.goto("/personal/recycling/");
      await expect(page).toHaveTitle(/^Мой LOVE 2\.0 \| /);
      await expect(page.getByText("Всего начислено:")).toContainText("750 бонусов");
      const rows = page.getByRole("table").getByRole("row");
      await expect(rows).toHaveCount(4);
      await expect(rows.nth(1).getByRole("cell").first()).toHaveText(/^\d{2}\.\d{2}\.\d{4}$/);
      await a11y();

      await page.getByRole("button", { name: "Выйти" }).click();
      await logIn(page);
      await page.goto("/personal/recycling/");
      await expect(page.getByText("Вы ещё не сдавали вещи на переработку")).toBeVisible();
      await expect(page.getByRole("link", { name: "Подробнее о LOVE 2.0" })).toHaveAttribute(
        "href",
        "/initiatives/recycling/",
      );
    },
  );

  test("deleting the account needs the confirmation, then logs out", async ({ page, a11y }) => {
    await logIn(page);
    await page.goto("/personal/profile/");
    await page.getByRole("link", { name: "Удалить аккаунт" }).click();
    await expect(page).toHaveURL(/\/personal\/profile\/delete\/$/);
    await expect(page.getByText("Заказы сохранятся")).toBeVisible();
    await a11y();

    await page.getByRole("button", { name: "Удалить аккаунт" }).click();
    await expect(page.getByText("Подтвердите, что понимаете последствия удаления")).toBeVisible();
    await a11y();

    await page.getByLabel(/^Я понимаю/).check();
    await page.getByRole("button", { name: "Удалить аккаунт" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(toast(page, /Аккаунт удалён/)).toBeVisible();
    await page.goto("/personal/profile/");
    await expect(page).toHaveURL(/\/login\/\?redirectTo=%2Fpersonal%2Fprofile%2F$/);
  });
});
