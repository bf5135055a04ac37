import { stored, typePhone, uniqueEmail } from "./support/about-forms";
import { expect, test } from "./support/fixtures";

/**
 * Writes are bounded, so a script cannot fill the store's tables. Five franchise applications an hour per e-mail (and
 * per phone; ten per client): the next one is refused above the form with the values kept, and nothing more is stored.
 * (Every budget, per client, per /64 and per contact, for each form: tests/integration/write-limits.test.ts.)
 */
test("a sixth application from one e-mail within the hour is refused above the form, its values kept", async ({
  page,
  jsEnabled,
  a11y,
}, testInfo) => {
  await page.goto("/about/franchising/");
  const format = page.getByLabel(/^Формат магазина/);
  const code = await format.locator("option:not([value=''])").first().getAttribute("value");
  const email = uniqueEmail("budget", testInfo.project.name);
  // A phone of its own too: the budget per phone is shared by every test that writes with one.
  const digits = `9${String(Math.floor(Math.random() * 1e9)).padStart(9, "0")}`;
  const form = {
    name: "Ирина Соколова",
    phone: `+7 ${digits}`,
    email,
    city: "Тверь",
    format: code!,
    consent: "on",
  };
  for (let sent = 0; sent < 5; sent++) {
    const answer = await page.request.post("/about/franchising/", { form, maxRedirects: 0 });
    expect(answer.status(), `application ${sent + 1}`).toBe(303);
  }

  await page.getByLabel(/^Имя/).fill("Ирина Соколова");
  await typePhone(page, /^Телефон/, digits, jsEnabled);
  await page.getByLabel(/^Email/).fill(email);
  await page.getByLabel(/^Город, где хотите открыть магазин/).fill("Тверь");
  await format.selectOption(code!);
  await page.getByRole("checkbox", { name: /Я согласен\(-на\) на обработку персональных данных/ }).check();
  await page.getByRole("button", { name: "Отправить заявку" }).click();

  await expect(page.getByText("Слишком много заявок. Попробуйте позже.")).toBeVisible();
  await expect(page.getByLabel(/^Email/)).toHaveValue(email);
  await expect(page.getByLabel(/^Город, где хотите открыть магазин/)).toHaveValue("Тверь");
  await expect(page.getByRole("button", { name: "Отправить заявку" })).toBeEnabled();
  expect(stored("SELECT COUNT(*) AS n FROM franchise_applications WHERE email = ?", email)).toEqual([{ n: 5 }]);
  await a11y();
});
