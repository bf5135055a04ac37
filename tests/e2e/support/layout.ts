import { mkdir, readFile, rename, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import type { Browser, BrowserContext, BrowserContextOptions, Page } from "@playwright/test";
import { expect, test as base } from "./fixtures";
import { freshPhone, logIn } from "./login";
import { placeUnpaidOrders } from "./upstream-api";

/**
 * Issue 14 ("Phones first"): every route of spec §2 that exists, and every modal, at 320, 390, 768 and 1280 px,
 * JavaScript on and off, for a shopper and for a crawler. See tests/e2e/layout.spec.ts.
 *
 * A page built later is held to the same test by adding one line to LAYOUT_ROUTES below.
 */

export const WIDTHS = [320, 390, 768, 1280] as const;
export const HEIGHT = 800;
/**
 * Widths at which axe-core runs (with its target-size rule): the phone with JavaScript, the desktop without it (there
 * axe checks a script-free copy of the page). Each route is thus checked at both sizes and in both modes, once each.
 */
export const AXE_WIDTHS = { jsOn: [390], jsOff: [1280] } as const satisfies Record<string, readonly number[]>;
export const SCREENSHOT_WIDTH = 390;

const CHROME_PHONE =
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.6478.122 Mobile Safari/537.36";
const GOOGLEBOT_SMARTPHONE =
  "Mozilla/5.0 (Linux; Android 6.0.1; Nexus 5X Build/MMB29P) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.6478.126 Mobile Safari/537.36 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";

export type Agent = { name: "shopper" | "crawler"; userAgent: string };
/**
 * A shopper (mobile Chrome) and a crawler (Googlebot smartphone), each in a context of its own: the page loads at
 * 320 px and is widened to 390, 768 and 1280 px. The server tells crawlers apart by user agent (isbot: they get the
 * top menu expanded two levels) and nothing else; a shopper's page is the same for a phone's and a desktop's user
 * agent, so one load serves every width (CSS does the rest, and the sliders measure themselves again after a resize).
 * The crawler is looked at in the JavaScript-off project only: its page is the server's complete HTML, and hydration
 * leaves that markup as it is, so a second look with scripts would measure the same boxes.
 */
export const AGENTS: Agent[] = [
  { name: "shopper", userAgent: CHROME_PHONE },
  { name: "crawler", userAgent: GOOGLEBOT_SMARTPHONE },
];

/** The visitors of one project: shoppers in both, the crawler without JavaScript. */
export const agentsFor = (jsEnabled: boolean) => AGENTS.filter((agent) => agent.name === "shopper" || !jsEnabled);

// ---------------------------------------------------------------------------------------------------------------
// Measuring

export type Offender = { selector: string; right: number; width: number; count?: number };
export type DialogFit = {
  selector: string;
  left: number;
  right: number;
  scrollWidth: number;
  clientWidth: number;
  offenders: Offender[];
};
export type LayoutMeasurement = {
  innerWidth: number;
  innerHeight: number;
  scrollWidth: number;
  /** Elements (and runs of text) that stick out past the right edge of the screen: where the overflow starts, widest first. */
  offenders: Offender[];
  /** How many elements in all lie past the right edge (offenders and everything inside them). */
  overflowing: number;
  /** Open modals (<dialog open>): their box, whether they scroll sideways, and what sticks out of them. */
  dialogs: DialogFit[];
};

/**
 * Runs in the page. Walks the DOM for boxes whose right edge lies past `innerWidth + 1`, leaving out what an
 * ancestor clips (overflow other than visible, clip-path, clip) except html, body and the dialog being looked at:
 * content cut off by `body { overflow-x: hidden }` is still content the shopper cannot reach. Reports the
 * places the overflow starts: a box past the edge whose parent is not, or that sticks out of its parent.
 */
function measureInPage(): LayoutMeasurement {
  const vw = window.innerWidth;
  const round = (n: number) => Math.round(n);
  const part = (e: Element) => {
    let s = e.tagName.toLowerCase();
    if (e.id) s += `#${e.id}`;
    const classes = [...e.classList].slice(0, 2);
    if (classes.length) s += `.${classes.join(".")}`;
    if (!e.id && !classes.length) {
      for (const attr of ["aria-label", "name", "href", "type"]) {
        const value = e.getAttribute(attr);
        if (value) {
          s += `[${attr}="${value.slice(0, 40)}"]`;
          break;
        }
      }
    }
    return s;
  };
  const describe = (el: Element) => {
    const chain: string[] = [];
    for (
      let e: Element | null = el;
      e && e !== document.body && e !== document.documentElement && chain.length < 3;
      e = e.parentElement
    )
      chain.unshift(part(e));
    return chain.join(" > ");
  };

  const styles = new Map<Element, CSSStyleDeclaration>();
  const style = (el: Element) => {
    let s = styles.get(el);
    if (!s) styles.set(el, (s = getComputedStyle(el)));
    return s;
  };
  const clips = (el: Element) => {
    const s = style(el);
    return (
      s.overflowX !== "visible" ||
      s.clipPath !== "none" ||
      ((s.position === "absolute" || s.position === "fixed") && s.clip !== "auto" && s.clip !== "")
    );
  };

  /** Boxes inside `root` past `limit`, not clipped by an ancestor below `root`. */
  const scan = (root: Element, limit: number) => {
    const clipped = new Map<Element, boolean>();
    const isClipped = (el: Element): boolean => {
      const parent = el.parentElement;
      if (!parent || parent === root || parent === document.body || parent === document.documentElement) return false;
      let value = clipped.get(parent);
      if (value === undefined) {
        value = clips(parent) || isClipped(parent);
        clipped.set(parent, value);
      }
      return value;
    };
    const boxes = new Map<Element, DOMRect>();
    const past = new Set<Element>();
    const found: (Offender & { depth: number })[] = [];
    const depth = (el: Element) => {
      let d = 0;
      for (let e: Element | null = el; e; e = e.parentElement) d++;
      return d;
    };
    for (const el of root.querySelectorAll("*")) {
      if (el instanceof HTMLScriptElement || el instanceof HTMLStyleElement || el.tagName === "TEMPLATE") continue;
      const r = el.getBoundingClientRect();
      boxes.set(el, r);
      if (r.width <= 1 && r.height <= 1) continue;
      if (r.right <= limit + 1) continue;
      const s = style(el);
      if (s.visibility === "hidden" || s.display === "contents") continue;
      if (isClipped(el)) continue;
      past.add(el);
    }
    for (const el of past) {
      const r = boxes.get(el)!;
      const parent = el.parentElement;
      const parentBox = parent ? boxes.get(parent) : undefined;
      if (!parent || !past.has(parent) || !parentBox || r.right > parentBox.right + 1) {
        found.push({ selector: describe(el), right: round(r.right), width: round(r.width), depth: depth(el) });
      }
    }
    // Text that runs out of its own box (a long word, a nowrap line).
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    const range = document.createRange();
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!node.textContent?.trim()) continue;
      const parent = node.parentElement;
      if (!parent || parent instanceof HTMLScriptElement || parent instanceof HTMLStyleElement) continue;
      range.selectNodeContents(node);
      const r = range.getBoundingClientRect();
      if (r.width <= 1 || r.right <= limit + 1) continue;
      const parentBox = boxes.get(parent) ?? parent.getBoundingClientRect();
      if (parentBox.width <= 1 && parentBox.height <= 1) continue;
      if (style(parent).visibility === "hidden" || clips(parent) || isClipped(parent)) continue;
      if (r.right <= parentBox.right + 1 && past.has(parent)) continue;
      found.push({
        selector: `${describe(parent)} "${node.textContent.trim().slice(0, 30)}"`,
        right: round(r.right),
        width: round(r.width),
        depth: depth(parent) + 1,
      });
    }
    found.sort((a, b) => b.right - a.right || a.depth - b.depth);
    // Siblings alike (three checkout sections, a row of fields) are one line: "… ×3".
    const grouped = new Map<string, Offender>();
    for (const { depth: _, ...o } of found) {
      const key = `${o.selector}@${o.right}`;
      const seen = grouped.get(key);
      if (seen) seen.count = (seen.count ?? 1) + 1;
      else grouped.set(key, { ...o });
    }
    return { offenders: [...grouped.values()], overflowing: past.size };
  };

  const page = scan(document.body, vw);
  const dialogs: DialogFit[] = [];
  for (const dialog of document.querySelectorAll("dialog[open]")) {
    const r = dialog.getBoundingClientRect();
    if (r.width <= 1 || style(dialog).visibility === "hidden") continue;
    const contentRight = r.left + dialog.clientLeft + dialog.clientWidth;
    dialogs.push({
      selector: describe(dialog),
      left: round(r.left),
      right: round(r.right),
      scrollWidth: dialog.scrollWidth,
      clientWidth: dialog.clientWidth,
      offenders: scan(dialog, Math.min(vw, contentRight)).offenders.slice(0, 8),
    });
  }
  return {
    innerWidth: vw,
    innerHeight: window.innerHeight,
    scrollWidth: document.documentElement.scrollWidth,
    offenders: page.offenders.slice(0, 12),
    overflowing: page.overflowing,
    dialogs,
  };
}

