import { defineConfig, devices } from "@playwright/test";

/** E2E_PORT moves the three servers (storefront, its upstream, a broken storefront) to other ports. */
const PORT = Number(process.env.E2E_PORT ?? 3100);
/** A second storefront whose upstream is down, for the fatal error page. */
export const BROKEN_PORT = PORT + 2;
/**
 * A third whose embedded upstream answers only what the spec names (UPSTREAM_SPEC_MINIMAL), so the main flows are
 * shown to need nothing more; its upstream one above (+3…+6 and +10…+13 are specs' own servers).
 */
const MINIMAL_PORT = PORT + 20;
/**
 * The main flows run again against it: menu, section, product, search, basket, checkout with its login, payment. Every
 * page a guest reaches is crawled on such an upstream too (tests/integration/crawl.test.ts).
 */
const MINIMAL_FLOWS = ["menu", "catalog", "product", "search", "order-basket", "checkout"].map(
  (name) => `${name}.spec.ts`,
);

/**
 * Specs whose pages are the same HTML with JavaScript on or off and that submit no form (pages of content, read-only
 * account views, plain HTTP answers): they run once, in the JavaScript-on project. Every other spec runs in both, as
 * its forms are posted natively without JavaScript and through fetchers with it. (The layout test decides per route:
 * tests/e2e/support/layout/route-entry.ts, `withoutJs`.)
 */
const ONE_MODE_SPECS = [
  "information",
  "about-company",
  "about-news",
  "initiatives",
  "sitemap",
  "plain-http",
  "order-list-pictures",
  "order-payment-state",
  // Rules of the server (stock, sizes and shops by city): their forms' no-JavaScript path is header's and basket's.
  "city-sizes",
  "shops-city",
  "trust-stock",
].map((name) => `${name}.spec.ts`);

const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
  ],
};

/** A storefront with its embedded upstream on `port + 1` and a fresh database (the upstream seeds it on start). */
function storefront(port: number, env: Record<string, string> = {}) {
  return {
    command: `rm -rf .e2e-data-${port} && node build/server/index.js`,
    port,
    env: {
      PORT: String(port),
      UPSTREAM_PORT: String(port + 1),
      DATA_DIR: `.e2e-data-${port}`,
      NODE_ENV: "production",
      // No load shedding: browsers and the server share a busy machine, whose lag would turn pages into 503s.
      OVERLOAD_DELAY_MS: "0",
      OVERLOAD_MAX_IN_FLIGHT: "0",
      ...env,
    },
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: "ignore" as const,
    stderr: "pipe" as const,
  };
}

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: 0,
  workers: 2,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never" }]],
  use: {
    baseURL: `http://localhost:${PORT}`,
    locale: "ru-RU",
    // Recording a trace costs about a fifth of a test's time on two cores (DOM snapshots and screencast frames at every
    // step), and CI keeps no test-results to read one from: CI records none. Locally a failure keeps its trace; on CI,
    // `--trace retain-on-failure` brings it back.
    trace: process.env.CI ? "off" : "retain-on-failure",
    launchOptions: chromium,
    // One browser context per worker, reset between tests (cookies, cache, storage, pages, routes, emulation): a fresh
    // context starts a browser context and a renderer process, about a CPU-second of a test's five (docs/testing.md).
    reuseContext: true,
  },
  projects: [
    { name: "js-on", use: { ...devices["Desktop Chrome"], launchOptions: chromium, javaScriptEnabled: true } },
    {
      name: "js-off",
      testIgnore: ONE_MODE_SPECS,
      // Single tests of the same kind in other specs (tests/e2e/support/fixtures.ts, SAME_WITHOUT_JS).
      grepInvert: /@same-without-js/,
      use: { ...devices["Desktop Chrome"], launchOptions: chromium, javaScriptEnabled: false },
    },
    // With JavaScript only: the upstream calls are the server's in both modes (the same loaders and actions), and
    // with JavaScript the resource routes (city lists, suggestions, the checkout's fetcher) call it too.
    {
      name: "spec-minimal",
      testMatch: MINIMAL_FLOWS,
      use: {
        ...devices["Desktop Chrome"],
        launchOptions: chromium,
        javaScriptEnabled: true,
        baseURL: `http://localhost:${MINIMAL_PORT}`,
      },
    },
  ],
  webServer: [
    storefront(PORT),
    storefront(MINIMAL_PORT, { UPSTREAM_SPEC_MINIMAL: "1" }),
    {
      command: "node build/server/index.js",
      port: BROKEN_PORT,
      env: {
        PORT: String(BROKEN_PORT),
        API_URL: "http://127.0.0.1:9",
        NODE_ENV: "production",
        UPSTREAM_TIMEOUT_MS: "1000",
        OVERLOAD_DELAY_MS: "0",
        OVERLOAD_MAX_IN_FLIGHT: "0",
      },
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: "ignore",
      stderr: "ignore",
    },
  ],
});
