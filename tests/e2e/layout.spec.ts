import { writeFile } from "node:fs/promises";
import type { Page, TestInfo } from "@playwright/test";
import type { AxeFinding } from "./support/fixtures";
import { differsWithoutJs } from "./support/layout/kinds";
import { LAYOUT_KINDS, routePath } from "./support/layout/routes";
import { contextOptions, test } from "./support/layout/sessions";
import { axeAt, fitAt, load, settle, visitorState, type Visit } from "./support/layout/visit";
import { AGENTS, agentsFor, axeWidths, HEIGHT, WIDTHS, type Agent } from "./support/layout/viewports";

/**
 * Phones first: every route of spec §2 that exists and every modal, grouped by layout kind (support/layout/kinds.ts).
 *
 * A kind's representative gets the full matrix: 320, 390, 768 and 1280 px, with JavaScript, and again without it where
 * the page differs (a modal, or a route's `withoutJs`), for a shopper (in the test's own context) and (without
 * JavaScript, on the home page) for a crawler (Googlebot, in a context of its own): the page is no wider than the
 * screen, an open modal lies inside it, and the header's basket link is visible inside the viewport. axe-core (with its
 * target-size rule) runs at 390 px with JavaScript and at 1280 px without (a page the same in both modes: both widths
 * with JavaScript).
 *
 * The pages rendered like it (`like`: the same route module or template, other content) are all visited by one more
 * test, in one page of the same visitor, as a shopper: each page is loaded once and held to the same rule at 320 and
 * 1280 px, with axe-core at 390 px, in each project that looks at the page itself.
 *
 * A full-page screenshot of each width where a page does not fit is kept with the test's results (test-results/…/ and
 * the HTML report). The routes are listed in support/layout/page-routes.ts and modal-routes.ts: a page built later is
 * added there in one line.
 */

const SHOPPER = AGENTS[0];

// Every test opens several contexts; their traces would be large and the failure messages say what is wrong.
// Run with `--trace on` to get them. The shopper is the test's own context (reused between tests and reset by
// Playwright): a phone's user agent, the page loaded at the narrowest width.
test.use({ trace: "off", userAgent: SHOPPER.userAgent, viewport: { width: WIDTHS[0], height: HEIGHT } });

/** What a test measured, attached to its results as layout.json. */
async function attachSummary(testInfo: TestInfo, summary: object) {
  const file = testInfo.outputPath("layout.json");
  await writeFile(file, JSON.stringify(summary, null, 2));
  await testInfo.attach("layout.json", { path: file, contentType: "application/json" });
}

for (const { representative: route } of LAYOUT_KINDS) {
  test(`layout: ${route.name}`, async ({ browser, page: shopperPage, jsEnabled, sessions }, testInfo) => {
    const differs = differsWithoutJs(route);
    test.skip(!jsEnabled && !differs, "the same page without JavaScript: the JS-on project looks at it");
    // Eight measurements in three page loads, two axe-core runs (several seconds each on a page of product cards),
    // perhaps a login; generous, for a loaded machine.
    test.setTimeout(300_000);

    const storageState = await visitorState(sessions, route, route.name);
    if (storageState) await shopperPage.context().addCookies(storageState.cookies);
    const catalog = await sessions.catalog();

    // Find the address and prepare the visitor's state once, on the desktop. The shopper's visit carries what the
    // setup left in its cookies (the checkout's input is kept in one).
    let path = typeof route.path === "string" ? await routePath(route) : "";
    if (!path || route.setup) {
      await shopperPage.setViewportSize({ width: 1280, height: HEIGHT });
      const ctx = { page: shopperPage, jsEnabled, catalog };
      if (route.setup) await route.setup(ctx);
      path = await routePath(route, ctx);
      await shopperPage.setViewportSize({ width: WIDTHS[0], height: HEIGHT });
    }
    testInfo.annotations.push({ type: "url", description: path });

    /** A crawler's page, in a context of its own with the visitor's cookies. */
    const crawlerPage = async (agent: Agent): Promise<Page> => {
      const context = await browser.newContext({
        ...contextOptions(testInfo.project),
        storageState: { cookies: await shopperPage.context().cookies(), origins: [] },
        viewport: { width: WIDTHS[0], height: HEIGHT },
        userAgent: agent.userAgent,
      });
      return context.newPage();
    };

    const visits: Visit[] = [];
    // The page loads at 320 px and is widened to 390, 768 and 1280 px.
    for (const agent of agentsFor(jsEnabled, route.name)) {
      await test.step(`${agent.name}, ${WIDTHS.join(", ")} px`, async () => {
        const page = agent === SHOPPER ? shopperPage : await crawlerPage(agent);
        try {
          const modal = await load(page, { route, path, agent: agent.name, jsEnabled });
          for (const width of WIDTHS) {
            if (width !== WIDTHS[0]) {
              await page.setViewportSize({ width, height: HEIGHT });
              await settle(page, jsEnabled, 150);
            }
            const where = { route, path, width, agent: agent.name, jsEnabled };
            const visit = await fitAt(page, testInfo, where);
            if (agent === SHOPPER && axeWidths(jsEnabled, differs).includes(width))
              visit.axe = await axeAt(page, where, modal);
            visits.push(visit);
          }
        } finally {
          if (page !== shopperPage) await page.context().close();
        }
      });
    }
    await attachSummary(testInfo, { route: route.name, path, jsEnabled, visits });
  });
}

