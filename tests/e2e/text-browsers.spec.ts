import type { Page } from "@playwright/test";
import { expect, test } from "./support/fixtures";
import { namelessLinks, positionOf, textDump } from "./support/text-browser";

const SECTION = "/catalog/odezhda/platya/";
const PRODUCT = "/catalog/odezhda/bluzki-i-rubashki/rubashki/52/";
const PRODUCT_NAME = "Рубашка оверсайз из поплина";
const LOOK = "/suite/prazdnichnyy-uzhin/";
const LOOK_NAME = "Праздничный ужин";

/** Labels a text browser must never print: run together, repeated, or the three button states at once. */
const RUN_TOGETHER = [
  "МенюLOVE STORE",
  "МоскваПоиск",
  "СБПСБП",
  "Выберите размерРазмер",
  "В корзинеПерейти",
  "ФильтрыСортировка",
  "Таблица размеровНет",
];

/** lynx's dump without its link numbers («[12]»): the text as it reads. */
const withoutNumbers = (dump: string) => dump.replace(/\[\d+\]/g, "");

function expectReadable(dump: string, where: string) {
  expect(namelessLinks(dump), `${where}: links without a name`).toEqual([]);
  dump = withoutNumbers(dump);
  expect(dump.match(/\(BUTTON\)[ \t]*$/gm) ?? [], `${where}: buttons without a name`).toEqual([]);
  for (const text of RUN_TOGETHER) expect(dump, `${where}: «${text}»`).not.toContain(text);
  expect(dump, `${where}: one size label`).not.toMatch(/Выберите размер\s+Размер(?!:)/);
}

/** The header, then `content`, then the footer (when the page has one), in the document's order. */
function expectOrder(dump: string, marks: (string | RegExp)[]) {
  const positions = marks.map((mark) => positionOf(withoutNumbers(dump), mark));
  marks.forEach((mark, i) => expect(positions[i], `«${String(mark)}» is on the page`).toBeGreaterThanOrEqual(0));
  for (let i = 1; i < marks.length; i++)
    expect(positions[i], `«${String(marks[i - 1])}» before «${String(marks[i])}»`).toBeGreaterThan(positions[i - 1]);
}

