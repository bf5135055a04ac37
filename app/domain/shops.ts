/**
 * Which shops page a link opens. Spec §2: `/about/shops/` and `/shops/` redirect to St Petersburg's shops; every
 * other shops link (footer, the About tab, content pages) opens the shops of the shopper's city when it has any, and
 * St Petersburg's otherwise (the page then says that the shopper's city has none).
 */

/** The shops shown when no city is asked for, or the shopper's city has none (spec §2). */
export const SHOPS_FALLBACK_CITY = { code: "st_petersburg", name: "Санкт-Петербург" } as const;

/** The shops page without a city: what the footer, the About tab and content pages link to. */
export const SHOPS_PAGE = "/about/shops/";

/** The paths that name the shops page without a city (spec §2's two redirects). */
const CITYLESS_SHOPS_PATHS = new Set([SHOPS_PAGE, "/shops/"]);

/** A city's shops page. */
export const shopsPath = (cityCode: string): string => `/about/shops/${cityCode}/`;

/** The shops page a shopper in `city` (with `shopCount` shops) is sent to. */
export function shopperShopsPath(city: { code: string }, shopCount: number): string {
  return shopsPath(shopCount > 0 ? city.code : SHOPS_FALLBACK_CITY.code);
}

/** A link to the shops page without a city (`/about/shops`, `/shops/`) becomes the shopper's own; others stay. */
export function resolveShopsLink(href: string, shopperPath: string): string {
  const path = href.toLowerCase().replace(/\/?$/, "/");
  return CITYLESS_SHOPS_PATHS.has(path) ? shopperPath : href;
}
