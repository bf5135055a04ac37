/**
 * Campaign and click-tracking parameters: the one list of them (docs/architecture.md, README's CDN part).
 *
 * They stay in the address a shopper lands on (analytics reads them from there) but change nothing in the page: no
 * link, form, canonical or rel=prev/next echoes them, so a page's HTML is the same with or without them and a CDN may
 * leave them out of its cache key. A listing's canonical URL carries them last, after its own parameters.
 */

/** Every parameter whose name starts with one of these (`utm_source`, `utm_campaign`, `utm_referrer`…). */
export const TRACKING_PREFIXES: readonly string[] = ["utm_"];

/** Exact names: the spec's campaign parameters of `/fw23` and the ad networks' click ids. */
export const TRACKING_PARAMS: ReadonlySet<string> = new Set([
  "source", // spec §2 (/fw23: campaign parameters source and medium)
  "medium",
  "from",
  "gclid", // Google Ads
  "gbraid",
  "wbraid",
  "dclid",
  "_gl", // Google's cross-domain linker
  "yclid", // Yandex Direct
  "ysclid", // Yandex search
  "_openstat",
  "erid", // Russian ad marking token
  "fbclid", // Facebook
  "msclkid", // Microsoft Ads
  "mc_cid", // Mailchimp
  "mc_eid",
]);

/** A tracking parameter's name: one of the list, or a prefix followed by letters, digits or `_`. */
const PREFIXED = new RegExp(`^(?:${TRACKING_PREFIXES.join("|")})[A-Za-z0-9_]+$`);

export function isTrackingParam(key: string): boolean {
  return TRACKING_PARAMS.has(key) || PREFIXED.test(key);
}

/** The query without tracking parameters (the rest keeps its order). */
export function withoutTracking(search: string | URLSearchParams): URLSearchParams {
  const params = new URLSearchParams(search);
  return new URLSearchParams([...params].filter(([key]) => !isTrackingParam(key)));
}

/**
 * `pathname?search` of a location without its tracking parameters: where a form or link brings the shopper back.
 * Always re-spelt the one way (commas left bare, as in listing URLs), so it reads the same with tracking or without.
 */
export function hrefWithoutTracking(location: { pathname: string; search: string }): string {
  const query = withoutTracking(location.search).toString().replace(/%2C/g, ",");
  return query ? `${location.pathname}?${query}` : location.pathname;
}
