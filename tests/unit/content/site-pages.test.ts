import { describe, expect, it } from "vitest";
import { CATALOG_PAGES, flattenPages, indexablePages, SITE_PAGE_GROUPS, SITEMAP_PAGE } from "~/content/site-pages";
import { normalizePath } from "~/domain/url";

const all = [...CATALOG_PAGES, ...SITE_PAGE_GROUPS.flatMap((group) => flattenPages(group.pages))];

describe("site pages", () => {
  it("list every content page of spec §2, each once, at its canonical address", () => {
    const paths = all.map((page) => page.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const path of paths) expect(normalizePath(path), path).toBe(path);
    const information = [
      "akit",
      "contacts",
      "delivery",
      "delivery/pickup",
      "delivery/refund",
      "loyalty",
      "loyalty/rules",
      "payment",
      "privacy-policy",
      "recommendations",
      "rules",
    ];
    expect(paths).toEqual(
      expect.arrayContaining([
        "/about/company/",
        "/about/shops/st_petersburg/",
        "/about/news/",
        "/about/vacancy/",
        "/about/franchising/",
        "/certificate/digital/",
        "/certificate/plastic/",
        "/information/",
        ...information.map((child) => `/information/${child}/`),
        "/initiatives/",
        "/initiatives/recycling/",
        "/outfits/",
        "/login/",
        "/order/",
      ]),
    );
    for (const page of all) expect(page.title).toMatch(/[А-ЯЁа-яё]/);
  });

  it("groups them under Russian headings", () => {
    expect(SITE_PAGE_GROUPS.map((group) => group.title)).toEqual([
      "Покупателям",
      "О компании",
      "Инициативы",
      "Личный кабинет",
    ]);
  });

  it("gives crawlers the home page first and the HTML sitemap last, and none of a shopper's own pages", () => {
    const indexable = indexablePages().map((page) => page.path);
    expect(indexable[0]).toBe("/");
    expect(indexable.at(-1)).toBe(SITEMAP_PAGE.path);
    for (const path of indexable) expect(path).not.toMatch(/^\/(order|personal|login)\//);
    expect(indexable).toContain("/information/delivery/refund/");
  });
});
