import type { Page } from "@playwright/test";
import { expect } from "../fixtures";

/**
 * What a layout route is: who visits it, where it is, what it needs before and on each visit.
 *
 * Who visits: a guest (no cookies); the seeded customer Анна (+7 999 000-00-01: orders, Love Card,
 * certificates, addresses; read only: other specs count her orders); a fresh customer with a Love Card, a product
 * in the basket and one in the wishlist, one per test that uses it (checkout changes the customer's order draft,
 * which lives upstream); or a fresh customer without a card.
 */
export type Visitor = "guest" | "anna" | "shopper" | "newcomer" | "payer";

export type RouteContext = {
  /** The visitor's page (at the desktop's 1280 px while it finds links and prepares state). */
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
  /**
   * The page is rendered like the route of this name (the same route module or template, other content): that route
   * gets the full matrix, this one is loaded once with its other siblings (layout.spec.ts, kinds.ts). Only for a page
   * of the same visitor, without setup or modal: any other is a kind of its own.
   */
  like?: string;
  /** Default: a guest. */
  as?: Visitor;
  /** The HTTP status the page answers with (default 200). */
  status?: number;
  /** The page's layout has no header (the 'empty' layout): no basket link to check. */
  noHeader?: true;
  /** A modal to open: `?modal=NAME` on the path (a real link, JavaScript on or off), or `open` for modals only a script opens. */
  modal?: ModalName;
  /**
   * Opens the modal on a loaded page when `?modal=` cannot (basketSuccess appears after adding to the basket). Runs
   * without JavaScript too, where the same step ends on the page itself.
   */
  open?: (page: Page, jsEnabled: boolean) => Promise<void>;
  /** Only with JavaScript: the reason, shown as a skip annotation in the JS-off project. */
  jsOnly?: string;
  /**
   * What this page shows differently without JavaScript (a slider that scrolls natively, a form's own buttons): the
   * JS-off project looks at it too. Every other page's HTML and CSS are the same with JavaScript on or off (a script
   * only enhances its forms), so the JS-on project alone looks at it, with axe-core at the phone's and the desktop's
   * width. A modal always differs: without JavaScript the server renders it open, with a close link.
   */
  withoutJs?: string;
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

export type CatalogPick = {
  /** A product of the first section with sizes to buy and sold-out sizes (size table, subscription and preorder links). */
  product: string;
};

/** A product of the first section found at run time (sizes to buy and sold-out sizes). */
export const product = ({ catalog }: RouteContext) => Promise.resolve(catalog.product);
