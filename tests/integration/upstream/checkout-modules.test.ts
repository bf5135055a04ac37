import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type Database from "better-sqlite3";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { DEFAULT_CITY } from "../../../app/domain/location";
import type { BasketLine } from "../../../app/contract/basket";
import { createAddressStore } from "../../../server/upstream/account/addresses";
import { createBasketStore } from "../../../server/upstream/account/basket";
import { createCatalogRefs } from "../../../server/upstream/account/catalog-refs";
import { createCertificateStore } from "../../../server/upstream/account/certificates";
import { createCouponStore } from "../../../server/upstream/account/coupons";
import { createLoyaltyStore } from "../../../server/upstream/account/loyalty";
import { createOrderWriter, type OrderRow } from "../../../server/upstream/account/order-rows";
import { createPaymentStore } from "../../../server/upstream/account/payments";
import { createGiftCertificates } from "../../../server/upstream/gift-certificates/gift-certificates";
import { createUserStore } from "../../../server/upstream/account/users";
import { loadSectionIndex } from "../../../server/upstream/catalog/sections";
import { createCalculation } from "../../../server/upstream/checkout/calculation";
import { createCustomerProfile } from "../../../server/upstream/checkout/customer";
import { createCityLookup } from "../../../server/upstream/checkout/delivery/cities";
import { createPlaces } from "../../../server/upstream/checkout/delivery/places";
import { createStockReader } from "../../../server/upstream/checkout/delivery/stock";
import { createDraftStore } from "../../../server/upstream/checkout/drafts";
import { emptyInput, SaveBodySchema } from "../../../server/upstream/checkout/input";
import {
  createRepeatLookup,
  REPEAT_WINDOW_SECONDS,
  requestHash,
} from "../../../server/upstream/checkout/saving/idempotency";
import { createOrderPlacement } from "../../../server/upstream/checkout/saving/place-order";
import { createStockReservation } from "../../../server/upstream/checkout/saving/reservation";
import { openDatabase } from "../../../server/upstream/db/open";
import { HttpError } from "../../../server/upstream/http/envelope";
import type { Owner } from "../../../server/upstream/http/sessions";

/** Wednesday 10.09.2025, 10:00 in Moscow. */
const NOW = Date.UTC(2025, 8, 10, 7, 0);
const ANNA: Owner & { kind: "user" } = { kind: "user", id: 1 };
const MOSCOW = 1;

let dataDir: string;
let db: Database.Database;

beforeAll(() => {
  dataDir = mkdtempSync(join(tmpdir(), "upstream-checkout-modules-"));
  db = openDatabase(dataDir, 40, () => {});
});
afterAll(() => {
  db.close();
  rmSync(dataDir, { recursive: true, force: true });
});
// Every test's writes are undone: the database stays as seeded.
beforeEach(() => {
  db.exec("BEGIN");
});
afterEach(() => {
  db.exec("ROLLBACK");
});

const value = <T>(sql: string, ...params: unknown[]) =>
  db
    .prepare(sql)
    .pluck()
    .get(...params) as T;
/** A line of a basket: only what the reservation reads. */
const line = (offerId: number, quantity: number) =>
  ({
    id: 0,
    offerId,
    productId: value<number>("SELECT product_id FROM offers WHERE id = ?", offerId),
    quantity,
  }) as BasketLine;

describe("city lookup", () => {
  it("finds a city by code, and a draft's city with the default city as fallback", () => {
    const cities = createCityLookup(db);
    expect(cities.byCode("kazan")).toMatchObject({ code: "kazan", name: "Казань", has_courier: 1 });
    expect(cities.byCode("atlantis")).toBeNull();
    expect(cities.draftCity(null)?.code).toBe(DEFAULT_CITY.code);
    expect(cities.draftCity("pskov")).toMatchObject({ code: "pskov", has_courier: 0 });
    expect(cities.draftCity("atlantis")?.code).toBe(DEFAULT_CITY.code);
  });

  it("resolves the delivery fields: the code first, else the name or a code typed as the name", () => {
    const cities = createCityLookup(db);
    const properties = emptyInput(null).delivery.properties;
    expect(cities.resolve({ ...properties, cityId: " KAZAN ", city: "Москва" })?.code).toBe("kazan");
    expect(cities.resolve({ ...properties, cityId: "atlantis", city: "Москва" })).toBeNull();
    expect(cities.resolve({ ...properties, city: " Казань " })?.code).toBe("kazan");
    expect(cities.resolve({ ...properties, city: "St_Petersburg" })?.code).toBe("st_petersburg");
    expect(cities.resolve({ ...properties, city: " " })).toBeNull();
  });

  it("gives the suggestion ids of a known street and building, '' otherwise", () => {
    const cities = createCityLookup(db);
    const known = cities.addressIds(MOSCOW, "ул. Тверская", "12");
    expect(known.streetId).toMatch(/^\d+$/);
    expect(known.buildingId).toMatch(/^\d+$/);
    expect(cities.addressIds(MOSCOW, "ул. Тверская", "9999")).toEqual({ streetId: known.streetId, buildingId: "" });
    expect(cities.addressIds(MOSCOW, "ул. Несуществующая", "1")).toEqual({ streetId: "", buildingId: "" });
  });
});

