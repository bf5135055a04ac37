import { OkSchema } from "../../../app/contract/auth";
import { ProductListSchema, SectionsResponseSchema, type CatalogItem } from "../../../app/contract/catalog";
import { StoreInfoSchema } from "../../../app/contract/content";
import { DeliveryEstimateSchema } from "../../../app/contract/delivery-estimate";
import { FiltersSchema } from "../../../app/contract/filters";
import { CitySearchSchema, LocationSchema, ShopsSchema, StoreCitiesSchema } from "../../../app/contract/location";
import { AddressSuggestSchema } from "../../../app/contract/order";
import { ProductDetailSchema, RelatedSchema, SectionDetailSchema, SuggestSchema } from "../../../app/contract/product";
import { json, query } from "../define";
import { need, type Check, type Found } from "../types";

/** The storefront's own query for catalogue lists (`app/upstream-client/catalog.server.ts`). */
const LIST = { view: "card", pageSize: 40 };
/** Units of one offer the scratch basket raises its line to (PATCH quantity), so it must be in stock at least this. */
export const UNITS = 2;

/** An offer the scratch basket can hold: online stock and a pickup shop of the city, both with enough units. */
function keepOffer(items: CatalogItem[], found: Found) {
  for (const item of items) {
    const offer = item.sku.find(
      (sku) =>
        sku.quantity >= UNITS && sku.stock.some((s) => s.cityCode === found.city && s.pickup && s.quantity >= UNITS),
    );
    if (offer) {
      found.productId = item.id;
      found.offerId = offer.id;
      return;
    }
  }
}

function keepMedia(items: CatalogItem[], found: Found) {
  const pictures = items.flatMap((item) => item.images.list);
  found.media.product ??= pictures.find((src) => !src.includes("no-photo"));
  found.media.noPhoto ??= pictures.find((src) => src.includes("no-photo"));
  // The placeholder's link-preview PNG sits beside its variants (docs/upstream-api.md, "Pictures").
  found.media.noPhotoShare ??= found.media.noPhoto?.replace(/[^/]+\.svg$/, "share.png");
  found.media.video ??= items.flatMap((item) => item.videos)[0]?.sm;
}

