import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, expect } from "vitest";
import { basketAddForm, formPostHeaders, readCatalogue, type BuyableProduct } from "../../../bench/catalogue";
import { cookieHeader, keepCookies, type CookieJar } from "../../../bench/cookie-jar";
import { startCdn, type RunningCdn } from "./nginx";
import { freePort, SHOPPER_UA, startStorefront, type RunningStorefront } from "./storefront";

/**
 * A real shared cache in front of the store: Debian's nginx with proxy_cache (support/nginx.ts) before two storefront
 * processes that share one upstream and one SESSION_SECRET (A runs the embedded upstream, B uses A's). Guests, a
 * guest who fills a basket and two logged-in shoppers with different baskets and cities browse at once; public pages
 * must come from the cache, and no answer may carry another visitor's name, phone, e-mail, basket, city or cookie.
 * `CDN_TEST_PORT` (A, A's upstream, B) and `CDN_TEST_NGINX_PORT` fix the ports; free ones otherwise.
 */
const fixedPort = Number(process.env.CDN_TEST_PORT) || undefined;
type Seen = {
  visitor: string;
  method: string;
  path: string;
  status: number;
  cache: string;
  upstream: string;
  cacheControl: string;
  setCookies: string[];
  body: string;
};
export const seen: Seen[] = [];
export let a: RunningStorefront;
export let b: RunningStorefront;
export let cdn: RunningCdn;

/** A browser without JavaScript: keeps its cookies, follows no redirect, posts forms same-origin. */
export class Visitor {
  readonly jar: CookieJar = {};
  constructor(readonly name: string) {}

  async request(method: "GET" | "POST", path: string, form?: string): Promise<Seen> {
    const cookie = cookieHeader(this.jar);
    const headers: Record<string, string> = {
      "user-agent": SHOPPER_UA,
      accept: "text/html,application/xhtml+xml,*/*;q=0.8",
      ...(cookie && { cookie }),
      ...(method === "POST" && formPostHeaders(cdn.url)),
    };
    const response = await fetch(`${cdn.url}${path}`, { method, headers, body: form, redirect: "manual" });
    const body = await response.text();
    const setCookies = response.headers.getSetCookie();
    keepCookies(this.jar, setCookies);
    const answer: Seen = {
      visitor: this.name,
      method,
      path,
      status: response.status,
      cache: response.headers.get("x-cache-status") ?? "",
      upstream: response.headers.get("x-upstream") ?? "",
      cacheControl: response.headers.get("cache-control") ?? "",
      setCookies,
      body,
    };
    seen.push(answer);
    return answer;
  }
}
type Shopper = {
  visitor: Visitor;
  phone: string;
  spoken: string[];
  city: { code: string; name: string };
  products: BuyableProduct[];
};

/** What only this visitor may see: found in its own answers, never in anyone else's. */
type Secrets = { owner: string; needles: string[] };
export const guests = ["guest-1", "guest-2", "guest-3", "guest-4"].map((name) => new Visitor(name));
export const buyer = new Visitor("guest-buyer");
export let shoppers: Shopper[];
export let publicPages: string[];
export const secrets: Secrets[] = [];

/** Pages only a shopper's own cookies make sense of. */
export const PRIVATE_PAGES = [
  "/order/",
  "/login/",
  "/personal/",
  "/personal/profile/",
  "/personal/orders/status/all/",
  "/shopper/",
  `/order/?_data=${encodeURIComponent("routes/order._index")}`,
];

/** The signed token and city cookies as sent, and the upstream token inside (Remix signs base64 JSON: `value.signature`). */
function cookieSecrets(jar: CookieJar): string[] {
  const signed = [jar.token, jar.city].filter((value): value is string => Boolean(value));
  const token = jar.token
    ? (JSON.parse(Buffer.from(decodeURIComponent(jar.token).replace(/\.[^.]*$/, ""), "base64").toString()) as string)
    : undefined;
  return token ? [...signed, token] : signed;
}
const lineIds = (html: string) => [...new Set([...html.matchAll(/name="lineId" value="(\d+)"/g)].map((m) => m[1]))];
/** The header's basket link as the page's HTML has it: «Корзина: » (visually hidden), then the badge. */
export const basketCounter = (count: number) => `Корзина: </span><span class="counter">${count}</span>`;

/** The header's city button (`aria-label`). */
export const cityButton = (name: string) => `Ваш город: ${name}.`;

