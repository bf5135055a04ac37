import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ProductListSchema, type CatalogItem } from "../../../app/contract/catalog";
import {
  ProductDetailSchema,
  RelatedSchema,
  SectionDetailSchema,
  type ProductDetail,
} from "../../../app/contract/product";
import { call, startTestUpstream, type TestUpstream } from "./helpers";

let upstream: TestUpstream;
let catalogue: CatalogItem[];
beforeAll(async () => {
  upstream = await startTestUpstream();
  catalogue = [];
  for (const section of ["odezhda", "obuv", "aksessuary"]) {
    for (let page = 1; ; page++) {
      const { data } = await call(upstream, `/v1/catalog/products?section=${section}&pageSize=100&page=${page}`, {
        schema: ProductListSchema,
      });
      catalogue.push(...data.items);
      if (page >= data.pagination.pages) break;
    }
  }
});
afterAll(() => upstream.stop());

const detail = async (id: number): Promise<ProductDetail> =>
  (await call(upstream, `/v1/catalog/products/${id}`, { schema: ProductDetailSchema })).data;
const inSection = (prefix: string) => catalogue.filter((item) => item.link.startsWith(prefix));

describe("GET /v1/catalog/section", () => {
  it("returns a section with its description, breadcrumbs and children with product counts", async () => {
    const { data } = await call(upstream, "/v1/catalog/section?path=odezhda/platya", { schema: SectionDetailSchema });
    expect(data.section).toMatchObject({
      name: "Платья",
      code: "platya",
      link: "/catalog/odezhda/platya/",
      depthLevel: 2,
    });
    expect(data.section.description).toMatch(/^[А-ЯЁ].*[а-яё].*\.$/);
    expect(data.breadcrumbs).toEqual([{ name: "Одежда", link: "/catalog/odezhda/" }]);
    expect(data.children.map((child) => child.name)).toEqual(["Платья мини", "Платья миди", "Платья макси"]);
    for (const child of data.children) {
      const listed = await call(
        upstream,
        `/v1/catalog/products?section=${child.link.replace(/^\/catalog\//, "")}&pageSize=1`,
        { schema: ProductListSchema },
      );
      expect(child.count).toBe(listed.data.pagination.total);
    }
    const total = data.children.reduce((sum, child) => sum + child.count, 0);
    expect(total).toBe(inSection("/catalog/odezhda/platya/").length);
  });

  it("answers the top level with no breadcrumbs, a leaf with no children, and the virtual sections", async () => {
    const top = await call(upstream, "/v1/catalog/section?path=/obuv/", { schema: SectionDetailSchema });
    expect(top.data.breadcrumbs).toEqual([]);
    expect(top.data.children.length).toBe(4);
    const leaf = await call(upstream, "/v1/catalog/section?path=odezhda/platya/platya-midi", {
      schema: SectionDetailSchema,
    });
    expect(leaf.data.section.depthLevel).toBe(3);
    expect(leaf.data.breadcrumbs.map((crumb) => crumb.name)).toEqual(["Одежда", "Платья"]);
    expect(leaf.data.children).toEqual([]);
    const fresh = await call(upstream, "/v1/catalog/section?path=new", { schema: SectionDetailSchema });
    expect(fresh.data.section).toMatchObject({ id: 57, name: "Новинки", link: "/catalog/new/" });
    const sale = await call(upstream, "/v1/catalog/section?path=sale", { schema: SectionDetailSchema });
    expect(sale.data.section).toMatchObject({ id: 58, name: "Sale", link: "/catalog/sale/" });
    expect(sale.data.section.description.length).toBeGreaterThan(10);
  });

  it("answers 404 for an unknown path and 400 for a missing or malformed one", async () => {
    const unknown = await call(upstream, "/v1/catalog/section?path=odezhda/nosochki");
    expect(unknown.status).toBe(404);
    expect(unknown.errors[0]).toMatchObject({ message: "Раздел не найден", field: "path" });
    for (const query of ["", "?path=", "?path=a%20b", "?path=a&path=b"]) {
      const bad = await call(upstream, `/v1/catalog/section${query}`);
      expect(bad.status).toBe(400);
      expect(bad.errors[0].field).toBe("path");
      expect(bad.errors[0].message).toMatch(/[а-яё]/i);
    }
  });
});

