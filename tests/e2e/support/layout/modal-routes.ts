import { expect } from "../fixtures";
import { waitForHydration } from "../hydrated";
import { addToBasket } from "./checkout-setup";
import { product, type LayoutRoute } from "./route-entry";

/** Modals (spec §2): opened with `?modal=NAME` on the path, or by `open` where only a script opens one. */
export const MODAL_ROUTES: LayoutRoute[] = [
  { name: "modal: menu", path: "/", modal: "menu" },
  { name: "modal: search", path: "/", modal: "search" },
  {
    name: "modal: location",
    path: "/",
    modal: "location",
    expectContent: (page) => expect(page.getByRole("list", { name: "Города с магазинами" })).toBeVisible(),
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
    // The product page's code hydrates in a Suspense boundary of its own after the body: a click before then is the
    // plain post of the JavaScript-off flow, which returns the page with a toast and never opens the modal.
    open: async (page, jsEnabled) => {
      if (jsEnabled) await waitForHydration(page, "form.buy--page");
      await addToBasket(page);
    },
    jsOnly:
      "basketSuccess is opened by the script after adding to the basket; without JavaScript the shopper gets the page back with a toast",
  },
];
