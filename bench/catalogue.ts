/**
 * What a load browses and buys, read at run time from the store's upstream API: section pages, product pages and
 * sizes in the warehouse (which delivers to every courier city), so a basket add succeeds for a new guest.
 */
import { z } from "zod";

const Envelope = <T extends z.ZodTypeAny>(data: T) => z.object({ data });
const Section = z.object({ link: z.string(), children: z.array(z.object({ link: z.string() })).optional() });
const Item = z.object({
  id: z.number(),
  link: z.string(),
  sku: z.array(z.object({ id: z.number(), quantity: z.number() })),
});

export interface BuyableProduct {
  id: number;
  /** A size with warehouse stock. */
  offer: number;
  /** The product page's path. */
  link: string;
}

export interface Catalogue {
  sections: string[];
  products: BuyableProduct[];
}

/** Words the seed's products are named by (search pages). */
export const SEARCH_WORDS = ["платье", "джинсы", "юбка", "пальто", "рубашка", "кроссовки", "сумка", "свитер"];

/** Pages that are the same for everyone: the home page and information pages. */
export const CONTENT_PAGES = [
  "/",
  "/about/company/",
  "/information/delivery/",
  "/information/payment/",
  "/about/news/",
];

async function getData<T>(url: string, schema: z.ZodType<T>): Promise<T> {
  const response = await fetch(url, { signal: AbortSignal.timeout(30_000) });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return Envelope(schema).parse(await response.json()).data as T;
}

/** The catalogue's section pages (top level and their children) and up to `productCount` products one can buy. */
export async function readCatalogue(upstreamUrl: string, productCount: number): Promise<Catalogue> {
  const { sections } = await getData(
    `${upstreamUrl}/v1/catalog/sections?depthLevel=2`,
    z.object({ sections: z.array(Section) }),
  );
  const sectionLinks = sections
    .flatMap((s) => [s.link, ...(s.children ?? []).map((c) => c.link)])
    .filter((link) => link.startsWith("/catalog/"));
  const { items } = await getData(
    `${upstreamUrl}/v1/catalog/products?section=odezhda&pageSize=100`,
    z.object({ items: z.array(Item) }),
  );
  const products = items.flatMap((item) => {
    const size = item.sku.find((offer) => offer.quantity >= 3);
    return size ? [{ id: item.id, offer: size.id, link: item.link }] : [];
  });
  if (products.length < productCount)
    throw new Error(`the catalogue has ${products.length} products with warehouse stock; ${productCount} needed`);
  return { sections: sectionLinks, products: products.slice(0, productCount) };
}

/** The basket form of a product page as a browser without JavaScript posts it (no nonce: a plain form post). */
export function basketAddForm(product: BuyableProduct): string {
  return new URLSearchParams({
    intent: "basket-add",
    productId: String(product.id),
    offer: String(product.offer),
    redirectTo: product.link,
  }).toString();
}

/** Headers of a same-origin form post from a page of `origin`. */
export function formPostHeaders(origin: string): Record<string, string> {
  return {
    "content-type": "application/x-www-form-urlencoded",
    origin,
    referer: `${origin}/`,
    "sec-fetch-site": "same-origin",
    "sec-fetch-mode": "navigate",
  };
}
