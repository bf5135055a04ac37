import { shopsPath, SHOPS_FALLBACK_CITY } from "./shops";
import { isTrackingParam } from "./tracking";

/**
 * URL and SEO rules of spec §2: lowercase paths with a trailing slash, no `page` ≤ 1,
 * the route redirect table, title suffix, canonical / prev / next links and robots.
 */

/** Robots meta of every page. */
export const ROBOTS = "index, follow";

/**
 * Spec §2 route redirects, keyed by the normalised path (lowercase, trailing slash).
 * Targets are canonical themselves, so a redirect never chains.
 */
export const ROUTE_REDIRECTS: Readonly<Record<string, string>> = Object.freeze({
  "/about/": "/about/company/",
  "/about/shops/": shopsPath(SHOPS_FALLBACK_CITY.code),
  "/shops/": shopsPath(SHOPS_FALLBACK_CITY.code),
  "/catalog/": "/catalog/odezhda/",
  "/certificate/": "/certificate/digital/",
  "/fw23/": "/catalog/new/?utm_source=fw23&utm_medium=redirect",
  "/gift/": "/personal/certificates/",
  "/love_2_0/": "/initiatives/recycling/",
  "/personal/orders/": "/personal/orders/status/all/",
});

/**
 * Extensions that mark a path as a file (no trailing slash, case kept). A closed list rather
 * than "anything after a dot", so that `/evil.com` or `/suite/v1.2` still count as pages.
 */
const FILE_EXTENSIONS = new Set([
  "txt",
  "xml",
  "ico",
  "png",
  "jpg",
  "jpeg",
  "gif",
  "svg",
  "webp",
  "avif",
  "bmp",
  "css",
  "js",
  "mjs",
  "cjs",
  "map",
  "json",
  "webmanifest",
  "woff",
  "woff2",
  "ttf",
  "otf",
  "eot",
  "pdf",
  "mp4",
  "webm",
  "mp3",
  "html",
  "htm",
  "gz",
  "br",
  "zip",
  "csv",
]);

/** Query parameters that never belong in canonical / prev / next links (nor do campaign tags: `tracking.ts`). */
const NON_CANONICAL_PARAMS = new Set(["modal", "cityQuery", "debug", "_data", "index", "page"]);

/** True when the last path segment ends in a known file extension (`/robots.txt`). */
export function hasFileExtension(path: string): boolean {
  const last = path.slice(path.lastIndexOf("/") + 1);
  const dot = last.lastIndexOf(".");
  if (dot <= 0) return false; // no dot, or a dot-directory such as `.well-known`
  return FILE_EXTENSIONS.has(last.slice(dot + 1).toLowerCase());
}

/**
 * The canonical form of a path: slashes collapsed (so `//evil.com` is `/evil.com/` and can
 * never become a protocol-relative redirect), lowercase and a trailing slash. File paths keep
 * their case (files on disk and hashed build assets are case-sensitive) and get no slash.
 * Only ASCII letters are lowercased; percent-escapes are kept byte for byte, so encoded
 * Cyrillic paths never redirect.
 */
export function normalizePath(pathname: string): string {
  let path = `/${pathname}`.replace(/[\\/]+/g, "/");
  if (hasFileExtension(path)) return path;
  path = path.replace(/%[0-9a-f]{2}|[A-Z]+/gi, (m) => (m.startsWith("%") ? m : m.toLowerCase()));
  return path.endsWith("/") ? path : `${path}/`;
}

/** Parses a `page` value: a positive integer in plain decimal, else null. */
function parsePage(value: string | null): number | null {
  if (value === null || !/^\d+$/.test(value)) return null;
  const n = Number(value);
  return Number.isSafeInteger(n) && n >= 1 ? n : null;
}

/** The page number of a request (1-based, ≥ 1; missing or invalid → 1). First `page` wins. */
export function pageFromSearch(search: URLSearchParams): number {
  return parsePage(search.get("page")) ?? 1;
}

function decodeQueryPart(part: string): string {
  try {
    return decodeURIComponent(part.replace(/\+/g, " "));
  } catch {
    return part;
  }
}

type QueryPiece = { raw: string; key: string; value: string };

/** Splits a raw query string into pieces, keeping each piece's exact spelling. */
function queryPieces(search: string): QueryPiece[] {
  const query = search.startsWith("?") ? search.slice(1) : search;
  if (query === "") return [];
  return query.split("&").map((raw) => {
    const eq = raw.indexOf("=");
    const key = eq === -1 ? raw : raw.slice(0, eq);
    const value = eq === -1 ? "" : raw.slice(eq + 1);
    return { raw, key: decodeQueryPart(key), value: decodeQueryPart(value) };
  });
}

/**
 * Rewrites only the `page` pieces: all are dropped, and when the first one holds a page ≥ 2 a
 * single `page=n` takes its place. Every other piece is kept verbatim and in order.
 */
function canonicalPagePieces(pieces: QueryPiece[]): string[] {
  const first = pieces.findIndex((p) => p.key === "page");
  if (first === -1) return pieces.map((p) => p.raw);
  const page = parsePage(pieces[first].value);
  const out: string[] = [];
  pieces.forEach((p, i) => {
    if (i === first && page !== null && page >= 2) out.push(`page=${page}`);
    else if (p.key !== "page") out.push(p.raw);
  });
  return out;
}

/**
 * The canonical query of the pages that own theirs (listings: `catalog/listing-url.ts`): given the normalised path
 * and the query, its parameters in canonical form and order (decoded), or null when the path is not such a page.
 */
