import { describe, expect, it } from "vitest";
import { countOf, plural, productCount, WORDS } from "~/domain/plural";

const FORMS: [string, string, string] = ["товар", "товара", "товаров"];

describe("plural", () => {
  it.each([1, 21, 31, 101, 121, 1001, 1_000_001])("%i → one", (n) => expect(plural(n, FORMS)).toBe("товар"));
  it.each([2, 3, 4, 22, 23, 24, 102, 1004])("%i → few", (n) => expect(plural(n, FORMS)).toBe("товара"));
  it.each([0, 5, 9, 10, 11, 12, 13, 14, 15, 19, 20, 25, 100, 111, 112, 114, 211, 1000])("%i → many", (n) =>
    expect(plural(n, FORMS)).toBe("товаров"),
  );

  it("uses the absolute value of negatives", () => {
    expect(plural(-1, FORMS)).toBe("товар");
    expect(plural(-3, FORMS)).toBe("товара");
    expect(plural(-11, FORMS)).toBe("товаров");
  });

  it("gives fractions the few form", () => {
    expect(plural(1.5, FORMS)).toBe("товара");
    expect(plural(0.5, FORMS)).toBe("товара");
    expect(plural(11.2, FORMS)).toBe("товара");
    expect(plural(-2.5, FORMS)).toBe("товара");
  });

  it("gives non-finite numbers the many form", () => {
    expect(plural(Number.NaN, FORMS)).toBe("товаров");
    expect(plural(Number.POSITIVE_INFINITY, FORMS)).toBe("товаров");
  });
});

describe("productCount", () => {
  it.each([
    [1, "1 товар"],
    [3, "3 товара"],
    [25, "25 товаров"],
    [21, "21 товар"],
    [111, "111 товаров"],
    [0, "0 товаров"],
    [12, "12 товаров"],
    [1234, "1\u00A0234 товара"],
    [-2, "-2 товара"],
  ])("%i → %s", (n, label) => expect(productCount(n)).toBe(label));

  it("writes fractions with a comma", () => {
    expect(productCount(1.5)).toBe("1,5 товара");
  });
});

describe("countOf", () => {
  it.each([
    [282, WORDS.bonus, "282 бонуса"],
    [1, WORDS.bonus, "1 бонус"],
    [945, WORDS.bonus, "945 бонусов"],
    [21, WORDS.bonusGenitive, "21 бонуса"],
    [327, WORDS.bonusGenitive, "327 бонусов"],
    [101, WORDS.charactersGenitive, "101 символа"],
    [21, WORDS.yearsFrom, "21 года"],
    [14, WORDS.yearsFrom, "14 лет"],
    [2500, WORDS.bonus, "2\u00A0500 бонусов"],
  ] as const)("%i → %s", (n, forms, label) => expect(countOf(n, [...forms] as [string, string, string])).toBe(label));
});
