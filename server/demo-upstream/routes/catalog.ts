import { Router } from "express";
import { z } from "zod";
import type { CatalogSection, ProductList } from "../../../app/contract/catalog";
import type { Filters } from "../../../app/contract/filters";
import type { SectionDetail, Suggest } from "../../../app/contract/product";
import { createCatalogItemLoader, ItemViewSchema, itemView } from "../catalog/catalog-items";
import { createFacets } from "../catalog/facets";
import { PRODUCT_SORTS, createProductQuery, type ProductPage } from "../catalog/product-query";
import { createSearchCorrection, type SearchPlan } from "../catalog/search-correction";
import type { SectionRecord } from "../catalog/sections";
import { createSuggestedProducts } from "../catalog/suggestions";
import type { UpstreamContext } from "../context";
import { HttpError, sendData } from "../http/envelope";
import { idString } from "../http/fields";
import { optionalQueryInt, queryEnum, queryInt, queryList } from "../http/query";
import { parseInput } from "../http/validation";

/** Most products `ids=` may name. */
const MAX_IDS = 50;
const DEFAULT_PAGE_SIZE = 24;
const SUGGESTED_SECTIONS = 5;
const SUGGESTED_PRODUCTS = 6;

/** An empty query value counts as absent. */
const optional = <T extends z.ZodTypeAny>(schema: T) =>
  z.preprocess((value) => (value === "" ? undefined : value), schema.optional());

const sectionPath = (required: string) =>
  z
    .string({ required_error: required })
    .min(1, required)
    .max(200, "Неверный код раздела")
    .regex(/^\/?[a-z0-9_-]+(?:\/[a-z0-9_-]+)*\/?$/i, "Неверный код раздела");
const SectionPathSchema = sectionPath("Укажите раздел");

/** Search text: at least two characters after trimming. */
const SearchTextSchema = z
  .string({ required_error: "Введите не меньше 2 символов", invalid_type_error: "Неверный поисковый запрос" })
  .trim()
  .min(2, "Введите не меньше 2 символов")
  .max(100, "Не длиннее 100 символов");

/** `discount=1`: discounted products only. */
const DiscountFlagSchema = z
  .preprocess(
    (value) => (value === undefined || value === "" ? "0" : value),
    z.enum(["0", "1"], { errorMap: () => ({ message: "Допустимые значения: 0, 1" }) }),
  )
  .transform((value) => value === "1");

const ListFilterFields = {
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
  discount: DiscountFlagSchema,
};

/** Exactly one of the scopes must be given (an empty `ids` list counts as absent). */
function exactlyOneScope(scopes: Record<string, boolean>, missingMessage: string, context: z.RefinementCtx): void {
  const given = Object.keys(scopes).filter((name) => scopes[name]);
  if (given.length === 0) {
    context.addIssue({ code: z.ZodIssueCode.custom, message: missingMessage, path: [Object.keys(scopes)[0]] });
  } else if (given.length > 1) {
    const message = `Укажите что-то одно: ${Object.keys(scopes).join(", ")}`;
    for (const name of given.slice(1)) context.addIssue({ code: z.ZodIssueCode.custom, message, path: [name] });
  }
}

const ProductsQuerySchema = z
  .object({
    section: optional(SectionPathSchema),
    ids: queryList(idString("Идентификаторы товаров — положительные целые числа через запятую"), MAX_IDS),
    q: optional(SearchTextSchema),
    page: queryInt(1, 100_000, 1),
    pageSize: optionalQueryInt(1, 100),
    sort: queryEnum(PRODUCT_SORTS, "popular"),
    /** The shopper's city: in the default sort what it can buy comes first. */
    city: optional(z.string().max(64)),
    view: ItemViewSchema,
    ...ListFilterFields,
  })
  .superRefine((query, context) =>
    exactlyOneScope(
      { section: query.section !== undefined, ids: query.ids.length > 0, q: query.q !== undefined },
      "Укажите раздел, список товаров или поисковый запрос",
      context,
    ),
  )
  .refine((query) => query.priceMin === undefined || query.priceMax === undefined || query.priceMin <= query.priceMax, {
    message: "Минимальная цена больше максимальной",
    path: ["priceMin"],
  });

/** The active filters come along so that each facet is counted with all the others applied. */
const FiltersQuerySchema = z
  .object({
    section: optional(SectionPathSchema),
    q: optional(SearchTextSchema),
    /** The shopper's city: the sizes count what it can buy. */
    city: optional(z.string().max(64)),
    ...ListFilterFields,
  })
  .superRefine((query, context) =>
    exactlyOneScope(
      { section: query.section !== undefined, q: query.q !== undefined },
      "Укажите раздел или поисковый запрос",
      context,
    ),
  );

