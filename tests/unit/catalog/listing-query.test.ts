import { describe, expect, it } from "vitest";
import { compareListValues, formHref, parseListingQuery } from "~/catalog/listing-parse";
import {
  countFilters,
  EMPTY_LISTING,
  hasFilters,
  listingSearch,
  pageHref,
  resetFiltersHref,
  sortHref,
  toUpstreamParams,
  withoutFilterHref,
} from "~/catalog/listing-query";
import { pageWindow } from "~/components/pagination";

const parse = (search: string) => parseListingQuery(new URLSearchParams(search));
const base = { pathname: "/catalog/odezhda/" };

describe("parseListingQuery", () => {
  it("defaults to page 1, popular, no filters", () => {
    expect(parse("")).toEqual(EMPTY_LISTING);
  });

  it("reads every parameter", () => {
    expect(
      parse("sort=price_asc&sizes=42,44&colors=%231A1A1A,ffffff&priceMin=1000&priceMax=5000&discount=1&page=3"),
    ).toEqual({
      page: 3,
      sort: "price_asc",
      sizes: ["42", "44"],
      colors: ["1a1a1a", "ffffff"],
      priceMin: 1000,
      priceMax: 5000,
      discount: true,
    });
  });

  it("accepts repeated parameters as a GET form sends them, deduplicated", () => {
    expect(parse("sizes=42&sizes=44&sizes=42&colors=1a1a1a&colors=%23FFFFFF").sizes).toEqual(["42", "44"]);
    expect(parse("colors=1a1a1a&colors=%23FFFFFF").colors).toEqual(["1a1a1a", "ffffff"]);
    expect(parse("sizes=%D0%91%2F%D0%A0,XS").sizes).toEqual(["XS", "Б/Р"]);
  });

  it("drops invalid values instead of failing", () => {
    expect(parse("page=abc&sort=xyz&priceMin=-5&priceMax=1e3&discount=yes&colors=red,12345&sizes=,<script>")).toEqual(
      EMPTY_LISTING,
    );
    expect(parse("page=0").page).toBe(1);
    expect(parse("page=-2").page).toBe(1);
    expect(parse("page=2.5").page).toBe(1);
    expect(parse("page=999999999999").page).toBe(1);
    expect(parse("priceMin=99999999999").priceMin).toBeUndefined();
    expect(parse("priceMin=&priceMax=").priceMin).toBeUndefined();
  });

  it("swaps a reversed price range", () => {
    const q = parse("priceMin=5000&priceMax=1000");
    expect([q.priceMin, q.priceMax]).toEqual([1000, 5000]);
  });

  it("caps lists at 20 values", () => {
    const sizes = Array.from({ length: 30 }, (_, i) => `S${i}`).join(",");
    expect(parse(`sizes=${sizes}`).sizes).toHaveLength(20);
  });

  it("sorts lists: numbers by value first, then the rest by code unit, the same everywhere", () => {
    expect(parse("sizes=52,44,110,XS,M,%D0%91%2F%D0%A0,L").sizes).toEqual(["44", "52", "110", "L", "M", "XS", "Б/Р"]);
    expect(parse("colors=ffffff&colors=1a1a1a,C0C0C0").colors).toEqual(["1a1a1a", "c0c0c0", "ffffff"]);
    expect(["b", "10", "a", "9"].sort(compareListValues)).toEqual(["9", "10", "a", "b"]);
  });

  it("reads a bounded number of values however many a URL repeats", () => {
    const many = new URLSearchParams(Array.from({ length: 5000 }, (_, i) => ["sizes", String(i)]));
    expect(parseListingQuery(many).sizes).toEqual(Array.from({ length: 20 }, (_, i) => String(i)));
  });

  it("takes the first non-empty value of a repeated single parameter", () => {
    expect(parse("sort=&sort=new&sort=price_asc").sort).toBe("new");
  });
});

describe("listingSearch", () => {
  it("builds the search of a query, the search query first", () => {
    expect(listingSearch(EMPTY_LISTING)).toBe("");
    expect(listingSearch({ ...EMPTY_LISTING, page: 2, sort: "new" }, [["q", "платье"]])).toBe(
      "?q=%D0%BF%D0%BB%D0%B0%D1%82%D1%8C%D0%B5&sort=new&page=2",
    );
  });
});

describe("links", () => {
  const query = parse("sort=price_desc&sizes=42,44&colors=1a1a1a&priceMax=5000&discount=1&page=3");

  it("pages: page 1 has no parameter", () => {
    expect(pageHref(base, query, 1)).toBe(
      "/catalog/odezhda/?sort=price_desc&sizes=42,44&colors=1a1a1a&priceMax=5000&discount=1",
    );
    expect(pageHref(base, query, 4)).toMatch(/&page=4$/);
  });

  it("changing the sort or a filter resets the page", () => {
    expect(sortHref(base, query, "popular")).toBe(
      "/catalog/odezhda/?sizes=42,44&colors=1a1a1a&priceMax=5000&discount=1",
    );
    expect(withoutFilterHref(base, query, "sizes", "42")).toBe(
      "/catalog/odezhda/?sort=price_desc&sizes=44&colors=1a1a1a&priceMax=5000&discount=1",
    );
    expect(withoutFilterHref(base, query, "colors", "1a1a1a")).not.toMatch(/colors|page/);
    expect(withoutFilterHref(base, query, "priceMax")).not.toMatch(/priceMax|page/);
    expect(withoutFilterHref(base, query, "discount")).not.toMatch(/discount|page/);
  });

  it("reset keeps the sort and other parameters", () => {
    expect(resetFiltersHref({ pathname: "/search/", others: [["q", "юбка"]] }, query)).toBe(
      "/search/?q=%D1%8E%D0%B1%D0%BA%D0%B0&sort=price_desc",
    );
  });

  it("a submitted form leads to the clean URL of page 1", () => {
    const form = new URLSearchParams("q=x&sort=new&sizes=42&sizes=44&priceMin=&priceMax=3000&page=5");
    expect(formHref({ pathname: "/search/", others: [["q", "x"]] }, form)).toBe(
      "/search/?q=x&sort=new&sizes=42,44&priceMax=3000",
    );
  });

  it("counts filters", () => {
    expect(hasFilters(EMPTY_LISTING)).toBe(false);
    expect(countFilters(query)).toBe(5);
  });
});

describe("toUpstreamParams", () => {
  it("passes only what is set, 24 a page", () => {
    expect(toUpstreamParams(EMPTY_LISTING)).toEqual({ page: 1, pageSize: 24, sort: "popular" });
    expect(toUpstreamParams(parse("sizes=42&colors=ffffff&priceMin=0&discount=1&page=2"))).toEqual({
      page: 2,
      pageSize: 24,
      sort: "popular",
      sizes: ["42"],
      colors: ["ffffff"],
      priceMin: 0,
      discount: 1,
    });
  });
});

describe("pageWindow", () => {
  it("shows the ends and two pages either side, with gaps", () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(1, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(1, 10)).toEqual([1, 2, 3, null, 10]);
    expect(pageWindow(6, 12)).toEqual([1, null, 4, 5, 6, 7, 8, null, 12]);
    expect(pageWindow(5, 10)).toEqual([1, 2, 3, 4, 5, 6, 7, null, 10]);
  });
});