describe("GET /v1/catalog/products/{id}", () => {
  it("returns the item, a Russian description, details and breadcrumbs down to the leaf section", async () => {
    const dress = inSection("/catalog/odezhda/platya/platya-midi/")[0];
    const data = await detail(dress.id);
    expect(data.item).toEqual(dress);
    const sentences = data.description.split(/(?<=\.)\s+/);
    expect(sentences.length).toBeGreaterThanOrEqual(2);
    expect(sentences.length).toBeLessThanOrEqual(3);
    expect(data.description.startsWith(dress.detailName)).toBe(true);
    const names = data.details.map((entry) => entry.name);
    expect(names).toEqual(expect.arrayContaining(["Состав", "Уход", "Посадка", "Страна производства", "Артикул"]));
    expect(data.details.find((entry) => entry.name === "Артикул")!.value).toBe(dress.article);
    expect(data.breadcrumbs).toEqual([
      { name: "Одежда", link: "/catalog/odezhda/" },
      { name: "Платья", link: "/catalog/odezhda/platya/" },
      { name: "Платья миди", link: "/catalog/odezhda/platya/platya-midi/" },
    ]);
    expect(await detail(dress.id)).toEqual(data);
  });

  it("links the colour variants of a model to each other", async () => {
    const multi = catalogue.find((item) => item.properties.colors.split(",").length >= 3)!;
    const data = await detail(multi.id);
    const colours = multi.properties.colors.split(",");
    expect(data.colorVariants.map((variant) => variant.colorHex).sort()).toEqual(
      colours.filter((hex) => hex !== multi.color.colorHex).sort(),
    );
    expect(data.colorVariants.some((variant) => variant.id === multi.id)).toBe(false);
    for (const variant of data.colorVariants) {
      const other = await detail(variant.id);
      expect(other.item.name).toBe(multi.name);
      expect(variant.link).toBe(other.item.link);
      expect(variant.colorName).toBe(other.item.color.name);
      expect(other.colorVariants.map((v) => v.id)).toContain(multi.id);
    }
    const single = catalogue.find((item) => !item.properties.colors.includes(","))!;
    expect((await detail(single.id)).colorVariants).toEqual([]);
  });

  it("gives clothes, shoes and belts a size table and one-size accessories none", async () => {
    const clothes = await detail(inSection("/catalog/odezhda/dzhinsy/")[0].id);
    expect(clothes.sizeTable!.headers).toEqual([
      "Российский размер",
      "Международный размер",
      "Обхват груди, см",
      "Обхват талии, см",
      "Обхват бёдер, см",
    ]);
    expect(clothes.sizeTable!.rows.map((row) => row[0])).toEqual(["40", "42", "44", "46", "48", "50", "52"]);
    expect(clothes.sizeTable!.rows.map((row) => row[1])).toEqual(["XXS", "XS", "S", "M", "L", "XL", "XXL"]);
    const knit = await detail(inSection("/catalog/odezhda/trikotazh/")[0].id);
    expect(knit.sizeTable).toEqual(clothes.sizeTable);
    const shoes = await detail(inSection("/catalog/obuv/")[0].id);
    expect(shoes.sizeTable!.headers).toContain("Длина стопы, см");
    expect(shoes.sizeTable!.rows.map((row) => row[0])).toEqual(["35", "36", "37", "38", "39", "40", "41"]);
    const belt = await detail(inSection("/catalog/aksessuary/remni/")[0].id);
    expect(belt.sizeTable!.rows.map((row) => row[0])).toEqual(["S", "M", "L"]);
    for (const leaf of ["sumki", "sharfy-i-platki", "golovnye-ubory", "ukrasheniya"]) {
      expect((await detail(inSection(`/catalog/aksessuary/${leaf}/`)[0].id)).sizeTable).toBeNull();
    }
    for (const table of [clothes.sizeTable!, shoes.sizeTable!]) {
      expect(table.title).toMatch(/^Таблица размеров/);
      expect(table.note.length).toBeGreaterThan(10);
      for (const row of table.rows) expect(row).toHaveLength(table.headers.length);
    }
  });

  it("lists the other products of the suite as full catalogue items", async () => {
    const member = catalogue.find((item) => item.suite !== null)!;
    const data = await detail(member.id);
    const suiteMates = catalogue.filter((item) => item.suite?.code === member.suite!.code && item.id !== member.id);
    expect(data.suiteItems.map((item) => item.id).sort((a, b) => a - b)).toEqual(
      suiteMates.map((item) => item.id).sort((a, b) => a - b),
    );
    expect(data.suiteItems.length).toBeGreaterThanOrEqual(1);
    const loner = catalogue.find((item) => item.suite === null)!;
    expect((await detail(loner.id)).suiteItems).toEqual([]);
  });

  it("answers 404 'Товар не найден' for an unknown id and 400 for a malformed one", async () => {
    const unknown = await call(upstream, "/v1/catalog/products/999999");
    expect(unknown.status).toBe(404);
    expect(unknown.errors[0].message).toBe("Товар не найден");
    for (const id of ["abc", "0", "-1", "1.5", "12345678901"]) {
      const bad = await call(upstream, `/v1/catalog/products/${id}`);
      expect(bad.status).toBe(400);
      expect(bad.errors[0]).toMatchObject({ field: "id", message: "Неверный идентификатор товара" });
    }
  });
});

