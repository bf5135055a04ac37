import { describe, expect, it } from "vitest";
import { NBSP, formatRub, groupDigits } from "~/domain/money";

const rub = (s: string) => s.replace(/ /g, NBSP);

describe("formatRub", () => {
  it.each([
    [0, "0 ₽"],
    [5, "5 ₽"],
    [990, "990 ₽"],
    [1990, "1 990 ₽"],
    [12345, "12 345 ₽"],
    [123456, "123 456 ₽"],
    [1234567, "1 234 567 ₽"],
    [1000000000, "1 000 000 000 ₽"],
  ])("%d → %s", (value, text) => expect(formatRub(value)).toBe(rub(text)));

  it("uses U+00A0 between groups and before the sign", () => {
    expect(formatRub(1990)).toBe("1\u00A0990\u00A0₽");
    expect(formatRub(1990)).not.toContain(" ");
  });

  it("shows kopecks with a comma only when there are any", () => {
    expect(formatRub(1990.5)).toBe(rub("1 990,50 ₽"));
    expect(formatRub(0.05)).toBe(rub("0,05 ₽"));
    expect(formatRub(1990.0)).toBe(rub("1 990 ₽"));
    expect(formatRub(99.99)).toBe(rub("99,99 ₽"));
  });

  it("rounds to kopecks, half up, without float artefacts", () => {
    expect(formatRub(1.005)).toBe(rub("1,01 ₽"));
    expect(formatRub(1.004)).toBe(rub("1 ₽"));
    expect(formatRub(1999.999)).toBe(rub("2 000 ₽"));
    expect(formatRub(0.1 + 0.2)).toBe(rub("0,30 ₽"));
  });

  it("formats negatives with a leading minus, and -0 as 0", () => {
    expect(formatRub(-1500)).toBe(rub("-1 500 ₽"));
    expect(formatRub(-0.5)).toBe(rub("-0,50 ₽"));
    expect(formatRub(-0)).toBe(rub("0 ₽"));
    expect(formatRub(-0.001)).toBe(rub("0 ₽"));
  });

  it("handles very large and very small numbers", () => {
    expect(formatRub(1e21)).toBe(rub("1 000 000 000 000 000 000 000 ₽"));
    expect(formatRub(1e-7)).toBe(rub("0 ₽"));
  });

  it("renders non-finite values as a dash", () => {
    expect(formatRub(Number.NaN)).toBe(rub("— ₽"));
    expect(formatRub(Number.POSITIVE_INFINITY)).toBe(rub("— ₽"));
  });
});

describe("groupDigits", () => {
  it("groups in threes from the right", () => {
    expect(groupDigits("1")).toBe("1");
    expect(groupDigits("123")).toBe("123");
    expect(groupDigits("1234")).toBe(`1${NBSP}234`);
    expect(groupDigits("1234567")).toBe(`1${NBSP}234${NBSP}567`);
  });
});
