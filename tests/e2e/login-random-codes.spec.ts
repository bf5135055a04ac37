import type { Page } from "@playwright/test";
import { startStorefront, type RunningStorefront } from "../integration/support/storefront";
import { expect, SAME_WITHOUT_JS, test } from "./support/fixtures";
import { waitForHydration } from "./support/hydrated";
import { freshPhone } from "./support/login";

/**
 * Login codes on a storefront of their own: random codes (DEMO_CODES=0, read through the upstream's test hook) and the
 * upstream's test clock, moved past a wait instead of sitting through it (docs/upstream-api.md, "Faults").
 */

const PORT = Number(process.env.E2E_PORT ?? 3100);

test.describe("login codes on a storefront of their own (random codes, a clock the test moves)", () => {
  // One storefront per project, on ports of its own inside this run's range.
  test.describe.configure({ mode: "serial" });
  let shop: RunningStorefront | undefined;
  test.beforeAll(async ({}, info) => {
    info.setTimeout(60_000);
    const port = PORT + 10 + (info.project.name === "js-off" ? 2 : 0);
    shop = await startStorefront({ DEMO_CODES: "0", UPSTREAM_FAULTS: "1" }, { port, upstreamPort: port + 1 });
  });
  test.afterAll(() => shop?.stop());

  /** The phone's pending login code, through the upstream's test hook (404 while there is none). */
  const pendingCode = async (phone: string) => {
    const hook = await fetch(`${shop!.upstreamUrl}/__codes/login?phone=${encodeURIComponent(`+7${phone}`)}`);
    return hook.status === 200 ? ((await hook.json()) as { data: { code: string } }).data.code : undefined;
  };

  test(
    "the code sent (read through the upstream's test hook) logs in; the demo code does not",
    SAME_WITHOUT_JS,
    async ({ page }) => {
      const phone = freshPhone();
      await page.goto(`${shop!.url}/login/`);
      await page.getByLabel("Номер телефона").fill(phone);
      await page.getByRole("button", { name: "Получить код" }).click();
      await expect(page.getByLabel("Код из SMS")).toBeVisible();
      await expect(page.getByText("123456")).toHaveCount(0);

      const code = await pendingCode(phone);
      expect(code).toMatch(/^\d{6}$/);
      const wrong = code === "123456" ? "654321" : "123456";
      await page.getByLabel("Код из SMS").fill(wrong);
      await page.getByRole("button", { name: "Войти" }).click();
      await expect(page.getByRole("alert")).toHaveText("Неверный код. Осталось 4 попытки");

      await page.getByLabel("Код из SMS").fill(code!);
      await page.getByRole("button", { name: "Войти" }).click();
      await expect(page.getByRole("navigation", { name: "Личный кабинет" })).toBeVisible();
    },
  );

  test(
    "five wrong codes void the code and lift no wait: asking again, here or from another client, tells the wait in seconds; a new code comes after it",
    SAME_WITHOUT_JS,
    async ({ page, browser, jsEnabled, a11y }) => {
      await page.setExtraHTTPHeaders({ "X-Forwarded-For": `10.14.${Math.floor(Math.random() * 250)}.7` });
      const phone = freshPhone();
      await page.goto(`${shop!.url}/login/`);
      await page.getByLabel("Номер телефона").fill(phone);
      await page.getByRole("button", { name: "Получить код" }).click();
      const wrong = (await pendingCode(phone)) === "000000" ? "111111" : "000000";
      for (const left of ["Осталось 4 попытки", "Осталось 3 попытки", "Осталось 2 попытки", "Осталась 1 попытка"]) {
        await page.getByLabel("Код из SMS").fill(wrong);
        await page.getByRole("button", { name: "Войти" }).click();
        await expect(page.getByRole("alert")).toHaveText(`Неверный код. ${left}`);
        await expect(page.getByLabel("Код из SMS")).toHaveValue(wrong);
      }
      await page.getByLabel("Код из SMS").fill(wrong);
      await page.getByRole("button", { name: "Войти" }).click();
      await expect(page.getByRole("alert")).toHaveText("Неверный код. Попытки закончились — запросите новый код");
      expect(await pendingCode(phone), "the code is void").toBeUndefined();
      await page.getByLabel("Код из SMS").fill(wrong);
      await page.getByRole("button", { name: "Войти" }).click();
      await expect(page.getByRole("alert")).toHaveText(
        "Код больше не действует: было 5 неверных попыток. Запросите новый код",
      );

      // Voiding the code lifted no wait: a new code only 30 s after the last one.
      const waitPattern = /^Новый код можно запросить через (\d+) с$/;
      const waitOf = async (target: Page) =>
        Number(waitPattern.exec((await target.locator(".login__notice").textContent()) ?? "")![1]);
      await page.getByRole("button", { name: "Получить код ещё раз" }).click();
      await expect(page.locator(".login__notice")).toHaveText(waitPattern);
      const waitHere = await waitOf(page);
      expect(waitHere).toBeLessThanOrEqual(30);
      await a11y();

      // The phone's owner on another device and address is told the same wait, no longer.
      const owner = await browser.newContext({
        javaScriptEnabled: jsEnabled,
        extraHTTPHeaders: { "X-Forwarded-For": `10.16.${Math.floor(Math.random() * 250)}.9` },
      });
      try {
        const ownerPage = await owner.newPage();
        await ownerPage.goto(`${shop!.url}/login/`);
        if (jsEnabled) await waitForHydration(ownerPage);
        await ownerPage.getByLabel("Номер телефона").fill(phone);
        await ownerPage.getByRole("button", { name: "Получить код" }).click();
        await expect(ownerPage.locator(".login__notice")).toHaveText(waitPattern);
        const waitThere = await waitOf(ownerPage);
        expect(waitThere).toBeLessThanOrEqual(waitHere);

        // Once the wait is over (the upstream's clock moved past it) the owner gets a new code, and it works.
        const moved = await fetch(`${shop!.upstreamUrl}/__clock`, {
          method: "POST",
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify({ ms: (waitThere + 1) * 1000 }),
        });
        expect(moved.status).toBe(200);
        await ownerPage.getByRole("button", { name: "Получить код ещё раз" }).click();
        await expect.poll(() => pendingCode(phone), { message: "a new code is sent" }).toMatch(/^\d{6}$/);
        await expect(ownerPage.locator(".login__notice", { hasText: waitPattern })).toHaveCount(0);
        await ownerPage.getByLabel("Код из SMS").fill((await pendingCode(phone))!);
        await ownerPage.getByRole("button", { name: "Войти" }).click();
        await expect(ownerPage.getByRole("navigation", { name: "Личный кабинет" })).toBeVisible();
      } finally {
        await owner.close();
      }
    },
  );
});
