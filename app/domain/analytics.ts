/** Tag-manager and marketing rules (spec §5, §6, §9). */

/** `GTM-` or `G-` followed by capitals and digits; checked as given (no trimming). */
export function isValidGtmId(id: string): boolean {
  return /^(GTM|G)-[A-Z0-9]+$/.test(id);
}

export type RetargetingLevel = 0 | 1 | 2 | 3 | 4;

/**
 * Retargeting tag level of a page (spec §9): home 0, catalogue section paths 1, paths
 * ending in digits 2 (product pages), checkout 3, its confirmation 4, anything else null.
 * Precedence, most specific first: `/order/confirm/` → 4, `/order/` → 3, last segment all
 * digits → 2 (so a product under `/catalog/…/123/` is 2, not 1), `/catalog/…` → 1, `/` → 0.
 * Case, repeated and trailing slashes, and any query or hash are ignored.
 */
export function retargetingLevel(pathname: string): RetargetingLevel | null {
  const path = pathname.split(/[?#]/)[0].toLowerCase();
  const segments = path.split("/").filter(Boolean);
  if (segments.length === 0) return 0;
  if (segments.length === 2 && segments[0] === "order" && segments[1] === "confirm") return 4;
  if (segments.length === 1 && segments[0] === "order") return 3;
  if (/^\d+$/.test(segments[segments.length - 1])) return 2;
  if (segments[0] === "catalog") return 1;
  return null;
}

/** Spec §9: where the analytics events come from, and the brand they are about — the same on every page view. */
export const ANALYTICS_SPOT = "desktop";
export const ANALYTICS_BRAND = "LOVE STORE";

export type PageViewEvent = {
  event: "page_view";
  pagePath: string;
  /**
   * Always present: null on pages without a level. The tag manager merges pushes into one model, so leaving the key
   * out would keep the previous page's level after a client-side navigation.
   */
  retargetingLevel: RetargetingLevel | null;
  spot: typeof ANALYTICS_SPOT;
  brand: typeof ANALYTICS_BRAND;
};

/** The data-layer entry of one page view (the first page and every client-side navigation). */
export function pageViewEvent(pathname: string): PageViewEvent {
  return {
    event: "page_view",
    pagePath: pathname,
    retargetingLevel: retargetingLevel(pathname),
    spot: ANALYTICS_SPOT,
    brand: ANALYTICS_BRAND,
  };
}

export type AnalyticsUser = { login: "True" | "False"; email: string; phone: string; name: string };

const GUEST_VALUE = "not_authorized";

/**
 * The user block for the data layer (spec §6). For a signed-in user the spec sends the
 * literal placeholders `{email}`, `{phone}`, `{name}` — never the personal data itself;
 * guests (id ≤ 0) get `not_authorized` in every field.
 */
export function analyticsUser(user: { id: number; email: string; phone: string; name: string }): AnalyticsUser {
  if (user.id > 0) return { login: "True", email: "{email}", phone: "{phone}", name: "{name}" };
  return { login: "False", email: GUEST_VALUE, phone: GUEST_VALUE, name: GUEST_VALUE };
}
