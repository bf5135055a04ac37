import { expect, type Page } from "@playwright/test";

/** A phone no other test uses, so the upstream's limits on codes per phone never bite. */
export function freshPhone(): string {
  const digits = String(Math.floor(Math.random() * 1e7)).padStart(7, "0");
  return `999${digits}`;
}

/**
 * Logs in through the store's own `/login/` action over HTTP (the code step, then the code), in the page's context so
 * the token cookie lands in its browser (and a guest's basket carries over, as with the form), without loading a page.
 */
export async function logInOverHttp(page: Page, phone = freshPhone(), redirectTo = "/personal/") {
  const post = (form: Record<string, string>) =>
    page.request.post(`/login/?redirectTo=${encodeURIComponent(redirectTo)}`, { form, maxRedirects: 0 });
  // A code is used once, and the seeded customers are shared by tests running at the same time: a code requested by
  // one (or pending from another: no new one within 30 s) may be used by another first. Then a new one is requested.
  await expect(async () => {
    expect([200, 429], "the login code is requested").toContain((await post({ intent: "code", phone })).status());
    expect((await post({ intent: "login", phone, code: "123456" })).status(), "the code is accepted").toBe(303);
  }).toPass({ intervals: [250, 1000, 2000, 5000], timeout: 45_000 });
  return phone;
}

/**
 * Logs in over HTTP and opens the account. The login page itself, with and without JavaScript, is what login.spec.ts
 * tests; elsewhere a login is a step on the way, and this one costs no page of its own.
 */
export async function logIn(page: Page, phone = freshPhone()) {
  await logInOverHttp(page, phone);
  await page.goto("/personal/");
  await expect(page.getByRole("navigation", { name: "Личный кабинет" })).toBeVisible();
  return phone;
}

/**
 * Logs in through the real /login page (JavaScript on or off) and waits for the account. A code is used once, and a
 * seeded customer is shared by tests running at once: when another test used the code first, the login starts again.
 */
export async function logInThroughPage(page: Page, phone = freshPhone()) {
  await expect(async () => {
    await page.goto("/login/");
    if (new URL(page.url()).pathname === "/login/") {
      await page.getByLabel("Номер телефона").fill(phone);
      await page.getByRole("button", { name: "Получить код" }).click();
      await page.getByLabel("Код из SMS").fill("123456");
      await page.getByRole("button", { name: "Войти" }).click();
    }
    await expect(page.getByRole("navigation", { name: "Личный кабинет" })).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 45_000 });
  return phone;
}