export async function measureLayout(page: Page): Promise<LayoutMeasurement> {
  await page.evaluate(() => window.scrollTo({ left: 0, top: 0, behavior: "instant" }));
  return page.evaluate(measureInPage);
}

/** The header's basket link, as shoppers (and screen readers) find it. */
export const basketLink = (page: Page) => page.getByRole("banner").getByRole("link", { name: /^Корзина/ });

export type BasketFit = {
  visible: boolean;
  box: { x: number; y: number; width: number; height: number } | null;
  inside: boolean;
};

export type FitReport = LayoutMeasurement & { basket: BasketFit | null; problems: string[]; message: string };

export type FitOptions = {
  /** Check the header's basket link (default). Off only for layouts without a header: say so where it is turned off. */
  basket?: boolean;
  /** Report through `expect.soft` so one test can check several widths. */
  soft?: boolean;
  /** What was looked at, e.g. "/order/ at 320×800, shopper, JS off": heads the failure message. */
  label?: string;
};

/**
 * The layout rule of issue 14: the page is no wider than the screen (`scrollWidth <= innerWidth`), an open modal
 * lies inside the screen and does not scroll sideways, and the header's basket link is visible and inside the
 * viewport. The failure message names the boxes that stick out, with their right edges, for whoever fixes the CSS.
 */
