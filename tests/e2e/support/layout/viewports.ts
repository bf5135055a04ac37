/**
 * Phones first: every route of spec §2 that exists, and every modal, at 320, 390, 768 and 1280 px, JavaScript on and
 * (where the page differs) off, for a shopper and for a crawler: each layout kind's representative; the pages rendered
 * like it at 320 and 1280 px, with axe-core at 390 px. See tests/e2e/layout.spec.ts.
 *
 * A page built later is held to the same test by adding one line to PAGE_ROUTES (page-routes.ts).
 */

export const WIDTHS = [320, 390, 768, 1280] as const;
export const HEIGHT = 800;
/**
 * Widths at which axe-core runs (with its target-size rule): the phone with JavaScript, the desktop without it (there
 * axe checks a script-free copy of the page) where the page differs without JavaScript, else the desktop with it too.
 * Each representative is thus checked at both sizes once each.
 */
export const AXE_WIDTHS = { jsOn: [390], jsOff: [1280] } as const satisfies Record<string, readonly number[]>;

const CHROME_PHONE =
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.6478.122 Mobile Safari/537.36";
const GOOGLEBOT_SMARTPHONE =
  "Mozilla/5.0 (Linux; Android 6.0.1; Nexus 5X Build/MMB29P) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.6478.126 Mobile Safari/537.36 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";

export type Agent = { name: "shopper" | "crawler"; userAgent: string };
/**
 * A shopper (mobile Chrome) and a crawler (Googlebot smartphone), each in a context of its own: the page loads at
 * 320 px and is widened to 390, 768 and 1280 px. The server tells crawlers apart by user agent (isbot: they get the
 * top menu expanded two levels, and the deferred parts in the HTML) and nothing else; a shopper's page is the same for
 * a phone's and a desktop's user agent, so one load serves every width (CSS does the rest, and the sliders measure
 * themselves again after a resize).
 */
export const AGENTS: Agent[] = [
  { name: "shopper", userAgent: CHROME_PHONE },
  { name: "crawler", userAgent: GOOGLEBOT_SMARTPHONE },
];

/**
 * The page a crawler is looked at on: the home page, without JavaScript (its page is the server's complete HTML, and
 * hydration leaves that markup as it is). What a crawler's page adds to a shopper's is the header's expanded top
 * menu, the same on every page, and the deferred parts, which the JavaScript-on project measures on every page once
 * they have streamed in.
 */
export const CRAWLER_ROUTE = "home";

/** The visitors of one route in one project: the shopper everywhere, the crawler on its one page without JavaScript. */
export const agentsFor = (jsEnabled: boolean, routeName: string) =>
  AGENTS.filter((agent) => agent.name === "shopper" || (!jsEnabled && routeName === CRAWLER_ROUTE));

/** The widths at which axe-core runs for a route in one project: a page the same in both modes gets both with JS. */
export const axeWidths = (jsEnabled: boolean, differsWithoutJs: boolean): readonly number[] =>
  jsEnabled ? (differsWithoutJs ? AXE_WIDTHS.jsOn : [...AXE_WIDTHS.jsOn, ...AXE_WIDTHS.jsOff]) : AXE_WIDTHS.jsOff;