/** The siblings' widths: the page loads at the phone's, axe-core runs at the larger phone's, then the desktop's. */
const FIT_WIDTHS = [320, 1280] as const;
const AXE_WIDTH = 390;

for (const { representative, siblings } of LAYOUT_KINDS.filter((kind) => kind.siblings.length > 0)) {
  test(`layout: pages like ${representative.name}`, async ({ page, jsEnabled, sessions }, testInfo) => {
    const here = siblings.filter((route) => jsEnabled || differsWithoutJs(route));
    test.skip(here.length === 0, "the same pages without JavaScript: the JS-on project looks at them");
    // A page load, three widths and an axe-core run per page, perhaps a login.
    test.setTimeout(120_000 + 30_000 * here.length);

    const state = await visitorState(sessions, representative, `like ${representative.name}`);
    if (state) await page.context().addCookies(state.cookies);
    const pages: { route: string; path: string; visits: Visit[]; axe: { width: number; findings: AxeFinding[] } }[] =
      [];
    for (const route of here) {
      await test.step(`${route.name}: ${FIT_WIDTHS[0]}, ${AXE_WIDTH}, ${FIT_WIDTHS[1]} px`, async () => {
        let path = typeof route.path === "string" ? await routePath(route) : "";
        if (!path) {
          // Found on another page, on the desktop.
          await page.setViewportSize({ width: 1280, height: HEIGHT });
          path = await routePath(route, { page, jsEnabled, catalog: await sessions.catalog() });
        }
        await page.setViewportSize({ width: FIT_WIDTHS[0], height: HEIGHT });
        testInfo.annotations.push({ type: "url", description: `${route.name}: ${path}` });
        const at = (width: number) => ({ route, path, width, agent: SHOPPER.name, jsEnabled });
        await load(page, at(FIT_WIDTHS[0]));
        const narrow = await fitAt(page, testInfo, at(FIT_WIDTHS[0]));
        await page.setViewportSize({ width: AXE_WIDTH, height: HEIGHT });
        await settle(page, jsEnabled, 150);
        const findings = await axeAt(page, at(AXE_WIDTH));
        await page.setViewportSize({ width: FIT_WIDTHS[1], height: HEIGHT });
        await settle(page, jsEnabled, 150);
        const wide = await fitAt(page, testInfo, at(FIT_WIDTHS[1]));
        pages.push({ route: route.name, path, visits: [narrow, wide], axe: { width: AXE_WIDTH, findings } });
      });
    }
    await attachSummary(testInfo, { like: representative.name, jsEnabled, pages });
  });
}
