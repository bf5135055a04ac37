import { expect, type Page } from "@playwright/test";

/** A phone no other test uses, so the upstream's one-code-per-30-s rule never bites. */
export function freshPhone(): string {
  const digits = String(Math.floor(Math.random() * 1e7)).padStart(7, "0");
  return `999${digits}`;
}

/** Logs in through the real /login page (JavaScript on or off) and waits for the account. */
export async function logIn(page: Page, phone = freshPhone(), from = "/login/") {
  await page.goto(from);
  await page.getByLabel("Номер телефона").fill(phone);
  await page.getByRole("button", { name: "Получить код" }).click();
  await page.getByLabel("Код из SMS").fill("123456");
  await page.getByRole("button", { name: "Войти" }).click();
  await expect(page.getByRole("navigation", { name: "Личный кабинет" })).toBeVisible();
  return phone;
}
