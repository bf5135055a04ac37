import { afterAll, beforeAll, expect } from "vitest";
import { rawRequest, type Answer, type Send } from "./raw-request";
import { startStorefront, type RunningStorefront } from "./storefront";

/**
 * The edge of the built Node server (server/http/): cross-site requests refused before any action, security headers
 * with the per-response nonce policy, and the body, URL and path-encoding limits. Requests are sent with exactly the
 * headers a browser (or an attacker) would send.
 */
export let store: RunningStorefront;

/** One request to the edge storefront, no redirect followed, no header added but Host (and a shopper's User-Agent). */
export const send = (path: string, options: Send = {}): Promise<Answer> => rawRequest(`${store.url}${path}`, options);
export const FORM = { "Content-Type": "application/x-www-form-urlencoded" };
export const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
export const post = (path: string, fields: Record<string, string>, headers: Record<string, string> = {}) =>
  send(path, { method: "POST", headers: { ...FORM, ...headers }, body: form(fields) });
export const storeHost = () => new URL(store.url).host;
export const SAME_ORIGIN = () => ({ Origin: store.url, "Sec-Fetch-Site": "same-origin", "Sec-Fetch-Mode": "navigate" });
export const ATTACKS: Record<string, Record<string, string>> = {
  "a foreign Origin": { Origin: "https://evil.example" },
  "Origin: null": { Origin: "null" },
  "Sec-Fetch-Site: cross-site": { "Sec-Fetch-Site": "cross-site", "Sec-Fetch-Mode": "navigate" },
  "Sec-Fetch-Site: same-site": { "Sec-Fetch-Site": "same-site", Origin: "https://blog.example" },
};
export const cookiesOf = (answer: Answer) => [answer.headers["set-cookie"] ?? []].flat();
const cookieHeader = (answer: Answer) =>
  cookiesOf(answer)
    .map((cookie) => cookie.split(";")[0])
    .join("; ");
export function expectRefusal(answer: Answer, status: number, heading: string) {
  expect(answer.status).toBe(status);
  expect(answer.headers["content-type"]).toMatch(/^text\/html/);
  expect(answer.headers["cache-control"]).toBe("no-store");
  expect(answer.body).toContain('<html lang="ru">');
  expect(answer.body).toContain(`<h1>${heading}</h1>`);
  expect(answer.body).toContain('<a href="/">На главную</a>');
  expect(cookiesOf(answer)).toEqual([]);
}

/** Logs a fresh phone in through /login/ (same-origin) and returns its cookies. */
export async function logIn(): Promise<string> {
  const phone = `999${String(Math.floor(Math.random() * 1e7)).padStart(7, "0")}`;
  const code = await post("/login/", { intent: "code", phone }, SAME_ORIGIN());
  expect(code.status).toBe(200);
  const login = await post(
    "/login/?redirectTo=%2Fpersonal%2F",
    { intent: "login", phone, code: "123456" },
    SAME_ORIGIN(),
  );
  expect(login.status).toBe(303);
  return cookieHeader(login);
}

/** Starts this test file's fixtures before its tests and stops them after. */
export function withEdgeStorefront(): void {
  beforeAll(async () => {
    store = await startStorefront();
  });
  afterAll(() => store.stop());
}
