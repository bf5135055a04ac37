/**
 * What the spec (§3 entities, §7 calls) names of each answer it shows. A retailer's API may answer exactly that: the
 * spec-minimal mode (`cutToSpec`) cuts this upstream's answers down to it, to prove the storefront needs no more.
 * Our additions the spec has no place for (the order's basket, places and payment methods; a basket line's offer,
 * name, picture and size) are listed in docs/upstream-api.md and kept.
 */
type Json = unknown;
type Cut = (data: Json) => Json;

const isObject = (value: Json): value is Record<string, Json> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** The named fields of an object (each cut further when a cut is given); anything else as is. */
function pick(fields: Record<string, Cut | true>): Cut {
  return (data) => {
    if (!isObject(data)) return data;
    const out: Record<string, Json> = {};
    for (const [name, cut] of Object.entries(fields)) {
      if (!(name in data)) continue;
      out[name] = cut === true ? data[name] : cut(data[name]);
    }
    return out;
  };
}

const each =
  (cut: Cut): Cut =>
  (data) =>
    Array.isArray(data) ? data.map(cut) : data;

/** Spec §3 User. */
const user = pick({
  id: true,
  name: true,
  firstName: true,
  lastName: true,
  email: true,
  phone: true,
  birthDay: true,
  agreement: true,
});

/** Spec §3 Catalogue section (children: the same, at any depth). */
const section: Cut = (data) =>
  pick({ id: true, parentId: true, name: true, code: true, link: true, isSelected: true, children: each(section) })(
    data,
  );

/** Spec §3 Offer: stock entries carry a quantity only (no store, city or pickup flag). */
const offer = pick({
  id: true,
  quantity: true,
  stock: each(pick({ quantity: true })),
  size: true,
  ean: true,
  price: true,
});

/** Spec §3 Catalogue item. */
const item = pick({
  id: true,
  name: true,
  link: true,
  price: true,
  images: true,
  videos: true,
  sku: each(offer),
  color: true,
  properties: true,
  sectionId: true,
  sectionPromoName: true,
  article: true,
  detailName: true,
  suite: true,
});

/** Spec §3 Basket line, with the line id, offer, name, picture and size (ours: the spec's line cannot be shown or changed without them). */
const line = pick({
  id: true,
  productId: true,
  quantity: true,
  price: true,
  properties: true,
  offerId: true,
  name: true,
  link: true,
  image: true,
  size: true,
});
const basket = pick({
  products: each(line),
  activeProducts: each(line),
  delayedProducts: each(line),
  unavailableProducts: each(line),
  summary: true,
  totalQuantity: true,
  // Ours: the gift certificates bought, one line each (the spec's basket has no place for them).
  certificates: true,
});

/** Spec §3 Order (init, calculate), with our additions: the basket, places, payment methods, blocked lines. */
const order = pick({
  customer: true,
  delivery: pick({ properties: true, shipment: true }),
  payment: true,
  bonus: true,
  certificate: true,
  coupon: true,
  isCouponApplied: true,
  summary: pick({ basket: true, delivery: true, payment: true, coupon: true, bonus: true, total: true }),
  deliverySystems: each(pick({ id: true, variants: each(pick({ serviceLevelTypeCode: true, intervalId: true })) })),
  defaultProfile: true,
  deliveryServiceTimes: true,
  basket,
  pickupPoints: true,
  stores: true,
  paymentMethods: true,
  blockedLines: true,
});

const related: Cut = (data) =>
  isObject(data) ? Object.fromEntries(Object.entries(data).map(([key, list]) => [key, each(item)(list)])) : data;

/** The spec's calls (§7) whose answers it shows, by method and path pattern. */
export const SPEC_ANSWERS: { method: string; path: RegExp; cut: Cut }[] = [
  { method: "GET", path: /^\/api\/user$/, cut: user },
  {
    method: "PATCH",
    path: /^\/user$/,
    cut: pick({ id: true, firstName: true, lastName: true, email: true, phone: true, birthDay: true }),
  },
  { method: "GET", path: /^\/v1\/catalog\/sections$/, cut: pick({ sections: each(section) }) },
  { method: "GET", path: /^\/api\/catalog\/wishlist$/, cut: pick({ items: true }) },
  { method: "POST", path: /^\/api\/catalog\/[^/]+\/wishlist$/, cut: pick({ items: true }) },
  { method: "DELETE", path: /^\/api\/catalog\/[^/]+\/wishlist$/, cut: pick({ items: true }) },
  { method: "GET", path: /^\/api\/catalog\/products\/related$/, cut: related },
  { method: "GET", path: /^\/api\/basket$/, cut: basket },
  { method: "POST", path: /^\/api\/basket\/\d+$/, cut: basket },
  { method: "PATCH", path: /^\/api\/basket\/\d+$/, cut: basket },
  { method: "DELETE", path: /^\/api\/basket\/\d+$/, cut: pick({ products: each(line) }) },
  { method: "POST", path: /^\/api\/order\/(init|calculate)$/, cut: order },
  { method: "POST", path: /^\/api\/order\/save$/, cut: pick({ order: pick({ id: true, payment: true }) }) },
  { method: "GET", path: /^\/store\/cities$/, cut: pick({ items: true }) },
  { method: "GET", path: /^\/address$/, cut: pick({ items: true }) },
];

/** A field no storefront knows, added to every object of an answer: a tolerant reader ignores it. */
export const UNKNOWN_FIELD = "retailerExtension";

export function withUnknownFields(data: Json, depth = 0): Json {
  if (depth > 12) return data;
  if (Array.isArray(data)) return data.map((entry) => withUnknownFields(entry, depth + 1));
  if (!isObject(data)) return data;
  const out: Record<string, Json> = {};
  for (const [key, value] of Object.entries(data)) out[key] = withUnknownFields(value, depth + 1);
  out[UNKNOWN_FIELD] = { note: "неизвестное поле", depth };
  return out;
}
