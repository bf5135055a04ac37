import { describe, expect, it } from "vitest";
import { DEFAULT_CITY } from "../../../app/domain/location";
import { createCityLookup } from "../../../server/demo-upstream/checkout/delivery/cities";
import { createPlaces } from "../../../server/demo-upstream/checkout/delivery/places";
import { createStockReader } from "../../../server/demo-upstream/checkout/delivery/stock";
import { emptyInput } from "../../../server/demo-upstream/checkout/input";
import { createStockReservation } from "../../../server/demo-upstream/checkout/saving/reservation";
import { sizeMask } from "../../../server/demo-upstream/catalog/sizes";
import { HttpError } from "../../../server/demo-upstream/http/envelope";
import { MOSCOW, db, value, line, withCheckoutModulesDatabase } from "../support/checkout-modules-database";

withCheckoutModulesDatabase();

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

  it("takes a shop's stock, dropping a row it empties, and no city can buy a size sold out everywhere", () => {
    const row = db
      .prepare<[], { offer_id: number; store_id: number; quantity: number }>(
        `SELECT st.offer_id, st.store_id, st.quantity FROM offer_stock st JOIN offers o ON o.id = st.offer_id
         JOIN stores s ON s.id = st.store_id WHERE o.total_quantity = st.quantity AND s.is_pickup = 1
         ORDER BY st.offer_id LIMIT 1`,
      )
      .get()!;
    const productId = line(row.offer_id, 1).productId;
    const bit = sizeMask([value<string>("SELECT size FROM offers WHERE id = ?", row.offer_id)]);
    const citySizes = () =>
      db
        .prepare<[number], number>("SELECT size_mask FROM product_city_sizes WHERE product_id = ?")
        .pluck()
        .all(productId);
    expect(citySizes().some((mask) => (mask & bit) !== 0)).toBe(true);
    createStockReservation(db)([line(row.offer_id, row.quantity)], row.store_id);
    expect(
      value("SELECT COUNT(*) FROM offer_stock WHERE offer_id = ? AND store_id = ?", row.offer_id, row.store_id),
    ).toBe(0);
    expect(value("SELECT total_quantity FROM offers WHERE id = ?", row.offer_id)).toBe(0);
    expect(citySizes().every((mask) => (mask & bit) === 0)).toBe(true);
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
