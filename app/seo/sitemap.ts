/**
 * The sitemaps protocol (sitemaps.org): a `urlset` of at most 50,000 URLs; a site with more publishes a sitemap index
 * of parts. The URLs come from runs of one kind each (the fixed pages, looks, news, products), read a slice at a time.
 */

export const SITEMAP_URL_LIMIT = 50_000;

export type SitemapUrl = { loc: string; lastmod?: string };

/** A run of URLs of one kind, in its order. */
export type SitemapRun<K extends string> = { kind: K; count: number };
/** `limit` URLs of a run from `offset` on. */
export type RunSlice<K extends string> = { kind: K; offset: number; limit: number };

/** How many parts the URLs fill: 1 means one plain `urlset` and no index. */
export function sitemapParts(total: number, limit = SITEMAP_URL_LIMIT): number {
  return Math.max(1, Math.ceil(total / limit));
}

/**
 * The slices of the runs that make part `part` (1-based) of the URLs laid end to end, each slice at most `chunk`
 * long (what one upstream call may read); none past the end.
 */
export function partSlices<K extends string>(
  runs: SitemapRun<K>[],
  part: number,
  limit = SITEMAP_URL_LIMIT,
  chunk = limit,
): RunSlice<K>[] {
  const from = (part - 1) * limit;
  const to = from + limit;
  const slices: RunSlice<K>[] = [];
  let start = 0;
  for (const run of runs) {
    const end = start + run.count;
    for (let at = Math.max(from, start); at < Math.min(to, end); at += chunk) {
      slices.push({ kind: run.kind, offset: at - start, limit: Math.min(chunk, Math.min(to, end) - at) });
    }
    start = end;
  }
  return slices;
}

const ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" };
export const xmlEscape = (text: string) => text.replace(/[&<>"']/g, (char) => ESCAPES[char]);

/** An ISO 8601 time as a W3C datetime to the second; anything unparsable is left out. */
export function w3cDatetime(value: string | undefined): string | undefined {
  const time = value === undefined ? NaN : Date.parse(value);
  return Number.isNaN(time) ? undefined : new Date(time).toISOString().replace(/\.\d{3}Z$/, "Z");
}

const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NAMESPACE = "http://www.sitemaps.org/schemas/sitemap/0.9";
export const URLSET_OPEN = `${XML_DECLARATION}<urlset xmlns="${NAMESPACE}">\n`;
export const URLSET_CLOSE = "</urlset>\n";

export function urlElement({ loc, lastmod }: SitemapUrl): string {
  const modified = w3cDatetime(lastmod);
  return `<url><loc>${xmlEscape(loc)}</loc>${modified ? `<lastmod>${modified}</lastmod>` : ""}</url>\n`;
}

/** The index of the parts' addresses. */
export function sitemapIndex(parts: string[]): string {
  const entries = parts.map((loc) => `<sitemap><loc>${xmlEscape(loc)}</loc></sitemap>\n`).join("");
  return `${XML_DECLARATION}<sitemapindex xmlns="${NAMESPACE}">\n${entries}</sitemapindex>\n`;
}
