import { describe, expect, it } from "vitest";
import { ROBOTS, pageFromSearch, seoLinks, titleWithPage } from "~/domain/url";
import { ORIGIN } from "./support/url";

describe("pageFromSearch", () => {
  it.each([
    ["", 1],
    ["page=1", 1],
    ["page=2", 2],
    ["page=15", 15],
    ["page=0", 1],
    ["page=-2", 1],
    ["page=abc", 1],
    ["page=2.5", 1],
    ["page=", 1],
    ["page=02", 2],
    ["page=3&page=9", 3],
    ["page=99999999999999999999", 1],
    ["page=%32", 2],
  ])("%s → %i", (query, page) => {
    expect(pageFromSearch(new URLSearchParams(query))).toBe(page);
  });
});

describe("titleWithPage", () => {
  it("adds the suffix from page 2", () => {
    expect(titleWithPage("Одежда", 2)).toBe("Одежда | страница 2");
    expect(titleWithPage("Одежда", 10)).toBe("Одежда | страница 10");
  });
  it("leaves page 1 and invalid pages alone", () => {
    for (const page of [1, 0, -1, 2.5, Number.NaN]) expect(titleWithPage("Одежда", page)).toBe("Одежда");
  });
});

describe("seoLinks", () => {
  const url = (p: string) => new URL(p, ORIGIN);

  it("gives non-catalogue pages a canonical without query", () => {
    expect(
      seoLinks(url("/about/news/?utm_source=x&modal=menu"), { origin: ORIGIN, isCatalogue: false, page: 1 }),
    ).toEqual({
      canonical: `${ORIGIN}/about/news/`,
    });
  });

  it("keeps the page in the canonical from page 2; prev/next of a non-catalogue page echo nothing else", () => {
    expect(
      seoLinks(url("/about/news/?page=3&foo=bar"), { origin: ORIGIN, isCatalogue: false, page: 3, pages: 5 }),
    ).toEqual({
      canonical: `${ORIGIN}/about/news/?page=3`,
      prev: `${ORIGIN}/about/news/?page=2`,
      next: `${ORIGIN}/about/news/?page=4`,
    });
  });

  it("a listing's prev/next keep its own parameters but no tracking, modal or city search", () => {
    const listing = url(
      "/search/?q=x&sizes=42,44&page=2&modal=location&cityQuery=a&utm_source=y&source=fw23&from=mail&gclid=1",
    );
    expect(seoLinks(listing, { origin: ORIGIN, isCatalogue: true, page: 2, pages: 3 })).toEqual({
      prev: `${ORIGIN}/search/?q=x&sizes=42,44`,
      next: `${ORIGIN}/search/?q=x&sizes=42,44&page=3`,
    });
  });

  it("gives catalogue pages no canonical", () => {
    expect(seoLinks(url("/catalog/odezhda/"), { origin: ORIGIN, isCatalogue: true, page: 1, pages: 3 })).toEqual({
      next: `${ORIGIN}/catalog/odezhda/?page=2`,
    });
  });

  it("drops the page param from page 2's prev", () => {
    const links = seoLinks(url("/catalog/odezhda/?page=2"), { origin: ORIGIN, isCatalogue: true, page: 2, pages: 3 });
    expect(links).toEqual({ prev: `${ORIGIN}/catalog/odezhda/`, next: `${ORIGIN}/catalog/odezhda/?page=3` });
  });

  it("has no next on the last page or when pages is unknown", () => {
    expect(seoLinks(url("/catalog/odezhda/?page=3"), { origin: ORIGIN, isCatalogue: true, page: 3, pages: 3 })).toEqual(
      {
        prev: `${ORIGIN}/catalog/odezhda/?page=2`,
      },
    );
    expect(seoLinks(url("/catalog/odezhda/?page=3"), { origin: ORIGIN, isCatalogue: true, page: 3 })).toEqual({
      prev: `${ORIGIN}/catalog/odezhda/?page=2`,
    });
    expect(seoLinks(url("/catalog/odezhda/"), { origin: ORIGIN, isCatalogue: true, page: 1, pages: 1 })).toEqual({});
    expect(seoLinks(url("/catalog/odezhda/"), { origin: ORIGIN, isCatalogue: true, page: 1, pages: 0 })).toEqual({});
  });

  it("keeps filters but drops modal, debug, _data, index, utm and click ids", () => {
    const links = seoLinks(
      url(
        "/catalog/odezhda/?color=red&modal=search&debug&_data=r&index&utm_source=a&utm_medium=b&gclid=1&yclid=2&fbclid=3&page=2&sort=new",
      ),
      { origin: ORIGIN, isCatalogue: true, page: 2, pages: 4 },
    );
    expect(links).toEqual({
      prev: `${ORIGIN}/catalog/odezhda/?color=red&sort=new`,
      next: `${ORIGIN}/catalog/odezhda/?color=red&sort=new&page=3`,
    });
  });

  it("trims a trailing slash from the origin and normalises the path", () => {
    expect(seoLinks(url("/About/News"), { origin: `${ORIGIN}/`, isCatalogue: false, page: 1 })).toEqual({
      canonical: `${ORIGIN}/about/news/`,
    });
  });

  it("treats invalid page numbers as page 1", () => {
    expect(seoLinks(url("/about/news/"), { origin: ORIGIN, isCatalogue: false, page: Number.NaN, pages: 2 })).toEqual({
      canonical: `${ORIGIN}/about/news/`,
      next: `${ORIGIN}/about/news/?page=2`,
    });
  });
});

describe("ROBOTS", () => {
  it("is index, follow", () => {
    expect(ROBOTS).toBe("index, follow");
  });
});
