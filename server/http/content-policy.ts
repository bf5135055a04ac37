/**
 * The content security policy of every response, as helmet's directives. Scripts run only with this response's nonce
 * (`'strict-dynamic'` lets those scripts load the modules and tags they need); what third parties a page may reach is
 * added only when they are configured.
 */

import { config } from "../../app/config.server";
import { isValidGtmId } from "../../app/domain/analytics";

/** What the policy must allow beyond the store itself. */
export type PolicySources = {
  /** A tag-manager id is configured (GTM_ID): Google Tag Manager and Google Analytics. */
  tagManager: boolean;
  /** YANDEX_MAPS_API_KEY is set: the shops page's Yandex map. */
  yandexMaps: boolean;
  /** Origins pictures and videos come from besides the store's own (see `mediaSources`). */
  media: string[];
  /** `remix dev`: its live reload talks over a WebSocket. */
  development: boolean;
};

type Extra = Partial<Record<"script" | "style" | "img" | "connect" | "frame" | "worker", string[]>>;

const TAG_MANAGER: Extra = {
  script: ["https://www.googletagmanager.com"],
  img: ["https://www.googletagmanager.com", "https://*.google-analytics.com", "https://*.analytics.google.com"],
  connect: ["https://www.googletagmanager.com", "https://*.google-analytics.com", "https://*.analytics.google.com"],
  frame: ["https://www.googletagmanager.com"],
};

/** Yandex Maps JS API 2.1 (yandex.ru/maps-api/docs «CSP»); its module loader needs `'unsafe-eval'`. */
const YANDEX_MAPS: Extra = {
  script: [
    "'unsafe-eval'",
    "https://api-maps.yandex.ru",
    "https://*.api-maps.yandex.ru",
    "https://yastatic.net",
    "https://suggest-maps.yandex.ru",
  ],
  style: ["blob:", "https://api-maps.yandex.ru", "https://*.api-maps.yandex.ru", "https://yastatic.net"],
  img: [
    "https://api-maps.yandex.ru",
    "https://*.api-maps.yandex.ru",
    "https://*.maps.yandex.net",
    "https://yastatic.net",
    "https://yandex.ru",
  ],
  connect: [
    "https://api-maps.yandex.ru",
    "https://*.api-maps.yandex.ru",
    "https://*.maps.yandex.net",
    "https://suggest-maps.yandex.ru",
    "https://search-maps.yandex.ru",
    "https://yandex.ru",
  ],
  frame: ["https://api-maps.yandex.ru", "https://*.api-maps.yandex.ru"],
  worker: ["blob:"],
};

/**
 * Where pages load pictures and videos from: the store itself, `data:` and `blob:`, and the hosts media links point
 * at today — the embedded upstream's public URL and the development image host (IMAGE_TEST_HOST). The one place to
 * change when media are served through the store's own origin.
 */
export function mediaSources(env: { imageOrigin?: string; imageTestHost?: string }): string[] {
  return originsOf(env.imageOrigin, env.imageTestHost);
}

/** The origins of these URLs, each once; unset and malformed ones left out. */
function originsOf(...urls: (string | undefined)[]): string[] {
  const origins = urls.flatMap((url) => {
    if (!url) return [];
    try {
      return [new URL(url).origin];
    } catch {
      return [];
    }
  });
  return [...new Set(origins)];
}

/** The sources this process's configuration asks for; `imageOrigin` is the image CDN (IMAGE_ORIGIN), when one is configured. */
export function configuredSources(imageOrigin?: string): PolicySources {
  const { GTM_ID, YANDEX_MAPS_API_KEY, IMAGE_TEST_HOST, NODE_ENV } = config();
  return {
    tagManager: GTM_ID !== undefined && isValidGtmId(GTM_ID),
    yandexMaps: YANDEX_MAPS_API_KEY !== undefined,
    media: mediaSources({ imageOrigin, imageTestHost: IMAGE_TEST_HOST }),
    development: NODE_ENV === "development",
  };
}

/** This response's script sources: its nonce, or none at all (a response that renders no script of ours). */
export type NonceOf = (res: unknown) => string | undefined;

export function contentDirectives(sources: PolicySources, nonceOf: NonceOf) {
  const extras = [sources.tagManager ? TAG_MANAGER : {}, sources.yandexMaps ? YANDEX_MAPS : {}];
  const extra = (kind: keyof Extra) => extras.flatMap((set) => set[kind] ?? []);
  const scripts = ["'strict-dynamic'", "'self'", ...extra("script")].join(" ");
  return {
    "default-src": ["'self'"],
    "script-src": [(_req: unknown, res: unknown) => (nonceOf(res) ? `'nonce-${nonceOf(res)}' ${scripts}` : "'none'")],
    "script-src-attr": ["'none'"],
    // React renders `style` attributes; styles cannot run code, so inline ones stay allowed.
    "style-src": ["'self'", "'unsafe-inline'", ...extra("style")],
    "img-src": ["'self'", "data:", "blob:", ...sources.media, ...extra("img")],
    "media-src": ["'self'", "blob:", ...sources.media],
    "font-src": ["'self'", "data:"],
    "connect-src": ["'self'", ...(sources.development ? ["ws:"] : []), ...extra("connect")],
    "frame-src": ["'self'", ...extra("frame")],
    "worker-src": ["'self'", ...extra("worker")],
    "manifest-src": ["'self'"],
    "object-src": ["'none'"],
    "base-uri": ["'self'"],
    // The payment page is served through the store's origin (server/upstream-public.ts), so forms answer to it alone.
    "form-action": ["'self'"],
    "frame-ancestors": ["'none'"],
  };
}
