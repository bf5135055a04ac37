import { networkInterfaces } from "node:os";
import { expect, test } from "./support/fixtures";

/**
 * The store opened over plain http by an address of the machine other than loopback, as a shopper on the network
 * would (`http://<its IP>:<port>`): Chromium keeps none of the store's `Secure` cookies there. The first action that
 * needs one says so in Russian instead of forgetting the basket or the login without a word.
 */
const LAN_ADDRESS = Object.values(networkInterfaces())
  .flat()
  .find((entry) => entry && entry.family === "IPv4" && !entry.internal)?.address;
const ORIGIN = `http://${LAN_ADDRESS}:${Number(process.env.E2E_PORT ?? 3100)}`;
test.use({ baseURL: ORIGIN });
test.skip(!LAN_ADDRESS, "this machine has no address but loopback (the integration test hosts.test.ts covers it)");

const PRODUCT = "/catalog/odezhda/bluzki-i-rubashki/rubashki/52/";
const MESSAGE = /Магазин открыт по незащищённому адресу \(http:\/\/\).*https:\/\//;

test.describe("plain http on the machine's network address", () => {
  test("a basket add says to open the store over https", async ({ page, a11y }) => {
    await page.goto(PRODUCT);
    const buy = page.locator("form.buy--page");
    await buy.locator("label.size:not(.size--sold-out)").first().click();
    await buy.getByRole("button", { name: "В корзину" }).click();
    await expect(page.getByText(MESSAGE)).toBeVisible();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(/защищённому адресу|Ошибка/);
    await a11y();
    // Nothing was kept: the browser holds no cookie of the store.
    expect(await page.context().cookies(ORIGIN)).toEqual([]);
  });

  test("a login says so at its first step", async ({ page }) => {
    await page.goto("/login/");
    await page.getByLabel("Номер телефона").fill("9161234599");
    await page.getByRole("button", { name: "Получить код" }).click();
    await expect(page.getByText(MESSAGE)).toBeVisible();
  });

  test("pages still read", async ({ page }) => {
    await page.goto(PRODUCT);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.locator("form.buy--page")).toBeVisible();
  });
});
