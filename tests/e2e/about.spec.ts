import Database from "better-sqlite3";
import type { Page } from "@playwright/test";
import { expect, test } from "./support/fixtures";

/**
 * The About pages (company, news, vacancies, franchising) and LOVE Initiatives, JavaScript on and off. What the forms
 * store is read from the test server's database (playwright.config.ts: `.e2e-data-{port}`), read only.
 */

const PORT = Number(process.env.E2E_PORT ?? 3100);

function stored<T>(sql: string, ...params: unknown[]): T[] {
  const db = new Database(`.e2e-data-${PORT}/store-300.sqlite`, { readonly: true, fileMustExist: true });
  try {
    return db.prepare(sql).all(...params) as T[];
  } finally {
    db.close();
  }
}

/** An e-mail address no other test (or project) uses. */
const uniqueEmail = (what: string, project: string) =>
  `${what}.${project}.${Date.now().toString(36)}${Math.floor(Math.random() * 1e6)}@example.ru`;

const toast = (page: Page, text: string | RegExp) => page.locator(".toasts").getByText(text);

/** The answer to the page's form post (a document post without JavaScript, the fetcher's with it). */
const formPost = (page: Page, path: string) =>
  page.waitForResponse(
    (response) => response.request().method() === "POST" && new URL(response.url()).pathname === path,
  );

/** With JavaScript, waits until React has taken over the page (the masks and fetchers are on). */
async function hydrated(page: Page, jsEnabled: boolean) {
  if (jsEnabled)
    await page.waitForFunction(() => Object.keys(document.body).some((key) => key.startsWith("__reactFiber")));
}

/**
 * Types a phone as a shopper would: with JavaScript through the mask, clearing what is there with the keyboard (the
 * mask follows key presses; a programmatic clear after the form re-rendered leaves it a stale selection).
 */
async function typePhone(page: Page, label: string | RegExp, digits: string, jsEnabled: boolean) {
  const input = page.getByLabel(label);
  if (!jsEnabled) return input.fill(`+7 ${digits}`);
  await input.click();
  await input.press("ControlOrMeta+a");
  await input.press("Backspace");
  await input.pressSequentially(digits);
  await expect(input).toHaveValue(
    `+7 (${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6, 8)}-${digits.slice(8)}`.replace(/[-) ]+$/, ""),
  );
}

// Several pages per test, each checked by axe.
test.describe.configure({ timeout: 120_000 });