export type QueryRule = (path: string, params: URLSearchParams) => [string, string][] | null;

/** `?…` of decoded parameters (or ""); commas stay bare and an empty value is the bare name (`?debug`). */
export function querySearch(entries: readonly [string, string][]): string {
  const text = entries
    .map(([key, value]) => {
      const pair = new URLSearchParams([[key, value]]).toString();
      return value === "" ? pair.slice(0, -1) : pair;
    })
    .join("&")
    .replace(/%2C/g, ",");
  return text ? `?${text}` : "";
}

function sameEntries(a: readonly [string, string][], b: readonly [string, string][]): boolean {
  return a.length === b.length && a.every(([key, value], i) => b[i][0] === key && b[i][1] === value);
}

/**
 * Where a request must be 301-redirected to (path + search, no origin), or null.
 * One step covers path normalisation, the route table, the `page` rule and, with a `rule`, the whole query of the
 * pages that own theirs, so `/About` goes straight to `/about/company/` and `/Catalog/Odezhda?junk=1` to
 * `/catalog/odezhda/`. Without a rule for the path, every other parameter is carried over untouched and never causes
 * a redirect by itself. Remix's `_data` and `index` never reach here (Remix strips them before the loaders).
 *
 * Table targets with a query (`/fw23`) put their parameters first; incoming parameters of
 * the same name are dropped (the redirect defines the campaign), the rest follow in order.
 */
export function canonicalRedirect(url: URL, rule?: QueryRule): string | null {
  let path = normalizePath(url.pathname);
  let pieces = queryPieces(url.search);

  const target = Object.prototype.hasOwnProperty.call(ROUTE_REDIRECTS, path) ? ROUTE_REDIRECTS[path] : undefined;
  if (target !== undefined) {
    const q = target.indexOf("?");
    path = q === -1 ? target : target.slice(0, q);
    const fixed = q === -1 ? [] : queryPieces(target.slice(q));
    const fixedKeys = new Set(fixed.map((p) => p.key));
    pieces = [...fixed, ...pieces.filter((p) => !fixedKeys.has(p.key))];
  }

  const owned = rule?.(path, new URLSearchParams(pieces.map((p) => p.raw).join("&")));
  if (owned) {
    // Compared decoded: `%20` and `+`, `,` and `%2C` are the same query and never redirect.
    return path === url.pathname && sameEntries(owned, [...url.searchParams]) ? null : `${path}${querySearch(owned)}`;
  }

  const query = canonicalPagePieces(pieces).join("&");
  const next = query === "" ? path : `${path}?${query}`;
  return next === url.pathname + url.search ? null : next;
}

/**
 * Adds ` | страница {n}` to a title. The spec says "when the page number is above 0", but
 * pages are 1-based and page 1 is dropped from URLs (it is the unpaged list), so the suffix
 * appears from page 2 on; page 1 keeps the plain title, like its URL.
 */
export function titleWithPage(title: string, page: number): string {
  return Number.isInteger(page) && page >= 2 ? `${title} | страница ${page}` : title;
}

function isDroppedParam(key: string): boolean {
  return NON_CANONICAL_PARAMS.has(key) || isTrackingParam(key);
}

/**
 * Absolute canonical / prev / next links (spec §2). Canonical only on non-catalogue pages:
 * the path plus `?page=n` from page 2, as their prev/next. A catalogue page's prev/next keep its
 * parameters (filters, sort) but never modal, cityQuery, debug, `_data`, `index` or tracking
 * parameters; page 1 has no `page`. A listing's URL holds nothing else by then (its loader
 * 301s any other parameter away), so its prev/next echo only what it knows.
 */
export function seoLinks(
  url: URL,
  opts: { origin: string; isCatalogue: boolean; page: number; pages?: number },
): { canonical?: string; prev?: string; next?: string } {
  const origin = opts.origin.replace(/\/+$/, "");
  const path = normalizePath(url.pathname);
  const page = Number.isFinite(opts.page) ? Math.max(1, Math.floor(opts.page)) : 1;
  // Only listings have parameters of their own (filters, sort, `q`); other paged lists know only `page`.
  const kept = opts.isCatalogue ? [...url.searchParams].filter(([key]) => !isDroppedParam(key)) : [];

  const link = (n: number, params: [string, string][]): string => {
    const search = new URLSearchParams(params);
    if (n >= 2) search.append("page", String(n));
    const query = search.toString().replace(/%2C/g, ",");
    return `${origin}${path}${query ? `?${query}` : ""}`;
  };

  const links: { canonical?: string; prev?: string; next?: string } = {};
  if (!opts.isCatalogue) links.canonical = link(page, []);
  if (page > 1) links.prev = link(page - 1, kept);
  if (opts.pages !== undefined && page < opts.pages) links.next = link(page + 1, kept);
  return links;
}

/**
 * The page's own absolute URL (Open Graph's `og:url`): a listing's address without page-wide (`modal`…) and tracking
 * parameters; other pages have their canonical, the path and `?page=n` from page 2 (`seoLinks`).
 */
export function listingUrl(url: URL, origin: string, page: number): string {
  const kept = new URLSearchParams([...url.searchParams].filter(([key]) => !isDroppedParam(key)));
  if (page >= 2) kept.append("page", String(Math.floor(page)));
  const query = kept.toString().replace(/%2C/g, ",");
  return `${origin.replace(/\/+$/, "")}${normalizePath(url.pathname)}${query ? `?${query}` : ""}`;
}