describe("GET /api/catalog/products/related", () => {
  it("returns up to 8 similar products of the same leaf section and up to 6 from other sections", async () => {
    const product = inSection("/catalog/odezhda/platya/platya-midi/")[0];
    const { data } = await call(upstream, `/api/catalog/products/related?id=${product.id}`, { schema: RelatedSchema });
    expect(Object.keys(data).sort()).toEqual(["recommended", "similar"]);
    const { similar, recommended } = data;
    expect(similar.length).toBe(
      Math.min(
        8,
        inSection("/catalog/odezhda/platya/platya-midi/").length - product.properties.colors.split(",").length,
      ),
    );
    expect(similar.every((item) => item.sectionId === product.sectionId && item.name !== product.name)).toBe(true);
    expect(recommended.length).toBe(6);
    expect(recommended.every((item) => item.sectionId !== product.sectionId)).toBe(true);
    expect(new Set(recommended.map((item) => item.sectionId)).size).toBe(6);
    const ids = [...similar, ...recommended].map((item) => item.id);
    expect(ids).not.toContain(product.id);
    expect(new Set(ids).size).toBe(ids.length);
    // Deterministic.
    expect(
      (await call(upstream, `/api/catalog/products/related?id=${product.id}`, { schema: RelatedSchema })).data,
    ).toEqual(data);
  });

  it("answers view=card with the items as cards show them for the city", async () => {
    const product = inSection("/catalog/odezhda/platya/platya-midi/")[0];
    const { data: full } = await call(upstream, `/api/catalog/products/related?id=${product.id}`, {
      schema: RelatedSchema,
    });
    const { data: cards } = await call(
      upstream,
      `/api/catalog/products/related?id=${product.id}&city=kazan&view=card`,
      { schema: RelatedSchema },
    );
    expect(cards.similar.map((item) => item.id)).toEqual(full.similar.map((item) => item.id));
    expect(cards.recommended.map((item) => item.id)).toEqual(full.recommended.map((item) => item.id));
    for (const item of [...cards.similar, ...cards.recommended]) {
      expect(item.images.original).toEqual([]);
      expect(
        item.sku.every((offer) => offer.ean === undefined && offer.stock.every((entry) => entry.cityCode === "kazan")),
      ).toBe(true);
    }
  });

  it("answers 404 for an unknown product and 400 without a valid id", async () => {
    const unknown = await call(upstream, "/api/catalog/products/related?id=999999");
    expect(unknown.status).toBe(404);
    expect(unknown.errors[0].message).toBe("Товар не найден");
    for (const query of ["", "?id=", "?id=x"]) {
      const bad = await call(upstream, `/api/catalog/products/related${query}`);
      expect(bad.status).toBe(400);
      expect(bad.errors[0].field).toBe("id");
    }
  });
});
