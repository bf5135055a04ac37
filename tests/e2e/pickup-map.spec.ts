import type { Locator, Page } from "@playwright/test";
import { startStorefront, type RunningStorefront } from "../integration/support/storefront";
import { choose } from "./support/checkout";
import { expect, ruleTestAtPhoneWidth, test } from "./support/fixtures";
import { onScreen } from "./support/screens";

/**
 * Same-day store pickup only while the shop can still hand the order over today, by its hours in its city's time; a
 * route to every shop and pickup point («Построить маршрут», Yandex Maps). A storefront of its own whose upstream's
 * clock starts on Saturday 13.09.2025 at 17:16 Moscow time (UPSTREAM_CLOCK_START, test mode): then it is 21:16 in
 * Novosibirsk. Until 17:30 an order is ready at 19:30 (two hours on, rounded up to a quarter of an hour): the 14
 * minutes the tests of a project have. At a phone's width (touch) and a desktop's, JavaScript on and off.
 */

const CLOCK_START = "2025-09-13T17:16:00+03:00";
/**
 * In the seed, size 50 of this coat is in the warehouse, on the shelf of Moscow's ТРЦ «Мега Тёплый Стан» (open on
 * Saturdays 11:00–20:00) and of Novosibirsk's ТРЦ «Галерея Новосибирск» (the same hours).
 */
const COAT = { path: "/catalog/odezhda/verkhnyaya-odezhda/palto/92/", size: /^50/ };
const MEGA = { name: "LOVE STORE, ТРЦ «Мега Тёплый Стан»", coordinates: "55.6036,37.4897" };
const GALLERY = { name: "LOVE STORE, ТРЦ «Галерея Новосибирск»", coordinates: "55.0427,82.924" };
/** Moscow's pickup points in the seed, with where they stand. */
const MOSCOW_POINTS = [
  ["Пункт выдачи СДЭК", "ул. Садовая, 35", "55.729082,37.554393"],
  ["Пункт выдачи Boxberry", "ул. Ленина, 58", "55.806843,37.642316"],
  ["Пункт выдачи 5Post", "ул. Ленина, 88", "55.773986,37.519656"],
  ["Пункт выдачи СДЭК", "ул. Садовая, 113", "55.708765,37.559567"],
];

const routeHref = (coordinates: string) => `https://yandex.ru/maps/?rtext=~${coordinates}&rtt=auto`;
const routeTo = (scope: Locator, to: string) =>
  scope.getByRole("link", { name: `Построить маршрут: ${to} — Яндекс Карты, в новой вкладке`, exact: true });

async function expectRoute(link: Locator, coordinates: string) {
  await expect(link).toHaveAttribute("href", routeHref(coordinates));
  await expect(link).toHaveAttribute("target", "_blank");
  await expect(link).toHaveAttribute("rel", "noopener noreferrer");
  await expect(link).toHaveText("Построить маршрут");
}

let shop: RunningStorefront | undefined;

test.describe.configure({ mode: "serial", timeout: 90_000 });
test.beforeAll(async ({}, info) => {
  info.setTimeout(120_000);
  shop = await startStorefront({ UPSTREAM_FAULTS: "1", UPSTREAM_CLOCK_START: CLOCK_START });
});
test.afterAll(() => shop?.stop());

const at = (path: string) => `${shop!.url}${path}`;

async function addCoat(page: Page) {
  await page.goto(at(COAT.path));
  const buy = page.locator("form.buy--page");
  await buy.locator("label.size", { hasText: COAT.size }).click();
  await buy.getByRole("button", { name: "В корзину" }).click();
  await expect(buy.getByRole("button", { name: "В корзине" })).toBeDisabled();
}

/** Chooses the shopper's city on the `/location/` page. */
async function chooseCity(page: Page, jsEnabled: boolean, query: string, name: string) {
  await page.goto(at("/location/?back=/order/"));
  await page.getByRole("searchbox", { name: "Найти город" }).fill(query);
  if (!jsEnabled) await page.getByRole("button", { name: "Найти", exact: true }).click();
  await page
    .getByRole("list", { name: `Города по запросу «${query}»` })
    .getByRole("button", { name: new RegExp(`^${name}`) })
    .click();
  await expect(page).toHaveURL(/\/order\/$/);
}

