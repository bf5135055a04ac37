import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formPostHeaders } from "../../bench/catalogue";
import { carryCookies } from "./support/cookie-jar";
import { formState } from "./support/form-state";
import { pageHtml } from "./support/html";
import { SHOPPER_UA, startStorefront, type RunningStorefront } from "./support/storefront";
import { namelessLinks, positionOf, textDump, type Cookie } from "./support/text-browser";

/**
 * What text browsers read (lynx and w3m from Debian): every link and button named, labels never run together, the
 * header, the content and the footer in order, and a basket add's message after the header. They run no JavaScript
 * and no Chromium: what screen readers read in Chromium is tests/e2e/screen-readers.spec.ts's.
 */

const SECTION = "/catalog/odezhda/platya/";
const PRODUCT = "/catalog/odezhda/bluzki-i-rubashki/rubashki/52/";
const PRODUCT_NAME = "Рубашка оверсайз из поплина";
const LOOK = "/suite/prazdnichnyy-uzhin/";
/** The opening tag of the product page's own buy form (cards further down have forms of their own). */
const BUY_FORM = 'class="buy buy--page"';
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

/** The cookies of a Cookie header. */
const cookiesOf = (header: string): Cookie[] =>
  header
    .split("; ")
    .filter(Boolean)
    .map((pair) => ({ name: pair.slice(0, pair.indexOf("=")), value: pair.slice(pair.indexOf("=") + 1) }));

/**
 * Posts the product page's buy form (its fields and the first size on sale) as a browser without JavaScript would,
 * without following its redirect: where it leads, and the cookies it set.
 */
async function addWithoutFollowing(origin: string, path: string) {
  const html = await pageHtml(origin, path);
  const fields = formState(html, BUY_FORM);
  const form = html.slice(html.indexOf(BUY_FORM), html.indexOf("</form>", html.indexOf(BUY_FORM)));
  const offer = /<input[^>]*name="offer" value="(\d+)"(?![^>]*disabled)/.exec(form)?.[1];
  expect(offer, "a size on sale").toBeTruthy();
  const response = await fetch(`${origin}/basket/`, {
    method: "POST",
    headers: { "User-Agent": SHOPPER_UA, ...formPostHeaders(origin) },
    body: new URLSearchParams({ ...fields, offer: offer! }),
    redirect: "manual",
  });
  expect(response.status).toBe(303);
  return { back: new URL(response.headers.get("Location")!, origin).href, cookie: carryCookies("", response) };
}

let storefront: RunningStorefront;
beforeAll(async () => {
  storefront = await startStorefront();
});
afterAll(() => storefront.stop());

describe("what text browsers read (lynx and w3m from Debian)", () => {
  const url = (path: string) => `${storefront.url}${path}`;

  it("a guest's home, section and product: header, content, footer, every link and button named", async () => {
    const header = ["Меню LOVE STORE", "Войти", "Избранное: 0 товаров", "Корзина: 0 товаров"];
    for (const [path, heading] of [
      ["/", "Новинки"],
      [SECTION, "Товары раздела «Платья»"],
      [PRODUCT, "О товаре"],
    ] as const) {
      const dump = await textDump("lynx", url(path));
      expectReadable(dump, path);
      expectOrder(dump, [...header, heading, "Покупателям"]);
    }

    const section = await textDump("lynx", url(SECTION));
    // Each card: its name, one size label and only its current state; the wishlist button and colours named.
    const cards = section.match(/Добавить в избранное: /g)?.length ?? 0;
    expect(cards).toBeGreaterThan(10);
    expect(section.match(/Выберите размер/g)?.length).toBe(cards);
    expect(section.match(/\(BUTTON\) (В корзину|Нет в наличии)/g)?.length).toBe(cards);
    expect(section).not.toContain("В корзине");
    expect(section).not.toContain("Перейти в корзину");
    expect(section).toMatch(/\+ Терракотовый/);

    const product = await textDump("lynx", url(PRODUCT));
    expect(product).toMatch(/Цвет: \S+/);
    expect(product).toContain(`(BUTTON) Добавить в избранное: ${PRODUCT_NAME}`);
  });

  it("without JavaScript the open filter form comes before the cards", async () => {
    const dump = await textDump("w3m", url(`${SECTION}?modal=catalogFilter`));
    expectReadable(dump, "filters");
    expectOrder(dump, ["Корзина: 0 товаров", "Только со скидкой", "Товары раздела «Платья»", "Покупателям"]);
    // The close link's cross is only drawn: the text reads «Закрыть» alone.
    expect(dump).toMatch(/^Закрыть$/m);
    expect(dump).not.toContain("×");
  });

  it("a look and the photos' pages: every link named, the photos with the way back", async () => {
    const look = await textDump("lynx", url(LOOK));
    expectReadable(look, LOOK);
    expectOrder(look, ["Корзина: 0 товаров", `Образ «${LOOK_NAME}» целиком`, "Вещи образа", "Покупателям"]);
    for (const browser of ["lynx", "w3m"] as const) {
      const photos = await textDump(browser, url(`${LOOK}?modal=photos`));
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
    const productPhotos = await textDump("lynx", url(`${PRODUCT}?modal=photos`));
    expectReadable(productPhotos, "the product's photos");
    expectOrder(productPhotos, ["Корзина: 0 товаров", "‹ Вернуться к товару", `Фото: ${PRODUCT_NAME}`, "Покупателям"]);
  });

  it("after an add the message follows the header, the form reads «В корзине»; basket and checkout in order", async () => {
    const { back, cookie } = await addWithoutFollowing(storefront.url, PRODUCT);
    const product = await textDump("w3m", back, cookiesOf(cookie));
    expectReadable(product, "product after the add");
    expectOrder(product, ["Корзина: 1 товар", "Товар добавлен в корзину", "Главная", PRODUCT_NAME, "Покупателям"]);
    const buy = product.slice(positionOf(product, "Выберите размер"), positionOf(product, "Таблица размеров"));
    expect(buy).toContain("В корзине");
    expect(buy).toContain("Перейти в корзину");
    expect(buy).not.toContain("В корзину");

    // The message was read once (w3m was handed the cookies and keeps none: drop the flash as a browser would).
    const cookies = cookiesOf(cookie).filter(({ name }) => name !== "flash");
    const order = await textDump("lynx", url("/order/"), cookies);
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