export async function expectFits(page: Page, options: FitOptions = {}): Promise<FitReport> {
  const { basket: checkBasket = true, soft = false, label = page.url() } = options;
  const m = await measureLayout(page);
  const problems: string[] = [];
  const lines: string[] = [];
  const list = (offenders: Offender[], indent: string) =>
    offenders
      .slice(0, 6)
      .map((o) => `${indent}right ${o.right}px (width ${o.width}px)  ${o.selector}${o.count ? ` ×${o.count}` : ""}`);

  if (m.scrollWidth > m.innerWidth) {
    problems.push(`page is ${m.scrollWidth}px wide on a ${m.innerWidth}px screen`);
    lines.push(`document.documentElement.scrollWidth ${m.scrollWidth} > innerWidth ${m.innerWidth}`);
  }
  if (m.offenders.length) {
    if (m.scrollWidth <= m.innerWidth) problems.push(`content past the right edge of the ${m.innerWidth}px screen`);
    lines.push(
      `${m.overflowing} elements reach past x=${m.innerWidth}; where it starts (widest first):`,
      ...list(m.offenders, "    "),
    );
  }
  for (const d of m.dialogs) {
    const out = d.left < -1 || d.right > m.innerWidth + 1;
    const scrolls = d.scrollWidth > d.clientWidth + 1;
    if (!out && !scrolls) continue;
    problems.push(
      `modal ${out ? `spans x=${d.left}…${d.right}` : `scrolls sideways (${d.scrollWidth} > ${d.clientWidth})`}`,
    );
    lines.push(
      `modal ${d.selector}: x=${d.left}…${d.right}, scrollWidth ${d.scrollWidth}, clientWidth ${d.clientWidth}`,
      ...list(d.offenders, "    "),
    );
  }

  let basket: BasketFit | null = null;
  if (checkBasket) {
    const link = basketLink(page);
    const visible = (await link.count()) === 1 && (await link.isVisible());
    const raw = visible ? await link.boundingBox() : null;
    const box = raw && {
      x: Math.round(raw.x),
      y: Math.round(raw.y),
      width: Math.round(raw.width),
      height: Math.round(raw.height),
    };
    const inside =
      !!raw &&
      raw.x >= -0.5 &&
      raw.y >= -0.5 &&
      raw.x + raw.width <= m.innerWidth + 0.5 &&
      raw.y + raw.height <= m.innerHeight + 0.5;
    basket = { visible, box, inside };
    if (!visible) {
      problems.push("basket link not visible");
      lines.push("the header's basket link (role=link, name /^Корзина/) is missing or hidden");
    } else if (!inside) {
      problems.push(`basket link outside the viewport`);
      lines.push(
        `basket link at x=${box!.x}…${box!.x + box!.width}, y=${box!.y}…${box!.y + box!.height}: outside the ${m.innerWidth}×${m.innerHeight} viewport`,
      );
    }
  }

  const message = [`${label}: does not fit`, ...lines.map((l) => `  ${l}`)].join("\n");
  (soft ? expect.soft : expect)(problems, message).toEqual([]);
  return { ...m, basket, problems, message };
}

