import { mkdir, readFile, rename, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import type { Browser, BrowserContext, BrowserContextOptions, Page } from "@playwright/test";
import { expect, ownClient, test as base } from "../fixtures";
import { freshPhone, logIn } from "../login";
import { placeUnpaidOrders } from "../upstream-api";
import { buyFormOf, postToBasket, registerLoveCardOverHttp, sizesIn } from "../checkout";
import type { CatalogPick, Visitor } from "./route-entry";

/** The payer's order (placed through the upstream before they log in): plenty online, no other spec buys it. */
const PAYER_OFFER = { productId: 197, offerId: 944 };
const ANNA_PHONE = "9990000001";

type StorageState = Awaited<ReturnType<BrowserContext["storageState"]>>;

// ---------------------------------------------------------------------------------------------------------------
// Fixtures: the visitors' sessions (logged in once per run and project, through the login page) and a product found
// at run time

export type Sessions = {
  /** The visitor's logged-in state; `key` tells apart visitors of the same kind (a shopper per checkout test). */
  storageState(visitor: Exclude<Visitor, "guest">, key?: string): Promise<StorageState>;
  catalog(): Promise<CatalogPick>;
};

/** Context options of the project (JavaScript on or off) for contexts the tests open themselves. */
export function contextOptions(
  project: { use: BrowserContextOptions & { baseURL?: string } },
  extra: BrowserContextOptions = {},
): BrowserContextOptions {
  return ownClient({
    baseURL: project.use.baseURL,
    locale: "ru-RU",
    javaScriptEnabled: project.use.javaScriptEnabled !== false,
    deviceScaleFactor: 1,
    isMobile: false,
    hasTouch: false,
    ...extra,
  });
}

async function withContext<T>(
  browser: Browser,
  options: BrowserContextOptions,
  run: (page: Page, context: BrowserContext) => Promise<T>,
): Promise<T> {
  const context = await browser.newContext(options);
  try {
    return await run(await context.newPage(), context);
  } finally {
    await context.close();
  }
}

/** The first product of /catalog/odezhda/ whose card has a size to buy and a sold-out size. */
async function pickProduct(page: Page): Promise<CatalogPick> {
  await page.goto("/catalog/odezhda/");
  const cards = await page.locator(".product-grid article").evaluateAll((articles) =>
    articles.map((article) => ({
      href: article.querySelector("a[href^='/catalog/']")?.getAttribute("href") ?? "",
      sizes: [...article.querySelectorAll<HTMLInputElement>("input[name=offer]")].map((input) => input.disabled),
    })),
  );
  const mixed = cards.find((card) => card.href && card.sizes.includes(true) && card.sizes.includes(false));
  expect(mixed, "a product on /catalog/odezhda/ with sizes to buy and sold-out sizes").toBeTruthy();
  return { product: mixed!.href };
}

/** The product page's heart, posted over HTTP to the page's own action as its form does (product.spec.ts's subject). */
async function addToWishlistOverHttp(page: Page, product: string) {
  const { productId } = await buyFormOf(page, product);
  const response = await page.request.post(product, {
    form: { intent: "wishlist", productId, wishlisted: "true", redirectTo: product },
    maxRedirects: 0,
  });
  expect(response.status(), `${product}: the heart is taken`).toBe(303);
}

/** A puffer whose size 48 is in the warehouse and in a Moscow pickup shop (deterministic seed; stock is per city). */
const STORE_PRODUCT = "/catalog/odezhda/verkhnyaya-odezhda/pukhoviki/49/";

/**
 * A fresh customer with a Love Card (the bonuses block of checkout), one product in the basket in a size the
 * Moscow shops have too (so checkout offers store pickup) and one in the wishlist. All over HTTP, through the store's
 * own forms and pages: the setup is not what the layout test looks at.
 */
async function prepareShopper(page: Page, catalog: CatalogPick) {
  await logIn(page, freshPhone());
  await registerLoveCardOverHttp(page, "anna.layout@example.ru");
  await addToWishlistOverHttp(page, catalog.product);
  await putInBasketForShopPickup(page);
}

/** The checkout's option of a pickup in a shop, as its HTML names it (offered when a Moscow shop has the basket). */
const SHOP_PICKUP = /<span class="option__name">Самовывоз из магазина/;

/** Tries the product's sizes sold online and in Moscow shops until the checkout offers to pick the basket up in one. */
async function putInBasketForShopPickup(page: Page) {
  const { html, productId } = await buyFormOf(page, STORE_PRODUCT);
  const sizes = sizesIn(html).filter((size) => !size.disabled && size.text.includes("Доставка и самовывоз"));
  expect(sizes.length, `sizes of ${STORE_PRODUCT} sold online and in Moscow shops`).toBeGreaterThan(0);
  for (const { offer } of sizes) {
    await postToBasket(page, { intent: "basket-add", productId, offer: offer!, redirectTo: STORE_PRODUCT });
    if (SHOP_PICKUP.test(await (await page.request.get("/order/")).text())) return;
    const lineId = /name="lineId" value="(\d+)"/.exec(await (await page.request.get("/basket/")).text())?.[1];
    expect(lineId, "the basket's line").toBeTruthy();
    await postToBasket(page, { intent: "basket-remove", lineId: lineId!, redirectTo: "/basket/" });
  }
  throw new Error(
    `no size of ${STORE_PRODUCT} can be picked up in a Moscow shop: choose another product for the layout test's shopper`,
  );
}

/**
 * Kept for the rest of the run in the project's output directory (which Playwright empties when a run starts, and
 * every run has a fresh upstream): a worker that replaces a failed one reuses the sessions instead of logging in again.
 */
async function cachedInFile<T>(file: string, create: () => Promise<T>): Promise<T> {
  try {
    return JSON.parse(await readFile(file, "utf8")) as T;
  } catch {
    const value = await create();
    await mkdir(dirname(file), { recursive: true });
    await writeFile(`${file}.${process.pid}`, JSON.stringify(value));
    await rename(`${file}.${process.pid}`, file);
    return value;
  }
}

export const test = base.extend<{ sessions: Sessions }, { workerSessions: Sessions }>({
  workerSessions: [
    async ({ browser }, use, workerInfo) => {
      const project = workerInfo.project;
      // A client of its own for each visitor's setup: the store's per-client limits count one shopper's logins.
      const options = () => contextOptions(project as never);
      const file = (key: string) => join(project.outputDir, ".layout-sessions", `${project.name}-${key}.json`);
      const memo = new Map<string, Promise<unknown>>();
      const once = <T>(key: string, create: () => Promise<T>): Promise<T> => {
        if (!memo.has(key)) memo.set(key, cachedInFile(file(key), create));
        return memo.get(key) as Promise<T>;
      };
      const sessions: Sessions = {
        catalog: () => once("catalog", () => withContext(browser, options(), pickProduct)),
        storageState: (visitor, key = visitor) =>
          once(key, async () => {
            const pick = visitor === "shopper" ? await sessions.catalog() : undefined;
            return withContext(browser, options(), async (page, context) => {
              if (visitor === "anna") await logIn(page, ANNA_PHONE);
              else if (visitor === "newcomer") await logIn(page, freshPhone());
              else if (visitor === "payer") {
                const phone = freshPhone();
                await placeUnpaidOrders(phone, 1, PAYER_OFFER);
                await logIn(page, phone);
              } else await prepareShopper(page, pick!);
              return context.storageState();
            });
          }),
      };
      await use(sessions);
    },
    { scope: "worker" },
  ],
  sessions: async ({ workerSessions }, use) => use(workerSessions),
});

export { expect };
