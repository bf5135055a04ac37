import { describe, expect, it } from "vitest";
import { DeliveryEstimateSchema, type DeliveryOption } from "~/contract/delivery-estimate";
import { estimateLines, priceLabel, whenLabel } from "~/domain/delivery-estimate";

const option = (kind: DeliveryOption["kind"], days: number, price: number, date = "2025-09-20"): DeliveryOption => ({
  kind,
  days,
  date,
  price,
});

describe("delivery estimate in words", () => {
  it("says today, tomorrow and the day after in words, a later day by its date", () => {
    expect(whenLabel({ days: 0, date: "2025-09-10" })).toBe("сегодня");
    expect(whenLabel({ days: 1, date: "2025-09-11" })).toBe("завтра");
    expect(whenLabel({ days: 2, date: "2025-09-12" })).toBe("послезавтра");
    expect(whenLabel({ days: 7, date: "2025-09-17" })).toBe("17 сентября");
    expect(whenLabel({ days: 30, date: "2026-01-01" })).toBe("1 января");
  });

  it("says a free option is free and prices the rest in roubles", () => {
    expect(priceLabel(0)).toBe("бесплатно");
    expect(priceLabel(299)).toBe("299\u00a0₽");
    expect(priceLabel(1290)).toBe("1\u00a0290\u00a0₽");
  });

  it("gives the courier, then the sooner of shop and pickup point, the cheaper of two as soon", () => {
    expect(estimateLines([option("courier", 1, 299), option("pickupPoint", 2, 199), option("store", 0, 0)])).toEqual([
      "курьером — завтра, 299\u00a0₽",
      "самовывоз из магазина — сегодня, бесплатно",
    ]);
    expect(estimateLines([option("pickupPoint", 2, 199), option("store", 2, 0)])).toEqual([
      "самовывоз из магазина — послезавтра, бесплатно",
    ]);
    expect(estimateLines([option("store", 1, 0), option("pickupPoint", 0, 199)])).toEqual([
      "самовывоз из пункта выдачи — сегодня, 199\u00a0₽",
    ]);
    expect(estimateLines([option("courier", 7, 299, "2025-09-17")])).toEqual(["курьером — 17 сентября, 299\u00a0₽"]);
    expect(estimateLines([])).toEqual([]);
  });

  it("reads an estimate tolerantly: an option it cannot read is left out, not the whole estimate", () => {
    const parsed = DeliveryEstimateSchema.parse({
      options: [
        { kind: "courier", days: 1, date: "2025-09-11", price: 299, extra: true },
        { kind: "drone", days: 0, date: "2025-09-10", price: 999 },
        { kind: "store", days: "soon" },
      ],
      retailerExtension: {},
    });
    expect(parsed.options).toEqual([{ kind: "courier", days: 1, date: "2025-09-11", price: 299 }]);
    expect(DeliveryEstimateSchema.safeParse({ unexpected: "shape" }).success).toBe(false);
  });
});
