import { describe, expect, it } from "vitest";
import { offerAvailability, offerLabel, offerState, type StockCity } from "~/domain/offers";
import { MORE_THAN_ONE, publicOffer, stockLevel } from "~/domain/stock-level";
import type { Offer, StockEntry } from "~/contract/catalog";

const MOSCOW: StockCity = { code: "moscow", name: "Москва", delivery: true };
const NO_DELIVERY: StockCity = { code: "moscow", name: "Москва", delivery: false };

describe("stock levels of public answers", () => {
  it("tell none, the last one or more, never the count", () => {
    expect([-3, 0, 1, 2, 3, 28, Number.NaN].map(stockLevel)).toEqual([0, 0, 1, 2, 2, 2, 0]);
    expect(MORE_THAN_ONE).toBe(2);
  });

  it("give the page the same states, labels and availability as the exact counts", () => {
    const counts = [-1, 0, 1, 2, 3, 10];
    const shops = (a: number, b: number, c: number): StockEntry[] => [
      { storeId: 101, quantity: a, cityCode: "moscow", pickup: true },
      { storeId: 102, quantity: b, cityCode: "moscow", pickup: true },
      { storeId: 106, quantity: c, cityCode: "moscow", pickup: false },
      { storeId: 701, quantity: a + b, cityCode: "st_petersburg", pickup: true },
    ];
    for (const online of counts)
      for (const a of counts)
        for (const b of counts)
          for (const c of [0, 1, 5]) {
            const exact: Offer = { id: 1, size: "M", quantity: online, stock: shops(a, b, c) };
            const levels = publicOffer(exact);
            for (const city of [MOSCOW, NO_DELIVERY]) {
              const { total: _t, maxQuantity: _m, ...told } = offerState(exact, city);
              const { total: _lt, maxQuantity: _lm, ...toldByLevels } = offerState(levels, city);
              expect(toldByLevels).toEqual(told);
              expect(offerLabel(levels, city)).toBe(offerLabel(exact, city));
              expect(offerAvailability(levels, city)).toBe(offerAvailability(exact, city));
            }
            expect([levels.quantity, ...levels.stock.map((entry) => entry.quantity)].every((n) => n <= 2)).toBe(true);
          }
  });
});
