import type { Locator, Page } from "@playwright/test";
import { expect, SAME_WITHOUT_JS, test } from "./support/fixtures";
import { freshPhone, logIn } from "./support/login";

/**
 * The account as a phone shopper uses it: every account page starts its own content in the first screen (the sections
 * are one «Разделы» line, the notices a badge), so what an action answers is in view without scrolling; «Вход и
 * регистрация» in the menu comes back to the page; the order filters read «Все заказы (N)»; a wrong code says how many
 * tries are left; the code step's two buttons stand apart.
 */

/**
 * A demo customer with orders and five notices (server/demo-upstream/seed/demo-users.ts); these tests only read hers.
 */
const DEMO_PHONE = "9990000002";

const PHONE = { width: 390, height: 844 };
const SMALL_PHONE = { width: 320, height: 640 };

const toast = (page: Page, text: string | RegExp) => page.locator(".toasts").getByText(text);
const widthOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** The page's own heading, entirely within the first screen. */
const expectHeadingInView = (page: Page, name: string | RegExp) =>
  expect(page.getByRole("heading", { level: 1, name })).toBeInViewport({ ratio: 1 });

async function logInOnPage(page: Page, phone: string) {
  await page.getByLabel("Номер телефона").fill(phone);
  await page.getByRole("button", { name: "Получить код" }).click();
  await page.getByLabel("Код из SMS").fill("123456");
  await page.getByRole("button", { name: "Войти" }).click();
}

test.describe("the account on a phone", () => {
  test.describe.configure({ timeout: 120_000 });

  test(
    "every account page shows its heading in the first screen, at 390 and 320 px, notices and all",
    SAME_WITHOUT_JS,
    async ({ page, jsEnabled, a11y }) => {
      await page.setViewportSize(PHONE);
      await logIn(page, DEMO_PHONE);
      await page.goto("/personal/orders/status/all/");
      const firstOrder = await page
        .getByRole("link", { name: /^LS-\d+$/ })
        .first()
        .getAttribute("href");
      const pages: Array<[string, string | RegExp]> = [
        ["/personal/profile/", "Профиль"],
        ["/personal/delivery/", "Адреса доставки"],
        ["/personal/orders/status/all/", "Мои заказы"],
        [firstOrder!, /^Заказ /],
        ["/personal/card/", "Love Card"],
        ["/personal/certificates/", "Подарочные сертификаты"],
        ["/personal/subscribe/", "Мои подписки"],
      ];
      for (const size of [PHONE, SMALL_PHONE]) {
        await page.setViewportSize(size);
        for (const [path, heading] of pages) {
          await page.goto(path);
          // The notices come in after the page (spec §7: lazy, client only); once they are there, nothing moves.
          if (jsEnabled) await expect(page.getByRole("region", { name: /^Уведомления/ })).toBeVisible();
          await expectHeadingInView(page, heading);
          expect(await widthOverflow(page), `${path} at ${size.width} px`).toBe(0);
        }
      }
      await a11y();
    },
  );

  test("«Разделы» names the section and opens to all of them; the notices are a badge that opens a panel", async ({
    page,
    jsEnabled,
    a11y,
  }) => {
    await page.setViewportSize(SMALL_PHONE);
    await logIn(page, DEMO_PHONE);
    await page.goto("/personal/delivery/");
    const nav = page.getByRole("navigation", { name: "Личный кабинет" });
    const sections = nav.getByRole("link");
    await expect(nav.getByText("Разделы: Адреса доставки")).toBeVisible();
    await expect(nav.getByRole("button", { name: "Выйти" })).toBeInViewport({ ratio: 1 });
    await expect(sections).toHaveCount(0);
    await nav.getByText("Разделы: Адреса доставки").click();
    await expect(sections).toHaveCount(8);
    for (const link of await sections.all()) await expect(link).toBeInViewport({ ratio: 1 });
    await expect(nav.getByRole("link", { name: "Адреса доставки" })).toHaveAttribute("aria-current", "page");
    await a11y();
    await nav.getByRole("link", { name: "Love Card" }).click();
    await expect(page).toHaveURL(/\/personal\/card\/$/);
    // The next section opens with the sections folded again.
    await expect(nav.getByText("Разделы: Love Card")).toBeVisible();
    await expect(sections).toHaveCount(0);

    if (!jsEnabled) return; // Notices are client only and lazy (spec §7): without JavaScript the account has none.
    const notices = page.getByRole("region", { name: /^Уведомления/ });
    await expect(notices.getByRole("heading", { name: /^Уведомления\s*5$/ })).toBeVisible();
    const first = notices.getByRole("listitem").first();
    await expect(first).toBeHidden();
    const badge = await notices.locator("summary").boundingBox();
    expect(badge!.height).toBeLessThanOrEqual(48);
    await notices.locator("summary").click();
    await expect(first).toBeVisible();
    const panel = notices.getByRole("region", { name: "Список уведомлений" });
    const box = await panel.boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(SMALL_PHONE.width);
    expect(await panel.evaluate((element) => getComputedStyle(element).backgroundColor)).not.toBe("rgba(0, 0, 0, 0)");
    expect(await widthOverflow(page)).toBe(0);
    await a11y(page, { include: ".notices" });
    await page.keyboard.press("Escape");
    await expect(first).toBeHidden();
    await expect(notices.locator("summary")).toBeFocused();
  });

  test("what an action answers is in view at 390 px: a field's error, a form's refusal, a saved change", async ({
    page,
  }) => {
    await page.setViewportSize(PHONE);
    await logIn(page);

    await page.goto("/personal/profile/edit/");
    await page.getByLabel(/^Имя/).fill("Ольга");
    await page.getByLabel(/^Фамилия/).fill("Петрова");
    await page.getByLabel("Дата рождения (ДД.ММ.ГГГГ)").fill("31.02.1990");
    await page.getByRole("button", { name: "Сохранить" }).click();
    await expect(page.getByText("Такой даты не существует")).toBeInViewport({ ratio: 1 });

    await page.getByLabel("Дата рождения (ДД.ММ.ГГГГ)").fill("05.03.1991");
    await page.getByRole("button", { name: "Сохранить" }).click();
    await expect(page).toHaveURL(/\/personal\/profile\/$/);
    await expect(toast(page, "Данные профиля сохранены")).toBeInViewport({ ratio: 1 });
    await expectHeadingInView(page, "Профиль");

    await page.goto("/personal/certificates/activation/");
    await page.getByLabel("Номер сертификата").fill("1111-2222-3333-4444");
    await page.getByLabel("Код активации").fill("12345678");
    await page.getByRole("button", { name: "Активировать" }).click();
    await expect(page.getByText("Неверный номер или код сертификата")).toBeInViewport({ ratio: 1 });

    await page.goto("/personal/subscribe/");
    await page.getByLabel("Новости и акции по SMS").click();
    await page.getByRole("button", { name: "Сохранить" }).click();
    await expect(toast(page, "Настройки рассылок сохранены")).toBeInViewport({ ratio: 1 });
    await expectHeadingInView(page, "Мои подписки");
  });
});