// ---------------------------------------------------------------------------------------------------------------
// Who visits, and what the routes need at run time

/**
 * Who visits: a guest (a fresh context); the seeded customer Анна (+7 999 000-00-01: orders, Love Card,
 * certificates, addresses; read only: other specs count her orders); a fresh customer with a Love Card, a product
 * in the basket and one in the wishlist, one per test that uses it (checkout changes the customer's order draft,
 * which lives upstream); or a fresh customer without a card.
 */
export type Visitor = "guest" | "anna" | "shopper" | "newcomer" | "payer";
/** The payer's order (placed through the upstream before they log in): plenty online, no other spec buys it. */
const PAYER_OFFER = { productId: 197, offerId: 944 };
export const ANNA_PHONE = "9990000001";

type StorageState = Awaited<ReturnType<BrowserContext["storageState"]>>;

export type RouteContext = {
  /** A page in a context of the route's visitor (desktop, 1280 px), for finding links and preparing state. */
  page: Page;
  jsEnabled: boolean;
  catalog: CatalogPick;
};

export type ModalName =
  | "menu"
  | "search"
  | "location"
  | "catalogFilter"
  | "basketSuccess"
  | "productSubscribe"
  | "productPreorder"
  | "sizeTable"
  | "authorization";

export type LayoutRoute = {
  /** Test title and screenshot name. */
  name: string;
  /** The address, or how to find it at run time (a link on another page, a product from a section). */
  path: string | ((ctx: RouteContext) => Promise<string>);
  /** Default: a guest. */
  as?: Visitor;
  /** The HTTP status the page answers with (default 200). */
  status?: number;
  /** The page's layout has no header (the 'empty' layout): no basket link to check. */
  noHeader?: true;
  /** A modal to open: `?modal=NAME` on the path (a real link, JavaScript on or off), or `open` for modals only a script opens. */
  modal?: ModalName;
  /** Opens the modal on a loaded page when `?modal=` cannot (basketSuccess appears after adding to the basket). */
  open?: (page: Page) => Promise<void>;
  /** Only with JavaScript: the reason, shown as a skip annotation in the JS-off project. */
  jsOnly?: string;
  /** Once per test, before the widths, in the visitor's context: e.g. choose courier delivery. */
  setup?: (ctx: RouteContext) => Promise<void>;
  /** On every visit, before measuring: proof the page shows what this entry is about. */
  expectContent?: (page: Page) => Promise<void>;
};

/** A link's href on another page: `linkOn("/personal/delivery/", 'a[aria-label^="Изменить адрес"]')`. */
export function linkOn(from: string, selector: string, which: "first" | "last" = "first") {
  return async ({ page }: RouteContext) => {
    await page.goto(from);
    const links = page.locator(selector);
    await expect(links.first(), `a link ${selector} on ${from}`).toBeAttached();
    const href = await (which === "first" ? links.first() : links.last()).getAttribute("href");
    return new URL(href!, page.url()).pathname + new URL(href!, page.url()).search;
  };
}

