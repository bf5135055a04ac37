import type { Page } from "@playwright/test";
import { expect, test } from "./support/fixtures";
import { putInBasket, choose, loginInCheckout } from "./support/checkout";

/** The storefront rate-limits login codes per client address; it trusts X-Forwarded-For, so each worker is a client of its own. */
test.use({ extraHTTPHeaders: { "X-Forwarded-For": `10.${rand(256)}.${rand(256)}.${1 + rand(254)}` } });

function rand(n: number) {
  return Math.floor(Math.random() * n);
}

/** Offers in stock online (deterministic seed), one per test so that no test sells out another's. */
const DRESS = { path: "/catalog/odezhda/platya/platya-mini/3/", size: /^44/ };
const SKIRT = { path: "/catalog/odezhda/yubki/yubki-midi/16/", size: /^46/ };
const TROUSERS = { path: "/catalog/odezhda/bryuki/shirokie-bryuki/20/", size: /^50/ };
const BOOTS = { path: "/catalog/obuv/botinki/5/", size: /^37/ };
/** Size 52 of this dress is also on the shelf of Kazan's only pickup shop (ТРЦ «Кольцо»). */
const KAZAN_DRESS = { path: "/catalog/odezhda/platya/platya-mini/2/", size: /^52/ };

/** With JavaScript: typing has paused long enough to be sent (100 ms) and every submission is answered. */
async function settled(page: Page) {
  await page.waitForTimeout(400);
  await expect(page.locator("form.checkout")).toHaveAttribute("aria-busy", "false");
}

/** A text field by its label (street and building are comboboxes once their suggestions are attached). */
const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

