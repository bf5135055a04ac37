import { describe, expect, it } from "vitest";
import { createAddressStore } from "../../../server/demo-upstream/account/addresses";
import { createBasketStore } from "../../../server/demo-upstream/account/basket";
import { createCatalogRefs } from "../../../server/demo-upstream/account/catalog-refs";
import { createCertificateStore } from "../../../server/demo-upstream/account/certificates";
import { createCouponStore } from "../../../server/demo-upstream/account/coupons";
import { createLoyaltyStore } from "../../../server/demo-upstream/account/loyalty";
import { createOrderWriter, type OrderRow } from "../../../server/demo-upstream/account/order-rows";
import { createPaymentStore } from "../../../server/demo-upstream/account/payments";
import { createGiftCertificates } from "../../../server/demo-upstream/gift-certificates/gift-certificates";
import { createUserStore } from "../../../server/demo-upstream/account/users";
import { loadSectionIndex } from "../../../server/demo-upstream/catalog/sections";
import { createCalculation } from "../../../server/demo-upstream/checkout/calculation";
import { createCustomerProfile } from "../../../server/demo-upstream/checkout/customer";
import { createCityLookup } from "../../../server/demo-upstream/checkout/delivery/cities";
import { createPlaces } from "../../../server/demo-upstream/checkout/delivery/places";
import { createStockReader } from "../../../server/demo-upstream/checkout/delivery/stock";
import { createDraftStore } from "../../../server/demo-upstream/checkout/drafts";
import { emptyInput, SaveBodySchema, toPayload } from "../../../server/demo-upstream/checkout/input";
import {
  createRepeatLookup,
  REPEAT_WINDOW_SECONDS,
  requestHash,
} from "../../../server/demo-upstream/checkout/saving/idempotency";
import { createOrderPlacement } from "../../../server/demo-upstream/checkout/saving/place-order";
import { HttpError } from "../../../server/demo-upstream/http/envelope";
import { NOW, ANNA, MOSCOW, db, value, withCheckoutModulesDatabase } from "../support/checkout-modules-database";

withCheckoutModulesDatabase();

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
    // The spec's payload (delivery.shipment) of the calculated input, as a storefront sends it.
    const body = SaveBodySchema.parse({
      ...toPayload({
        ...first.input,
        delivery: {
          ...first.input.delivery,
          properties: {
            ...first.input.delivery.properties,
            pickupPointId: first.state.pickupPoints[0].id,
            intervalId: first.state.deliveryServiceTimes[0].value,
          },
        },
      }),
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
