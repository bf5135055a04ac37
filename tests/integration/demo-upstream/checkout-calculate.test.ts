import { beforeAll, describe, expect, it } from "vitest";
import { type CheckoutInput } from "../../../app/contract/order";
import {
  add,
  type OfferRef,
  calculate,
  db,
  freshUser,
  init,
  MOSCOW,
  onlineOffer,
  onlineQuantity,
  pickOffer,
  storeOffer,
  withCheckoutUpstream,
} from "../support/checkout-upstream";

withCheckoutUpstream();

describe("calculate", () => {
  let token: string;
  let offer: OfferRef & { storeId: number };
  let base: CheckoutInput;
  beforeAll(async () => {
    token = await freshUser();
    offer = storeOffer(true);
    await add(token, offer);
    base = (await init(token)).data.input;
  });
  const withShipment = (shipmentId: number | null, change: (input: CheckoutInput) => void = () => {}) => {
    const input = structuredClone(base);
    input.delivery.shipmentId = shipmentId;
    change(input);
    return calculate(token, input);
  };

  it("offers every shipment in Moscow with prices in roubles", async () => {
    const { data } = await withShipment(null);
    expect(data.deliverySystems.map((system) => system.id)).toEqual([41, 42, 43, 44, 46]);
    const byId = new Map(data.deliverySystems.map((system) => [system.id, system]));
    expect(byId.get(41)!.name).toBe("Курьер");
    expect(byId.get(41)!.variants.map((variant) => [variant.serviceLevelTypeCode, variant.price.value])).toEqual([
      ["economy", 299],
      ["express", 690],
    ]);
    expect(byId.get(42)).toMatchObject({ name: "Курьер до двери (примерка)", price: { value: 490 } });
    expect(byId.get(43)).toMatchObject({ name: "Пункт выдачи", price: { value: 199 } });
    expect(byId.get(44)).toMatchObject({ name: "Самовывоз из магазина", price: { value: 0 } });
    expect(byId.get(46)).toMatchObject({ name: "Самовывоз из магазина сегодня", price: { value: 0 } });
    expect(data.stores.map((store) => store.id)).toContain(String(offer.storeId));
    expect(data.pickupPoints.length).toBeGreaterThan(0);
    expect(data.summary).toMatchObject({
      basket: { value: offer.price },
      delivery: { value: 0 },
      total: { value: offer.price },
    });
    expect(data.paymentMethods.map((method) => method.id)).toEqual([1, 8, 17]);
  });

  it("courier: four-hour windows, or two-hour ones for express", async () => {
    const { data: economy } = await withShipment(41);
    expect(economy.input.delivery.serviceLevelTypeCode).toBe("economy");
    expect(economy.deliveryServiceTimes.map((time) => time.text)).toEqual([
      "Завтра, 10:00–14:00",
      "Завтра, 14:00–18:00",
      "Завтра, 18:00–22:00",
      "Послезавтра, 10:00–14:00",
      "Послезавтра, 14:00–18:00",
      "Послезавтра, 18:00–22:00",
    ]);
    expect(economy.summary.delivery.value).toBe(299);
    expect(economy.summary.total.value).toBe(offer.price + 299);
    expect(economy.paymentMethods.map((method) => method.id)).toEqual([1, 8, 17, 2]);

    const { data: express } = await withShipment(41, (input) => (input.delivery.serviceLevelTypeCode = "express"));
    expect(express.deliveryServiceTimes[0].text).toBe("Сегодня, 14:00–16:00");
    expect(express.deliveryServiceTimes.at(-1)!.text).toBe("Завтра, 20:00–22:00");
    expect(express.summary.delivery.value).toBe(690);

    const { data: tryOn } = await withShipment(42);
    expect(tryOn.deliveryServiceTimes).toHaveLength(6);
    expect(tryOn.summary.delivery.value).toBe(490);
  });

  it("pickup point: pick-up days, no payment on receipt", async () => {
    const { data } = await withShipment(43);
    expect(data.deliveryServiceTimes).toEqual([
      { value: "2025-09-12", text: "Послезавтра, 12 сентября" },
      { value: "2025-09-13", text: "Суббота, 13 сентября" },
      { value: "2025-09-14", text: "Воскресенье, 14 сентября" },
    ]);
    expect(data.summary.delivery.value).toBe(199);
    expect(data.paymentMethods.map((method) => method.id)).toEqual([1, 8, 17]);
  });

  it("stores: free, with payment on receipt for 44", async () => {
    const { data: store } = await withShipment(44);
    expect(store.deliveryServiceTimes).toEqual([]);
    expect(store.summary.delivery.value).toBe(0);
    expect(store.paymentMethods.map((method) => method.id)).toContain(2);
    const { data: today } = await withShipment(46);
    expect(today.paymentMethods.map((method) => method.id)).not.toContain(2);
  });

  it("courier delivery is free from 5 000 ₽ of goods; express never", async () => {
    const user = await freshUser();
    await add(user, onlineOffer(5000, 20000));
    const input = (await init(user)).data.input;
    input.delivery.shipmentId = 41;
    const { data } = await calculate(user, input);
    expect(
      data.deliverySystems.find((system) => system.id === 41)!.variants.map((variant) => variant.price.value),
    ).toEqual([0, 690]);
    expect(data.summary.delivery.value).toBe(0);
  });

  it("small cities have pickup points and shops only", async () => {
    const { data } = await calculate(token, {
      ...base,
      delivery: { ...base.delivery, properties: { ...base.delivery.properties, city: "", cityId: "pskov" } },
    });
    expect(data.input.delivery.properties.city).toBe("Псков");
    const ids = data.deliverySystems.map((system) => system.id);
    expect(ids).toContain(43);
    expect(ids).not.toContain(41);
    expect(ids).not.toContain(42);
    // The answer's order is in the city of the calculation (the storefront keeps it so).
    expect(data.delivery?.properties).toMatchObject({ city: "Псков", cityId: "pskov" });
  });

  it("a line that is only on a shop's shelf can be picked up there, not delivered", async () => {
    const user = await freshUser();
    const shelf = storeOffer(false);
    await add(user, shelf);
    const { data } = await calculate(user, (await init(user)).data.input);
    expect(data.deliverySystems.map((system) => system.id)).toEqual([44, 46]);
    expect(data.stores.map((store) => store.id)).toContain(String(shelf.storeId));
    expect(data.blockedLines).toEqual([
      expect.objectContaining({
        offerId: shelf.offerId,
        kinds: ["courier", "pickupPoint"],
        reason: "Есть только в магазине: доступен самовывоз, но не доставка",
      }),
    ]);
  });

  it("names the lines that leave no delivery way at all, and why", async () => {
    const user = await freshUser();
    const shelf = storeOffer(false);
    const warehouse = pickOffer(
      `o.quantity BETWEEN 2 AND 9 AND NOT EXISTS (SELECT 1 FROM offer_stock st JOIN stores s ON s.id = st.store_id
         WHERE st.offer_id = o.id AND s.city_id = ? AND st.quantity > 0)`,
      MOSCOW,
    );
    await add(user, shelf);
    await add(user, warehouse);
    const { data } = await calculate(user, (await init(user)).data.input);
    expect(data.deliverySystems).toEqual([]);
    const lines = Object.fromEntries(data.basket.activeProducts.map((line) => [line.offerId, line.id]));
    expect(data.blockedLines).toEqual([
      {
        lineId: lines[shelf.offerId],
        productId: shelf.productId,
        offerId: shelf.offerId,
        name: shelf.name,
        size: shelf.size,
        quantity: 1,
        kinds: ["courier", "pickupPoint"],
        reason: "Есть только в магазине: доступен самовывоз, но не доставка",
      },
      {
        lineId: lines[warehouse.offerId],
        productId: warehouse.productId,
        offerId: warehouse.offerId,
        name: warehouse.name,
        size: warehouse.size,
        quantity: 1,
        kinds: ["store"],
        reason: "Нет в магазинах города: доступна только доставка",
      },
    ]);

    // A line above what one way can ship blocks every way, with what is available.
    const other = await freshUser();
    const online = onlineQuantity(warehouse.offerId);
    await add(other, warehouse, online);
    db.prepare("UPDATE offers SET quantity = 1 WHERE id = ?").run(warehouse.offerId);
    try {
      const { data: capped } = await calculate(other, (await init(other)).data.input);
      expect(capped.basket.activeProducts[0]).toMatchObject({ maxQuantity: 1 });
      expect(capped.blockedLines).toEqual([
        expect.objectContaining({
          offerId: warehouse.offerId,
          kinds: ["courier", "pickupPoint", "store"],
          reason: "Доступно: 1 шт. — уменьшите количество",
        }),
      ]);
      expect(capped.deliverySystems).toEqual([]);
    } finally {
      db.prepare("UPDATE offers SET quantity = ? WHERE id = ?").run(online, warehouse.offerId);
    }
  });
});
