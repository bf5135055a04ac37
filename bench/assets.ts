/**
 * What a first visit downloads: a fresh headless Chromium (a shopper's phone) loads the page, and every script and
 * stylesheet response — `<script src>`, modulepreloads, the route modules `entry.client` imports eagerly, whatever
 * else runs at start — is recorded and gzipped here at level 9, so the figure does not depend on the server's
 * compression settings. Images and fonts are not counted.
 */
import { gzipSync } from "node:zlib";
import { chromium, type Page, type Response } from "@playwright/test";
import { onCleanup } from "./cleanup";
import { SHOPPER_UA } from "./user-agents";

export interface AssetFile {
  url: string;
  kind: "script" | "stylesheet";
  gzipBytes: number;
}

export interface PageAssets {
  path: string;
  files: AssetFile[];
  jsGzipBytes: number;
  cssGzipBytes: number;
  htmlBytes: number;
  htmlGzipBytes: number;
}

const BROWSER_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

export async function measureAssets(
  origin: string,
  paths: readonly string[],
  chromePath: string,
): Promise<PageAssets[]> {
  const browser = await chromium.launch({ executablePath: chromePath, args: BROWSER_ARGS, timeout: 60_000 });
  const close = onCleanup(() => browser.close());
  try {
    const pages: PageAssets[] = [];
    for (const path of paths) {
      const context = await browser.newContext({
        userAgent: SHOPPER_UA,
        viewport: { width: 390, height: 844 },
        isMobile: true,
        hasTouch: true,
      });
      try {
        pages.push(await firstVisit(await context.newPage(), origin, path));
      } finally {
        await context.close();
      }
    }
    return pages;
  } finally {
    await close();
  }
}

async function firstVisit(page: Page, origin: string, path: string): Promise<PageAssets> {
  const bodies = new Map<string, Promise<AssetFile | undefined>>();
  const record = (response: Response) => {
    const kind = response.request().resourceType();
    if ((kind !== "script" && kind !== "stylesheet") || bodies.has(response.url())) return;
    bodies.set(
      response.url(),
      response.body().then(
        (body) => ({ url: response.url(), kind, gzipBytes: gzipSync(body, { level: 9 }).length }),
        () => undefined,
      ),
    );
  };
  page.on("response", record);
  const document = await page.goto(`${origin}${path}`, { waitUntil: "load", timeout: 60_000 });
  if (!document || document.status() !== 200)
    throw new Error(`${path} answered ${document?.status() ?? "nothing"} in the browser`);
  // Modules imported after load (hydration's route modules) arrive before the network goes quiet.
  await page.waitForLoadState("networkidle", { timeout: 20_000 }).catch(() => undefined);
  page.off("response", record);
  const html = await document.body();
  const files = (await Promise.all(bodies.values())).filter((file): file is AssetFile => file !== undefined);
  const sum = (kind: AssetFile["kind"]) =>
    files.filter((file) => file.kind === kind).reduce((total, file) => total + file.gzipBytes, 0);
  return {
    path,
    files: files.map((file) => ({ ...file, url: file.url.replace(origin, "") })),
    jsGzipBytes: sum("script"),
    cssGzipBytes: sum("stylesheet"),
    htmlBytes: html.length,
    htmlGzipBytes: gzipSync(html, { level: 9 }).length,
  };
}
