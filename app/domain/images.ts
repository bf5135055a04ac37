/** Image URLs (spec §7 "Images", §9 card image sources). */
import type { Images } from "~/contract/catalog";

export const PLACEHOLDER_IMAGE = "/images/no-photo.svg";

export type ImageSource = { media: string; srcSet: string };
export type ImageUrlOptions = {
  /**
   * Development hosts swap the image CDN for a test host. `to` (and `from`) may be an origin
   * (`https://img.test`) or a bare host (`img.test`, keeps the URL's scheme). With `from`,
   * only URLs on that origin/host are swapped.
   */
  swapHost?: { from?: string; to: string };
};

/** Card breakpoints: under 375 px, 375–799 px, from 800 px. */
export const CARD_MEDIA = {
  small: "(max-width: 374px)",
  medium: "(min-width: 375px) and (max-width: 799px)",
  large: "(min-width: 800px)",
} as const;

/** Empty, whitespace-only, or an upstream "no photo" picture. */
export function isPlaceholderPath(path: string | undefined | null): boolean {
  return path == null || path.trim() === "" || path.toLowerCase().includes("no-photo");
}

function parseOrigin(value: string): { origin: string } | { host: string } | null {
  if (!value.includes("://")) return value.trim() ? { host: value.trim().toLowerCase() } : null;
  try {
    return { origin: new URL(value).origin };
  } catch {
    return null;
  }
}

function swap(path: string, swapHost: { from?: string; to: string }): string {
  let url: URL;
  try {
    // Only absolute and protocol-relative URLs have a host to swap; site paths stay ours.
    if (!/^([a-z][a-z0-9+.-]*:)?\/\//i.test(path)) return path;
    url = new URL(path, "https://placeholder.invalid");
  } catch {
    return path;
  }
  if (swapHost.from !== undefined) {
    const from = parseOrigin(swapHost.from);
    if (!from) return path;
    const matches = "origin" in from ? url.origin === from.origin : url.host === from.host;
    if (!matches) return path;
  }
  const to = parseOrigin(swapHost.to);
  if (!to) return path;
  const rest = url.pathname + url.search + url.hash;
  return "origin" in to ? to.origin + rest : `${url.protocol}//${to.host}${rest}`;
}

/** The URL to render: the placeholder for missing pictures, otherwise the (host-swapped) URL. */
export function resolveImageUrl(path: string | undefined | null, opts?: ImageUrlOptions): string {
  if (path == null || isPlaceholderPath(path)) return PLACEHOLDER_IMAGE;
  const trimmed = path.trim();
  return opts?.swapHost ? swap(trimmed, opts.swapHost) : trimmed;
}

/**
 * Hosts that count as development: localhost (and `*.localhost`), loopback 127.x / ::1,
 * `*.local`, `*.test`, `dev.*`, `stage.*`. A port and a trailing dot are ignored.
 */
export function isDevelopmentHost(host: string): boolean {
  let name = host.trim().toLowerCase();
  if (name.startsWith("[")) name = name.slice(1, name.indexOf("]") === -1 ? undefined : name.indexOf("]"));
  else if ((name.match(/:/g) ?? []).length === 1) name = name.replace(/:\d*$/, ""); // host:port, not bare IPv6
  name = name.replace(/\.$/, "");
  if (name === "") return false;
  return (
    name === "localhost" ||
    name.endsWith(".localhost") ||
    name === "::1" ||
    /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(name) ||
    name.endsWith(".local") ||
    name.endsWith(".test") ||
    name.startsWith("dev.") ||
    name.startsWith("stage.")
  );
}

/** Whitespace would split a srcset candidate, so it is percent-encoded. */
function srcSetUrl(url: string): string {
  return url.replace(/\s/g, (c) => encodeURIComponent(c));
}

/**
 * `<picture>` sources of card picture `index`: `list375` under 375 px, `list` for 375–799 px,
 * `detail` from 800 px; `src` is the `list` picture. No `list` picture (missing index, empty
 * or "no photo") → the placeholder with no sources. A missing `list375` / `detail` falls back
 * to the `list` picture.
 */
export function cardImageSources(
  images: Pick<Images, "list" | "list375" | "detail">,
  index: number,
  opts?: ImageUrlOptions,
): { sources: ImageSource[]; src: string } {
  const at = (list: string[] | undefined): string | undefined =>
    Number.isInteger(index) && index >= 0 ? list?.[index] : undefined;
  const listPath = at(images.list);
  if (isPlaceholderPath(listPath)) return { sources: [], src: PLACEHOLDER_IMAGE };
  const src = resolveImageUrl(listPath, opts);
  const pick = (path: string | undefined) => (isPlaceholderPath(path) ? src : resolveImageUrl(path, opts));
  return {
    sources: [
      { media: CARD_MEDIA.small, srcSet: srcSetUrl(pick(at(images.list375))) },
      { media: CARD_MEDIA.medium, srcSet: srcSetUrl(src) },
      { media: CARD_MEDIA.large, srcSet: srcSetUrl(pick(at(images.detail))) },
    ],
    src,
  };
}

/** Whether a product has a real first picture (not missing, empty or "no photo"). */
export function hasPhoto(item: { images: Pick<Images, "list"> }): boolean {
  return !isPlaceholderPath(item.images.list[0]);
}

/** The items with a photo first, each group in its own order (a showcase should not lead with a placeholder). */
export function photosFirst<T extends { images: Pick<Images, "list"> }>(items: readonly T[]): T[] {
  return [...items.filter(hasPhoto), ...items.filter((item) => !hasPhoto(item))];
}
