import { describe, expect, it } from "vitest";
import { LoyaltySchema } from "../../../app/contract/account";
import { AnswerSchema, viewOf } from "../support/order-view";
import { call, login } from "./helpers";
import {
  ANNA,
  upstream,
  db,
  page,
  tableOf,
  section,
  textOf,
  roubles,
  shown,
  freshUser,
  everywhereOffer,
  onlineOffer,
  add,
  calculate,
  checkout,
  withShipment,
  withInformationUpstream,
} from "../support/information-upstream";

withInformationUpstream();

/** Pickup in a shop, next day (44) and the same day (46). */
const SHOP_PICKUP = [44, 46];

describe("the delivery page states what the checkout charges", () => {
  it("below the free-delivery sum and from it, for every way and variant the checkout offers", async () => {
    const info = await page("delivery");
    const prices = tableOf(info, "Стоимость и сроки доставки");
    const [, below, from] = prices.columns;
    const threshold = roubles(from);
    expect(below).toBe(from.replace(" от ", " до "));
    const rowOf = (name: string) => prices.rows.find((row) => row[0] === name);

    const token = await freshUser();
    const cheap = everywhereOffer(threshold / 2);
    await add(token, cheap);
    const offered = await checkout(token);
    expect(offered.summary.basket.value).toBeLessThan(threshold);
    const variants = offered.deliverySystems.flatMap((system) =>
      system.variants.map((variant) => ({
        row: variant.serviceLevelTypeCode === "economy" ? system.name : `${system.name}, ${variant.name.toLowerCase()}`,
        price: variant.price,
        // Shop pickup's period is the earliest shop's hours as of now («Завтра с 10:00», store-pickup.ts); the page
        // states the rule («Завтра, с открытия магазина»), so only the other ways' periods are compared.
        period: variant.serviceLevelTypeCode === "economy" && !SHOP_PICKUP.includes(system.id) ? system.period : null,
      })),
    );
    expect(offered.deliverySystems.map((system) => system.id)).toEqual([41, 42, 43, 44, 46]);
    expect(prices.rows.map((row) => row[0]).sort()).toEqual(variants.map((variant) => variant.row).sort());
    for (const variant of variants) {
      expect(rowOf(variant.row)![1], `${variant.row}, ${below}`).toBe(shown(variant.price));
      if (variant.period) expect(rowOf(variant.row)![3], `${variant.row}: when`).toBe(variant.period);
    }
    const courier = await checkout(token, withShipment(41));
    expect(rowOf("Курьер")![1]).toBe(shown(courier.summary.delivery));
    expect(courier.summary.delivery.value).toBeGreaterThan(0);

    // From the threshold on: the cheap product plus one that takes the goods past it.
    await add(token, onlineOffer(threshold - cheap.price, threshold * 3));
    const more = await checkout(token);
    expect(more.summary.basket.value).toBeGreaterThanOrEqual(threshold);
    for (const system of more.deliverySystems) {
      for (const variant of system.variants) {
        const name =
          variant.serviceLevelTypeCode === "economy" ? system.name : `${system.name}, ${variant.name.toLowerCase()}`;
        expect(rowOf(name)![2], `${name}, ${from}`).toBe(shown(variant.price));
      }
    }
    const free = await checkout(token, withShipment(41));
    expect(rowOf("Курьер")![2]).toBe(shown(free.summary.delivery));
    expect(free.summary.delivery.value).toBe(0);
  });

  it("counts the cities the checkout delivers to by courier, and names the shop cities with and without one", async () => {
    const info = await page("delivery");
    const text = textOf(section(info, "Курьерская доставка"));
    const withShops = "EXISTS (SELECT 1 FROM stores s WHERE s.city_id = cities.id)";
    const courierCount = db.prepare<[], number>("SELECT COUNT(*) FROM cities WHERE has_courier = 1").pluck().get()!;
    const courierShopCities = db
      .prepare<[], string>(`SELECT name FROM cities WHERE has_courier = 1 AND ${withShops} ORDER BY sort`)
      .pluck()
      .all();
    const others = db
      .prepare<[], string>(`SELECT name FROM cities WHERE has_courier = 0 AND ${withShops} ORDER BY sort`)
      .pluck()
      .all();
    expect(others.length).toBeGreaterThan(0);
    expect(text).toContain(`Курьером доставляем в ${courierCount} городах`);
    for (const city of courierShopCities) expect(text).toContain(city);
    const pskov = db
      .prepare<[], { code: string }>(`SELECT code FROM cities WHERE has_courier = 0 AND ${withShops} ORDER BY sort`)
      .get()!.code;
    const token = await freshUser();
    await add(token, onlineOffer(1000, 3000));
    const { data } = await call(upstream, "/api/order/init", { token, body: { city: pskov }, schema: AnswerSchema });
    const there = await calculate(token, viewOf(data).input);
    expect(there.deliverySystems.map((system) => system.id)).not.toContain(41);
    expect(text).toMatch(
      new RegExp(`В городах [^.]*${there.input.delivery.properties.city}[^.]*курьерской доставки пока нет`),
    );
  });
});

