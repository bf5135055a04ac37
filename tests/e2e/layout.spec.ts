import { writeFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import { expectAccessible, type AxeFinding } from "./support/fixtures";
import { expectFits, type FitReport } from "./support/layout/fit";
import { LAYOUT_ROUTES, routePath } from "./support/layout/routes";
import { contextOptions, expect, test } from "./support/layout/sessions";
import { AGENTS, agentsFor, axeWidths, HEIGHT, WIDTHS } from "./support/layout/viewports";

/**
 * Phones first: every route of spec §2 that exists and every modal, at 320, 390, 768 and 1280 px, with JavaScript, and
 * again without it where the page differs (a modal, or a route's `withoutJs`), for a shopper and (without JavaScript,
 * on a guest's page) for a crawler (Googlebot), a fresh context each: the page is no wider than the screen, an open
 * modal lies inside it, and the header's basket link is visible inside the viewport. axe-core (with its target-size
 * rule) runs at 390 px with JavaScript and at 1280 px without (a page the same in both modes: both widths with
 * JavaScript); a full-page screenshot of each width where the page does not fit is kept with the test's results
 * (test-results/…/ and the HTML report).
 *
 * The routes are listed in support/layout/page-routes.ts and modal-routes.ts: a page built later is added there in one line.
 */

// Every test opens several contexts; their traces would be large and the failure messages say what is wrong.
// Run with `--trace on` to get them.
test.use({ trace: "off" });

/**
 * With JavaScript, measure the hydrated page (React has claimed the body); in both cases after the fonts and two
 * frames, and `pauseMs` more after a resize (the sliders measure again 50 ms after the size settles).
 */
async function settle(page: Page, jsEnabled: boolean, pauseMs = 0) {
  if (!jsEnabled) {
    // A page without scripts runs no animation frames: layout is done once it has loaded (and after a resize, at once).
    await page.waitForLoadState("load");
    return;
  }
  await page.waitForFunction(() => Object.keys(document.body).some((key) => key.startsWith("__reactFiber")));
  await page.evaluate(async (pause) => {
    await document.fonts.ready;
    if (pause) await new Promise((resolve) => setTimeout(resolve, pause));
    // Two frames, or half a second: a busy or backgrounded renderer may hold its frames, and a wait without an end would
    // take the whole test's time (it did once in CI).
    const frames = new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    await Promise.race([frames, new Promise((resolve) => setTimeout(resolve, 500))]);
  }, pauseMs);
}

const slug = (name: string) =>
  name
    .replace(/[^a-z0-9]+/gi, "-")
    .replace(/^-|-$/g, "")
    .toLowerCase();

type Visit = {
  width: number;
  agent: string;
  url: string;
  scrollWidth: number;
  innerWidth: number;
  problems: string[];
  offenders: FitReport["offenders"];
  dialogs: FitReport["dialogs"];
  basket: FitReport["basket"];
  axe?: AxeFinding[];
};

for (const route of LAYOUT_ROUTES) {
  test(`layout: ${route.name}`, async ({ browser, jsEnabled, sessions }, testInfo) => {
    const differsWithoutJs = !!route.withoutJs || !!route.modal;
    test.skip(!jsEnabled && !differsWithoutJs, "the same page without JavaScript: the JS-on project looks at it");
    // Eight measurements in three page loads, two axe-core runs (several seconds each on a page of product cards),
    // perhaps a login; generous, for a loaded machine.
    test.setTimeout(300_000);

    const base = contextOptions(testInfo.project);
    const visitor = route.as ?? "guest";
    // A shopper of its own for each test (checkout changes the order draft); Анна and the newcomer are only looked at.
    const storageState =
      visitor === "guest"
        ? undefined
        : await sessions.storageState(visitor, visitor === "shopper" ? `shopper-${slug(route.name)}` : visitor);
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
    // A fresh context per visitor (support/layout/viewports.ts AGENTS): the page loads at 320 px and is widened to 390, 768 and
    // 1280 px.
    for (const agent of agentsFor(jsEnabled, visitor === "guest" && !route.setup)) {
      await test.step(`${agent.name}, ${WIDTHS.join(", ")} px`, async () => {
        const context = await browser.newContext({
          ...base,
          storageState: visitState,
          viewport: { width: WIDTHS[0], height: HEIGHT },
          userAgent: agent.userAgent,
        });
        try {
          const page = await context.newPage();
          const response = await page.goto(path);
          expect(response?.status(), `${route.name} — ${path}: HTTP status`).toBe(route.status ?? 200);
          await settle(page, jsEnabled);
          if (route.open) {
            await route.open(page, jsEnabled);
            await settle(page, jsEnabled);
          }
          // A script-only modal: without JavaScript the same step ends on the page itself (checked below without the dialog).
          const modal = jsEnabled || !route.jsOnly ? route.modal : undefined;
          if (modal) {
            await expect(page.locator("dialog[open]"), `${path}: the ${modal} modal is open`).toHaveCount(1);
            // With JavaScript the dialog is shown modal (top layer, the rest inert).
            if (jsEnabled)
              await expect(page.locator("dialog:modal"), `${path}: the ${modal} modal is modal`).toBeVisible();
          }
          if (route.expectContent) await route.expectContent(page);
          // The user agent took: crawlers get the top menu expanded (isBot), shoppers do not.
          if ((await page.locator(".top-nav").count()) > 0) {
            expect(
              (await page.locator(".top-nav__children").count()) > 0,
              `${path}: top menu expanded for crawlers only`,
            ).toBe(agent.name === "crawler");
          }

          for (const width of WIDTHS) {
            if (width !== WIDTHS[0]) {
              await page.setViewportSize({ width, height: HEIGHT });
              await settle(page, jsEnabled, 150);
            }
            const label = `${route.name} — ${path} at ${width}×${HEIGHT}, ${agent.name}, JS ${jsEnabled ? "on" : "off"}`;
            // The layout rule (support/layout/fit.ts). Layouts without a header (the 'empty' layout of /payment/{code})
            // have no basket link.
            const report = await expectFits(page, { soft: true, basket: !route.noHeader, label });
            const visit: Visit = {
              width,
              agent: agent.name,
              url: path,
              scrollWidth: report.scrollWidth,
              innerWidth: report.innerWidth,
              problems: report.problems,
              offenders: report.offenders,
              dialogs: report.dialogs,
              basket: report.basket,
            };
            // The picture of a page that does not fit, for the report (a full-page screenshot costs seconds).
            if (report.problems.length > 0) {
              const file = testInfo.outputPath(
                `${slug(route.name)}-${agent.name}-${width}px-js-${jsEnabled ? "on" : "off"}.png`,
              );
              await page.screenshot({ path: file, fullPage: true });
              await testInfo.attach(`${route.name} at ${width}px`, { path: file, contentType: "image/png" });
            }
            if (agent.name === "shopper" && axeWidths(jsEnabled, differsWithoutJs).includes(width)) {
              // A modal's page is checked by its own entry: here only the dialog.
              visit.axe = await expectAccessible(page, jsEnabled, {
                enableRules: ["target-size"],
                include: modal ? "dialog[open]" : undefined,
                legacyMode: true,
                soft: true,
                label: `${label}: axe-core${modal ? ` (the ${modal} dialog)` : ""}`,
              });
            }
            visits.push(visit);
          }
        } finally {
          await context.close();
        }
      });
    }
    const summary = testInfo.outputPath("layout.json");
    await writeFile(summary, JSON.stringify({ route: route.name, path, jsEnabled, visits }, null, 2));
    await testInfo.attach("layout.json", { path: summary, contentType: "application/json" });
  });
}
