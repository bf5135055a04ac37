import AxeBuilder from "@axe-core/playwright";
import { expect, test as base, type Browser, type BrowserContextOptions, type Page } from "@playwright/test";
import { waitForHydration } from "./hydrated";

export { expect };

/**
 * For a test whose run without JavaScript would prove nothing its run with JavaScript and other tests do not: what it
 * checks is the server's (a rule, a page's content, a URL, an HTTP answer), and the no-JavaScript path of the forms it
 * takes on the way is another test's subject. The JS-off project leaves it out (playwright.config.ts).
 */
export const SAME_WITHOUT_JS = { tag: "@same-without-js" };

/**
 * For a flow tested at a phone's and a desktop's width: the phone's run in both modes, the desktop's with JavaScript
 * only. How a form posts without JavaScript does not depend on the width; what the width changes is layout, which the
 * layout test measures in both modes.
 */
export const desktopOnceWithJs = (desktop: boolean) => (desktop ? SAME_WITHOUT_JS : {});

export type AxeOptions = {
  /** Rules axe-core leaves off by default to switch on as well, e.g. `target-size` (WCAG 2.2 AA, 24 px touch targets). */
  enableRules?: string[];
  /** Report through `expect.soft`: the test goes on (and fails at its end). */
  soft?: boolean;
  /** Put in front of the failure message, e.g. the width the page was checked at. */
  label?: string;
  /** Check only this part of the page (a CSS selector), e.g. an open dialog. */
  include?: string;
  /**
   * axe-core's legacy frame mode: one `axe.run` in the page instead of a run per frame finished in a blank page;
   * about a third faster on a page of product cards. The store has no frames, so the result is the same.
   */
  legacyMode?: boolean;
  /**
   * The state exists only without JavaScript (what a control that the scripts replace leads to): checked in the
   * JavaScript-off project as well. Any other state a journey reaches is the same markup in both modes, rendered by
   * the same components, and is checked once, with JavaScript; the pages as they arrive without it are the layout
   * test's.
   */
  withoutJs?: boolean;
};

/** A serious or critical violation: rule id, help text and the first few targets. */
export type AxeFinding = { id: string; impact: string; help: string; targets: string[]; count: number };

/**
 * Fails on any serious or critical axe-core violation of the page as it is now. axe runs inside the page,
 * which a JavaScript-off page cannot do; there it checks a script-free copy of the same DOM instead.
 * Returns the blocking violations (empty when the page passes).
 */
export async function expectAccessible(page: Page, jsEnabled = true, options: AxeOptions = {}): Promise<AxeFinding[]> {
  const target = jsEnabled ? page : await staticCopy(page);
  let builder = new AxeBuilder({ page: target });
  if (options.include) builder = builder.include(options.include);
  if (options.legacyMode) builder = builder.setLegacyMode(true);
  // Only violations are read: details of passes and the rest would only slow the run down.
  builder = builder.options({ ...builderOptions(options), resultTypes: ["violations"] });
  const results = await builder.analyze();
  const blocking: AxeFinding[] = results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => ({
      id: v.id,
      impact: v.impact!,
      help: v.help,
      targets: v.nodes.map((n) => n.target.join(" ")),
      count: v.nodes.length,
    }));
  const check = options.soft ? expect.soft : expect;
  check(
    blocking.map(
      (v) => `${v.id}: ${v.help} (${v.targets.slice(0, 3).join(", ")}${v.count > 3 ? `, … ${v.count} in all` : ""})`,
    ),
    options.label,
  ).toEqual([]);
  return blocking;
}

/** Rules switched on on top of the default run (`withRules` would run only these). */
function builderOptions(options: AxeOptions) {
  return options.enableRules?.length
    ? { rules: Object.fromEntries(options.enableRules.map((id) => [id, { enabled: true }])) }
    : {};
}

const SKIPPED_IN_COPY = new Set(["script", "image", "media"]);

/**
 * One page per browser (a worker's) that shows the copies, with scripts on: a context and a renderer are started once
 * per worker instead of once per check, and the store's stylesheets and fonts stay in its cache.
 */
const copyPages = new WeakMap<Browser, Promise<Page>>();

function copyPage(browser: Browser): Promise<Page> {
  let copy = copyPages.get(browser);
  if (!copy) {
    copy = (async () => {
      const context = await browser.newContext({ javaScriptEnabled: true });
      const page = await context.newPage();
      // No scripts (the page is the script-free one); no pictures or videos either: axe reads their markup, not their
      // pixels, and waiting for every picture of a page of cards to load again was most of a check's time.
      await page.route("**/*", (route) =>
        SKIPPED_IN_COPY.has(route.request().resourceType()) ? route.abort() : route.continue(),
      );
      return page;
    })();
    copyPages.set(browser, copy);
  }
  return copy;
}