const SectionsQuerySchema = z.object({ depthLevel: queryInt(1, 3, 3) });
const SectionQuerySchema = z.object({ path: sectionPath("Укажите путь раздела") });
const SuggestQuerySchema = z.object({ q: SearchTextSchema, city: optional(z.string().max(64)) });

/**
 * GET /v1/catalog/sections, /v1/catalog/section, /v1/catalog/products (by section, ids or search),
 * /v1/catalog/filters and /v1/catalog/search/suggest.
 */
export function catalogRoutes({ db, sections, publicUrl }: UpstreamContext): Router {
  const products = createProductQuery(db);
  const facets = createFacets(db);
  const correction = createSearchCorrection(db);
  const loadItems = createCatalogItemLoader(db, sections, publicUrl);
  const suggestedProducts = createSuggestedProducts(db, sections, publicUrl);

  const sectionOr404 = (path: string, field: string): SectionRecord => {
    const section = sections.findByPath(path);
    if (!section) throw HttpError.of(404, "Раздел не найден", { code: "section_not_found", field });
    return section;
  };

  return Router()
    .get("/v1/catalog/sections", (req, res) => {
      const { depthLevel } = parseInput(SectionsQuerySchema, req.query);
      const data: { sections: CatalogSection[] } = { sections: sections.tree(depthLevel) };
      sendData(res, data);
    })
    .get("/v1/catalog/section", (req, res) => {
      const section = sectionOr404(parseInput(SectionQuerySchema, req.query).path, "path");
      const data: SectionDetail = {
        section: {
          id: section.id,
          name: section.name,
          code: section.code,
          link: section.link,
          depthLevel: section.depth,
          description: section.description,
        },
        breadcrumbs: sections
          .trail(section.id)
          .slice(0, -1)
          .map((ancestor) => ({ name: ancestor.name, link: ancestor.link })),
        children: sections
          .children(section.id)
          .map((child) => ({ id: child.id, name: child.name, link: child.link, count: child.productCount })),
      };
      sendData(res, data);
    })
    .get("/v1/catalog/products", (req, res) => {
      const { section, ids, q, pageSize, city, view, ...rest } = parseInput(ProductsQuerySchema, req.query);
      const query = {
        ...rest,
        pageSize: pageSize ?? (ids.length > 0 ? MAX_IDS : DEFAULT_PAGE_SIZE),
        city: products.stockCity(city),
      };
      let page: ProductPage;
      let plan: SearchPlan | undefined;
      if (section !== undefined) page = products.inSection(sectionOr404(section, "section"), query);
      else if (q !== undefined) page = products.search((plan = correction.plan(q)).words, query);
      else page = products.byIds(ids, query);
      const data: ProductList = {
        ...(plan?.correctedQuery !== undefined && { correctedQuery: plan.correctedQuery }),
        items: loadItems(page.ids, itemView(view, query.city)),
        pagination: {
          page: query.page,
          pageSize: query.pageSize,
          total: page.total,
          pages: Math.ceil(page.total / query.pageSize),
        },
      };
      sendData(res, data);
    })
    .get("/v1/catalog/filters", (req, res) => {
      const { section, q, city, ...filters } = parseInput(FiltersQuerySchema, req.query);
      const stockCity = products.stockCity(city);
      const data: Filters =
        section !== undefined
          ? facets.ofSection(sectionOr404(section, "section"), stockCity, filters)
          : facets.ofSearch(correction.plan(q!).words, stockCity, filters);
      sendData(res, data);
    })
    .get("/v1/catalog/search/suggest", (req, res) => {
      const { q, city } = parseInput(SuggestQuerySchema, req.query);
      const { words, correctedQuery } = correction.plan(q);
      // The search listing's first products (the default sort: what the shopper's city can buy first).
      const first = {
        sizes: [],
        colors: [],
        discount: false,
        page: 1,
        pageSize: SUGGESTED_PRODUCTS,
        sort: "popular" as const,
      };
      const { ids } = products.search(words, { ...first, city: products.stockCity(city) });
      const data: Suggest = {
        ...(correctedQuery !== undefined && { correctedQuery }),
        sections: sections
          .search(correctedQuery ?? q, SUGGESTED_SECTIONS)
          .map((section) => ({ name: section.name, link: section.link })),
        products: suggestedProducts(ids),
      };
      sendData(res, data);
    });
}