test.describe("login on a phone", () => {
  test.use({ viewport: PHONE });

  test("«Вход и регистрация» in the menu comes back to the page after the login", async ({ page }) => {
    const here = "/catalog/odezhda/platya/";
    await page.goto(here);
    await page.getByRole("link", { name: "Открыть меню" }).click();
    const menu = page.getByRole("dialog", { name: "Каталог" });
    const entry = menu.getByRole("link", { name: "Вход и регистрация" });
    // The menu itself (`?modal=menu` without JavaScript) is not where the shopper comes back to.
    await expect(entry).toHaveAttribute("href", `/login/?redirectTo=${encodeURIComponent(here)}`);
    await entry.click();
    await expect(page).toHaveURL(/\/login\/\?redirectTo=%2Fcatalog%2Fodezhda%2Fplatya%2F$/);
    await logInOnPage(page, freshPhone());
    await expect(page).toHaveURL(new RegExp(`${here}$`));
    // Logged in: the menu offers the account now. (With JavaScript the page may still be settling after the login, and
    // a navigation closes a menu opened meanwhile: it is opened again.)
    await expect(async () => {
      if (!(await menu.isVisible())) await page.getByRole("link", { name: "Открыть меню" }).click();
      await expect(menu.getByRole("link", { name: "Личный кабинет" })).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 20_000 });
  });

  test("the login still refuses to send the shopper off the site", SAME_WITHOUT_JS, async ({ page }) => {
    for (const redirectTo of ["https://evil.example/", "//evil.example/", "/\\evil.example/"]) {
      await page.context().clearCookies();
      await page.goto(`/login/?redirectTo=${encodeURIComponent(redirectTo)}`);
      await logInOnPage(page, freshPhone());
      await expect(page, redirectTo).toHaveURL(/^http:\/\/localhost:\d+\/personal\//);
    }
  });

  test(
    "a wrong code says how many tries are left; «Войти» and «Получить код ещё раз» stand apart",
    SAME_WITHOUT_JS,
    async ({ page, a11y }) => {
      await page.goto("/login/");
      await page.getByLabel("Номер телефона").fill(freshPhone());
      await page.getByRole("button", { name: "Получить код" }).click();
      const code = page.getByLabel("Код из SMS");
      for (const left of ["Осталось 4 попытки", "Осталось 3 попытки", "Осталось 2 попытки", "Осталась 1 попытка"]) {
        await code.fill("000000");
        await page.getByRole("button", { name: "Войти" }).click();
        await expect(page.getByRole("alert")).toHaveText(`Неверный код. ${left}`);
      }
      const enter = await page.getByRole("button", { name: "Войти" }).boundingBox();
      const again = await page.getByRole("button", { name: "Получить код ещё раз" }).boundingBox();
      const change = await page.getByRole("link", { name: "Изменить номер" }).boundingBox();
      expect(again!.y - (enter!.y + enter!.height)).toBeGreaterThanOrEqual(8);
      expect(change!.y - (again!.y + again!.height)).toBeGreaterThanOrEqual(8);
      await a11y();
    },
  );

  test(
    "the order filters read «Все заказы (N)», a space between the name and the number",
    SAME_WITHOUT_JS,
    async ({ page }) => {
      await logIn(page, DEMO_PHONE);
      await page.goto("/personal/orders/status/all/");
      const all = page.getByRole("navigation", { name: "Статусы заказов" }).getByRole("link", { name: /^Все заказы/ });
      await expect(all).toHaveText(/^Все заказы \(\d+\)$/);
      expect(await gapBeforeCount(all)).toBeGreaterThanOrEqual(3);
    },
  );
});

/** Pixels between a filter's name as drawn and its «(N)». */
function gapBeforeCount(link: Locator) {
  return link.evaluate((element) => {
    const range = document.createRange();
    range.selectNodeContents(element.firstChild!);
    const name = range.getBoundingClientRect();
    const count = element.querySelector(".order-tabs__count")!.getBoundingClientRect();
    return count.left - name.right;
  });
}