describe("places and stock", () => {
  it("lists the city's shops that take online orders and its pickup points, by id", () => {
    const places = createPlaces(db);
    expect(places.pickupStores(MOSCOW).map((store) => store.id)).toEqual([101, 102, 103, 104, 105]);
    const points = places.pickupPoints(MOSCOW);
    expect(points.length).toBeGreaterThanOrEqual(2);
    expect(points.map((point) => point.id)).toEqual([...points.map((point) => point.id)].sort((a, b) => a - b));
  });

  it("reads the online stock, and the stock in the city's pickup shops only", () => {
    const readStock = createStockReader(db);
    const offerIds = db
      .prepare<[], number>("SELECT DISTINCT offer_id FROM offer_stock ORDER BY offer_id LIMIT 20")
      .pluck()
      .all();
    const stock = readStock(MOSCOW, offerIds);
    for (const id of offerIds) expect(stock.online.get(id)).toBe(value("SELECT quantity FROM offers WHERE id = ?", id));
    for (const [storeId, quantities] of stock.stores) {
      expect(value("SELECT city_id FROM stores WHERE id = ? AND is_pickup = 1", storeId)).toBe(MOSCOW);
      for (const [offerId, quantity] of quantities)
        expect(value("SELECT quantity FROM offer_stock WHERE offer_id = ? AND store_id = ?", offerId, storeId)).toBe(
          quantity,
        );
    }
    expect(readStock(null, offerIds).stores.size).toBe(0);
  });
});

