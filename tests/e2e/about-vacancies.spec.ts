import { stored, toast, typePhone, uniqueEmail } from "./support/about-forms";
import { expect, test } from "./support/fixtures";
import { hydrated } from "./support/hydrated";

/** The vacancies page and its response form, JavaScript on and off; what it stores is read from the database. */

// Several pages per test. axe-core runs on the states the layout test does not check (each page as it arrives).
test.describe.configure({ timeout: 120_000 });

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
