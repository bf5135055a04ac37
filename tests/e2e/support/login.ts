import { expect, type Page } from "@playwright/test";

/** A phone no other test uses, so the upstream's one-code-per-30-s rule never bites. */
export function freshPhone(): string {
  const digits = String(Math.floor(Math.random() * 1e7)).padStart(7, "0");
  return `999${digits}`;
}

/**
 * Logs in through the store's own `/login/` action over HTTP (the code step, then the code), in the page's context so
 * the token cookie lands in its browser, and opens the account. The login page itself, with and without JavaScript,
 * is what login.spec.ts tests; elsewhere a login is a step on the way, and this one costs no page of its own.
 */
export async function logIn(page: Page, phone = freshPhone()) {
  const post = (form: Record<string, string>) => page.request.post("/login/?redirectTo=%2Fpersonal%2F", { form, maxRedirects: 0 });
  // 429: no new code for a phone asked for too often (the seeded customers are shared by many tests); the last one works.
  expect([200, 429], "the login code is requested").toContain((await post({ intent: "code", phone })).status());
  const login = await post({ intent: "login", phone, code: "123456" });
  expect(login.status(), "the code is accepted").toBe(303);
  await page.goto("/personal/");
  await expect(page.getByRole("navigation", { name: "Личный кабинет" })).toBeVisible();
  return phone;
}
