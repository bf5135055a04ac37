import type { BrowserContext } from "@playwright/test";
import { expect, test } from "./support/fixtures";
import { onScreen } from "./support/screens";

/**
 * A guest's «Вы ранее просматривали» fills without JavaScript too — the product page's `<noscript>` image asks the view
 * beacon, a private answer that keeps the list in the `viewed` cookie — while the product page a fresh guest gets stays
 * publicly cacheable. At a phone's width, JavaScript on and off: the beacon does not depend on the width. The beacon's
 * own answers are tests/integration/viewed-beacon.test.ts's.
 */

const VIEWED = [
  "/catalog/odezhda/verkhnyaya-odezhda/palto/92/",
  "/catalog/odezhda/verkhnyaya-odezhda/kurtki/261/",
  "/catalog/odezhda/bluzki-i-rubashki/rubashki/52/",
];
const ANOTHER = "/catalog/odezhda/yubki/yubki-midi/160/";

const viewedCookie = async (context: BrowserContext) =>
  (await context.cookies()).find((cookie) => cookie.name === "viewed")?.value;

test.describe("on a 390 px phone", () => {
  onScreen(true);

  test("three products viewed, then another page shows them, most recent first; a fresh guest's page stays public", async ({
    page,
    context,
    jsEnabled,
    a11y,
  }) => {
    const names: string[] = [];
    for (const [index, path] of VIEWED.entries()) {
      const response = await page.goto(path);
      if (index === 0) {
        // A fresh guest: the page is the same for everyone, shared by the CDN, and sets no cookie itself.
        expect(response?.headers()["cache-control"]).toMatch(/^public, /);
        expect(response?.headers()["set-cookie"]).toBeUndefined();
      }
      names.unshift((await page.getByRole("heading", { level: 1 }).textContent())!);
      const id = path.split("/").at(-2);
      // Recorded by the browser's script (JavaScript on) or by the beacon image (off).
      await expect.poll(() => viewedCookie(context)).toMatch(new RegExp(`^${id}\\b`));
    }

    await page.goto(ANOTHER);
    await expect.poll(() => viewedCookie(context)).toMatch(/^160\b/);
    const strip = page.getByRole("region", { name: "Вы ранее просматривали" });
    // Without JavaScript a strip that came after its time budget stays a placeholder: ask again (bounded).
    if (!jsEnabled)
      await expect(async () => {
        if ((await strip.getAttribute("aria-busy")) === "true") await page.reload();
        await expect(strip).not.toHaveAttribute("aria-busy", "true", { timeout: 1000 });
      }).toPass({ timeout: 30_000 });
    await expect(strip.getByRole("heading", { level: 3 })).toHaveText(names);
    await strip.scrollIntoViewIfNeeded();
    await a11y();

    await page.goto("/no-such-page/");
    await expect(
      page.getByRole("region", { name: "Вы ранее просматривали" }).getByRole("heading", { level: 3 }),
    ).toHaveCount(4);
  });
});
