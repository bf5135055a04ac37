import { Router } from "express";
import { z } from "zod";
import type { ProductList, CatalogSection } from "../../../app/upstream/schemas/catalog";
import type { Filters } from "../../../app/upstream/schemas/filters";
import { createCatalogItemLoader } from "../catalog/catalog-items";
import { PRODUCT_SORTS, createProductQuery } from "../catalog/product-query";
import type { SectionRecord } from "../catalog/sections";
import type { UpstreamContext } from "../context";
import { HttpError, sendData } from "../http/envelope";
import { optionalQueryInt, queryEnum, queryInt, queryList } from "../http/query";
import { parseInput } from "../http/validation";

const SectionPathSchema = z
  .string({ required_error: "Укажите раздел" })
  .min(1, "Укажите раздел")
  .max(200)
  .regex(/^\/?[a-z0-9_-]+(?:\/[a-z0-9_-]+)*\/?$/i, "Неверный код раздела");

const SectionsQuerySchema = z.object({ depthLevel: queryInt(1, 3, 3) });

const ProductsQuerySchema = z
  .object({
    section: SectionPathSchema,
    page: queryInt(1, 100_000, 1),
    pageSize: queryInt(1, 100, 24),
    sort: queryEnum(PRODUCT_SORTS, "popular"),
    sizes: queryList(z.string().max(8), 20),
    colors: queryList(
      z
        .string()
        .regex(/^#?[0-9a-f]{6}$/i, "Цвет указывается в формате #RRGGBB")
        .transform((hex) => `#${hex.replace("#", "").toLowerCase()}`),
      20,
    ),
    priceMin: optionalQueryInt(0, 10_000_000),
    priceMax: optionalQueryInt(0, 10_000_000),
  })
  .refine((query) => query.priceMin === undefined || query.priceMax === undefined || query.priceMin <= query.priceMax, {
    message: "Минимальная цена больше максимальной",
    path: ["priceMin"],
  });

const FiltersQuerySchema = z.object({ section: SectionPathSchema });

/** GET /v1/catalog/sections, /v1/catalog/products and /v1/catalog/filters. */
export function catalogRoutes({ db, sections, publicUrl }: UpstreamContext): Router {
  const findPage = createProductQuery(db);
  const loadItems = createCatalogItemLoader(db, sections, publicUrl);
  const sizeFacets = db.prepare<[number], { value: string; count: number }>(
    "SELECT size AS value, product_count AS count FROM section_sizes WHERE section_id = ? ORDER BY size_sort",
  );
  const colourFacets = db.prepare<[number], { hex: string; name: string; count: number }>(
    "SELECT color_hex AS hex, color_name AS name, product_count AS count FROM section_colors WHERE section_id = ? ORDER BY product_count DESC, color_hex",
  );

  const sectionOr404 = (path: string): SectionRecord => {
    const section = sections.findByPath(path);
    if (!section) throw HttpError.of(404, "Раздел не найден", { code: "section_not_found", field: "section" });
    return section;
  };

  return Router()
    .get("/v1/catalog/sections", (req, res) => {
      const { depthLevel } = parseInput(SectionsQuerySchema, req.query);
      const data: { sections: CatalogSection[] } = { sections: sections.tree(depthLevel) };
      sendData(res, data);
    })
    .get("/v1/catalog/products", (req, res) => {
      const query = parseInput(ProductsQuerySchema, req.query);
      const section = sectionOr404(query.section);
      const { ids, total } = findPage(section, query);
      const data: ProductList = {
        items: loadItems(ids),
        pagination: { page: query.page, pageSize: query.pageSize, total, pages: Math.ceil(total / query.pageSize) },
      };
      sendData(res, data);
    })
    .get("/v1/catalog/filters", (req, res) => {
      const section = sectionOr404(parseInput(FiltersQuerySchema, req.query).section);
      const data: Filters = {
        sizes: sizeFacets.all(section.id),
        colors: colourFacets.all(section.id),
        price: { min: section.minPrice, max: section.maxPrice },
      };
      sendData(res, data);
    });
}
