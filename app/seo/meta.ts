import type { MetaDescriptor } from "@remix-run/node";
import type { ShareImage } from "~/contract/share-image";
import { listingUrl, pageFromSearch, ROBOTS, seoLinks, titleWithPage } from "~/domain/url";

export const DEFAULT_STORE_NAME = "LOVE STORE";

type RootMatch = { id: string; data?: unknown };

/** The origin and store name the root loader exposes, for absolute SEO links and titles. */
export function rootSeo(matches: ReadonlyArray<RootMatch | undefined>): { origin: string; storeName: string } {
  const data = matches.find((m) => m?.id === "root")?.data as
    { origin?: string; store?: { name?: string } } | undefined;
  return { origin: data?.origin ?? "", storeName: data?.store?.name ?? DEFAULT_STORE_NAME };
}

export type PageMetaInput = {
  title: string;
  description?: string;
  location: { pathname: string; search: string };
  matches: ReadonlyArray<RootMatch | undefined>;
  page?: number;
  pages?: number;
  isCatalogue?: boolean;
  /** The page's own path, where its address may carry anything else (a product page): its `og:url`. */
  ownPath?: string;
  /** The page's raster picture for link previews (the upstream's, with its size) and what it shows. */
  image?: ShareImage & { alt: string };
  /** The robots meta, when not the spec's `index, follow` (search results: `NOINDEX_FOLLOW`). */
  robots?: string;
};

/** Pages crawlers may follow but not index: search results, whose every query would be a page of its own. */
export const NOINDEX_FOLLOW = "noindex, follow";

/**
 * Title with page suffix and store name, description, robots, canonical and prev/next (spec §2), and Open Graph's
 * title, description, site name, locale, URL and picture for link previews.
 */
export function pageMeta({
  title,
  description,
  location,
  matches,
  pages,
  isCatalogue = false,
  ownPath,
  image,
  robots = ROBOTS,
  ...rest
}: PageMetaInput): MetaDescriptor[] {
  const page = rest.page ?? pageFromSearch(new URLSearchParams(location.search));
  const { origin, storeName } = rootSeo(matches);
  const fullTitle = `${titleWithPage(title, page)} | ${storeName}`;
  const tags: MetaDescriptor[] = [
    { title: fullTitle },
    { name: "robots", content: robots },
    { property: "og:title", content: fullTitle },
    { property: "og:site_name", content: storeName },
    { property: "og:locale", content: "ru_RU" },
  ];
  if (description) {
    tags.push({ name: "description", content: description });
    tags.push({ property: "og:description", content: description });
  }
  if (origin) {
    const url = new URL(location.pathname + location.search, origin);
    const links = seoLinks(url, { origin, isCatalogue, page, pages });
    // The public origin (PUBLIC_ORIGIN or the trusted host: never a loopback address behind the proxy).
    tags.push({
      property: "og:url",
      content: ownPath ? new URL(ownPath, origin).href : (links.canonical ?? listingUrl(url, origin, page)),
    });
    if (image) {
      tags.push(
        { property: "og:image", content: new URL(image.url, origin).href },
        { property: "og:image:width", content: String(image.width) },
        { property: "og:image:height", content: String(image.height) },
        { property: "og:image:alt", content: image.alt },
      );
    }
    if (links.canonical) tags.push({ tagName: "link", rel: "canonical", href: links.canonical });
    if (links.prev) tags.push({ tagName: "link", rel: "prev", href: links.prev });
    if (links.next) tags.push({ tagName: "link", rel: "next", href: links.next });
  }
  return tags;
}