/** The shopper's city as the root data (JSON, also inlined in every page) holds it: `"city":{"id":…,"code":"…"`. */
async function rootCity(visitor: Visitor, code: string): Promise<string> {
  const { body } = await visitor.request("GET", "/?_data=root");
  const found = new RegExp(`"city":\\{"id":\\d+,"code":"${code}"`).exec(body)?.[0];
  expect(found, `${visitor.name}'s city in the root data`).toBeTruthy();
  return found!;
}
async function addToBasket(visitor: Visitor, products: BuyableProduct[]) {
  for (const product of products)
    expect((await visitor.request("POST", "/basket/", basketAddForm(product))).status).toBe(303);
}

/** The login form of /login/ without JavaScript: the code step, then the demo code (docs/upstream-api.md). */
async function logIn(shopper: Shopper) {
  const { visitor, phone } = shopper;
  expect(
    (await visitor.request("POST", "/login/", new URLSearchParams({ intent: "code", phone }).toString())).status,
  ).toBe(200);
  const login = await visitor.request(
    "POST",
    "/login/",
    new URLSearchParams({ intent: "login", phone, code: "123456", redirectTo: "/personal/" }).toString(),
  );
  expect(login.status).toBe(303);
  expect(visitor.jar.token).toBeTruthy();
}

/** Each visitor browses its pages `rounds` times, starting at a different page than the others. */
export async function browse(visitor: Visitor, pages: string[], rounds: number, offset: number) {
  for (let round = 0; round < rounds; round++) {
    for (let i = 0; i < pages.length; i++) await visitor.request("GET", pages[(i + offset + round) % pages.length]);
  }
}

/** Starts this test file's fixtures before its tests and stops them after. */
export function withCdn(): void {
  beforeAll(async () => {
    const secret = randomBytes(32).toString("hex");
    const cdnPort = Number(process.env.CDN_TEST_NGINX_PORT) || (await freePort());
    const publicOrigin = { PUBLIC_ORIGIN: `http://127.0.0.1:${cdnPort}` };
    a = await startStorefront(
      { SESSION_SECRET: secret, ...publicOrigin },
      { port: fixedPort, upstreamPort: fixedPort && fixedPort + 1 },
    );
    b = await startStorefront(
      { SESSION_SECRET: secret, API_URL: a.upstreamUrl, ...publicOrigin },
      { port: fixedPort && fixedPort + 2 },
    );
    cdn = await startCdn(cdnPort, [new URL(a.url).port, new URL(b.url).port].map(Number));

    const { sections, products } = await readCatalogue(a.upstreamUrl, 8);
    publicPages = [
      "/",
      "/catalog/odezhda/",
      sections[1],
      products[6].link,
      products[7].link,
      "/information/delivery/",
      "/about/company/",
      `/search/?q=${encodeURIComponent("платье")}`,
      "/?_data=root",
      `/catalog/odezhda/?_data=${encodeURIComponent("routes/catalog.$")}`,
      `/search/suggest/?q=${encodeURIComponent("плат")}`,
    ];
    shoppers = [
      {
        visitor: new Visitor("anna"),
        phone: "+79990000001",
        spoken: ["Смирнова", "anna.smirnova@example.ru"],
        city: { code: "vladivostok", name: "Владивосток" },
        products: products.slice(0, 1),
      },
      {
        visitor: new Visitor("maria"),
        phone: "+79990000002",
        spoken: ["Иванова", "maria.ivanova@example.ru"],
        city: { code: "barnaul", name: "Барнаул" },
        products: products.slice(1, 3),
      },
    ];
    await Promise.all(
      shoppers.map(async (shopper) => {
        await logIn(shopper);
        const city = await shopper.visitor.request(
          "POST",
          "/location/",
          new URLSearchParams({ intent: "set", city: shopper.city.code, redirectTo: "/" }).toString(),
        );
        expect(city.status).toBe(303);
        await addToBasket(shopper.visitor, shopper.products);
      }),
    );
    await addToBasket(buyer, products.slice(3, 6));

    for (const [visitor, count, extra] of [
      ...shoppers.map((s) => [s.visitor, s.products.length, s] as const),
      [buyer, 3, undefined] as const,
    ]) {
      const basket = await visitor.request("GET", "/order/");
      const lines = lineIds(basket.body);
      expect(lines, `${visitor.name}'s basket`).toHaveLength(count);
      const digits = extra?.phone.slice(2);
      secrets.push({
        owner: visitor.name,
        needles: [
          ...cookieSecrets(visitor.jar),
          ...lines.map((id) => `name="lineId" value="${id}"`),
          basketCounter(count),
          ...(extra && digits
            ? [
                ...extra.spoken,
                extra.phone,
                `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6, 8)}-${digits.slice(8)}`,
                cityButton(extra.city.name),
                await rootCity(visitor, extra.city.code),
              ]
            : []),
        ],
      });
    }
  }, 120_000);
  afterAll(async () => {
    await cdn?.stop();
    await b?.stop();
    await a?.stop();
  });
}
