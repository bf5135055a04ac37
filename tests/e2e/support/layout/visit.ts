import type { Page, TestInfo } from "@playwright/test";
import { expectAccessible, type AxeFinding } from "../fixtures";
import { expectFits, type FitReport } from "./fit";
import type { LayoutRoute } from "./route-entry";
import { expect, type Sessions } from "./sessions";
import { HEIGHT, type Agent } from "./viewports";

/** One measurement of one page at one width, for the test's layout.json. */
export type Visit = {
  route: string;
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

/** Where a measurement is taken: the failure messages and the screenshots name each part. */
export type Where = { route: LayoutRoute; path: string; width: number; agent: Agent["name"]; jsEnabled: boolean };

export const slug = (name: string) =>
  name
    .replace(/[^a-z0-9]+/gi, "-")
    .replace(/^-|-$/g, "")
    .toLowerCase();

export const labelOf = ({ route, path, width, agent, jsEnabled }: Where) =>
  `${route.name} — ${path} at ${width}×${HEIGHT}, ${agent}, JS ${jsEnabled ? "on" : "off"}`;

/**
 * With JavaScript, measure the hydrated page (React has claimed the body); in both cases after the fonts and two
 * frames, and `pauseMs` more after a resize (the sliders measure again 50 ms after the size settles).
 */
export async function settle(page: Page, jsEnabled: boolean, pauseMs = 0) {
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

/** The logged-in state of the route's visitor (none for a guest); a shopper of its own per `shopperKey`. */
export async function visitorState(sessions: Sessions, route: LayoutRoute, shopperKey: string) {
  const visitor = route.as ?? "guest";
  // A shopper of its own for each test (checkout changes the order draft); Анна and the newcomer are only looked at.
  if (visitor === "guest") return undefined;
  return sessions.storageState(visitor, visitor === "shopper" ? `shopper-${slug(shopperKey)}` : visitor);
}

/**
 * Loads the route's page (at the context's width) and checks what it shows: the HTTP status, the modal open (a
 * script-only modal: without JavaScript the same step ends on the page itself), the entry's content, and the header's
 * top menu as the user agent gets it. Returns the modal the page shows, if any.
 */
export async function load(page: Page, where: Omit<Where, "width">) {
  const { route, path, agent, jsEnabled } = where;
  const response = await page.goto(path);
  expect(response?.status(), `${route.name} — ${path}: HTTP status`).toBe(route.status ?? 200);
  await settle(page, jsEnabled);
  if (route.open) {
    await route.open(page, jsEnabled);
    await settle(page, jsEnabled);
  }
  const modal = jsEnabled || !route.jsOnly ? route.modal : undefined;
  if (modal) {
    await expect(page.locator("dialog[open]"), `${path}: the ${modal} modal is open`).toHaveCount(1);
    // With JavaScript the dialog is shown modal (top layer, the rest inert).
    if (jsEnabled) await expect(page.locator("dialog:modal"), `${path}: the ${modal} modal is modal`).toBeVisible();
  }
  if (route.expectContent) await route.expectContent(page);
  // The user agent took: crawlers get the top menu expanded (isBot), shoppers do not.
  if ((await page.locator(".top-nav").count()) > 0) {
    expect((await page.locator(".top-nav__children").count()) > 0, `${path}: top menu expanded for crawlers only`).toBe(
      agent === "crawler",
    );
  }
  return modal;
}

/**
 * The layout rule (fit.ts), soft, at the page's present width; a full-page screenshot of a page that does not fit is
 * attached to the report (it costs seconds). Layouts without a header (the 'empty' layout of /payment/{code}) have no
 * basket link.
 */
export async function fitAt(page: Page, testInfo: TestInfo, where: Where): Promise<Visit> {
  const { route, path, width, agent, jsEnabled } = where;
  const report = await expectFits(page, { soft: true, basket: !route.noHeader, label: labelOf(where) });
  if (report.problems.length > 0) {
    const file = testInfo.outputPath(`${slug(route.name)}-${agent}-${width}px-js-${jsEnabled ? "on" : "off"}.png`);
    await page.screenshot({ path: file, fullPage: true });
    await testInfo.attach(`${route.name} at ${width}px`, { path: file, contentType: "image/png" });
  }
  const { scrollWidth, innerWidth, problems, offenders, dialogs, basket } = report;
  return { route: route.name, width, agent, url: path, scrollWidth, innerWidth, problems, offenders, dialogs, basket };
}

/** axe-core with its target-size rule, soft; on a modal's page only the dialog (the page is its own entry's). */
export const axeAt = (page: Page, where: Where, modal?: string) =>
  expectAccessible(page, where.jsEnabled, {
    enableRules: ["target-size"],
    include: modal ? "dialog[open]" : undefined,
    legacyMode: true,
    soft: true,
    label: `${labelOf(where)}: axe-core${modal ? ` (the ${modal} dialog)` : ""}`,
  });
