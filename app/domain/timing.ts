/** Timings, limits and slider settings of spec §4 and §9. */

/** A toast appears 300 ms after the request and is removed after 3000 ms. */
export const TOAST_DELAY_MS = 300;
export const TOAST_TTL_MS = 3000;
/** City search: wait 500 ms after typing, from 2 characters. */
export const CITY_SEARCH_DELAY_MS = 500;
export const CITY_SEARCH_MIN_CHARS = 2;
/** Street/building changes recalculate the order after 100 ms of quiet. */
export const ADDRESS_DEBOUNCE_MS = 100;
export const RESIZE_REFRESH_MS = 50;
/** Share of an element that must be visible (video slides load when scrolled into view). */
export const INTERSECTION_THRESHOLD = 0.25;
/** A failed chunk load reloads the page at most once per 10 s per path. */
export const CHUNK_RELOAD_WINDOW_MS = 10_000;
/** Token, location and confirmation cookies: 7 days. */
export const COOKIE_MAX_AGE_S = 604800;
/** Basket, wishlist and notices are refreshed 3 s after startup. */
export const STARTUP_REFRESH_DELAY_MS = 3000;

/** Slider defaults: speed (ms), drag threshold (px), long-swipe ratio and time (ms). */
export const SLIDER = { speed: 300, threshold: 5, longSwipesRatio: 0.5, longSwipesMs: 300 } as const;

/**
 * Related-products strip: arrows only with more than `arrowsAbove` items; 4 slides per view
 * from 1024 px (`largeFrom`), automatic slide width from 320 px (`autoWidthFrom`);
 * spacing 4 (small screens) or 2 (large screens).
 */
export const RELATED = {
  arrowsAbove: 4,
  slidesPerViewFrom1024: 4,
  spacingSmall: 4,
  spacingLarge: 2,
  largeFrom: 1024,
  autoWidthFrom: 320,
} as const;

/**
 * Secondary data (related products, recently viewed, a shopper's basket and wishlist) never holds the first byte:
 * what is not there this long after the loader started streams in later or is left out. Short, so the page's first
 * byte waits at most this long for it; long enough for the upstream's usual answer, so a page without JavaScript
 * mostly gets it in place.
 */
export const SECONDARY_BUDGET_MS = 50;
/**
 * An error page's recently viewed strip (it cannot stream) is left out when it has not come this long after it was
 * asked. A 404 is no page a shopper waits on for speed, and the strip is what it offers to go on: a busy upstream gets
 * a second before the page goes without it.
 */
export const TIME_BOX_MS = 1000;
/**
 * The shopper's basket and wishlist behind the header's counts and the cards' 'В корзине': they cannot stream and
 * without JavaScript nothing corrects them later, so they get a longer box — only a failing upstream leaves them out
 * (the page then renders without them rather than waiting for the upstream's own timeout).
 */
export const SHOPPER_STATE_BUDGET_MS = 1500;
