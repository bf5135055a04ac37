import type { LoaderFunctionArgs } from "@remix-run/node";
import { indexablePages } from "~/content/site-pages";
import { buildMenu, type MenuItem } from "~/domain/menu";
import { publicOrigin } from "~/http/origin.server";
import {
  partSlices,
  sitemapIndex,
  sitemapParts,
  urlElement,
  URLSET_CLOSE,
  URLSET_OPEN,
  type RunSlice,
  type SitemapUrl,
} from "~/seo/sitemap";
import { getSections } from "~/upstream-client/catalog.server";
import { mainData } from "~/upstream-client/failure-modes.server";
import { upstreamFor } from "~/upstream-client/request-client.server";
import type { SitemapKind } from "~/contract/sitemap";
import { getSitemapCounts, getSitemapLinks, SITEMAP_CHUNK } from "~/upstream-client/sitemap.server";

/** Sitemaps change when the catalogue does; a CDN may keep them for an hour. */
const HEADERS = { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" };

export const sitemapPartPath = (part: number) => `/sitemap-${part}.xml`;

type Kind = "pages" | SitemapKind;

/** Every section's link, parents before children; only the shop's own pages (menu links may lead elsewhere). */
function sectionPaths(items: MenuItem[]): string[] {
  return items.flatMap((item) =>
    (item.type === "link" && item.link.startsWith("/") ? [item.link] : []).concat(sectionPaths(item.children ?? [])),
  );
}

/**
 * The URLs laid end to end: the fixed pages (home, the catalogue's sections, the content pages, the HTML sitemap —
 * each once), then the looks, the news items and the products, read from the upstream a slice at a time.
 */
async function sitemapPlan(args: LoaderFunctionArgs) {
  const origin = publicOrigin(args.request);
  const api = await upstreamFor(args);
  const [sections, counts] = await Promise.all([mainData(getSections(api)), mainData(getSitemapCounts(api))]);
  const [home, ...content] = indexablePages();
  const pages = [...new Set([home.path, ...sectionPaths(buildMenu(sections)), ...content.map((page) => page.path)])];
  const runs: { kind: Kind; count: number }[] = [
    { kind: "pages", count: pages.length },
    { kind: "suites", count: counts.suites },
    { kind: "news", count: counts.news },
    { kind: "products", count: counts.products },
  ];
  const read = async ({ kind, offset, limit }: RunSlice<Kind>): Promise<SitemapUrl[]> => {
    if (kind === "pages") return pages.slice(offset, offset + limit).map((path) => ({ loc: origin + path }));
    const { items } = await mainData(getSitemapLinks(api, kind, offset, limit));
    return items.map((item) => ({ loc: origin + item.link, lastmod: item.updatedAt }));
  };
  const total = runs.reduce((sum, run) => sum + run.count, 0);
  return { origin, runs, read, parts: sitemapParts(total) };
}

/** A `urlset` streamed slice by slice: each upstream call is made when the client has taken the slice before. */
function urlsetStream(
  slices: RunSlice<Kind>[],
  read: (slice: RunSlice<Kind>) => Promise<SitemapUrl[]>,
): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const pending = [...slices];
  return new ReadableStream({
    start(controller) {
      controller.enqueue(encoder.encode(URLSET_OPEN));
    },
    async pull(controller) {
      const slice = pending.shift();
      if (!slice) {
        controller.enqueue(encoder.encode(URLSET_CLOSE));
        controller.close();
        return;
      }
      // A failure mid-way aborts the response: a crawler must not take a cut-off list for the whole.
      const urls = await read(slice);
      controller.enqueue(encoder.encode(urls.map(urlElement).join("")));
    },
  });
}

export const sitemapNotFound = () =>
  new Response("Sitemap not found\n", {
    status: 404,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=600" },
  });

/** `/sitemap.xml`: every URL, or — past 50,000 — the index of the parts `/sitemap-{n}.xml`. */
export async function sitemapResponse(args: LoaderFunctionArgs): Promise<Response> {
  const { origin, runs, read, parts } = await sitemapPlan(args);
  if (parts > 1) {
    const index = sitemapIndex(Array.from({ length: parts }, (_, i) => origin + sitemapPartPath(i + 1)));
    return new Response(index, { headers: HEADERS });
  }
  return new Response(urlsetStream(partSlices(runs, 1, undefined, SITEMAP_CHUNK), read), { headers: HEADERS });
}

/** `/sitemap-{n}.xml`: part n of the index; a 404 for a part that does not exist (or when there is no index). */
export async function sitemapPartResponse(args: LoaderFunctionArgs, part: number): Promise<Response> {
  const { runs, read, parts } = await sitemapPlan(args);
  if (parts === 1 || part < 1 || part > parts) return sitemapNotFound();
  return new Response(urlsetStream(partSlices(runs, part, undefined, SITEMAP_CHUNK), read), { headers: HEADERS });
}