const withModal = (path: string, modal: ModalName) => `${path}${path.includes("?") ? "&" : "?"}modal=${modal}`;

/** A radio of a checkout group; without JavaScript the choice is applied with 'Пересчитать'. */
async function choose(page: Page, jsEnabled: boolean, group: string, option: string | RegExp) {
  const radio = page.getByRole("group", { name: group }).getByRole("radio", { name: option }).first();
  await radio.check();
  if (!jsEnabled) await page.getByRole("button", { name: "Пересчитать" }).click();
  await expect(page.getByRole("group", { name: group }).getByRole("radio", { name: option }).first()).toBeChecked();
}

/** Waits for the recalculation a choice starts (JavaScript on): the draft lives upstream and the next contexts load it. */
async function settleCheckout(page: Page, jsEnabled: boolean) {
  if (jsEnabled) await page.waitForLoadState("networkidle");
}

export type Delivery = "courier" | "pickupPoint" | "store";

/** Chooses a delivery (and the first interval, point or shop) and the first payment method for the visitor's basket. */
export function checkout(delivery: Delivery) {
  return async ({ page, jsEnabled }: RouteContext) => {
    await page.goto("/order/");
    await expect(page.getByRole("region", { name: "Доставка" })).toBeVisible();
    if (delivery === "courier") {
      await choose(page, jsEnabled, "Способ доставки", /^Курьер/);
      await page.getByLabel("Улица").fill("ул. Тверская");
      await page.getByLabel("Дом").fill("1");
      if (!jsEnabled) await page.getByRole("button", { name: "Пересчитать" }).click();
      await choose(page, jsEnabled, "Интервал доставки", /./);
    } else if (delivery === "pickupPoint") {
      await choose(page, jsEnabled, "Способ доставки", /^Пункт выдачи/);
      await choose(page, jsEnabled, "Пункт выдачи", /./);
      await choose(page, jsEnabled, "День получения", /./);
    } else {
      await choose(page, jsEnabled, "Способ доставки", /^Самовывоз из магазина/);
      await choose(page, jsEnabled, "Магазин", /./);
    }
    await choose(page, jsEnabled, "Способ оплаты", /./);
    await settleCheckout(page, jsEnabled);
  };
}

const CHECKOUT_CONTENT: Record<Delivery, (page: Page) => Promise<void>> = {
  courier: async (page) => {
    await expect(page.getByLabel("Улица")).toBeVisible();
    await expect(page.getByRole("group", { name: "Интервал доставки" })).toBeVisible();
  },
  pickupPoint: async (page) => expect(page.getByRole("group", { name: "Пункт выдачи" })).toBeVisible(),
  store: async (page) => expect(page.getByRole("group", { name: "Магазин" })).toBeVisible(),
};

/** Puts a digital gift certificate (and nothing else) into the visitor's empty basket: its checkout needs no delivery. */
async function digitalCertificateOnly({ page }: RouteContext) {
  await page.goto("/certificate/digital/");
  await page.getByLabel("Имя получателя").fill("Мария");
  await page.getByLabel("E-mail получателя").fill("maria@example.ru");
  await page.getByRole("button", { name: "В корзину" }).click();
  await expect(page.getByRole("link", { name: /^Корзина, товаров: 1/ })).toBeAttached();
}

/** The product page's buy form: the first size that can be bought, then 'В корзину'. */
export async function addToBasket(page: Page, size?: RegExp) {
  const buy = page.locator("form.buy--page");
  const sizes = buy.locator("label.size:not(.size--sold-out)");
  await (size ? sizes.filter({ hasText: size }) : sizes).first().click();
  await buy.getByRole("button", { name: "В корзину" }).click();
  await expect(buy.getByRole("button", { name: "В корзине" })).toBeVisible();
}

// ---------------------------------------------------------------------------------------------------------------
// The routes: every route of spec §2 that exists today, then every modal. One line per page; a page built later
// (the content pages /about/…, /information/…, /initiatives/…, /outfits, /sitemap, /suite/{code}, /certificate/…)
// is added here.

const product = ({ catalog }: RouteContext) => Promise.resolve(catalog.product);
const PAYER_ORDER = linkOn("/personal/orders/status/new/", ".order-table tbody a", "last");