test.describe("About: company", () => {
  test("/about/ lands on the company page: its sections, figures, links and the About sub-navigation", async ({
    page,
    a11y,
    baseURL,
  }) => {
    await page.goto("/about/");
    await expect(page).toHaveURL(/\/about\/company\/$/);
    await expect(page).toHaveTitle(/^О компании \| LOVE STORE$/);
    await expect(page.getByRole("heading", { level: 1, name: "О компании" })).toBeVisible();
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${baseURL}/about/company/`);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "index, follow");

    const figures = page.getByRole("region", { name: "История в цифрах" });
    await expect(figures).toContainText("2009");
    await expect(figures).toContainText(/\d+ магазин\S* в \d+ город/);
    for (const heading of [
      "Кто мы",
      "История",
      "Магазины",
      "Love Card",
      "LOVE 2.0",
      "Карьера",
      "Франчайзинг",
      "Для прессы",
    ]) {
      await expect(page.getByRole("heading", { level: 2, name: heading, exact: true })).toBeVisible();
    }
    const article = page.getByRole("article");
    await expect(article.getByRole("link", { name: "Адреса и часы работы магазинов" })).toHaveAttribute(
      "href",
      "/about/shops/st_petersburg/",
    );
    await expect(article.getByRole("link", { name: "Как работает LOVE 2.0" })).toHaveAttribute(
      "href",
      "/initiatives/recycling/",
    );
    await expect(article.getByRole("link", { name: "Открытые вакансии" })).toHaveAttribute("href", "/about/vacancy/");
    await expect(article.getByRole("link", { name: "Условия франчайзинга" })).toHaveAttribute(
      "href",
      "/about/franchising/",
    );
    await expect(article.getByRole("link", { name: "press@lovestore.ru" })).toHaveAttribute(
      "href",
      "mailto:press@lovestore.ru",
    );
    await expect(page.getByRole("img", { name: "Силуэт платья в фирменных цветах LOVE STORE" })).toBeVisible();

    const nav = page.getByRole("navigation", { name: "Разделы о компании" });
    await expect(nav.getByRole("link")).toHaveText(["О компании", "Магазины", "Новости", "Вакансии", "Франчайзинг"]);
    await expect(nav.getByRole("link", { name: "О компании" })).toHaveAttribute("aria-current", "page");
    await a11y();

    await article.getByRole("link", { name: "Открытые вакансии" }).click();
    await expect(page).toHaveURL(/\/about\/vacancy\/$/);
    await nav.getByRole("link", { name: "Новости" }).click();
    await expect(page).toHaveURL(/\/about\/news\/$/);
    await expect(page.getByRole("heading", { level: 1, name: "Новости" })).toBeVisible();
  });
});

test.describe("About: news", () => {
  test("the list pages by ?page=N with prev/next links and the title suffix; page 1 has no parameter", async ({
    page,
    a11y,
    baseURL,
  }) => {
    await page.goto("/about/news/");
    await expect(page).toHaveTitle(/^Новости \| LOVE STORE$/);
    const list = page.getByRole("list", { name: "Новости" });
    await expect(list.getByRole("listitem")).toHaveCount(10);
    await expect(list.getByRole("listitem").first().locator("time")).toHaveText(/^\d{2}\.\d{2}\.\d{4}$/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${baseURL}/about/news/`);
    await expect(page.locator('link[rel="prev"]')).toHaveCount(0);
    await expect(page.locator('link[rel="next"]')).toHaveAttribute("href", `${baseURL}/about/news/?page=2`);

    await page.getByRole("navigation", { name: "Страницы" }).getByRole("link", { name: "Следующая →" }).click();
    await expect(page).toHaveURL(/\/about\/news\/\?page=2$/);
    await expect(page).toHaveTitle(/^Новости \| страница 2 \| LOVE STORE$/);
    await expect(list.getByRole("listitem")).not.toHaveCount(10);
    await expect(list.getByRole("listitem").first()).toBeVisible();
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${baseURL}/about/news/?page=2`);
    await expect(page.locator('link[rel="prev"]')).toHaveAttribute("href", `${baseURL}/about/news/`);
    await expect(page.locator('link[rel="next"]')).toHaveCount(0);
    await expect(page.getByRole("link", { name: "← Предыдущая" })).toHaveAttribute("href", "/about/news/");
    await a11y();

    // Page 1 spelled out is the list's own address; a page past the last one does not exist.
    await page.goto("/about/news/?page=1");
    await expect(page).toHaveURL(/\/about\/news\/$/);
    const beyond = await page.goto("/about/news/?page=3");
    expect(beyond?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "404" })).toBeVisible();
  });

  test("an item: date, title, paragraphs, picture, other news and the way back; an unknown or malformed id is a 404", async ({
    page,
    a11y,
  }) => {
    await page.goto("/about/news/");
    const first = page.getByRole("list", { name: "Новости" }).getByRole("listitem").nth(2);
    const title = (await first.getByRole("heading").textContent())!.trim();
    const date = (await first.locator("time").textContent())!.trim();
    await first.getByRole("link", { name: title }).click();

    await expect(page).toHaveURL(/\/about\/news\/\d+\/$/);
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
    await expect(page).toHaveTitle(`${title} | LOVE STORE`);
    const article = page.getByRole("article");
    await expect(article.locator("time")).toHaveText(date);
    expect(await article.locator("p").count()).toBeGreaterThanOrEqual(3);
    await expect(article.getByRole("img")).toHaveCount(1);
    const others = page.getByRole("list", { name: "Другие новости" });
    await expect(others.getByRole("listitem")).toHaveCount(3);
    await expect(others.getByRole("heading", { name: title })).toHaveCount(0);
    await expect(
      page.getByRole("navigation", { name: "Разделы о компании" }).getByRole("link", { name: "Новости" }),
    ).toHaveAttribute("aria-current", "true");
    await a11y();

    await article.getByRole("link", { name: "← Все новости" }).click();
    await expect(page).toHaveURL(/\/about\/news\/$/);

    for (const path of ["/about/news/999999/", "/about/news/first/"]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(page.getByText("Извините, страница не найдена")).toBeVisible();
    }
  });
});

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
    await a11y();
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

test.describe("About: vacancies", () => {
  test("the city filter works without JavaScript too; an empty city says so; a response is stored, with a toast", async ({
    page,
    a11y,
    jsEnabled,
  }, testInfo) => {
    await page.goto("/about/vacancy/");
    await expect(page).toHaveTitle(/^Вакансии \| LOVE STORE$/);
    await expect(page.getByRole("heading", { level: 1, name: "Вакансии" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 3, name: "Москва" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 3, name: "Казань" })).toBeVisible();
    await a11y();

    const filter = page.getByRole("form", { name: "Фильтр вакансий" });
    await filter.getByLabel("Город").selectOption("kazan");
    await filter.getByRole("button", { name: "Показать" }).click();
    await expect(page).toHaveURL(/\/about\/vacancy\/\?city=kazan$/);
    await expect(page).toHaveTitle(/^Вакансии — Казань \| LOVE STORE$/);
    await expect(page.getByRole("heading", { level: 3 })).toHaveText(["Казань"]);
    const vacancy = page.locator(".vacancy").first();
    await expect(vacancy.getByRole("heading", { level: 4 })).toHaveText("Продавец-консультант");
    await expect(vacancy.locator("dt")).toHaveText(["Отдел", "График", "Зарплата"]);
    await expect(vacancy.locator("dd")).toHaveText(["Розница", "Сменный график 2/2", "от 50 000 ₽"]);
    await expect(
      vacancy.getByRole("link", { name: "Отправить резюме на почту: Продавец-консультант, Казань" }),
    ).toHaveAttribute(
      "href",
      `mailto:hr@lovestore.ru?subject=${encodeURIComponent("Отклик на вакансию «Продавец-консультант», Казань")}`,
    );

    await page.getByRole("form", { name: "Фильтр вакансий" }).getByLabel("Город").selectOption("pskov");
    await page.getByRole("form", { name: "Фильтр вакансий" }).getByRole("button", { name: "Показать" }).click();
    await expect(page).toHaveURL(/\?city=pskov$/);
    await expect(page.getByText("В городе Псков сейчас нет открытых вакансий.")).toBeVisible();
    await expect(page.getByRole("button", { name: "Отправить отклик" })).toHaveCount(0);
    await a11y();

    await page.getByRole("form", { name: "Фильтр вакансий" }).getByLabel("Город").selectOption("");
    await page.getByRole("form", { name: "Фильтр вакансий" }).getByRole("button", { name: "Показать" }).click();
    await expect(page).toHaveURL(/\/about\/vacancy\/$/);
    const unknownCity = await page.goto("/about/vacancy/?city=atlantis");
    expect(unknownCity?.status()).toBe(404);

    await page.goto("/about/vacancy/?city=kazan");
    await hydrated(page, jsEnabled);
    await page.getByRole("link", { name: "Откликнуться: Продавец-консультант, Казань" }).click();
    await expect(page).toHaveURL(/\?city=kazan&vacancy=\d+#vacancy-response$/);
    const vacancyId = new URL(page.url()).searchParams.get("vacancy")!;
    const choice = page.getByLabel(/^Вакансия/);
    await expect(choice).toHaveValue(vacancyId);

    await page.getByLabel(/^Имя и фамилия/).fill("Мария Ильина");
    await typePhone(page, /^Телефон/, "91234", jsEnabled);
    await page.getByRole("button", { name: "Отправить отклик" }).click();
    await expect(page.locator("#vacancy-response-phone-error")).toHaveText(
      "Введите номер телефона в формате +7 (999) 999-99-99",
    );
    await expect(page.locator("#vacancy-response-email-error")).toHaveText("Укажите email");
    await expect(page.getByLabel(/^Имя и фамилия/)).toHaveValue("Мария Ильина");
    await expect(choice).toHaveValue(vacancyId);

    const email = uniqueEmail("vacancy", testInfo.project.name);
    await typePhone(page, /^Телефон/, "9161234567", jsEnabled);
    await page.getByLabel(/^Email/).fill(email);
    await page.getByLabel("О себе или ссылка на резюме").fill("Два года работала продавцом в магазине одежды");
    await page.getByRole("checkbox", { name: /Я согласен\(-на\)/ }).check();
    await page.getByRole("button", { name: "Отправить отклик" }).click();
    await expect(toast(page, /^Отклик отправлен/)).toBeVisible();
    await expect(page).toHaveURL(/\/about\/vacancy\/\?city=kazan/);
    await expect(page.getByLabel(/^Имя и фамилия/)).toHaveValue("");
    expect(
      stored("SELECT vacancy_id AS vacancyId, name, phone, message FROM vacancy_responses WHERE email = ?", email),
    ).toEqual([
      {
        vacancyId: Number(vacancyId),
        name: "Мария Ильина",
        phone: "+79161234567",
        message: "Два года работала продавцом в магазине одежды",
      },
    ]);
  });
});

test.describe("LOVE Initiatives", () => {
  test("the initiatives and LOVE 2.0 pages, their link to the shopper's hand-ins, and the main menu's «LOVE 2.0»", async ({
    page,
    a11y,
    baseURL,
  }) => {
    await page.goto("/initiatives/");
    await expect(page).toHaveTitle(/^LOVE Initiatives \| LOVE STORE$/);
    await expect(page.getByRole("heading", { level: 1, name: "LOVE Initiatives" })).toBeVisible();
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${baseURL}/initiatives/`);
    for (const heading of [
      "Инициативы в цифрах",
      "LOVE 2.0 — одежда на переработку",
      "Вторая жизнь вещей",
      "Меньше упаковки",
      "Бережный уход",
    ]) {
      await expect(page.getByRole("heading", { level: 2, name: heading })).toBeVisible();
    }
    await expect(page.getByRole("article").getByRole("link", { name: "Мои сдачи LOVE 2.0" })).toHaveAttribute(
      "href",
      "/personal/recycling/",
    );
    await a11y();

    await page.getByRole("link", { name: "Как работает LOVE 2.0" }).click();
    await expect(page).toHaveURL(/\/initiatives\/recycling\/$/);
    await expect(page).toHaveTitle(/^LOVE 2.0 \| LOVE STORE$/);
    await expect(page.getByRole("heading", { level: 1, name: "LOVE 2.0" })).toBeVisible();
    for (const heading of [
      "LOVE 2.0 в цифрах",
      "Как сдать вещи",
      "Что мы принимаем",
      "Что не принимаем",
      "Что происходит с вещами",
      "Купон и бонусы",
    ]) {
      await expect(page.getByRole("heading", { level: 2, name: heading })).toBeVisible();
    }
    await expect(page.getByRole("region", { name: "Купон и бонусы" })).toContainText("купон на скидку 10%");
    await expect(
      page.getByRole("navigation", { name: "Навигационная цепочка" }).getByRole("link", { name: "LOVE Initiatives" }),
    ).toHaveAttribute("href", "/initiatives/");
    await a11y();

    // A guest following «Мои сдачи LOVE 2.0» is asked to log in (the page exists; it is the shopper's own).
    await page.getByRole("link", { name: "Мои сдачи LOVE 2.0" }).click();
    await expect(page).toHaveURL(/\/login\/\?redirectTo=%2Fpersonal%2Frecycling%2F$/);

    await page.goto("/?modal=menu");
    await page.getByRole("dialog", { name: "Каталог" }).getByRole("link", { name: "LOVE 2.0" }).click();
    await expect(page).toHaveURL(/\/initiatives\/recycling\/$/);
    await expect(page.getByRole("heading", { level: 1, name: "LOVE 2.0" })).toBeVisible();

    const redirected = await page.goto("/love_2_0/");
    expect(redirected?.status()).toBe(200);
    await expect(page).toHaveURL(/\/initiatives\/recycling\/$/);
  });
});
