import { formPost, stored, toast, typePhone, uniqueEmail } from "./support/about-forms";
import { expect, test } from "./support/fixtures";
import { hydrated } from "./support/hydrated";

/** The franchising application form, JavaScript on and off; what it stores is read from the database. */

// Several pages per test. axe-core runs on the states the layout test does not check (each page as it arrives).
test.describe.configure({ timeout: 120_000 });

test.describe("About: franchising", () => {
  test("bad input is refused next to the fields with the values kept; a good application is stored, with a toast", async ({
    page,
    a11y,
    jsEnabled,
  }, testInfo) => {
    await page.goto("/about/franchising/");
    await expect(page).toHaveTitle(/^Франчайзинг \| LOVE STORE$/);
    await expect(page.getByRole("heading", { level: 1, name: "Франчайзинг" })).toBeVisible();
    for (const heading of [
      "Франшиза в цифрах",
      "Что получает партнёр",
      "Требования к партнёру",
      "Как открыть магазин",
      "Форматы магазинов",
      "Заявка на франшизу",
    ]) {
      await expect(page.getByRole("heading", { level: 2, name: heading })).toBeVisible();
    }
    await expect(page.getByRole("heading", { level: 3 })).toHaveText(["Мини", "Стандарт", "Макси"]);
    await hydrated(page, jsEnabled);

    await page.getByLabel(/^Телефон/).fill("+7 912");
    await page.getByLabel(/^Email/).fill("irina@");
    await page.getByLabel(/^Город, где хотите открыть магазин/).fill("Тверь");
    await page.getByLabel("Сообщение").fill("Есть помещение 140 м² в ТЦ «Рубин»");
    const refused = formPost(page, "/about/franchising/");
    await page.getByRole("button", { name: "Отправить заявку" }).click();
    expect((await refused).status()).toBe(400);

    const name = page.getByLabel(/^Имя/);
    await expect(page.locator("#franchise-name-error")).toHaveText("Укажите имя");
    await expect(name).toHaveAttribute("aria-invalid", "true");
    await expect(name).toHaveAttribute("aria-describedby", "franchise-name-error");
    await expect(page.locator("#franchise-phone-error")).toHaveText(
      "Введите номер телефона в формате +7 (999) 999-99-99",
    );
    await expect(page.locator("#franchise-email-error")).toHaveText("Введите корректный email");
    await expect(page.locator("#franchise-format-error")).toHaveText("Выберите формат магазина");
    await expect(page.locator("#franchise-consent-error")).toHaveText(
      "Нужно согласие на обработку персональных данных",
    );
    // What was typed stays, with or without JavaScript; the first faulty field has the focus.
    await expect(page.getByLabel(/^Город, где хотите открыть магазин/)).toHaveValue("Тверь");
    await expect(page.getByLabel("Сообщение")).toHaveValue("Есть помещение 140 м² в ТЦ «Рубин»");
    await expect(page.getByLabel(/^Email/)).toHaveValue("irina@");
    if (jsEnabled) await expect(name).toBeFocused();
    await a11y();

    const email = uniqueEmail("franchise", testInfo.project.name);
    await name.fill("Ирина Соколова");
    await typePhone(page, /^Телефон/, "9123456789", jsEnabled);
    await page.getByLabel(/^Email/).fill(email);
    await page.getByLabel(/^Формат магазина/).selectOption({ label: "Стандарт: 120–200\u00A0м², от 8 млн\u00A0₽" });
    await page.getByRole("checkbox", { name: /Я согласен\(-на\) на обработку персональных данных/ }).check();
    await page.getByRole("button", { name: "Отправить заявку" }).click();

    await expect(toast(page, /^Заявка отправлена/)).toBeVisible();
    await expect(page).toHaveURL(/\/about\/franchising\/$/);
    // A fresh form for the next application, its button ready.
    await expect(page.getByLabel(/^Имя/)).toHaveValue("");
    await expect(page.getByLabel(/^Город, где хотите открыть магазин/)).toHaveValue("");
    await expect(page.getByRole("button", { name: "Отправить заявку" })).toBeEnabled();
    expect(
      stored(
        "SELECT name, phone, email, city, format_code AS format, message FROM franchise_applications WHERE email = ?",
        email,
      ),
    ).toEqual([
      {
        name: "Ирина Соколова",
        phone: "+79123456789",
        email,
        city: "Тверь",
        format: "standard",
        message: "Есть помещение 140 м² в ТЦ «Рубин»",
      },
    ]);
  });
});
