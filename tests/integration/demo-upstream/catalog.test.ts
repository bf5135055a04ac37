import { describe, expect, it } from "vitest";
import { ProductListSchema, SectionsResponseSchema, type ProductList } from "../../../app/contract/catalog";
import { FiltersSchema } from "../../../app/contract/filters";
import { call, startTestUpstream } from "./helpers";
import { upstream, flatten, withCatalogUpstream } from "../support/catalog-upstream";

withCatalogUpstream();

describe("GET /v1/catalog/sections", () => {
  it("returns the menu tree in order with fixed ids and links", async () => {
    const { data } = await call(upstream, "/v1/catalog/sections?depthLevel=3", { schema: SectionsResponseSchema });
    expect(data.sections.map((s) => s.code)).toEqual([
      "new",
      "odezhda",
      "obuv",
      "aksessuary",
      "sale",
      "certificate",
      "love_2_0",
    ]);
    const byCode = new Map(flatten(data.sections).map((s) => [s.code, s]));
    expect(byCode.get("new")).toMatchObject({
      id: 57,
      name: "Новинки",
      link: "/catalog/new/",
      isSelected: false,
      depthLevel: 1,
    });
    expect(byCode.get("sale")).toMatchObject({ id: 58, name: "Sale", link: "/catalog/sale/" });
    expect(byCode.get("certificate")).toMatchObject({ name: "Подарочные сертификаты", link: "/certificate/digital/" });
    expect(byCode.get("love_2_0")).toMatchObject({ name: "LOVE 2.0", link: "/initiatives/recycling/" });
    const clothing = byCode.get("odezhda")!;
    expect(clothing.children!.map((s) => s.name)).toEqual([
      "Платья",
      "Блузки и рубашки",
      "Брюки",
      "Юбки",
      "Джинсы",
      "Трикотаж",
      "Верхняя одежда",
      "Футболки и топы",
      "Костюмы",
    ]);
    expect(byCode.get("platya")!.children!.map((s) => s.name)).toEqual(["Платья мини", "Платья миди", "Платья макси"]);
    expect(byCode.get("verkhnyaya-odezhda")!.children!.map((s) => s.name)).toEqual([
      "Пальто",
      "Куртки",
      "Тренчи",
      "Пуховики",
    ]);
    expect(byCode.get("platya-midi")).toMatchObject({
      link: "/catalog/odezhda/platya/platya-midi/",
      depthLevel: 3,
      parentId: byCode.get("platya")!.id,
    });
    const all = flatten(data.sections);
    expect(new Set(all.map((s) => s.id)).size).toBe(all.length);
    for (const section of all) {
      expect(section.code).toMatch(/^[a-z0-9_-]+$/);
      if (section.code !== "new" && section.code !== "sale") expect([57, 58]).not.toContain(section.id);
    }
  });

  it("cuts the tree at depthLevel and defaults to 3", async () => {
    const one = await call(upstream, "/v1/catalog/sections?depthLevel=1", { schema: SectionsResponseSchema });
    expect(one.data.sections.every((s) => s.children === undefined)).toBe(true);
    const two = await call(upstream, "/v1/catalog/sections?depthLevel=2", { schema: SectionsResponseSchema });
    expect(Math.max(...flatten(two.data.sections).map((s) => s.depthLevel))).toBe(2);
    const fallback = await call(upstream, "/v1/catalog/sections", { schema: SectionsResponseSchema });
    expect(Math.max(...flatten(fallback.data.sections).map((s) => s.depthLevel))).toBe(3);
  });

  it("rejects a depth outside 1..3 with a Russian error on the field", async () => {
    const result = await call(upstream, "/v1/catalog/sections?depthLevel=7");
    expect(result.status).toBe(400);
    expect(result.errors[0]).toMatchObject({ field: "depthLevel", message: "Значение должно быть не больше 3" });
  });
});

describe("GET /v1/catalog/filters", () => {
  it("returns sizes in display order, colours and the price range", async () => {
    const { data } = await call(upstream, "/v1/catalog/filters?section=obuv", { schema: FiltersSchema });
    expect(data.sizes.map((s) => s.value)).toEqual(
      [...data.sizes.map((s) => s.value)].sort((a, b) => Number(a) - Number(b)),
    );
    expect(data.colors.length).toBeGreaterThan(0);
    expect(data.price.min).toBeLessThanOrEqual(data.price.max);
    const empty = await call(upstream, "/v1/catalog/filters?section=certificate", { schema: FiltersSchema });
    expect(empty.data).toEqual({ sizes: [], colors: [], price: { min: 0, max: 0 }, discountCount: 0 });
    expect((await call(upstream, "/v1/catalog/filters?section=nope")).status).toBe(404);
  });
});

describe("the seed", () => {
  it("is deterministic: two fresh databases give the same first page", async () => {
    const publicUrl = "http://cdn.test";
    const pages: ProductList[] = [];
    for (let i = 0; i < 2; i++) {
      // Each seeds its own database: a copy of one seeded database would be the same whatever the seed.
      const fresh = await startTestUpstream({ publicUrl, seedOwn: true });
      try {
        pages.push(
          (await call(fresh, "/v1/catalog/products?section=odezhda&pageSize=48", { schema: ProductListSchema })).data,
        );
      } finally {
        await fresh.stop();
      }
    }
    expect(pages[0].items.length).toBe(48);
    expect(pages[1]).toEqual(pages[0]);
    expect(pages[0].items[0].images.list[0].startsWith("http://cdn.test/images/")).toBe(true);
  });
});
