import { expect, test } from "./support/fixtures";
import { hydrated } from "./support/hydrated";

test.describe("what crawlers see", () => {
  const CRAWLERS = {
    Googlebot:
      "Mozilla/5.0 (Linux; Android 6.0.1; Nexus 5X Build/MMB29P) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.6478.126 Mobile Safari/537.36 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
    Lighthouse:
      "Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36 Chrome-Lighthouse",
    HeadlessChrome:
      "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/126.0.0.0 Safari/537.36",
  };
  const SCREENS = [
    { width: 320, height: 568 },
    { width: 375, height: 667 },
    { width: 1280, height: 800 },
  ];

  for (const [name, userAgent] of Object.entries(CRAWLERS)) {
    test(`${name}: the two-level menu fits the screen and the section's heading starts near the top`, async ({
      browser,
      jsEnabled,
      baseURL,
    }) => {
      const context = await browser.newContext({
        baseURL,
        userAgent,
        javaScriptEnabled: jsEnabled,
        locale: "ru-RU",
        viewport: SCREENS[0],
      });
      try {
        const page = await context.newPage();
        await page.goto("/catalog/odezhda/");
        await hydrated(page, jsEnabled);
        const nav = page.getByRole("navigation", { name: "Разделы каталога" });
        await expect(nav.getByRole("link", { name: "Платья", exact: true })).toHaveCount(1);
        for (const screen of SCREENS) {
          await page.setViewportSize(screen);
          const box = await page.evaluate(() => {
            window.scrollTo(0, 0);
            const heading = document.querySelector("h1")!.getBoundingClientRect();
            return {
              top: heading.top,
              bottom: heading.bottom,
              scrollWidth: document.documentElement.scrollWidth,
              innerWidth: window.innerWidth,
            };
          });
          expect(box.scrollWidth, `${screen.width} px: no sideways scroll`).toBeLessThanOrEqual(box.innerWidth);
          if (screen.width >= 1280)
            expect(box.top, "1280 px: the heading within 250 px of the top").toBeLessThanOrEqual(250);
          else
            expect(box.bottom, `${screen.width} px: the heading on the first screen`).toBeLessThanOrEqual(
              screen.height,
            );
        }
      } finally {
        await context.close();
      }
    });
  }
});
