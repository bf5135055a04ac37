import { describe, expect, it } from "vitest";
import { cleanListingUrl, formHref, parseListingQuery } from "~/catalog/listing-parse";
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
const clean = (pathAndSearch: string) => cleanListingUrl(new URL(pathAndSearch, "http://shop.test"));
const base = { pathname: "/catalog/odezhda/" };

describe("parseListingQuery", () => {
  it("defaults to page 1, popular, no filters", () => {
    expect(parse("")).toEqual(EMPTY_LISTING);
  });

  it("reads every parameter", () => {
    expect(parse("sort=price_asc&sizes=42,44&colors=%231A1A1A,ffffff&priceMin=1000&priceMax=5000&discount=1&page=3")).toEqual({
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
    expect(parse("sizes=%D0%91%2F%D0%A0,XS").sizes).toEqual(["Б/Р", "XS"]);
  });

  it("drops invalid values instead of failing", () => {
    expect(parse("page=abc&sort=xyz&priceMin=-5&priceMax=1e3&discount=yes&colors=red,12345&sizes=,<script>")).toEqual(EMPTY_LISTING);
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

  it("takes the first non-empty value of a repeated single parameter", () => {
    expect(parse("sort=&sort=new&sort=price_asc").sort).toBe("new");
  });
});

describe("canonical URLs", () => {
  it("leaves canonical listing URLs alone", () => {
    expect(clean("/catalog/odezhda/")).toBeNull();
    expect(clean("/catalog/odezhda/?sort=new&sizes=42,44&colors=1a1a1a&priceMin=1000&discount=1&page=2")).toBeNull();
    expect(clean("/search/?q=%D0%BF%D0%BB%D0%B0%D1%82%D1%8C%D0%B5&sort=new")).toBeNull();
    expect(clean("/search/?q=a%20b")).toBeNull();
    expect(clean("/catalog/odezhda/?utm_source=x&modal=catalogFilter")).toBeNull();
  });

  it("cleans what a GET filter form sends", () => {
    expect(clean("/catalog/odezhda/?sort=popular&sizes=42&sizes=44&colors=%231a1a1a&priceMin=&priceMax=")).toBe(
      "/catalog/odezhda/?sizes=42,44&colors=1a1a1a",
    );
  });

  it("drops invalid values and keeps other parameters first, in order", () => {
    expect(clean("/catalog/odezhda/?page=abc&sort=xyz&priceMin=-5")).toBe("/catalog/odezhda/");
    expect(clean("/search/?page=2&q=x&utm_source=y")).toBe("/search/?q=x&utm_source=y&page=2");
    expect(clean("/catalog/odezhda/?priceMin=5000&priceMax=100")).toBe("/catalog/odezhda/?priceMin=100&priceMax=5000");
  });

  it("builds the search of a query, other parameters first", () => {
    expect(listingSearch(EMPTY_LISTING)).toBe("");
    expect(listingSearch({ ...EMPTY_LISTING, page: 2, sort: "new" }, [["q", "платье"]])).toBe("?q=%D0%BF%D0%BB%D0%B0%D1%82%D1%8C%D0%B5&sort=new&page=2");
  });
});

describe("links", () => {
  const query = parse("sort=price_desc&sizes=42,44&colors=1a1a1a&priceMax=5000&discount=1&page=3");

  it("pages: page 1 has no parameter", () => {
    expect(pageHref(base, query, 1)).toBe("/catalog/odezhda/?sort=price_desc&sizes=42,44&colors=1a1a1a&priceMax=5000&discount=1");
    expect(pageHref(base, query, 4)).toMatch(/&page=4$/);
  });

  it("changing the sort or a filter resets the page", () => {
    expect(sortHref(base, query, "popular")).toBe("/catalog/odezhda/?sizes=42,44&colors=1a1a1a&priceMax=5000&discount=1");
    expect(withoutFilterHref(base, query, "sizes", "42")).toBe("/catalog/odezhda/?sort=price_desc&sizes=44&colors=1a1a1a&priceMax=5000&discount=1");
    expect(withoutFilterHref(base, query, "colors", "1a1a1a")).not.toMatch(/colors|page/);
    expect(withoutFilterHref(base, query, "priceMax")).not.toMatch(/priceMax|page/);
    expect(withoutFilterHref(base, query, "discount")).not.toMatch(/discount|page/);
  });

  it("reset keeps the sort and other parameters", () => {
    expect(resetFiltersHref({ pathname: "/search/", others: [["q", "юбка"]] }, query)).toBe("/search/?q=%D1%8E%D0%B1%D0%BA%D0%B0&sort=price_desc");
  });

  it("a submitted form leads to the clean URL of page 1", () => {
    const form = new URLSearchParams("q=x&sort=new&sizes=42&sizes=44&priceMin=&priceMax=3000&page=5");
    expect(formHref({ pathname: "/search/", others: [["q", "x"]] }, form)).toBe("/search/?q=x&sort=new&sizes=42,44&priceMax=3000");
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