/** Location, addresses and the catalogue: anonymous reads, in the order the storefront makes them. */
export const CATALOGUE_CHECKS: Check[] = [
  json({
    endpoint: "GET /api/health",
    group: "read",
    as: "none",
    method: "GET",
    path: () => "/api/health",
    schema: OkSchema,
  }),
  json({
    endpoint: "GET /api/init",
    group: "read",
    as: "none",
    method: "GET",
    path: () => "/api/init",
    // The storefront reads only what every visitor sees (`getStoreInfo`), without a token.
    schema: StoreInfoSchema,
  }),
  json({
    endpoint: "GET /api/location",
    group: "read",
    as: "none",
    method: "GET",
    path: (f) => `/api/location${query({ city: f.city })}`,
    schema: LocationSchema,
    keep: (data, f) => {
      f.cityName = data.city.name;
    },
  }),
  json({
    endpoint: "GET /api/shops/{city}",
    group: "read",
    as: "none",
    method: "GET",
    path: (f) => `/api/shops/${encodeURIComponent(f.city)}`,
    schema: ShopsSchema,
  }),
  json({
    endpoint: "GET /store/cities",
    group: "read",
    as: "none",
    method: "GET",
    path: () => "/store/cities",
    schema: StoreCitiesSchema,
  }),
  json({
    endpoint: "GET /address",
    label: "type=city",
    group: "read",
    as: "none",
    method: "GET",
    path: (f) => `/address${query({ type: "city", name: need(f.cityName, "the city's name").slice(0, 3) })}`,
    schema: CitySearchSchema,
  }),
  json({
    endpoint: "GET /address",
    label: "type=street",
    group: "read",
    as: "none",
    method: "GET",
    path: (f) => `/address${query({ type: "street", cityId: f.city, name: "ул" })}`,
    schema: AddressSuggestSchema,
    keep: (data, f) => {
      f.streetId = data.items[0]?.id;
      f.street = data.items[0]?.name;
    },
  }),
  json({
    endpoint: "GET /address",
    label: "type=building",
    group: "read",
    as: "none",
    method: "GET",
    path: (f) => `/address${query({ type: "building", streetId: need(f.streetId, "a street"), name: "" })}`,
    schema: AddressSuggestSchema,
    keep: (data, f) => {
      f.buildingId = data.items[0]?.id;
      f.building = data.items[0]?.name;
    },
  }),
  json({
    endpoint: "GET /v1/catalog/sections",
    group: "read",
    as: "none",
    method: "GET",
    path: () => "/v1/catalog/sections?depthLevel=3",
    schema: SectionsResponseSchema,
    keep: (data, f) => {
      const section = data.sections.find((s) => s.children?.length)?.children?.[0] ?? data.sections[0];
      f.sectionPath = section?.link.replace(/^\/catalog\/|\/$/g, "");
    },
  }),
  json({
    endpoint: "GET /v1/catalog/section",
    group: "read",
    as: "none",
    method: "GET",
    path: (f) => `/v1/catalog/section${query({ path: need(f.sectionPath, "a section") })}`,
    schema: SectionDetailSchema,
  }),
  json({
    endpoint: "GET /v1/catalog/products",
    label: "a section",
    group: "read",
    as: "none",
    method: "GET",
    path: (f) => `/v1/catalog/products${query({ section: need(f.sectionPath, "a section"), city: f.city, ...LIST })}`,
    schema: ProductListSchema,
    keep: (data, f) => {
      keepOffer(data.items, f);
      keepMedia(data.items, f);
    },
  }),
  json({
    endpoint: "GET /v1/catalog/products",
    label: "a search",
    group: "read",
    as: "none",
    method: "GET",
    path: (f) => `/v1/catalog/products${query({ q: "платье", city: f.city, ...LIST })}`,
    schema: ProductListSchema,
    keep: (data, f) => {
      if (f.productId === undefined) keepOffer(data.items, f);
      keepMedia(data.items, f);
    },
  }),
  json({
    endpoint: "GET /v1/catalog/products",
    // An upstream may answer it with `correctedQuery` (optional in the contract) and the list of the corrected query.
    label: "a misspelt search",
    group: "read",
    as: "none",
    method: "GET",
    path: (f) => `/v1/catalog/products${query({ q: "плаье", city: f.city, ...LIST })}`,
    schema: ProductListSchema,
  }),
  json({
    endpoint: "GET /v1/catalog/filters",
    group: "read",
    as: "none",
    method: "GET",
    path: (f) => `/v1/catalog/filters${query({ section: need(f.sectionPath, "a section"), city: f.city })}`,
    schema: FiltersSchema,
  }),
  json({
    endpoint: "GET /v1/catalog/products/{id}",
    group: "read",
    as: "none",
    method: "GET",
    path: (f) => `/v1/catalog/products/${need(f.productId, "an offer in stock")}`,
    schema: ProductDetailSchema,
    keep: (data, f) => {
      f.media.productShare = data.share.url;
    },
  }),
  json({
    endpoint: "GET /api/catalog/products/related",
    group: "read",
    as: "none",
    method: "GET",
    path: (f) =>
      `/api/catalog/products/related${query({ id: need(f.productId, "a product"), city: f.city, view: "card" })}`,
    schema: RelatedSchema,
  }),
  json({
    endpoint: "GET /api/delivery/estimate",
    group: "read",
    as: "none",
    method: "GET",
    path: (f) => `/api/delivery/estimate${query({ city: f.city, productId: need(f.productId, "a product") })}`,
    schema: DeliveryEstimateSchema,
  }),
  json({
    endpoint: "GET /v1/catalog/search/suggest",
    group: "read",
    as: "none",
    method: "GET",
    path: (f) => `/v1/catalog/search/suggest${query({ q: "пла", city: f.city })}`,
    schema: SuggestSchema,
  }),
  json({
    endpoint: "GET /v1/catalog/search/suggest",
    label: "misspelt suggestions",
    group: "read",
    as: "none",
    method: "GET",
    path: (f) => `/v1/catalog/search/suggest${query({ q: "плаье", city: f.city })}`,
    schema: SuggestSchema,
  }),
];