test.describe("checkout keeps what is typed and knows returning customers", () => {
  // Login, a product page and several checkout round trips each, on a shared machine.
  test.describe.configure({ timeout: 90_000 });

  test("a refused order keeps every typed value and choice; focus goes to the summary, whose links lead to the faulty fields; the phone is formatted", async ({
    page,
    jsEnabled,
  }) => {
    await putInBasket(page, DRESS);
    await loginInCheckout(page);
    await expect(page.getByRole("textbox", { name: "Телефон" })).toHaveValue(/^\+7 \(\d{3}\) \d{3}-\d{2}-\d{2}$/);
    await field(page, "Имя").fill("Ольга");
    await field(page, "Фамилия").fill("Тестова");
    await choose(page, jsEnabled, "Способ доставки", /^Курьер(?! до)/);
    await field(page, "Улица").fill("ул. Тверская");
    await field(page, "Дом").fill("12к1");
    await field(page, "Квартира / офис").fill("45");

    // No e-mail, no interval and no payment: refused, summed up above the form and told at each field.
    await page.getByRole("button", { name: "Оформить заказ" }).click();
    const summary = page.getByRole("alert").filter({ has: page.getByRole("heading", { name: "Проверьте заказ" }) });
    await expect(summary.getByRole("link", { name: "Укажите email" })).toBeVisible();
    await expect(page.locator("#email-error")).toHaveText("Укажите email");
    await expect(page.locator("#payment-error")).toHaveText("Выберите способ оплаты");
    await expect(field(page, "Имя")).toHaveValue("Ольга");
    await expect(field(page, "Фамилия")).toHaveValue("Тестова");
    await expect(
      page.getByRole("group", { name: "Способ доставки" }).getByRole("radio", { name: /^Курьер(?! до)/ }),
    ).toBeChecked();
    await expect(field(page, "Улица")).toHaveValue("ул. Тверская");
    await expect(field(page, "Дом")).toHaveValue("12к1");
    await expect(field(page, "Квартира / офис")).toHaveValue("45");
    await expect(page.getByRole("textbox", { name: "Телефон" })).toHaveValue(/^\+7 \(\d{3}\) \d{3}-\d{2}-\d{2}$/);
    await expect(summary).toBeFocused();
    await summary.getByRole("link", { name: "Укажите email" }).click();
    await expect(page.getByRole("textbox", { name: "Email" })).toBeFocused();

    // Only the payment is missing now: its link leads to its group.
    await page.getByRole("textbox", { name: "Email" }).fill("olga@example.ru");
    await choose(page, jsEnabled, "Интервал доставки", /./);
    await page.getByRole("button", { name: "Оформить заказ" }).click();
    await expect(page.locator("#payment-error")).toHaveText("Выберите способ оплаты");
    await expect(page.getByText("Укажите email", { exact: true })).toHaveCount(0);
    await expect(page.getByRole("textbox", { name: "Email" })).toHaveValue("olga@example.ru");
    await expect(summary).toBeFocused();
    await summary.getByRole("link", { name: "Выберите способ оплаты" }).click();
    // Without JavaScript the browser follows the link to the group (a group takes no focus itself).
    if (jsEnabled)
      await expect(page.getByRole("group", { name: "Способ оплаты" }).getByRole("radio").first()).toBeFocused();
    else await expect(page.getByRole("group", { name: "Способ оплаты" })).toBeInViewport();
  });

  test("the draft keeps each typed field whole, after a reload and after a visit elsewhere", async ({
    page,
    jsEnabled,
  }) => {
    test.skip(
      !jsEnabled,
      "without JavaScript nothing is sent before a button is pressed; what a refused post sent is checked above",
    );
    await putInBasket(page, TROUSERS);
    await loginInCheckout(page);
    await field(page, "Имя").pressSequentially("Ольга", { delay: 40 });
    await field(page, "Фамилия").pressSequentially("Тестова", { delay: 40 });
    await choose(page, jsEnabled, "Способ доставки", /^Курьер(?! до)/);
    // Slower than the 100 ms debounce: the draft is saved between keystrokes, and the last save wins.
    await field(page, "Улица").pressSequentially("ул. Тверская", { delay: 130 });
    await field(page, "Дом").pressSequentially("12", { delay: 130 });
    await settled(page);

    await page.reload();
    await expect(field(page, "Имя")).toHaveValue("Ольга");
    await expect(field(page, "Фамилия")).toHaveValue("Тестова");
    await expect(field(page, "Улица")).toHaveValue("ул. Тверская");
    await expect(field(page, "Дом")).toHaveValue("12");

    await field(page, "Квартира / офис").pressSequentially("45", { delay: 40 });
    await field(page, "Улица").fill("Невский пр.");
    await settled(page);
    await page.goto("/catalog/odezhda/");
    await page.goto("/order/");
    await expect(field(page, "Улица")).toHaveValue("Невский пр.");
    await expect(field(page, "Дом")).toHaveValue("12");
    await expect(field(page, "Квартира / офис")).toHaveValue("45");
    await expect(field(page, "Имя")).toHaveValue("Ольга");
  });

  test("street suggestions wait for a pause in typing; a chosen street suggests its house numbers", async ({
    page,
    jsEnabled,
  }) => {
    test.skip(!jsEnabled, "suggestions need JavaScript; without it the address is typed (covered above)");
    await putInBasket(page, TROUSERS);
    await loginInCheckout(page);
    await choose(page, jsEnabled, "Способ доставки", /^Курьер(?! до)/);
    // The courier's calculation answered first: its end revalidates the page's fetchers, the suggestions' too.
    await settled(page);
    const asked: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("/order/address/")) asked.push(request.url());
    });

    // The page's clock stands still while typing, so a loaded machine cannot stretch the pauses between keys.
    const now = Date.now();
    await page.clock.install({ time: now });
    await page.clock.pauseAt(now + 1000);
    await field(page, "Улица").pressSequentially("Тверс");
    await page.clock.runFor(50);
    expect(
      asked.filter((url) => url.includes("type=street")),
      asked.join("\n"),
    ).toHaveLength(0);
    await page.clock.runFor(200);
    await expect(page.locator('#street-options option[value="ул. Тверская"]')).toHaveCount(1);
    expect(
      asked.filter((url) => url.includes("type=street")),
      asked.join("\n"),
    ).toHaveLength(1);

    await field(page, "Улица").fill("ул. Тверская");
    await page.clock.runFor(200);
    await expect(page.locator('#building-options option[value="12"]')).toHaveCount(1);
    expect(await page.locator("#building-options option").count()).toBeGreaterThanOrEqual(8);
  });

  test("a returning customer: the profile and greeting know the name, the next checkout is prefilled and offers the address", async ({
    page,
    jsEnabled,
    a11y,
  }) => {
    await putInBasket(page, SKIRT);
    await loginInCheckout(page);
    await field(page, "Имя").fill("Ольга");
    await field(page, "Фамилия").fill("Тестова");
    await page.getByRole("textbox", { name: "Email" }).fill("olga.testova@example.ru");
    await choose(page, jsEnabled, "Способ доставки", /^Курьер(?! до)/);
    await field(page, "Улица").fill("ул. Тверская");
    await field(page, "Дом").fill("12");
    if (!jsEnabled) await page.getByRole("button", { name: "Пересчитать" }).click();
    await choose(page, jsEnabled, "Интервал доставки", /./);
    await choose(page, jsEnabled, "Способ оплаты", /^Картой или наличными/);
    await page.getByRole("button", { name: "Оформить заказ" }).click();
    // Paid on receipt: the thank-you page.
    await expect(page.getByRole("heading", { name: "Спасибо за заказ!" })).toBeVisible();

    await page.goto("/personal/");
    await expect(page.getByText("Здравствуйте, Ольга!")).toBeVisible();

    await putInBasket(page, SKIRT);
    await page.goto("/order/");
    await expect(field(page, "Имя")).toHaveValue("Ольга");
    await expect(field(page, "Фамилия")).toHaveValue("Тестова");
    await expect(page.getByRole("textbox", { name: "Email" })).toHaveValue("olga.testova@example.ru");
    await choose(page, jsEnabled, "Способ доставки", /^Курьер(?! до)/);
    // Spec §4: the new order's init applies the default delivery profile (the address the first order saved).
    await expect(field(page, "Улица")).toHaveValue("ул. Тверская");
    await expect(field(page, "Дом")).toHaveValue("12");
    const saved = page.getByRole("group", { name: "Сохранённые адреса" });
    if (jsEnabled) {
      await saved.getByRole("button", { name: "ул. Тверская, 12" }).click();
    } else {
      await saved.getByRole("radio", { name: "ул. Тверская, 12" }).check();
      await saved.getByRole("button", { name: "Подставить адрес" }).click();
    }
    await expect(field(page, "Улица")).toHaveValue("ул. Тверская");
    await expect(field(page, "Дом")).toHaveValue("12");
    if (jsEnabled) await settled(page);
    await a11y();
    await page.reload();
    await expect(field(page, "Улица")).toHaveValue("ул. Тверская");
  });

  test("the only pickup shop of the city is chosen for the shopper", async ({ page, jsEnabled }) => {
    await putInBasket(page, KAZAN_DRESS);
    await loginInCheckout(page);
    await page.getByRole("searchbox", { name: "Другой город" }).fill("Казань");
    if (jsEnabled) {
      await page
        .getByRole("list", { name: "Найденные города" })
        .getByRole("button", { name: /Казань/ })
        .click();
    } else {
      await page.getByRole("button", { name: "Найти" }).click();
      await page.getByRole("radio", { name: /Казань/ }).check();
      await page.getByRole("button", { name: "Выбрать город" }).click();
    }
    await expect(page.getByText("Город доставки: Казань")).toBeVisible();
    await choose(page, jsEnabled, "Способ доставки", /^Самовывоз из магазина(?! сегодня)/);
    const shops = page.getByRole("group", { name: "Магазин" }).getByRole("radio");
    await expect(shops).toHaveCount(1);
    await expect(shops.first()).toBeChecked();
    if (!jsEnabled) await page.getByRole("button", { name: "Пересчитать" }).click();
    await expect(page.getByText("Выберите магазин", { exact: true })).toHaveCount(0);
  });

  test("«Картой онлайн» goes straight from the saved order to the payment page", async ({ page, jsEnabled }) => {
    await putInBasket(page, BOOTS);
    await loginInCheckout(page);
    await field(page, "Имя").fill("Ольга");
    await field(page, "Фамилия").fill("Тестова");
    await page.getByRole("textbox", { name: "Email" }).fill("olga@example.ru");
    await choose(page, jsEnabled, "Способ доставки", /^Пункт выдачи/);
    await choose(page, jsEnabled, "Пункт выдачи", /./);
    await choose(page, jsEnabled, "День получения", /./);
    await choose(page, jsEnabled, "Способ оплаты", "Картой онлайн");
    await page.getByRole("button", { name: "Оформить заказ" }).click();
    await expect(page).toHaveURL(/\/pay\/[\w-]{32}$/);
    await expect(page.getByRole("button", { name: /^Оплатить/ })).toBeVisible();
  });
});
