import { describe, expect, it } from "vitest";
import { CITY_QUERY_MAX, isCitySearch, normalizeCityQuery } from "~/domain/city-search";

describe("normalizeCityQuery", () => {
  it("trims the query and keeps one space between words", () => {
    expect(normalizeCityQuery("  Нижний \t  Новгород ")).toBe("Нижний Новгород");
    expect(normalizeCityQuery("Ростов-на-Дону")).toBe("Ростов-на-Дону");
  });

  it("reads anything but text as no query", () => {
    expect(normalizeCityQuery(null)).toBe("");
    expect(normalizeCityQuery(undefined)).toBe("");
    expect(normalizeCityQuery(["Казань"])).toBe("");
  });

  it("cuts a query to the upstream's 100 characters, with no space left at the cut", () => {
    expect(normalizeCityQuery("я".repeat(150))).toHaveLength(CITY_QUERY_MAX);
    expect(normalizeCityQuery(`${"я".repeat(99)} б`)).toBe("я".repeat(99));
  });
});

describe("isCitySearch (spec §9: from 2 characters)", () => {
  it("searches from 2 characters, spaces aside", () => {
    expect(isCitySearch("")).toBe(false);
    expect(isCitySearch("к")).toBe(false);
    expect(isCitySearch(" к  ")).toBe(false);
    expect(isCitySearch("ка")).toBe(true);
    expect(isCitySearch(" ка ")).toBe(true);
  });
});