describe("the payment page lists the checkout's payment methods", () => {
  it("every method with its name and description, and payment on receipt where the checkout offers it", async () => {
    const info = await page("payment");
    const table = tableOf(info, "Способы оплаты заказа");
    const token = await login(upstream, ANNA);
    await add(token, everywhereOffer(2500));

    const methods = new Map<number, { name: string; description: string }>();
    const onReceipt: string[] = [];
    const online: string[] = [];
    const all = await checkout(token);
    for (const system of all.deliverySystems) {
      const state = await checkout(token, withShipment(system.id));
      for (const method of state.paymentMethods) methods.set(method.id, method);
      (state.paymentMethods.some((method) => method.id === 2) ? onReceipt : online).push(system.name);
    }
    // Анна's own certificate covers the whole order: the certificate is then the one method.
    const covered = await checkout(token, (input) => {
      withShipment(41)(input);
      input.certificate = [{ number: "6720-3185-4409-2671", code: "40915372" }];
    });
    expect(covered.summary.total.value).toBe(0);
    for (const method of covered.paymentMethods) methods.set(method.id, method);

    expect(
      table.rows.map(([name, description]) => ({ name, description })).sort((a, b) => a.name.localeCompare(b.name)),
    ).toEqual(
      [...methods.values()]
        .map(({ name, description }) => ({ name, description }))
        .sort((a, b) => a.name.localeCompare(b.name)),
    );
    const [offers, onlineOnly] = textOf(section(info, "Оплата при получении")).split(". ");
    const quoted = (sentence: string) => [...sentence.matchAll(/«([^»]+)»/g)].map((match) => match[1]).sort();
    expect(quoted(offers)).toEqual(onReceipt.sort());
    expect(quoted(onlineOnly)).toEqual(online.sort());
  });
});

describe("the loyalty page states the Love Card's rules", () => {
  it("the bonus share the checkout lets spend, the first level's accrual, the welcome bonuses and the next level", async () => {
    const info = await page("loyalty");
    const terms = new Map(tableOf(info, "Love Card коротко").rows.map(([term, text]) => [term, text]));
    const levels = tableOf(info, "Уровни Love Card").rows;
    const share = Number(/(\d+)\s%/.exec(terms.get("Оплата бонусами")!)![1]);
    const [firstName, , firstAccrual] = levels[0];
    const firstPercent = Number(/(\d+)\s%/.exec(firstAccrual)![1]);

    const token = await freshUser();
    const registered = await call(upstream, "/api/user/loyalty/register", {
      token,
      body: {
        firstName: "Вера",
        lastName: "Ким",
        birthday: "01.02.1990",
        email: "vera.kim@example.ru",
        agreement: true,
      },
      schema: LoyaltySchema,
    });
    const card = registered.data.card!;
    expect(terms.get("Приветственные бонусы")).toMatch(new RegExp(`^${card.balance}\\s`));
    expect(card.level).toEqual({ name: firstName, percent: firstPercent });
    expect(levels[1]).toEqual([
      card.nextLevel!.name,
      `от ${card.nextLevel!.remaining.format}`,
      expect.stringContaining(`${card.nextLevel!.percent} %`),
    ]);

    await add(token, onlineOffer(1000, 1600));
    const state = await checkout(token, (input) => {
      input.loyalty = { active: true, pay: 100_000 };
    });
    const goods = state.summary.basket.value;
    expect(state.bonus.budget).toBe(Math.floor((goods * share) / 100));
    expect(state.bonus.pay).toBe(state.bonus.budget);
    const accrual = Math.floor(((goods - state.bonus.pay) * firstPercent) / 100);
    expect(state.bonus.messages).toContainEqual(
      expect.stringMatching(new RegExp(`^После получения заказа начислим ${accrual}\\s`)),
    );
    expect(state.bonus.rules).toContain(`до ${share} %`);
  });
});
