import { expect } from "../fixtures";
import { checkout, CHECKOUT_CONTENT, digitalCertificateOnly } from "./checkout-setup";
import { linkOn, product, type LayoutRoute, type RouteContext } from "./route-entry";

// The pages: every route of spec §2 that exists today (the modals are in modal-routes.ts). One line per page; a page
// built later (the content pages /about/…, /information/…, /initiatives/…, /outfits, /sitemap, /suite/{code},
// /certificate/…) is added here. A page rendered like another (the same route module or template, other content)
// names it in `like` (route-entry.ts): the other gets the full matrix, this one a cheaper look (layout.spec.ts).

// What differs without JavaScript, for the pages the JS-off project looks at too (route-entry.ts, `withoutJs`).
const SLIDERS = "sliders scroll natively, without their arrows and dots";
const LISTING = "the filter and sort forms are sent with their own buttons; product cards' photos scroll natively";
const CHECKOUT = "each choice is sent with the form's own button and the page comes back recalculated";

const PAYER_ORDER = linkOn("/personal/orders/status/new/", ".order-table tbody a", "last");

export const PAGE_ROUTES: LayoutRoute[] = [
  { name: "home", path: "/", withoutJs: SLIDERS },
  { name: "section", path: "/catalog/odezhda/", withoutJs: LISTING },
  { name: "section, deeper", path: "/catalog/odezhda/platya/platya-midi/", like: "section" },
  {
    name: "product",
    path: product,
    withoutJs: "the gallery scrolls natively; the size choice and the buy bar are the form's own",
  },
  {
    name: "search results",
    path: "/search/?q=платье",
    withoutJs: LISTING,
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
    withoutJs: CHECKOUT,
    expectContent: CHECKOUT_CONTENT.courier,
  },
  {
    name: "checkout, pickup point",
    path: "/order/",
    as: "shopper",
    setup: checkout("pickupPoint"),
    withoutJs: CHECKOUT,
    expectContent: CHECKOUT_CONTENT.pickupPoint,
  },
  {
    name: "checkout, store pickup",
    path: "/order/",
    as: "shopper",
    setup: checkout("store"),
    withoutJs: CHECKOUT,
    expectContent: CHECKOUT_CONTENT.store,
  },
  // The payer's own unpaid order: Анна's seeded ones are paid or declined by other specs meanwhile.
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
    withoutJs: "the city is a search form of its own",
    as: "anna",
  },
  { name: "personal: orders", path: "/personal/orders/status/all/", as: "anna" },
  { name: "personal: orders by status", path: "/personal/orders/status/done/", as: "anna", like: "personal: orders" },
  { name: "personal: order", path: linkOn("/personal/orders/status/done/", ".order-table tbody a"), as: "anna" },
  { name: "personal: Love Card", path: "/personal/card/", as: "anna" },
  {
    name: "personal: Love Card history",
    path: "/personal/card/history/",
    as: "anna",
    like: "personal: certificate history",
  },
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
  {
    name: "personal: certificates completed",
    path: "/personal/certificates/completed/",
    as: "anna",
    like: "personal: certificates",
  },
  { name: "personal: subscriptions", path: "/personal/subscribe/", as: "anna" },
  { name: "personal: recycling", path: "/personal/recycling/", as: "anna" },
  {
    name: "personal: wishlist",
    path: "/personal/wishlist/",
    as: "shopper",
    expectContent: (page) => expect(page.getByRole("list", { name: "Избранные товары" })).toBeVisible(),
  },
  { name: "information", path: "/information/", like: "information: delivery" },
  { name: "information: delivery", path: "/information/delivery/" },
  { name: "information: pickup", path: "/information/delivery/pickup/", like: "information: delivery" },
  { name: "information: refund", path: "/information/delivery/refund/", like: "information: delivery" },
  { name: "information: payment", path: "/information/payment/", like: "information: delivery" },
  { name: "information: loyalty", path: "/information/loyalty/", like: "information: delivery" },
  { name: "information: loyalty rules", path: "/information/loyalty/rules/", like: "information: delivery" },
  { name: "information: recommendations", path: "/information/recommendations/", like: "information: delivery" },
  { name: "information: rules", path: "/information/rules/", like: "information: delivery" },
  { name: "information: privacy policy", path: "/information/privacy-policy/", like: "information: delivery" },
  { name: "information: contacts", path: "/information/contacts/", like: "information: delivery" },
  { name: "information: akit", path: "/information/akit/", like: "information: delivery" },
  { name: "about: company", path: "/about/company/", like: "about: vacancies" },
  { name: "about: franchising", path: "/about/franchising/", like: "about: vacancies" },
  { name: "about: news", path: "/about/news/" },
  { name: "about: news, page 2", path: "/about/news/?page=2", like: "about: news" },
  { name: "about: news item", path: "/about/news/2/" },
  { name: "about: vacancies", path: "/about/vacancy/" },
  { name: "initiatives", path: "/initiatives/" },
  { name: "initiatives: LOVE 2.0", path: "/initiatives/recycling/", like: "initiatives" },
  { name: "certificate: digital", path: "/certificate/digital/" },
  { name: "certificate: plastic", path: "/certificate/plastic/", like: "certificate: digital" },
  // The newcomer's basket is otherwise empty (their other page, the Love Card form, does not show it).
  {
    name: "checkout, digital certificate only",
    path: "/order/",
    as: "newcomer",
    setup: digitalCertificateOnly,
    withoutJs: CHECKOUT,
    expectContent: (page) => expect(page.getByRole("region", { name: "Доставка" })).toContainText("доставка не нужна"),
  },
  { name: "outfits", path: "/outfits/", withoutJs: SLIDERS },
  { name: "outfits, page 2", path: "/outfits/?page=2", like: "outfits" },
  { name: "look", path: linkOn("/outfits/", ".outfit-card__name a"), withoutJs: SLIDERS },
  { name: "sitemap", path: "/sitemap/" },
  {
    name: "shops",
    path: "/about/shops/st_petersburg/",
    withoutJs: "no map (a script draws it): the list alone",
    expectContent: (page) => expect(page.getByRole("list", { name: "Магазины в г. Санкт-Петербург" })).toBeVisible(),
  },
  {
    name: "location page",
    path: "/location/",
    withoutJs: "the city list is rendered whole, not virtualised",
    expectContent: (page) => expect(page.getByRole("list", { name: "Города с магазинами" })).toBeVisible(),
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
