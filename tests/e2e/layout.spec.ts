import { writeFile } from "node:fs/promises";
import type { TestInfo } from "@playwright/test";
import type { AxeFinding } from "./support/fixtures";
import { differsWithoutJs } from "./support/layout/kinds";
import { LAYOUT_KINDS, routePath } from "./support/layout/routes";
import { contextOptions, test } from "./support/layout/sessions";
import { axeAt, fitAt, load, settle, visitorState, type Visit } from "./support/layout/visit";
import { AGENTS, agentsFor, axeWidths, HEIGHT, WIDTHS } from "./support/layout/viewports";

/**
 * Phones first: every route of spec §2 that exists and every modal, grouped by layout kind (support/layout/kinds.ts).
 *
 * A kind's representative gets the full matrix: 320, 390, 768 and 1280 px, with JavaScript, and again without it where
 * the page differs (a modal, or a route's `withoutJs`), for a shopper and (without JavaScript, on the home page) for a
 * crawler (Googlebot), a fresh context each: the page is no wider than the screen, an open modal lies inside it, and
 * the header's basket link is visible inside the viewport. axe-core (with its target-size rule) runs at 390 px with
 * JavaScript and at 1280 px without (a page the same in both modes: both widths with JavaScript).
 *
 * The pages rendered like it (`like`: the same route module or template, other content) are all visited by one more
 * test, in one context of the same visitor, as a shopper: each page is loaded once and held to the same rule at 320
 * and 1280 px, with axe-core at 390 px, in each project that looks at the page itself.
 *
 * A full-page screenshot of each width where a page does not fit is kept with the test's results (test-results/…/ and
 * the HTML report). The routes are listed in support/layout/page-routes.ts and modal-routes.ts: a page built later is
 * added there in one line.
 */

// Every test opens several contexts; their traces would be large and the failure messages say what is wrong.
// Run with `--trace on` to get them.
test.use({ trace: "off" });

/** What a test measured, attached to its results as layout.json. */
async function attachSummary(testInfo: TestInfo, summary: object) {
  const file = testInfo.outputPath("layout.json");
  await writeFile(file, JSON.stringify(summary, null, 2));
  await testInfo.attach("layout.json", { path: file, contentType: "application/json" });
}

for (const { representative: route } of LAYOUT_KINDS) {
  test(`layout: ${route.name}`, async ({ browser, jsEnabled, sessions }, testInfo) => {
    const differs = differsWithoutJs(route);
    test.skip(!jsEnabled && !differs, "the same page without JavaScript: the JS-on project looks at it");
    // Eight measurements in three page loads, two axe-core runs (several seconds each on a page of product cards),
    // perhaps a login; generous, for a loaded machine.
    test.setTimeout(300_000);

    const base = contextOptions(testInfo.project);
    const storageState = await visitorState(sessions, route, route.name);
    const catalog = await sessions.catalog();

    // Find the address and prepare the visitor's state once, on the desktop.
    let path = typeof route.path === "string" ? await routePath(route) : "";
    // The visits carry what the setup left in its cookies (the checkout's input is kept in one).
    let visitState = storageState;
    if (!path || route.setup) {
      const setup = await browser.newContext({
        ...base,
        storageState,
        viewport: { width: 1280, height: HEIGHT },
        userAgent: AGENTS[0].userAgent,
      });
      try {
        const ctx = { page: await setup.newPage(), jsEnabled, catalog };
        if (route.setup) {
          await route.setup(ctx);
          visitState = await setup.storageState();
        }
        path = await routePath(route, ctx);
      } finally {
        await setup.close();
      }
    }
    testInfo.annotations.push({ type: "url", description: path });

    const visits: Visit[] = [];
    // A fresh context per visitor (support/layout/viewports.ts AGENTS): the page loads at 320 px and is widened to 390,
    // 768 and 1280 px.
    for (const agent of agentsFor(jsEnabled, route.name)) {
      await test.step(`${agent.name}, ${WIDTHS.join(", ")} px`, async () => {
        const context = await browser.newContext({
          ...base,
          storageState: visitState,
          viewport: { width: WIDTHS[0], height: HEIGHT },
          userAgent: agent.userAgent,
        });
        try {
          const page = await context.newPage();
          const modal = await load(page, { route, path, agent: agent.name, jsEnabled });
          for (const width of WIDTHS) {
            if (width !== WIDTHS[0]) {
              await page.setViewportSize({ width, height: HEIGHT });
              await settle(page, jsEnabled, 150);
            }
            const where = { route, path, width, agent: agent.name, jsEnabled };
            const visit = await fitAt(page, testInfo, where);
            if (agent.name === "shopper" && axeWidths(jsEnabled, differs).includes(width))
              visit.axe = await axeAt(page, where, modal);
            visits.push(visit);
          }
        } finally {
          await context.close();
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
  test(`layout: pages like ${representative.name}`, async ({ browser, jsEnabled, sessions }, testInfo) => {
    const here = siblings.filter((route) => jsEnabled || differsWithoutJs(route));
    test.skip(here.length === 0, "the same pages without JavaScript: the JS-on project looks at them");
    // A page load, three widths and an axe-core run per page, perhaps a login.
    test.setTimeout(120_000 + 30_000 * here.length);

    const shopper = AGENTS[0];
    const context = await browser.newContext({
      ...contextOptions(testInfo.project),
      storageState: await visitorState(sessions, representative, `like ${representative.name}`),
      viewport: { width: FIT_WIDTHS[0], height: HEIGHT },
      userAgent: shopper.userAgent,
    });
    const pages: { route: string; path: string; visits: Visit[]; axe: { width: number; findings: AxeFinding[] } }[] =
      [];
    try {
      for (const route of here) {
        await test.step(`${route.name}: ${FIT_WIDTHS[0]}, ${AXE_WIDTH}, ${FIT_WIDTHS[1]} px`, async () => {
          const page = await context.newPage();
          try {
            let path = typeof route.path === "string" ? await routePath(route) : "";
            if (!path) {
              // Found on another page, on the desktop.
              await page.setViewportSize({ width: 1280, height: HEIGHT });
              path = await routePath(route, { page, jsEnabled, catalog: await sessions.catalog() });
              await page.setViewportSize({ width: FIT_WIDTHS[0], height: HEIGHT });
            }
            testInfo.annotations.push({ type: "url", description: `${route.name}: ${path}` });
            const at = (width: number) => ({ route, path, width, agent: shopper.name, jsEnabled });
            await load(page, at(FIT_WIDTHS[0]));
            const narrow = await fitAt(page, testInfo, at(FIT_WIDTHS[0]));
            await page.setViewportSize({ width: AXE_WIDTH, height: HEIGHT });
            await settle(page, jsEnabled, 150);
            const findings = await axeAt(page, at(AXE_WIDTH));
            await page.setViewportSize({ width: FIT_WIDTHS[1], height: HEIGHT });
            await settle(page, jsEnabled, 150);
            const wide = await fitAt(page, testInfo, at(FIT_WIDTHS[1]));
            pages.push({ route: route.name, path, visits: [narrow, wide], axe: { width: AXE_WIDTH, findings } });
          } finally {
            await page.close();
          }
        });
      }
    } finally {
      await context.close();
    }
    await attachSummary(testInfo, { like: representative.name, jsEnabled, pages });
  });
}
