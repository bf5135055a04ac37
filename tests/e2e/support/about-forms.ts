import Database from "better-sqlite3";
import type { Page } from "@playwright/test";
import { expect } from "./fixtures";

/**
 * For the About pages' forms (franchising, vacancies): what the forms store is read from the test server's database
 * (playwright.config.ts: `.e2e-data-{port}`), read only.
 */

const PORT = Number(process.env.E2E_PORT ?? 3100);

export function stored<T>(sql: string, ...params: unknown[]): T[] {
  const db = new Database(`.e2e-data-${PORT}/store-300.sqlite`, { readonly: true, fileMustExist: true });
  try {
    return db.prepare(sql).all(...params) as T[];
  } finally {
    db.close();
  }
}

/** An e-mail address no other test (or project) uses. */
export const uniqueEmail = (what: string, project: string) =>
  `${what}.${project}.${Date.now().toString(36)}${Math.floor(Math.random() * 1e6)}@example.ru`;

export const toast = (page: Page, text: string | RegExp) => page.locator(".toasts").getByText(text);

/** The answer to the page's form post (a document post without JavaScript, the fetcher's with it). */
export const formPost = (page: Page, path: string) =>
  page.waitForResponse(
    (response) => response.request().method() === "POST" && new URL(response.url()).pathname === path,
  );

/**
 * Types a phone as a shopper would: with JavaScript through the mask, clearing what is there with the keyboard (the
 * mask follows key presses; a programmatic clear after the form re-rendered leaves it a stale selection).
 */
export async function typePhone(page: Page, label: string | RegExp, digits: string, jsEnabled: boolean) {
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
