import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ProductListSchema, type CatalogItem, type ProductList } from "../../../app/contract/catalog";
import { FiltersSchema } from "../../../app/contract/filters";
import { SuggestSchema } from "../../../app/contract/product";
import { call, startTestUpstream, type TestUpstream } from "./helpers";

let upstream: TestUpstream;
beforeAll(async () => {
  upstream = await startTestUpstream();
});
afterAll(() => upstream.stop());

const q = (text: string) => `q=${encodeURIComponent(text)}`;
const list = async (query: string): Promise<ProductList> =>
  (await call(upstream, `/v1/catalog/products?${query}&pageSize=100`, { schema: ProductListSchema })).data;
const ids = (items: CatalogItem[]) => items.map((item) => item.id);
const suggest = async (text: string) =>
  (await call(upstream, `/v1/catalog/search/suggest?${q(text)}`, { schema: SuggestSchema })).data;

describe("a search with a misspelt word finds what was meant (300 products)", () => {
  it("one letter off: a letter missing, replaced or added finds the dresses, naming the corrected query", async () => {
    const dresses = await list(q("платье"));
    expect(dresses.correctedQuery).toBeUndefined();
    expect(dresses.pagination.total).toBeGreaterThan(20);
    for (const typo of ["плаье", "платте", "платьев", "ПЛАЬЕ"]) {
      const found = await list(q(typo));
      expect(found.correctedQuery, typo).toBe("платье");
      expect(found.pagination).toEqual(dresses.pagination);
      expect(ids(found.items), typo).toEqual(ids(dresses.items));
    }
  });

  it("two letters off in a longer word, and the shopper's word form kept", async () => {
    const sneakers = await list(q("кросовкы"));
    expect(sneakers.correctedQuery).toBe("кроссовки");
    expect(ids(sneakers.items)).toEqual(ids((await list(q("кроссовки"))).items));
    expect((await list(q("плаья"))).correctedQuery).toBe("платья");
  });

  it("corrects only the unknown word of several, and the rest still narrows the search", async () => {
    const found = await list(q("платье чорное"));
    expect(found.correctedQuery).toBe("платье черное");
    expect(found.items.length).toBeGreaterThan(0);
    expect(ids(found.items)).toEqual(ids((await list(q("платье черное"))).items));
    expect(found.items.every((item) => item.color.name === "Чёрный")).toBe(true);
  });

  it("a query that finds anything as typed is never corrected: exact matches come first", async () => {
    // «платки» is two letters from the far more frequent «платья», «плат» the start of both.
    for (const text of ["платки", "плат", "юбки", "чёрное", "LS000095"]) {
      const found = await list(q(text));
      expect(found.correctedQuery, text).toBeUndefined();
    }
    const scarves = await list(q("платки"));
    expect(scarves.items.length).toBeGreaterThan(0);
    expect(scarves.items.every((item) => /плат(ок|ки)/i.test(item.detailName) || item.link.includes("platk"))).toBe(
      true,
    );
    // Known words that find nothing together are searched as typed, not corrected into something else.
    expect(await list(q("платье ботинки"))).toEqual({
      items: [],
      pagination: { page: 1, pageSize: 100, total: 0, pages: 0 },
    });
  });

  it("corrects nothing far off, too short, too long, with digits, in another layout or with many unknown words", async () => {
    for (const text of [
      "абракадабра",
      "плт",
      "щщщщ",
      "а".repeat(30),
      "плаье".repeat(20),
      "плаье123",
      "gkfnmt",
      "плаье юбкп сумкк кросовкы пальтто",
      "плаье xyzzyq",
    ]) {
      const found = await list(q(text));
      expect(found.correctedQuery, text).toBeUndefined();
      expect(found.pagination.total, text).toBe(0);
    }
  });

  it("filters a corrected search like the corrected query", async () => {
    const filters = async (text: string) =>
      (await call(upstream, `/v1/catalog/filters?${q(text)}`, { schema: FiltersSchema })).data;
    expect(await filters("плаье")).toEqual(await filters("платье"));
    const size = (await filters("платье")).sizes[0].value;
    const sized = await list(`${q("плаье")}&sizes=${encodeURIComponent(size)}`);
    expect(sized.correctedQuery).toBe("платье");
    expect(ids(sized.items)).toEqual(ids((await list(`${q("платье")}&sizes=${encodeURIComponent(size)}`)).items));
  });

  it("suggestions while typing forgive too: those of the corrected query, and which it was", async () => {
    const typed = await suggest("плаье");
    const meant = await suggest("платье");
    expect(meant.correctedQuery).toBeUndefined();
    expect(typed).toEqual({ ...meant, correctedQuery: "платье" });
    expect(typed.sections.map((section) => section.name)).toContain("Платья");
    expect(typed.products.length).toBeGreaterThan(0);
    // A word being typed: «платт» is read as the start of a catalogue word.
    const partial = await suggest("платт");
    expect(partial.correctedQuery).toBe("платья");
    expect(partial.products.length).toBeGreaterThan(0);
    expect((await suggest("плат")).correctedQuery).toBeUndefined();
  });
});
