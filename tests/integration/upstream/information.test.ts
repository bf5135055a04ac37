import Database from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { InitSchema } from "../../../app/contract/content";
import { LoyaltySchema } from "../../../app/contract/account";
import { BasketSchema } from "../../../app/contract/basket";
import {
  InformationListSchema,
  InformationPageSchema,
  type Block,
  type InformationPage,
  type RichText,
} from "../../../app/contract/information";
import { OrderStateSchema, type CheckoutInput, type OrderState } from "../../../app/contract/order";
import { databaseFile } from "../../../server/upstream/db/open";
import { call, login, startTestUpstream, type TestUpstream } from "./helpers";

/** Wednesday 10.09.2025, 10:00 in Moscow: every shipment is offered, same-day pickup too. */
const NOW = Date.UTC(2025, 8, 10, 7, 0);
const ANNA = "+79990000001";
const MOSCOW = 1;

let upstream: TestUpstream;
let db: Database.Database;

beforeAll(async () => {
  upstream = await startTestUpstream({ clock: () => NOW });
  db = new Database(databaseFile(upstream.dataDir, 300), { readonly: true });
});
afterAll(async () => {
  db.close();
  await upstream.stop();
});

// ——— reading a page as a shopper does ———

const plain = (text: RichText): string => text.map((part) => (typeof part === "string" ? part : part.text)).join("");
const page = async (code: string) =>
  (await call(upstream, `/api/content/information/${code}`, { schema: InformationPageSchema })).data;
const tableOf = (info: InformationPage, caption: string) => {
  const table = info.blocks.find(
    (block): block is Extract<Block, { type: "table" }> => block.type === "table" && block.caption === caption,
  );
  if (!table) throw new Error(`${info.code}: no table «${caption}»`);
  return { columns: table.columns, rows: table.rows.map((row) => row.map(plain)) };
};
/** The blocks under a heading, up to the next heading. */
function section(info: InformationPage, heading: string): Block[] {
  const start = info.blocks.findIndex((block) => block.type === "heading" && block.text === heading);
  if (start < 0) throw new Error(`${info.code}: no heading «${heading}»`);
  const end = info.blocks.findIndex((block, index) => index > start && block.type === "heading");
  return info.blocks.slice(start + 1, end < 0 ? undefined : end);
}
const textOf = (blocks: Block[]) =>
  blocks.map((block) => ("text" in block && Array.isArray(block.text) ? plain(block.text) : "")).join(" ");
/** «299 ₽» → 299. */
const roubles = (text: string) => Number(text.replace(/\D/g, ""));
/** What the checkout's summary shows for a delivery price. */
const shown = (price: { value: number; format: string }) => (price.value === 0 ? "Бесплатно" : price.format);

// ——— a basket at checkout ———

let phoneCounter = 0;
const freshUser = () => login(upstream, `+7913500${String(++phoneCounter).padStart(4, "0")}`);
type OfferRef = { offerId: number; productId: number; price: number };
const used = new Set<number>();
function pickOffer(condition: string, ...params: unknown[]): OfferRef {
  const rows = db
    .prepare(
      `SELECT o.id AS offerId, o.product_id AS productId, p.discount_price AS price FROM offers o JOIN products p ON p.id = o.product_id WHERE ${condition} ORDER BY o.id`,
    )
    .all(...params) as OfferRef[];
  const row = rows.find((candidate) => !used.has(candidate.productId));
  if (!row) throw new Error(`no offer with ${condition}`);
  used.add(row.productId);
  return row;
}
/** Online stock and a Moscow pickup shop's, so every shipment is offered. */
const everywhereOffer = (maxPrice: number) =>
  pickOffer(
    `o.quantity >= 3 AND p.discount_price < ? AND EXISTS (SELECT 1 FROM offer_stock st JOIN stores s ON s.id = st.store_id
       WHERE st.offer_id = o.id AND s.city_id = ? AND s.is_pickup = 1 AND st.quantity >= 1)`,
    maxPrice,
    MOSCOW,
  );
const onlineOffer = (min: number, max: number) =>
  pickOffer("o.quantity >= 3 AND p.discount_price BETWEEN ? AND ?", min, max);
const add = (token: string, offer: OfferRef) =>
  call(upstream, `/api/basket/${offer.productId}`, {
    token,
    body: { offer: offer.offerId, city: "moscow", quantity: 1 },
    schema: BasketSchema,
  });