async function staticCopy(page: Page): Promise<Page> {
  // A document still streaming (a form post just answered) would be copied half-parsed: wait for all of it.
  await page.waitForLoadState("load");
  const html = (await page.content())
    .replace(/<script\b[\s\S]*?<\/script>/gi, "")
    .replace(/<head>/i, `<head><base href="${page.url()}">`);
  const copy = await copyPage(page.context().browser()!);
  const viewport = page.viewportSize();
  if (viewport) await copy.setViewportSize(viewport);
  await copy.setContent(html, { waitUntil: "load" });
  return copy;
}

/** A private address (10.x.x.x) of its own for each test. */
const testClientAddress = () =>
  `10.${(Math.random() * 256) | 0}.${(Math.random() * 256) | 0}.${1 + ((Math.random() * 254) | 0)}`;

/** Headers that make a context a client of its own behind the trusted proxy, unless `headers` name X-Forwarded-For. */
const ownClientHeaders = (headers?: Record<string, string>) => ({
  "X-Forwarded-For": testClientAddress(),
  ...headers,
});

/**
 * Options for a context a test opens itself (another device, a stranger, a crawler): a client of its own, as the
 * test's own context is (see `context` below).
 */
export const ownClient = (options: BrowserContextOptions = {}): BrowserContextOptions => ({
  ...options,
  extraHTTPHeaders: ownClientHeaders(options.extraHTTPHeaders),
});

/** Why a journey's axe-core check did not run here: the same state is checked in another run of the same journey. */
const axeNote = (description: string) => ({ type: "axe-core", description });
const CHECKED_WITH_JS = axeNote("the same states with JavaScript are checked in the js-on project");
const CHECKED_ON_PHONE = axeNote("the same states are checked in the phone's run of this journey");

type Fixtures = {
  jsEnabled: boolean;
  /**
   * The desktop's run of a journey that also runs at a phone's width (`onScreen(false)`): its axe-core checks are the
   * phone's run's, as the states are the same markup; each page's layout at every width is the layout test's.
   */
  desktopCopy: boolean;
  a11y: (page?: Page, options?: AxeOptions) => Promise<void>;
};

export const test = base.extend<Fixtures>({
  desktopCopy: [false, { option: true }],
  // The test servers trust their loopback proxy (TRUST_PROXY's default) and the browser connects from loopback: each
  // test is a client of its own behind it, so the storefront's per-client limits (10 login codes per 10 minutes)
  // count one test's requests, as they would one shopper's. A spec's own X-Forwarded-For wins. Set on the context, not
  // as its option: an option that changes from test to test would cost each test a fresh context (reuseContext).
  context: async ({ context, extraHTTPHeaders }, use) => {
    await context.setExtraHTTPHeaders(ownClientHeaders(extraHTTPHeaders));
    await use(context);
  },
  jsEnabled: async ({ javaScriptEnabled }, use) => use(javaScriptEnabled !== false),
  // With JavaScript a test acts once React has taken the page over, as a shopper's second look would: a click before
  // that is a plain form post (the JavaScript-off flow, tested in its own project).
  page: async ({ page, javaScriptEnabled }, use) => {
    if (javaScriptEnabled !== false) {
      const goto = page.goto.bind(page);
      page.goto = async (url, options) => {
        const response = await goto(url, options);
        if ((options?.waitUntil ?? "load") === "load") await waitForHydration(page);
        return response;
      };
    }
    await use(page);
  },
  a11y: async ({ page, javaScriptEnabled, desktopCopy }, use, testInfo) => {
    const jsEnabled = javaScriptEnabled !== false;
    /** Where this state is checked instead, if not here. */
    const checkedElsewhere = (options: AxeOptions) =>
      desktopCopy ? CHECKED_ON_PHONE : !jsEnabled && !options.withoutJs ? CHECKED_WITH_JS : undefined;
    // axe-core takes several seconds on a page full of product cards.
    testInfo.setTimeout(testInfo.timeout + 30_000);
    await use(async (target = page, options = {}) => {
      const elsewhere = checkedElsewhere(options);
      if (elsewhere) {
        if (!testInfo.annotations.includes(elsewhere)) testInfo.annotations.push(elsewhere);
        return;
      }
      await expectAccessible(target, jsEnabled, { legacyMode: true, ...options });
    });
  },
});

type Body = Parameters<typeof test>[2];

/**
 * Declares a test inside a loop over a phone's and a desktop's width at the phone's width only (listed as skipped on
 * the desktop), in both modes: for a subject that does not change with the width, such as what Enter does in a form
 * or what a declined payment keeps. What the width changes is layout, which the layout test measures and checks with
 * axe-core at every width.
 */
export const atPhoneWidthOnly =
  (phone: boolean) =>
  (title: string, body: Body): void =>
    phone ? test(title, body) : test.skip(title, body);

/** A rule of the server in such a loop: at the phone's width only, and with JavaScript only (SAME_WITHOUT_JS). */
export const ruleTestAtPhoneWidth =
  (phone: boolean) =>
  (title: string, body: Body): void =>
    phone ? test(title, SAME_WITHOUT_JS, body) : test.skip(title, SAME_WITHOUT_JS, body);