export const LAYOUT_ROUTES: LayoutRoute[] = [
  { name: "home", path: "/" },
  { name: "section", path: "/catalog/odezhda/" },
  { name: "section, deeper", path: "/catalog/odezhda/platya/platya-midi/" },
  { name: "product", path: product },
  {
    name: "search results",
    path: "/search/?q=платье",
    expectContent: (page) => expect(page.locator(".product-grid").first()).toBeVisible(),
  },
  { name: "login", path: "/login/" },
  { name: "404", path: "/no-such-page/", status: 404 },
  { name: "basket, empty", path: "/order/" },
  {
    name: "checkout, courier",
    path: "/order/",
    as: "shopper",
    setup: checkout("courier"),
    expectContent: CHECKOUT_CONTENT.courier,
  },
  {
    name: "checkout, pickup point",
    path: "/order/",
    as: "shopper",
    setup: checkout("pickupPoint"),
    expectContent: CHECKOUT_CONTENT.pickupPoint,
  },
  {
    name: "checkout, store pickup",
    path: "/order/",
    as: "shopper",
    setup: checkout("store"),
    expectContent: CHECKOUT_CONTENT.store,
  },
  // The payer's own unpaid order: Анна's seeded ones are declined, and so cancelled, by other specs meanwhile.
  {
    name: "order confirmation",
    path: async (ctx) => `/order/confirm/?orderId=${/\/(\d+)\/$/.exec(await PAYER_ORDER(ctx))![1]}`,
    as: "payer",
  },
  { name: "payment result", path: paymentResultPath, as: "payer", noHeader: true },
  { name: "personal: profile", path: "/personal/profile/", as: "anna" },
  { name: "personal: profile edit", path: "/personal/profile/edit/", as: "anna" },
  { name: "personal: profile phone code step", path: "/personal/profile/edit/?newPhone=%2B79991234567", as: "anna" },
  { name: "personal: profile delete", path: "/personal/profile/delete/", as: "anna" },
  { name: "personal: delivery addresses", path: "/personal/delivery/", as: "anna" },
  {
    name: "personal: address edit",
    path: linkOn("/personal/delivery/", 'a[aria-label^="Изменить адрес"]'),
    as: "anna",
  },
  { name: "personal: orders", path: "/personal/orders/status/all/", as: "anna" },
  { name: "personal: orders by status", path: "/personal/orders/status/done/", as: "anna" },
  { name: "personal: order", path: linkOn("/personal/orders/status/done/", ".order-table tbody a"), as: "anna" },
  { name: "personal: Love Card", path: "/personal/card/", as: "anna" },
  { name: "personal: Love Card history", path: "/personal/card/history/", as: "anna" },
  { name: "personal: Love Card register", path: "/personal/card/register/", as: "newcomer" },
  { name: "personal: certificates", path: "/personal/certificates/", as: "anna" },
  {
    name: "personal: certificate",
    path: linkOn("/personal/certificates/", "a.certificate-table__number", "last"),
    as: "anna",
  },
  {
    name: "personal: certificate history",
    path: async (ctx) =>
      `${await linkOn("/personal/certificates/", "a.certificate-table__number", "last")(ctx)}history/`,
    as: "anna",
  },
  { name: "personal: certificate activation", path: "/personal/certificates/activation/", as: "anna" },
  { name: "personal: certificates completed", path: "/personal/certificates/completed/", as: "anna" },
  { name: "personal: subscriptions", path: "/personal/subscribe/", as: "anna" },
  { name: "personal: recycling", path: "/personal/recycling/", as: "anna" },
  {
    name: "personal: wishlist",
    path: "/personal/wishlist/",
    as: "shopper",
    expectContent: (page) => expect(page.getByRole("list", { name: "Избранные товары" })).toBeVisible(),
  },
  { name: "information", path: "/information/" },
  { name: "information: delivery", path: "/information/delivery/" },
  { name: "information: pickup", path: "/information/delivery/pickup/" },
  { name: "information: refund", path: "/information/delivery/refund/" },
  { name: "information: payment", path: "/information/payment/" },
  { name: "information: loyalty", path: "/information/loyalty/" },
  { name: "information: loyalty rules", path: "/information/loyalty/rules/" },
  { name: "information: recommendations", path: "/information/recommendations/" },
  { name: "information: rules", path: "/information/rules/" },
  { name: "information: privacy policy", path: "/information/privacy-policy/" },
  { name: "information: contacts", path: "/information/contacts/" },
  { name: "information: akit", path: "/information/akit/" },
  { name: "about: company", path: "/about/company/" },
  { name: "about: franchising", path: "/about/franchising/" },
  { name: "about: news", path: "/about/news/" },
  { name: "about: news, page 2", path: "/about/news/?page=2" },
  { name: "about: news item", path: "/about/news/2/" },
  { name: "about: vacancies", path: "/about/vacancy/" },
  { name: "initiatives", path: "/initiatives/" },
  { name: "initiatives: LOVE 2.0", path: "/initiatives/recycling/" },
  { name: "certificate: digital", path: "/certificate/digital/" },
  { name: "certificate: plastic", path: "/certificate/plastic/" },
  // The newcomer's basket is otherwise empty (their other page, the Love Card form, does not show it).
  {
    name: "checkout, digital certificate only",
    path: "/order/",
    as: "newcomer",
    setup: digitalCertificateOnly,
    expectContent: (page) => expect(page.getByRole("region", { name: "Доставка" })).toContainText("доставка не нужна"),
  },
  { name: "outfits", path: "/outfits/" },
  { name: "outfits, page 2", path: "/outfits/?page=2" },
  { name: "look", path: linkOn("/outfits/", ".outfit-card__name a") },
  { name: "sitemap", path: "/sitemap/" },
  {
    name: "shops",
    path: "/about/shops/st_petersburg/",
    expectContent: (page) => expect(page.getByRole("list", { name: "Магазины в г. Санкт-Петербург" })).toBeVisible(),
  },
  {
    name: "location page",
    path: "/location/",
    expectContent: (page) => expect(page.getByRole("list", { name: "Все города" })).toBeVisible(),
  },

  // Modals (spec §2).
  { name: "modal: menu", path: "/", modal: "menu" },
  { name: "modal: search", path: "/", modal: "search" },
  {
    name: "modal: location",
    path: "/",
    modal: "location",
    expectContent: (page) => expect(page.getByRole("list", { name: "Все города" })).toBeVisible(),
  },
  {
    name: "modal: location, search results",
    path: "/?cityQuery=нов",
    modal: "location",
    expectContent: (page) => expect(page.getByRole("list", { name: "Города по запросу «нов»" })).toBeVisible(),
  },
  { name: "modal: authorization", path: "/", modal: "authorization" },
  { name: "modal: catalogFilter", path: "/catalog/odezhda/", modal: "catalogFilter" },
  { name: "modal: sizeTable", path: product, modal: "sizeTable" },
  { name: "modal: productSubscribe", path: product, modal: "productSubscribe" },
  { name: "modal: productPreorder", path: product, modal: "productPreorder" },
  {
    name: "modal: basketSuccess",
    path: product,
    modal: "basketSuccess",
    open: (page) => addToBasket(page),
    jsOnly:
      "basketSuccess is opened by the script after adding to the basket; without JavaScript the shopper gets the page back with a toast",
  },
];