const calculate = async (token: string, input: CheckoutInput) =>
  (await call(upstream, "/api/order/calculate", { token, body: input, schema: OrderStateSchema })).data;
async function checkout(token: string, change: (input: CheckoutInput) => void = () => {}): Promise<OrderState> {
  const { data } = await call(upstream, "/api/order/init", {
    token,
    body: { city: "moscow" },
    schema: OrderStateSchema,
  });
  const input = structuredClone(data.input);
  change(input);
  return calculate(token, input);
}
const withShipment = (shipmentId: number) => (input: CheckoutInput) => {
  input.delivery.shipmentId = shipmentId;
  input.delivery.serviceLevelTypeCode = "economy";
};

// ——— tests ———

describe("GET /api/content/information", () => {
  it("lists the pages of the section, each of which answers with a page of its own", async () => {
    const { data } = await call(upstream, "/api/content/information", { schema: InformationListSchema });
    const codes = data.items.flatMap((item) => [item.code, ...item.children.map((child) => child.code)]);
    expect(codes.sort()).toEqual(
      [
        "akit",
        "contacts",
        "delivery",
        "delivery/pickup",
        "delivery/refund",
        "loyalty",
        "loyalty/rules",
        "payment",
        "privacy-policy",
        "recommendations",
        "rules",
      ].sort(),
    );
    for (const item of data.items)
      for (const child of item.children) expect(child.code.startsWith(`${item.code}/`)).toBe(true);
    for (const code of codes) {
      const info = await page(code);
      expect(info.code).toBe(code);
      expect(info.title).toMatch(/[а-яё]/i);
      expect(info.description.length).toBeGreaterThan(40);
    }
  });

  it("gives every page sections in heading order and links only to pages that exist or to mail, phone and https", async () => {
    const { data } = await call(upstream, "/api/content/information", { schema: InformationListSchema });
    const codes = new Set(data.items.flatMap((item) => [item.code, ...item.children.map((child) => child.code)]));
    for (const code of codes) {
      const info = await page(code);
      const levels = info.blocks.flatMap((block) => (block.type === "heading" ? [block.level] : []));
      if (levels.length > 0) expect(levels[0], `${code}: the first heading after the h1`).toBe(2);
      levels.forEach((level, index) =>
        expect(level - (levels[index - 1] ?? 1), `${code}: heading ${index + 1} skips a level`).toBeLessThanOrEqual(1),
      );
      const links = info.blocks
        .flatMap((block) => JSON.stringify(block).match(/"href":"[^"]+"/g) ?? [])
        .map((match) => match.slice(8, -1));
      for (const href of links.filter((link) => link.startsWith("/information/"))) {
        expect(codes.has(href.slice("/information/".length, -1)), `${code} links to ${href}`).toBe(true);
      }
    }
  });

  it("answers 404 for an unknown page", async () => {
    for (const code of ["nope", "delivery/nope", "DELIVERY", "delivery/pickup/more"]) {
      const result = await call(upstream, `/api/content/information/${code}`);
      expect(result.status, code).toBe(404);
      expect(result.errors[0]).toMatchObject({ message: "Страница не найдена", code: "information_not_found" });
    }
  });
});

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
        period: variant.serviceLevelTypeCode === "economy" ? system.period : null,
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
    const { data } = await call(upstream, "/api/order/init", {
      token,
      body: { city: pskov },
      schema: OrderStateSchema,
    });
    const there = await calculate(token, data.input);
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

describe("the contacts page", () => {
  it("gives the phone and e-mail of GET /api/init", async () => {
    const { data } = await call(upstream, "/api/init", { schema: InitSchema });
    const info = await page("contacts");
    const facts = info.blocks.find((block) => block.type === "facts")!;
    const byTerm = new Map(facts.type === "facts" ? facts.items.map((item) => [item.term, item.text]) : []);
    expect(byTerm.get("Телефон")![0]).toEqual({
      text: data.store.phone,
      href: `tel:+7${data.store.phone.replace(/\D/g, "").slice(1)}`,
    });
    expect(byTerm.get("Электронная почта")![0]).toEqual({ text: data.store.email, href: `mailto:${data.store.email}` });
  });
});
