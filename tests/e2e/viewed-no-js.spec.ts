import type { BrowserContext } from "@playwright/test";
import { desktopOnceWithJs, expect, test } from "./support/fixtures";
import { onScreen } from "./support/screens";

/**
 * A guest's «Вы ранее просматривали» fills without JavaScript too — the product page's `<noscript>` image asks the view
 * beacon, a private answer that keeps the list in the `viewed` cookie — while the product page a fresh guest gets stays
 * publicly cacheable. At a phone's width and a desktop's, JavaScript on and off.
 */

const VIEWED = [
  "/catalog/odezhda/verkhnyaya-odezhda/palto/92/",
  "/catalog/odezhda/verkhnyaya-odezhda/kurtki/261/",
  "/catalog/odezhda/bluzki-i-rubashki/rubashki/52/",
];
const ANOTHER = "/catalog/odezhda/yubki/yubki-midi/160/";

const viewedCookie = async (context: BrowserContext) =>
  (await context.cookies()).find((cookie) => cookie.name === "viewed")?.value;

for (const phone of [true, false]) {
  test.describe(phone ? "on a 390 px phone" : "on a desktop", desktopOnceWithJs(!phone), () => {
    onScreen(phone, { desktopWithoutScripts: true });

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
      if (phone) await strip.scrollIntoViewIfNeeded();
      await a11y();

      await page.goto("/no-such-page/");
      await expect(
        page.getByRole("region", { name: "Вы ранее просматривали" }).getByRole("heading", { level: 3 }),
      ).toHaveCount(4);
    });
  });
}

test("the view beacon answers privately, keeps the list bounded, and ignores bad ids and other sites", async ({
  request,
}) => {
  const beacon = await request.get("/viewed/52/", { headers: { Cookie: "viewed=92.261" } });
  expect(beacon.status()).toBe(200);
  expect(beacon.headers()["content-type"]).toBe("image/gif");
  expect(beacon.headers()["cache-control"]).toBe("private, no-store");
  expect(beacon.headers()["set-cookie"]).toMatch(/^viewed=52\.92\.261; .*SameSite=Strict; Secure/);

  const full = Array.from({ length: 12 }, (_, index) => index + 1).join(".");
  const bounded = await request.get("/viewed/52/", { headers: { Cookie: `viewed=${full}` } });
  expect(bounded.headers()["set-cookie"]).toMatch(/^viewed=52\.1\.2\.3\.4\.5\.6\.7\.8\.9\.10\.11; /);

  // A malformed list counts as none (zod), as everywhere the cookie is read.
  const malformed = await request.get("/viewed/52/", { headers: { Cookie: "viewed=1.x.<script>" } });
  expect(malformed.headers()["set-cookie"]).toMatch(/^viewed=52; /);

  for (const bad of ["abc", "0", "1234567890123", "-5"]) {
    const response = await request.get(`/viewed/${bad}/`);
    expect(response.status(), bad).toBe(404);
    expect(response.headers()["set-cookie"], bad).toBeUndefined();
  }

  const crossSite = await request.get("/viewed/52/", { headers: { "Sec-Fetch-Site": "cross-site" } });
  expect(crossSite.status()).toBe(200);
  expect(crossSite.headers()["set-cookie"]).toBeUndefined();
});