describe("stock reservation", () => {
  it("takes online stock from the warehouse and the total", () => {
    const offer = db
      .prepare<[], { id: number; quantity: number; total_quantity: number }>(
        "SELECT id, quantity, total_quantity FROM offers WHERE quantity >= 2 ORDER BY id LIMIT 1",
      )
      .get()!;
    createStockReservation(db)([line(offer.id, 2)], null);
    expect(db.prepare("SELECT quantity, total_quantity FROM offers WHERE id = ?").get(offer.id)).toEqual({
      quantity: offer.quantity - 2,
      total_quantity: offer.total_quantity - 2,
    });
  });

  it("takes a shop's stock, dropping a row it empties, and the product loses a size sold out everywhere", () => {
    const row = db
      .prepare<[], { offer_id: number; store_id: number; quantity: number }>(
        `SELECT st.offer_id, st.store_id, st.quantity FROM offer_stock st JOIN offers o ON o.id = st.offer_id
         WHERE o.total_quantity = st.quantity ORDER BY st.offer_id LIMIT 1`,
      )
      .get()!;
    const productId = line(row.offer_id, 1).productId;
    const maskBefore = value<number>("SELECT size_mask FROM products WHERE id = ?", productId);
    createStockReservation(db)([line(row.offer_id, row.quantity)], row.store_id);
    expect(
      value("SELECT COUNT(*) FROM offer_stock WHERE offer_id = ? AND store_id = ?", row.offer_id, row.store_id),
    ).toBe(0);
    expect(value("SELECT total_quantity FROM offers WHERE id = ?", row.offer_id)).toBe(0);
    const size = value<string>("SELECT size FROM offers WHERE id = ?", row.offer_id);
    const sizesLeft = db
      .prepare<[number], string>("SELECT size FROM offers WHERE product_id = ? AND total_quantity > 0")
      .pluck()
      .all(productId);
    if (!sizesLeft.includes(size))
      expect(value<number>("SELECT size_mask FROM products WHERE id = ?", productId)).toBeLessThan(maskBefore);
  });

  it("answers 409 for a line stock does not cover", () => {
    const offer = db
      .prepare<[], { id: number; quantity: number }>(
        "SELECT id, quantity FROM offers WHERE quantity >= 1 ORDER BY id LIMIT 1",
      )
      .get()!;
    const reserve = createStockReservation(db);
    let thrown: unknown;
    try {
      reserve([line(offer.id, offer.quantity + 1)], null);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(HttpError);
    expect((thrown as HttpError).status).toBe(409);
    expect((thrown as HttpError).errors[0]).toMatchObject({ code: "out_of_stock", field: "basket" });
  });
});

describe("order rows and repeated saves", () => {
  const order = (id: number, createdAt: number, inputHash: string | null): OrderRow => ({
    id,
    number: `LS-${100200 + id}`,
    userId: ANNA.id,
    createdAt,
    status: "new",
    name: "Анна",
    lastName: "Смирнова",
    email: "anna@example.ru",
    phone: "+79990000001",
    cityId: MOSCOW,
    shipmentId: 44,
    shipmentName: "Самовывоз из магазина",
    address: "Москва, LOVE STORE",
    interval: "с 11.09.2025",
    deliveryPrice: 0,
    storeId: 101,
    pickupPointId: null,
    intervalId: null,
    paymentId: 1,
    paymentName: "Картой онлайн",
    isPayed: 0,
    coupon: null,
    couponAmount: 0,
    bonusAmount: 0,
    certificateAmount: 0,
    basketAmount: 1000,
    total: 1000,
    returnUrl: "http://shop.test",
    inputHash,
    metrics: "{}",
  });

  it("writes an item's sum as the selling price times the quantity", () => {
    const writer = createOrderWriter(db);
    writer.order(order(900, 1_000_000, null));
    writer.item(900, {
      productId: 1,
      offerId: value<number>("SELECT id FROM offers WHERE product_id = 1 LIMIT 1"),
      name: "Платье",
      size: "M",
      quantity: 3,
      price: 1000,
      discountPrice: 800,
    });
    expect(
      db.prepare("SELECT quantity, price, discount_price, sum FROM order_items WHERE order_id = 900").get(),
    ).toEqual({ quantity: 3, price: 1000, discount_price: 800, sum: 2400 });
  });

  it("finds the order the same request placed within the window", () => {
    const body = SaveBodySchema.parse({ returnUrl: "http://shop.test" });
    const hash = requestHash(body);
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(requestHash(SaveBodySchema.parse({ returnUrl: "http://shop.test", coupon: "LOVE10" }))).not.toBe(hash);
    createOrderWriter(db).order(order(901, 1_000_000, hash));
    const repeated = createRepeatLookup(db);
    expect(repeated(ANNA.id, hash, 1_000_000 + REPEAT_WINDOW_SECONDS)).toMatchObject({
      id: 901,
      number: "LS-101101",
      payment_id: 1,
      is_payed: 0,
      status: "new",
      total: 1000,
    });
    expect(repeated(ANNA.id, hash, 1_000_000 + REPEAT_WINDOW_SECONDS + 1)).toBeUndefined();
    expect(repeated(2, hash, 1_000_000)).toBeUndefined();
  });
});

describe("calculation and placement", () => {
  function checkoutParts() {
    const sections = loadSectionIndex(db);
    const gifts = createGiftCertificates(db, "http://upstream.test", () => {});
    const basket = createBasketStore(db, sections, createCatalogRefs(db), "http://upstream.test", gifts.lines);
    const users = createUserStore(db);
    const addresses = createAddressStore(db);
    const loyalty = createLoyaltyStore(db);
    const certificates = createCertificateStore(db);
    const coupons = createCouponStore(db);
    const drafts = createDraftStore(db);
    const customers = createCustomerProfile({ users, addresses });
    const calculate = createCalculation({
      clock: () => NOW,
      basket,
      cities: createCityLookup(db),
      places: createPlaces(db),
      readStock: createStockReader(db),
      customers,
      loyalty,
      certificates,
      coupons,
    });
    const place = createOrderPlacement({
      db,
      clock: () => NOW,
      coupons,
      loyalty,
      certificates,
      payments: createPaymentStore(db, "http://upstream.test", gifts.orders.issue),
      drafts,
      certificateLines: gifts.lines,
      users,
      addresses,
    });
    return { basket, customers, calculate, place };
  }

  it("prefills the customer and finds the default address in its city only", () => {
    const { customers } = checkoutParts();
    const input = emptyInput(null);
    customers.prefill(ANNA, input);
    expect(input.customer).toMatchObject({
      id: 1,
      name: "Анна",
      lastName: "Смирнова",
      secondName: "-",
      phone: "+79990000001",
    });
    const cities = createCityLookup(db);
    expect(customers.defaultAddress(ANNA, cities.byCode("moscow"))).toEqual({
      city: "Москва",
      cityId: "moscow",
      street: "ул. Тверская",
      building: "12",
      apartment: "45",
    });
    expect(customers.defaultAddress(ANNA, cities.byCode("kazan"))).toBeNull();
    const guest = emptyInput(null);
    customers.prefill({ kind: "guest", id: 5 }, guest);
    expect(guest.customer).toMatchObject({ id: 0, name: "", secondName: "-" });
  });

  it("places an order with a coupon and bonuses, and writes nothing when a step fails", () => {
    const { basket, calculate, place } = checkoutParts();
    const offer = db
      .prepare<[], { id: number; product_id: number; quantity: number }>(
        "SELECT id, product_id, quantity FROM offers WHERE quantity >= 3 ORDER BY id LIMIT 1",
      )
      .get()!;
    basket.add(ANNA, offer.product_id, offer.id, 1, "moscow");
    db.prepare(
      "INSERT INTO loyalty_transactions (user_id, type, amount, description, created_at) VALUES (1, 'accrual', 500, 'Тест', 0)",
    ).run();
    const input = emptyInput(createCityLookup(db).byCode("moscow"));
    Object.assign(input.customer, {
      name: "Анна",
      lastName: "Смирнова",
      email: "anna@example.ru",
      phone: "+79990000001",
    });
    input.delivery.shipmentId = 43;
    const first = calculate(ANNA, input, "", "10.0.0.1");
    const body = SaveBodySchema.parse({
      ...first.input,
      delivery: {
        ...first.input.delivery,
        properties: {
          ...first.input.delivery.properties,
          pickupPointId: first.state.pickupPoints[0].id,
          intervalId: first.state.deliveryServiceTimes[0].value,
        },
      },
      payment: { id: 1 },
      coupon: "AUTUMN15",
      loyalty: { active: true, pay: 100 },
      returnUrl: "http://shop.test",
    });
    const computation = calculate(ANNA, body, "", "10.0.0.1");
    expect(computation.errors).toEqual([]);
    expect(computation.amounts).toMatchObject({
      bonus: 100,
      coupon: Math.floor((computation.amounts.goods * 15) / 100),
    });

    const orders = value<number>("SELECT COUNT(*) FROM orders");
    // Another order spends the single-use coupon first: the whole placement rolls back.
    db.prepare("UPDATE coupons SET used_at = 1 WHERE code = 'AUTUMN15'").run();
    expect(() => place(ANNA, body, computation, requestHash(body))).toThrow(HttpError);
    expect(value("SELECT COUNT(*) FROM orders")).toBe(orders);
    expect(value("SELECT quantity FROM offers WHERE id = ?", offer.id)).toBe(offer.quantity);
    expect(basket.basket(ANNA).activeProducts).toHaveLength(1);

    db.prepare("UPDATE coupons SET used_at = NULL WHERE code = 'AUTUMN15'").run();
    const saved = place(ANNA, body, computation, requestHash(body));
    expect(saved.order).toMatchObject({
      id: orders + 1,
      payment: { id: 1, isPayed: false, link: expect.stringMatching(/^http:\/\/upstream\.test\/pay\//) },
    });
    expect(
      db.prepare("SELECT shipment_id, coupon, bonus_amount, total FROM orders WHERE id = ?").get(saved.order.id),
    ).toEqual({
      shipment_id: 43,
      coupon: "AUTUMN15",
      bonus_amount: 100,
      total: computation.amounts.total,
    });
    expect(value("SELECT quantity FROM offers WHERE id = ?", offer.id)).toBe(offer.quantity - 1);
    expect(basket.basket(ANNA).products).toHaveLength(0);
  });
});
