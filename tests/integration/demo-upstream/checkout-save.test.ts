import { describe, expect, it } from "vitest";
import { AddressListSchema } from "../../../app/contract/account";
import { BasketSchema } from "../../../app/contract/basket";
import { UserSchema } from "../../../app/contract/user";
import {
  add,
  calculate,
  CUSTOMER,
  db,
  detail,
  freshUser,
  init,
  onlineOffer,
  onlineQuantity,
  orderCount,
  prepare,
  save,
  saveOk,
  storeOffer,
  storeQuantity,
  upstream,
  withCheckoutUpstream,
} from "../support/checkout-upstream";
import { call } from "./helpers";

withCheckoutUpstream();

describe("save", () => {
  it("remembers the customer: empty profile fields take the order's, the courier address is saved once", async () => {
    const token = await freshUser();
    const profile = async () => (await call(upstream, "/api/user", { token, schema: UserSchema })).data;
    const addresses = async () =>
      (await call(upstream, "/api/user/addresses", { token, schema: AddressListSchema })).data.items;
    expect(await profile()).toMatchObject({ firstName: "", lastName: "", email: "" });

    await add(token, onlineOffer());
    await saveOk(token, (await prepare(token, 41)).input);
    expect(await profile()).toMatchObject({
      firstName: CUSTOMER.name,
      lastName: CUSTOMER.lastName,
      email: CUSTOMER.email,
    });
    expect(await addresses()).toEqual([
      expect.objectContaining({
        cityCode: "moscow",
        street: "ул. Арбат",
        building: "7",
        apartment: "3",
        isDefault: true,
      }),
    ]);

    // The next checkout knows the customer; the same address (in other letter case) is not saved twice.
    await add(token, onlineOffer());
    const next = await prepare(token, 41, (input) => {
      expect(input.customer).toMatchObject({ name: CUSTOMER.name, lastName: CUSTOMER.lastName, email: CUSTOMER.email });
      Object.assign(input.customer, { name: "Другое", email: "other@example.ru" });
      Object.assign(input.delivery.properties, { street: "УЛ. АРБАТ" });
    });
    await saveOk(token, next.input);
    expect(await profile()).toMatchObject({ firstName: CUSTOMER.name, email: CUSTOMER.email });
    expect(await addresses()).toHaveLength(1);

    // A pickup order saves no address.
    await add(token, onlineOffer());
    await saveOk(token, (await prepare(token, 43)).input);
    expect(await addresses()).toHaveLength(1);
  });

  it("answers 400 per missing field and creates nothing", async () => {
    const token = await freshUser();
    await add(token, onlineOffer());
    const { input } = await prepare(token, 41, (draft) => {
      draft.delivery.properties.building = "";
      draft.customer.email = "";
    });
    const before = orderCount();
    const result = await save(token, input);
    expect(result.status).toBe(400);
    expect(result.data).toBeNull();
    expect(result.errors).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ field: "delivery.building", message: "Укажите дом" }),
        expect.objectContaining({ field: "customer.email", message: "Укажите email" }),
      ]),
    );
    expect(orderCount()).toBe(before);
    expect((await call(upstream, "/api/basket", { token, schema: BasketSchema })).data.totalQuantity).toBe(1);

    const nothing = await save(token, {
      ...input,
      customer: { ...input.customer, id: 0, name: "Ян" },
      payment: { id: null },
    });
    expect(nothing.errors.map((error) => error.field)).toEqual(
      expect.arrayContaining(["customer.id", "customer.name", "payment"]),
    );
    const pickup = await save(token, { ...input, delivery: { ...input.delivery, shipmentId: 43 } });
    expect(pickup.errors.map((error) => error.field)).toContain("delivery.pickupPointId");
    const store = await save(token, { ...input, delivery: { ...input.delivery, shipmentId: 44 } });
    expect(store.errors.map((error) => error.field)).toContain("delivery.storeId");
    const interval = await save(token, {
      ...input,
      customer: { ...input.customer, email: CUSTOMER.email },
      delivery: {
        ...input.delivery,
        properties: { ...input.delivery.properties, building: "7", intervalId: "2030-01-01/10-14" },
      },
    });
    expect(interval.status).toBe(400);
    expect(interval.errors).toEqual([
      expect.objectContaining({ field: "delivery.intervalId", message: "Выберите интервал доставки из списка" }),
    ]);
    const noReturn = await save(token, input, { returnUrl: "javascript:alert(1)" });
    expect(noReturn.errors[0]).toMatchObject({ field: "returnUrl", message: "Неверный адрес возврата" });
    expect(orderCount()).toBe(before);
  });

  it("places a courier order: stock, basket, draft and the order", async () => {
    const token = await freshUser();
    const offer = onlineOffer();
    const other = onlineOffer();
    await add(token, offer, 2);
    await add(token, other);
    // The phone is prefilled from the profile; the masked one typed here is stored normalised.
    const { input, state } = await prepare(token, 41, (draft) => (draft.customer.phone = CUSTOMER.phone));
    const stock = onlineQuantity(offer.offerId);
    const result = await saveOk(token, input);
    expect(result.messages).toEqual([{ message: `Заказ ${result.data.order.number} оформлен` }]);
    const { order } = result.data;
    expect(order.number).toMatch(/^LS-\d+$/);
    expect(order.payment).toMatchObject({ id: 1, isPayed: false });
    expect(order.payment.link).toMatch(new RegExp(`^http://localhost:${upstream.port}/pay/[0-9a-f]{32}$`));
    expect(onlineQuantity(offer.offerId)).toBe(stock - 2);

    const basket = (await call(upstream, "/api/basket", { token, schema: BasketSchema })).data;
    expect(basket.activeProducts).toEqual([]);
    // The upstream keeps no draft (the storefront forgets its input on a placed order): an order starts anew.
    const fresh = (await init(token)).data;
    expect(fresh.input.delivery.shipmentId).toBeNull();
    expect(fresh.input.delivery.properties.cityId).toBe("moscow");
    expect(fresh.basket.activeProducts).toEqual([]);

    const saved = await detail(token, order.id);
    expect(saved).toMatchObject({
      number: order.number,
      status: { code: "new", name: "Новый" },
      customer: { name: "Ольга", lastName: "Петрова", email: "olga.petrova@example.ru", phone: "+79161234567" },
      delivery: {
        shipmentId: 41,
        name: "Курьер",
        address: "Москва, ул. Арбат, д. 7, кв. 3",
        interval: "11.09.2025, 10:00–14:00",
        price: state.summary.delivery,
      },
      payment: { id: 1, name: "Картой онлайн", isPayed: false, link: order.payment.link },
    });
    expect(saved.items.map((item) => [item.productId, item.quantity])).toEqual([
      [offer.productId, 2],
      [other.productId, 1],
    ]);
    expect(saved.summary.total).toEqual(state.summary.total);
    expect(saved.summary.basket.value).toBe(offer.price * 2 + other.price);
  });

  it("places a pickup-point order with a pick-up day", async () => {
    const token = await freshUser();
    await add(token, onlineOffer());
    const { input, state } = await prepare(token, 43, (draft) => (draft.payment.id = 2));
    const onReceipt = await save(token, input);
    expect(onReceipt.status).toBe(400);
    expect(onReceipt.errors).toEqual([
      expect.objectContaining({ field: "payment", message: "Этот способ оплаты недоступен для вашего заказа" }),
    ]);
    const noDay = await save(token, {
      ...input,
      payment: { id: 8 },
      delivery: { ...input.delivery, properties: { ...input.delivery.properties, intervalId: "" } },
    });
    expect(noDay.errors).toEqual([
      expect.objectContaining({ field: "delivery.intervalId", message: "Выберите день получения" }),
    ]);

    const { data } = await saveOk(token, { ...input, payment: { id: 8 } });
    const saved = await detail(token, data.order.id);
    const point = state.pickupPoints[0];
    expect(saved.delivery).toMatchObject({
      shipmentId: 43,
      name: "Пункт выдачи",
      address: `Москва, ${point.name}, ${point.address}`,
      interval: "с 12.09.2025",
    });
    expect(saved.payment).toMatchObject({ id: 8, name: "СБП", isPayed: false });
  });

  it("places store orders from the store's own stock", async () => {
    const token = await freshUser();
    const offer = storeOffer(true);
    await add(token, offer);
    const online = onlineQuantity(offer.offerId);
    const shelf = storeQuantity(offer.offerId, offer.storeId);
    const { input } = await prepare(token, 44, (draft) => {
      draft.delivery.properties.storeId = String(offer.storeId);
      draft.payment.id = 2;
    });
    const { data } = await saveOk(token, input);
    expect(data.order.payment).toEqual({ id: 2, isPayed: false, link: null });
    expect(storeQuantity(offer.offerId, offer.storeId)).toBe(shelf - 1);
    expect(onlineQuantity(offer.offerId)).toBe(online);
    const saved = await detail(token, data.order.id);
    expect(saved.delivery).toMatchObject({
      shipmentId: 44,
      name: "Самовывоз из магазина",
      // From the shop's opening tomorrow (10:00), by its hours.
      interval: "с 11.09.2025, 10:00",
      price: { value: 0 },
    });
    expect(saved.payment).toMatchObject({ name: "Картой или наличными при получении", link: null });

    const today = await freshUser();
    const second = storeOffer(false);
    await add(today, second);
    const secondShelf = storeQuantity(second.offerId, second.storeId);
    const { input: todayInput } = await prepare(
      today,
      46,
      (draft) => (draft.delivery.properties.storeId = String(second.storeId)),
    );
    const { data: todayOrder } = await saveOk(today, todayInput);
    expect((await detail(today, todayOrder.order.id)).delivery).toMatchObject({
      shipmentId: 46,
      // Ordered at 10:00: put together in two hours.
      interval: "с 10.09.2025, 12:00",
    });
    expect(storeQuantity(second.offerId, second.storeId)).toBe(secondShelf - 1);
  });

  it("answers 409 when stock ran out meanwhile, and changes nothing", async () => {
    const token = await freshUser();
    // Also on a Moscow pickup shop's shelf: the line stays orderable in the city, the courier's warehouse is short.
    const offer = storeOffer(true);
    await add(token, offer);
    const { input } = await prepare(token, 41, (draft) => (draft.coupon = "AUTUMN15"));
    expect(input.coupon).toBe("AUTUMN15");
    const online = onlineQuantity(offer.offerId);
    db.prepare("UPDATE offers SET quantity = 0, total_quantity = total_quantity - ? WHERE id = ?").run(
      online,
      offer.offerId,
    );
    const before = orderCount();
    const result = await save(token, input);
    expect(result.status).toBe(409);
    expect(result.errors[0].message).toBe(`Товар закончился: ${offer.name}, размер ${offer.size}`);
    expect(orderCount()).toBe(before);
    db.prepare("UPDATE offers SET quantity = ?, total_quantity = total_quantity + ? WHERE id = ?").run(
      online,
      online,
      offer.offerId,
    );
    expect((await call(upstream, "/api/basket", { token, schema: BasketSchema })).data.totalQuantity).toBe(1);
    // The coupon was not spent.
    expect((await calculate(token, input)).data.isCouponApplied).toBe(true);
  });

  it("returns the same order for a double submission", async () => {
    const token = await freshUser();
    await add(token, onlineOffer());
    const { input } = await prepare(token, 41);
    const before = orderCount();
    const [first, second] = await Promise.all([save(token, input), save(token, input)]);
    expect(first.status).toBe(200);
    expect(second.data).toEqual(first.data);
    const third = await save(token, input);
    expect(third.data).toEqual(first.data);
    expect(orderCount()).toBe(before + 1);
    // Another request is another order attempt: the basket is empty now.
    const other = await save(token, input, { metrics: { deviceId: "ga-2", partnerUserId: "p-1" } });
    expect(other.status).toBe(400);
    expect(other.errors.map((error) => error.field)).toContain("basket");
  });
});
