import { isbot } from "isbot";

/** A shopper's phone: isbot says "not a bot", so the store streams (the shell first, the rest as it comes). */
export const SHOPPER_UA =
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.6478.122 Mobile Safari/537.36";

/**
 * Lighthouse's own mobile user agent as PageSpeed Insights sends it. Lighthouse 12's CLI default (the same string
 * without "Chrome-Lighthouse") is not a bot to isbot, so it would measure the shopper path a second time; with the
 * token it is, and the store renders the complete HTML a crawler gets.
 */
export const LIGHTHOUSE_UA =
  "Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/136.0.0.0 Mobile Safari/537.36 Chrome-Lighthouse";

/** Headers a browser sends with a page request; compression (gzip, br) is part of serving a page. */
export const BROWSER_HEADERS = {
  "user-agent": SHOPPER_UA,
  accept: "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8",
  "accept-encoding": "gzip, deflate, br",
  "accept-language": "ru-RU,ru;q=0.9",
};

/** The bench measures the wrong path if isbot changes its mind about either agent: stop before measuring. */
export function assertUserAgentPaths(): void {
  if (isbot(SHOPPER_UA)) throw new Error(`isbot now counts the shopper's user agent as a bot: ${SHOPPER_UA}`);
  if (!isbot(LIGHTHOUSE_UA))
    throw new Error(`isbot no longer counts Lighthouse's user agent as a bot: ${LIGHTHOUSE_UA}`);
}