/** Анна's unpaid order: its payment link on the thank-you page carries the code of /payment/{code}/. */
async function paymentResultPath(ctx: RouteContext) {
  const orderPath = await PAYER_ORDER(ctx);
  const id = /\/(\d+)\/$/.exec(orderPath)![1];
  await ctx.page.goto(`/order/confirm/?orderId=${id}`);
  const href = await ctx.page.getByRole("link", { name: "Оплатить заказ" }).getAttribute("href");
  const code = new URL(href!, ctx.page.url()).pathname.split("/").pop();
  return `/payment/${code}/`;
}

/** The address to visit: the route's path (found with `ctx` when it is found at run time), with `?modal=` if it opens one. */
export const routePath = async (route: LayoutRoute, ctx?: RouteContext) => {
  if (typeof route.path !== "string" && !ctx)
    throw new Error(`${route.name}: the path is found at run time and needs a page`);
  const path = typeof route.path === "string" ? route.path : await route.path(ctx!);
  return route.modal && !route.open ? withModal(path, route.modal) : path;
};

// ---------------------------------------------------------------------------------------------------------------
// Fixtures: the visitors' sessions (logged in once per run and project, through the login page) and a product found
// at run time

export type CatalogPick = {
  /** A product of the first section with sizes to buy and sold-out sizes (size table, subscription and preorder links). */
  product: string;
};