const methods = (page: Page) => page.getByRole("group", { name: "Способ доставки" });

for (const phone of [true, false]) {
  test.describe(phone ? "on a 390 px phone" : "on a desktop", () => {
    const ruleTest = ruleTestAtPhoneWidth(phone);
    onScreen(phone);

    test("every shop of the list has its route in Yandex Maps, with or without the map", async ({ page, a11y }) => {
      const answer = await fetch(`${shop!.upstreamUrl}/api/shops/moscow`);
      const { data } = (await answer.json()) as { data: { stores: { name: string; coordinates: [number, number] }[] } };
      expect(data.stores.length).toBe(6);
      await page.goto(at("/about/shops/moscow/"));
      const list = page.getByRole("list", { name: "Магазины в г. Москва" });
      await expect(list.getByRole("article")).toHaveCount(6);
      for (const store of data.stores) {
        const card = list.getByRole("article", { name: store.name, exact: true });
        await expectRoute(routeTo(card, store.name), store.coordinates.join(","));
      }
      // No key configured: no map, and the list serves alone.
      await expect(page.getByRole("region", { name: "Магазины на карте" })).toHaveCount(0);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        page.viewportSize()!.width,
      );
      await a11y();
    });

    ruleTest(
      "Moscow at 17:16: same-day pickup from 19:30, the shop and the pickup points with their routes",
      async ({ page, jsEnabled, a11y }) => {
        await addCoat(page);
        await page.goto(at("/order/"));
        // Ready in two hours, rounded up to the quarter: before the shop closes at 20:00.
        await expect(
          methods(page).getByRole("radio", { name: /^Самовывоз из магазина сегодня Сегодня с 19:30 ·/ }),
        ).toHaveCount(1);
        // Pickup from the next day: Sunday, when the shop opens at 11:00.
        await expect(methods(page).getByRole("radio", { name: /^Самовывоз из магазина Завтра с 11:00 ·/ })).toHaveCount(
          1,
        );

        await choose(page, jsEnabled, "Способ доставки", /^Самовывоз из магазина сегодня/);
        const stores = page.getByRole("group", { name: "Магазин" });
        await expect(stores.getByRole("radio")).toHaveCount(1);
        await expect(stores.getByRole("radio", { name: new RegExp(`^${MEGA.name}`) })).toHaveAccessibleName(
          /Можно забрать: сегодня с 19:30$/,
        );
        await expectRoute(routeTo(stores, `${MEGA.name}, Калужское ш., 21-й км, 1 этаж`), MEGA.coordinates);
        await a11y();

        await choose(page, jsEnabled, "Способ доставки", /^Пункт выдачи/);
        const points = page.getByRole("group", { name: "Пункт выдачи" });
        await expect(points.getByRole("radio")).toHaveCount(MOSCOW_POINTS.length);
        for (const [name, address, coordinates] of MOSCOW_POINTS)
          await expectRoute(routeTo(points, `${name}, ${address}`), coordinates);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
          page.viewportSize()!.width,
        );
        await a11y();
      },
    );

    ruleTest(
      "Novosibirsk at 21:16 its time: no same-day pickup, the shop from tomorrow's opening",
      async ({ page, jsEnabled }) => {
        await addCoat(page);
        await chooseCity(page, jsEnabled, "новосиб", "Новосибирск");
        await expect(methods(page).getByRole("radio", { name: /^Самовывоз из магазина/ })).toHaveCount(1);
        await expect(methods(page).getByRole("radio", { name: /^Самовывоз из магазина Завтра с 11:00 ·/ })).toHaveCount(
          1,
        );
        await choose(page, jsEnabled, "Способ доставки", /^Самовывоз из магазина/);
        const stores = page.getByRole("group", { name: "Магазин" });
        await expect(stores.getByRole("radio", { name: new RegExp(`^${GALLERY.name}`) })).toHaveAccessibleName(
          /Можно забрать: завтра с 11:00$/,
        );
        await expectRoute(routeTo(stores, `${GALLERY.name}, ул. Гоголя, 13, 2 этаж`), GALLERY.coordinates);
      },
    );
  });
}
