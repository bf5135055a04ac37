import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DeliveryEstimateSchema } from "../../../app/contract/delivery-estimate";
import { ProductDetailSchema } from "../../../app/contract/product";
import { call, startTestUpstream, type TestUpstream } from "./helpers";

/** Wednesday 10.09.2025, 10:00 in Moscow: an express courier today, same-day shop pickup. */
const MORNING = Date.UTC(2025, 8, 10, 7, 0);
/**
 * The same day at 20:30 in Moscow: today's express windows are gone, and so is same-day pickup (a shop needs two hours
 * before it closes, at 22:00 at the latest).
 */
const EVENING = Date.UTC(2025, 8, 10, 17, 30);

/** In the seed: 10 099 ₽ (free courier and pickup point), online stock, and Moscow and Pskov pickup shops hold sizes. */
const IN_SHOPS = 54;
/** Online stock only (no Moscow or Pskov shop holds it), under 5 000 ₽. */
const ONLINE_ONLY = 139;
/** No stock anywhere. */
const SOLD_OUT = 253;

let now = MORNING;
let upstream: TestUpstream;
let minimal: TestUpstream;

beforeAll(async () => {
  [upstream, minimal] = await Promise.all([
    startTestUpstream({ clock: () => now }),
    startTestUpstream({ clock: () => now, specMinimal: true }),
  ]);
});
afterAll(async () => {
  await Promise.all([upstream.stop(), minimal.stop()]);
});

const estimate = async (city: string, productId: number, from = upstream) =>
  (
    await call(from, `/api/delivery/estimate?city=${city}&productId=${productId}`, {
      schema: DeliveryEstimateSchema,
    })
  ).data;

describe("GET /api/delivery/estimate", () => {
  it("gives the fastest courier, pickup point and shop pickup, as the checkout offers them", async () => {
    now = MORNING;
    const price = (await call(upstream, `/v1/catalog/products/${IN_SHOPS}`, { schema: ProductDetailSchema })).data.item
      .price.discountValue;
    expect(price).toBeGreaterThanOrEqual(5000);
    expect(await estimate("moscow", IN_SHOPS)).toEqual({
      city: { code: "moscow", name: "Москва" },
      options: [
        // Express (690 ₽, never free) comes today; the free economy courier only tomorrow.
        { kind: "courier", shipmentId: 41, days: 0, date: "2025-09-10", price: 690 },
        { kind: "pickupPoint", shipmentId: 43, days: 2, date: "2025-09-12", price: 0 },
        { kind: "store", shipmentId: 46, days: 0, date: "2025-09-10", price: 0 },
      ],
    });
  });

  it("after hours: tomorrow's courier (the cheaper of the two) and tomorrow's shop pickup", async () => {
    now = EVENING;
    try {
      expect((await estimate("moscow", IN_SHOPS)).options).toEqual([
        { kind: "courier", shipmentId: 41, days: 1, date: "2025-09-11", price: 0 },
        { kind: "pickupPoint", shipmentId: 43, days: 2, date: "2025-09-12", price: 0 },
        { kind: "store", shipmentId: 44, days: 1, date: "2025-09-11", price: 0 },
      ]);
    } finally {
      now = MORNING;
    }
  });

  it("follows the product's stock and the city: no shop pickup without a shop's stock, no courier where there is none, days on the road far away", async () => {
    const online = await estimate("moscow", ONLINE_ONLY);
    expect(online.options.map((option) => option.kind)).toEqual(["courier", "pickupPoint"]);
    expect(online.options[1].price).toBe(199);
    // Pskov has no couriers.
    expect((await estimate("pskov", IN_SHOPS)).options.map((option) => option.kind)).toEqual(["pickupPoint", "store"]);
    // Vladivostok: six days on the road, no express.
    expect((await estimate("vladivostok", ONLINE_ONLY)).options).toEqual([
      { kind: "courier", shipmentId: 41, days: 7, date: "2025-09-17", price: 299 },
      { kind: "pickupPoint", shipmentId: 43, days: 8, date: "2025-09-18", price: 199 },
    ]);
    expect((await estimate("moscow", SOLD_OUT)).options).toEqual([]);
  });

  it("refuses an unknown city or product and a malformed query", async () => {
    const unknownCity = await call(upstream, `/api/delivery/estimate?city=atlantis&productId=${IN_SHOPS}`);
    expect(unknownCity.httpStatus).toBe(404);
    expect(unknownCity.errors[0]).toMatchObject({ code: "city_not_found", message: "Город не найден" });
    const unknownProduct = await call(upstream, "/api/delivery/estimate?city=moscow&productId=999999");
    expect(unknownProduct.httpStatus).toBe(404);
    expect(unknownProduct.errors[0]).toMatchObject({ code: "product_not_found" });
    for (const query of ["city=moscow", "city=moscow&productId=abc", `productId=${IN_SHOPS}`]) {
      expect((await call(upstream, `/api/delivery/estimate?${query}`)).httpStatus).toBe(400);
    }
  });

  it("answers in spec-minimal mode too, with a field nobody knows, which the storefront's reader ignores", async () => {
    const answer = await call<Record<string, unknown>>(
      minimal,
      `/api/delivery/estimate?city=moscow&productId=${IN_SHOPS}`,
    );
    expect(answer.data).toHaveProperty("retailerExtension");
    expect(DeliveryEstimateSchema.parse(answer.data)).toEqual(await estimate("moscow", IN_SHOPS));
  });
});