type Sessions = {
  /** The visitor's logged-in state; `key` tells apart visitors of the same kind (a shopper per checkout test). */
  storageState(visitor: Exclude<Visitor, "guest">, key?: string): Promise<StorageState>;
  catalog(): Promise<CatalogPick>;
};

/** Context options of the project (JavaScript on or off) for contexts the tests open themselves. */
export function contextOptions(
  project: { use: BrowserContextOptions & { baseURL?: string } },
  extra: BrowserContextOptions = {},
): BrowserContextOptions {
  return {
    baseURL: project.use.baseURL,
    locale: "ru-RU",
    javaScriptEnabled: project.use.javaScriptEnabled !== false,
    deviceScaleFactor: 1,
    isMobile: false,
    hasTouch: false,
    ...extra,
  };
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

/** A puffer whose size 48 is in the warehouse and in a Moscow pickup shop (deterministic seed; stock is per city). */
const STORE_PRODUCT = "/catalog/odezhda/verkhnyaya-odezhda/pukhoviki/49/";

/**
 * A fresh customer with a Love Card (the bonuses block of checkout), one product in the basket in a size the
 * Moscow shops have too (so checkout offers store pickup) and one in the wishlist.
 */
async function prepareShopper(page: Page, catalog: CatalogPick) {
  await logIn(page, freshPhone());
  await page.goto("/personal/card/register/");
  await page.getByLabel("Имя").fill("Анна");
  await page.getByLabel("Фамилия").fill("Петрова");
  await page.getByLabel("Дата рождения").fill("01.02.1990");
  await page.getByLabel("Email").fill("anna.layout@example.ru");
  await page.getByRole("checkbox").check();
  await page.getByRole("button", { name: /Оформить/ }).click();
  await expect(page).toHaveURL(/\/personal\/card\/$/);

  await page.goto(catalog.product);
  await page
    .locator(".product__wishlist")
    .getByRole("button", { name: /^Добавить в избранное/ })
    .click();
  await expect(page.getByRole("link", { name: "Избранное, товаров: 1" })).toBeVisible();

  // Sizes this Moscow shopper can have delivered or pick up in a shop; the first one a Moscow pickup shop has.
  await page.goto(STORE_PRODUCT);
  const sizes = await page
    .locator("form.buy--page label.size")
    .filter({ hasText: "Доставка и самовывоз" })
    .locator(".size__value")
    .allTextContents();
  expect(sizes.length, `sizes of ${STORE_PRODUCT} sold online and in Moscow shops`).toBeGreaterThan(0);
  for (const size of sizes) {
    await page.goto(STORE_PRODUCT);
    await addToBasket(page, new RegExp(`^${size}`));
    await page.goto("/order/");
    const store = page
      .getByRole("group", { name: "Способ доставки" })
      .getByRole("radio", { name: /^Самовывоз из магазина/ });
    if ((await store.count()) > 0) return;
    await page
      .getByRole("button", { name: /^Удалить: / })
      .first()
      .click();
    await expect(page.getByRole("link", { name: /^Корзина, товаров: 0/ })).toBeAttached();
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
      const options = contextOptions(project as never);
      const file = (key: string) => join(project.outputDir, ".layout-sessions", `${project.name}-${key}.json`);
      const memo = new Map<string, Promise<unknown>>();
      const once = <T>(key: string, create: () => Promise<T>): Promise<T> => {
        if (!memo.has(key)) memo.set(key, cachedInFile(file(key), create));
        return memo.get(key) as Promise<T>;
      };
      const sessions: Sessions = {
        catalog: () => once("catalog", () => withContext(browser, options, pickProduct)),
        storageState: (visitor, key = visitor) =>
          once(key, async () => {
            const pick = visitor === "shopper" ? await sessions.catalog() : undefined;
            return withContext(browser, options, async (page, context) => {
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
