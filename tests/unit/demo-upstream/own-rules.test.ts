/** The embedded upstream's own rules: it keeps them apart from the storefront's, as the retailer's real API would. */
import { describe, expect, it } from "vitest";
import { maxOrderable } from "../../../server/demo-upstream/account/orderable";
import { needsDelivery } from "../../../server/demo-upstream/checkout/delivery/needs-delivery";
import { nominalProblem, type NominalRules } from "../../../server/demo-upstream/gift-certificates/nominal";
import { escapeHtml } from "../../../server/demo-upstream/http/html";
import { countOf, plural, WORDS } from "../../../server/demo-upstream/plural";

const NBSP = "\u00A0";

describe("the upstream's plurals", () => {
  it("picks one, few or many by the Russian rules; fractions take few, non-finite numbers many", () => {
    const days = (n: number) => plural(n, WORDS.day);
    expect([1, 21, 101, 2, 4, 22, 0, 5, 11, 14, 25, 111].map(days)).toEqual([
      "день",
      "день",
      "день",
      "дня",
      "дня",
      "дня",
      "дней",
      "дней",
      "дней",
      "дней",
      "дней",
      "дней",
    ]);
    expect(days(1.5)).toBe("дня");
    expect(days(-1)).toBe("день");
    expect(days(Number.NaN)).toBe("дней");
  });

  it("writes the number with its word, thousands grouped with no-break spaces", () => {
    expect(countOf(282, WORDS.bonus)).toBe("282 бонуса");
    expect(countOf(1234, WORDS.bonus)).toBe(`1${NBSP}234 бонуса`);
    expect(countOf(21, WORDS.bonusGenitive)).toBe("21 бонуса");
    expect(countOf(1.5, WORDS.day)).toBe("1,5 дня");
  });
});

describe("the most one basket line holds for a city", () => {
  const stock = [
    { quantity: 2, cityCode: "moscow", pickup: true },
    { quantity: 5, cityCode: "moscow", pickup: true },
    { quantity: 9, cityCode: "moscow", pickup: false },
    { quantity: 20, cityCode: "pskov", pickup: true },
  ];
  const moscow = { code: "moscow", delivery: true };

  it("is the warehouse's stock where it delivers, or the city's best pickup shop, whichever is more", () => {
    expect(maxOrderable({ quantity: 3, stock }, moscow)).toBe(5);
    expect(maxOrderable({ quantity: 7, stock }, moscow)).toBe(7);
    expect(maxOrderable({ quantity: 7, stock }, { ...moscow, delivery: false })).toBe(5);
  });

  it("counts no shop that takes no online orders, no other city's shop and no oversold stock", () => {
    expect(maxOrderable({ quantity: -4, stock: [stock[2], stock[3]] }, moscow)).toBe(0);
    expect(maxOrderable({ quantity: 0, stock: [{ quantity: -1, cityCode: "moscow", pickup: true }] }, moscow)).toBe(0);
  });
});

describe("whether an order is delivered", () => {
  const line = {} as never;
  it("is when it has goods or a plastic certificate; digital certificates alone go by e-mail", () => {
    expect(needsDelivery({ activeProducts: [line], certificates: [] })).toBe(true);
    expect(needsDelivery({ activeProducts: [], certificates: [{ kind: "plastic" }] as never })).toBe(true);
    expect(
      needsDelivery({ activeProducts: [], certificates: [{ kind: "digital" }, { kind: "digital" }] as never }),
    ).toBe(false);
    expect(needsDelivery({ activeProducts: [], certificates: [] })).toBe(false);
  });
});

describe("a gift certificate's nominal", () => {
  const custom: NominalRules = { min: 1000, max: 50000, step: 100, presets: [1000, 3000], custom: true };
  const presets: NominalRules = { min: 1000, max: 10000, step: 1000, presets: [1000, 5000], custom: false };

  it("is any step within the limits when typed, one of the presets otherwise, whole roubles always", () => {
    expect(nominalProblem(7500, custom)).toBeNull();
    expect(nominalProblem(999, custom)).toBe(`Номинал — от 1${NBSP}000${NBSP}₽ до 50${NBSP}000${NBSP}₽`);
    expect(nominalProblem(1050, custom)).toBe(`Номинал должен быть кратен 100${NBSP}₽`);
    expect(nominalProblem(1500.5, custom)).toBe("Номинал — целое число рублей");
    expect(nominalProblem(5000, presets)).toBeNull();
    expect(nominalProblem(2000, presets)).toBe(`Выберите номинал: 1${NBSP}000${NBSP}₽, 5${NBSP}000${NBSP}₽`);
  });
});

describe("the payment page's HTML escaping", () => {
  it("escapes the five markup characters", () => {
    expect(escapeHtml(`<a href="x">Tom & 'Jerry'</a>`)).toBe(
      "&lt;a href=&quot;x&quot;&gt;Tom &amp; &#39;Jerry&#39;&lt;/a&gt;",
    );
  });
});