/** Posts the product page's buy form as a browser without JavaScript would, without following its redirect. */
async function addWithoutFollowing(page: Page, baseURL: string, path: string) {
  await page.goto(path);
  const form = page.locator("form.buy--page");
  const fields = await form
    .locator('input[type="hidden"]')
    .evaluateAll((inputs) =>
      inputs.map((input) => [(input as HTMLInputElement).name, (input as HTMLInputElement).value]),
    );
  const offer = await form.locator('input[name="offer"]:not([disabled])').first().getAttribute("value");
  const response = await page.request.post("/basket/", {
    form: { ...Object.fromEntries(fields), offer: offer! },
    headers: { Origin: new URL(baseURL).origin },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(303);
  return new URL(response.headers()["location"]!, baseURL).href;
}

test.describe("what text browsers read (lynx and w3m from Debian)", () => {
  // A text browser runs no JavaScript: the pages are the same in both projects, read once.
  test.skip(({ jsEnabled }) => jsEnabled, "text browsers run no JavaScript");

  test("a guest's home, section and product: header, content, footer, every link and button named", async ({
    baseURL,
  }) => {
    const header = ["Меню LOVE STORE", "Войти", "Избранное: 0 товаров", "Корзина: 0 товаров"];
    for (const [path, heading] of [
      ["/", "Новинки"],
      [SECTION, "Товары раздела «Платья»"],
      [PRODUCT, "О товаре"],
    ] as const) {
      const dump = await textDump("lynx", new URL(path, baseURL).href);
      expectReadable(dump, path);
      expectOrder(dump, [...header, heading, "Покупателям"]);
    }

    const section = await textDump("lynx", new URL(SECTION, baseURL).href);
    // Each card: its name, one size label and only its current state; the wishlist button and colours named.
    const cards = section.match(/Добавить в избранное: /g)?.length ?? 0;
    expect(cards).toBeGreaterThan(10);
    expect(section.match(/Выберите размер/g)?.length).toBe(cards);
    expect(section.match(/\(BUTTON\) (В корзину|Нет в наличии)/g)?.length).toBe(cards);
    expect(section).not.toContain("В корзине");
    expect(section).not.toContain("Перейти в корзину");
    expect(section).toMatch(/\+ Терракотовый/);

    const product = await textDump("lynx", new URL(PRODUCT, baseURL).href);
    expect(product).toMatch(/Цвет: \S+/);
    expect(product).toContain(`(BUTTON) Добавить в избранное: ${PRODUCT_NAME}`);
  });

  test("without JavaScript the open filter form comes before the cards", async ({ baseURL }) => {
    const dump = await textDump("w3m", new URL(`${SECTION}?modal=catalogFilter`, baseURL).href);
    expectReadable(dump, "filters");
    expectOrder(dump, ["Корзина: 0 товаров", "Только со скидкой", "Товары раздела «Платья»", "Покупателям"]);
    // The close link's cross is only drawn: the text reads «Закрыть» alone.
    expect(dump).toMatch(/^Закрыть$/m);
    expect(dump).not.toContain("×");
  });

  test("a look and the photos' pages: every link named, the photos with the way back", async ({ baseURL }) => {
    const look = await textDump("lynx", new URL(LOOK, baseURL).href);
    expectReadable(look, LOOK);
    expectOrder(look, ["Корзина: 0 товаров", `Образ «${LOOK_NAME}» целиком`, "Вещи образа", "Покупателям"]);
    for (const browser of ["lynx", "w3m"] as const) {
      const photos = await textDump(browser, new URL(`${LOOK}?modal=photos`, baseURL).href);
      expectReadable(photos, `${browser}: the look's photos`);
      expectOrder(photos, [
        "Корзина: 0 товаров",
        "‹ Вернуться к образу",
        `Фото: образ «${LOOK_NAME}»`,
        "1 из 4",
        "4 из 4",
        "Покупателям",
      ]);
      // The way back both above and below the photos.
      expect(photos.match(/‹ Вернуться к образу/g)).toHaveLength(2);
    }
    const productPhotos = await textDump("lynx", new URL(`${PRODUCT}?modal=photos`, baseURL).href);
    expectReadable(productPhotos, "the product's photos");
    expectOrder(productPhotos, ["Корзина: 0 товаров", "‹ Вернуться к товару", `Фото: ${PRODUCT_NAME}`, "Покупателям"]);
  });

  test("after an add the message follows the header, the form reads «В корзине»; basket and checkout in order", async ({
    page,
    context,
    baseURL,
  }) => {
    const back = await addWithoutFollowing(page, baseURL!, PRODUCT);
    const product = await textDump("w3m", back, await context.cookies());
    expectReadable(product, "product after the add");
    expectOrder(product, ["Корзина: 1 товар", "Товар добавлен в корзину", "Главная", PRODUCT_NAME, "Покупателям"]);
    const buy = product.slice(positionOf(product, "Выберите размер"), positionOf(product, "Таблица размеров"));
    expect(buy).toContain("В корзине");
    expect(buy).toContain("Перейти в корзину");
    expect(buy).not.toContain("В корзину");

    // The message was read once (w3m was handed the cookies and keeps none: drop the flash as a browser would).
    const cookies = (await context.cookies()).filter((cookie) => cookie.name !== "flash");
    const order = await textDump("lynx", new URL("/order/", baseURL).href, cookies);
    expectReadable(order, "/order/");
    expect(order).not.toContain("Товар добавлен в корзину");
    // The basket and checkout are one page, without a footer.
    expectOrder(order, [
      "Корзина: 1 товар",
      "Корзина и оформление заказа",
      PRODUCT_NAME,
      "Способ оплаты",
      "Оформить заказ",
    ]);
    expect(order).toMatch(/\(\*\) Картой онлайн Visa/);
  });
});

test.describe("what screen readers read", () => {
  for (const width of [390, 1280]) {
    test(`${width} px: icon links named in text, one size label and one button state, messages after the header`, async ({
      page,
      jsEnabled,
      a11y,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(SECTION);
      const banner = page.getByRole("banner");
      await expect(banner.getByRole("link", { name: "Корзина: 0 товаров" })).toBeVisible();
      await expect(banner.getByRole("link", { name: "Избранное: 0 товаров" })).toBeVisible();
      if (width > 480) await expect(banner.getByRole("link", { name: "Войти" })).toBeVisible();

      const card = page.locator("article.card").first();
      const name = (await card.locator(".card__name").innerText()).trim();
      // Narrow screens shorten the one label to «Размер» (CSS), wide ones read «Выберите размер».
      await expect(card.locator(".size-picker__summary")).toHaveText(width < 800 ? "Размер" : "Выберите размер", {
        useInnerText: true,
      });
      await expect(card.getByRole("button", { name: `Добавить в избранное: ${name}` })).toBeVisible();
      await expect(card.getByRole("button", { name: "В корзину" })).toHaveCount(1);
      await expect(card.getByRole("button", { name: "В корзине" })).toHaveCount(0);
      await expect(card.getByRole("link", { name: "Перейти в корзину" })).toHaveCount(0);

      await card.locator(".size-picker__summary").click();
      await card.locator("label.size:not(.size--sold-out)").first().click();
      await card.getByRole("button", { name: "В корзину" }).click();
      if (jsEnabled) {
        const modal = page.getByRole("dialog", { name: "Товар добавлен в корзину" });
        await modal.getByRole("button", { name: "Продолжить покупки" }).click();
      } else {
        await expect(page.getByRole("status").getByText("Товар добавлен в корзину")).toBeVisible();
        // The message sits between the header and the page's content in the document.
        const order = await page.evaluate(() => {
          const toasts = document.querySelector(".toasts")!;
          const follows = (a: Element, b: Element) =>
            Boolean(a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING);
          return {
            afterHeader: follows(document.querySelector("header")!, toasts),
            beforeMain: follows(toasts, document.querySelector("main")!),
          };
        });
        expect(order).toEqual({ afterHeader: true, beforeMain: true });
      }
      await expect(banner.getByRole("link", { name: "Корзина: 1 товар" })).toBeVisible();
      const added = page.locator("article.card", { has: page.getByRole("heading", { name, exact: true }) }).first();
      await expect(added.getByRole("button", { name: "В корзине" })).toBeDisabled();
      await expect(added.getByRole("link", { name: "Перейти в корзину" })).toBeVisible();
      await expect(added.getByRole("button", { name: "В корзину" })).toHaveCount(0);
      await a11y(page, { legacyMode: true });
    });
  }
});
