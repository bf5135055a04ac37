/**
 * The tolerant reader, the catalogue's answers: each spec §7 call read from the spec's own fields,
 * with a field nobody knows added — it parses, and what the spec does not name falls back. What the storefront really
 * cannot do without is still refused. The basket and the user: tolerant-reader-basket-user.test.ts; the store and the
 * location: tolerant-reader-store-location.test.ts.
 */
import { afterEach, describe, expect, it } from "vitest";
import { SectionsResponseSchema, StockEntrySchema, type CatalogSection } from "~/contract/catalog";
import { RelatedSchema } from "~/contract/product";
import { buildMenu, truncateMenu } from "~/domain/menu";
import { getRelated } from "~/upstream-client/product.server";
import { referenceCache } from "~/upstream-client/reference-cache.server";
import { UNKNOWN, fakeUpstream } from "./support/tolerant-reader";

afterEach(() => referenceCache.clear());

describe("GET /v1/catalog/sections: the menu from whatever tree arrives", () => {
  const names = (sections: CatalogSection[]): unknown =>
    sections.map((s) => (s.children ? { [s.name]: names(s.children) } : s.name));

  it("builds the tree from parentId alone (a flat list, no depthLevel), in the order given", () => {
    const { sections } = SectionsResponseSchema.parse({
      ...UNKNOWN,
      sections: [
        { id: 1, parentId: null, name: "Одежда", code: "odezhda", link: "/catalog/odezhda/", isSelected: false },
        { id: 2, parentId: 1, name: "Платья", code: "platya", link: "/catalog/odezhda/platya/", isSelected: false },
        { id: 3, parentId: 2, name: "Мини", code: "mini", link: "/catalog/odezhda/platya/mini/", ...UNKNOWN },
        { id: 4, parentId: 3, name: "Ещё глубже", code: "deep", link: "/catalog/odezhda/platya/mini/deep/" },
        { id: 58, parentId: null, name: "Sale", code: "sale", link: "/catalog/sale/", isSelected: true },
      ],
    });
    expect(names(sections)).toEqual([{ Одежда: [{ Платья: [{ Мини: ["Ещё глубже"] }] }] }, "Sale"]);
    expect(sections[0]).toEqual({
      id: 1,
      parentId: null,
      name: "Одежда",
      code: "odezhda",
      link: "/catalog/odezhda/",
      isSelected: false,
      depthLevel: 1,
      children: [expect.objectContaining({ id: 2, parentId: 1, depthLevel: 2 })],
    });
    expect(sections[0]).not.toHaveProperty("somethingNew");
    // The menu and the crawlers' two levels are built from it.
    const menu = buildMenu(sections);
    expect(menu.map((item) => item.name)).toEqual(["Одежда", "Sale"]);
    expect(menu[1].meta).toEqual({ isSale: true });
    expect(truncateMenu(menu, 2)[0].children?.[0]).toEqual({
      name: "Платья",
      link: "/catalog/odezhda/platya/",
      type: "link",
    });
  });

  it("reads nested children without parentId or depthLevel, at any depth", () => {
    const { sections } = SectionsResponseSchema.parse({
      sections: [
        {
          id: 10,
          name: "Обувь",
          link: "/catalog/obuv/",
          children: [
            {
              id: 11,
              name: "Туфли",
              link: "/catalog/obuv/tufli/",
              children: [{ id: 12, name: "Лодочки", link: "/x/" }],
            },
          ],
        },
      ],
    });
    expect(names(sections)).toEqual([{ Обувь: [{ Туфли: ["Лодочки"] }] }]);
    expect(sections[0].children?.[0]).toMatchObject({ parentId: 10, code: "", isSelected: false, depthLevel: 2 });
  });

  it("takes both at once, once each; a parent that is not there (0, cut off) makes a top-level section", () => {
    const { sections } = SectionsResponseSchema.parse({
      sections: [
        { id: 1, parentId: 0, name: "А", link: "/a/", children: [{ id: 2, name: "Б", link: "/a/b/" }] },
        { id: 2, parentId: 1, name: "Б", link: "/a/b/" },
        { id: 3, parentId: 2, name: "В", link: "/a/b/c/" },
        { id: 4, parentId: 99, name: "Г", link: "/g/" },
        { id: 5, parentId: 6, name: "loop", link: "/l/" },
        { id: 6, parentId: 5, name: "loop", link: "/l/" },
      ],
    });
    expect(names(sections)).toEqual([{ А: [{ Б: ["В"] }] }, "Г"]);
  });

  it("keeps the upstream's own depthLevel when it sends one", () => {
    const { sections } = SectionsResponseSchema.parse({
      sections: [{ id: 1, parentId: null, name: "А", code: "a", link: "/a/", isSelected: false, depthLevel: 2 }],
    });
    expect(sections[0].depthLevel).toBe(2);
  });

  it("refuses a section without what the menu shows (its name or link)", () => {
    expect(SectionsResponseSchema.safeParse({ sections: [{ id: 1, link: "/a/" }] }).success).toBe(false);
    expect(SectionsResponseSchema.safeParse({ items: [] }).success).toBe(false);
  });
});

describe("offers' stock entries", () => {
  it("need only a quantity (storeId, cityCode and pickup are ours)", () => {
    expect(StockEntrySchema.parse({ quantity: 2, ...UNKNOWN })).toEqual({ quantity: 2 });
    expect(StockEntrySchema.safeParse({ storeId: 1 }).success).toBe(false);
  });
});

/** A catalogue item with the spec's fields only (spec §3), plus one nobody knows. */
const specItem = (id: number) => ({
  id,
  name: "Платье",
  link: `/catalog/odezhda/platya/${id}/`,
  price: {
    value: 4990,
    discountValue: 3990,
    discountPercent: 20,
    formatValue: "4 990 ₽",
    formatDiscountValue: "3 990 ₽",
    currency: "RUB",
  },
  images: { original: ["/o.jpg"], detail: ["/d.jpg"], list375: ["/s.jpg"], list: ["/l.jpg"] },
  videos: [],
  sku: [{ id: id * 10, size: "M", quantity: 0, stock: [{ quantity: 1, ...UNKNOWN }], ...UNKNOWN }],
  color: { colorHex: "#000000" },
  properties: { colors: "#000000,#ffffff", material: { name: "хлопок" } },
  sectionId: 3,
  article: "A-1",
  detailName: "Платье миди",
  suite: { detailPicture: { index: 0, src: "/suite.jpg" } },
  ...UNKNOWN,
});

describe("related products: an object of arrays, flattened", () => {
  it("reads spec-shaped catalogue items (no colour name, no outfit code, no promo name)", async () => {
    const groups = RelatedSchema.parse({ similar: [specItem(1), specItem(2)], together: [specItem(2)], ...UNKNOWN });
    expect(Object.keys(groups)).toEqual(["similar", "together"]);
    expect(groups.similar[0]).toMatchObject({ color: { name: "", colorHex: "#000000" }, sectionPromoName: null });
    expect(groups.similar[0].suite).toEqual({ detailPicture: { index: 0, src: "/suite.jpg" } });
    const { api } = fakeUpstream({
      "GET /api/catalog/products/related": { similar: [specItem(1), specItem(2)], together: [specItem(2)] },
    });
    expect((await getRelated(api, 1, "moscow")).map((item) => item.id)).toEqual([1, 2]);
    const broken = RelatedSchema.safeParse({ similar: [{ ...specItem(3), price: undefined }] });
    expect(broken.success).toBe(false);
    expect(broken.error?.issues[0].path).toEqual(["similar", 0, "price"]);
  });
});
